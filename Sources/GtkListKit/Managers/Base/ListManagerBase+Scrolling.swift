import Foundation

extension ListManagerBase {
  /// Aligns the row at flat `position`, which GTK scrolls into view, once GTK laid it out: GTK
  /// scrolls an item only into view (4.8's `list.scroll-to-item`, 4.12's `scroll_to`).
  func align(flatPosition position: Int, at alignment: ScrollAlignment) {
    guard alignment != .nearest else { return }
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
}
