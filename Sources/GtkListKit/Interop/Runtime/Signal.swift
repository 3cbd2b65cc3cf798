internal import CGtkListKit

/// A GTK widget pointer as Swift imports it (`GtkWidget` is a complete struct in the headers).
typealias WidgetPointer = UnsafeMutablePointer<GtkWidget>

/// Connects Swift closures to GObject signals.
///
/// `g_signal_connect` is a C macro, so GtkListKit connects through the shim with one
/// trampoline for every signal: the closure receives the signal's parameters as
/// ``SignalArguments``. The closure is retained by GLib and released when the handler is
/// disconnected or the instance is finalized, never before.
@MainActor
package enum Signal {
  /// A closure handling one emission.
  package typealias Handler = @MainActor (SignalArguments) -> Void

  /// Connects `handler` to `signal` (for example `"clicked"` or `"notify::label"`) of `instance`.
  /// - Returns: the handler id, or `0` when `instance` has no such signal (nothing is retained then).
  @discardableResult
  package static func connect(
    _ instance: UnsafeMutableRawPointer, _ signal: String, after: Bool = false,
    _ handler: @escaping Handler
  ) -> UInt {
    let box = Unmanaged.passRetained(HandlerBox(handler)).toOpaque()
    return UInt(cgtk_signal_connect(instance, signal, signalTrampoline, box, releaseRetainedObject, after ? 1 : 0))
  }

  /// Disconnects a handler returned by ``connect(_:_:after:_:)``; its closure is released.
  package static func disconnect(_ instance: UnsafeMutableRawPointer, _ handlerID: UInt) {
    guard handlerID != 0 else { return }
    g_signal_handler_disconnect(instance, gulong(handlerID))
  }

  /// Whether anything is connected to `signal` on `instance` (`g_signal_has_handler_pending`).
  package static func hasHandler(_ instance: UnsafeMutableRawPointer, _ signal: String) -> Bool {
    cgtk_signal_has_handler(instance, signal) != 0
  }
}

/// The parameters of one signal emission. Index 0 is the emitting instance.
///
/// Valid only during the emission, on the main thread (hence `@unchecked Sendable`: it only
/// crosses into the main actor's isolation inside the trampoline).
package struct SignalArguments: @unchecked Sendable {
  let count: Int
  let values: UnsafePointer<GValue>?
  let returnValue: UnsafeMutablePointer<GValue>?

  /// The emitting object.
  package var instance: UnsafeMutableRawPointer? { object(0) }

  /// The object parameter at `index`, or `nil` when absent.
  package func object(_ index: Int) -> UnsafeMutableRawPointer? {
    guard index < count, let values else { return nil }
    return g_value_get_object(values + index)
  }
  /// The unsigned integer parameter at `index` (e.g. a position).
  package func uint(_ index: Int) -> UInt32 {
    guard index < count, let values else { return 0 }
    return g_value_get_uint(values + index)
  }
  /// The signed integer parameter at `index`.
  package func int(_ index: Int) -> Int32 {
    guard index < count, let values else { return 0 }
    return g_value_get_int(values + index)
  }
  /// The flags parameter at `index` (e.g. a key's `GdkModifierType`).
  package func flags(_ index: Int) -> UInt32 {
    guard index < count, let values else { return 0 }
    return g_value_get_flags(values + index)
  }
  /// The double parameter at `index` (e.g. pointer coordinates).
  package func double(_ index: Int) -> Double {
    guard index < count, let values else { return 0 }
    return g_value_get_double(values + index)
  }
  /// The boolean parameter at `index`.
  package func bool(_ index: Int) -> Bool {
    guard index < count, let values else { return false }
    return g_value_get_boolean(values + index) != 0
  }
  /// The boxed or pointer parameter at `index` (e.g. a `GValue*` dropped on a target).
  package func pointer(_ index: Int) -> UnsafeMutableRawPointer? {
    guard index < count, let values else { return nil }
    return g_value_get_boxed(values + index)
  }
  /// The `GVariant*` parameter at `index` (e.g. a `GSimpleAction::activate` parameter).
  package func variant(_ index: Int) -> OpaquePointer? {
    guard index < count, let values else { return nil }
    return g_value_get_variant(values + index)
  }
  /// Sets a boolean return value (signals such as `drop` or `query-tooltip`).
  package func setReturn(_ value: Bool) {
    guard let returnValue else { return }
    g_value_set_boolean(returnValue, value ? 1 : 0)
  }
  /// Sets an integer return value (signals such as `GApplication::handle-local-options`).
  package func setReturn(int value: Int32) {
    guard let returnValue else { return }
    g_value_set_int(returnValue, value)
  }
  /// Sets a flags return value (signals such as a drop target's `motion`, a `GdkDragAction`).
  package func setReturn(flags value: UInt32) {
    guard let returnValue else { return }
    g_value_set_flags(returnValue, value)
  }
  /// Hands an owned object reference to the return value (signals such as `prepare`).
  package func setReturn(takingObject object: UnsafeMutableRawPointer?) {
    guard let returnValue else { return }
    g_value_take_object(returnValue, object)
  }
}

/// The retained box behind one connection; only touched on the main thread.
private final class HandlerBox: @unchecked Sendable {
  let handler: (SignalArguments) -> Void
  init(_ handler: @escaping Signal.Handler) { self.handler = mainThreadFunction(handler) }
}

private let signalTrampoline: CGtkSignalHandler = { data, count, values, returnValue in
  guard let data else { return }
  assertMainThread()
  // The closure GLib calls holds the box, and GLib keeps it through an emission even when the
  // handler is disconnected during it: no retain of the box per emission.
  Unmanaged<HandlerBox>.fromOpaque(data)._withUnsafeGuaranteedRef {
    $0.handler(SignalArguments(count: Int(count), values: values, returnValue: returnValue))
  }
}
