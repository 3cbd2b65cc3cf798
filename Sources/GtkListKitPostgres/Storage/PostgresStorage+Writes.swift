// Built only with the Postgres trait (TraitCheck.swift says why).
#if Postgres
  import Foundation
  import PostgresNIO

  /// Writes from the list go to the server in one transaction. The list changes when the server
  /// says so (the change log, read right after the commit), so it never shows what the server
  /// did not take: a failure or conflict rolls back, is reported, and the rows stay as stored.
  extension PostgresStorage {
    /// Runs `body` in a transaction on a connection of the pool, then reads the changes. Returns
    /// whether it committed; a failure is reported as ``PostgresStorageAnomaly/writeFailed(_:)``.
    @discardableResult
    public func write(_ body: @escaping @Sendable (PostgresConnection) async throws -> Void) async -> Bool {
      let client = client
      let result: Result<Void, any Error> = await Task.detached {
        do {
          try await client.withTransaction(logger: PostgresChangeLog.logger) { try await body($0) }
          return .success(())
        } catch {
          return .failure(error)
        }
      }.value
      work.changes = true
      wake.yield()
      if case .failure(let error) = result {
        anomalyHandler.reportAnomaly(.writeFailed(Self.describe(error)))
        return false
      }
      return true
    }

    /// Deletes the rows at `indexPaths` (by key) on the server, in one transaction.
    @discardableResult
    public func deleteItems(at indexPaths: [IndexPath]) async -> Bool {
      let doomed = indexPaths.compactMap { identity(at: $0) as? Int64 }
      guard !doomed.isEmpty else { return true }
      let sql = "DELETE FROM \(table) WHERE \(key) = ANY($1)"
      return await write { connection in
        var statement = PostgresQuery(unsafeSQL: sql)
        statement.binds.append(doomed)
        try await connection.query(statement, logger: PostgresChangeLog.logger)
      }
    }

    /// Moves the row at `source` to `destination` (its place in the list after the move, as a
    /// drag and drop reorder asks: set `manager.move` to call it) by giving it a position between
    /// its new neighbours'. Needs the storage sorted by one ascending term on a numeric position
    /// column (`double precision` or `numeric`: there is always a value between two others);
    /// otherwise nothing is written and ``PostgresStorageAnomaly/writeFailed(_:)`` says why.
    @discardableResult
    public func moveItem(at source: IndexPath, to destination: IndexPath) async -> Bool {
      guard sortTerms.count == 1, let position = sortTerms.first, position.ascending else {
        anomalyHandler.reportAnomaly(.writeFailed("a move needs the rows sorted by one ascending position column"))
        return false
      }
      guard var order = keys, order.indices.contains(source.item), destination.item >= 0,
        destination.item < order.count
      else { return false }
      let moved = order.remove(at: source.item)
      order.insert(moved, at: destination.item)
      let before = destination.item > 0 ? order[destination.item - 1] : nil
      let after = destination.item + 1 < order.count ? order[destination.item + 1] : nil
      let column = position.expression, table = table, key = key
      return await write { connection in
        // The neighbours' positions are read in the transaction: the server's, not the list's.
        let neighbour = { (key2: Int64) in "(SELECT \(column) FROM \(table) WHERE \(key) = \(key2))" }
        let value: String
        switch (before, after) {
        case (let before?, let after?): value = "(\(neighbour(before)) + \(neighbour(after))) / 2"
        case (let before?, nil): value = "\(neighbour(before)) + 1"
        case (nil, let after?): value = "\(neighbour(after)) - 1"
        case (nil, nil): return
        }
        try await connection.query(
          PostgresQuery(unsafeSQL: "UPDATE \(table) SET \(column) = \(value) WHERE \(key) = \(moved)"),
          logger: PostgresChangeLog.logger)
      }
    }
  }
#endif
