import Foundation
import GtkListKitTestSupport
import XCTest

/// The loop of the GTK-level random tests of tables and trees: one random step, then the main
/// loop (a settle every 64 steps and after the last, a drain otherwise), then the comparison with
/// the mirror. The first divergence, thrown error or GLib warning fails the test with the last
/// operations.
@MainActor
struct SoakRun {
  /// A step that threw: the operation it performed and the error.
  struct StepError: Error {
    let operation: String
    let error: any Error
  }

  /// The test's name, for the summary line.
  let test: String
  /// What diverged ("the table"), and what the checks count ("cells").
  let subject: String
  let counted: String
  let settleEvery = 64

  /// Runs `steps` steps; `step` performs one and names it, `check` adds what it compared to its
  /// argument and returns the first divergence.
  func run(
    seed: UInt64, steps: Int, window: TestWindow, step: () throws -> String, check: (inout Int) -> String?
  ) {
    let started = Date()
    var history: [String] = []
    var checked = 0
    let warningsAtStart = GLibWarnings.count
    for index in 0..<steps {
      let op: String
      do { op = try step() } catch {
        let failed = error as? StepError
        return XCTFail("seed \(seed) step \(index): \(failed?.operation ?? "?") threw \(failed?.error ?? error)")
      }
      history.append("\(index): \(op)")
      if history.count > 12 { history.removeFirst() }
      if index % settleEvery == settleEvery - 1 || index == steps - 1 {
        GtkTestEnvironment.settle(window.widget)
      } else {
        GtkTestEnvironment.drain()
      }
      let warnings = GLibWarnings.count
      if let failure = check(&checked)
        ?? (warnings > warningsAtStart ? "GLib logged: \(GLibWarnings.last ?? "?")" : nil)
      {
        return XCTFail(
          """
          \(subject) diverged from the storage: seed \(seed), step \(index), operation \(op)
          \(failure)
          last operations:
          \(history.joined(separator: "\n"))
          """)
      }
    }
    XCTAssertGreaterThan(checked, 0, "nothing was ever checked")
    let seconds = String(format: "%.1f", Date().timeIntervalSince(started))
    print("\(test): seed \(seed): \(steps) steps in \(seconds) s, \(checked) \(counted) checked")
  }
}
