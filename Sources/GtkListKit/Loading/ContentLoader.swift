import Foundation

/// Loads the content of a manager's cells off the main thread (`loadContent` of its mappings)
/// and tells its mappings which items are about to be shown (`prefetch`).
///
/// A cell bound to content it does not show yet asks for it: its mapping's placeholder shows,
/// a request waits for a turn, runs off the main thread, and its value is applied on the main
/// loop to the cells that still want that key, never to a cell that moved on. A cell that is
/// unbound or recycled lets go of its request; a request nobody wants by the next main-loop
/// turn is dropped or cancelled (GTK 4.8 unbinds and binds every realized row after each
/// `items-changed`, mostly to the same items: they keep their loads). Which waiting request
/// runs next follows the view: visible cells first, then the scroll direction, re-ordered when
/// the main loop is idle (see `ContentLoader+Scheduling.swift`).
@MainActor
final class ContentLoader {
  /// One cell the loader knows: what it shows and which content it has or waits for.
  struct Entry {
    weak var slot: CellSlot?
    var model: Any
    /// The item's place in the layout (item, section), for prefetching; `nil` for a header or footer.
    var place: IndexPath?
    /// Per `loadContent` registration of the cell's mapping: the key it shows or waits for.
    var keys: [ContentRequestKey?]
    /// Per registration: whether the value for `keys[i]` is applied.
    var shown: [Bool]
    /// Whether the cell is bound (an unbound cell keeps what it shows, and waits for nothing).
    var bound: Bool
  }

  let host: ListBaseView
  var entries: [ObjectIdentifier: Entry] = [:]
  var requests: [ContentRequestKey: ContentRequest] = [:]
  /// Requests that lost their last cell, checked at the next main-loop turn.
  var orphans: Set<ContentRequestKey> = []
  var serial = 0
  var runningCount = 0
  /// The waiting requests in the order the last prioritizing sorted them, and the next to try.
  var queue: [ContentRequest] = []
  var queueHead = 0
  /// Requests made since the last prioritizing, in bind order.
  var fresh: [ContentRequest] = []
  var freshHead = 0
  var maximumConcurrentLoads = max(2, ProcessInfo.processInfo.activeProcessorCount)
  var statistics = ContentLoadStatistics()
  var flushScheduled = false
  var prioritizeScheduled = false
  let prefetcher: PrefetchTracker
  /// Whether a mapping loads content or prefetches: until then binds cost nothing here.
  private(set) var isActive = false

  init(host: ListBaseView, source: ContentSource) {
    self.host = host
    prefetcher = PrefetchTracker(source: source)
  }

  /// Turns the loader on (a mapping registered a load or a prefetch event) and follows scrolling.
  func activate() {
    guard !isActive else { return }
    isActive = true
    host.onVerticalScroll { [weak self] in self?.schedulePrioritize() }
  }

  /// `slot` now shows `content`: asks for the content it does not show yet.
  func bind(_ slot: CellSlot, content: ContentSource.Content) {
    let model = content.model
    let place = content.kind == .cell ? IndexPath(item: content.item, section: content.section) : nil
    let loads = slot.mapping.contentLoads
    let id = ObjectIdentifier(slot)
    // An entry of a cell that died is not this cell's, even at the same address.
    if let known = entries[id], known.slot !== slot { entries[id] = nil }
    var entry =
      entries[id]
      ?? Entry(
        slot: slot, model: model, place: place, keys: Array(repeating: nil, count: loads.count),
        shown: Array(repeating: false, count: loads.count), bound: false)
    entry.model = model
    entry.place = place
    entry.bound = true
    var wanted: [(ContentRequestKey, any AnyContentLoad)] = []
    for (index, load) in loads.enumerated() {
      let key = load.key(for: model).map { ContentRequestKey(load: ObjectIdentifier(load), key: $0) }
      if key == entry.keys[index] {
        if let key, !entry.shown[index] { wanted.append((key, load)) }
        continue
      }
      if let old = entry.keys[index] { unsubscribe(id, from: old) }
      entry.keys[index] = key
      entry.shown[index] = false
      guard let key else {
        load.showPlaceholder(in: slot.cell, model: model)
        continue
      }
      if let value = load.cachedValue(for: key.key) {
        statistics.cacheHits += 1
        entry.shown[index] = true
        load.apply(value, to: slot.cell, model: model)
      } else {
        load.showPlaceholder(in: slot.cell, model: model)
        wanted.append((key, load))
      }
    }
    entries[id] = entry
    // After the entry is stored: a finished request applies its value to it at once.
    for (key, load) in wanted { subscribe(id, to: key, load: load) }
    schedulePrioritize()
    if !wanted.isEmpty { startWaiting() }
  }

