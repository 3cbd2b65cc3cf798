internal import CGtkListKit

/// Something that is a `GtkWidget`: what a cell's ``ListCell/widget`` and an adopted view may be.
///
/// Raw pointers conform already, so a cell can hold what `gtk_label_new` returns. A Swift GTK
/// binding's widget class conforms with one line, for example rhx/SwiftGtk's:
///
/// ```swift
/// extension Widget: @retroactive GtkWidgetConvertible {
///   public var gtkWidgetPointer: UnsafeMutableRawPointer { ptr }
/// }
/// ```
///
/// The pointer is checked when GtkListKit takes it (`GTK_IS_WIDGET`): something that is not a
/// widget is reported as an anomaly and replaced by an empty box, never dereferenced blindly.
public protocol GtkWidgetConvertible {
  /// The `GtkWidget *` this value stands for.
  var gtkWidgetPointer: UnsafeMutableRawPointer { get }
}

// Pointers of any C module's `GtkWidget` (or subclass struct): the pointee type cannot be named
// here without importing GTK into the user's files, and the runtime check guards the rest.
extension UnsafeMutablePointer: GtkWidgetConvertible {
  /// The pointer itself, untyped.
  public var gtkWidgetPointer: UnsafeMutableRawPointer { UnsafeMutableRawPointer(self) }
}

extension OpaquePointer: GtkWidgetConvertible {
  /// The pointer itself, untyped.
  public var gtkWidgetPointer: UnsafeMutableRawPointer { UnsafeMutableRawPointer(self) }
}

extension UnsafeMutableRawPointer: GtkWidgetConvertible {
  /// The pointer itself.
  public var gtkWidgetPointer: UnsafeMutableRawPointer { self }
}

/// A widget GtkListKit made (the scrolled window around a view, the view itself), handed to your
/// code in whatever pointer type your GTK module uses:
///
/// ```swift
/// gtk_window_set_child(window, manager.widget.pointer())   // raw GTK: the type is inferred
/// ```
public struct GtkWidgetReference: GtkWidgetConvertible, Hashable, @unchecked Sendable {
  /// The widget's address.
  public let gtkWidgetPointer: UnsafeMutableRawPointer

  init(_ widget: WidgetPointer) { gtkWidgetPointer = UnsafeMutableRawPointer(widget) }

  /// The widget as a pointer to `Pointee`, the `GtkWidget` struct of the caller's C module.
  public func pointer<Pointee>(to pointee: Pointee.Type = Pointee.self) -> UnsafeMutablePointer<Pointee> {
    gtkWidgetPointer.assumingMemoryBound(to: Pointee.self)
  }

  /// The widget as an `OpaquePointer`, for functions of types Swift imports as opaque
  /// (`gtk_label_set_text`, `gtk_box_append`, ...).
  public var opaquePointer: OpaquePointer { OpaquePointer(gtkWidgetPointer) }
}

extension GtkWidgetConvertible {
  /// The widget as GtkListKit's own `GtkWidget *`, or `nil` when the pointer is not a widget.
  var checkedWidget: WidgetPointer? { cgtk_widget(gtkWidgetPointer) }
}
