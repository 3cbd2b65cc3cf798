internal import CGtkListKit
import GtkListKit

/// Reads back what GTK bound and shows: the row widgets of a list or grid view and their labels.
@MainActor
public enum WidgetTree {
  /// The direct children of `widget`, in GTK's order.
  package static func children(of widget: some GtkWidgetConvertible) -> [WidgetPointer] {
    let widget = widget.gtkWidgetPointer.assumingMemoryBound(to: GtkWidget.self)
    var result: [WidgetPointer] = []
    var child = gtk_widget_get_first_child(widget)
    while let current = child {
      result.append(current)
      child = gtk_widget_get_next_sibling(current)
    }
    return result
  }

  /// Every descendant of `widget` (depth first), not including `widget`.
  package static func descendants(of widget: some GtkWidgetConvertible) -> [WidgetPointer] {
    let widget = widget.gtkWidgetPointer.assumingMemoryBound(to: GtkWidget.self)
    return children(of: widget).flatMap { [$0] + descendants(of: $0) }
  }

  /// The row widgets GTK made for a list or grid view (`GtkListItemWidget`s), ordered top to
  /// bottom, left to right.
  package static func rows(of view: some GtkWidgetConvertible) -> [WidgetPointer] {
    let view = view.gtkWidgetPointer.assumingMemoryBound(to: GtkWidget.self)
    // A column view's rows are GtkColumnViewRowWidget from GTK 4.12 on.
    let rows = children(of: view).filter { ["GtkListItemWidget", "GtkColumnViewRowWidget"].contains(typeName($0)) }
    let frames = rows.map { bounds(of: $0, in: view) }
    return zip(rows, frames).sorted { a, b in
      a.1.y != b.1.y ? a.1.y < b.1.y : a.1.x < b.1.x
    }.map(\.0)
  }

  /// The rows whose area intersects the view's visible area.
  package static func visibleRows(of view: some GtkWidgetConvertible) -> [WidgetPointer] {
    let view = view.gtkWidgetPointer.assumingMemoryBound(to: GtkWidget.self)
    let height = Double(gtk_widget_get_height(view)), width = Double(gtk_widget_get_width(view))
    return rows(of: view).filter { row in
      guard gtk_widget_get_visible(row) != 0, gtk_widget_get_child_visible(row) != 0 else { return false }
      let frame = bounds(of: row, in: view)
      return frame.height > 0 && frame.y + frame.height > 0 && frame.y < height
        && frame.x + frame.width > 0 && frame.x < width
    }
  }

  /// The text of every `GtkLabel` inside `widget` (including itself), depth first.
  public static func labels(in widget: some GtkWidgetConvertible) -> [String] {
    let widget = widget.gtkWidgetPointer.assumingMemoryBound(to: GtkWidget.self)
    return ([widget] + descendants(of: widget)).compactMap { node in
      guard let label = cgtk_label(node), let text = gtk_label_get_text(label) else { return nil }
      return String(cString: text)
    }
  }

  /// The first label text of each visible row, top to bottom.
  public static func visibleTexts(of view: some GtkWidgetConvertible) -> [String] {
    let view = view.gtkWidgetPointer.assumingMemoryBound(to: GtkWidget.self)
    return visibleRows(of: view).map { labels(in: $0).first ?? "" }
  }

  /// The GType name of a widget, e.g. `"GtkLabel"`.
  public static func typeName(_ widget: some GtkWidgetConvertible) -> String {
    let widget = widget.gtkWidgetPointer.assumingMemoryBound(to: GtkWidget.self)
    return String(cString: cgtk_type_name(widget))
  }

  /// The frame of `widget` in `ancestor`'s coordinates.
  public static func bounds(of widget: some GtkWidgetConvertible, in ancestor: some GtkWidgetConvertible) -> (
    x: Double, y: Double, width: Double, height: Double
  ) {
    let widget = widget.gtkWidgetPointer.assumingMemoryBound(to: GtkWidget.self)
    let ancestor = ancestor.gtkWidgetPointer.assumingMemoryBound(to: GtkWidget.self)
    var rect = graphene_rect_t()
    guard gtk_widget_compute_bounds(widget, ancestor, &rect) != 0 else { return (0, 0, 0, 0) }
    return (Double(rect.origin.x), Double(rect.origin.y), Double(rect.size.width), Double(rect.size.height))
  }

  // The public face of the pointer-returning helpers above (package access: their element type
  // is GTK's C `GtkWidget`, which this module does not re-export).

  /// The rows (list items or grid tiles) of a list or grid view, top to bottom.
  public static func rowWidgets(of view: some GtkWidgetConvertible) -> [any GtkWidgetConvertible] {
    rows(of: view).map { UnsafeMutableRawPointer($0) }
  }

  /// The rows of a list or grid view that are mapped and inside its visible area, top to bottom.
  public static func visibleRowWidgets(of view: some GtkWidgetConvertible) -> [any GtkWidgetConvertible] {
    visibleRows(of: view).map { UnsafeMutableRawPointer($0) }
  }
}
