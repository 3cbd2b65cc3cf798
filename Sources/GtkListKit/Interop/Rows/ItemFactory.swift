internal import CGtkListKit

/// The one `GtkSignalListItemFactory` that serves every row of a view, whatever its cell type.
///
/// `setup` and `bind` are connected by the manager at once; `unbind` only once a closure for it
/// is registered, so an unused event costs nothing.
@MainActor
final class ItemFactory {
  let pointer: OpaquePointer
  private var unbindConnected = false

  init() { pointer = gtk_signal_list_item_factory_new() }

  isolated deinit { g_object_unref(raw) }

  var raw: UnsafeMutableRawPointer { UnsafeMutableRawPointer(pointer) }

  func onSetup(_ setup: @escaping @MainActor (ListItem) -> Void) { connect(.setup, setup) }

  func onBind(_ bind: @escaping @MainActor (ListItem) -> Void) { connect(.bind, bind) }

  /// Connects `unbind` once.
  func onUnbind(_ unbind: @escaping @MainActor (ListItem) -> Void) {
    guard !unbindConnected else { return }
    unbindConnected = true
    connect(.unbind, unbind)
  }

  /// Connects `handler` through GLib's C marshaller and one C function that calls it with the
  /// row's list item: `bind` runs for every row GTK shows, and the generic object signal's two
  /// more closure layers cost it about fifty instructions.
  private func connect(_ signal: NativeSignal, _ handler: @escaping @MainActor (ListItem) -> Void) {
    let box = Unmanaged.passRetained(ListItemHandlerBox(handler)).toOpaque()
    cgtk_signal_connect_object_handler(raw, signal.rawValue, listItemTrampoline, box, releaseRetainedObject)
  }
}

/// The retained box behind one factory signal's handler.
private final class ListItemHandlerBox {
  let handler: (ListItem) -> Void
  init(_ handler: @escaping @MainActor (ListItem) -> Void) { self.handler = mainThreadFunction(handler) }
}

/// Calls a factory signal's handler. The object of a factory signal is always a `GtkListItem`
/// for the list and grid views this library drives.
private let listItemTrampoline: CGtkObjectHandler = { data, object in
  guard let data, let object else { return }
  assertMainThread()
  // GLib keeps the box through an emission even when the handler is disconnected during it:
  // no retain of the box per emission.
  Unmanaged<ListItemHandlerBox>.fromOpaque(data)._withUnsafeGuaranteedRef {
    $0.handler(ListItem(factoryObject: object))
  }
}
