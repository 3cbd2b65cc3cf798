import GRDB

/// A row of the Database page's `song` table.
struct Song: Codable, FetchableRecord, Sendable {
  var id: Int64
  var title: String
  var plays: Int
}
