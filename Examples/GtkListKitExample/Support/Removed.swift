/// Items taken out of an array, with the places they had: undoing a deletion puts them back
/// there (or at the end, when the array got shorter) without touching the other items.
struct Removed<Item: Identifiable> {
  private let entries: [(index: Int, item: Item)]

  /// The items of `array` whose ids are in `ids`, with their indexes.
  init(_ array: [Item], _ ids: Set<Item.ID>) {
    entries = array.enumerated().filter { ids.contains($0.element.id) }.map { ($0.offset, $0.element) }
  }

  /// `array` with the removed items back at their places, skipping any already there again.
  func restore(into array: [Item]) -> [Item] {
    var result = array
    for entry in entries where !result.contains(where: { $0.id == entry.item.id }) {
      result.insert(entry.item, at: min(entry.index, result.count))
    }
    return result
  }
}
