/// A sponsored entry in the feed, shown by `AdCell`.
struct Ad: Identifiable, Equatable {
  let id: Int
  let sponsor: String
  let tagline: String
}
