// Stand-in declarations of Meta (see Package.swift): apps and scenes.

/// A window or other top-level element.
public protocol SceneElement {
  var id: String { get }
}

/// An app's scene elements.
public typealias Scene = [any SceneElement]

/// Builds an app's scene.
@resultBuilder
public enum SceneBuilder {
  public static func buildBlock(_ elements: Scene...) -> Scene { elements.flatMap { $0 } }
  public static func buildExpression(_ element: any SceneElement) -> Scene { [element] }
  public static func buildFinalResult(_ component: Scene) -> Scene { component }
}

/// A backend's app object.
public protocol AppStorage: AnyObject {
  init(id: String)
  func run(setup: @escaping () -> Void)
  func quit()
}

/// An app: its identifier, its scene, and the backend's app object.
public protocol App {
  associatedtype Storage: AppStorage
  var id: String { get }
  @SceneBuilder var scene: Scene { get }
  var app: Storage! { get set }
  init()
}

extension App {
  /// Starts the app (`@main`).
  public static func main() { standIn() }
}
