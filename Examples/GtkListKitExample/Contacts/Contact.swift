/// An address-book entry: a person or a company, told apart by the cell the mapping picks.
struct Contact: Identifiable, Equatable {
  enum Kind: Equatable { case person, company }
  let id: Int
  let name: String
  let detail: String
  let kind: Kind
  var isFavourite = false

  /// The letter the contact is filed under.
  var initial: String { String(name.prefix(1)).uppercased() }

  /// What the table's Kind column shows and sorts by.
  var kindName: String { kind == .person ? "Person" : "Company" }
}
