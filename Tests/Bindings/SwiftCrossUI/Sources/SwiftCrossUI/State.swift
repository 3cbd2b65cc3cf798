// Stand-in declarations of SwiftCrossUI (see Package.swift): state and observation.

/// An object whose `@Published` changes re-render the views that hold it.
public protocol ObservableObject: AnyObject {}

/// A published property of an `ObservableObject`.
@propertyWrapper
public final class Published<Value>: ObservableObject {
  public var wrappedValue: Value {
    get { standIn() }
    set { standIn() }
  }
  public init(wrappedValue: Value) {}
}

/// A view's state.
@propertyWrapper
public struct State<Value> {
  public var wrappedValue: Value {
    get { standIn() }
    nonmutating set { standIn() }
  }
  public init(wrappedValue initialValue: Value) {}
}
