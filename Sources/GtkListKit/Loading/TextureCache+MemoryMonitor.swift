extension TextureCache {
  /// Trims this cache whenever GLib's `GMemoryMonitor` warns of low memory (GLib 2.64+): keeping
  /// half of ``byteLimit`` on a low warning, a quarter on a medium one, nothing on a critical one.
  /// Call it once, from the main thread (GLib emits the warning there); the cache is followed
  /// weakly, for as long as it lives. Where no memory monitor runs, nothing ever happens.
  @MainActor
  public func followMemoryMonitor() { MemoryMonitorLink.follow(self) }
}
