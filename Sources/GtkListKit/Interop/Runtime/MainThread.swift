internal import CGtkListKit
import Foundation

// Main-actor closures called from C callbacks of GTK's main loop.
//
// GTK calls back on the thread that runs its main loop, the main thread, so the main actor's
// isolation holds. `MainActor.assumeIsolated` would check that on every call (about a thousand
// instructions on Linux, more than the rest of a row's bind), and wrapping each call in a
// non-escaping closure allocated its context. Instead a closure is converted once, when it is
// connected, and the callback calls the plain function; debug builds assert the thread.

/// `body` as a plain function type: same representation, a main-actor function type only adds
/// a static isolation rule. Only for closures that GTK's main loop calls.
func mainThreadFunction<R>(_ body: @escaping @MainActor () -> R) -> () -> R {
  unsafeBitCast(body, to: (() -> R).self)
}

/// One-argument form of ``mainThreadFunction(_:)-(()->R)``.
func mainThreadFunction<A, R>(_ body: @escaping @MainActor (A) -> R) -> (A) -> R {
  unsafeBitCast(body, to: ((A) -> R).self)
}

/// The form for a list item factory's signals (`bind` on every row), at its concrete type. The
/// closure is cast inside a struct: a function value cast by itself goes through the generic
/// cast's abstraction, and then every call through two reabstraction thunks.
func mainThreadFunction(_ body: @escaping @MainActor (ListItem) -> Void) -> (ListItem) -> Void {
  unsafeBitCast(IsolatedItemHandler(call: body), to: PlainItemHandler.self).call
}

/// The same function type with and without main-actor isolation: the same layout.
private struct IsolatedItemHandler { let call: @MainActor (ListItem) -> Void }
private struct PlainItemHandler { let call: (ListItem) -> Void }

/// Two-argument form of ``mainThreadFunction(_:)-(()->R)``.
func mainThreadFunction<A, B, R>(_ body: @escaping @MainActor (A, B) -> R) -> (A, B) -> R {
  unsafeBitCast(body, to: ((A, B) -> R).self)
}

/// Asserts (debug builds) that a C callback runs where GTK runs: the main thread.
@inline(__always)
func assertMainThread() {
  assert(Thread.isMainThread, "GtkListKit: GTK called back off the main thread")
}
