/// The rows GTK has made, and which of them is bound at which position.
///
/// The position index is built on demand and kept until GTK binds, unbinds or the list changes:
/// a selection change over thousands of rows looks rows up without rebuilding it each time.
@MainActor
final class RowRegistry {
  // Unchecked: written as every row is made and destroyed (three dynamic checks a row).
  // An array, each row knowing its place (`RowState.registrySlot`): a dictionary by list item
  // cost the first frame a lookup of `UInt: Hashable` in the runtime's conformance tables
  // (~400k instructions, once per process) and a hash per row, for no lookup by key.
  @exclusivity(unchecked) private var rows: [RowEntry] = []
  // Unchecked: reset on every bind (see RowInteractions.wanted).
  @exclusivity(unchecked) private var byPosition: [Int: RowEntry]?
  /// Rows bound while the updater emits all but the last splice of a plan (see
  /// ``ViewUpdater``); `nil` when not recording. Read on every bind.
  @exclusivity(unchecked) var bindsBetweenSplices: [RowState]?

  /// Makes the state of a new row, forgotten again when the row is destroyed.
  func makeRow(for item: ListItem, column: Int = 0) -> RowState {
    if column != 0 { hasColumns = true }
    let state = RowState(listItem: item, column: column) { [weak self] slot in self?.forget(slot) }
    state.registrySlot = rows.count
    rows.append(RowEntry(state))
    return state
  }

  /// The row at `slot` is being destroyed: the last row takes its place.
  private func forget(_ slot: Int) {
    let last = rows.removeLast()
    if slot < rows.count {
      rows[slot] = last
      last.state?.registrySlot = slot
    }
    invalidate()
  }

  /// Every row GTK made and has not destroyed, bound or not (read by GtkListKit's own tests).
  var allRows: [RowState] { rows.compactMap(\.state) }

  /// Positions moved (a bind, an unbind, an `items-changed`): rebuild the index when next asked.
  func invalidate() { if byPosition != nil { byPosition = nil } }

  /// The row bound at `position`, if GTK realized one.
  func row(at position: Int) -> RowState? {
    // GTK may move a row without telling us (positions settle during its layout): verify.
    guard let state = index()[position]?.state else { return nil }
    if state.listItem.position == position { return state }
    invalidate()
    return index()[position]?.state
  }

  /// Every bound row by position.
  var bound: [Int: RowState] {
    let rows = index().compactMapValues(\.state)
    // GTK shifts rows on `items-changed` without rebinding all of them: verify, as `row(at:)`.
    if rows.allSatisfy({ $0.value.listItem.position == $0.key }) { return rows }
    invalidate()
    return index().compactMapValues(\.state)
  }

  /// Whether a table made cells of columns other than the first (then a position has several).
  private(set) var hasColumns = false

  /// Every bound row, and in a table every bound cell of every column.
  var boundCells: [RowState] {
    hasColumns ? rows.compactMap { $0.state?.listItem.position != nil ? $0.state : nil } : Array(bound.values)
  }

  /// The bound cells at `position` (one in lists and grids; one per shown column in a table).
  func cells(at position: Int) -> [RowState] {
    guard hasColumns else { return row(at: position).map { [$0] } ?? [] }
    return rows.compactMap { entry in entry.state?.listItem.position == position ? entry.state : nil }
  }

  private func index() -> [Int: RowEntry] {
    if let byPosition { return byPosition }
    var result: [Int: RowEntry] = [:]
    for entry in rows {
      guard let state = entry.state, let position = state.listItem.position else { continue }
      // A table's row stands for its position by the cell of its first declared column shown.
      if hasColumns, let other = result[position]?.state, other.column < state.column { continue }
      result[position] = entry
    }
    byPosition = result
    return result
  }
}

/// A row the registry does not keep alive (see ``Unretained``): a row removes its entry, and
/// clears the position index, in its deinit.
@MainActor
private struct RowEntry {
  private let row: Unretained<RowState>
  init(_ row: RowState) { self.row = Unretained(row) }
  var state: RowState? { row.object }
}
