import CGtkListKit
@_spi(Testing) import GtkListKit
import XCTest

/// Base class of GTK tests: initialises GTK (or skips, naming the missing display) before each
/// test, and makes any GtkListKit anomaly fail the test unless an ``AnomalyRecorder`` expects it.
///
/// XCTest runs test methods on the main thread, so subclasses are `@MainActor`.
open class GtkTestCase: XCTestCase {
  nonisolated override open func setUpWithError() throws {
    try super.setUpWithError()
    try MainActor.assumeIsolated {
      try GtkTestEnvironment.setUp()
      NewManagerAnomalyAction.current = { anomaly in
        XCTFail("Unexpected anomaly: \(anomaly.debugDescription)")
      }
    }
  }
}
