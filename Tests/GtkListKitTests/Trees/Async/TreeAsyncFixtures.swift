import Foundation
import GtkListKit
import GtkListKitTestSupport
import ModelStorage

/// A folder tree whose listings the test answers by hand: each load waits for `finish` or
/// `fail`. A cancelled load is recorded and keeps waiting (a provider that ignores
/// cancellation): what it returns after must still be dropped.
actor GatedFolders {
  private var waiting: [String: CheckedContinuation<[any Sendable], any Error>] = [:]
  private(set) var started: [String] = []
  private(set) var cancelled: [String] = []

  struct Failure: Error, CustomStringConvertible {
    let description: String
  }

  func load(_ path: String) async throws -> [any Sendable] {
    started.append(path)
    return try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { waiting[path] = $0 }
    } onCancel: {
      Task { await self.sawCancel(path) }
    }
  }

  private func sawCancel(_ path: String) { cancelled.append(path) }

  func isWaiting(_ path: String) -> Bool { waiting[path] != nil }

  /// Answers the load of `path` with `names` (a name ending in "/" is a folder).
  func finish(_ path: String, _ names: [String]) {
    waiting.removeValue(forKey: path)?.resume(returning: GatedFolders.models(path, names))
  }

  func fail(_ path: String, _ reason: String) {
    waiting.removeValue(forKey: path)?.resume(throwing: Failure(description: reason))
  }

  static func models(_ path: String, _ names: [String]) -> [any Sendable] {
    names.map { name -> any Sendable in
      name.hasSuffix("/") ? Folder(path: path + "/" + name.dropLast()) : File(path: path + "/" + name)
    }
  }
}

extension TreeFixture {
  /// A storage over `folders` whose children load asynchronously.
  static func asyncStorage(
    roots: [Any], _ load: @escaping @Sendable (String) async throws -> [any Sendable]
  ) -> TreeStorage<String> {
    TreeStorage<String>(roots: roots, id: TreeFixture.path, isExpandable: { $0 is Folder }, loadChildren: load)
  }
}

/// Suspends (GTK's loop and main-actor jobs run) until `condition` holds; whether it did.
@MainActor
func waitFor(timeout: Double = 10, _ condition: () async -> Bool) async -> Bool {
  let deadline = Date().addingTimeInterval(timeout)
  while await !condition() {
    if Date() > deadline { return false }
    GtkTestEnvironment.drain()
    try? await Task.sleep(nanoseconds: 2_000_000)
  }
  GtkTestEnvironment.drain()
  return true
}
