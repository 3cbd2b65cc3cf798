import Foundation
import GRDB

/// A row of the Database page's `song` table; identified by its rowid (the title is edited in
/// place, written by that id).
struct Song: Codable, FetchableRecord, Identifiable, Sendable {
  var id: Int64
  var title: String
  var plays: Int
  /// When it was last played (`nil`: never; the column came with migration `v2-last-played`).
  var lastPlayed: Date?
}
