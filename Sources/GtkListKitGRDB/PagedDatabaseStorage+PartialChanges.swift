// Built only with the GRDB trait (TraitCheck.swift says why).
#if GRDB
  import Foundation
  import GRDB
  import ModelStorage

  extension PagedDatabaseStorage {
    /// One committed transaction under a sort read only up to its cut. The rows read take it
    /// exactly, as in ``applySorted(_:to:)``: a row that crossed the cut left them or entered them.
    /// The rows past the cut were never shown (asking for one reads it first), so the view learns
    /// only how many they are now: inserts or deletes at the end. Reading the rest first would not
    /// do: the database already holds the change, and a deleted row's key is gone.
    func applyPartial(_ changes: [Int64: TableChangeObserver.Change], to sorted: SortedRowids) {
      let placed = changes.filter { $0.value != .delete }.map(\.key)
      guard let cut = sorted.cut, placed.count <= Self.sortedChangesLimit else { return reload() }
      var oldPosition: [Int64: Int] = [:]
      var frame: [Int64] = []
      frame.reserveCapacity(sorted.rowids.count)
      for (position, rowid) in sorted.rowids.enumerated() {
        guard let change = changes[rowid] else {
          frame.append(rowid)
          continue
        }
        // An inserted row read already, or a row twice: the rows were read after this commit.
        guard change != .insert, oldPosition.updateValue(position, forKey: rowid) == nil else { return reload() }
      }
      let quoted = table.quotedDatabaseIdentifier, keyset = sorted.keyset
      let pastCut = keyset.after(cut.key, rowid: cut.rowid, inclusive: false)
      let read = try? writer.read { db -> (positions: [Int64: Int], count: Int)? in
        var positions: [Int64: Int] = [:]
        for rowid in placed {
          guard let key = try Self.key(of: rowid, in: db, table: quoted, keyset: keyset) else { return nil }
          let past = try Bool.fetchOne(
            db, sql: "SELECT \(pastCut.sql) FROM \(quoted) WHERE rowid = ?", arguments: pastCut.arguments + [rowid])
          if past ?? true { continue }
          let before = keyset.before(key, rowid: rowid)
          positions[rowid] = try Int.fetchOne(
            db, sql: "SELECT count(*) FROM \(quoted) WHERE \(before.sql)", arguments: before.arguments)
        }
        return (positions, try Int.fetchOne(db, sql: "SELECT count(*) FROM \(quoted)") ?? 0)
      }
      guard let read = read ?? nil, let rowids = Self.merge(frame, placing: read.positions) else { return reload() }
      let oldRest = sorted.count - sorted.rowids.count, newRest = read.count - rowids.count
      guard oldRest >= 0, newRest >= 0 else { return reload() }
      // Each change as the rows read see it.
      var seen: [Int64: TableChangeObserver.Change] = [:]
      for rowid in changes.keys {
        switch (oldPosition[rowid] != nil, read.positions[rowid] != nil) {
        case (true, true): seen[rowid] = .update
        case (true, false): seen[rowid] = .delete
        case (false, true): seen[rowid] = .insert
        case (false, false): break
        }
      }
      let old = sorted.rowids
      self.sorted?.rowids = rowids
      self.sorted?.count = read.count
      dropChangedPages(from: old, to: rowids, placed: read.positions.values)
      var update = Self.update(for: seen, oldPosition: oldPosition, newPosition: read.positions) { self.record(at: $0) }
      for offset in min(oldRest, newRest)..<max(oldRest, newRest) {
        update.itemChanges.append(
          newRest > oldRest
            ? .insert(IndexPath(item: rowids.count + offset, section: 0))
            : .delete(IndexPath(item: old.count + offset, section: 0)))
      }
      if !update.isEmpty { delegate?.storageDidPerformUpdate(update) }
    }
  }
#endif
