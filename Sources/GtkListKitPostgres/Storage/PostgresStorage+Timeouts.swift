// Built only with the Postgres trait (TraitCheck.swift says why).
#if Postgres
  import Foundation
  import Synchronization

  /// A read of the sync loop that does not answer within ``readTimeout`` (a pool connection that
  /// waits on a server gone away and not yet noticed, seen once after a restart) counts as the
  /// server being away: the loop is not held by it, and tries again after ``retryDelay``.
  extension PostgresStorage {
    struct ReadTimeout: Error, CustomStringConvertible {
      var description: String { "the server did not answer within \(PostgresStorage.readTimeout)" }
    }

    nonisolated static var readTimeout: Duration { .seconds(10) }
    nonisolated static var retryDelay: Duration { .seconds(1) }

    /// `body`'s result, or ``ReadTimeout`` after ``readTimeout`` (the read is cancelled and left).
    nonisolated static func withReadTimeout<Value: Sendable>(
      _ body: @escaping @Sendable () async throws -> Value
    ) async throws -> Value {
      let result: Result<Value, any Error> = await withCheckedContinuation { continuation in
        let resumed = Mutex(false)
        let resume: @Sendable (Result<Value, any Error>) -> Void = { result in
          if resumed.withLock({ done in
            defer { done = true }; return !done
          }) {
            continuation.resume(returning: result)
          }
        }
        let read = Task {
          do { resume(.success(try await body())) } catch { resume(.failure(error)) }
        }
        Task {
          try? await Task.sleep(for: readTimeout)
          read.cancel()
          resume(.failure(ReadTimeout()))
        }
      }
      return try result.get()
    }

    /// Wakes the sync loop again after ``retryDelay`` (the server was away).
    func retryLater() {
      Task { [weak self] in
        try? await Task.sleep(for: Self.retryDelay)
        self?.wake.yield()
      }
    }
  }
#endif
