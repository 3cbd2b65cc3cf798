// Built only with the Postgres trait (TraitCheck.swift says why).
#if Postgres
  import Logging
  import ModelStorage
  import PostgresNIO

  /// The PostgreSQL collation behind `TextOrder.natural`: ICU's root locale with numeric
  /// ordering (`und-u-kn-true`): digit runs compare by value, letters by ICU's rules (case only
  /// breaks ties), so "song 2" sorts before "Song 10", as GTK's file chooser orders names.
  ///
  /// Run ``install(server:)`` once, as ``PostgresChangeLog/install(on:key:server:)``; a
  /// ``PostgresStorage`` then sorts natural text terms through it. On a server built without ICU
  /// (or before the install), natural terms sort by the column's own collation and the storage
  /// reports ``PostgresStorageAnomaly/naturalOrderUnavailable(_:)`` once.
  public enum PostgresNaturalCollation {
    /// The collation's name (in the schema the install's `search_path` names first).
    public static let name = "gtklistkit_natural"

    /// Creates the collation unless it exists. Idempotent.
    /// - Returns: `false` when the server has no ICU (nothing is created).
    /// - Throws: the server's error (no right to create in the schema, say).
    @discardableResult
    public static func install(server: PostgresServer) async throws -> Bool {
      let logger = PostgresChangeLog.logger
      return try await server.withConnection { connection in
        let icu = "SELECT EXISTS (SELECT 1 FROM pg_collation WHERE collprovider = 'i')"
        var hasICU = false
        for try await value in try await connection.query(PostgresQuery(unsafeSQL: icu), logger: logger)
          .decode(Bool.self)
        {
          hasICU = value
        }
        guard hasICU else { return false }
        let create = "CREATE COLLATION IF NOT EXISTS \(name) (provider = icu, locale = 'und-u-kn-true')"
        try await connection.query(PostgresQuery(unsafeSQL: create), logger: logger)
        return true
      }
    }

    /// `ORDER BY` of `terms`, then `key`; the terms at `natural` through the collation.
    static func orderBy(_ terms: [SQLSortTerm], key: String, natural: Set<Int> = []) -> String {
      let parts = terms.enumerated().map { index, term in
        let expression = natural.contains(index) ? "(\(term.expression)) COLLATE \(name)" : term.expression
        return "\(expression) \(term.ascending ? "ASC" : "DESC")"
      }
      return (parts + [key]).joined(separator: ", ")
    }

    /// The terms that sort through the collation, read in the order's snapshot: natural ones
    /// whose values are of a collatable type (text, not numbers), when the collation exists;
    /// `nil` when a natural term found it missing.
    static func naturalTerms(
      _ terms: [SQLSortTerm], table: String, _ connection: PostgresConnection
    ) async throws -> Set<Int>? {
      let asked = terms.indices.filter { terms[$0].textOrder == .natural }
      guard !asked.isEmpty else { return [] }
      let logger = PostgresChangeLog.logger
      let exists =
        "SELECT EXISTS (SELECT 1 FROM pg_collation WHERE collname = '\(name)' AND pg_collation_is_visible(oid))"
      var found = false
      for try await value in try await connection.query(PostgresQuery(unsafeSQL: exists), logger: logger)
        .decode(Bool.self)
      {
        found = value
      }
      guard found else { return nil }
      var natural = Set<Int>()
      for index in asked {
        let sql =
          "SELECT (SELECT typcollation <> 0 FROM pg_type WHERE oid = pg_typeof((\(terms[index].expression)))) FROM \(table) LIMIT 1"
        for try await value in try await connection.query(PostgresQuery(unsafeSQL: sql), logger: logger)
          .decode(Bool?.self) where value == true
        {
          natural.insert(index)
        }
      }
      return natural
    }
  }
#endif
