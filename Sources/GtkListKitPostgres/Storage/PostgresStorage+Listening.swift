// Built only with the Postgres trait (TraitCheck.swift says why).
#if Postgres
  import Foundation
  import Logging
  import PostgresNIO

  /// One connection of the storage's own holds `LISTEN`. When it dies (a restart, a killed
  /// backend, a network cut) the storage is offline: it connects again with backoff (0.1 s
  /// doubling to 5 s), listens again and catches up from its snapshot. A notification is only a
  /// hint that the log grew; the log is read after every (re)connect as well.
  extension PostgresStorage {
    enum ListenEvent: Sendable {
      case connecting
      case listening
      /// A commit changed the table whose oid is the payload.
      case notified(String)
      case lost(String, retryIn: Duration)
    }

    func startListening() {
      let server = server
      tasks.append(
        Task { [weak self] in
          await Self.listen(to: server) { [weak self] event in await self?.handle(event) }
        })
    }

    private func handle(_ event: ListenEvent) {
      switch event {
      case .connecting:
        if case .connected = connectionState { setConnectionState(.connecting) }
      case .listening:
        setConnectionState(.connected)
        readOfflinePages()
        work.changes = true
        if keys == nil, !isLoadingOrder { work.order = work.order ?? sortTerms }
        wake.yield()
      case .notified(let table):
        guard tableOID == nil || table == tableOID else { return }
        work.changes = true
        wake.yield()
      case .lost(let reason, let delay):
        setConnectionState(.disconnected(reason, retryIn: delay))
      }
    }

    private func setConnectionState(_ state: PostgresConnectionState) {
      guard connectionState != state else { return }
      connectionState = state
      connectionStateDidChange?(state)
    }

    /// Listens on ``PostgresChangeLog/channel`` until cancelled, connecting again after each loss.
    nonisolated static func listen(
      to server: PostgresServer, _ events: @escaping @Sendable (ListenEvent) async -> Void
    ) async {
      var delay = Duration.milliseconds(100)
      while !Task.isCancelled {
        await events(.connecting)
        var reason = "the connection closed"
        do {
          let connection = try await PostgresConnection.connect(
            configuration: server.connectionConfiguration, id: 0, logger: PostgresChangeLog.logger)
          do {
            try await connection.listen(on: PostgresChangeLog.channel) { notifications in
              await events(.listening)
              delay = .milliseconds(100)
              for try await notification in notifications { await events(.notified(notification.payload)) }
            }
          } catch {
            reason = describe(error)
          }
          try? await connection.close()
        } catch {
          reason = describe(error)
        }
        guard !Task.isCancelled else { return }
        await events(.lost(reason, retryIn: delay))
        try? await Task.sleep(for: delay)
        delay = min(delay * 2, .seconds(5))
      }
    }

    /// Whether `error` means the server is away (not reachable, restarting, the backend
    /// terminated, the connection closed) rather than rejecting a statement.
    nonisolated static func isConnectionProblem(_ error: any Error) -> Bool {
      if let error = error as? PostgresTransactionError {
        return [error.beginError, error.closureError, error.commitError].contains {
          $0.map(isConnectionProblem) ?? false
        }
      }
      guard let error = error as? PSQLError else {
        return error is CancellationError || error is ChannelError || error is ReadTimeout
      }
      guard let state = error.serverInfo?[.sqlState] else { return true }  // not the server's answer
      // 08: connection exception; 57: operator intervention (shutdown, terminated backend).
      return state.hasPrefix("08") || state.hasPrefix("57")
    }

    /// An error's text for a person (see ``PostgresServer/message(for:)``).
    nonisolated static func describe(_ error: any Error) -> String { PostgresServer.message(for: error) }
  }
#endif
