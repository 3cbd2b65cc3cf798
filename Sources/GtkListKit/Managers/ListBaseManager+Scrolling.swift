import Foundation

extension ListBaseManager {
  /// Scrolls the item at `indexPath` into view and aligns it. GTK scrolls an item only into
  /// view (4.8's `list.scroll-to-item`, 4.12's `scroll_to`); other alignments are applied from
  /// the row's allocation once GTK laid it out (read positions after the main loop ran).
  public func scroll(to indexPath: IndexPath, at alignment: ScrollAlignment) {
    scroll(to: indexPath)
    guard alignment != .nearest, let position = position(of: indexPath) else { return }
    // GTK's state decides, not a clock: after each frame GTK paints until the row is laid out
    // (a slow machine lays it out frames later); a later alignment replaces this one.
    core.host.alignWatch.watch(core.host.view) { [weak self] in
      guard let self else { return true }
      let host = self.core.host
      guard let widget = self.core.itemWidget(atFlatPosition: position), let frame = host.verticalFrame(of: widget)
      else { return position >= self.core.source.layout.count }
      let page = host.visibleHeight
      switch alignment {
      case .top: host.scrollBy(frame.y)
      case .center: host.scrollBy(frame.y - (page - frame.height) / 2)
      case .bottom: host.scrollBy(frame.y + frame.height - page)
      case .nearest: break
      }
      return true
    }
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
