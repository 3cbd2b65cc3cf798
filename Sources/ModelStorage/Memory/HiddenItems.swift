/// The items a ``MemoryStorage`` filter hides in one section, in order, and where each goes
/// back: after the first `gaps[k]` shown items of its section (as they were when it was hidden).
/// A typed filter keeps them typed, as positions in the array the shown items share (a
/// `TypedItems` with an order): no box per hidden item.
struct HiddenItems {
  var gaps: [Int] = []
  var items: SectionItems = .untyped([])

  var count: Int { gaps.count }
  var isEmpty: Bool { gaps.isEmpty }

  func item(at index: Int) -> Any { items.item(at: index) }
}
