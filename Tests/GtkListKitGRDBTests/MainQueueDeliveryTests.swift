import CGtkListKit
import Foundation
import GRDB
import GtkListKitGRDB
import GtkListKitTestSupport
import XCTest

/// How committed changes reach a GTK app: GRDB delivers on `DispatchQueue.main`, which GTK's
/// main loop does not drain by itself. Synchronous test methods run the way an app's main loop
/// does (not inside a Dispatch block), so they measure what an app sees.
@MainActor
final class MainQueueDeliveryTests: GtkTestCase {
  private static func storageAndWrite() throws -> (DatabaseStorage<Player, Int>, TemporaryDatabaseFolder) {
    let folder = try TemporaryDatabaseFolder()
    let pool = try folder.playerPool([Player(id: 1, name: "ann", team: "A", score: 1)])
    let storage = DatabaseStorage(reader: pool, request: Player.all())
    let done = DispatchSemaphore(value: 0)
    Thread.detachNewThread {
      try? pool.write { db in try Player(id: 2, name: "bob", team: "A", score: 2).insert(db) }
      done.signal()
    }
    done.wait()
    return (storage, folder)
  }

  nonisolated func testGLibMainLoopAloneDoesNotDeliver() throws {
    try MainActor.assumeIsolated { try Self.glibAlone() }
  }

  nonisolated func testDispatchBridgeInGLibMainLoopDelivers() throws {
    try MainActor.assumeIsolated { try Self.bridged() }
  }

  private static func glibAlone() throws {
    let (storage, folder) = try storageAndWrite()
    defer { folder.remove() }
    let arrived = GtkTestEnvironment.pump(timeout: 0.5) { storage.numberOfItems(inSection: 0) == 2 }
    XCTAssertFalse(arrived, "GLib drained Dispatch's main queue: update the documentation")
  }

  private static func bridged() throws {
    let (storage, folder) = try storageAndWrite()
    defer { folder.remove() }
    // The bridge the Database ListStorage article gives apps: a GLib timeout that turns the run loop.
    let bridge = g_timeout_add(
      8,
      { _ in
        RunLoop.main.run(until: Date())
        return 1
      }, nil)
    defer { g_source_remove(bridge) }
    let started = Date()
    let arrived = GtkTestEnvironment.pump(timeout: 2) { storage.numberOfItems(inSection: 0) == 2 }
    XCTAssertTrue(arrived)
    print("[GRDB] commit to storage through the GLib bridge: \(Int(Date().timeIntervalSince(started) * 1000)) ms")
  }
}
