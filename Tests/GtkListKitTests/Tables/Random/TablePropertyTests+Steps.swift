import CGtkListKit
import Foundation
import GtkListKitTestSupport
import ModelStorage
import XCTest

@testable import GtkListKit

/// The table soak's filter, type-to-find and edit steps: each is drawn from the mirror, applied
/// to the table, and predicted in the mirror, so the step's own checks (hidden items, focus)
/// and the run's check after it (cells, selection by identity) stay exact.
extension TablePropertyTests {
  /// A step's own divergence from the mirror.
  struct Divergence: Error, CustomStringConvertible {
    let description: String
  }

  // MARK: Filter

  /// A filter while there is none; else another one or none, as often.
  func drawFilter(_ state: State, using g: inout SeededGenerator) -> TableOp {
    if state.filter.isFiltered, Bool.random(using: &g) { return .filter(nil) }
    return .filter(SoakPredicate.all.randomElement(using: &g)!)
  }

  /// Sets or removes the storage's filter; the hidden items must be the mirror's, in its order.
  func performFilter(_ predicate: SoakPredicate?, _ table: ColumnViewManager, _ state: inout State) throws {
    let storage = table.memoryStorage
    if let predicate {
      storage.setFilter { ($0 as? SoakItem).map(predicate.accepts) ?? false }
    } else {
      storage.removeFilter()
    }
    state.filter.setPredicate(predicate, &state.mirror)
    state.tally[predicate == nil ? "filter off" : "filter on", default: 0] += 1
    keepSorted(table, &state.mirror)
    for s in state.mirror.sections.indices {
      let all = (storage.allItems(inSection: s) ?? []).compactMap { ($0 as? SoakItem)?.id }
      let expected = state.filter.merged(s, state.mirror).map(\.id)
      if all != expected || storage.numberOfHiddenItems(inSection: s) != state.filter.hidden[s].count {
        throw Divergence(description: "section \(s) holds \(all), expected \(expected) (hidden or shown)")
      }
    }
  }

  // MARK: Type-to-find

  /// The key type-to-find reads: the first visible column with one, in display order.
  private func findKey(_ table: ColumnViewManager) -> ((SoakItem) -> String)? {
    switch table.columnLayout.columns.first(where: { $0.isVisible && $0.id != "cell" })?.id {
    case "id": return { "\($0.id)" }
    case "version": return { "\($0.version)" }
    default: return nil
    }
  }

  /// A digit, the same digit twice (stepping through its rows), or a row's key's first characters.
  func drawType(_ state: State, _ table: ColumnViewManager, using g: inout SeededGenerator) -> TableOp {
    let digit = String(Int.random(in: 0...9, using: &g))
    switch Int.random(in: 0..<3, using: &g) {
    case 0: return .type(digit)
    case 1: return .type(digit + digit)
    default:
      guard let key = findKey(table), let path = state.mirror.randomPath(using: &g),
        let item = state.mirror.item(at: path)
      else { return .type(digit) }
      return .type(String(key(item).prefix(Int.random(in: 1...2, using: &g))))
    }
  }

  /// The rows as GTK lays them out: `nil` for a section's header row.
  private func flatRows(_ mirror: SoakMirror) -> [SoakItem?] {
    mirror.sections.indices.flatMap { s in (mirror.headers[s] == nil ? [] : [nil]) + mirror.sections[s].map { $0 } }
  }

  /// Types `text` as quick keys (a new prefix): the focus must reach the row the mirror finds,
  /// which alone is selected; without a match nothing moves.
  func performType(_ text: String, _ table: ColumnViewManager, _ state: inout State) throws {
    let rows = flatRows(state.mirror)
    var focus = table.core.interactions.focusedItem()?.position
    let key = findKey(table)
    table.core.finder.reset()  // the last step's keys are long past for the user
    var typed = ""
    for character in text {
      typed.append(character)
      _ = table.core.typed(String(character))
      guard let key else { continue }
      // A repeated letter steps on from the focus; a longer prefix may stay on the focused row.
      let repeated = typed.count > 1 && Set(typed).count == 1
      let prefix = repeated ? String(character) : typed
      let start = focus.map { typed.count == 1 || repeated ? $0 + 1 : $0 } ?? 0
      let found = (0..<rows.count).lazy.map { (start + $0) % rows.count }.first { position in
        rows[position].map { key($0).hasPrefix(prefix) } ?? false
      }
      guard let found, found != focus, let item = rows[found] else { continue }
      focus = found
      state.mirror.selected = [item.id]
    }
    state.tally[focus == nil ? "type, nothing found" : "type", default: 0] += 1
    guard let focus, let want = rows[focus] else { return }
    // By identity: the item GTK's focused row shows now.
    func focused() -> SoakItem? {
      let position = table.core.interactions.focusedItem()?.position
      return position.flatMap(table.indexPath(atPosition:)).flatMap { table.memoryStorage.item(at: $0) as? SoakItem }
    }
    if !GtkTestEnvironment.pump(timeout: 3, until: { focused()?.id == want.id }) {
      throw Divergence(description: "focus on \(focused().map(\.description) ?? "no item"), expected \(want)")
    }
  }
}
