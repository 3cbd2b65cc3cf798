import Foundation

/// Columns follow the view's width. The width changes during GTK's size allocation, where
/// `items-changed` must not happen: the grid reflows on the next main-loop turn instead (once,
/// however many notifications came), as one reload that keeps the selection.
extension SectionedGridRows {
  func watchWidth() {
    host.onWidthChanged { [weak self] width in
      guard let self else { return }
      self.width = width
      guard !reflowScheduled else { return }
      reflowScheduled = true
      MainLoop.after(milliseconds: 0) { [weak self] in
        self?.reflowScheduled = false
        self?.reflow()
      }
    }
  }

  /// Rebuilds the rows when the column count for the width changed.
  func reflow() {
    guard needsReflow else { return }
    needsReload?()
  }
}
