extension ListManagerBase {
  /// How many `loadContent` loads run at once, off the main thread (default: the number of
  /// cores, at least 2). Waiting loads start as running ones end, visible cells first.
  public var maximumConcurrentLoads: Int {
    get { core.loader.maximumConcurrentLoads }
    set { core.loader.setMaximumConcurrentLoads(newValue) }
  }

  /// How many items past the visible ones, in the scroll direction, `prefetch` announces
  /// (default 24).
  public var prefetchDistance: Int {
    get { core.loader.prefetcher.distance }
    set { core.loader.prefetcher.distance = max(0, newValue) }
  }

  /// Counts of the content loads so far: requested, started, applied, cancelled...
  public var contentLoadStatistics: ContentLoadStatistics { core.loader.currentStatistics }
}
