import Foundation

/// The keyboard, one routine for every presentation, as in GTK's own list views: a plain arrow
/// (Home, End, Page Up/Down) moves the focus and selects the item it lands on, Shift extends the
/// selection from the anchor, Ctrl moves the focus only; Space selects the focused item (toggles
/// it in multiple mode); Enter activates; the Menu key opens the context menu. Every key
/// selection is a gesture: `shouldSelect` is asked and `didSelect` fires. Where the focus goes
/// is the presentation's answer (``RowPresentation/target(of:from:)``); a move it leaves to GTK
/// (a list without header rows) goes through GTK's bindings and the same selection hooks. A
/// tree's `+`, `-`, Left and Right are its presentation's first (``RowPresentation/disclose(_:at:)``).
extension RowInteractions {
  /// A key pressed in the view (capture phase); `false` leaves it to GTK.
  func keyPressed(_ key: NavigationKey, _ modifiers: KeyModifiers) -> Bool {
    guard let (widget, position) = focusedItem() else { return false }
    // A text field in a cell (an edited cell, an app's entry) types Space, arrows, Home, End, `+`
    // and `-`; a cell's popover (a drop-down's list) moves in itself.
    if let focus = RowControllers.focusWidget(near: host.view), EditorWidgets.takesOwnKeys(focus, in: host.view) {
      return false
    }
    let ctrl = modifiers.contains(.ctrl), shift = modifiers.contains(.shift)
    if let treeKey = TreeKey(key, modifiers), let target = presentation.disclose(treeKey, at: position) {
      // A move selects where it lands, as Up and Down do (Shift does not extend here).
      if target != position {
        focusItem(at: target)
        selectAfterMove(to: target, from: position, ctrl: false, shift: false)
      }
      return true
    }
    switch key {
    case .menu:
      guard wanted.contains(.contextMenu) else { return false }
      openMenu(at: position, on: widget, x: nil, y: nil, selecting: false)
      return true
    case .select:
      return shift ? false : toggleSelection(at: position)
    case .activate:
      guard presentations.strips != nil else { return false }  // rows are items: GTK's `activate` signal
      presentation.fire(.activate, atFlatPosition: position)
      return true
    default:
      guard let move = FocusMove(key, pageRows: pageRows(from: widget)), presentation.navigates(move) else {
        return false
      }
      let target = presentation.target(of: move, from: position) ?? position
      guard target != position else { return true }
      focusItem(at: target)
      selectAfterMove(to: target, from: position, ctrl: ctrl, shift: shift)
      return true
    }
  }

  /// The item whose widget holds the keyboard focus, and that widget.
  func focusedItem() -> (widget: WidgetPointer, position: Int)? {
    guard let focus = RowControllers.focusWidget(near: host.view) else { return nil }
    return presentation.focusedItem(focus, in: host.view)
  }

  /// Whether the keyboard focus is on an item's widget, or in one but not in a text field.
  var focusIsOnARow: Bool {
    guard let focus = RowControllers.focusWidget(near: host.view),
      let (widget, _) = presentation.focusedItem(focus, in: host.view)
    else { return false }
    return focus == widget || !RowControllers.takesText(focus)
  }

  /// The selection after the focus moved from `origin` to `target` by a navigation key.
  func selectAfterMove(to target: Int, from origin: Int, ctrl: Bool, shift: Bool) {
    guard target != origin, !ctrl || shift else { return }
    let selection = presentation.selection
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
    guard source.itemIndexPath(at: position) != nil else { return false }
    keyboardAnchor = position
    presentation.selection.toggleByGesture(position)
    return true
  }

  /// Rows in a screenful: the view's height over the focused item's.
  private func pageRows(from widget: WidgetPointer) -> Int {
    let height = RowControllers.size(of: widget).height
    return height > 0 ? max(1, RowControllers.size(of: host.view).height / height - 1) : 1
  }

  /// The first item in view takes the focus (the first item when none is in view).
  func focusFirstVisibleItem() {
    let realized = presentation.realizedItemPositions.sorted()
    let visible = realized.first { position in
      presentation.itemWidget(atFlatPosition: position).map { RowControllers.isVisible($0, in: host.view) } == true
    }
    if let target = visible ?? source.layout.item(after: -1) { focusItem(at: target) }
  }

  /// Scrolls the item's row into view and focuses its widget once GTK has made it (see
  /// `ListBaseView.focus(row:widget:)`: GTK's layout decides when, not a clock).
  func focusItem(at position: Int) {
    guard let row = presentation.row(ofFlatPosition: position) else { return }
    host.focus(row: row) { [weak self] in self?.presentation.itemWidget(atFlatPosition: position) }
  }
}
