import Foundation

extension ContentLoader {
  /// Re-orders the waiting requests and starts what may run, once the main loop is idle:
  /// after the binds of a frame and GTK's layout of them (a cell's place is known only then),
  /// and not on every scroll step (see ``prioritize()``).
  func schedulePrioritize() {
    guard !prioritizeScheduled else { return }
    prioritizeScheduled = true
    MainLoop.whenIdle { [weak self] in self?.prioritize() }
  }

  /// Gives every waiting request the priority of its best-placed cell: visible cells first,
  /// then cells ahead in the scroll direction by distance, then those behind, then cells not
  /// laid out. Then starts the best ones, and tells the prefetcher where the view is.
  func prioritize() {
    prioritizeScheduled = false
    let started = ContinuousClock.now
    let value = host.scrollValue
    prefetcher.noteScroll(to: value)
    let forward = prefetcher.scrollsForward
    // Each cell's place costs a `gtk_widget_compute_bounds`: only the cells that wait for a
    // load are placed, and every bound cell only when a mapping prefetches.
    var offsets: [ObjectIdentifier: Double] = [:]
    func offset(of id: ObjectIdentifier) -> Double? {
      if let known = offsets[id] { return known }
      guard let entry = entries[id], entry.bound, let slot = entry.slot else { return nil }
      let offset = host.viewportOffset(of: slot.widget)
      offsets[id] = offset
      return offset
    }
    var waiting: [ContentRequest] = []
    for request in requests.values where request.isWaiting && !request.cells.isEmpty {
      request.priority = request.cells.reduce(Double.infinity) { best, id in
        guard let offset = offset(of: id) else { return best }
        return min(best, Self.priority(offset: offset, forward: forward))
      }
      waiting.append(request)
    }
    queue = waiting.sorted { ($0.priority, $0.serial) < ($1.priority, $1.serial) }
    queueHead = 0
    fresh = []
    freshHead = 0
    if prefetcher.isEnabled {
      var visible: [IndexPath] = []
      for (id, entry) in entries where entry.bound {
        if let place = entry.place, offset(of: id) == 0 { visible.append(place) }
      }
      prefetcher.update(visible: visible)
    }
    account(since: started)
    startWaiting()
  }

  /// 0 for a visible cell; ahead of the scroll by distance; behind it after everything ahead.
  static func priority(offset: Double, forward: Bool) -> Double {
    if offset == 0 { return 0 }
    let ahead = forward ? offset > 0 : offset < 0
    return ahead ? abs(offset) : 1e7 + abs(offset)
  }

  /// Changes the limit (at least 1); more may start at once.
  func setMaximumConcurrentLoads(_ limit: Int) {
    maximumConcurrentLoads = max(1, limit)
    startWaiting()
  }

  /// Starts waiting requests while fewer than the limit run: best first in the order the last
  /// ``prioritize()`` sorted (a finished load starts the next without sorting again), then the
  /// requests made since, in bind order (GTK binds from the visible rows outwards), so a free
  /// slot never waits for the main loop to be idle.
  func startWaiting() {
    while runningCount < maximumConcurrentLoads, queueHead < queue.count {
      let request = queue[queueHead]
      queueHead += 1
      if isStartable(request) { start(request) }
    }
    while runningCount < maximumConcurrentLoads, freshHead < fresh.count {
      let request = fresh[freshHead]
      freshHead += 1
      if isStartable(request) { start(request) }
    }
  }

  private func isStartable(_ request: ContentRequest) -> Bool {
    request.isWaiting && !request.cells.isEmpty && requests[request.key] === request
  }

  private func start(_ request: ContentRequest) {
    runningCount += 1
    statistics.started += 1
    let work = request.load.work(for: request.key.key)
    // Off the main thread: a detached task, cancelled when its cells let go. Its outcome comes
    // back on GTK's main loop (MainLoop.post), which every GTK app runs.
    let task = Task.detached(priority: .userInitiated) { [weak self] in
      let outcome: Result<any Sendable, any Error>
      do { outcome = .success(try await work()) } catch { outcome = .failure(error) }
      MainLoop.post { [weak self] in self?.finish(request, with: outcome) }
    }
    request.state = .running(task)
  }

  /// A load ended (done, failed or cancelled): its value goes to the cells still waiting.
  func finish(_ finished: ContentRequest, with outcome: Result<any Sendable, any Error>) {
    let key = finished.key
    let started = ContinuousClock.now
    runningCount -= 1
    defer {
      account(since: started)
      startWaiting()
    }
    // Dropped meanwhile (cancelled), or replaced by a newer request for the same key.
    guard let request = requests[key], request === finished, case .running = request.state else { return }
    switch outcome {
    case .success(let value):
      guard !request.cells.isEmpty else {
        request.state = .finished(value)
        orphans.insert(key)
        scheduleFlush()
        return
      }
      deliver(value, of: request)
      requests[key] = nil
    case .failure(let error):
      requests[key] = nil
      statistics.failed += 1
      for id in request.cells {
        guard let entry = entries[id], let slot = entry.slot, entry.keys.contains(key) else { continue }
        request.load.fail(error, in: slot.cell, model: entry.model)
      }
    }
  }

  /// The statistics with the current counts of running and waiting loads.
  var currentStatistics: ContentLoadStatistics {
    var current = statistics
    current.running = runningCount
    current.waiting = requests.values.filter(\.isWaiting).count
    return current
  }
}
