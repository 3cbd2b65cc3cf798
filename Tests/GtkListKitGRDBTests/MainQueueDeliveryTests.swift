import Foundation
import GRDB
import GtkListKit
import GtkListKitGRDB
import GtkListKitTestSupport
import ModelStorage
import XCTest

/// How committed changes and background reads reach a GTK app: GRDB delivers on
/// `DispatchQueue.main` and the paged storage's reads come back on the main actor, both of which
/// run on Dispatch's main queue; GtkListKit has GTK's loop drain it. Synchronous test methods run
/// the way an app's main loop does (not inside a Dispatch block), and turn GLib's loop alone, with
/// no bridge of the app's: what an app sees.
@MainActor
final class MainQueueDeliveryTests: GtkTestCase {
  nonisolated func testCommitsReachBothStoragesThroughGTKsLoopAlone() throws {
    try MainActor.assumeIsolated { try Self.commitsReachTheScreen() }
  }

  /// Medians of 9 commits on another thread, until the view shows them, for both storages; the
  /// paged storage's first pages also come back from its readers this way.
  private static func commitsReachTheScreen() throws {
    let folder = try TemporaryDatabaseFolder()
    defer { folder.remove() }
    let pool = try folder.playerPool((1...20).map { Player(id: Int64($0), name: "p\($0)", team: "A", score: $0) })
    let live = DatabaseStorage(reader: pool, request: Player.order(Column("id")))
    let paged = PagedDatabaseStorage<Player>(writer: pool, table: "player")
    var medians: [Double] = []
    for storage in [live, paged] as [any ListStorage] {
      let manager = ListViewManager()
      manager.register(PlayerCell.self)
      manager.storage = storage
      let window = TestWindow(child: manager.widget)
      defer { window.close() }
      let loaded = GtkTestEnvironment.pump(timeout: 5) {
        WidgetTree.visibleTexts(of: manager.listView).contains("p1 1")
      }
      XCTAssertTrue(loaded, "\(type(of: storage)) showed no rows: its reads never came back")
      var times: [Double] = []
      for round in 0..<9 {
        let name = "n\(round)"
        let start = Date()
        let written = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
          try? pool.write { db in try db.execute(sql: "UPDATE player SET name = ? WHERE id = 2", arguments: [name]) }
          written.signal()
        }
        written.wait()
        let shown = GtkTestEnvironment.pump(timeout: 5) {
          WidgetTree.visibleTexts(of: manager.listView).contains("\(name) 2")
        }
        XCTAssertTrue(shown, "\(type(of: storage)), round \(round): the commit never reached the view")
        times.append(Date().timeIntervalSince(start) * 1000)
      }
      medians.append(times.sorted()[times.count / 2])
    }
    print(
      String(
        format: "MainQueueDeliveryTests: commit → bound through GTK's loop alone, medians of 9: "
          + "DatabaseStorage %.1f ms, PagedDatabaseStorage %.1f ms", medians[0], medians[1]))
  }
}
