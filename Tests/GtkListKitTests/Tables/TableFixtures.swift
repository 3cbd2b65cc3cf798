import CGtkListKit
import GtkListKit

/// A song of the table tests: many columns read it.
struct Song: Identifiable, Equatable {
  let id: Int
  var title: String
  var plays: Int
}

/// A cell of table column `column`: shows "c<column> <song id>".
final class SongFieldCell: LabelCell {}

/// Songs with titles and play counts that do not follow the ids (and repeat: ties).
func makeSongs(_ count: Int) -> [Song] {
  (0..<count).map {
    Song(id: $0, title: "t\(String(format: "%05d", ($0 * 7919) % max(count, 1)))", plays: ($0 * 37) % 11)
  }
}
