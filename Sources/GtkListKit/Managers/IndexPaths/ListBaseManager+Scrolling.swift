import Foundation

extension ListBaseManager {
  /// Scrolls the item at `indexPath` into view and aligns it. GTK scrolls an item only into
  /// view (4.8's `list.scroll-to-item`, 4.12's `scroll_to`); other alignments are applied from
  /// the row's allocation once GTK laid it out (read positions after the main loop ran).
  public func scroll(to indexPath: IndexPath, at alignment: ScrollAlignment) {
    scroll(to: indexPath)
    if let position = position(of: indexPath) { align(flatPosition: position, at: alignment) }
  }

  /// Index paths of the items whose rows (or grid tiles) are at least partly on screen, in order.
  public var indexPathsForVisibleItems: [IndexPath] {
    let host = core.host, page = host.visibleHeight
    return core.realizedItemPositions.compactMap { position in
      guard let widget = core.itemWidget(atFlatPosition: position), let frame = host.verticalFrame(of: widget),
        frame.y + frame.height > 0, frame.y < page
      else { return nil }
      return core.indexPath(atFlatPosition: position)
    }
  }

  /// Load more: called once when the view is scrolled to within ``loadMoreDistance`` of its end,
  /// and again only after new rows arrived (any storage, `SingleSectionStorage`'s accumulation
  /// included; lists and grids). ← `GtkAdjustment::value-changed` / `changed` of the view's
  /// vertical adjustment. Costs nothing until set.
  public func didReachEnd(_ closure: @escaping () -> Void) {
    core.endWatcher.closure = closure
    core.watchEnd()
  }

  /// How close to the end (in pixels) counts as reaching it; default 100.
  public var loadMoreDistance: Double {
    get { core.endWatcher.distance }
    set { core.endWatcher.distance = newValue }
  }
}
