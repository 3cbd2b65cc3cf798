import Foundation
import GRDB

/// A row of the Database page's `song` table.
struct Song: Codable, FetchableRecord, Sendable {
  var id: Int64
  var title: String
  var plays: Int
  /// When it was last played (`nil`: never; the column came with migration `v2-last-played`).
  var lastPlayed: Date?
}
