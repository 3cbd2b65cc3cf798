extension TreeListManager {
  /// How many `loadContent` loads run at once (see ``ListBaseManager/maximumConcurrentLoads``).
  public var maximumConcurrentLoads: Int {
    get { core.loader.maximumConcurrentLoads }
    set { core.loader.setMaximumConcurrentLoads(newValue) }
  }

  /// How many rows past the visible ones `prefetch` announces (see ``ListBaseManager/prefetchDistance``).
  public var prefetchDistance: Int {
    get { core.loader.prefetcher.distance }
    set { core.loader.prefetcher.distance = max(0, newValue) }
  }

  /// Counts of the content loads so far (see ``ListBaseManager/contentLoadStatistics``).
  public var contentLoadStatistics: ContentLoadStatistics { core.loader.currentStatistics }
}
