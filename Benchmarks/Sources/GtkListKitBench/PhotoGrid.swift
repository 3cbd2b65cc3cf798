import Foundation

#if canImport(Glibc)
  import Glibc
#endif

// PHOTO_GRID_TODO (issue 44): the GtkListKit leg of the photo-grid workloads is not written yet:
// it needs the library's content-loading API (`ViewModelMapping.loadContent(key:load:placeholder:
// apply:)`, `Thumbnailer(cache:).texture(for:size:)`, `TextureCache(byteLimit:)`,
// `maximumConcurrentLoads`), which is not on main yet. Replace this file with the workload: a
// `GridViewManager` over the first N `*.jpg` of `photoGridFolder()` sorted by name, 160×160
// picture tiles with the file name, loads and cache as Baselines/c/photo_loader.c (at most
// max(2, cores) loads, 128 MiB cache), the window, scroll and keys of Baselines/c/photo_grid.c and
// photo_stats.c (Benchmarks/README.md, "Photo grid"). While this marker is in the file, run.py
// leaves the Swift implementation out of the photo-grid workloads (plan_photos.py).

/// The photos folder: $GTKLISTKIT_PHOTOS, else ~/.cache/gtklistkit/photos (scripts/make-photos.py).
func photoGridFolder() -> String {
  if let dir = ProcessInfo.processInfo.environment["GTKLISTKIT_PHOTOS"], !dir.isEmpty { return dir }
  let cache =
    ProcessInfo.processInfo.environment["XDG_CACHE_HOME"]
    ?? FileManager.default.homeDirectoryForCurrentUser.appendingPathComponent(".cache").path
  return cache + "/gtklistkit/photos"
}

extension Bench {
  /// photo-grid (2 screens a second), photo-grid-fast (8), photo-grid-fling (30): not written yet.
  func photoGrid(screensPerSecond: Double) {
    writeStderr("gtklistkit-bench: photo-grid is not written yet (PhotoGrid.swift, issue 44)\n")
    exit(2)
  }
}
