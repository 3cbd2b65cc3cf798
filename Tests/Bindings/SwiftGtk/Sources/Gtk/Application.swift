// Stand-in declarations (see Package.swift): the application and window API the launch code uses.

/// GtkApplication's protocol.
public protocol ApplicationProtocol {
  var ptr: UnsafeMutableRawPointer! { get }
}

/// What SwiftGtk's activate and startup handlers receive.
public struct ApplicationRef: ApplicationProtocol {
  public let ptr: UnsafeMutableRawPointer!
}

/// The handler type of `Application.run`.
public typealias ApplicationSignalHandler = (ApplicationRef) -> Void

/// GtkApplication's class, with SwiftGtk's hand-written `run` (Sources/Gtk/App.swift there).
open class Application: ApplicationProtocol {
  public let ptr: UnsafeMutableRawPointer!
  public init(raw: UnsafeMutableRawPointer) { ptr = raw }

  /// Creates the shared application and runs it; `nil` if GTK could not make one.
  public static func run(
    id name: UnsafePointer<CChar>? = nil, arguments args: [String]? = nil,
    activationHandler a: ApplicationSignalHandler? = nil
  ) -> Int? { standIn() }
}

/// GtkWindow's protocol.
public protocol WindowProtocol: WidgetProtocol {}

extension WindowProtocol {
  /// The `title` property.
  public var title: String! {
    get { standIn() }
    nonmutating set { standIn() }
  }
  /// `gtk_window_set_default_size`.
  public func setDefaultSize(width: Int, height: Int) { standIn() }
  /// `gtk_window_set_child`.
  public func set(child: WidgetRef? = nil) { standIn() }
  /// `gtk_window_present`.
  public func present() { standIn() }
}

/// GtkApplicationWindow's protocol.
public protocol ApplicationWindowProtocol: WindowProtocol {}

/// An unowned reference to a GtkApplicationWindow.
public struct ApplicationWindowRef: ApplicationWindowProtocol {
  public let ptr: UnsafeMutableRawPointer!
  /// `gtk_application_window_new`.
  public init<ApplicationT: ApplicationProtocol>(application: ApplicationT) { standIn() }
}
