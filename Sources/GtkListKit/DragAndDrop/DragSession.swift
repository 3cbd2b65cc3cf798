import Foundation
import ModelStorage

/// The managed drag in progress in this process: the drag itself carries only `serial`, the
/// row stays here, so a drop on another GtkListKit view can take the model.
@MainActor
final class DragSession {
  static var current: DragSession?
  private static var lastSerial: UInt32 = 0

  let serial: UInt32
  /// The drag and drop of the view the drag started in, while it lives.
  private(set) weak var origin: RowDragging?
  let indexPath: IndexPath
  /// The index path `dragBegin` and `dragEnd` report (a tree node's path; else `indexPath`).
  let eventIndexPath: IndexPath
  let model: Any
  /// The mapping and cell the drag started on: `dragBegin` and `dragEnd` are fired on them even
  /// when the row was recycled or destroyed meanwhile (or the mapping unregistered).
  let mapping: any CellMapping
  let cell: any ListCell
  /// Everything dragged, in order: the selected items when the row was one of several
  /// selected, else the row's item alone. Each place follows the origin's storage updates
  /// (`nil` once the item is deleted, or after a reload): a model without identity is found
  /// only by it.
  private(set) var items: [(indexPath: IndexPath?, model: Any)]
  /// Whether a managed view refused the drop (the storage refused, or the dragged items were
  /// gone): the drag then ends cancelled, whatever action GTK negotiated.
  var refused = false
  /// Whether the row may be reordered within its view (`canMove`).
  let movable: Bool

  init(
    origin: RowDragging, indexPath: IndexPath, eventIndexPath: IndexPath, model: Any, mapping: any CellMapping,
    cell: any ListCell, items: [(IndexPath, Any)], movable: Bool
  ) {
    Self.lastSerial &+= 1
    serial = Self.lastSerial
    self.origin = origin
    self.indexPath = indexPath
    self.eventIndexPath = eventIndexPath
    self.model = model
    self.mapping = mapping
    self.cell = cell
    self.items = items.map { (indexPath: $0.0 as IndexPath?, model: $0.1) }
    self.movable = movable
  }
}

extension DragSession {
  /// The origin's storage changed (`update`; `nil`: reloaded, places unknown): the dragged
  /// items' places follow it.
  func follow(_ update: StorageUpdate?) {
    for index in items.indices {
      items[index].indexPath = items[index].indexPath.flatMap { update?.indexPath(following: $0) }
    }
  }

  /// The dragged items where they are now in `storage`, which may have changed during the drag:
  /// an item that moved is found again by identity (a model without identity, not an object nor
  /// `Identifiable` or `Hashable`, by its followed place), one that is gone is left out.
  func currentItems(in storage: ListStorage) -> [(indexPath: IndexPath, model: Any)] {
    items.compactMap { item in
      guard let identity = Self.identity(of: item.model) else {
        return item.indexPath.flatMap { path in storage.item(at: path) == nil ? nil : (path, item.model) }
      }
      if let path = item.indexPath, let now = storage.item(at: path), Self.identity(of: now) == identity {
        return (path, now)
      }
      for section in 0..<storage.numberOfSections {
        for index in 0..<storage.numberOfItems(inSection: section) {
          let path = IndexPath(item: index, section: section)
          if let now = storage.item(at: path), Self.identity(of: now) == identity { return (path, now) }
        }
      }
      return nil
    }
  }

  private static func identity(of model: Any) -> AnyHashable? {
    if type(of: model) is AnyClass { return ObjectIdentifier(model as AnyObject) }
    if let identifiable = model as? any Identifiable { return id(of: identifiable) }
    return model as? AnyHashable
  }

  private static func id<T: Identifiable>(of model: T) -> AnyHashable { AnyHashable(model.id) }
}
