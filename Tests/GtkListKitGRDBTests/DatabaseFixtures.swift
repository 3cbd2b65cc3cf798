import CGtkListKit
import Foundation
import GRDB
import GtkListKit
import GtkListKitGRDB
import GtkListKitTestSupport
import ModelStorage

/// A row of the `player` table.
struct Player: Codable, FetchableRecord, PersistableRecord, Identifiable, Equatable, Sendable {
  var id: Int64
  var name: String
  var team: String
  var score: Int
}

/// A label cell showing `name score`.
final class PlayerCell: ListCell, ModelTransfer {
  let widget: WidgetPointer = gtk_label_new(nil)!
  init() {}
  func update(with model: Player) { gtk_label_set_text(cgtk_label(widget), "\(model.name) \(model.score)") }
}

/// A section header showing `team X`.
final class TeamHeader: ListCell, ModelTransfer {
  let widget: WidgetPointer = gtk_label_new(nil)!
  init() {}
  func update(with model: String) { gtk_label_set_text(cgtk_label(widget), "team \(model)") }
}

/// Collects anomalies from any thread.
final class DatabaseAnomalyLog: @unchecked Sendable {
  private let lock = NSLock()
  private var recorded: [DatabaseStorageAnomaly] = []
  var anomalies: [DatabaseStorageAnomaly] { lock.withLock { recorded } }
  lazy var handler = DatabaseStorageAnomalyHandler { [unowned self] anomaly in
    self.lock.withLock { self.recorded.append(anomaly) }
  }
}

/// A temporary folder with SQLite files, removed by `remove()`.
struct TemporaryDatabaseFolder {
  let url = FileManager.default.temporaryDirectory.appendingPathComponent("gtklistkit-grdb-\(UUID().uuidString)")
  init() throws { try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true) }
  func path(_ name: String) -> String { url.appendingPathComponent(name).path }
  func remove() { try? FileManager.default.removeItem(at: url) }

  /// A WAL pool with a `player` table holding `players`.
  func playerPool(_ players: [Player], name: String = "players.sqlite") throws -> DatabasePool {
    let pool = try DatabasePool(path: path(name))
    try pool.write { db in
      try db.create(table: "player") { table in
        table.primaryKey("id", .integer)
        table.column("name", .text)
        table.column("team", .text).notNull()
        table.column("score", .integer).notNull()
      }
      for player in players { try player.insert(db) }
    }
    return pool
  }
}

/// The pump of GtkListKitTestSupport, by the name these tests have used.
typealias DatabaseTestPump = MainActorPump

extension PagedDatabaseStorage {
  /// Waits until the storage's first order (its rows, read off the main thread) is there.
  func waitUntilLoaded(timeout: Double = 30) async {
    await DatabaseTestPump.until(timeout: timeout) { !isLoadingOrder }
  }

  /// The records at `positions`, each read on a reader when its page is not cached.
  func loadedRecords(at positions: some Sequence<Int>) async -> [Record?] {
    var records: [Record?] = []
    for position in positions { records.append(try? await loadRecord(at: position)) }
    return records
  }

  /// Sorts and waits until the order, read off the main thread, is shown.
  func sortAndWait(by terms: [SQLSortTerm], timeout: Double = 30) async {
    sort(by: terms)
    await DatabaseTestPump.until(timeout: timeout) { !isLoadingOrder }
  }

  /// Reloads and waits until a sorted storage's order, read off the main thread, is shown.
  func reloadAndWait(timeout: Double = 30) async {
    reload()
    await DatabaseTestPump.until(timeout: timeout) { !isLoadingOrder }
  }
}

extension PagedDatabaseStorage {
  /// Settles `window` until the rows it shows are loaded: pages are read in the background and
  /// the rows waiting for them presented again when they arrive.
  func settleLoaded(_ window: some GtkWidgetConvertible, timeout: Double = 30) async {
    let deadline = Date().addingTimeInterval(timeout)
    repeat {
      GtkTestEnvironment.settle(window)
      await DatabaseTestPump.until(timeout: timeout) { !isLoadingPages && !isLoadingOrder }
      GtkTestEnvironment.settle(window)
    } while (isLoadingPages || isLoadingOrder) && Date() < deadline
  }
}
