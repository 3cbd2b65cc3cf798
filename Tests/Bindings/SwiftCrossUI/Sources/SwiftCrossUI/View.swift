// Stand-in declarations of SwiftCrossUI (see Package.swift): views and their builders.

/// Stops a stand-in body: this module is compiled, never run.
@usableFromInline func standIn() -> Never { fatalError("SwiftCrossUI stand-in: compile-only") }

/// A view; SwiftCrossUI builds and updates views on the main actor.
@MainActor
public protocol View {
  associatedtype Content: View
  @ViewBuilder var body: Content { get }
}

extension Never: View {
  public var body: Never { return standIn() }  // `return`: no view builder
}

/// One child (generated as TupleView1...20 in SwiftCrossUI).
public struct TupleView1<View0: View>: View {
  public var body: Never { return standIn() }  // `return`: no view builder
}

/// Two children.
public struct TupleView2<View0: View, View1: View>: View {
  public var body: Never { return standIn() }  // `return`: no view builder
}

/// Builds a view's children.
@resultBuilder
public struct ViewBuilder {
  public static func buildBlock<V0: View>(_ view0: V0) -> TupleView1<V0> { standIn() }
  public static func buildBlock<V0: View, V1: View>(_ view0: V0, _ view1: V1) -> TupleView2<V0, V1> {
    standIn()
  }
}

/// A vertical stack.
public struct VStack<Content: View>: View {
  public var body: Content
  public init(@ViewBuilder content: () -> Content) { standIn() }
}

/// A button.
public struct Button: Sendable {
  public init(_ label: String, action: @escaping @MainActor @Sendable () -> Void = {}) {}
}

extension Button: View {
  public var body: Never { return standIn() }  // `return`: no view builder
}

/// A column of a `Table` (named here for the binding-name check: GtkListKit has one too).
public struct TableColumn<RowValue, Content: View> {}
