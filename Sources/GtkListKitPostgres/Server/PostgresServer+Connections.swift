// Built only with the Postgres trait (TraitCheck.swift says why).
#if Postgres
  import Foundation
  import NIOCore
  import NIOPosix
  import PostgresNIO

  extension PostgresServer {
    /// Runs `body` on a new connection to this server (``connectionConfiguration``), closed
    /// after, also when `body` throws: for an app's migration or a one-off statement.
    public func withConnection<Result: Sendable>(
      _ body: @Sendable (PostgresConnection) async throws -> Result
    ) async throws -> Result {
      let connection = try await PostgresConnection.connect(
        configuration: connectionConfiguration, id: 1, logger: PostgresChangeLog.logger)
      do {
        let result = try await body(connection)
        try? await connection.close()
        return result
      } catch {
        try? await connection.close()
        throw error
      }
    }

    /// An error's text for a person: the server's message with its SQLSTATE, or what stopped the
    /// connection ("Connection refused"), where PSQLError's own description is deliberately
    /// generic (it may not leak data into logs). Anomalies carry this text.
    public static func message(for error: any Error) -> String {
      if let error = error as? PostgresStorageAnomaly { return error.debugDescription }
      if let error = error as? PostgresTransactionError {
        return [error.closureError, error.commitError, error.beginError].compactMap { $0.map(message(for:)) }.first
          ?? String(describing: error)
      }
      if let error = error as? PSQLError {
        if let text = error.serverInfo?[.message] { return "\(text) (\(error.serverInfo?[.sqlState] ?? "?"))" }
        if let underlying = error.underlying { return message(for: underlying) }
        return "\(error.code)"
      }
      if let error = error as? NIOConnectionError, let first = error.connectionErrors.first {
        return message(for: first.error)
      }
      if let error = error as? IOError { return String(cString: strerror(error.errnoCode)) }
      if error is PostgresDecodingError { return String(reflecting: error) }
      return String(describing: error)
    }
  }
#endif
