internal import CGtkListKit

/// Whether a GObject still exists, through a `GWeakRef` (cleared by GLib when the object is
/// finalized): for a widget kept beyond the signal that handed it over (a drop indicator's row,
/// which GTK may destroy during the drag). Rows know their list item's end more cheaply (see
/// ``ListItemLiveness``).
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
