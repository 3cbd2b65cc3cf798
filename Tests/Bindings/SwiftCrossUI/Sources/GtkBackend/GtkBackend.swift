// Stand-in declarations of SwiftCrossUI's `GtkBackend` module (see Package.swift).
import Gtk
import SwiftCrossUI

/// The GTK backend; importing this module makes it every `App`'s backend.
public final class GtkBackend: AppBackend {
  public convenience init() { self.init(appIdentifier: nil) }
  public init(appIdentifier: String?) {}
}

extension App {
  public typealias Backend = GtkBackend
  public var backend: GtkBackend { GtkBackend(appIdentifier: nil) }
}

/// What a representable's make and update functions receive.
public struct GtkWidgetRepresentableContext<Representable: GtkWidgetRepresentable> {
  public let coordinator: Representable.Coordinator
}

/// A view backed by a GTK widget of the app's own.
public protocol GtkWidgetRepresentable: View where Content == Never {
  associatedtype GtkWidgetType: Gtk.Widget
  associatedtype Coordinator = Void

  @MainActor func makeGtkWidget(context: Context) -> GtkWidgetType
  @MainActor func updateGtkWidget(_ gtkWidget: GtkWidgetType, context: Context)
  @MainActor func makeCoordinator() -> Coordinator
  static func dismantleGtkWidget(_ gtkWidget: GtkWidgetType, coordinator: Coordinator)
}

extension GtkWidgetRepresentable {
  public typealias Context = GtkWidgetRepresentableContext<Self>
  public static func dismantleGtkWidget(_: GtkWidgetType, coordinator _: Coordinator) {}
}

extension View where Self: GtkWidgetRepresentable {
  public var body: Never { return standIn() }  // `return`: no view builder
}

extension GtkWidgetRepresentable where Coordinator == Void {
  public func makeCoordinator() {}
}

/// Stops a stand-in body: this module is compiled, never run.
func standIn() -> Never { fatalError("GtkBackend stand-in: compile-only") }
