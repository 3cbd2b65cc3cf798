import CGtkBench
import Foundation
import GtkListKit
import Synchronization

#if canImport(Glibc)
  import Glibc
#endif

// photo-grid, photo-grid-fast, photo-grid-fling (issue 44): the workload of
// Baselines/c/photo_grid.c on the library. A `GridViewManager` over the first N `*.jpg` of the
// photos folder (by name); a tile is a 160×160 `GtkPicture` and the file name; the picture
// comes from `mapping.loadContent` with the library's `Thumbnailer` and a 128 MiB
// `TextureCache` (cache lookup at bind, decode off the main thread, at most
// `maximumConcurrentLoads` loads). Window, scroll and keys as the C program (Benchmarks/README.md,
// "Photo grid"); measurements in PhotoStats.swift.

/// The photos folder: $GTKLISTKIT_PHOTOS, else ~/.cache/gtklistkit/photos (scripts/make-photos.py).
func photoGridFolder() -> String {
  if let dir = ProcessInfo.processInfo.environment["GTKLISTKIT_PHOTOS"], !dir.isEmpty { return dir }
  let cache =
    ProcessInfo.processInfo.environment["XDG_CACHE_HOME"]
    ?? FileManager.default.homeDirectoryForCurrentUser.appendingPathComponent(".cache").path
  return cache + "/gtklistkit/photos"
}

/// Loads that saw their cancellation inside the thumbnailer (C's `loads_stopped_early`).
let photoLoadsStoppedEarly = Atomic<Int>(0)
/// Wall-clock time inside the `load` closures that returned a texture (ns), and their count.
let photoLoadNs = Atomic<Int>(0)
let photoLoadsTimed = Atomic<Int>(0)

private nonisolated(unsafe) var ticksLeft = 0
private nonisolated(unsafe) var pxPerFrame = 0.0

private let scrollTick: GtkTickCallback = { _, _, data in
  guard ticksLeft > 0 else { return 0 }  // G_SOURCE_REMOVE
  ticksLeft -= 1
  let adjustment = data!.assumingMemoryBound(to: GtkAdjustment.self)
  let top = gtk_adjustment_get_upper(adjustment) - gtk_adjustment_get_page_size(adjustment)
  gtk_adjustment_set_value(adjustment, min(top, gtk_adjustment_get_value(adjustment) + pxPerFrame))
  return 1
}

extension Bench {
  /// photo-grid (2 screens a second), photo-grid-fast (8), photo-grid-fling (30).
  func photoGrid(screensPerSecond: Double, options: PhotoOptions) {
    let photos = listPhotos(options.folder, n)
    PhotoRun.thumb = options.thumb
    let size = options.thumb
    // An empty thumbnail folder: no freedesktop thumbnail another program wrote may stand in
    // for a decode C has to do (the lookups themselves are still made and measured).
    let thumbnails = FileManager.default.temporaryDirectory
      .appendingPathComponent("gtklistkit-bench-thumbnails-\(getpid())")
    try? FileManager.default.createDirectory(at: thumbnails, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: thumbnails) }
    let cache = TextureCache(byteLimit: options.cacheMiB << 20)
    let thumbnailer = Thumbnailer(cache: cache, writesThumbnails: false, thumbnailsDirectory: thumbnails)
    let gates = options.diagnoseGates ? PhotoGates() : nil

    let manager = GridViewManager()
    manager.maximumConcurrentLoads = options.loads
    manager.register(PhotoCell.self) { mapping in
      mapping.loadContent(
        key: { $0.file },
        cached: { file in
          let cpu = threadCPUNs()
          defer { PhotoSpans.closureCPUNs += threadCPUNs() - cpu }
          return thumbnailer.cachedTexture(for: file, size: size)
        },
        load: { file in
          let start = nowNs()
          gates?.started(file)
          do {
            let texture = try await thumbnailer.texture(for: file, size: size)
            gates?.returned(file)
            photoLoadNs.add(Int(nowNs() - start), ordering: .relaxed)
            photoLoadsTimed.add(1, ordering: .relaxed)
            return texture
          } catch is CancellationError {
            photoLoadsStoppedEarly.add(1, ordering: .relaxed)
            throw CancellationError()
          }
        },
        placeholder: { cell, photo in
          let cpu = threadCPUNs()
          cell.showPlaceholder()
          gates?.requested(photo.file)
          PhotoSpans.closureCPUNs += threadCPUNs() - cpu
        },
        apply: { cell, photo, texture in
          let cpu = threadCPUNs()
          cell.show(texture, of: photo.id)
          gates?.applied(photo.file)
          PhotoSpans.addApplyCPU(threadCPUNs() - cpu)
          PhotoSpans.closureCPUNs += threadCPUNs() - cpu
        })
      mapping.unbind { cell, _, _ in
        PhotoStats.shared?.unbound(cell)
        cell.itemID = nil
      }
    }
    manager.memoryStorage.setItems(photos)
    let grid = manager.gridView.pointer(to: GtkWidget.self)
    let scroller = OpaquePointer(gtk_widget_get_parent(grid))
    gtk_scrolled_window_set_policy(scroller, GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC)
    if let factory = gtk_grid_view_get_factory(OpaquePointer(grid)) {
      PhotoStats.installSpanProbes(on: UnsafeMutableRawPointer(factory))
    }

