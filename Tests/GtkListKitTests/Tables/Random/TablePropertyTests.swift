import CGtkListKit
import Foundation
import GtkListKitTestSupport
import ModelStorage
import XCTest

@testable import GtkListKit

/// Seeded random sequences on a real ColumnViewManager in a window: the list's storage
/// operations, selection and scrolling (GtkPropertyTests' mirror), plus sorting by a header's
/// key, hiding, showing and reordering columns, the storage's filter on and off
/// (``SoakFilterMirror`` models the hidden items), type-to-find, and an edit in place that a
/// sort or a change of its row interrupts (TablePropertyTests+Steps, +Editing). After every step
/// GTK's read-back is compared with the mirror: the row count, what every bound cell of every
/// column shows, and the selection (by identity, also across sorts and filters); any GLib
/// warning fails the run.
///
/// `GTKLISTKIT_SOAK_STEPS` sets the steps per seed (default 10,000); `GTKLISTKIT_SOAK_SEED` one seed
/// (an odd seed runs single selection, an even one multiple).
@MainActor
final class TablePropertyTests: GtkTestCase {
  indirect enum TableOp: CustomStringConvertible {
    case storage(SoakOp)
    case sort(ascending: Bool)
    case unsort
    case setVisible(column: String, Bool)
    case reorder(column: String, to: Int)
    case filter(SoakPredicate?)
    case type(String)
    /// Edits the version at the path, types `version`, then `then` arrives before the commit.
    case edit(IndexPath, version: Int, then: TableOp?)

    var description: String {
      switch self {
      case .storage(let op): return op.description
      case .sort(let ascending): return "sort by version \(ascending ? "ascending" : "descending")"
      case .unsort: return "sortOrder = []"
      case .setVisible(let column, let visible): return "\(column).isVisible = \(visible)"
      case .reorder(let column, let index): return "move column \(column) to \(index)"
      case .filter(let predicate): return predicate.map { "setFilter(\($0))" } ?? "removeFilter()"
      case .type(let text): return "type \"\(text)\""
      case .edit(let path, let version, let then):
        return "edit version at [\(path.section),\(path.item)], type \(version), then \(then?.description ?? "nothing")"
      }
    }
  }

  private var stepsPerSeed: Int { SoakSettings.stepsPerSeed }
  private var seeds: [UInt64] { SoakSettings.seeds(default: [0x7AB1_0001, 0x7AB1_0002]) }

  func testTableRandomOperations() async throws {
    // By the seed, so that GTKLISTKIT_SOAK_SEED reaches both modes: odd seeds select single rows.
    for seed in seeds { run(seed: seed, steps: stepsPerSeed, single: seed % 2 == 1) }
  }

  /// Columns: "cell" shows the manager's odd/even cells, "id" its own, "version" an editor;
  /// "id" and "version" have find keys.
  private func makeTable(_ log: EditLog) -> ColumnViewManager {
    let table = ColumnViewManager()
    table.register(OddItemCell.self) { mapping in
      mapping.condition = mapping.modelCondition { item, _ in item.version % 2 == 1 }
    }
    table.register(EvenItemCell.self)
    table.registerHeader(HeaderView.self)
    table.addColumn("cell", title: "Cell")
    table.addColumn("id", title: "Id") { column in
      column.register(SoakFieldCell.self, for: SoakItem.self) { cell, item, _ in cell.show(item, "id \(item.id)") }
      column.findKey { (item: SoakItem) in "\(item.id)" }
    }
    table.addColumn("version", title: "Version") { column in
      column.editableNumber(\SoakItem.version) { editing in
        editing.didCommit { item, version, _ in
          log.commits.append("\(item.id) \(version)")
          return .accept
        }
        editing.didCancel { item, _ in log.cancels.append("\(item.id)") }
      }
      column.sortable(by: \SoakItem.version)
      column.findKey { (item: SoakItem) in "\(item.version)" }
    }
    return table
  }

  /// The mirror of the storage's shown items and selection, and of what its filter hides.
  struct State {
    var mirror: SoakMirror
    var filter = SoakFilterMirror()
    let log = EditLog()
    /// How the new steps went (printed per seed: proof that they ran).
    var tally: [String: Int] = [:]
  }

