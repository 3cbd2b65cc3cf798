internal import CGtkListKit
import GtkListKit
import XCTest

/// Base class of GTK tests: initialises GTK (or skips, naming the missing display) before each
/// test, makes any GtkListKit anomaly fail the test unless an ``AnomalyRecorder`` expects it,
/// and fails a test during which GLib logged a warning or critical (see ``GLibWarnings``).
///
/// A test that runs longer than `GTKLISTKIT_TEST_TIME_LIMIT` seconds (when set; `make test` sets
/// 600) stops the test process: its name and every thread's stack (through gdb, when installed)
/// go to standard error, so a test stuck on an await that never resumes fails the run, named,
/// instead of holding it.
///
/// XCTest runs test methods on the main thread, so subclasses are `@MainActor`.
open class GtkTestCase: XCTestCase {
  /// ``GLibWarnings/count`` when the test started.
  private nonisolated(unsafe) var warningsBefore = 0
  /// Stops the run if this test never ends (see ``TestWatchdog``).
  private nonisolated(unsafe) var watchdog: TestWatchdog?

  /// How many times `GTKLISTKIT_TEST_TIME_LIMIT` this test may run: more than 1 for a test made
  /// of several long runs, each of which gets the whole limit.
  nonisolated open var timeLimitRuns: Int { 1 }

  nonisolated override open func setUpWithError() throws {
    try super.setUpWithError()
    GLibWarnings.install()
    warningsBefore = GLibWarnings.count
    watchdog = TestWatchdog(name: name, runs: timeLimitRuns)
    try MainActor.assumeIsolated {
      try GtkTestEnvironment.setUp()
      NewManagerAnomalyAction.current = { anomaly in
        XCTFail("Unexpected anomaly: \(anomaly.debugDescription)")
      }
    }
  }

  nonisolated override open func tearDownWithError() throws {
    watchdog?.cancel()
    let logged = GLibWarnings.count - warningsBefore
    XCTAssertEqual(logged, 0, "GLib warnings or criticals during the test; the last: \(GLibWarnings.last ?? "?")")
    try super.tearDownWithError()
  }
}
