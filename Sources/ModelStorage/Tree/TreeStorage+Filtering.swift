import Foundation

/// A filter that keeps the ancestors of matches: a node shows when it matches or when one of
/// its loaded descendants does (a matching folder's children show only where they match too).
/// Setting, changing or clearing the filter, and every mutation while it is set, is told to
/// the view as a diff of each level's children, so nodes that stay keep their rows (their
/// selection, their expansion); a node added while filtered shows if it passes. Only loaded
/// children are filtered: children loaded later, by an expansion or an asynchronous provider,
/// are filtered as they arrive, and a node whose children were never loaded shows only if it
/// matches itself. Index paths (``indexPath(of:)``) stay the storage's, hidden siblings counted.
extension TreeStorage {
  /// Filters the tree with `predicate` on each loaded node's model (`nil` clears the filter).
  /// `TreeListManager.setFilter(_:)` does this and also expands the ancestors of matches.
  public func setFilter(_ predicate: ((Any) -> Bool)?) {
    guard filterState != nil || predicate != nil else { return }
    if filterState == nil { filterState = TreeFilterState(levels: unfilteredLevels()) }
    filterState?.predicate = predicate
    refilter()
    if predicate == nil { filterState = nil }
  }

  /// Whether a filter is set.
  public var isFiltered: Bool { filterState?.predicate != nil }

  /// Whether the node shows under the filter: it matches, or a loaded descendant does (always,
  /// without a filter, for a stored node).
  public func passesFilter(_ id: ID) -> Bool {
    guard let state = filterState, state.predicate != nil else { return contains(id) }
    return state.shown.contains(id)
  }

  /// The loaded children of `parent` (`nil`: the roots) that show under the filter, in order;
  /// `nil` when they are not loaded. Loads nothing.
  public func shownChildIDs(ofParent parent: ID?) -> [ID]? {
    if let level = filterState?.levels[parent] { return level }
    guard let all = parent.map({ records[$0]?.children }) ?? rootIDs else { return nil }
    guard let state = filterState, let predicate = state.predicate else { return all }
    return all.filter { state.shown.contains($0) || records[$0].map { predicate($0.model) } == true }
  }

  /// The node's index path among the rows a view shows: among its shown siblings at each level.
  package func shownIndexPath(of id: ID) -> IndexPath? {
    guard filterState != nil else { return indexPath(of: id) }
    var indexes: [Int] = []
    var node = id
    while true {
      let parent = records[node]?.parent
      guard records[node] != nil, let index = shownChildIDs(ofParent: parent)?.firstIndex(of: node) else { return nil }
      indexes.append(index)
      guard let next = parent else { break }
      node = next
    }
    return IndexPath(indexes: indexes.reversed())
  }

  /// The children a view loading `id`'s level gets while a filter is kept (recorded: a later
  /// change is a diff against them).
  func shownLevel(of id: ID, loaded: [ID]) -> [ID] {
    guard filterState != nil else { return loaded }
    if let level = filterState?.levels[id] { return level }
    let predicate = filterState?.predicate
    let level = loaded.filter { child in
      guard let predicate else { return true }
      if filterState?.shown.contains(child) == true { return true }
      let matches = records[child].map { predicate($0.model) } == true
      if matches { filterState?.shown.insert(child) }
      return matches
    }
    filterState?.levels[id] = level
    return level
  }

  /// Tells the view a change, translated to the rows it shows when a filter is kept.
  func emit(_ change: TreeStorageChange<ID>) {
    guard let state = filterState else {
      onChange?(change)
      return
    }
    switch change {
    case .children: refilter()
    case let .updated(id):
      let wasShown = state.shown.contains(id)
      refilter()
      if wasShown, passesFilter(id) { onChange?(change) }
    case .loaded:
      refilter()
      onChange?(change)
    case .loadingChanged: onChange?(change)
    }
  }

  /// Recomputes which nodes show and tells the view each level whose shown children changed,
  /// parents before children. A level is updated just before its change is told: a level GTK
  /// loads meanwhile (a node the change inserts, expanded again) reads what it had, and the
  /// change that follows turns it into the new one.
  func refilter() {
    guard var state = filterState else { return }
    state.shown = shownNodes(state.predicate)
    var levels: [ID?: [ID]] = [:]
    var changes: [(parent: ID?, old: [ID], new: [ID])] = []
    var queue: [ID?] = [nil]
    var next = 0
    while next < queue.count {
      let parent = queue[next]
      next += 1
      let all = parent.map { records[$0]?.children ?? [] } ?? rootIDs
      let level = state.predicate == nil ? all : all.filter(state.shown.contains)
      if let old = state.levels[parent], old != level { changes.append((parent, old, level)) }
      levels[parent] = level
      for child in all where records[child]?.children != nil { queue.append(child) }
    }
    for change in changes { levels[change.parent] = change.old }
    state.levels = levels
    filterState = state
    for change in changes {
      filterState?.levels[change.parent] = change.new
      onChange?(.children(parent: change.parent, old: change.old, new: change.new))
    }
  }

  /// The nodes that match or have a loaded descendant that does; everything for `nil`.
  private func shownNodes(_ predicate: ((Any) -> Bool)?) -> Set<ID> {
    guard let predicate else { return [] }
    var shown = Set<ID>()
    // Depth first, children before their parent, without recursion (trees can be deep).
    var stack: [(id: ID, visited: Bool)] = rootIDs.reversed().map { ($0, false) }
    while let (id, visited) = stack.popLast() {
      guard let record = records[id] else { continue }
      if visited {
        if predicate(record.model) || (record.children ?? []).contains(where: shown.contains) { shown.insert(id) }
      } else {
        stack.append((id, true))
        for child in (record.children ?? []).reversed() { stack.append((child, false)) }
      }
    }
    return shown
  }

  /// Every loaded level as it is (the view's rows before a first filter).
  private func unfilteredLevels() -> [ID?: [ID]] {
    var levels: [ID?: [ID]] = [nil: rootIDs]
    var queue = rootIDs
    while let id = queue.popLast() {
      guard let children = records[id]?.children else { continue }
      levels[id] = children
      queue.append(contentsOf: children)
    }
    return levels
  }
}
