import CGtkListKit
import Foundation
import GtkListKit
import GtkListKitPostgres
import GtkListKitTestSupport
import XCTest

@testable import GtkListKitExample

/// A page that outlives its window, as one does while a task of its is in flight (a poll, a
/// background sort, a connection attempt): closing the window frees the page's labels, so its
/// timers and late callbacks must stop writing to them. Each test holds the page past
/// `close()`, lets the late work arrive with the loop running, and GtkTestCase fails it on the
/// GLib critical a freed label gives ("invalid unclassed pointer in cast to 'GtkLabel'").
@MainActor
final class ExampleClosedWindowTests: GtkTestCase {
  private func open(_ page: ExamplePage) -> ExampleWindow {
    ExampleTestWindows.open(page, applicationID: "org.gtklistkit.ExampleClosedWindowTests")
  }

  /// Runs GTK and Dispatch's main queue (where GRDB and the server tasks deliver) for `seconds`
  /// or until `condition`.
  private func run(_ seconds: Double, until condition: () -> Bool = { false }) async {
    let deadline = Date().addingTimeInterval(seconds)
    while !condition(), Date() < deadline {
      GtkTestEnvironment.drain()
      try? await Task.sleep(nanoseconds: 5_000_000)
    }
  }

  func testLiveUpdatesAndTheStatusBarStopWithTheWindow() async throws {
    let window = open(.live)
    let live = window.livePage
    _ = window.millionPage  // its counters' timer too
    let status = window.status
    live.toggle()  // a tick every 250 ms
    // `pump`, not `drain`: a debug build's tick of 100,000 rows can outlast the 250 ms, and a
    // drain returns only once no source is ready.
    GtkTestEnvironment.pump(timeout: 5) { live.ticks > 0 }
    XCTAssertGreaterThan(live.ticks, 0, "the live updates ran")
    window.close()
    let ticks = live.ticks
    GtkTestEnvironment.pump(timeout: 1) { false }
    XCTAssertEqual(live.ticks, ticks, "no tick after the window closed")
    status.show("Late news", on: .live)  // a server write ending now says so
  }

  func testABackgroundSortEndingAfterTheWindowClosedShowsNothing() async throws {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent(
      "gtklistkit-closed-window-tests-\(getpid()).sqlite"
    ).path
    let files = ["", "-wal", "-shm", ".columns.json"].map { file + $0 }
    for path in files { try? FileManager.default.removeItem(atPath: path) }
    SongDatabase.pathOverride = file
    defer {
      SongDatabase.pathOverride = nil
      for path in files { try? FileManager.default.removeItem(atPath: path) }
    }
    let window = open(.database)
    let page = window.databasePage
    await run(20) { page.storage?.isLoadingOrder == false }
    let storage = try XCTUnwrap(page.storage)
    XCTAssertFalse(storage.isLoadingOrder, "the first order was read")
    storage.reload()  // a million rowids read again, off the main thread
    XCTAssertTrue(storage.isLoadingOrder)
    window.close()
    await run(20) { !storage.isLoadingOrder }
    XCTAssertFalse(storage.isLoadingOrder, "the read ended after the window closed")
    await run(1.2)  // two polls' time
  }

  func testAConnectionRefusedAfterTheWindowClosedShowsNothing() async throws {
    BoardSchema.serverOverride = PostgresServer(url: "postgres://nobody@127.0.0.1:1/none")
    defer { BoardSchema.serverOverride = nil }
    let window = open(.shared)  // connects; the refusal arrives from a task
    let page = window.sharedListPage
    window.close()
    await run(3)
    XCTAssertNil(page.storage)
    XCTAssertFalse(page.lastMessage.contains("No PostgreSQL server"), "nothing said after the window closed")
  }
}
