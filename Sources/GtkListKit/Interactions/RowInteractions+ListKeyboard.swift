import Foundation

/// Space selects the focused item (toggles in multiple mode). Header and footer rows are not
/// focusable, and GTK 4.8's list view stops at a row it cannot focus: arrows, Home/End and Page
/// Up/Down would stick at every header. In a list with header or footer rows the manager moves the
/// focus over them itself (with Shift or Ctrl, GTK's own range and cursor moves run unchanged).
extension RowInteractions {
  /// Moves the focus from the row at `position` for `key`; `false` leaves the key to GTK.
  func moveListFocus(_ key: NavigationKey, from position: Int) -> Bool {
    guard let core, core.registry.mappings.contains(where: { $0.viewKind != .cell }) else { return false }
    let count = core.source.layout.count
    let target: Int?
    switch key {
    case .up: target = item(before: position)
    case .down: target = item(after: position)
    case .home: target = item(after: -1)
    case .end: target = item(before: count)
    case .pageUp, .pageDown:
      let step = pageRows(from: position)
      let landing = key == .pageUp ? max(position - step, 0) : min(position + step, count - 1)
      target =
        isItem(landing)
        ? landing
        : (key == .pageUp
          ? item(before: landing) ?? item(after: landing) : item(after: landing) ?? item(before: landing))
    default: return false
    }
    if let target, target != position { focusListRow(target) }
    return true
  }

  /// Space selects the focused item (toggles it in multiple mode); GTK 4.8 would activate it.
  func toggleListSelection(at position: Int) -> Bool {
    guard let selection = core?.presentation.selection, isItem(position) else { return false }
    guard selection.mode != .none else { return true }
    if selection.mode == .multiple, selection.selectedPositions.contains(position) {
      _ = selection.deselect(position)
    } else {
      _ = selection.select(position)
    }
    return true
  }

  private func isItem(_ position: Int) -> Bool { core?.source.itemIndexPath(at: position) != nil }

  private func item(before position: Int) -> Int? {
    stride(from: position - 1, through: 0, by: -1).first(where: isItem)
  }

  private func item(after position: Int) -> Int? {
    guard let count = core?.source.layout.count, position + 1 < count else { return nil }
    return (position + 1..<count).first(where: isItem)
  }

  private func pageRows(from position: Int) -> Int {
    guard let core, let rowWidget = core.rows.row(at: position)?.rowWidget else { return 1 }
    let height = RowControllers.size(of: rowWidget).height
    return height > 0 ? max(1, RowControllers.size(of: core.host.view).height / height - 1) : 1
  }

  /// Scrolls the row into view and focuses it once GTK has bound it.
  private func focusListRow(_ position: Int, attempts: Int = 20) {
    guard let core else { return }
    if attempts == 20 { core.host.scroll(to: position) }
    if let rowWidget = core.rows.row(at: position)?.rowWidget, RowControllers.grabFocus(rowWidget) {
      return
    }
    guard attempts > 0 else { return }
    MainLoop.after(milliseconds: 16) { [weak self] in self?.focusListRow(position, attempts: attempts - 1) }
  }
}
