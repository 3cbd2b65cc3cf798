import CGtkBench
import DiffInputs
import Foundation
import GtkListKit
import GtkListKitTestSupport
import ModelStorage

#if canImport(Glibc)
  import Glibc
#endif

/// A row of the benchmark: identity `id`, text `"Row i"` (inline small string, no allocation).
struct Row: Identifiable, Equatable {
  let id: Int
  var text: String
}

/// One `GtkLabel` (xalign 0) per row, as in the baselines.
final class RowCell: ListCell, ModelTransfer {
  let widget: WidgetPointer
  init() {
    widget = gtk_label_new(nil)!
    gtk_label_set_xalign(OpaquePointer(widget), 0)
  }
  func update(with model: Row) { setLabelText(widget, model.text) }
}

/// One `GtkLabel` per row showing its `String`: the cell of `--variant strings`.
final class StringRowCell: ListCell, ModelTransfer {
  let widget: WidgetPointer
  init() {
    widget = gtk_label_new(nil)!
    gtk_label_set_xalign(OpaquePointer(widget), 0)
  }
  func update(with model: String) { setLabelText(widget, model) }
}

/// `withCString`: the implicit String-to-pointer conversion copies a small string into a new
/// array on every call (about 460 instructions a bind); this reads it in place or on the stack.
/// A free function, so the closure carries no main-actor isolation to check on each call.
func setLabelText(_ label: WidgetPointer, _ text: String) {
  text.withCString { gtk_label_set_text(OpaquePointer(label), $0) }
}

/// Rows with the texts `"<prefix> i"` for `i` in `range`, identified by `i + idOffset`; with
/// `labelBytes` > 0 each text is padded with `.` to exactly that many UTF-8 bytes (the memory
/// workloads `memory-15`, `memory-43`, `memory-100`; the C program pads the same way).
func makeRows(_ prefix: String, _ range: Range<Int>, idOffset: Int = 0, labelBytes: Int = 0) -> [Row] {
  var rows = [Row]()
  rows.reserveCapacity(range.count)
  for i in range { rows.append(Row(id: i + idOffset, text: paddedLabel("\(prefix) \(i)", labelBytes))) }
  return rows
}

/// `text` padded with `.` to `bytes` UTF-8 bytes (unchanged when it is as long already). Made
/// in one exact-capacity allocation, as a decoder reading the label would (`a + b` may leave
/// spare capacity).
func paddedLabel(_ text: String, _ bytes: Int) -> String {
  let utf8 = text.utf8
  guard bytes > utf8.count else { return text }
  return String(unsafeUninitializedCapacity: bytes) { buffer in
    let copied = buffer.initialize(fromContentsOf: utf8)
    buffer[copied..<bytes].initialize(repeating: UInt8(ascii: "."))
    return bytes
  }
}

/// Wraps the measured library call so a profiler can single it out:
/// `valgrind --tool=callgrind --collect-atstart=no --toggle-collect='*measuredCall*'`.
@inline(never)
@MainActor
func measuredCall(_ body: () -> Void) { body() }

/// The GtkListKit side of one run: a `ListViewManager` in an 800×600 window.
@MainActor
final class Bench {
  let n: Int
  var rng: SplitMix64
  var out = JSONLine()
  var ms = 0.0
  /// `--variant undiffed`: full-replace through `setItemsWithoutDiffing` (no diff).
  var undiffed = false
  private(set) var manager: ListViewManager!
  private(set) var window: WidgetPointer!
  private var timeBinds = false
  /// The `GtkScrolledWindow` around the manager's list view.
  private(set) var scroller: OpaquePointer!

  init(n: Int, seed: UInt64) {
    self.n = n
    rng = SplitMix64(seed: seed)
  }

  var binds: Int { manager.statistics.binds }
  var setups: Int { manager.statistics.rowsSetUp }

  /// The manager and its view (factory, selection, lazy model), with `RowCell` registered
  /// (or what `register` registers).
  func makeManager(register: (ListViewManager) -> Void = { $0.register(RowCell.self) }) {
    let manager = ListViewManager()
    register(manager)
    // The baselines' scrolled window: hscroll never, vscroll automatic.
    // (`manager.widget` may wrap it, e.g. in an overlay: the list view's parent is the scroller.)
    scroller = OpaquePointer(gtk_widget_get_parent(manager.listView.pointer()))
    gtk_scrolled_window_set_policy(scroller, GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC)
    if timeBinds, let factory = gtk_list_view_get_factory(manager.listView.opaquePointer) {
      installBindProbes(on: UnsafeMutableRawPointer(factory))
    }
    self.manager = manager
    bindCount = { [unowned manager] in manager.statistics.binds }
  }

