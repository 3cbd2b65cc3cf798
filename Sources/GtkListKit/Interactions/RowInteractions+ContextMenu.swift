import Foundation

extension RowInteractions {
  /// Opens the context menu of the flat row at `position` on `widget`, pointing at (`x`, `y`)
  /// (or at the whole widget when `nil`, from the keyboard). A pointer gesture selects the row
  /// first, as GNOME apps do (a row already in a multiple selection keeps the selection).
  func openMenu(at position: Int, on widget: WidgetPointer, x: Int?, y: Int?, selecting: Bool) {
    guard let core, let (slot, model, indexPath) = core.presentation.realizedCell(atFlatPosition: position) else {
      return
    }
    let answer: ContextMenu?? = slot.mapping.ask(.contextMenu, cell: slot.cell, model: model, at: indexPath)
    guard let menu = answer ?? nil else { return }
    if selecting { selectForMenu(position) }
    let size = RowControllers.size(of: widget)
    let rect = x.map { x in (x, y ?? 0, 1, 1) } ?? (0, 0, size.width, size.height)
    var actions: [String: @MainActor () -> Void] = [:]
    for (name, handler) in rowActions { actions[name] = { handler(indexPath, model) } }
    popover?.dismiss()
    popover = ContextMenuPopover(menu, on: widget, pointingAt: rect, rowActions: actions) { [weak self] in
      self?.menuClosed()
    }
    RowControllers.requeryTooltip(widget)  // a row's tooltip never covers its open menu
  }

  private func menuClosed() {
    guard let popover, !popover.isMapped else { return }
    popover.dismiss()
    self.popover = nil
  }

  private func selectForMenu(_ position: Int) {
    guard let selection = core?.presentation.selection, selection.mode != .none,
      core?.source.itemIndexPath(at: position) != nil, !selection.selectedPositions.contains(position)
    else { return }
    selection.selectByGesture(position, from: nil)  // asks shouldSelect, fires didSelect
  }

  /// Where the keyboard focus is: the tile or row that holds it, with its flat position.
  func focusedTarget() -> (widget: WidgetPointer, position: Int, tile: GridCellBox?)? {
    guard let core, let focus = RowControllers.focusWidget(near: core.host.view) else { return nil }
    for widget in RowControllers.ancestry(of: focus) {
      if let tile = WidgetAttachment.attachment(of: widget, as: GridCellBox.self) {
        guard let grid = core.presentation as? SectionedGridRows, let position = grid.flatPosition(of: tile) else {
          return nil
        }
        return (widget, position, tile)
      }
      if let row = RowWidgets.state(ofRowWidget: widget) {
        guard !(core.presentation is SectionedGridRows), let position = row.listItem.position else { return nil }
        return (widget, position, nil)
      }
      if widget == core.host.view { return nil }
    }
    return nil
  }

  /// A key pressed in the view (capture phase): the menu keys, and the sectioned grid's keys.
  func keyPressed(_ key: NavigationKey, ctrl: Bool, shift: Bool) -> Bool {
    guard let target = focusedTarget() else { return false }
    if key == .menu {
      guard wanted.contains(.contextMenu) else { return false }
      openMenu(at: target.position, on: target.widget, x: nil, y: nil, selecting: false)
      return true
    }
    if key == .select, !shift { return toggleSelection(at: target.position) }
    guard let tile = target.tile, let grid = core?.presentation as? SectionedGridRows else {
      guard let moved = moveListFocus(key, from: target.position) else { return false }
      selectAfterMove(to: moved, from: target.position, ctrl: ctrl, shift: shift)
      return true
    }
    switch grid.handle(key, on: tile) {
    case .unhandled: return false
    case .handled: return true
    case .moved(let item):
      selectAfterMove(to: item, from: target.position, ctrl: ctrl, shift: shift)
      return true
    }
  }
}