  private func run(seed: UInt64, steps: Int, single: Bool) {
    var state = State(mirror: SoakMirror(single: single))
    let table = makeTable(state.log)
    table.selectionMode = single ? .single : .multiple
    let window = TestWindow(width: 520, height: 360, child: table.widget)
    defer { window.close() }
    var g = SeededGenerator(seed: seed)
    SoakRun(test: "TablePropertyTests", subject: "the table", counted: "cells").run(
      seed: seed, steps: steps, window: window,
      step: {
        let op = draw(&state, table, using: &g)
        do { try perform(op, on: table, window: window, state: &state) } catch {
          throw SoakRun.StepError(operation: "\(op)", error: error)
        }
        return "\(op)"
      },
      check: { check(table, state.mirror, checked: &$0) })
    print("TablePropertyTests: seed \(seed): \(state.tally.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" })")
  }

  private func draw(_ state: inout State, _ table: ColumnViewManager, using g: inout SeededGenerator) -> TableOp {
    let roll = Int.random(in: 0..<100, using: &g)
    switch roll {
    case ..<6: return .sort(ascending: Bool.random(using: &g))
    case ..<7: return .unsort
    case ..<9:
      let column = ["cell", "id", "version"].randomElement(using: &g)!
      // The last shown column stays shown (hiding it is an anomaly): drawn as a no-op show.
      let shown = table.columns.filter(\.isVisible).count
      return .setVisible(column: column, !(table.column(column)?.isVisible ?? true) || shown <= 1)
    case ..<10:
      return .reorder(
        column: ["cell", "id", "version"].randomElement(using: &g)!, to: Int.random(in: 0..<3, using: &g))
    case ..<30:
      guard let path = state.mirror.randomPath(using: &g) else {
        return .storage(state.mirror.drawStorageOp(using: &g))
      }
      switch roll {
      case ..<20: return .storage(.select(path))
      case ..<25: return .storage(.deselect(state.mirror.selectedPath(using: &g) ?? path))
      case ..<26: return .storage(.deselectAll)
      default: return .storage(.scroll(path))
      }
    // The new steps take a share of the storage operations' (the suite's time stays the same).
    case ..<32: return drawFilter(state, using: &g)
    case ..<35: return drawType(state, table, using: &g)
    case ..<37: return drawEdit(&state, table, using: &g) ?? .storage(state.mirror.drawStorageOp(using: &g))
    default: return .storage(state.mirror.drawStorageOp(using: &g))
    }
  }

  func perform(_ op: TableOp, on table: ColumnViewManager, window: TestWindow, state: inout State) throws {
    switch op {
    case .storage(let op):
      switch op {
      case .select(let path): XCTAssertTrue(table.select(path), "select \(path)")
      case .deselect(let path): table.deselect(path)
      case .deselectAll: table.deselectAll()
      case .scroll(let path): table.scroll(to: path)
      default: try table.memoryStorage.apply(op)
      }
      state.filter.apply(op, to: &state.mirror)
      // The sort stays: the storage put the changed items at their sorted place (or a move by
      // hand out of order ended it, and the table's sort order with it).
      keepSorted(table, &state.mirror)
    case .sort(let ascending):
      table.sortOrder = [ColumnSort("version", ascending: ascending)]
      Self.sort(&state.mirror, ascending)
    case .unsort: table.sortOrder = []
    case .setVisible(let column, let visible): table.column(column)?.isVisible = visible
    case .reorder(let column, let index):
      var layout = table.columnLayout
      guard let from = layout.columns.firstIndex(where: { $0.id == column }) else { return }
      layout.columns.insert(layout.columns.remove(at: from), at: index)
      table.columnLayout = layout
    case .filter(let predicate): try performFilter(predicate, table, &state)
    case .type(let text): try performType(text, table, &state)
    case .edit(let path, let version, let then):
      try performEdit(at: path, version: version, then: then, table, window, &state)
    }
  }

  /// After a storage change: the items in the kept sort's order, if one is kept.
  func keepSorted(_ table: ColumnViewManager, _ mirror: inout SoakMirror) {
    if table.memoryStorage.keepsSorted, let sort = table.sortOrder.first { Self.sort(&mirror, sort.ascending) }
  }

  /// Sorts the mirror as the storage does: stably by version.
  private static func sort(_ mirror: inout SoakMirror, _ ascending: Bool) {
    for s in mirror.sections.indices {
      mirror.sections[s] = mirror.sections[s].enumerated().sorted { a, b in
        a.element.version != b.element.version
          ? (ascending ? a.element.version < b.element.version : a.element.version > b.element.version)
          : a.offset < b.offset
      }.map(\.element)
    }
  }

  /// The first divergence of GTK's cells from the mirror, or `nil`.
  private func check(_ table: ColumnViewManager, _ mirror: SoakMirror, checked: inout Int) -> String? {
    let headerRows = mirror.headers.filter { $0 != nil }.count
    let probe = ListProbe(table)
    if probe.modelRowCount != mirror.totalItems + headerRows {
      return "rows: expected \(mirror.totalItems + headerRows), GTK has \(probe.modelRowCount)"
    }
    for cell in table.core.rows.boundCells {
      guard let position = cell.listItem.position, let slot = cell.slot else { continue }
      guard let path = table.indexPath(atPosition: position) else { continue }  // a header row
      guard let expected = mirror.item(at: path) else { return "a cell at \(path) is past the storage" }
      let column = table.columns.first { $0.index == cell.column }?.id ?? "?"
      let shown: SoakItem?
      switch slot.cell {
      case let soak as SoakCell: shown = soak.shown
      case let field as SoakFieldCell: shown = field.shown
      case let editor as TextEditorCell:
        shown = editor.binding?.model as? SoakItem
        if let shown, editor.text != "\(shown.version)" {
          return "column \(column) at \(path) shows the text \(editor.text) for \(shown)"
        }
      default: return "column \(column) at \(path) shows a \(type(of: slot.cell))"
      }
      if shown != expected {
        return "column \(column) at \(path) shows \(shown.map(\.description) ?? "nothing"), storage has \(expected)"
      }
      checked += 1
    }
    let ids = table.selectedIndexPaths.compactMap { mirror.item(at: $0)?.id }
    if Set(ids) != mirror.selected || ids.count != table.selectedIndexPaths.count {
      return "selection: expected \(mirror.selected.sorted()), got \(ids.sorted())"
    }
    return nil
  }
}

/// A table cell of one field of a soak item; remembers the item.
final class SoakFieldCell: LabelCell {
  var shown: SoakItem?
  func show(_ item: SoakItem, _ text: String) {
    shown = item
    show(text)
  }
}
