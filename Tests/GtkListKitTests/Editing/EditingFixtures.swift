import CGtkListKit
import Foundation
import GtkListKitTestSupport
import XCTest

@testable import GtkListKit

/// A track of the editing tests: text, number, toggle and choice columns edit it.
struct Track: Identifiable, Equatable {
  let id: Int
  var title: String
  var plays: Int
  var liked: Bool
  var genre: String
}

func makeTracks(_ count: Int) -> [Track] {
  (0..<count).map { Track(id: $0, title: "Song \($0)", plays: $0 * 10, liked: false, genre: "Rock") }
}

/// What the editing events reported, in order.
@MainActor
final class EditLog {
  var commits: [String] = []
  var cancels: [String] = []
}

/// A table of tracks with a text, a number, a toggle and a choice column, in a window.
@MainActor
struct EditingTable: EditingFixture {
  let table = ColumnViewManager()
  let log = EditLog()
  let window: TestWindow

  init(_ tracks: [Track] = makeTracks(6)) {
    let log = log
    table.addColumn("title", title: "Title") { column in
      column.expands = true
      column.editableText(\Track.title) { editing in
        editing.shouldEdit { track, _ in track.id != 5 }
        editing.didCommit { track, title, indexPath in
          log.commits.append("title \(track.id) \(title) \(indexPath.item)")
          return title.isEmpty ? .refuse("A title cannot be empty") : .accept
        }
        editing.didCancel { track, indexPath in log.cancels.append("title \(track.id) \(indexPath?.item ?? -1)") }
      }
    }
    table.addColumn("plays", title: "Plays") { column in
      column.editableNumber(\Track.plays) { editing in
        editing.didCommit { track, plays, _ in
          log.commits.append("plays \(track.id) \(plays)")
          return plays < 0 ? .refuse("Plays cannot be negative") : .accept
        }
      }
    }
    table.addColumn("liked", title: "Liked") { column in
      column.editableToggle(\Track.liked) { editing in
        editing.didCommit { track, liked, _ in
          log.commits.append("liked \(track.id) \(liked)")
          return .accept
        }
      }
    }
    table.addColumn("genre", title: "Genre") { column in
      column.editableChoice(\Track.genre, choices: ["Rock", "Jazz", "Folk"])
    }
    table.memoryStorage.setItems(tracks)
    window = TestWindow(width: 700, height: 500, child: table.widget)
    GtkTestEnvironment.settle(window)
  }

  var tracks: [Track] { (table.memoryStorage.items(inSection: 0) ?? []).compactMap { $0 as? Track } }
  func track(_ id: Int) -> Track? { tracks.first { $0.id == id } }

  /// The texts GTK shows, per visible row.
  var shownRows: [[String]] { WidgetTree.visibleTableRows(of: table.columnView) }

  /// Gives the keyboard focus to the row at `item` (section 0), as a click or arrow keys would.
  func focusRow(_ item: Int) { focusRow(item, of: table) }
}
