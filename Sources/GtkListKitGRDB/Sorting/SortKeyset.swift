// Built only with the GRDB trait (TraitCheck.swift says why).
#if GRDB
  import GRDB
  import ModelStorage

  /// The SQL of one sort order, `ORDER BY e1 [DESC], e2 ..., rowid`, and of the condition that
  /// places a row in it: the rows before a bound `(key values..., rowid)`.
  ///
  /// `rowid` always comes last and ascending, whatever the terms' directions: ties keep insertion
  /// order, the same in both directions, and a bound is one row of a total order.
  ///
  /// **NULL.** SQLite sorts `NULL` first ascending and last descending, but a comparison with
  /// `NULL` is unknown, so neither `COALESCE` nor a sentinel gives SQLite's own order for every
  /// type. The bound's values are known when the SQL is made, so each term's comparison is written
  /// for them: the condition is the chain `a < ? OR (a = ? AND (b < ? OR (b = ? AND rowid < ?)))`
  /// (reversed for descending terms), with `IS NULL` / `IS NOT NULL` where the bound is `NULL`.
  package struct SortKeyset: Equatable, Sendable {
    /// The terms, `rowid` not included.
    package let terms: [SQLSortTerm]
    /// The rows shown: those this predicate holds for (`nil`: every row).
    package let filter: FilterClause?

    /// The order of `terms`, then `rowid`, of the rows `filter` keeps.
    package init(terms: [SQLSortTerm], filter: FilterClause? = nil) {
      self.terms = terms
      self.filter = filter
    }

    /// Whole table in rowid order: no terms, no filter (the storage needs no rowid list then).
    package var isRowidOrder: Bool { terms.isEmpty && filter == nil }

    /// `WHERE (filter)` with a leading space, or nothing; and its arguments.
    package var whereClause: (sql: String, arguments: StatementArguments) {
      filter.map { (" WHERE (\($0.sql))", $0.arguments) } ?? ("", [])
    }

    /// Each term's expression as SQLite sorts it (with the natural collation when the term asks).
    private var expressions: [String] { terms.map(SQLNaturalCollation.sqliteExpression) }

    /// The terms' expressions, each parenthesised: a key `SELECT` list.
    package var keyColumns: String { expressions.map { "(\($0))" }.joined(separator: ", ") }

    /// The full `ORDER BY` list, `rowid` last.
    package var orderBy: String {
      (zip(expressions, terms).map { "(\($0))" + ($1.ascending ? "" : " DESC") } + ["rowid"]).joined(separator: ", ")
    }

    /// Rows strictly before `(key, rowid)` in this order: strictly after it in the reversed order.
    package func before(_ key: [DatabaseValue], rowid: Int64) -> (sql: String, arguments: StatementArguments) {
      chain(key, rowid: rowid, ascending: terms.map { !$0.ascending }, rowidOperator: "<")
    }

    /// The rows strictly before `(key, rowid)` as disjoint conditions whose counts add up to its
    /// position: a range on the first term, which an index on it serves (no unary plus), then its
    /// ties narrowed by the rest of the order. Counting by ``before(_:rowid:)`` scans the table.
    package func beforeParts(_ key: [DatabaseValue], rowid: Int64) -> [(sql: String, arguments: StatementArguments)] {
      guard let first = terms.first, let value = key.first else { return [before(key, rowid: rowid)] }
      let expression = "(\(expressions[0]))"
      let rest = SortKeyset(terms: Array(terms.dropFirst())).before(Array(key.dropFirst()), rowid: rowid)
      let ties = (sql: "\(expression) = ? AND \(rest.sql)", arguments: [value] + rest.arguments)
      let nullTies = (sql: "\(expression) IS NULL AND \(rest.sql)", arguments: rest.arguments)
      // SQLite sorts NULL first ascending, last descending.
      switch (first.ascending, value.isNull) {
      case (true, false): return [("\(expression) IS NULL", []), ("\(expression) < ?", [value]), ties]
      case (true, true): return [nullTies]
      case (false, false): return [("\(expression) > ?", [value]), ties]
      case (false, true): return [("\(expression) IS NOT NULL", []), nullTies]
      }
    }

    /// `after(term 0) OR (equal(term 0) AND (after(term 1) OR (... AND rowid op ?)))`.
    private func chain(
      _ key: [DatabaseValue], rowid: Int64, ascending: [Bool], rowidOperator: String
    ) -> (sql: String, arguments: StatementArguments) {
      var sql = "rowid \(rowidOperator) ?"
      var arguments: [DatabaseValue] = [rowid.databaseValue]
      for index in terms.indices.reversed() {
        // Unary plus: no index serves an OR of ranges in mixed directions, and SQLite's attempt
        // (one index range per OR term, then a sort of all they return) cost a million-row page
        // over a second against a tenth of one for a scan. A column keeps its collation under it.
        let expression = "+(\(expressions[index]))", value = key[index]
        let equal = value.isNull ? "\(expression) IS NULL" : "\(expression) = ?"
        let tail = "(\(equal) AND (\(sql)))"
        let tailArguments = (value.isNull ? [] : [value]) + arguments
        switch (ascending[index], value.isNull) {
        case (true, true):
          sql = "\(expression) IS NOT NULL OR \(tail)"
          arguments = tailArguments
        case (true, false):
          sql = "\(expression) > ? OR \(tail)"
          arguments = [value] + tailArguments
        case (false, true):
          // Nothing sorts after NULL descending: only equal keys go on to the next term.
          sql = tail
          arguments = tailArguments
        case (false, false):
          sql = "\(expression) < ? OR \(expression) IS NULL OR \(tail)"
          arguments = [value] + tailArguments
        }
      }
      return ("(\(sql))", StatementArguments(arguments))
    }
  }
#endif