    let window = gtk_window_new()!
    gtk_window_set_title(asWindow(window), "gtklistkit-bench photo-grid")
    gtk_window_set_default_size(asWindow(window), 1000, 800)
    gtk_window_set_child(asWindow(window), manager.widget.pointer())
    let t0 = nowNs()
    gtk_window_present(asWindow(window))
    let stats = PhotoStats(window: window, grid: grid, manager: manager, cache: cache)
    PhotoStats.shared = stats
    waitPhotosIdle(stats, manager, seconds: 60)
    out.add("first_screen_ms", Double(nowNs() - t0) / 1e6)
    settle(100)

    let adjustment = gtk_scrolled_window_get_vadjustment(scroller)!
    pxPerFrame =
      options.pxPerFrame > 0
      ? options.pxPerFrame : gtk_adjustment_get_page_size(adjustment) * screensPerSecond / 60
    ticksLeft = Int(options.seconds * 60 + 0.5)
    let base = manager.contentLoadStatistics
    let stopped0 = photoLoadsStoppedEarly.load(ordering: .relaxed)
    gates?.reset()
    stats.begin()
    let s0 = nowNs()
    gtk_widget_add_tick_callback(grid, scrollTick, UnsafeMutableRawPointer(adjustment), nil)
    while ticksLeft > 0 { g_main_context_iteration(nil, 1) }
    let s1 = nowNs()
    let scrolled = gtk_adjustment_get_value(adjustment)
    stats.framesEnd()
    waitPhotosIdle(stats, manager, seconds: 120)
    let s2 = nowNs()

    stats.report(into: &out)
    gates?.report(into: &out)
    let end = manager.contentLoadStatistics
    out.add("loads_requested", end.requested - base.requested)
    out.add("loads_started", end.started - base.started)
    out.add("loads_cancelled", end.cancelled - base.cancelled)
    out.add("loads_cancelled_waiting", end.cancelledWaiting - base.cancelledWaiting)
    out.add("loads_cancelled_running", end.cancelledRunning - base.cancelledRunning)
    out.add("loads_completed", end.applied - base.applied)
    out.add("loads_stopped_early", photoLoadsStoppedEarly.load(ordering: .relaxed) - stopped0)
    out.add("loads_discarded", end.discarded - base.discarded)
    out.add("loads_failed", end.failed - base.failed)
    out.add("cache_hits", end.cacheHits - base.cacheHits)
    out.add("cache_end_bytes", cache.byteCount)
    let timed = photoLoadsTimed.load(ordering: .relaxed)
    out.add("load_wall_mean_ms", timed > 0 ? Double(photoLoadNs.load(ordering: .relaxed)) / Double(timed) / 1e6 : 0)
    ms = Double(s2 - s0) / 1e6
    out.add("scroll_ms", Double(s1 - s0) / 1e6)
    out.add("settle_ms", Double(s2 - s1) / 1e6)
    out.add("px_per_frame", pxPerFrame)
    out.add("scrolled_px", scrolled)
    out.add("max_loads", options.loads)
    out.add("cache_mib", options.cacheMiB)
    out.add("tiles", PhotoRun.tiles.count)
    out.add("binds", manager.statistics.binds)
    out.add("grid_max_columns", Int(gtk_grid_view_get_max_columns(OpaquePointer(grid))))
  }

  /// Iterates until every visible tile shows its image (and that frame is painted), no load is
  /// in flight and nothing is pending (C's photo_wait_idle).
  private func waitPhotosIdle(_ stats: PhotoStats, _ manager: GridViewManager, seconds: UInt32) {
    let source = g_timeout_add_seconds(
      seconds,
      { _ in
        writeStderr("gtklistkit-bench: photo-grid did not settle within the time limit\n")
        exit(3)
      }, nil)
    func inFlight() -> Bool {
      let statistics = manager.contentLoadStatistics
      return statistics.running + statistics.waiting > 0
    }
    while inFlight() || !stats.visibleDone || g_main_context_pending(nil) != 0 { g_main_context_iteration(nil, 1) }
    g_source_remove(source)
  }

  /// The first `n` `*.jpg`/`*.jpeg` names of `folder`, sorted; exits 3 when there are fewer.
  private func listPhotos(_ folder: String, _ n: Int) -> [Photo] {
    let names: [String]
    do { names = try FileManager.default.contentsOfDirectory(atPath: folder) } catch {
      writeStderr("gtklistkit-bench: photo-grid: \(error) (python3 scripts/make-photos.py -n \(n) --dir \(folder))\n")
      exit(3)
    }
    let photos = names.filter { !$0.hasPrefix(".") && ($0.hasSuffix(".jpg") || $0.hasSuffix(".jpeg")) }
      .sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
    guard photos.count >= n else {
      writeStderr("gtklistkit-bench: photo-grid: \(folder) has \(photos.count) photos, \(n) asked\n")
      exit(3)
    }
    let base = URL(fileURLWithPath: folder, isDirectory: true)
    return photos.prefix(n).enumerated().map {
      Photo(id: $0.offset, name: $0.element, file: base.appendingPathComponent($0.element))
    }
  }
}
