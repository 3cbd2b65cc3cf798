/// The items a ``MemoryStorage`` filter hides in one section, in order, and where each goes
/// back. A typed filter keeps them typed, as positions in the array the shown items share (a
/// `TypedItems` with an order): no box per hidden item.
struct HiddenItems {
  /// By hidden item, its index among the shown and hidden items together (ascending). A filter
  /// that hides items of a section showing all of them has these as its deletes: one array for
  /// both, not another million-entry list.
  var slots: [Int] = []
  var items: SectionItems = .untyped([])

  var count: Int { slots.count }
  var isEmpty: Bool { slots.isEmpty }

  /// How many shown items come before hidden item `index` (as they were when it was hidden).
  func gap(_ index: Int) -> Int { slots[index] - index }

  func item(at index: Int) -> Any { items.item(at: index) }

  /// A shown item came (`delta` 1) or left (-1) at `index`: hidden items after it move with it.
  mutating func shift(after index: Int, by delta: Int) {
    slots.withUnsafeMutableBufferPointer { slots in
      for hidden in slots.indices where slots[hidden] - hidden > index { slots[hidden] += delta }
    }
  }
}
