/// The cheapest possible model, for the million-row page: one `Int`, made when its row is bound
/// (`NumberRange`).
struct Number: Identifiable, Equatable {
  let id: Int
}
