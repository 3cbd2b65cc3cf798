import ModelStorage

/// A large reordering (a sort of many rows) goes to GTK as one replace: removing and adding
/// every row is the cheap form for GTK, where moving each row costs GTK and the planner work
/// per moved row. What the moves would have kept is carried over through the known reordering:
/// the selection, the focused item, and the row at the top of the view (or the very top). A
/// storage reports a reordering that large as a replace carrying the permutation (a sort): it
/// always goes this way, animated or not.
extension ViewUpdater {
  /// Moves above which a reordering is a replace: below it the moves keep the rows' widgets
  /// and the move animation.
  static let reorderingReplaceThreshold = StorageUpdate.largeReordering

  /// Applies `update` as a replace when it only reorders items and moves more than the
  /// threshold; `false` (nothing done) otherwise.
  func replacesReordering(_ update: StorageUpdate) -> Bool {
    let permuted = !update.reorderings.isEmpty
    guard
      permuted
        || (update.itemChanges.count > Self.reorderingReplaceThreshold && !animateMoveAsDeleteAndInsert
          && (moveAnimation == .none || !animationsEnabled))
    else { return false }
    let layout = source.layout
    guard makeLayout() == layout, let reordering = Reordering(update, in: layout),
      permuted || reordering.moves > Self.reorderingReplaceThreshold
    else { return false }
    let presentation = self.presentation
    let selected = presentation.selection.selectedPositions
    let focused = host.focus.flatMap { presentation.focusedItem($0.focus, in: $0.view)?.position }
    // The top row is found and revealed by flat position: only where GTK has one per position
    // (not a sectioned grid's strips).
    let top =
      host.isScrolledToTop || presentation.columns != nil
      ? nil
      : host.topmostShown(
        of: presentation.realizedItemPositions.compactMap { position in
          presentation.itemWidget(atFlatPosition: position).map { (position, $0) }
        })
    func moved(_ position: Int) -> Int? { reordering.newPosition(of: position, in: layout) }

    presentation.reload()
    presentation.selection.reloaded()
    let old = listModel.count, rows = presentation.rowCount
    var splices: [ItemsChangedSplice] = []
    if old > 0 { splices.append(ItemsChangedSplice(position: 0, removed: old, added: 0)) }
    if rows > 0 { splices.append(ItemsChangedSplice(position: 0, removed: 0, added: rows)) }
    emit(ItemsChangedPlan(splices: splices), update: update, focusFollows: moved)
    if !selected.isEmpty { presentation.selection.restore(Set(selected.compactMap(moved))) }
    restore(top: top.flatMap(moved), focus: focused.flatMap(moved))
    return true
  }

  /// Once GTK laid out the new rows: the former top row at the top again, then the focus back
  /// on the focused item's row when it is on screen. The view does not jump to a focused row
  /// the reordering took off screen (GTK's moves would leave it off screen too), and GTK 4.8
  /// cannot focus a row it does not show.
  private func restore(top: Int?, focus: Int?) {
    guard top != nil || focus != nil else { return }
    if let top { host.reveal(top) }
    host.afterNextFrame { [weak self] in
      guard let self else { return }
      if let top, let widget = presentation.itemWidget(atFlatPosition: top) { host.alignTop(of: widget) }
      guard let focus else { return }
      host.afterNextFrame { [weak self] in
        guard let self, let widget = presentation.itemWidget(atFlatPosition: focus), host.isShown(widget) else {
          return
        }
        host.grabFocus(widget)
      }
    }
  }
}
