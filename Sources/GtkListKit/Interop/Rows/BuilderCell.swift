internal import CGtkListKit

/// A cell whose widgets come from a GtkBuilder UI definition: GtkListKit's analogue of a cell
/// made in a xib. Subclass it, return the XML from ``uiDefinition`` and pick widgets by id:
///
/// ```swift
/// final class ContactCell: BuilderCell, ModelTransfer {
///   override class var uiDefinition: String { """
///     <interface><object class="GtkBox" id="root"><child>
///       <object class="GtkLabel" id="name"/></child></object></interface>
///     """ }
///   func update(with model: Contact) { gtk_label_set_text(object(named: "name")?.opaquePointer, model.name) }
/// }
/// ```
///
/// An invalid definition never crashes: the cell gets an empty box, and the manager that made
/// the cell reports ``GtkListKitAnomaly/invalidUIDefinition(cell:message:)`` to its handler.
@MainActor
open class BuilderCell: ListCell {
  /// The GtkBuilder XML; override it.
  open class var uiDefinition: String { "" }
  /// The id of the root widget in ``uiDefinition``; `"root"` unless overridden.
  open class var rootID: String { "root" }

  /// The root widget.
  public let widget: GtkWidgetReference
  private let builder: OpaquePointer
  /// Why the definition did not load, for the manager to report.
  private(set) var loadFailure: GtkListKitAnomaly?

  /// Loads ``uiDefinition`` and takes the widget with id ``rootID`` as the root.
  public required init() {
    builder = gtk_builder_new()
    var error: UnsafeMutablePointer<GError>?
    let definition = Self.uiDefinition
    var root: WidgetPointer?
    if gtk_builder_add_from_string(builder, definition, gssize(definition.utf8.count), &error) != 0 {
      root = cgtk_widget(UnsafeMutableRawPointer(gtk_builder_get_object(builder, Self.rootID)))
      if root == nil {
        loadFailure = .invalidUIDefinition(
          cell: String(describing: Self.self), message: "no widget with id \"\(Self.rootID)\"")
      }
    } else {
      let message = error.map { String(cString: $0.pointee.message) } ?? "unknown error"
      if let error { g_error_free(error) }
      loadFailure = .invalidUIDefinition(cell: String(describing: Self.self), message: message)
    }
    widget = GtkWidgetReference(root ?? gtk_box_new(GTK_ORIENTATION_VERTICAL, 0))
  }

  isolated deinit { g_object_unref(UnsafeMutableRawPointer(builder)) }

  /// The widget with `id` in the definition, or `nil`.
  public func object(named id: String) -> GtkWidgetReference? {
    cgtk_widget(UnsafeMutableRawPointer(gtk_builder_get_object(builder, id))).map(GtkWidgetReference.init)
  }
}
