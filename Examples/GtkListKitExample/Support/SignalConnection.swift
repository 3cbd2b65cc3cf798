import CGtkListKitAdw

/// One Swift closure connected to a GObject signal.
///
/// `g_signal_connect` is a C macro, so this calls `g_signal_connect_data` itself: the closure is
/// boxed and retained, GLib hands the box back to a C callback on each emission, and the destroy
/// notify releases it when the handler is disconnected or the object is finalized. GLib calls a
/// handler with the signal's own C arguments, so each shape of signal has its own `connect…`:
/// one whose handler does not match the signal's reads the wrong argument as its closure.
@MainActor
struct SignalConnection {
  let instance: UnsafeMutableRawPointer
  let id: gulong

  /// Connects `handler` to a signal that passes nothing but the emitter ("clicked", "dismissed").
  @discardableResult
  static func connect(
    _ instance: UnsafeMutableRawPointer, _ signal: String, _ handler: @escaping @MainActor () -> Void
  ) -> SignalConnection {
    let callback: @convention(c) (gpointer?, gpointer?) -> Void = { _, box in _ = SignalBox.call(box, nil) }
    return connect(
      instance, signal, SignalBox(returningZero: { _ in handler() }), unsafeBitCast(callback, to: GCallback.self))
  }

  /// Connects `handler` to a signal that passes one pointer and returns nothing: the
  /// `GParamSpec*` of "notify::…", the `GVariant*` parameter of an action's "activate".
  @discardableResult
  static func connectTakingPointer(
    _ instance: UnsafeMutableRawPointer, _ signal: String,
    _ handler: @escaping @MainActor (UnsafeMutableRawPointer?) -> Void
  ) -> SignalConnection {
    let callback: @convention(c) (gpointer?, gpointer?, gpointer?) -> Void = { _, argument, box in
      _ = SignalBox.call(box, argument)
    }
    return connect(instance, signal, SignalBox(returningZero: handler), unsafeBitCast(callback, to: GCallback.self))
  }

  /// Connects `handler` to a signal that passes one pointer and returns an `int`
  /// (`GApplication::handle-local-options`, its `GVariantDict*`).
  @discardableResult
  static func connectReturningInt(
    _ instance: UnsafeMutableRawPointer, _ signal: String,
    _ handler: @escaping @MainActor (UnsafeMutableRawPointer?) -> Int32
  ) -> SignalConnection {
    let callback: @convention(c) (gpointer?, gpointer?, gpointer?) -> gint = { _, argument, box in
      SignalBox.call(box, argument)
    }
    return connect(instance, signal, SignalBox(handler), unsafeBitCast(callback, to: GCallback.self))
  }

  /// Disconnects the handler; GLib then releases its closure.
  func disconnect() { g_signal_handler_disconnect(instance, id) }

  private static func connect(
    _ instance: UnsafeMutableRawPointer, _ signal: String, _ box: SignalBox, _ callback: GCallback
  ) -> SignalConnection {
    let release: GClosureNotify = { box, _ in box.map { Unmanaged<SignalBox>.fromOpaque($0).release() } }
    let retained = Unmanaged.passRetained(box).toOpaque()
    let id = g_signal_connect_data(instance, signal, callback, retained, release, GConnectFlags(0))
    return SignalConnection(instance: instance, id: id)
  }
}

/// The closure GLib holds for one connection. GTK emits signals on the main thread only.
private final class SignalBox: @unchecked Sendable {
  let handler: @MainActor (UnsafeMutableRawPointer?) -> Int32
  init(_ handler: @escaping @MainActor (UnsafeMutableRawPointer?) -> Int32) { self.handler = handler }
  /// A handler whose signal returns nothing.
  convenience init(returningZero handler: @escaping @MainActor (UnsafeMutableRawPointer?) -> Void) {
    self.init { argument in
      handler(argument)
      return 0
    }
  }

  /// Runs the closure boxed at `box` with the signal's pointer argument, if it has one.
  static func call(_ box: gpointer?, _ argument: gpointer?) -> Int32 {
    guard let box else { return 0 }
    let boxed = Unmanaged<SignalBox>.fromOpaque(box).takeUnretainedValue()
    // Valid during this emission only, which runs on the main thread: nothing else can touch it.
    nonisolated(unsafe) let argument = argument
    return MainActor.assumeIsolated { boxed.handler(argument) }
  }
}
