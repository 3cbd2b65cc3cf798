import Foundation

extension StringListStorage {
  /// Appends `string`: one inserted row.
  public func append(_ string: String) { splice(at: count, removing: 0, inserting: CollectionOfOne(string)) }

  /// Appends `strings` (read once, in order: a lazy sequence is never held as `String`s).
  @inlinable
  public func append(contentsOf strings: some Sequence<String>) {
    splice(at: count, removing: 0, inserting: strings)
  }

  /// Inserts `string` at `position` (`count` appends).
  public func insert(_ string: String, at position: Int) {
    splice(at: position, removing: 0, inserting: CollectionOfOne(string))
  }

  /// Inserts `strings` at `position` (`count` appends).
  @inlinable
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

  /// Moves the string at `source` to `destination` (its position after the move): one moved
  /// row, which keeps its row widget and its selection (as `MemoryStorage.moveItem(at:to:)`).
  public func move(from source: Int, to destination: Int) {
    guard source >= 0, source < count else { return reportOutOfRange(source) }
    guard destination >= 0, destination < count else { return reportOutOfRange(destination) }
    guard source != destination else { return }
    let string = packed.string(at: source)
    packed.commit(packed.writer(replacing: source..<(source + 1)))
    var moved = packed.writer(replacing: destination..<destination)
    _ = moved.add(string)  // fits: the same bytes were just removed
    packed.commit(moved)
    let (from, to) = (IndexPath(item: source, section: 0), IndexPath(item: destination, section: 0))
    delegate?.storageDidPerformUpdate(StorageUpdate(itemChanges: [.move(from: from, to: to)]))
  }

  /// Replaces every string with `strings`, delivering only the part that differs: the rows
  /// before and after it that are equal stay as they are, replaced rows are rebound in place,
  /// and the rest are inserted or removed at the end of that part.
  public func setStrings(_ strings: [String]) {
    var prefix = 0
    while prefix < strings.count, prefix < count, packed.contains(strings[prefix], at: prefix) { prefix += 1 }
    var suffix = 0
    while suffix < strings.count - prefix, suffix < count - prefix,
      packed.contains(strings[strings.count - 1 - suffix], at: count - 1 - suffix)
    {
      suffix += 1
    }
    splice(at: prefix, removing: count - prefix - suffix, inserting: strings[prefix..<(strings.count - suffix)])
  }

  /// Removes `removedCount` strings at `position` and inserts `strings` there, as
  /// `gtk_string_list_splice`. The first `min(removed, inserted)` rows are updated in place
  /// (rebound, their selection kept); the rest are removed or inserted after them. A range that
  /// does not exist, or strings that would pass 4 GiB, are reported and change nothing.
  @inlinable
  public func splice(at position: Int, removing removedCount: Int, inserting strings: some Sequence<String>) {
    // Inlined, so the loop is compiled for the caller's sequence: a generic `next()` per string
    // from this module would cost more than storing it.
    guard var writer = makeWriter(at: position, removing: removedCount) else { return }
    for string in strings {
      guard writer.add(string) else { return reportFull(writer) }
    }
    commit(writer)
  }

  /// A writer for the strings that replace `removedCount` at `position`; `nil`, reported, when
  /// that range does not exist.
  @usableFromInline
  func makeWriter(at position: Int, removing removedCount: Int) -> PackedStrings.Writer? {
    guard position >= 0, removedCount >= 0, position <= count - removedCount else {
      let wrong = position < 0 ? position : removedCount < 0 ? removedCount : position + max(removedCount - 1, 0)
      reportOutOfRange(wrong)
      return nil
    }
    return packed.writer(replacing: position..<(position + removedCount))
  }

  @usableFromInline
  func reportFull(_ writer: PackedStrings.Writer) {
    let reached = packed.byteLimit - writer.room + writer.byteCount
    anomalyHandler.reportAnomaly(.storageFull(bytes: reached, limit: packed.byteLimit))
  }

  @usableFromInline
  func commit(_ writer: PackedStrings.Writer) {
    let (oldCount, range, inserted) = (count, writer.range, writer.ends.count)
    packed.commit(writer)
    deliver(at: range.lowerBound, removed: range.count, inserted: inserted, oldCount: oldCount)
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
      update.addUpdatedModel(packed.string(at: item), at: path)
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
