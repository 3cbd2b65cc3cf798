/// Deterministic address-book content.
enum ContactData {
  private static let first = [
    "Amara", "Bruno", "Chiara", "Dmitri", "Elif", "Farah", "Gustav", "Hana", "Ivo", "Jonas", "Kaia", "Luca",
    "Mireille", "Nils", "Olga", "Priya", "Quentin", "Rosa", "Sven", "Tomás", "Ulla", "Vera", "Wim", "Yusuf", "Zofia",
  ]
  private static let last = [
    "Andersen", "Berg", "Costa", "Dalton", "Engel", "Fischer", "Garcia", "Horvat", "Ito", "Jansen",
  ]
  private static let cities = ["Lisbon", "Oslo", "Ghent", "Tartu", "Porto", "Lyon", "Graz", "Turku"]
  private static let companies = [
    "Alder Joinery", "Bright Harbour Books", "Copperleaf Bakery", "Driftwood Studio", "Evergreen Gardens",
    "Fjordline Ferries", "Granite Bikes", "Hollow Oak Café", "Inkwell Printers", "Juniper Clinic",
  ]

  static func contacts() -> [Contact] {
    var result: [Contact] = []
    for (index, name) in first.enumerated() {
      for offset in 0..<3 {
        let surname = last[(index + offset * 3) % last.count]
        let id = index * 3 + offset
        result.append(
          Contact(
            id: id, name: "\(name) \(surname)",
            detail: "\(cities[id % cities.count]) · +351 21 \(100 + id * 7) \(4000 + id)", kind: .person))
      }
    }
    for (index, name) in companies.enumerated() {
      result.append(
        Contact(
          id: 500 + index, name: name,
          detail:
            "\(cities[index % cities.count]) · info@\(name.lowercased().replacingOccurrences(of: " ", with: "")).example",
          kind: .company))
    }
    return result.sorted { $0.name < $1.name }
  }
}
