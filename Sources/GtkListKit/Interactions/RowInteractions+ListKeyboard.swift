import Foundation

/// The keyboard in lists and sectioned grids, as in GTK's own list views: a plain arrow (Home,
/// End, Page Up/Down) moves the focus and selects the item it lands on, Shift extends the
/// selection from the anchor, Ctrl moves the focus only; Space selects the focused item (toggles
/// it in multiple mode). Every key selection is a gesture: `shouldSelect` is asked and
/// `didSelect` fires. Header and footer rows are not focusable, and GTK 4.8's list view stops at
/// a row it cannot focus, so in a list with header or footer rows the manager moves the focus
/// over them itself; without them GTK moves it (through the same selection hooks).
extension RowInteractions {
  /// Moves the focus from the row at `position` for `key`; returns the item focused, or `nil`
  /// to leave the key to GTK.
  func moveListFocus(_ key: NavigationKey, from position: Int) -> Int? {
    guard let core, core.registry.mappings.contains(where: { $0.viewKind != .cell }) else { return nil }
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
    default: return nil
    }
    guard let target, target != position else { return position }
    focusListRow(target)
    return target
  }

  /// The selection after the focus moved from `origin` to `target` by a navigation key.
  func selectAfterMove(to target: Int, from origin: Int, ctrl: Bool, shift: Bool) {
    guard target != origin, !ctrl || shift, let selection = core?.presentation.selection else { return }
    if shift {
      let anchor = keyboardAnchor.flatMap { selection.selectedPositions.contains($0) ? $0 : nil } ?? origin
      keyboardAnchor = anchor
      selection.selectByGesture(target, from: anchor)
    } else {
      keyboardAnchor = target
      selection.selectByGesture(target, from: nil)
    }
  }

  /// Space selects the focused item (toggles it in multiple mode); GTK 4.8 would activate it.
  func toggleSelection(at position: Int) -> Bool {
    guard let selection = core?.presentation.selection, isItem(position) else { return false }
    keyboardAnchor = position
    selection.toggleByGesture(position)
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

  /// The first item row in view takes the focus (the first item when none is in view).
  func focusFirstVisibleItem() {
    guard let core else { return }
    let bound = core.rows.bound.keys.sorted().filter(isItem)
    let visible = bound.first { core.rows.row(at: $0)?.rowWidget.map { RowControllers.isVisible($0, in: core.host.view) } == true }
    if let target = visible ?? item(after: -1) { focusListRow(target) }
  }

  /// Scrolls the row into view and focuses it once GTK has bound it.
  private func focusListRow(_ position: Int, attempts: Int = 20) {
    guard let core else { return }
    if attempts == 20 { core.host.scroll(to: position) }
    if let rowWidget = core.rows.row(at: position)?.rowWidget, RowControllers.grabKeyboardFocus(rowWidget) {
      return
    }
    guard attempts > 0 else { return }
    MainLoop.after(milliseconds: 16) { [weak self] in self?.focusListRow(position, attempts: attempts - 1) }
  }
}
