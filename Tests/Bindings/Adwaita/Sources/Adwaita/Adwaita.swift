// Stand-in declarations of adwaita-swift (see Package.swift).
import CAdw
@_exported import Meta

/// Stops a stand-in body: this module is compiled, never run.
@usableFromInline func standIn() -> Never { fatalError("Adwaita stand-in: compile-only") }

/// The widgets of the Adwaita backend (a custom widget conforms to this).
public protocol AdwaitaWidget: Widget {}

/// The Adwaita backend's app object (`var app: AdwaitaApp!` in an `App`).
public class AdwaitaApp: AppStorage {
  public required init(id: String) {}
  public func run(setup: @escaping () -> Void) { standIn() }
  public func quit() { standIn() }
}

/// A window of the app.
public struct Window: SceneElement {
  public var id: String

  public init(id: String, `open`: Int = 1, @ViewBuilder content: @escaping (AdwaitaWindow) -> Body) {
    self.id = id
  }

  /// An AdwApplicationWindow.
  public class AdwaitaWindow {}
}

/// A GtkBox.
public struct Box: AdwaitaWidget {
  public func container<Data: ViewRenderData>(data: WidgetData, type: Data.Type) -> ViewStorage {
    standIn()
  }
  public func update<Data: ViewRenderData>(
    _ storage: ViewStorage, data: WidgetData, updateProperties: Bool, type: Data.Type
  ) { standIn() }
}

/// A vertical box.
public typealias VStack = Box

extension VStack {
  public init(@ViewBuilder content: @escaping () -> Body) {}
}

/// A GtkButton.
public struct Button: AdwaitaWidget {
  public init(_ label: String, handler: @escaping () -> Void) {}

  public func container<Data: ViewRenderData>(data: WidgetData, type: Data.Type) -> ViewStorage {
    standIn()
  }
  public func update<Data: ViewRenderData>(
    _ storage: ViewStorage, data: WidgetData, updateProperties: Bool, type: Data.Type
  ) { standIn() }
}
