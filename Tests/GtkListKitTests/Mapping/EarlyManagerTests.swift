import Foundation
import XCTest

/// A manager created before GTK is initialized (a top-level `let manager = ListViewManager()`
/// in main.swift) works, or stops with a message naming the cause when GTK cannot start; never a
/// segfault. Runs the `gtklistkit-early-manager-probe` executable in processes of its own.
final class EarlyManagerTests: XCTestCase {
  private var probe: String {
    URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent()
      .appendingPathComponent("GtkListKitEarlyManagerProbe").path
  }

  private func run(display: String?) throws -> (status: Int32, reason: Process.TerminationReason, output: String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: probe)
    var environment = ProcessInfo.processInfo.environment
    environment["DISPLAY"] = display
    environment["WAYLAND_DISPLAY"] = nil
    environment["G_DEBUG"] = nil
    process.environment = environment
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, process.terminationReason, String(decoding: data, as: UTF8.self))
  }

  func testManagerCreatedBeforeGtkStartsWorks() throws {
    let display = try XCTUnwrap(ProcessInfo.processInfo.environment["DISPLAY"], "the suite runs under Xvfb")
    let result = try run(display: display)
    XCTAssertEqual(result.status, 0, result.output)
    XCTAssertTrue(result.output.contains("manager created; rows: 2"), result.output)
  }

  func testWithoutADisplayItStopsNamingTheCause() throws {
    let result = try run(display: nil)
    XCTAssertNotEqual(result.status, 0)
    XCTAssertEqual(result.reason, .exit, "an orderly stop, not a crash")
    XCTAssertTrue(
      result.output.contains("[GtkListKit] A manager was created before GTK was initialized"), result.output)
    XCTAssertTrue(result.output.contains("no display"), result.output)
  }
}
