// Proves GtkListKit works in an app that brings its own GTK module named `CGtk` (as rhx/SwiftGtk
// and SwiftCrossUI do): a real GtkWindow under Xvfb shows `manager.widget`, 50 models are set,
// and the texts GTK shows in the first rows are read back from the widget tree.
// Prints one PASS/FAIL line; exits 0 on PASS, 1 on FAIL.
import CGtk
import Foundation
import Gtk
import GtkListKit

// The one line a binding's widget class needs to be a cell widget. (With the binding in another
// package, as SwiftGtk is in an app, it reads `extension Widget: @retroactive GtkWidgetConvertible`.)
extension Widget: GtkWidgetConvertible { public var gtkWidgetPointer: UnsafeMutableRawPointer { ptr } }

struct Row: Identifiable, Equatable {
  let id: Int
  var title: String { "Row \(id)" }
}

/// A cell whose widget is the binding's `Label`, not a raw pointer.
final class RowCell: ListCell, ModelTransfer {
  let widget = Label()
  init() {}
  func update(with model: Row) { widget.text = model.title }
}

// MARK: Helpers (this module's own CGtk only)

/// Runs the default main context until `condition` holds or `timeout` passes.
@MainActor func pump(timeout: Duration = .seconds(10), until condition: () -> Bool) -> Bool {
  let clock = ContinuousClock()
  let deadline = clock.now + timeout
  while clock.now < deadline {
    if condition() { return true }
    if g_main_context_iteration(nil, 0) == 0 { usleep(2_000) }
  }
  return condition()
}

/// Frames the list view's frame clock has painted, counted by a tick callback.
nonisolated(unsafe) var framesTicked = 0
let countFrame: GtkTickCallback = { _, _, _ in
  framesTicked += 1
  return 1  // G_SOURCE_CONTINUE
}

/// The mapped `GtkLabel`s under `root`, with their texts, top to bottom.
@MainActor func shownLabels(under root: UnsafeMutablePointer<GtkWidget>) -> [String] {
  var found: [(y: Double, text: String)] = []
  func walk(_ widget: UnsafeMutablePointer<GtkWidget>) {
    let instance = UnsafeMutablePointer<GTypeInstance>(OpaquePointer(widget))
    if g_type_check_instance_is_a(instance, gtk_label_get_type()) != 0, gtk_widget_get_mapped(widget) != 0 {
      var bounds = graphene_rect_t()
      // compute_bounds: in GTK 4.0 and not deprecated since (translate_coordinates is, in 4.12).
      if gtk_widget_compute_bounds(widget, root, &bounds) != 0, let text = gtk_label_get_text(OpaquePointer(widget)) {
        found.append((Double(bounds.origin.y), String(cString: text)))
      }
    }
    var child = gtk_widget_get_first_child(widget)
    while let current = child {
      walk(current)
      child = gtk_widget_get_next_sibling(current)
    }
  }
  walk(root)
  return found.sorted { $0.y < $1.y }.map(\.text)
}

func finish(_ passed: Bool, _ detail: String) -> Never {
  print(passed ? "consumer: PASS: \(detail)" : "consumer: FAIL: \(detail)")
  exit(passed ? 0 : 1)
}

// MARK: The check

gtk_init()
guard gdk_display_get_default() != nil else { finish(false, "no display (run under xvfb-run)") }

let manager = ListViewManager()
manager.register(RowCell.self)

let window = UnsafeMutablePointer<GtkWindow>(OpaquePointer(gtk_window_new()!))
gtk_window_set_default_size(window, 400, 600)
gtk_window_set_child(window, manager.widget.pointer())  // GtkListKit's widget, typed as CGtk's GtkWidget
gtk_window_present(window)

let rows = (0..<50).map(Row.init(id:))
manager.memoryStorage.setItems(rows)

let listView: UnsafeMutablePointer<GtkWidget> = manager.listView.pointer()
gtk_widget_add_tick_callback(listView, countFrame, nil, nil)

let checkedRows = 10
let expected = rows.prefix(checkedRows).map(\.title)
var shown: [String] = []
let bound = pump {
  guard framesTicked >= 3 else { return false }
  shown = shownLabels(under: listView)
  return shown.count >= checkedRows
}
guard bound else {
  finish(false, "rows not shown after 10 s (frames: \(framesTicked), labels: \(shown.count))")
}

// What GTK shows, read from the widget tree.
guard Array(shown.prefix(checkedRows)) == expected else {
  finish(false, "first rows show \(Array(shown.prefix(checkedRows))), expected \(expected)")
}
// The same rows through the binding-typed cells the manager handed out.
for index in 0..<checkedRows {
  guard let cell = manager.cell(at: IndexPath(item: index, section: 0)) as? RowCell else {
    finish(false, "no RowCell realized for row \(index)")
  }
  guard cell.widget.text == expected[index] else {
    finish(false, "cell \(index) shows \"\(cell.widget.text)\", expected \"\(expected[index])\"")
  }
  guard gtk_widget_get_mapped(cell.widget.widget_ptr) != 0 else {
    finish(false, "cell \(index)'s Label is not on screen")
  }
}
finish(true, "\(shown.count) rows on screen, first \(checkedRows) read back: \(expected.first!) ... \(expected.last!)")
