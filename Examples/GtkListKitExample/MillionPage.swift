import CGtkListKit
import Foundation
@_spi(Interop) import GtkListKit

/// The "Million" page: a `ListViewManager` over 1,000,000 `Number`s. GTK asks only for the
/// rows it shows, so the counters in the toolbar stay near 200 row widgets however far you scroll.
@MainActor
final class MillionPage {
  static let rowCount = 1_000_000

  let widget = Widgets.box(GTK_ORIENTATION_VERTICAL)
  let manager = ListViewManager()
  private let status: StatusBar
  private let counters = Widgets.label(classes: ["count"], xalign: 1)

  init(status: StatusBar) {
    self.status = status
    manager.register(NumberCell.self) { [status] mapping in
      mapping.didSelect { _, number, _ in status.show("Selected row \((number.id + 1).formatted())") }
    }
    manager.memoryStorage.setItems((0..<Self.rowCount).map(Number.init))

    let toolbar = Widgets.box(GTK_ORIENTATION_HORIZONTAL, spacing: 6, classes: ["toolbar-row"])
    Widgets.append(
      Widgets.button("Top") { [weak self] in self?.jump(to: 0) },
      Widgets.button("Middle") { [weak self] in self?.jump(to: Self.rowCount / 2) },
      Widgets.button("Bottom") { [weak self] in self?.jump(to: Self.rowCount - 1) },
      Widgets.spacer(), counters, to: toolbar)
    gtk_widget_set_vexpand(manager.widget.pointer(), 1)
    Widgets.append(toolbar, manager.widget.pointer(), to: widget)

    // Refresh the counters as the user scrolls (GTK binds the new rows during the same frame).
    if let adjustment = gtk_scrolled_window_get_vadjustment(cgtk_scrolled_window(manager.widget.pointer())) {
      Signal.connect(UnsafeMutableRawPointer(adjustment), "value-changed") { [weak self] _ in self?.updateCounters() }
    }
    Signal.connect(UnsafeMutableRawPointer(manager.listView.pointer()), "map", after: true) { [weak self] _ in
      self?.updateCounters()
    }
    updateCounters()
  }

  private func jump(to item: Int) {
    manager.scroll(to: IndexPath(item: item, section: 0))
    manager.select(IndexPath(item: item, section: 0))
    updateCounters()
  }

  private func updateCounters() {
    let statistics = manager.statistics
    Widgets.setText(
      counters,
      "\(Self.rowCount.formatted()) rows · \(statistics.rowsSetUp) row widgets · \(statistics.cellsCreated) cells · \(statistics.binds.formatted()) binds"
    )
  }
}
