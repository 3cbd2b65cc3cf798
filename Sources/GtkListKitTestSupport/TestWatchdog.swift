import Foundation
import Synchronization

/// Stops the test process when one test runs longer than `GTKLISTKIT_TEST_TIME_LIMIT` seconds
/// (`scripts/test.sh` sets it; unset or 0: no limit).
///
/// A test stuck on an await that never resumes would otherwise hold the whole run until CI's own
/// limit, and a buffered log would not even say which test it was. The watchdog names the test
/// on standard error, prints every thread's stack through gdb when it is installed
/// (`scripts/setup.sh` installs it), and traps.
final class TestWatchdog: Sendable {
  private let ended = Mutex(false)

  /// Starts the clock for `name`, which may run `runs` times the limit; `nil` when no limit is set.
  init?(name: String, runs: Int = 1) {
    let setting = ProcessInfo.processInfo.environment["GTKLISTKIT_TEST_TIME_LIMIT"] ?? ""
    guard let each = Double(setting), each > 0 else { return nil }
    let limit = each * Double(max(1, runs))
    DispatchQueue.global().asyncAfter(deadline: .now() + limit) { [self] in
      guard !ended.withLock({ $0 }) else { return }
      fflush(nil)  // every stream: what the test printed so far
      let message =
        "watchdog: \(name) ran over \(Int(limit)) s (GTKLISTKIT_TEST_TIME_LIMIT for each of its \(runs) runs): stopping the run\n"
      FileHandle.standardError.write(Data(message.utf8))
      Self.printStacks()
      fatalError("watchdog: \(name) ran over its \(Int(limit)) s")
    }
  }

  /// The test ended in time.
  func cancel() { ended.withLock { $0 = true } }

  /// Every thread's stack, from gdb attached to this process (nothing without gdb).
  private static func printStacks() {
    let gdb = "/usr/bin/gdb"
    guard FileManager.default.isExecutableFile(atPath: gdb) else { return }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: gdb)
    process.arguments = ["-batch", "-nx", "-p", "\(getpid())", "-ex", "thread apply all bt 40"]
    process.standardOutput = FileHandle.standardError
    process.standardError = FileHandle.nullDevice  // thousands of lines about missing debug files
    guard (try? process.run()) != nil else { return }
    process.waitUntilExit()
  }
}
