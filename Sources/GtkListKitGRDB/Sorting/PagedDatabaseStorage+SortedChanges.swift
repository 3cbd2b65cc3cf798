// Built only with the GRDB trait (TraitCheck.swift says why).
#if GRDB
  import Foundation
  import GRDB
  import ModelStorage

  extension PagedDatabaseStorage {
    /// One committed transaction's net row changes under a sort, as one update: deleted rows
    /// leave their old positions (found by rowid), inserted and updated rows go where `placed`
    /// says (read off the main thread in the commit's snapshot: see ``SortedPlacement``); an
    /// updated row that left its place among the others moves. Without a placement (too many
    /// rows, a failed read, an order since changed) or when the order held is out of step with
    /// the table, the order is read again in the background instead.
    func applySorted(_ changes: [Int64: TableChangeObserver.Change], to sorted: SortedRowids, placed: SortedPlacement?)
    {
      if changes.contains(where: { $0.value != .delete }), placed?.keyset != sorted.keyset { return reload() }
      // Under a filter, what the rows do to the rows shown: a row that starts matching enters.
      let changes =
        sorted.keyset.filter == nil ? changes : Self.shownChanges(changes, shown: sorted.rowids, placed: placed)
      guard !changes.isEmpty else { return }
      let positions = placed?.positions ?? [:]
      let leaves = changes.contains { $0.value != .insert }
      // The rows staying put, and the old positions of the deleted and updated ones: one pass.
      var oldPosition: [Int64: Int] = [:]
      var frame = sorted.rowids
      if leaves {
        frame = []
        frame.reserveCapacity(sorted.count)
        for (position, rowid) in sorted.rowids.enumerated() {
          if let change = changes[rowid], change != .insert {
            if oldPosition.updateValue(position, forKey: rowid) != nil { return reload() }
          } else {
            frame.append(rowid)
          }
        }
      }
      // A deleted or updated row the order does not hold: out of step with the database.
      guard oldPosition.count == changes.count - changes.count(where: { $0.value == .insert }),
        let rowids = Self.merge(frame, placing: positions), placed.map({ rowids.count == $0.count }) ?? true
      else { return reload() }
      let old = sorted.rowids
      self.sorted?.rowids = rowids
      dropChangedPages(from: old, to: rowids, placed: positions.values)
      let update = Self.update(for: changes, oldPosition: oldPosition, newPosition: positions) {
        self.itemWithoutWaiting(at: $0)
      }
      if !update.isEmpty { delegate?.storageDidPerformUpdate(update) }
    }

    /// Drops the cached pages whose rowids changed from `old` to `new`, and those of `placed` positions.
    func dropChangedPages(from old: [Int64], to new: [Int64], placed: some Sequence<Int>) {
      func slice(_ page: Int, of count: Int) -> Range<Int> {
        min(page * pageSize, count)..<min((page + 1) * pageSize, count)
      }
      for page in cache.pageIndices where old[slice(page, of: old.count)] != new[slice(page, of: new.count)] {
        cache.remove(page)
      }
      for position in placed { cache.remove(position / pageSize) }
    }

    /// `frame` with each rowid of `positions` at its position; `nil` if the positions do not fit.
    nonisolated static func merge(_ frame: [Int64], placing positions: [Int64: Int]) -> [Int64]? {
      var result: [Int64] = []
      result.reserveCapacity(frame.count + positions.count)
      var next = 0
      for (rowid, position) in positions.sorted(by: { $0.value < $1.value }) {
        let take = position - result.count
        guard take >= 0, take <= frame.count - next else { return nil }
        result += frame[next..<next + take]
        next += take
        result.append(rowid)
      }
      result += frame[next...]
      return result
    }

    /// The batch update: deletes at old positions, inserts at new ones, updates rebound where they
    /// are and moved when their place among the rows that stay changed.
    nonisolated static func update(
      for changes: [Int64: TableChangeObserver.Change], oldPosition: [Int64: Int], newPosition: [Int64: Int],
      model: (Int) -> Any?
    ) -> StorageUpdate {
      var update = StorageUpdate()
      let leftAt = oldPosition.values.sorted(), placedAt = newPosition.values.sorted()
      // Rank among the rows that stay: old position minus the leaving rows before it, new position
      // minus the placed rows before it.
      func rank(_ position: Int, _ sortedPositions: [Int]) -> Int { position - lowerBound(sortedPositions, position) }
      var gaps: [Int: [(old: Int, new: Int)]] = [:]
      for (rowid, change) in changes {
        switch change {
        case .delete: update.itemChanges.append(.delete(IndexPath(item: oldPosition[rowid]!, section: 0)))
        case .insert: update.itemChanges.append(.insert(IndexPath(item: newPosition[rowid]!, section: 0)))
        case .update:
          let (old, new) = (oldPosition[rowid]!, newPosition[rowid]!)
          let path = IndexPath(item: new, section: 0)
          update.itemChanges.append(.update(path))
          update.addUpdatedModel(model(new), at: path)
          let gap = rank(old, leftAt)
          if gap == rank(new, placedAt) {
            gaps[gap, default: []].append((old, new))
          } else {
            update.itemChanges.append(.move(from: IndexPath(item: old, section: 0), to: path))
          }
        }
      }
      // Updated rows in the same gap between staying rows stay only if they kept their order.
      for rows in gaps.values where rows.count > 1 {
        let byOld = rows.sorted { $0.old < $1.old }
        guard !zip(byOld, byOld.dropFirst()).allSatisfy({ $0.new < $1.new }) else { continue }
        for row in rows {
          update.itemChanges.append(
            .move(from: IndexPath(item: row.old, section: 0), to: IndexPath(item: row.new, section: 0)))
        }
      }
      return update
    }

    /// How many of `sorted` are below `value`.
    private nonisolated static func lowerBound(_ sorted: [Int], _ value: Int) -> Int {
      var low = 0, high = sorted.count
      while low < high {
        let mid = (low + high) / 2
        if sorted[mid] < value { low = mid + 1 } else { high = mid }
      }
      return low
    }
  }
#endif
