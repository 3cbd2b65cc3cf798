// Built only with the GRDB trait (TraitCheck.swift says why).
#if GRDB
  import GRDB

  /// Where one transaction's inserted and updated rows stand in a sort order, read off the main
  /// thread in the snapshot that transaction committed (a reader GRDB opens right at the commit:
  /// `spawnConcurrentRead`), so a later commit can never leak in: each placed row's position is
  /// the count of rows before its key, and the table's count says whether the order held in
  /// memory still matches.
  struct SortedPlacement: Sendable {
    /// The order the positions are in (a sort since then makes them useless).
    let keyset: SortKeyset
    /// By rowid, the rows before it in the order after the transaction (only rows the filter keeps).
    let positions: [Int64: Int]
    /// The table's rows after the transaction.
    let count: Int

    /// Reads the positions of `rowids` in `keyset` order; `nil` when one of them is gone (a
    /// later transaction of the same commit sequence cannot do that: the snapshot is the commit's).
    /// Under a filter, rows it does not keep get no position (they leave or stay out of the view).
    static func read(_ db: Database, table: String, keyset: SortKeyset, rowids: [Int64]) throws -> SortedPlacement? {
      let quoted = table.quotedDatabaseIdentifier
      if keyset.terms.contains(where: { $0.textOrder == .natural }) { SQLNaturalKey.register(in: db) }
      let filter = keyset.whereClause
      // Whether the filter keeps the row, then its key.
      let columns = [keyset.filter.map { "(\($0.sql)) IS TRUE" } ?? "1", keyset.keyColumns].filter { !$0.isEmpty }
      let keyRead = "SELECT \(columns.joined(separator: ", ")) FROM \(quoted) WHERE rowid = ?"
      let filterArguments = keyset.filter?.arguments ?? []
      // Rows before a key, among those the filter keeps.
      let kept = keyset.filter.map { "(\($0.sql)) AND " } ?? ""
      var positions: [Int64: Int] = [:]
      for rowid in rowids {
        guard let row = try Row.fetchOne(db, sql: keyRead, arguments: filterArguments + [rowid]) else { return nil }
        guard row[0] as Bool else { continue }
        var position = 0
        for part in keyset.beforeParts(Array(row.databaseValues.dropFirst()), rowid: rowid) {
          position +=
            try Int.fetchOne(
              db, sql: "SELECT count(*) FROM \(quoted) WHERE \(kept)\(part.sql)",
              arguments: filterArguments + part.arguments) ?? 0
        }
        positions[rowid] = position
      }
      let count =
        try Int.fetchOne(db, sql: "SELECT count(*) FROM \(quoted)\(filter.sql)", arguments: filter.arguments) ?? 0
      return SortedPlacement(keyset: keyset, positions: positions, count: count)
    }
  }
#endif
