// Stand-in declarations (see Package.swift). Signatures follow SwiftGtk's generated code:
// `ptr` comes from GLibObject's `Object`, the rest from Gtk-4.0's introspection data.

/// Stops a stand-in body: this module is compiled, never run.
@usableFromInline func standIn() -> Never { fatalError("SwiftGtk stand-in: compile-only") }

/// GtkWidget's protocol: every widget class and `…Ref` struct has the instance as `ptr`.
public protocol WidgetProtocol {
  var ptr: UnsafeMutableRawPointer! { get }
}

/// An unowned reference to a GtkWidget.
public struct WidgetRef: WidgetProtocol {
  public let ptr: UnsafeMutableRawPointer!
  public init(raw: UnsafeMutableRawPointer) { ptr = raw }
}

/// GtkWidget's class (an `InitiallyUnowned` object in SwiftGtk).
open class Widget: WidgetProtocol {
  public let ptr: UnsafeMutableRawPointer!
  public init(raw: UnsafeMutableRawPointer) { ptr = raw }
}

/// GtkLabel's class.
open class Label: Widget {
  public init(str: UnsafePointer<CChar>? = nil) { standIn() }

  /// `gtk_label_get_text` / `gtk_label_set_text`.
  public var text: String! {
    get { standIn() }
    set { standIn() }
  }
}
