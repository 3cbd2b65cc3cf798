import XCTest

/// Base class of GTK tests: initialises GTK (or skips, naming the missing display) before each test.
///
/// XCTest runs test methods on the main thread, so subclasses are `@MainActor`.
open class GtkTestCase: XCTestCase {
  nonisolated override open func setUpWithError() throws {
    try super.setUpWithError()
    try MainActor.assumeIsolated { try GtkTestEnvironment.setUp() }
  }
}
