/// Counts, during one ``Diff``, the copies it inserted or deleted because their identifier
/// repeats: a copy is counted when another copy of its identifier is in the new list.
///
/// The symbol table finds the repeats among the elements it holds at no extra cost. Two checks
/// are work the diff would not do otherwise, so they share a cap of ``extraWork`` steps (about a
/// millisecond): hashing new elements when nothing old is left to match them with (a first
/// fill; one step per element), and searching the unchanged runs for an unpaired identifier
/// that is paired there (`[1, 2]` → `[1, 1]`; one comparison per run element and identifier,
/// made while the diff compares those runs' contents anyway). A check that does not fit is
/// skipped whole. Finding every repeat would mean hashing every element, which would double
/// the time of a large diff with few changes and of a million-row first fill.
@usableFromInline
struct DuplicateTally<ID: Hashable> {
  /// Copies counted so far.
  @usableFromInline var count = 0
  /// Unpaired copies whose identifier was not yet found paired in the runs.
  @usableFromInline var open: [ID] = []
  /// The search of the runs no longer fits the cap: nothing more is opened or searched.
  @usableFromInline var overflowed = false
  /// Steps of extra work left.
  @usableFromInline var budget = extraWork
  /// Elements a search of the runs visits at most (the new list's length).
  @usableFromInline let searchLength: Int

  /// Steps of extra work one diff may spend on duplicates.
  @usableFromInline static var extraWork: Int { 1 << 16 }

  /// A tally for a diff whose new list has `newCount` elements.
  @inlinable init(newCount: Int) {
    searchLength = newCount
    overflowed = newCount == 0  // nothing new: nothing can be paired
  }

  /// Whether more copies may be opened.
  @inlinable var isOpen: Bool { !overflowed }

  /// Whether paired identifiers must still be passed to ``notePaired(_:)``.
  @inlinable var wantsPairs: Bool { !overflowed && !open.isEmpty }

  /// Takes `steps` from the budget if they fit.
  @inlinable mutating func spend(_ steps: Int) -> Bool {
    guard steps <= budget else { return false }
    budget -= steps
    return true
  }

  /// An unpaired copy of `id` not counted yet: extra if `id` is paired in the runs. One entry per
  /// copy (no lookup), the first inserted copy or every deleted copy of an identifier.
  @inlinable mutating func openCopy(_ id: ID) {
    guard !overflowed else { return }
    guard spend(searchLength) else {
      overflowed = true
      open = []
      return
    }
    open.append(id)
  }

  /// An element with `id` is paired: the open copies of `id` are extra.
  @inlinable mutating func notePaired(_ id: ID) {
    var index = 0
    while index < open.count {
      if open[index] == id {
        count += 1
        open.swapAt(index, open.count - 1)
        open.removeLast()
      } else {
        index += 1
      }
    }
  }
}
