// Stand-in declarations of SwiftCrossUI (see Package.swift): apps and scenes.

/// What runs an app's scenes (GtkBackend for GTK).
public protocol AppBackend: Sendable {
  init()
}

/// A top-level element: a window group.
public protocol Scene {}

/// Builds an app's scenes.
@resultBuilder
public struct SceneBuilder {
  public static func buildBlock<S: Scene>(_ scene: S) -> S { scene }
}

/// Windows showing one view.
public struct WindowGroup<Content: View>: Scene {
  public init(_ title: String? = nil, @ViewBuilder _ content: @escaping () -> Content) {}
  public func defaultSize(width: Int, height: Int) -> Self { self }
}

/// An app.
@MainActor
public protocol App {
  associatedtype Backend: AppBackend
  associatedtype Body: Scene
  var backend: Backend { get }
  @SceneBuilder var body: Body { get }
  init()
}

extension App {
  /// Starts the app (`@main`).
  public static func main() { standIn() }
}
