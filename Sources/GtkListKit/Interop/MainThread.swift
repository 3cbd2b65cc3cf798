internal import CGtkListKit

import Foundation

/// Runs main-actor code from a C callback of GTK's main loop.
///
/// GTK calls back on the thread that runs its main loop, the main thread, so the main actor's
/// isolation holds. `MainActor.assumeIsolated` would check that on every call, and on Linux the
/// check costs about a thousand instructions: more than the rest of a row's bind. Per-row
/// callbacks (bind, get_n_items) come through here instead; debug builds still assert.
@inline(__always)
func onMainThread<T>(_ body: @MainActor () -> T) -> T {
  assert(Thread.isMainThread, "GtkListKit: GTK called back off the main thread")
  return withoutActuallyEscaping(body) { body in
    // Same representation: a main-actor function type only adds a static isolation rule.
    unsafeBitCast(body, to: (() -> T).self)()
  }
}
