/// Translates a ``StorageUpdate`` into GTK `items-changed` emissions that follow the GTK 4.8 rules
/// below (ARCHITECTURE.md, at the repository root, shows where the planner sits in an update):
///
/// - After any emission GTK rebinds every realized row from its position on, so scattered
///   changes are coalesced into at most `maxSplices` splices. The cut keeps the largest runs of
///   unchanged rows outside the splices, which minimises the total span width GTK must walk.
/// - A move is one splice over the moved range; the moved row is listed in ``ItemsChangedSplice/kept``
///   so the GTK side re-adds the same object and GtkSingleSelection keeps the selection.
/// - A replacement (a splice keeping nothing, removing and adding many rows) is sent as a removal
///   followed by an addition, because one `(p, N, N)` makes GTK call `get_item` 2N times.
///   ``fullReload(from:to:)`` is the extreme case: `(0, N, 0)` then `(0, 0, M)`.
///
/// Pure: the planner reads two layouts and an update and returns a value.
package enum ItemsChangedPlanner {
  /// A splice without kept rows that removes and adds at least this many rows in total is split
  /// into a removal and an addition.
  package static let replacementSplitThreshold = 256

  /// Plans the emissions for `update`, which turned `old` into `new`. An update that does not
  /// match the layouts falls back to ``fullReload(from:to:)`` (use ``checkedPlan(for:from:to:maxSplices:)``
  /// to learn why).
  package static func plan(for update: StorageUpdate, from old: FlatLayout, to new: FlatLayout, maxSplices: Int = 2)
    -> ItemsChangedPlan
  {
    do {
      return try checkedPlan(for: update, from: old, to: new, maxSplices: maxSplices)
    } catch {
      return fullReload(from: old, to: new)
    }
  }

  /// Like ``plan(for:from:to:maxSplices:)`` but throws ``ModelStorageAnomaly/invalidUpdate(_:)``
  /// (or a count mismatch) instead of falling back.
  package static func checkedPlan(
    for update: StorageUpdate, from old: FlatLayout, to new: FlatLayout, maxSplices: Int = 2
  ) throws(ModelStorageAnomaly) -> ItemsChangedPlan {
    let pairing = try FlatPairing(update: update, old: old, new: new)
    let removed = normalize(pairing.removed), added = normalize(pairing.added)
    let removedCount = removed.reduce(0) { $0 + $1.count }, addedCount = added.reduce(0) { $0 + $1.count }
    guard old.count - removedCount == new.count - addedCount else {
      throw .countMismatch(
        expected: old.count - removedCount, actual: new.count - addedCount, context: "stationary rows")
    }
    let gaps = makeGaps(removed: removed, added: added)
    // Which gap each moved row leaves and enters.
    var moveGaps = [(from: Int, to: Int)]()
    moveGaps.reserveCapacity(pairing.moved.count)
    for move in pairing.moved {
      guard let from = gapIndex(gaps, containingOld: move.old), let to = gapIndex(gaps, containingNew: move.new) else {
        throw .invalidUpdate("moved row \(move.old)->\(move.new) is not both removed and added")
      }
      moveGaps.append((from, to))
    }
    let clusters = coalesce(cluster(gaps, moves: moveGaps), gaps: gaps, maxSplices: max(1, maxSplices))
    let splices = emit(clusters, gaps: gaps, moved: pairing.moved, moveGaps: moveGaps)

    // Updated rows that were freshly added are bound anyway; the others rebind in place.
    let movedTargets = Set(pairing.moved.map(\.new))
    var rebinds = pairing.updated.filter { movedTargets.contains($0) || !contains(added, $0) }
    rebinds.sort()
    var unique = [Int]()
    unique.reserveCapacity(rebinds.count)
    for position in rebinds where unique.last != position { unique.append(position) }
    return ItemsChangedPlan(splices: splices, rebinds: unique)
  }

  /// `(0, oldCount, 0)` then `(0, 0, newCount)`, skipping an empty half.
  package static func fullReload(from old: FlatLayout, to new: FlatLayout) -> ItemsChangedPlan {
    var splices = [ItemsChangedSplice]()
    if old.count > 0 { splices.append(ItemsChangedSplice(position: 0, removed: old.count, added: 0)) }
    if new.count > 0 { splices.append(ItemsChangedSplice(position: 0, removed: 0, added: new.count)) }
    return ItemsChangedPlan(splices: splices)
  }

  // MARK: - Steps

  /// A maximal run of non-stationary rows between two stationary ones. `rank` is the number of
  /// stationary rows before it (the same in old and new coordinates).
  struct Gap {
    var rank: Int
    var oldStart: Int
    var removed: Int
    var newStart: Int
    var added: Int
  }

  static func normalize(_ ranges: [Range<Int>]) -> [Range<Int>] {
    let sorted = ranges.filter { !$0.isEmpty }.sorted { $0.lowerBound < $1.lowerBound }
    var result = [Range<Int>]()
    for range in sorted {
      if let last = result.last, range.lowerBound <= last.upperBound {
        result[result.count - 1] = last.lowerBound..<max(last.upperBound, range.upperBound)
      } else {
        result.append(range)
      }
    }
    return result
  }

  static func makeGaps(removed: [Range<Int>], added: [Range<Int>]) -> [Gap] {
    var gaps = [Gap]()
    var r = 0, a = 0, removedBefore = 0, addedBefore = 0
    while r < removed.count || a < added.count {
      let removedRank = r < removed.count ? removed[r].lowerBound - removedBefore : Int.max
      let addedRank = a < added.count ? added[a].lowerBound - addedBefore : Int.max
      let rank = min(removedRank, addedRank)
      var gap = Gap(rank: rank, oldStart: rank + removedBefore, removed: 0, newStart: rank + addedBefore, added: 0)
      if removedRank == rank { gap.removed = removed[r].count; removedBefore += gap.removed; r += 1 }
      if addedRank == rank { gap.added = added[a].count; addedBefore += gap.added; a += 1 }
      gaps.append(gap)
    }
    return gaps
  }

  static func gapIndex(_ gaps: [Gap], containingOld position: Int) -> Int? {
    let index = lastIndex(gaps) { $0.oldStart <= position }
    guard let index, position < gaps[index].oldStart + gaps[index].removed else { return nil }
    return index
  }

  static func gapIndex(_ gaps: [Gap], containingNew position: Int) -> Int? {
    let index = lastIndex(gaps) { $0.newStart <= position }
    guard let index, position < gaps[index].newStart + gaps[index].added else { return nil }
    return index
  }

  /// Last index whose gap satisfies a predicate that holds for a prefix of `gaps`.
  private static func lastIndex(_ gaps: [Gap], where isBefore: (Gap) -> Bool) -> Int? {
    var low = 0, high = gaps.count
    while low < high {
      let mid = (low + high) / 2
      if isBefore(gaps[mid]) { low = mid + 1 } else { high = mid }
    }
    return low == 0 ? nil : low - 1
  }

  /// Groups gaps into the smallest runs that contain both ends of every move.
  static func cluster(_ gaps: [Gap], moves: [(from: Int, to: Int)]) -> [ClosedRange<Int>] {
    guard !gaps.isEmpty else { return [] }
    var reach = Array(gaps.indices)
    for move in moves {
      let low = min(move.from, move.to), high = max(move.from, move.to)
      reach[low] = max(reach[low], high)
    }
    var clusters = [ClosedRange<Int>]()
    var start = 0, end = reach[0]
    for index in 1..<gaps.count {
      if index <= end {
        end = max(end, reach[index])
      } else {
        clusters.append(start...end)
        start = index
        end = reach[index]
      }
    }
    clusters.append(start...end)
    return clusters
  }

  /// Merges clusters until at most `maxSplices` remain, keeping the widest stationary separators.
  static func coalesce(_ clusters: [ClosedRange<Int>], gaps: [Gap], maxSplices: Int) -> [ClosedRange<Int>] {
    guard clusters.count > maxSplices else { return clusters }
    let separators = (0..<clusters.count - 1).map {
      gaps[clusters[$0 + 1].lowerBound].rank - gaps[clusters[$0].upperBound].rank
    }
    let cuts = Set(separators.indices.sorted { (separators[$0], $1) > (separators[$1], $0) }.prefix(maxSplices - 1))
    var result = [ClosedRange<Int>]()
    var start = clusters[0].lowerBound
    for index in clusters.indices {
      if index == clusters.count - 1 || cuts.contains(index) {
        result.append(start...clusters[index].upperBound)
        if index + 1 < clusters.count { start = clusters[index + 1].lowerBound }
      }
    }
    return result
  }

  static func emit(
    _ clusters: [ClosedRange<Int>], gaps: [Gap], moved: [(old: Int, new: Int)], moveGaps: [(from: Int, to: Int)]
  ) -> [ItemsChangedSplice] {
    // Moves sorted by the gap they leave, so each cluster takes a contiguous slice.
    let moveOrder = moveGaps.indices.sorted { moveGaps[$0].from < moveGaps[$1].from }
    var nextMove = 0
    var splices = [ItemsChangedSplice]()
    for cluster in clusters {
      let first = gaps[cluster.lowerBound], last = gaps[cluster.upperBound]
      let oldStart = first.oldStart, position = first.newStart
      let removed = last.oldStart + last.removed - oldStart
      let added = last.newStart + last.added - position
      var kept = [ItemsChangedSplice.Kept]()
      // Stationary rows swallowed by the coalesced span.
      for index in cluster.dropLast() {
        let gap = gaps[index], stationary = gaps[index + 1].rank - gap.rank
        let oldEnd = gap.oldStart + gap.removed, newEnd = gap.newStart + gap.added
        for offset in 0..<stationary {
          kept.append(.init(old: position + oldEnd + offset - oldStart, new: newEnd + offset))
        }
      }
      while nextMove < moveOrder.count, moveGaps[moveOrder[nextMove]].from <= cluster.upperBound {
        let move = moved[moveOrder[nextMove]]
        kept.append(.init(old: position + move.old - oldStart, new: move.new))
        nextMove += 1
      }
      kept.sort { $0.new < $1.new }
      if kept.isEmpty, removed > 0, added > 0, removed + added >= replacementSplitThreshold {
        splices.append(ItemsChangedSplice(position: position, removed: removed, added: 0))
        splices.append(ItemsChangedSplice(position: position, removed: 0, added: added))
      } else {
        splices.append(ItemsChangedSplice(position: position, removed: removed, added: added, kept: kept))
      }
    }
    return splices
  }

  private static func contains(_ sortedRanges: [Range<Int>], _ position: Int) -> Bool {
    var low = 0, high = sortedRanges.count
    while low < high {
      let mid = (low + high) / 2
      if sortedRanges[mid].upperBound <= position { low = mid + 1 } else { high = mid }
    }
    return low < sortedRanges.count && sortedRanges[low].contains(position)
  }
}
