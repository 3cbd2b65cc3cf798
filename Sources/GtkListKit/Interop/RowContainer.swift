internal import CGtkListKit

/// The box GtkListKit puts in every `GtkListItem` at `setup`. A row's cell widget goes in and
/// out of it as the row is bound to models of different mappings.
@MainActor
enum RowContainer {
  /// CSS class on every row container, for styling.
  static let cssClass = "gtklistkit-row"

  /// Makes a container for `item` holding `state` (released with the container), and sets it
  /// as the item's child.
  static func install(in item: ListItem, state: RowState) {
    let box = cgtk_row_box_new(Unmanaged.passRetained(state).toOpaque(), releaseRetainedObject)!
    gtk_widget_add_css_class(box, cssClass)
    item.setChild(box)
  }

  /// The state of `item`'s container.
  static func state(of item: ListItem) -> RowState? { state(ofContainer: item.child) }

  /// The state of a row container (`nil` for any other widget).
  static func state(ofContainer container: WidgetPointer?) -> RowState? {
    guard let raw = cgtk_row_box_get_state(container) else { return nil }
    return Unmanaged<RowState>.fromOpaque(raw).takeUnretainedValue()
  }

  /// Puts `cell` in `item`'s container (after any cell already there).
  static func append(_ cell: WidgetPointer, to item: ListItem) {
    guard let box = item.child.flatMap({ cgtk_box($0) }) else { return }
    gtk_box_append(box, cell)
  }

  /// Takes `cell` out of `item`'s container (the cell stays alive: its slot holds a reference).
  static func remove(_ cell: WidgetPointer, from item: ListItem) {
    guard let box = item.child.flatMap({ cgtk_box($0) }), gtk_widget_get_parent(cell) == item.child else { return }
    gtk_box_remove(box, cell)
  }

  /// The container's parent: GTK's list item widget.
  static func parent(of container: WidgetPointer) -> WidgetPointer? { gtk_widget_get_parent(container) }

  /// Takes `cell` out of whichever box holds it (the container or its heading box).
  static func detach(_ cell: WidgetPointer) {
    guard let parent = gtk_widget_get_parent(cell), let box = cgtk_box(parent) else { return }
    gtk_box_remove(box, cell)
  }

  /// Adds a box with the heading role to `item`'s container, for header and footer cells.
  static func addHeading(to item: ListItem) -> WidgetPointer {
    let heading = Accessibility.makeHeadingBox()
    if let box = item.child.flatMap({ cgtk_box($0) }) { gtk_box_append(box, heading) }
    return heading
  }

  /// Puts `cell` in `box` (a heading box).
  static func append(_ cell: WidgetPointer, toBox box: WidgetPointer) { gtk_box_append(cgtk_box(box), cell) }

  /// Shows or hides a widget inside a row (the strip of a sectioned grid).
  static func setVisible(_ widget: WidgetPointer, _ visible: Bool) {
    if (gtk_widget_get_visible(widget) != 0) != visible { gtk_widget_set_visible(widget, visible ? 1 : 0) }
  }

  /// `sizeForCell`: the size the widget asks for (`-1`: natural), set only when it changes.
  static func setSizeRequest(_ widget: WidgetPointer, width: Int, height: Int) {
    var oldWidth: gint = 0, oldHeight: gint = 0
    gtk_widget_get_size_request(widget, &oldWidth, &oldHeight)
    if oldWidth != width || oldHeight != height { gtk_widget_set_size_request(widget, gint(width), gint(height)) }
  }

  /// Adds or removes a CSS class on the container.
  static func setCSSClass(_ name: String, _ on: Bool, in item: ListItem) {
    guard let box = item.child else { return }
    if on { gtk_widget_add_css_class(box, name) } else { gtk_widget_remove_css_class(box, name) }
  }
}
