import Foundation
import Synchronization

/// Counts decodes, and those that ran on the main thread (tests assert there are none: the
/// main thread never waits on a decode).
package enum DecodeProbe {
  private static let counts = Mutex((all: 0, onMainThread: 0))

  /// Notes one decode starting on the current thread.
  static func record() {
    let main = Thread.isMainThread
    counts.withLock {
      $0.all += 1
      if main { $0.onMainThread += 1 }
    }
  }

  /// Decodes so far, and how many of them ran on the main thread.
  package static var decodes: (all: Int, onMainThread: Int) { counts.withLock { $0 } }
}
