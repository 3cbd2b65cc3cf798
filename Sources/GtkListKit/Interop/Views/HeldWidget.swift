internal import CGtkListKit

/// A widget kept alive across a change GTK may drop it in (an `items-changed` emission frees
/// the row widgets it removes), so the manager can still ask where it is afterwards.
@MainActor
final class HeldWidget {
  let pointer: WidgetPointer

  init(_ pointer: WidgetPointer) {
    g_object_ref(pointer)
    self.pointer = pointer
  }

  isolated deinit { g_object_unref(pointer) }
}
