/// A batch of changed keys applied to rows in ascending key order: which leave, which arrive,
/// which stay and changed. In key order a changed row keeps its place, so the view's change is
/// found by halves (O(k log n)) and the new keys are copied in runs, with no diff of the whole
/// list (a live change to a million rows costs copying 8 MB, not comparing a million pairs).
package struct KeyOrderBatch: Sendable {
  /// The keys after the batch, ascending.
  package let keys: [Int64]
  /// Deletes at old positions, inserts at new ones, updates at new ones (no moves).
  package let diff: DiffResult

  /// `old` (ascending) after the keys `changed`: those in `present` (the table still holds them
  /// and the filter keeps them) stay or arrive, the others leave.
  package init(old: [Int64], changed: Set<Int64>, present: Set<Int64>) {
    var leaving: [Int] = [], arriving: [Int64] = [], staying: [Int64] = []
    for key in changed {
      let position = lowerBound(old, key)
      let held = position < old.count && old[position] == key
      switch (held, present.contains(key)) {
      case (true, true): staying.append(key)
      case (true, false): leaving.append(position)
      case (false, true): arriving.append(key)
      case (false, false): break
      }
    }
    leaving.sort()
    arriving.sort()
    var kept: [Int64] = []
    kept.reserveCapacity(old.count - leaving.count)
    var start = 0
    for position in leaving {
      kept.append(contentsOf: old[start..<position])
      start = position + 1
    }
    kept.append(contentsOf: old[start...])
    var new: [Int64] = []
    new.reserveCapacity(kept.count + arriving.count)
    start = 0
    for key in arriving {
      let position = lowerBound(kept, key)
      new.append(contentsOf: kept[start..<position])
      new.append(key)
      start = position
    }
    new.append(contentsOf: kept[start...])
    keys = new
    diff = DiffResult(
      deletes: leaving, inserts: arriving.map { lowerBound(new, $0) },
      updates: staying.map { lowerBound(new, $0) }.sorted())
  }
}
