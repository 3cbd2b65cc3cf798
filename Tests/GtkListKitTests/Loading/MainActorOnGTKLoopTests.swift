import CGtkListKit
import Foundation
import GtkListKit
import GtkListKitTestSupport
import XCTest

/// Swift's main actor in a GTK app: its jobs wait on Dispatch's main queue, which GLib's loop
/// does not drain by itself. Once a manager exists, GTK's loop drains it, woken by the queue
/// itself (no timer). Synchronous test methods run as an app's main loop does, outside any
/// Dispatch block, and turn GLib's loop alone.
@MainActor
final class MainActorOnGTKLoopTests: GtkTestCase {
  @MainActor private final class Arrivals {
    var count = 0
  }

  nonisolated func testTasksAndMainQueueBlocksFromOtherThreadsRunOnGTKsLoop() {
    MainActor.assumeIsolated { Self.otherThreadsReachTheMainActor() }
  }

  nonisolated func testWorkQueuedWhileTheLoopRunsAJobIsNotLost() {
    MainActor.assumeIsolated { Self.jobsQueuedFromAJobRun() }
  }

  private static func otherThreadsReachTheMainActor() {
    _ = ListViewManager()
    let arrivals = Arrivals()
    let drainsBefore = cgtk_main_queue_drains()
    var waits: [Double] = []
    for round in 0..<20 {
      let start = Date()
      let sent = DispatchSemaphore(value: 0)
      Thread.detachNewThread {
        if round.isMultiple(of: 2) {
          Task { @MainActor in arrivals.count += 1 }
        } else {
          DispatchQueue.main.async { MainActor.assumeIsolated { arrivals.count += 1 } }
        }
        sent.signal()
      }
      sent.wait()
      XCTAssertTrue(GtkTestEnvironment.pump(timeout: 5) { arrivals.count == round + 1 }, "round \(round) never ran")
      waits.append(Date().timeIntervalSince(start) * 1000)
    }
    // Each round was woken by the queue's eventfd: GtkListKit's watch drained it, no timer did.
    XCTAssertGreaterThanOrEqual(cgtk_main_queue_drains() - drainsBefore, 20)
    print(
      String(format: "MainActorOnGTKLoopTests: other thread → main actor, median of 20: %.2f ms", waits.sorted()[10]))
  }

  /// A job that queues more (a task continuing after an `await`, a result handed on) and one
  /// queued from another thread while the loop drains: each runs, none waits for a later wake-up.
  private static func jobsQueuedFromAJobRun() {
    _ = ListViewManager()
    let arrivals = Arrivals()
    Thread.detachNewThread {
      Task { @MainActor in
        arrivals.count += 1
        Task { @MainActor in arrivals.count += 1 }
        let sent = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
          DispatchQueue.main.async { MainActor.assumeIsolated { arrivals.count += 1 } }
          sent.signal()
        }
        sent.wait()
        await Task.yield()
        arrivals.count += 1
      }
    }
    XCTAssertTrue(GtkTestEnvironment.pump(timeout: 5) { arrivals.count == 4 }, "\(arrivals.count) of 4 jobs ran")
  }
}
