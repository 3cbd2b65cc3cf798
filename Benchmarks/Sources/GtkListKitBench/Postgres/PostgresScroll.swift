import CGtkBench
import Foundation
import GtkListKit
import GtkListKitPostgres

// `--workload scroll-postgres-latency`: 100k rows scrolled by seeded random jumps, as scroll-bind
// does, through `PostgresStorage` over a server 20 ms away each way (`--variant postgres`: it
// connects through the delay proxy run.py starts, delay_proxy.py, port in
// GTKLISTKIT_BENCH_PG_PROXY_PORT) against the same `PGItem` rows in a `MemoryStorage`
// (`--variant memory`). What a person sees: every frame's duration (layout, binds, snapshot,
// render) and how long the main loop could not run (a page the storage waits for must never
// hold a frame up: the rows show placeholders until it comes).

nonisolated(unsafe) private var frameStart: Int64 = 0
/// Each frame's duration while `recordingFrames` (ms).
nonisolated(unsafe) var frameDurations: [Double] = []
nonisolated(unsafe) var recordingFrames = false

private let beforePaint: @convention(c) (gpointer?, gpointer?) -> Void = { _, _ in frameStart = nowNs() }
private let afterPaint: @convention(c) (gpointer?, gpointer?) -> Void = { _, _ in
  if recordingFrames, frameStart != 0 { frameDurations.append(Double(nowNs() - frameStart) / 1e6) }
}

/// Times every frame of `window` from before-paint to after-paint (update, layout, paint).
func connectFrameTimer(_ window: WidgetPointer) {
  let clock = UnsafeMutableRawPointer(gtk_widget_get_frame_clock(window)!)
  g_signal_connect_data(
    clock, "before-paint", unsafeBitCast(beforePaint, to: GCallback.self), nil, nil, GConnectFlags(0))
  g_signal_connect_data(clock, "after-paint", unsafeBitCast(afterPaint, to: GCallback.self), nil, nil, GConnectFlags(0))
}

extension Bench {
  /// Presented and settled (postgres: the order and the first page read); then `jumps` jumps,
  /// each until the end of its frame and a 20 ms quiet spell, then until idle (the last pages
  /// in). ms = p99 of every frame's duration (before-paint to after-paint) over the span;
  /// `jump_p99_ms`: set_value to the end of its frame; `stall_ms` the longest main-loop gap;
  /// `waits_over_frame`: main-loop gaps over 16.7 ms; `filled_ms`: from the last jump's frame
  /// until the rows in the window have their records; `drain_ms`: until no page is loading.
  func scrollPostgresLatency(postgres: Bool, jumps: Int) {
    makeManager { $0.register(PGItemCell.self) }
    var idle: () -> Bool = { true }
    var counters: () -> (pages: Int, pending: Bool) = { (0, false) }
    // Whether the rows in the window have their records (postgres: their pages are in).
    var loaded: (Range<Int>) -> Bool = { _ in true }
    if postgres {
      guard let port = ProcessInfo.processInfo.environment["GTKLISTKIT_BENCH_PG_PROXY_PORT"].flatMap(Int.init) else {
        writeStderr("gtklistkit-bench: GTKLISTKIT_BENCH_PG_PROXY_PORT unset (run.py starts delay_proxy.py)\n")
        exit(1)
      }
      ensurePGTable(benchServer(), "bench_item_\(n)", rows: n)
      let storage = PostgresStorage<PGItem>(
        server: benchServer(port: port), table: "bench_item_\(n)", decode: PGItem.decode)
      manager.storage = storage
      idle = { !storage.isLoadingOrder && !storage.isLoadingPages && storage.count > 0 }
      counters = { (storage.pagesFetched, storage.pendingShown) }
      loaded = { $0.allSatisfy { storage.record(at: $0) != nil } }
    } else {
      var items: [PGItem] = []
      items.reserveCapacity(n)
      for i in 0..<n { items.append(PGItem(id: Int64(i), title: "Row \(i)", rank: (i * 7919) % 97)) }
      manager.memoryStorage.setItems(items)
    }
    present()
    connectFrameTimer(window)
    let view: WidgetPointer = manager.listView.pointer()
    turn { idle() && topLabelText(in: view) == "Row 0" }
    settle(50)
    let adjustment = gtk_scrolled_window_get_vadjustment(scroller)
    let pages0 = counters().pages
    var jumpTimes: [Double] = []
    let stalls = StallMeter()
    recordingFrames = true
    // Pages arrive on the main actor (Dispatch's main queue), which GtkListKit has GLib's loop
    // drain, as in an app.
    for _ in 0..<jumps {
      let span = gtk_adjustment_get_upper(adjustment) - gtk_adjustment_get_page_size(adjustment)
      let target = rng.unit() * span
      let t = nowNs()
      gtk_adjustment_set_value(adjustment, target)
      waitFrames(1)
      jumpTimes.append(Double(nowNs() - t) / 1e6)
      settle(20)
    }
    // After the last jump: until the rows in the window have their records (what a person waits
    // for when the scrolling stops), then until every page asked for is in.
    let tIdle = nowNs()
    let rowHeight = gtk_adjustment_get_upper(adjustment) / Double(n)
    let top = Int(gtk_adjustment_get_value(adjustment) / rowHeight)
    let visible = top..<min(n, top + Int(gtk_adjustment_get_page_size(adjustment) / rowHeight) + 1)
    turn { loaded(visible) }
    let filledMs = Double(nowNs() - tIdle) / 1e6
    turn(until: idle)
    let drainMs = Double(nowNs() - tIdle) / 1e6
    recordingFrames = false
    out.add("stall_ms", stalls.stop())
    out.add("waits_over_frame", StallMeter.gapsOverFrame)
    let frames = frameDurations.sorted()
    jumpTimes.sort()
    ms = percentile(frames, 0.99)
    out.add("frame_p50_ms", percentile(frames, 0.5))
    out.add("frame_max_ms", frames.last ?? 0)
    out.add("frames", frames.count)
    out.add("jump_p50_ms", percentile(jumpTimes, 0.5))
    out.add("jump_p99_ms", percentile(jumpTimes, 0.99))
    out.add("jumps", jumps)
    out.add("filled_ms", filledMs)
    out.add("drain_ms", drainMs)
    out.add("pages_fetched", counters().pages - pages0)
    out.add("pending_shown", counters().pending)
  }
}
