import Foundation

/// A fake file system whose listings the test answers by hand: each load waits until the test
/// calls `finish` (or fails it), and records whether its task was cancelled.
actor TreeFolderFake {
  private var waiting: [String: CheckedContinuation<[String], any Error>] = [:]
  private(set) var started: [String] = []
  private(set) var cancelled: [String] = []

  struct Failure: Error, CustomStringConvertible {
    let description: String
  }

  /// The provider: `id`'s children once the test finishes it.
  func load(_ id: String) async throws -> [String] {
    started.append(id)
    return try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { waiting[id] = $0 }
    } onCancel: {
      Task { await self.cancel(id) }
    }
  }

  private func cancel(_ id: String) {
    cancelled.append(id)
    waiting.removeValue(forKey: id)?.resume(throwing: CancellationError())
  }

  func isWaiting(_ id: String) -> Bool { waiting[id] != nil }

  func finish(_ id: String, _ children: [String]) { waiting.removeValue(forKey: id)?.resume(returning: children) }

  func fail(_ id: String, _ reason: String) {
    waiting.removeValue(forKey: id)?.resume(throwing: Failure(description: reason))
  }
}

/// Waits (suspending, so main-actor jobs run) until `condition` holds; whether it did in time.
@MainActor
func eventually(timeout: Double = 5, _ condition: () async -> Bool) async -> Bool {
  let deadline = Date().addingTimeInterval(timeout)
  while await !condition() {
    if Date() > deadline { return false }
    try? await Task.sleep(nanoseconds: 1_000_000)
  }
  return true
}
