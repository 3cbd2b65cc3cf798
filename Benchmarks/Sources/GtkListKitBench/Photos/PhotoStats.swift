import CGtkBench
import Foundation
import GtkListKit

#if canImport(Glibc)
  import Glibc
#endif

// photo-grid's measurements, as Baselines/c/photo_stats.c: per scroll frame its duration (the
// frame clock's before-paint to after-paint), the interval between painted frames and the
// main-thread time spent on loading; per tile the time from becoming visible (after a paint)
// to the end of the first frame painting its image; the longest main-loop gap; RSS.
//
// Main-thread loading time, where C times its own spans (bind from the cache lookup on,
// unbind, apply), is here: each `bind` emission of the grid's factory (an emission hook to an
// after-handler) minus the time in `PhotoCell.update(with:)` (the label, which C leaves out),
// each `unbind` emission, and the library's own `contentLoadStatistics.mainThreadNanoseconds`
// (prioritizing, starting, applying with the `apply` closures; binds excluded). The bind and
// unbind emissions also hold the library's dispatch that is not loading (presenter, events),
// so the figure is an upper bound. The CPU-time variant has the bind and unbind spans and the
// `apply` closures in the thread's CPU time, but not the library's prioritizing and
// bookkeeping, which it reports in wall-clock time only.

private let budgetMs = 1000.0 / 60

@inline(__always)
func threadCPUNs() -> Int64 {
  var ts = timespec()
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts)
  return Int64(ts.tv_sec) * 1_000_000_000 + Int64(ts.tv_nsec)
}

/// The counters of the main-thread spans (touched from C callbacks on the main thread only).
enum PhotoSpans {
  nonisolated(unsafe) static var spanWallNs: Int64 = 0
  nonisolated(unsafe) static var spanCPUNs: Int64 = 0
  nonisolated(unsafe) static var startWall: Int64 = 0
  nonisolated(unsafe) static var startCPU: Int64 = 0
  nonisolated(unsafe) static var binds: UInt64 = 0
  /// CPU time in the `cached`, `placeholder` and `apply` closures alone: a lower bound.
  nonisolated(unsafe) static var closureCPUNs: Int64 = 0

  static func begin() {
    startWall = nowNs()
    startCPU = threadCPUNs()
  }
  static func end() {
    spanWallNs += nowNs() - startWall
    spanCPUNs += threadCPUNs() - startCPU
  }
  /// Leaves `wall`/`cpu` (time not spent on loading inside a span) out of it.
  static func exclude(wall: Int64, cpu: Int64) {
    spanWallNs -= wall
    spanCPUNs -= cpu
  }
  /// CPU time of an `apply` closure (its wall clock is in the library's own figure).
  static func addApplyCPU(_ cpu: Int64) { spanCPUNs += cpu }
}

private let spanHook: GSignalEmissionHook = { _, _, _, _ in
  PhotoSpans.begin()
  return 1
}
private let bindAfter: @convention(c) (gpointer?, gpointer?, gpointer?) -> Void = { _, _, _ in
  PhotoSpans.end()
  PhotoSpans.binds += 1
}
private let unbindAfter: @convention(c) (gpointer?, gpointer?, gpointer?) -> Void = { _, _, _ in
  PhotoSpans.end()
}
private let beforePaint: @convention(c) (gpointer?, gpointer?) -> Void = { _, _ in
  MainActor.assumeIsolated { PhotoStats.shared?.beforePaintNs = nowNs() }
}
private let afterPaintStats: @convention(c) (gpointer?, gpointer?) -> Void = { _, _ in
  MainActor.assumeIsolated { PhotoStats.shared?.afterPaint() }
}

/// The measurements of one photo-grid run.
@MainActor
final class PhotoStats {
  nonisolated(unsafe) static var shared: PhotoStats?

