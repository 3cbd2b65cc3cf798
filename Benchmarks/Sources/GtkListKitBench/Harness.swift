import CGtkBench
import Foundation

#if canImport(Glibc)
  import Glibc
#endif

// The measurement harness of Benchmarks/README.md, mirroring Baselines/c/harness.c and view.c:
// frames from the window's frame clock `after-paint`, settle, watchdog, VmRSS. Counters are
// globals touched only on the main thread from C callbacks (no Swift closure boxes on the
// measured paths).

/// A `GtkWidget *` of this module's GTK import (GtkListKit no longer exports its C module).
typealias WidgetPointer = UnsafeMutablePointer<GtkWidget>

/// `GTK_WINDOW (widget)`: `GtkWindow` is a complete struct in Swift.
@inline(__always)
func asWindow(_ widget: WidgetPointer) -> UnsafeMutablePointer<GtkWindow> {
  UnsafeMutablePointer<GtkWindow>(OpaquePointer(widget))
}

nonisolated(unsafe) var paints: UInt64 = 0
/// End of the first frame that painted bound rows (0 until then).
nonisolated(unsafe) var firstFrameNs: Int64 = 0
/// Reads the manager's bind count from the after-paint callback (set per workload).
nonisolated(unsafe) var bindCount: @MainActor () -> Int = { 0 }
nonisolated(unsafe) var settled = false

// scroll-bind probes: emission hook (before every handler) -> after-handler.
nonisolated(unsafe) var bindStartedNs: Int64 = 0
nonisolated(unsafe) var bindTotalNs: Int64 = 0
nonisolated(unsafe) var bindEmissions: UInt64 = 0

/// `--callgrind`: toggle callgrind's collection around the measured parts, as the C baseline does
/// (run under `valgrind --tool=callgrind --collect-atstart=no`).
nonisolated(unsafe) var callgrindEnabled = false
/// `--callgrind-frames`: scroll-bind collects whole jumps (set_value to the end of the frame)
/// instead of bind emissions.
nonisolated(unsafe) var callgrindFrames = false
/// `--callgrind-threads`: the span counts every thread (zeroed at its start, dumped at its end;
/// run with `--collect-atstart=yes`), as the C baseline does with the same flag.
nonisolated(unsafe) var callgrindThreads = false
nonisolated(unsafe) var callgrindInSpan = false

@inline(__always)
func collectToggle() {
  if callgrindThreads {
    callgrindInSpan.toggle()
    if callgrindInSpan { bench_callgrind_zero() } else { bench_callgrind_dump() }
  } else if callgrindEnabled {
    bench_callgrind_toggle()
  }
  bench_perf_toggle()  // perf's sampling, only when BENCH_PERF_CTL is set
}

@inline(__always)
func nowNs() -> Int64 {
  var ts = timespec()
  clock_gettime(CLOCK_MONOTONIC, &ts)
  return Int64(ts.tv_sec) * 1_000_000_000 + Int64(ts.tv_nsec)
}

func rssKB() -> Int {
  guard let file = fopen("/proc/self/status", "r") else { return -1 }
  defer { fclose(file) }
  var line = [CChar](repeating: 0, count: 256)
  while fgets(&line, Int32(line.count), file) != nil {
    if strncmp(line, "VmRSS:", 6) == 0 {
      return line.withUnsafeBufferPointer { strtol($0.baseAddress! + 6, nil, 10) }
    }
  }
  return -1
}

/// Run at the end of each painted frame while set: whether the frame just painted showed what a
/// workload waits for (`untilIdle`).
nonisolated(unsafe) var paintCheck: (@MainActor () -> Void)?

private let afterPaint: @convention(c) (gpointer?, gpointer?) -> Void = { _, _ in
  paints += 1
  // Rows are bound during this frame's layout, so the first paint after a bind shows rows.
  if firstFrameNs == 0, MainActor.assumeIsolated({ bindCount() }) > 0 { firstFrameNs = nowNs() }
  if let check = paintCheck { MainActor.assumeIsolated { check() } }
}

private let watchdog: GSourceFunc = { _ in
  writeStderr("gtklistkit-bench: no frame within the time limit, giving up\n")
  exit(3)
}

