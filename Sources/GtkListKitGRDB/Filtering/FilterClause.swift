// Built only with the GRDB trait (TraitCheck.swift says why).
#if GRDB
  import GRDB

  /// A filter's SQL as SQLite reads it: GRDB's `SQL` rendered on a reader (an `SQLExpression` needs a
  /// database to become text), its values kept apart as arguments. Comparable, so an order read with
  /// one filter is told apart from one read with another.
  package struct FilterClause: Equatable, Sendable {
    /// The predicate, parenthesised by the queries that use it.
    package let sql: String
    /// Its values (`?` placeholders: named ones cannot mix with the storage's own).
    package let arguments: StatementArguments

    /// Renders `predicate` for `db`.
    /// - Throws: GRDB's error for SQL it cannot build.
    package init(_ predicate: SQL, in db: Database) throws {
      (sql, arguments) = try predicate.build(db)
    }
  }
#endif
