// Built only with the GRDB trait (TraitCheck.swift says why).
#if GRDB
  import GRDB

  /// A page of a sorted order is read by its rowids: the storage holds the whole order, so a page
  /// is the rows at its positions, found by one b-tree search each (`WHERE rowid IN (...)`). That
  /// costs the same in both directions, with ties, and for any expression, indexed or not; a
  /// keyset query from the page's first key needs an index on the terms to be fast, and none
  /// serves a descending or mixed order's `OR` chain (a scan: a tenth of a second a page on a
  /// million rows).
  extension PagedDatabaseStorage {
    /// The rows of `rowids`, in that order; a rowid no longer in the table is left out (its
    /// transaction is on its way and places the rows again).
    nonisolated static func readPage(_ db: Database, table quoted: String, rowids: ArraySlice<Int64>) throws -> Page {
      guard !rowids.isEmpty else { return Page(rowids: [], records: []) }
      let marks = Array(repeating: "?", count: rowids.count).joined(separator: ",")
      let sql = "SELECT rowid AS \"gtklistkit_rowid\", * FROM \(quoted) WHERE rowid IN (\(marks))"
      let read = try readPage(db, sql: sql, arguments: StatementArguments(Array(rowids)))
      var slot: [Int64: Int] = [:]
      slot.reserveCapacity(read.rowids.count)
      for (index, rowid) in read.rowids.enumerated() { slot[rowid] = index }
      var page = Page(rowids: [], records: [])
      page.rowids.reserveCapacity(read.rowids.count)
      page.records.reserveCapacity(read.rowids.count)
      for rowid in rowids {
        guard let index = slot[rowid] else { continue }
        page.rowids.append(rowid)
        page.records.append(read.records[index])
      }
      return page
    }
  }
#endif
