import CGtkListKit
import Foundation
import GtkListKitTestSupport
import XCTest

@testable import GtkListKit

/// What the editing tests read and do in a window, whatever the view (a table, a list, a tree):
/// the focus, the text being typed, a refusal shown, real keys.
@MainActor
protocol EditingFixture {
  var window: TestWindow { get }
}

extension EditingFixture {
  /// The focused widget of the window.
  var focus: UnsafeMutablePointer<GtkWidget>? { gtk_root_get_focus(OpaquePointer(window.widget)) }

  /// The text being typed: the focus is a `GtkText` inside a `GtkEditableLabel` in editing mode.
  var editedText: String? {
    guard let focus, isA(focus, gtk_text_get_type()), let label = editingLabel,
      gtk_editable_label_get_editing(OpaquePointer(label)) != 0
    else { return nil }
    return String(cString: gtk_editable_get_text(OpaquePointer(focus)))
  }

  /// The `GtkEditableLabel` holding the focus.
  var editingLabel: UnsafeMutablePointer<GtkWidget>? {
    var widget = focus
    while let current = widget, !isA(current, gtk_editable_label_get_type()) { widget = gtk_widget_get_parent(current) }
    return widget
  }

  /// The tooltip of the editing label and whether it has GTK's `error` style.
  var shownError: (error: Bool, tooltip: String?)? {
    guard let label = editingLabel else { return nil }
    return (
      gtk_widget_has_css_class(label, "error") != 0, gtk_widget_get_tooltip_text(label).map { String(cString: $0) }
    )
  }

  /// Gives the keyboard focus to the row of `manager`'s item at `item` (section 0), as a click
  /// or arrow keys would.
  func focusRow(_ item: Int, of manager: ListBaseManager) {
    guard let position = manager.position(of: IndexPath(item: item, section: 0)) else {
      return XCTFail("no row \(item)")
    }
    focusFlatRow(position, of: manager.core)
  }

  /// Gives the keyboard focus to the row at flat `position` of `core`'s view.
  func focusFlatRow(_ position: Int, of core: ListManagerCore) {
    guard let row = core.itemWidget(atFlatPosition: position) else { return XCTFail("row \(position) not made") }
    XCTAssertNotEqual(gtk_widget_grab_focus(row), 0)
    GtkTestEnvironment.settle(window)
  }

  /// Whether the keyboard focus is in the row at flat `position` of `core`'s view, not in a text
  /// field (the row's own widget or its cell: the arrows move from there).
  func focusIsOnRow(_ position: Int, of core: ListManagerCore) -> Bool {
    guard let focus, let row = core.itemWidget(atFlatPosition: position), !isA(focus, gtk_text_get_type()) else {
      return false
    }
    return focus == row || gtk_widget_is_ancestor(focus, row) != 0
  }

  /// The first label `row` draws: GTK 4.14+'s `GtkEditableLabel` keeps an unmapped "Edit"
  /// label inside (its menu's), which a plain walk of the labels finds first.
  func drawnLabel(in row: WidgetPointer) -> String {
    for node in [row] + WidgetTree.descendants(of: row) where gtk_widget_get_mapped(node) != 0 {
      if let label = cgtk_label(node), let text = gtk_label_get_text(label) { return String(cString: text) }
    }
    return ""
  }

  func press(_ key: String) { RealInput.press(key, window: window.x11WindowID) }

  func type(_ text: String) {
    RealInput.xdotool(["type", "--delay", "30", text])
  }

  @discardableResult
  func waitFor(_ condition: () -> Bool) -> Bool { GtkTestEnvironment.pump(timeout: 3, until: condition) }

  func isA(_ widget: UnsafeMutablePointer<GtkWidget>, _ type: GType) -> Bool {
    g_type_check_instance_is_a(UnsafeMutablePointer<GTypeInstance>(OpaquePointer(widget)), type) != 0
  }
}
