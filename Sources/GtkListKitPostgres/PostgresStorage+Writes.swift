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
  }
#endif
