import CGtkListKit
import Foundation
import GtkListKitTestSupport
import ModelStorage
import XCTest

@testable import GtkListKit

/// The table soak's edit step: an edit in place of an item's version, interrupted before its
/// commit by a sort or a change of its row; the commit may only ever write that item.
extension TablePropertyTests {
  /// An edit of a random row (the version column shown), and what arrives while it is typed.
  func drawEdit(_ state: inout State, _ table: ColumnViewManager, using g: inout SeededGenerator) -> TableOp? {
    guard table.column("version")?.isVisible == true, let path = state.mirror.randomPath(using: &g),
      let item = state.mirror.item(at: path)
    else { return nil }
    let version = item.version + Int.random(in: 1...3, using: &g)
    let then: TableOp?
    switch Int.random(in: 0..<6, using: &g) {
    case 0: then = .sort(ascending: Bool.random(using: &g))
    case 1: then = .storage(.replace(path, SoakItem(id: item.id, version: item.version + 2)))
    case 2: then = .storage(.insert(state.mirror.newItem(using: &g), IndexPath(item: 0, section: path.section)))
    case 3:
      let count = state.mirror.sections[path.section].count
      then = .storage(.move(path, IndexPath(item: Int.random(in: 0..<count, using: &g), section: path.section)))
    case 4: then = .storage(.remove([path]))
    default: then = nil
    }
    return .edit(path, version: version, then: then)
  }

  /// Begins editing the version at `path`, types `version`, performs `then` (mirrored as any
  /// step), and commits. The commit writes the edited item (found by identity wherever it went)
  /// or, when its row came to show another item or it left, is cancelled for that item; any
  /// other write shows as a divergence of the cells from the mirror.
  func performEdit(
    at path: IndexPath, version: Int, then: TableOp?, _ table: ColumnViewManager, _ window: TestWindow,
    _ state: inout State
  ) throws {
    guard let item = state.mirror.item(at: path) else { return }
    let editing = table.editing
    state.log.commits.removeAll()
    state.log.cancels.removeAll()
    guard editing.beginEditing(at: path, columnID: "version"),
      GtkTestEnvironment.pump(timeout: 3, until: { editing.isEditing }), let cell = editing.session?.cell
    else { throw Divergence(description: "editing \(item) did not begin") }
    if let at = editing.editingCell?.indexPath, at != path {
      throw Divergence(description: "editing \(item) at \(path) edits the row at \(at)")
    }
    gtk_editable_set_text(OpaquePointer(cell.widget), "\(version)")  // what the user typed
    if let then { try perform(then, on: table, window: window, state: &state) }
    let after = state.mirror.path(of: item.id)
    GtkTestEnvironment.drain()  // GTK binds the rows the change moved before the user commits
    editing.commitEditing()
    if editing.isEditing { throw Divergence(description: "still editing after the commit") }
    let commits = state.log.commits, cancels = state.log.cancels
    // The row kept its item (no change, an update in place, an insert elsewhere): the write
    // must land. An update the filter hides or the sort moves may cancel, as a reorder may.
    let mustCommit: Bool
    switch then {
    case nil: mustCommit = true
    case .storage(.replace)?: mustCommit = after == path
    case .storage(.insert)?: mustCommit = after != nil
    default: mustCommit = false
    }
    if commits.isEmpty {
      guard !mustCommit, cancels == ["\(item.id)"] else {
        throw Divergence(description: "the edit of \(item) committed nothing; cancelled \(cancels)")
      }
      state.tally["edit cancelled", default: 0] += 1
      return
    }
    guard commits == ["\(item.id) \(version)"], cancels.isEmpty else {
      throw Divergence(description: "the edit of \(item) committed \(commits), cancelled \(cancels)")
    }
    guard let after else { throw Divergence(description: "committed \(item), which is no longer shown") }
    state.filter.apply(.replace(after, SoakItem(id: item.id, version: version)), to: &state.mirror)
    keepSorted(table, &state.mirror)
    state.tally["edit committed", default: 0] += 1
  }
}

extension SoakMirror {
  /// Where the item with identity `id` is shown, if it is.
  func path(of id: Int) -> IndexPath? {
    for (s, items) in sections.enumerated() {
      if let k = items.firstIndex(where: { $0.id == id }) { return IndexPath(item: k, section: s) }
    }
    return nil
  }
}