private let setSettled: GSourceFunc = { _ in
  settled = true
  return 0  // G_SOURCE_REMOVE
}

/// Callgrind counts binds only once the jumps start (as the C baseline): the first frame's binds
/// are where the library makes its cells (C makes its labels in `setup`).
nonisolated(unsafe) var countingBinds = false

private let bindHook: GSignalEmissionHook = { _, _, _, _ in
  bindStartedNs = nowNs()
  if countingBinds { collectToggle() }
  return 1  // keep the hook
}

private let bindAfter: @convention(c) (gpointer?, gpointer?, gpointer?) -> Void = { _, _, _ in
  if countingBinds { collectToggle() }
  bindTotalNs += nowNs() - bindStartedNs
  bindEmissions += 1
}

/// Connects the frame counter to `window`'s frame clock; returns the handler id.
@discardableResult
func connectAfterPaint(_ window: WidgetPointer) -> (clock: gpointer, handler: gulong) {
  let clock = UnsafeMutableRawPointer(gtk_widget_get_frame_clock(window)!)
  let handler = g_signal_connect_data(
    clock, "after-paint", unsafeBitCast(afterPaint, to: GCallback.self), nil, nil, GConnectFlags(0))
  return (clock, handler)
}

/// The C baseline's `time_binds`: the whole dispatch of one `bind` emission of `factory`.
func installBindProbes(on factory: UnsafeMutableRawPointer) {
  let signal = g_signal_lookup("bind", gtk_signal_list_item_factory_get_type())
  g_signal_add_emission_hook(signal, 0, bindHook, nil, nil)
  g_signal_connect_data(factory, "bind", unsafeBitCast(bindAfter, to: GCallback.self), nil, nil, G_CONNECT_AFTER)
}

/// Iterates until the frame clock has painted `count` more frames.
func waitFrames(_ count: UInt64 = 1) {
  let target = paints + count
  let source = g_timeout_add_seconds(30, watchdog, nil)
  while paints < target { g_main_context_iteration(nil, 1) }
  g_source_remove(source)
}

func waitFirstFrame() {
  let source = g_timeout_add_seconds(60, watchdog, nil)
  while firstFrameNs == 0 { g_main_context_iteration(nil, 1) }
  g_source_remove(source)
}

/// Lets the loop run `ms` with nothing new to do, then drains pending events.
func settle(_ ms: UInt32) {
  settled = false
  g_timeout_add(ms, setSettled, nil)
  while !settled { g_main_context_iteration(nil, 1) }
  while g_main_context_pending(nil) != 0 { g_main_context_iteration(nil, 0) }
}

/// Presents and destroys an 800×600 window holding one label, so theme, fonts and renderer
/// are loaded before any workload (every implementation does this).
@MainActor
func warmUp() {
  let window = gtk_window_new()!
  gtk_window_set_default_size(asWindow(window), 800, 600)
  gtk_window_set_child(asWindow(window), gtk_label_new("warm-up"))
  gtk_window_present(asWindow(window))
  let (clock, handler) = connectAfterPaint(window)
  waitFrames(1)
  g_signal_handler_disconnect(clock, handler)
  gtk_window_destroy(asWindow(window))
  while g_main_context_pending(nil) != 0 { g_main_context_iteration(nil, 0) }
  paints = 0
  firstFrameNs = 0
}

/// The one JSON line.
struct JSONLine {
  private var fields: [String] = []
  mutating func add(_ key: String, _ value: Int) { fields.append("\"\(key)\": \(value)") }
  mutating func add(_ key: String, _ value: UInt64) { fields.append("\"\(key)\": \(value)") }
  mutating func add(_ key: String, _ value: Double) { fields.append("\"\(key)\": \(String(format: "%.3f", value))") }
  mutating func add(_ key: String, _ value: String) {
    let escaped = value.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
    fields.append("\"\(key)\": \"\(escaped)\"")
  }
  mutating func add(_ key: String, _ value: Bool) { fields.append("\"\(key)\": \(value)") }
  func contains(_ key: String) -> Bool { fields.contains { $0.hasPrefix("\"\(key)\":") } }
  var text: String { "{" + fields.joined(separator: ", ") + "}" }
}

func writeStderr(_ text: String) {
  FileHandle.standardError.write(Data(text.utf8))
}
