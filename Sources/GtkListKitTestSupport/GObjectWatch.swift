// GTK's C types appear only in package-level API (for this package's own tests), never public.
package import CGtkListKit

/// Runs a closure when a GObject is finalized (`g_object_weak_ref`), for leak tests.
@MainActor
public enum GObjectWatch {
  /// Calls `action` once when `object` is finalized.
  public static func onFinalize(_ object: UnsafeMutableRawPointer, _ action: @escaping @MainActor () -> Void) {
    let box = Unmanaged.passRetained(FinalizeAction(action)).toOpaque()
    g_object_weak_ref(object.assumingMemoryBound(to: GObject.self), finalizeNotify, box)
  }

  /// Calls `action` once when `widget` is finalized.
  package static func onFinalize(_ widget: UnsafeMutablePointer<GtkWidget>, _ action: @escaping @MainActor () -> Void) {
    onFinalize(UnsafeMutableRawPointer(widget), action)
  }
}

private final class FinalizeAction: @unchecked Sendable {
  let action: @MainActor () -> Void
  init(_ action: @escaping @MainActor () -> Void) { self.action = action }
}

private let finalizeNotify: GWeakNotify = { data, _ in
  guard let data else { return }
  let box = Unmanaged<FinalizeAction>.fromOpaque(data).takeRetainedValue()
  MainActor.assumeIsolated { box.action() }
}