  let grid: WidgetPointer
  let manager: GridViewManager
  let cache: TextureCache
  var tiles: [PhotoCell] { PhotoRun.tiles }
  var beforePaintNs: Int64 = 0
  var lastPaintNs: Int64 = 0
  var recording = false
  var measuring = false
  var frameMs: [Double] = [], intervalMs: [Double] = [], loadMs: [Double] = [], loadCPUMs: [Double] = []
  var closureCPUMs: [Double] = []
  var libraryMs: [Double] = [], visibleMs: [Double] = [], bindsPerFrame: [Double] = []
  var framesOverBudget = 0
  /// Scroll frames that ended with fewer loads running than allowed while requests waited.
  var framesPoolIdle = 0
  var visibleUnloaded = 0
  var foreignImages = 0
  var cachePeakBytes = 0
  private var marks = (wall: Int64(0), cpu: Int64(0), library: UInt64(0), binds: UInt64(0), closures: Int64(0))
  private var stall: StallMeter?

  init(window: WidgetPointer, grid: WidgetPointer, manager: GridViewManager, cache: TextureCache) {
    self.grid = grid
    self.manager = manager
    self.cache = cache
    let clock = UnsafeMutableRawPointer(gtk_widget_get_frame_clock(window)!)
    g_signal_connect_data(
      clock, "before-paint", unsafeBitCast(beforePaint, to: GCallback.self), nil, nil, GConnectFlags(0))
    g_signal_connect_data(
      clock, "after-paint", unsafeBitCast(afterPaintStats, to: GCallback.self), nil, nil, GConnectFlags(0))
  }

  /// Times every bind and unbind of `factory` (a `GtkSignalListItemFactory`).
  static func installSpanProbes(on factory: UnsafeMutableRawPointer) {
    for (name, after) in [("bind", bindAfter), ("unbind", unbindAfter)] {
      let signal = g_signal_lookup(name, gtk_signal_list_item_factory_get_type())
      g_signal_add_emission_hook(signal, 0, spanHook, nil, nil)
      g_signal_connect_data(factory, name, unsafeBitCast(after, to: GCallback.self), nil, nil, G_CONNECT_AFTER)
    }
  }

  private var libraryNs: UInt64 { manager.contentLoadStatistics.mainThreadNanoseconds }

  /// Whether `tile` is bound and inside the grid's allocation.
  func isVisible(_ tile: PhotoCell) -> Bool {
    guard tile.itemID != nil, gtk_widget_get_mapped(tile.widget) != 0 else { return false }
    var rect = graphene_rect_t()
    guard gtk_widget_compute_bounds(tile.widget, grid, &rect) != 0 else { return false }
    return rect.origin.y < Float(gtk_widget_get_height(grid)) && rect.origin.y + rect.size.height > 0
      && rect.origin.x < Float(gtk_widget_get_width(grid)) && rect.origin.x + rect.size.width > 0
  }

  /// Every visible tile shows its image and the frame that shows it is painted.
  var visibleDone: Bool {
    guard lastPaintNs != 0 else { return false }
    return !tiles.contains { isVisible($0) && (!$0.hasImage || !$0.reported) }
  }

  func afterPaint() {
    let now = nowNs()
    if recording {
      frameMs.append(Double(now - beforePaintNs) / 1e6)
      let gap = Double(now - lastPaintNs) / 1e6
      intervalMs.append(gap)
      if gap > 2 * budgetMs { framesOverBudget += 1 }
      let library = libraryNs
      let libraryDelta = Double(library - marks.library) / 1e6
      libraryMs.append(libraryDelta)
      loadMs.append(Double(PhotoSpans.spanWallNs - marks.wall) / 1e6 + libraryDelta)
      loadCPUMs.append(Double(PhotoSpans.spanCPUNs - marks.cpu) / 1e6)
      closureCPUMs.append(Double(PhotoSpans.closureCPUNs - marks.closures) / 1e6)
      bindsPerFrame.append(Double(PhotoSpans.binds - marks.binds))
      cachePeakBytes = max(cachePeakBytes, cache.byteCount)
      let loads = manager.contentLoadStatistics
      if loads.waiting > 0 && loads.running < manager.maximumConcurrentLoads { framesPoolIdle += 1 }
    }
    mark()
    lastPaintNs = now
    // Visibility after the paint: what this frame showed (not counted as loading time).
    for tile in tiles where tile.itemID != nil {
      if !tile.seen && isVisible(tile) {
        tile.seen = true
        tile.seenNs = now
        if measuring && tile.imageID != nil && !tile.hasImage { foreignImages += 1 }
      }
      if tile.seen && !tile.reported && tile.hasImage {
        tile.reported = true
        if measuring { visibleMs.append(Double(now - tile.seenNs) / 1e6) }
      }
    }
  }

