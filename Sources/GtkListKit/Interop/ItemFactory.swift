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
    Signal.connect(raw, NativeSignal.setup.rawValue) { arguments in
      if let item = ListItem(arguments.object(1)) { setup(item) }
    }
    Signal.connect(raw, NativeSignal.bind.rawValue) { arguments in
      if let item = ListItem(arguments.object(1)) { bind(item) }
    }
  }

  isolated deinit { g_object_unref(raw) }

  var raw: UnsafeMutableRawPointer { UnsafeMutableRawPointer(pointer) }

  /// Connects `unbind` once.
  func connectUnbind(_ unbind: @escaping @MainActor (ListItem) -> Void) {
    guard unbindHandler == 0 else { return }
    unbindHandler = Signal.connect(raw, NativeSignal.unbind.rawValue) { arguments in
      if let item = ListItem(arguments.object(1)) { unbind(item) }
    }
  }
}
