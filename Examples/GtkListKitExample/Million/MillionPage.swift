import CGtkListKitAdw
import Foundation
import GtkListKit
import WeakDelegate

/// The "Million" page: a `ListViewManager` over 1,000,000 `Number`s, and 10,000 more each time
/// the list is scrolled to its end (`didReachEnd`). The numbers are a `NumberRange`, a storage
/// that makes each one when its row is bound. GTK asks only for the rows it shows, so the
/// counters stay near 200 row widgets however far you scroll. The counters are refreshed by a
/// timer between frames, never while GTK lays the list out.
@MainActor
final class MillionPage {
  static let initialCount = 1_000_000
  static let pageSize = 10_000

  let widget = Widgets.box(GTK_ORIENTATION_VERTICAL)
  let manager = ListViewManager()
  private let numbers = NumberRange(count: MillionPage.initialCount)
  private let status: StatusBar
  /// The counters' timer stops when the window closes (its label is freed then).
  private let lifetime: WidgetLifetime
  private let counters = Widgets.label(classes: ["count"], xalign: 1)

  init(status: StatusBar) {
    self.status = status
    lifetime = WidgetLifetime(widget)
    manager.register(NumberCell.self) { mapping in
      mapping.didSelect(weakly(self) { me, _, number, _ in me.show("Selected row \((number.id + 1).grouped)") })
    }
    manager.storage = numbers
    manager.didReachEnd(weakly(self) { me in me.loadMore() })

    let toolbar = Widgets.box(GTK_ORIENTATION_HORIZONTAL, spacing: 6, classes: ["toolbar-row"])
    Widgets.append(
      Widgets.button("Top", tooltip: "Scroll to the first row") { [weak self] in self?.jump(to: 0, at: .top) },
      Widgets.button("Middle", tooltip: "Scroll to the middle row") { [weak self] in
        self.map { $0.jump(to: $0.numbers.count / 2, at: .center) }
      },
      Widgets.button("Bottom", tooltip: "Scroll to the last row; more rows load at the end") { [weak self] in
        self.map { $0.jump(to: $0.numbers.count - 1, at: .bottom) }
      },
      Widgets.spacer(), counters, to: toolbar)
    gtk_widget_set_vexpand(manager.widget.pointer(), 1)
    Widgets.append(toolbar, manager.widget.pointer(), to: widget)
    updateCounters()
    Timer.every(milliseconds: 250) { [weak self] in
      guard let self, self.lifetime.isAlive else { return false }
      self.updateCounters()
      return true
    }
  }

  private func show(_ text: String) { status.show(text, on: .million) }

  private func jump(to item: Int, at alignment: ScrollAlignment) {
    manager.scroll(to: IndexPath(item: item, section: 0), at: alignment)
    manager.select(IndexPath(item: item, section: 0))
    show("Row \((item + 1).grouped) of \(numbers.count.grouped)")
  }

  private func loadMore() {
    numbers.grow(by: Self.pageSize)
    show("Loaded \(Self.pageSize.grouped) more rows (\(numbers.count.grouped) in all)")
  }

  private var lastText = ""

  private func updateCounters() {
    let statistics = manager.statistics
    let text =
      "\(numbers.count.grouped) rows · \(statistics.rowsSetUp) row widgets · \(statistics.binds.grouped) binds"
    guard text != lastText else { return }
    lastText = text
    Widgets.setText(counters, text)
  }
}