  private func mark() {
    marks = (PhotoSpans.spanWallNs, PhotoSpans.spanCPUNs, libraryNs, PhotoSpans.binds, PhotoSpans.closureCPUNs)
  }

  /// A tile is unbound: was it seen without its image?
  func unbound(_ tile: PhotoCell) {
    if measuring && tile.seen && !tile.reported { visibleUnloaded += 1 }
  }

  /// The scroll starts: frames and visibility recorded, the stall meter on.
  func begin() {
    mark()
    visibleUnloaded = 0
    framesOverBudget = 0
    recording = true
    measuring = true
    lastPaintNs = nowNs()
    stall = StallMeter()
  }

  /// The scroll ends: frame figures stop; visibility goes on through the settle.
  func framesEnd() { recording = false }

  func report(into out: inout JSONLine) {
    measuring = false
    out.add("stall_ms", stall?.stop() ?? 0)
    spread(&out, "frame", "ms", frameMs)
    spread(&out, "interval", "ms", intervalMs)
    out.add("frames", frameMs.count)
    out.add("frames_over_2x", framesOverBudget)
    out.add("frames_pool_idle", framesPoolIdle)
    spread(&out, "visible", "ms", visibleMs)
    out.add("visible_tiles", visibleMs.count)
    out.add("visible_unloaded", visibleUnloaded)
    out.add("visible_foreign_image", foreignImages)
    spread(&out, "load_main", "ms", loadMs)
    out.add("load_main_mean_ms", loadMs.isEmpty ? 0 : loadMs.reduce(0, +) / Double(loadMs.count))
    spread(&out, "load_main_cpu", "ms", loadCPUMs)
    spread(&out, "load_main_library", "ms", libraryMs)
    spread(&out, "load_main_closures_cpu", "ms", closureCPUMs)
    spread(&out, "frame_binds", "n", bindsPerFrame)
    out.add("cache_peak_bytes", cachePeakBytes)
    out.add("peak_rss_kb", statusKB("VmHWM:"))
    out.add("rss_kb", statusKB("VmRSS:"))
  }

  /// Nearest-rank p50, p99 and max of `values` as "<key>_p50_<unit>"... (as photo_stats.c).
  private func spread(_ out: inout JSONLine, _ key: String, _ unit: String, _ values: [Double]) {
    let sorted = values.sorted()
    for q in [50, 99] {
      let k = sorted.isEmpty ? 0 : Int((Double(q) / 100 * Double(sorted.count)).rounded(.up)) - 1
      out.add("\(key)_p\(q)_\(unit)", sorted.isEmpty ? 0 : sorted[k])
    }
    out.add("\(key)_max_\(unit)", sorted.last ?? 0)
  }
}

/// A field of /proc/self/status in kB (VmHWM:, VmRSS:).
func statusKB(_ key: String) -> Int {
  guard let text = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return -1 }
  for line in text.split(separator: "\n") where line.hasPrefix(key) {
    return Int(line.dropFirst(key.count).trimmingCharacters(in: .whitespaces).split(separator: " ").first ?? "") ?? -1
  }
  return -1
}
