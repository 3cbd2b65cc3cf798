// Stand-in declarations of SwiftCrossUI's `Gtk` module (see Package.swift). The pointers are
// typed with this package's own `CGtk`, as SwiftCrossUI's are with its `CGtk`.
import CGtk

/// Stops a stand-in body: this module is compiled, never run.
@usableFromInline func standIn() -> Never { fatalError("Gtk stand-in: compile-only") }

/// A GObject wrapper; the initializers add a reference.
open class GObject {
  public var gobjectPointer: UnsafeMutablePointer<CGtk.GObject>
  public var opaquePointer: OpaquePointer? { OpaquePointer(gobjectPointer) }
  public init<T>(_ pointer: UnsafeMutablePointer<T>?) { standIn() }
  public init(_ pointer: OpaquePointer) { standIn() }
}

/// A GtkWidget wrapper.
open class Widget: GObject {
  public var widgetPointer: UnsafeMutablePointer<GtkWidget> { standIn() }
  /// `hexpand`, `hexpand-set`, `vexpand`, `vexpand-set` (GObject properties in SwiftCrossUI).
  public var expandHorizontally: Bool {
    get { standIn() }
    set { standIn() }
  }
  public var useExpandHorizontally: Bool {
    get { standIn() }
    set { standIn() }
  }
  public var expandVertically: Bool {
    get { standIn() }
    set { standIn() }
  }
  public var useExpandVertically: Bool {
    get { standIn() }
    set { standIn() }
  }
}

/// A GtkLabel wrapper.
open class Label: Widget {
  public convenience init(string: String) { standIn() }
  /// The `label` property.
  public var label: String {
    get { standIn() }
    set { standIn() }
  }
}