  /// `slot` was unbound or went back to its pool: it waits for nothing any more (what it shows
  /// stays until it is bound again).
  func release(_ slot: CellSlot) {
    let id = ObjectIdentifier(slot)
    guard var entry = entries[id] else { return }
    entry.bound = false
    for (index, key) in entry.keys.enumerated() where !entry.shown[index] {
      if let key { unsubscribe(id, from: key) }
    }
    // An entry that waits for nothing and shows nothing loaded is forgotten.
    if entry.shown.allSatisfy({ !$0 }) { entries[id] = nil } else { entries[id] = entry }
  }

  private func subscribe(_ id: ObjectIdentifier, to key: ContentRequestKey, load: any AnyContentLoad) {
    if let request = requests[key] {
      // A waiting request taken back after it lost its cells may be behind the queue's head:
      // it goes with the fresh ones, so a free slot starts it without waiting for idle.
      if request.cells.isEmpty, request.isWaiting { fresh.append(request) }
      request.cells.insert(id)
      orphans.remove(key)
      if case .finished(let value) = request.state {
        deliver(value, of: request)
        requests[key] = nil
      }
      return
    }
    serial += 1
    statistics.requested += 1
    let request = ContentRequest(key: key, load: load, serial: serial)
    request.cells.insert(id)
    requests[key] = request
    fresh.append(request)
  }

  private func unsubscribe(_ id: ObjectIdentifier, from key: ContentRequestKey) {
    guard let request = requests[key], request.cells.remove(id) != nil, request.cells.isEmpty else { return }
    orphans.insert(key)
    scheduleFlush()
  }

  /// Checks the orphaned requests on the next main-loop turn (a row may take its item back).
  func scheduleFlush() {
    guard !flushScheduled else { return }
    flushScheduled = true
    MainLoop.after(milliseconds: 0) { [weak self] in self?.flushOrphans() }
  }

  /// Drops or cancels the requests no cell took back since they lost their last one.
  func flushOrphans() {
    flushScheduled = false
    let started = ContinuousClock.now
    for key in orphans {
      guard let request = requests[key], request.cells.isEmpty else { continue }
      requests[key] = nil
      switch request.state {
      case .waiting: statistics.cancelledWaiting += 1
      case .running(let task):
        task.cancel()
        statistics.cancelledRunning += 1
      case .finished: statistics.discarded += 1
      }
    }
    orphans = []
    entries = entries.filter { $0.value.slot != nil }
    account(since: started)
    startWaiting()
  }

  /// Applies `value` to every cell that still wants `request`'s key.
  func deliver(_ value: any Sendable, of request: ContentRequest) {
    for id in request.cells {
      guard var entry = entries[id], let slot = entry.slot,
        let index = entry.keys.firstIndex(where: { $0 == request.key }), !entry.shown[index]
      else { continue }
      entry.shown[index] = true
      entries[id] = entry
      statistics.applied += 1
      request.load.apply(value, to: slot.cell, model: entry.model)
    }
    request.cells = []
  }

  func account(since start: ContinuousClock.Instant) {
    let elapsed = ContinuousClock.now - start
    statistics.mainThreadNanoseconds +=
      UInt64(elapsed.components.seconds) * 1_000_000_000
      + UInt64(elapsed.components.attoseconds / 1_000_000_000)
  }
}
