import CGtkListKitAdw

/// The toasts that offer Undo: each one's button activates `win.undo-action` with the id of its
/// own action (an `UndoHistory` entry), whatever page is shown by then, and it is dismissed as
/// soon as that action can no longer be undone.
@MainActor
final class UndoToasts {
  private let overlay: WidgetPointer
  /// The toasts on screen by action id, each with a reference of ours until it is dismissed.
  private var shown: [Int: OpaquePointer] = [:]

  init(overlay: WidgetPointer) { self.overlay = overlay }

  /// Shows `text` with an Undo button for action `id`.
  func show(_ text: String, undoing id: Int) {
    let toast = adw_toast_new(text)!
    adw_toast_set_button_label(toast, "Undo")
    adw_toast_set_action_name(toast, "win.undo-action")
    adw_toast_set_action_target_value(toast, g_variant_new_int64(gint64(id)))
    g_object_ref(UnsafeMutableRawPointer(toast))
    shown[id] = toast
    SignalConnection.connect(UnsafeMutableRawPointer(toast), "dismissed") { [weak self] in self?.forget(id) }
    adw_toast_overlay_add_toast(OpaquePointer(overlay), toast)
  }

  /// Takes the toast of action `id` off the screen (its action was undone or discarded).
  func dismiss(id: Int) {
    guard let toast = shown[id] else { return }
    adw_toast_dismiss(toast)
    forget(id)  // "dismissed" is not emitted for a toast still waiting in the queue
  }

  /// Action ids whose toasts are on screen or queued (for tests).
  var ids: [Int] { Array(shown.keys).sorted() }

  private func forget(_ id: Int) {
    guard let toast = shown.removeValue(forKey: id) else { return }
    g_object_unref(UnsafeMutableRawPointer(toast))
  }
}
