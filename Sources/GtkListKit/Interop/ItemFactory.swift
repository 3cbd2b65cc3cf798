/// The one `GtkSignalListItemFactory` that serves every row of a view, whatever its cell type.
///
/// `setup` and `bind` are always connected (the manager needs them); `unbind` only once a
/// closure for it is registered, so an unused event costs nothing.
@MainActor
final class ItemFactory {
  let pointer: OpaquePointer
  private var unbindHandler: UInt = 0

  init(setup: @escaping @MainActor (ListItem) -> Void, bind: @escaping @MainActor (ListItem) -> Void) {
    pointer = gtk_signal_list_item_factory_new()
    Signal.connectObject(raw, NativeSignal.setup.rawValue) { object in
      if let item = ListItem(object) { setup(item) }
    }
    Signal.connectObject(raw, NativeSignal.bind.rawValue) { object in
      if let item = ListItem(object) { bind(item) }
    }
  }

  isolated deinit { g_object_unref(raw) }

  var raw: UnsafeMutableRawPointer { UnsafeMutableRawPointer(pointer) }

  /// Connects `unbind` once.
  func connectUnbind(_ unbind: @escaping @MainActor (ListItem) -> Void) {
    guard unbindHandler == 0 else { return }
    unbindHandler = Signal.connectObject(raw, NativeSignal.unbind.rawValue) { object in
      if let item = ListItem(object) { unbind(item) }
    }
  }
}
