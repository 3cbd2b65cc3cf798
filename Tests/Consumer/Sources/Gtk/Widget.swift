import CGtk

/// The shape of a Swift GTK binding's widget class (rhx/SwiftGtk's `Widget`): an object that
/// owns a reference to a `GtkWidget` and keeps it as an untyped `ptr`.
open class Widget {
  /// The `GtkWidget *`, untyped, as SwiftGtk stores it.
  public let ptr: UnsafeMutableRawPointer

  /// Takes a new widget and sinks its floating reference, so the wrapper owns one reference.
  public init(taking widget: UnsafeMutablePointer<GtkWidget>) {
    ptr = UnsafeMutableRawPointer(widget)
    g_object_ref_sink(ptr)
  }

  deinit { g_object_unref(ptr) }

  /// The pointer typed as this module's `GtkWidget`.
  public var widget_ptr: UnsafeMutablePointer<GtkWidget> { ptr.assumingMemoryBound(to: GtkWidget.self) }
}

/// A `GtkLabel` wrapper with a `text` property.
public final class Label: Widget {
  public init(_ text: String = "") {
    super.init(taking: gtk_label_new(text))
  }

  public var text: String {
    get { gtk_label_get_text(OpaquePointer(ptr)).map { String(cString: $0) } ?? "" }
    set { gtk_label_set_text(OpaquePointer(ptr), newValue) }
  }
}
