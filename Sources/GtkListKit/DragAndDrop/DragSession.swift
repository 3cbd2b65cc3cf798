import Foundation

/// The managed drag in progress in this process: the drag itself carries only `serial`, the
/// row stays here, so a drop on another GtkListKit view can take the model.
@MainActor
final class DragSession {
  static var current: DragSession?
  private static var lastSerial: UInt32 = 0

  let serial: UInt32
  private let originLink: CoreLink
  /// The core the drag started in, while it lives.
  var origin: ListManagerCore? { originLink.core }
  let indexPath: IndexPath
  let model: Any
  /// Everything dragged, in order: the selected items when the row was one of several
  /// selected, else the row's item alone.
  let items: [(indexPath: IndexPath, model: Any)]
  /// Whether the row may be reordered within its view (`canMove`).
  let movable: Bool

  init(origin: ListManagerCore, indexPath: IndexPath, model: Any, items: [(IndexPath, Any)], movable: Bool) {
    Self.lastSerial &+= 1
    serial = Self.lastSerial
    originLink = origin.link
    self.indexPath = indexPath
    self.model = model
    self.items = items.map { (indexPath: $0.0, model: $0.1) }
    self.movable = movable
  }
}
