import ModelStorage

/// Filtering a tree: the storage keeps the matches and their ancestors (see
/// `TreeStorage.setFilter(_:)`); the manager expands those ancestors so the matches show, and
/// gives back the expansion the user had when the filter is cleared.
extension TreeListManager {
  /// Shows only the nodes whose model passes `predicate` and their ancestors, expanded so the
  /// matches show; `nil` clears the filter and restores the expansion from before it. Changes
  /// are diffs: rows that stay keep their selection, selected rows the filter hid are selected
  /// again when it is cleared, and a node added while filtered shows (its ancestors expanded)
  /// if it passes. Only loaded children are filtered: a folder never expanded shows only if it
  /// matches itself, and children loaded later (by expanding, or by an asynchronous provider)
  /// are filtered as they arrive. Expansions made while filtered are not kept after it.
  ///
  /// ```swift
  /// tree.setFilter { model in (model as? File)?.name.localizedCaseInsensitiveContains("notes") ?? false }
  /// tree.setFilter(nil)  // everything again, as the user had expanded it
  /// ```
  public func setFilter(_ predicate: ((Any) -> Bool)?) {
    guard let predicate else { return clearFilter() }
    if !storage.isFiltered { expansionBeforeFilter = expansion }
    applyFilter(predicate)
    syncSelection()  // selected rows the filter hid are remembered as hidden
    expandFilteredAncestors()
  }

  /// Whether a filter is set (``setFilter(_:)``).
  public var isFiltered: Bool { storage.isFiltered }

  private func clearFilter() {
    guard storage.isFiltered else { return }
    let saved = expansionBeforeFilter ?? expansion
    expansionBeforeFilter = nil
    expansionState = saved  // collapses what the filter expanded before the hidden rows return
    applyFilter(nil)  // returning rows expand as `saved` has them
    expansionState = saved
    // Rows selected before the filter and hidden by it are selected again, unless a single
    // selection was made meanwhile.
    let back = hiddenSelection.filter { row(for: $0) != nil }
    hiddenSelection.subtract(back)
    if selection.mode == .multiple || selectedIDs.isEmpty { keepSelected(Array(back)) }
  }

  private func applyFilter(_ predicate: ((Any) -> Bool)?) {
    applyingFilter = true
    defer { applyingFilter = false }
    storage.setFilter(predicate)
  }

  /// Expands every shown node with shown children: the ancestors of the matches.
  func expandFilteredAncestors() {
    guard storage.isFiltered else { return }
    restoring += 1
    defer { restoring -= 1 }
    var queue = storage.shownChildIDs(ofParent: nil) ?? []
    var next = 0
    while next < queue.count {
      let id = queue[next]
      next += 1
      guard let children = storage.shownChildIDs(ofParent: id), !children.isEmpty else { continue }
      if let row = row(for: id), !row.isExpanded { show(row, expanded: true) }
      queue.append(contentsOf: children)
    }
  }
}
