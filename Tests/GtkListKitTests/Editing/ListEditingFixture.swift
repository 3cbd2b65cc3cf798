import CGtkListKit
import Foundation
import GtkListKitTestSupport
import XCTest

@testable import GtkListKit

/// A list of tracks whose titles edit in place (the list's `editableText`), in a window.
@MainActor
struct EditingList: EditingFixture {
  let list = ListViewManager()
  let log = EditLog()
  let window: TestWindow

  init(_ tracks: [Track] = makeTracks(6)) {
    let log = log
    list.editableText(\Track.title) { editing in
      editing.shouldEdit { track, _ in track.id != 5 }
      editing.didCommit { track, title, indexPath in
        log.commits.append("title \(track.id) \(title) \(indexPath.item)")
        return title.isEmpty ? .refuse("A title cannot be empty") : .accept
      }
      editing.didCancel { track, indexPath in log.cancels.append("title \(track.id) \(indexPath?.item ?? -1)") }
    }
    list.memoryStorage.setItems(tracks)
    window = TestWindow(width: 400, height: 400, child: list.widget)
    GtkTestEnvironment.settle(window)
  }

  var tracks: [Track] { (list.memoryStorage.items(inSection: 0) ?? []).compactMap { $0 as? Track } }
  func track(_ id: Int) -> Track? { tracks.first { $0.id == id } }

  /// The label each visible row shows, top to bottom.
  var shownRows: [String] { WidgetTree.visibleRows(of: list.listView).map(drawnLabel(in:)) }

  /// Gives the keyboard focus to the row at `item`, as a click or arrow keys would.
  func focusRow(_ item: Int) { focusRow(item, of: list) }

  /// Starts editing the row of track `id` with F2 and types `text` over its title.
  func startTyping(_ text: String, inRowOf id: Int) {
    guard let item = tracks.firstIndex(where: { $0.id == id }) else { return XCTFail("no track \(id)") }
    focusRow(item)
    press("F2")
    XCTAssertTrue(waitFor { editedText == "Song \(id)" }, "F2 edits track \(id)")
    press("ctrl+a")
    type(text)
    XCTAssertTrue(waitFor { editedText == text })
  }

  /// Titles of every track but `id`, by id.
  func titles(otherThan id: Int) -> [String] { tracks.filter { $0.id != id }.sorted { $0.id < $1.id }.map(\.title) }
}
