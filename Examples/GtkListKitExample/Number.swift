/// The cheapest possible model, for the million-row page: the list stores one `Int` per row.
struct Number: Identifiable, Equatable {
  let id: Int
}
