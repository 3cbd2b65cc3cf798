import Foundation

extension StringListStorage {
  /// Appends `string`: one inserted row.
  public func append(_ string: String) { splice(at: count, removing: 0, inserting: CollectionOfOne(string)) }

  /// Appends `strings` (read once, in order: a lazy sequence is never held as `String`s).
  public func append(contentsOf strings: some Sequence<String>) {
    splice(at: count, removing: 0, inserting: strings)
  }

  /// Inserts `string` at `position` (`count` appends).
  public func insert(_ string: String, at position: Int) {
    splice(at: position, removing: 0, inserting: CollectionOfOne(string))
  }

  /// Inserts `strings` at `position` (`count` appends).
  public func insert(contentsOf strings: some Sequence<String>, at position: Int) {
    splice(at: position, removing: 0, inserting: strings)
  }

  /// Removes the string at `position`.
  public func remove(at position: Int) { removeSubrange(position..<(position + 1)) }

  /// Removes the strings at `positions`.
  public func removeSubrange(_ positions: Range<Int>) {
    splice(at: positions.lowerBound, removing: positions.count, inserting: EmptyCollection())
  }

  /// Removes every string.
  public func removeAll() { splice(at: 0, removing: count, inserting: EmptyCollection()) }

  /// Replaces the string at `position` with `string`: its row is rebound in place.
  public func replace(at position: Int, with string: String) {
    guard position >= 0, position < count else { return reportOutOfRange(position) }
    splice(at: position, removing: 1, inserting: CollectionOfOne(string))
  }

  /// Replaces every string with `strings`, delivering only the part that differs: the rows
  /// before and after it that are equal stay as they are, replaced rows are rebound in place,
  /// and the rest are inserted or removed at the end of that part.
  public func setStrings(_ strings: some BidirectionalCollection<String>) {
    var prefix = strings.startIndex
    var position = 0
    while prefix != strings.endIndex, position < count, packed.contains(strings[prefix], at: position) {
      strings.formIndex(after: &prefix)
      position += 1
    }
    var suffix = strings.endIndex
    var oldEnd = count
    while suffix != prefix, oldEnd > position, packed.contains(strings[strings.index(before: suffix)], at: oldEnd - 1) {
      strings.formIndex(before: &suffix)
      oldEnd -= 1
    }
    splice(at: position, removing: oldEnd - position, inserting: strings[prefix..<suffix])
  }

  /// Removes `removedCount` strings at `position` and inserts `strings` there, as
  /// `gtk_string_list_splice`. The first `min(removed, inserted)` rows are updated in place
  /// (rebound, their selection kept); the rest are removed or inserted after them. A range that
  /// does not exist, or strings that would pass 4 GiB, are reported and change nothing.
  public func splice(at position: Int, removing removedCount: Int, inserting strings: some Sequence<String>) {
    guard position >= 0, removedCount >= 0, position <= count - removedCount else {
      let wrong = position < 0 ? position : removedCount < 0 ? removedCount : position + max(removedCount - 1, 0)
      return reportOutOfRange(wrong)
    }
    let oldCount = count
    let insertedCount: Int
    do {
      insertedCount = try packed.replaceSubrange(position..<(position + removedCount), with: strings)
    } catch {
      return anomalyHandler.reportAnomaly(.storageFull(bytes: error.bytes, limit: packed.byteLimit))
    }
    deliver(at: position, removed: removedCount, inserted: insertedCount, oldCount: oldCount)
  }

  private func deliver(at position: Int, removed: Int, inserted: Int, oldCount: Int) {
    guard removed > 0 || inserted > 0 else { return }
    guard let delegate else { return }
    if position == 0, removed == oldCount, inserted == count, max(removed, inserted) > StorageUpdate.largeReordering {
      // Every row changed: one replace of the section, not a change per row.
      return delegate.storageDidPerformUpdate(StorageUpdate(sectionChanges: [.replaceItems(0)]))
    }
    var update = StorageUpdate()
    let kept = min(removed, inserted)
    update.itemChanges.reserveCapacity(max(removed, inserted))
    for item in position..<(position + kept) {
      let path = IndexPath(item: item, section: 0)
      update.itemChanges.append(.update(path))
      update.updatedModels[path] = packed.string(at: item)
    }
    for item in (position + kept)..<(position + removed) {
      update.itemChanges.append(.delete(IndexPath(item: item, section: 0)))
    }
    for item in (position + kept)..<(position + inserted) {
      update.itemChanges.append(.insert(IndexPath(item: item, section: 0)))
    }
    delegate.storageDidPerformUpdate(update)
  }

  private func reportOutOfRange(_ position: Int) {
    let path = IndexPath(item: position, section: 0)
    anomalyHandler.reportAnomaly(
      position < 0 ? .malformedIndexPath(path) : .indexPathTooBig(path, itemsInSection: count))
  }
}
