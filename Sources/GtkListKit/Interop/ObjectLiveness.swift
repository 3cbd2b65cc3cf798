internal import CGtkListKit

/// Whether a GObject still exists, through a `GWeakRef` (cleared by GLib when the object is
/// finalized). A row's state can outlive GTK's list item for a moment (a drag or the focus
/// holds a widget of the row), and a finalized list item must never be asked for its position.
@MainActor
final class ObjectLiveness {
  /// Heap-allocated: GLib keeps the address of a GWeakRef, so it must not move.
  private let reference = UnsafeMutablePointer<GWeakRef>.allocate(capacity: 1)

  init(_ object: OpaquePointer) {
    reference.initialize(to: GWeakRef())
    g_weak_ref_init(reference, UnsafeMutableRawPointer(object))
  }

  convenience init(widget: WidgetPointer) { self.init(OpaquePointer(widget)) }

  isolated deinit {
    g_weak_ref_clear(reference)
    reference.deallocate()
  }

  var isAlive: Bool {
    guard let object = g_weak_ref_get(reference) else { return false }
    g_object_unref(object)
    return true
  }
}
