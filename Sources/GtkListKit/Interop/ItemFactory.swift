internal import CGtkListKit

/// The one `GtkSignalListItemFactory` that serves every row of a view, whatever its cell type.
///
/// `setup` and `bind` are connected by the manager at once; `unbind` only once a closure for it
/// is registered, so an unused event costs nothing.
@MainActor
final class ItemFactory {
  let pointer: OpaquePointer
  private var unbindHandler: UInt = 0

  init() { pointer = gtk_signal_list_item_factory_new() }

  isolated deinit { g_object_unref(raw) }

  var raw: UnsafeMutableRawPointer { UnsafeMutableRawPointer(pointer) }

  func onSetup(_ setup: @escaping @MainActor (ListItem) -> Void) { connect(.setup, setup) }

  func onBind(_ bind: @escaping @MainActor (ListItem) -> Void) { connect(.bind, bind) }

  /// Connects `unbind` once.
  func onUnbind(_ unbind: @escaping @MainActor (ListItem) -> Void) {
    guard unbindHandler == 0 else { return }
    unbindHandler = connect(.unbind, unbind)
  }

  @discardableResult
  private func connect(_ signal: NativeSignal, _ handler: @escaping @MainActor (ListItem) -> Void) -> UInt {
    Signal.connectObject(raw, signal.rawValue) { object in
      if let object { handler(ListItem(factoryObject: object)) }
    }
  }
}
