/// A weather station's latest reading on the "Live" page.
struct Reading: Identifiable, Equatable {
  let id: Int
  var celsius: Double
  var updates = 0

  var station: String { "Station \(id + 1)" }
}
