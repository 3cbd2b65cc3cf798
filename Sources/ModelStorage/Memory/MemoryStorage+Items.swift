import Foundation

extension MemoryStorage {
  /// Appends `item` to `section`, creating missing sections.
  public func addItem(_ item: Any, toSection section: Int = 0) {
    addItems([item], toSection: section)
  }

  /// Appends `items` to `section`, creating missing sections. A negative section reports an anomaly.
  public func addItems(_ items: [Any], toSection section: Int = 0) {
    guard section >= 0 else { return report(.sectionOutOfRange(section, sectionCount: sections.count)) }
    change { tracker in
      ensureSection(section, tracker: tracker)
      for item in items {
        tracker.insertItem(at: IndexPath(item: sections[section].numberOfItems, section: section))
        sections[section].insertItem(item, at: sections[section].numberOfItems)
      }
    }
  }

  /// Inserts `item` at `indexPath` (`item` may equal the section's count to append).
  /// Throws if the section does not exist or the index is too big.
  public func insertItem(_ item: Any, to indexPath: IndexPath) throws(ModelStorageAnomaly) {
    try insertItems([item], at: [indexPath])
  }

  /// Inserts `items[k]` at `indexPaths[k]`, in order (each index path refers to the storage as left
  /// by the previous insertion). Throws, inserting nothing, on a count mismatch or a bad index path.
  public func insertItems(_ items: [Any], at indexPaths: [IndexPath]) throws(ModelStorageAnomaly) {
    guard items.count == indexPaths.count else {
      throw .countMismatch(expected: indexPaths.count, actual: items.count, context: "insertItems(_:at:)")
    }
    var counts = sections.map(\.numberOfItems)
    for path in indexPaths {
      guard path.count == 2, path.section >= 0, path.item >= 0 else { throw .malformedIndexPath(path) }
      guard path.section < counts.count else { throw .sectionOutOfRange(path.section, sectionCount: counts.count) }
      guard path.item <= counts[path.section] else {
        throw .indexPathTooBig(path, itemsInSection: counts[path.section])
      }
      counts[path.section] += 1
    }
    change { tracker in
      for (item, path) in zip(items, indexPaths) {
        tracker.insertItem(at: path)
        sections[path.section].insertItem(item, at: path.item)
      }
    }
  }

  /// Removes the first item equal to `item`; reports ``ModelStorageAnomaly/itemNotFound(_:)`` if absent.
  public func removeItem<T: Equatable>(_ item: T) {
    removeItems([item])
  }

  /// Removes the first item equal to each of `items`; each missing one reports an anomaly.
  public func removeItems<T: Equatable>(_ items: [T]) {
    var paths = [IndexPath]()
    for item in items {
      if let path = indexPath(forItem: item) {
        paths.append(path)
      } else {
        report(.itemNotFound(String(describing: item)))
      }
    }
    guard !paths.isEmpty else { return }
    removeValidated(paths)
  }

  /// Removes the items at `indexPaths` (all refer to the storage before the call; duplicates count
  /// once). Throws, removing nothing, if any index path is bad.
  public func removeItems(at indexPaths: [IndexPath]) throws(ModelStorageAnomaly) {
    for path in indexPaths { try validate(path) }
    removeValidated(indexPaths)
  }

  /// Removes every item of `section`, keeping the section. Throws if it does not exist.
  public func removeItems(fromSection section: Int) throws(ModelStorageAnomaly) {
    guard sections.indices.contains(section) else { throw .sectionOutOfRange(section, sectionCount: sections.count) }
    dropHiddenItems(ofSection: section)
    removeValidated((0..<sections[section].numberOfItems).map { IndexPath(item: $0, section: section) })
  }

  /// Removes every item of every section, keeping the sections.
  public func removeAllItems() {
    for section in sections.indices { dropHiddenItems(ofSection: section) }
    removeValidated(
      sections.indices.flatMap { section in
        (0..<sections[section].numberOfItems).map { IndexPath(item: $0, section: section) }
      })
  }

  private func removeValidated(_ paths: [IndexPath]) {
    let ordered = Set(paths).sorted { ($0.section, $0.item) > ($1.section, $1.item) }
    guard !ordered.isEmpty else { return }
    change { tracker in
      for path in ordered {
        tracker.removeItem(at: path)
        _ = sections[path.section].removeItem(at: path.item)
      }
    }
  }

  /// Replaces the first item equal to `itemToReplace` with `replacingItem`, as an update of that
  /// row (same identity, new model). Throws ``ModelStorageAnomaly/itemNotFound(_:)`` if absent.
  public func replaceItem<T: Equatable>(_ itemToReplace: T, with replacingItem: Any) throws(ModelStorageAnomaly) {
    guard let path = indexPath(forItem: itemToReplace) else { throw .itemNotFound(String(describing: itemToReplace)) }
    change { tracker in
      tracker.updateItem(at: path)
      sections[path.section].storage.replace(at: path.item, with: replacingItem)
    }
  }

  /// Replaces the item at `indexPath` with `item`, as an update of that row. Throws on a bad index path.
  public func replaceItem(at indexPath: IndexPath, with item: Any) throws(ModelStorageAnomaly) {
    try validate(indexPath)
    change { tracker in
      tracker.updateItem(at: indexPath)
      sections[indexPath.section].storage.replace(at: indexPath.item, with: item)
    }
  }

  /// Tells the observer that the first item equal to `item` changed (rebind); reports
  /// ``ModelStorageAnomaly/itemNotFound(_:)`` if absent.
  public func reloadItem<T: Equatable>(_ item: T) {
    guard let path = indexPath(forItem: item) else { return report(.itemNotFound(String(describing: item))) }
    change { tracker in tracker.updateItem(at: path) }
  }

  /// Moves the item at `source` to `destination` (an index in the destination section after the
  /// removal; it may equal that section's count). Reports
  /// ``ModelStorageAnomaly/moveItemFailedInvalidIndexPaths(from:to:)`` and moves nothing on bad paths.
  public func moveItem(at source: IndexPath, to destination: IndexPath) {
    guard isValidMove(from: source, to: destination) else {
      return report(.moveItemFailedInvalidIndexPaths(from: source, to: destination))
    }
    noteReorderedByHand()
    change { tracker in
      tracker.moveItem(from: source, to: destination)
      let item = sections[source.section].removeItem(at: source.item)
      sections[destination.section].insertItem(item, at: destination.item)
    }
  }

  /// DTModelStorage moves data here without telling a UIKit view that already moved the row. A
  /// GtkListView never moves rows itself, so the move is still delivered (as a move, which keeps
  /// the row's object and selection); the name is kept for familiarity.
  public func moveItemWithoutAnimation(from source: IndexPath, to destination: IndexPath) {
    moveItem(at: source, to: destination)
  }

  private func isValidMove(from source: IndexPath, to destination: IndexPath) -> Bool {
    guard (try? validate(source)) != nil, destination.count == 2, destination.item >= 0,
      sections.indices.contains(destination.section)
    else { return false }
    let sameSection = source.section == destination.section
    return destination.item <= sections[destination.section].numberOfItems - (sameSection ? 1 : 0)
  }
}