  func present() {
    let window = gtk_window_new()!
    gtk_window_set_title(asWindow(window), "gtklistkit-bench")
    gtk_window_set_default_size(asWindow(window), 800, 600)
    gtk_window_set_child(asWindow(window), manager.widget.pointer())
    gtk_window_present(asWindow(window))
    connectAfterPaint(window)
    self.window = window
  }

  /// Builds the N rows and hands them to the storage (the rows array dies here: the storage
  /// holds the only copy, as an app that loads data into the storage would).
  func fillStorage(prefix: String = "Row", ids: Range<Int>, labelBytes: Int = 0) {
    manager.memoryStorage.setItems(makeRows(prefix, ids, labelBytes: labelBytes))
  }

  /// The rows as the storage holds them.
  func storedRows() -> [Row] {
    manager.memoryStorage.sections[0].items.map { $0 as! Row }
  }

  // MARK: Workloads

  /// Generation (the `[Row]`, as an app would have its data) is timed apart and not part of
  /// `ms`: ms = the manager + `setItems` + present until the first frame with bound rows.
  func firstFrame() {
    let g0 = nowNs()
    var rows = makeRows("Row", 0..<n)
    let t0 = nowNs()
    collectToggle()
    makeManager()
    let m0 = nowNs()
    measuredCall { manager.memoryStorage.setItems(rows) }
    rows = []  // the storage holds the only copy now
    let m1 = nowNs()
    present()
    waitFirstFrame()
    collectToggle()
    ms = Double(firstFrameNs - t0) / 1e6
    out.add("gen_ms", Double(t0 - g0) / 1e6)
    out.add("model_ms", Double(m1 - m0) / 1e6)
    out.add("view_ms", Double(m0 - t0) / 1e6)
    out.add("frame_ms", Double(firstFrameNs - m1) / 1e6)
    out.add("binds", binds)
    out.add("setups", setups)
    out.add("get_item", ListProbe(manager).getItemCalls)
    out.add("rss_kb", rssKB())
  }

  func scrollBind(jumps: Int) {
    timeBinds = true
    makeManager()
    fillStorage(ids: 0..<n)
    present()
    waitFirstFrame()
    settle(50)
    let adjustment = gtk_scrolled_window_get_vadjustment(scroller)
    // One unmeasured jump, as the C program makes (its first jump rebound no row in GTK 4.8).
    gtk_adjustment_set_value(
      adjustment, (gtk_adjustment_get_upper(adjustment) - gtk_adjustment_get_page_size(adjustment)) / 2)
    waitFrames(1)
    settle(20)
    let binds0 = binds, paints0 = paints, bindNs0 = bindTotalNs, emissions0 = bindEmissions
    var total: Int64 = 0
    countingBinds = !callgrindFrames
    for _ in 0..<jumps {
      let span = gtk_adjustment_get_upper(adjustment) - gtk_adjustment_get_page_size(adjustment)
      let target = rng.unit() * span
      let t = nowNs()
      if callgrindFrames { collectToggle() }
      gtk_adjustment_set_value(adjustment, target)
      waitFrames(1)
      if callgrindFrames { collectToggle() }
      total += nowNs() - t
      settle(20)
    }
    let bound = binds - binds0
    let emissions = bindEmissions - emissions0
    ms = Double(total) / 1e6
    out.add("binds", bound)
    out.add("ns_per_bind", bound > 0 ? Double(total) / Double(bound) : 0)
    out.add("bind_ns", emissions > 0 ? Double(bindTotalNs - bindNs0) / Double(emissions) : 0)
    out.add("bind_emissions", emissions)
    out.add("jumps", jumps)
    out.add("frames", paints - paints0)
    out.add("setups", setups)
  }

  /// `labelBytes` > 0: the workloads `memory-15|43|100`, labels padded to that many bytes.
  /// `packed` (`--variant strings`): the labels in a `StringListStorage`, appended from a lazy
  /// sequence as an app reading them from a file would, not a `MemoryStorage` of `Row`s.
  func memory(labelBytes: Int = 0, packed: Bool = false) {
    if packed {
      makeManager { $0.register(StringRowCell.self) }
      manager.storage = StringListStorage()
    } else {
      makeManager()
    }
    present()
    waitFrames(1)
    settle(50)
    let before = rssKB()
    let t0 = nowNs()
    if let strings = manager.storage as? StringListStorage {
      strings.append(contentsOf: (0..<n).lazy.map { paddedLabel("Row \($0)", labelBytes) })
    } else {
      fillStorage(ids: 0..<n, labelBytes: labelBytes)
    }
    waitFirstFrame()
    ms = Double(firstFrameNs - t0) / 1e6
    settle(50)
    let after = rssKB()
    out.add("rss_kb", after)
    out.add("rss_before_kb", before)
    out.add("bytes_per_row", Double(after - before) * 1024 / Double(n))
    if labelBytes > 0 { out.add("label_bytes", labelBytes) }
    out.add("setups", setups)
  }
}
