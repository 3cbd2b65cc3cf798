internal import CGtkListKit
import GtkListKit

/// Reads back a `GtkColumnView`: its rows (inside the list view GTK puts in it) and the text of
/// each cell, in display order.
extension WidgetTree {
  /// The list view inside a column view (its documented CSS nodes: `columnview > listview`).
  package static func rowList(ofTable table: some GtkWidgetConvertible) -> WidgetPointer? {
    children(of: table).first { cgtk_list_view($0) != nil }
  }

  /// The header buttons of a column view's columns, left to right (one per shown column).
  public static func headerWidgets(ofTable table: some GtkWidgetConvertible) -> [any GtkWidgetConvertible] {
    guard let list = rowList(ofTable: table) else { return [] }
    // The header row is the column view's child before its list view; its children are the titles.
    let header = children(of: table).first { $0 != list && !children(of: $0).isEmpty }
    return (header.map { children(of: $0) } ?? []).filter { gtk_widget_get_visible($0) != 0 }.map {
      UnsafeMutableRawPointer($0)
    }
  }

  /// The texts of the visible rows of a column view: per row, the first label or inscription of
  /// each cell, in display order.
  public static func visibleTableRows(of table: some GtkWidgetConvertible) -> [[String]] {
    guard let list = rowList(ofTable: table) else { return [] }
    let height = Double(gtk_widget_get_height(list))
    let rows = children(of: list).filter { row in
      guard gtk_widget_get_visible(row) != 0, gtk_widget_get_child_visible(row) != 0,
        !children(of: row).isEmpty
      else { return false }
      let frame = bounds(of: row, in: list)
      return frame.height > 0 && frame.y + frame.height > 0 && frame.y < height
    }
    let sorted = rows.map { ($0, bounds(of: $0, in: list).y) }.sorted { $0.1 < $1.1 }.map(\.0)
    return sorted.map { row in
      children(of: row).filter { gtk_widget_get_visible($0) != 0 }
        .sorted { bounds(of: $0, in: row).x < bounds(of: $1, in: row).x }
        .map { cell in texts(in: cell, drawnOnly: true).first ?? "" }
    }
  }

  /// The text of every `GtkLabel` and `GtkInscription` (the lightest text widget, which tables
  /// use) inside `widget` (including itself), depth first.
  public static func texts(in widget: some GtkWidgetConvertible) -> [String] {
    texts(in: widget, drawnOnly: false)
  }

  /// The texts of ``texts(in:)`` that are drawn (their widgets mapped): what a row or a cell
  /// shows. GTK 4.14+'s `GtkEditableLabel` keeps the unmapped labels of its context menu
  /// ("Edit", "Copy") before its text.
  public static func drawnTexts(in widget: some GtkWidgetConvertible) -> [String] {
    texts(in: widget, drawnOnly: true)
  }

  /// `drawnOnly`: only mapped widgets' texts, what a cell shows (GTK 4.14+'s `GtkEditableLabel`
  /// keeps an unmapped "Edit" label inside).
  static func texts(in widget: some GtkWidgetConvertible, drawnOnly: Bool) -> [String] {
    let widget = widget.gtkWidgetPointer.assumingMemoryBound(to: GtkWidget.self)
    let nodes = [widget] + descendants(of: widget)
    return (drawnOnly ? nodes.filter { gtk_widget_get_mapped($0) != 0 } : nodes).compactMap { node in
      if let label = cgtk_label(node) { return gtk_label_get_text(label).map { String(cString: $0) } }
      let instance = UnsafeMutablePointer<GTypeInstance>(OpaquePointer(node))
      guard g_type_check_instance_is_a(instance, gtk_inscription_get_type()) != 0 else { return nil }
      return gtk_inscription_get_text(OpaquePointer(node)).map { String(cString: $0) } ?? ""
    }
  }
}

extension WidgetTree {
  /// Activates the action `name` (`"group.action"`) as a menu item on `widget` would: looked up
  /// from `widget` upwards. `false` when no such action is found.
  public static func activateAction(_ name: String, on widget: some GtkWidgetConvertible) -> Bool {
    let widget = widget.gtkWidgetPointer.assumingMemoryBound(to: GtkWidget.self)
    return gtk_widget_activate_action_variant(widget, name, nil) != 0
  }
}
