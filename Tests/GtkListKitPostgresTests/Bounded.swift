import Foundation
import Synchronization

/// A test's wait on the server that ran out of time.
struct ServerWaitTimedOut: Error, CustomStringConvertible {
  let what: String
  let seconds: Double
  var description: String { "\(what) did not finish within \(seconds) s" }
}

/// Runs `operation` and returns its result, or throws `ServerWaitTimedOut` after `seconds`.
/// The operation is cancelled then, but not awaited: a connection stuck in a restarted server
/// may never answer its cancellation, and one stuck wait must fail its test, not hang the run.
func bounded<T: Sendable>(
  _ seconds: Double, _ what: String, _ operation: @escaping @Sendable () async throws -> T
) async throws -> T {
  let pending = Mutex<CheckedContinuation<T, any Error>?>(nil)
  let finish: @Sendable (Result<T, any Error>) -> Void = { result in
    pending.withLock { continuation in
      continuation?.resume(with: result)
      continuation = nil
    }
  }
  return try await withCheckedThrowingContinuation { continuation in
    pending.withLock { $0 = continuation }
    let work = Task {
      do { finish(.success(try await operation())) } catch { finish(.failure(error)) }
    }
    Task {
      try? await Task.sleep(for: .seconds(seconds))
      work.cancel()
      finish(.failure(ServerWaitTimedOut(what: what, seconds: seconds)))
    }
  }
}
