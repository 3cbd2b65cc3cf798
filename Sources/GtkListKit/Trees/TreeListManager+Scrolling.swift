extension TreeListManager {
  /// Expands the node's ancestors, scrolls its row into view and aligns it, as a list's
  /// ``ListBaseManager/scroll(to:at:)`` does for an item (``reveal(_:)`` with an alignment).
  /// Returns whether the node shows; an unknown node is reported.
  @discardableResult
  public func scroll(to id: ID, at alignment: ScrollAlignment = .nearest) -> Bool {
    guard reveal(id), let row = row(for: id) else { return false }
    align(flatPosition: row.position, at: alignment)
    return true
  }
}
