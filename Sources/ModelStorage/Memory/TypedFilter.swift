/// A filter of ``MemoryStorage/setFilter(of:_:)`` over sections kept as its model type, made
/// where the type is known so its loops read the typed array in place (each returns `false`
/// when the section is not of that type: the boxed path runs).
struct TypedFilter {
  /// Shows exactly the section's items the filter accepts (all of them when `showAll`).
  let refilter: (_ storage: MemoryStorage, _ section: Int, _ showAll: Bool) -> Bool
  /// Whether every shown item of the section is accepted; `nil` when it is not typed.
  let allShownMatch: (_ storage: MemoryStorage, _ section: Int) -> Bool?
}
