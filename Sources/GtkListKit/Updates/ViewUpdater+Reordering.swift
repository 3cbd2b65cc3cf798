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
    replaceKeeping(update, layout: layout) { reordering.newPosition(of: $0, in: layout) }
    return true
  }

  /// Replaces every row by the rows of `layout` (the layout after `update`), carrying over what
  /// `moved` (old flat position → new one, `nil`: gone) says survived: the selection, the
  /// focused item and the row the view stays on (the extension's note). `selectionAtTop`:
  /// whether a view at its very top keeps a selected row in place rather than the top.
  func replaceKeeping(
    _ update: StorageUpdate, layout: FlatLayout, selectionAtTop: Bool = true, moved: @escaping (Int) -> Int?
  ) {
    let presentation = self.presentation
    let selected = presentation.selection.selectedPositions
    let focused = host.focus.flatMap { presentation.focusedItem($0.focus, in: $0.view)?.position }
    // What the view stays on, found by flat position (only where GTK has a row per position, not
    // a sectioned grid's strips): a selected row on screen (as file managers keep the selection
    // in view), else, unless the view is at its very top (then it shows the first sorted rows),
    // the focused row on screen or the top row, each at the place on screen it had.
    let shown = presentations.strips != nil ? [] : shownPositions(of: presentation)
    let keepsSelected = selected.count <= 10_000 && (selectionAtTop || !host.isScrolledToTop)
    let selectedShown = keepsSelected ? shown.first(where: Set(selected).contains) : nil
    let focusedShown = focused.flatMap { shown.contains($0) ? $0 : nil }
    let anchor = selectedShown ?? (host.isScrolledToTop ? nil : focusedShown ?? shown.first)
    // GTK keeps a row's widget (and the keyboard focus in it) and its scroll anchor on an item
    // object it never saw removed: the focused and the anchor row keep theirs through the
    // replace, so GTK itself keeps the focus and the place (flat rows only: a grid strip is not
    // one item). GTK's anchor goes on that row first, at its offset in the view. The focused row
    // wins when the two swapped order (the keyboard user's place comes first).
    let kept = presentations.strips == nil ? Self.keptRows([focused, anchor], moved) : []
    if let anchor, kept.contains(where: { $0.old == anchor }) { host.reveal(anchor) }

    source.layout = layout
    presentation.reload()
    presentation.selection.reloaded()
    // A view at its very top stays there, unless it keeps a selected row in place.
    let keepsRow = selectedShown.map { row in kept.contains { $0.old == row } } ?? false
    let splices = Self.replaceSplices(
      old: listModel.count, new: presentation.rowCount, keeping: kept, topFirst: !keepsRow && host.isScrolledToTop)
    emit(ItemsChangedPlan(splices: splices), update: update, pinsToTop: !keepsRow, focusFollows: moved)
    if !selected.isEmpty { presentation.selection.restore(Set(selected.compactMap(moved))) }
    // An anchor the reordering put before the focused row (only one order can be kept): shown.
    if let anchor, !kept.contains(where: { $0.old == anchor }), let row = moved(anchor) { host.reveal(row) }
  }

  /// Flat positions of the realized items on screen, top first.
  private func shownPositions(of presentation: RowPresentation) -> [Int] {
    let rows = presentation.realizedItemPositions.compactMap { position in
      presentation.itemWidget(atFlatPosition: position).map { (position, $0) }
    }
    guard let top = host.topmostShown(of: rows) else { return [] }
    return rows.filter { $0.0 >= top && host.isShown($0.1) }.map(\.0).sorted()
  }

  /// Of `positions` (old flat positions, `nil` for none), those to keep through a replace with
  /// their new positions: in the same order before and after (the splices around them keep it);
  /// the first wins when the reordering swapped them.
  static func keptRows(_ positions: [Int?], _ moved: (Int) -> Int?) -> [(old: Int, new: Int)] {
    var kept: [(old: Int, new: Int)] = []
    for case let old? in positions {
      guard let new = moved(old), !kept.contains(where: { $0.old == old }) else { continue }
      let order = kept.allSatisfy { ($0.old < old) == ($0.new < new) }
      if order { kept.append((old, new)) }
    }
    return kept.sorted { $0.old < $1.old }
  }

  /// A replace of `old` rows by `new` that keeps the `kept` rows' item objects: remove every
  /// other row (from the end, so positions stay simple), then add the new rows around the kept
  /// ones. Without kept rows: remove all, add all, the cheap form on GTK 4.8. `topFirst` (a view
  /// that goes back to its top): the rows in front of the first kept row come as one row, then
  /// the rest. GTK makes the rows around its scroll anchor while it handles each splice, and the
  /// anchor is on the kept row: added alone, the first row is there to pin the view to (`emit`)
  /// before GTK would make a screen of rows around the kept row's new place.
  static func replaceSplices(
    old: Int, new: Int, keeping kept: [(old: Int, new: Int)], topFirst: Bool = false
  ) -> [ItemsChangedSplice] {
    var splices: [ItemsChangedSplice] = []
    var next = old
    for row in kept.reversed() + [(old: -1, new: -1)] {
      let count = next - row.old - 1
      if count > 0 { splices.append(ItemsChangedSplice(position: row.old + 1, removed: count, added: 0)) }
      next = row.old
    }
    var position = 0
    for row in kept + [(old: new, new: new)] {
      if topFirst && position == 0 && !kept.isEmpty && row.new > 1 {
        splices.append(ItemsChangedSplice(position: 0, removed: 0, added: 1))
        position = 1
      }
      if row.new > position {
        splices.append(ItemsChangedSplice(position: position, removed: 0, added: row.new - position))
      }
      position = row.new + 1
    }
    return splices
  }
}
