// Stand-in declarations of Meta (see Package.swift): views, widgets and their storage.

/// Stops a stand-in body: this module is compiled, never run.
@usableFromInline func standIn() -> Never { fatalError("Meta stand-in: compile-only") }

/// Anything that can be shown.
public protocol AnyView {
  @ViewBuilder var viewContent: Body { get }
}

/// A view's content.
public typealias Body = [AnyView]

/// A view made of other views.
public protocol View: AnyView {
  @ViewBuilder var view: Body { get }
}

extension View {
  public var viewContent: Body { view }
}

/// What a backend passes to the views it renders.
public protocol ViewRenderData {
  associatedtype WidgetType
}

/// The data a widget is built and updated with.
public struct WidgetData {}

/// A view backed by a native widget.
public protocol Widget: AnyView {
  func container<Data>(data: WidgetData, type: Data.Type) -> ViewStorage where Data: ViewRenderData
  func update<Data>(_ storage: ViewStorage, data: WidgetData, updateProperties: Bool, type: Data.Type)
  where Data: ViewRenderData
  func initializeWidget() -> Any
}

extension Widget {
  public var viewContent: Body { [] }
  public func initializeWidget() -> Any { standIn() }
}

/// A widget's native object and what the view keeps with it.
public class ViewStorage {
  public var pointer: Any?
  public var content: [String: [ViewStorage]]
  public var fields: [String: Any] = [:]
  public var previousState: Widget?

  public var opaquePointer: OpaquePointer? {
    get { pointer as? OpaquePointer }
    set { pointer = newValue }
  }

  public init(_ pointer: Any?, content: [String: [ViewStorage]] = [:], state: Widget? = nil) {
    self.pointer = pointer
    self.content = content
    previousState = state
  }
}

/// Builds a view's content.
@resultBuilder
public enum ViewBuilder {
  public static func buildBlock(_ elements: Body...) -> Body { elements.flatMap { $0 } }
  public static func buildExpression(_ element: AnyView) -> Body { [element] }
  public static func buildFinalResult(_ component: Body) -> Body { component }
}

/// A view's state: setting it re-renders the views.
@propertyWrapper
public struct State<Value> {
  public var wrappedValue: Value {
    get { standIn() }
    nonmutating set { standIn() }
  }
  public init(wrappedValue: @autoclosure @escaping () -> Value, forceUpdates: Bool = false) {}
}
