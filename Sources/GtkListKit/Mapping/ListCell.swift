/// A cell: a Swift object owning the GTK widget that shows one model.
///
/// The manager creates cells with `init()`, puts `widget` in a row, and reuses the cell for
/// other rows of the same mapping (recycling), so `update(with:)` must set everything it shows.
///
/// ```swift
/// final class PostCell: ListCell, ModelTransfer {
///   let widget = gtk_label_new(nil)!
///   init() {}
///   func update(with model: Post) { gtk_label_set_text(OpaquePointer(widget), model.title) }
/// }
/// ```
@MainActor
public protocol ListCell: AnyObject {
  /// Makes an empty cell; the manager calls it when no cell of this type is free for reuse.
  init()
  /// The type of the root widget: a `GtkWidget` pointer, or a binding's widget class.
  associatedtype Widget: GtkWidgetConvertible
  /// The cell's root widget. The manager holds a reference to it while it holds the cell.
  var widget: Widget { get }
}
