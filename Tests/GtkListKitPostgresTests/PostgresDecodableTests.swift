import Foundation
import GtkListKit
import GtkListKitPostgres
import GtkListKitTestSupport
import ModelStorage
import XCTest

/// `Decodable` records decode by column name; a column that does not decode is a failed page,
/// reported, never a crash.
@MainActor
final class PostgresDecodableTests: GtkTestCase {
  struct Note: Decodable, Sendable, Equatable {
    var id: Int64
    var title: String
    var rank: Int
    var note: String?
  }

  struct WrongNote: Decodable, Sendable {
    var id: Int64
    var title: Int
  }

  func testRecordsDecodeByColumnNameAndAColumnThatDoesNotIsReported() async throws {
    let test = try TestServer()
    try await test.makeTickets(rows: 3)
    try await test.execute(
      "ALTER TABLE \(test.table) ADD COLUMN note text; UPDATE \(test.table) SET note = 'n' WHERE id = 2")
    let notes = PostgresStorage<Note>(server: test.server, table: test.table)
    let anomalies = PostgresAnomalyLog()
    let wrong = PostgresStorage<WrongNote>(server: test.server, table: test.table, anomalyHandler: anomalies.handler)
    defer {
      notes.close()
      wrong.close()
    }
    await PostgresTestPump.until { !notes.isLoadingOrder && !wrong.isLoadingOrder }
    XCTAssertEqual(
      (0..<3).map { notes.record(at: $0) },
      [
        Note(id: 1, title: "ticket 1", rank: 7919 % 97, note: nil),
        Note(id: 2, title: "ticket 2", rank: 2 * 7919 % 97, note: "n"),
        Note(id: 3, title: "ticket 3", rank: 3 * 7919 % 97, note: nil),
      ])
    XCTAssertNil(wrong.record(at: 0), "the first page does not decode")
    _ = wrong.item(at: IndexPath(item: 0, section: 0))
    await PostgresTestPump.until { !anomalies.anomalies.isEmpty }
    XCTAssertTrue(
      anomalies.anomalies.contains { if case .pageFetchFailed(firstRow: 0, _) = $0 { true } else { false } },
      "\(anomalies.anomalies)")
  }
}
