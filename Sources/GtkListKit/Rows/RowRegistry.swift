/// The rows GTK has made, and which of them is bound at which position.
///
/// The position index is built on demand and kept until GTK binds, unbinds or the list changes:
/// a selection change over thousands of rows looks rows up without rebuilding it each time. It
/// is the bound rows sorted by position, searched by halves: a `[Int: RowEntry]` cost the first
/// update of a process its metadata and a lookup of `Int: Hashable` in the runtime's
/// conformance tables (~380k instructions), and each lookup a hash.
@MainActor
final class RowRegistry {
  // Unchecked: written as every row is made and destroyed (three dynamic checks a row).
  // An array, each row knowing its place (`RowState.registrySlot`): a dictionary by list item
  // cost the first frame a lookup of `UInt: Hashable` in the runtime's conformance tables
  // (~400k instructions, once per process) and a hash per row, for no lookup by key.
  @exclusivity(unchecked) private var rows: [RowEntry] = []
  // Unchecked: reset on every bind (see RowInteractions.wanted).
  @exclusivity(unchecked) private var byPosition: PositionIndex?
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
    guard let state = index().entry(at: position)?.state else { return nil }
    if state.listItem.position == position { return state }
    invalidate()
    return index().entry(at: position)?.state
  }

  /// Every bound row by position.
  var bound: [Int: RowState] {
    // GTK shifts rows on `items-changed` without rebinding all of them: verify, as `row(at:)`.
    if let rows = index().rows(verified: true) { return rows }
    invalidate()
    return index().rows(verified: false) ?? [:]
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

  private func index() -> PositionIndex {
    if let byPosition { return byPosition }
    var bound = [(position: Int, column: Int, entry: RowEntry)]()
    for entry in rows {
      guard let state = entry.state, let position = state.listItem.position else { continue }
      bound.append((position, state.column, entry))
    }
    // A table's row stands for its position by the cell of its first declared column shown.
    bound.sort { ($0.position, $0.column) < ($1.position, $1.column) }
    var index = PositionIndex()
    for row in bound where index.positions.last != row.position {
      index.positions.append(row.position)
      index.entries.append(row.entry)
    }
    byPosition = index
    return index
  }
}

/// The bound rows in order of position, one per position.
@MainActor
private struct PositionIndex {
  var positions: [Int] = []
  var entries: [RowEntry] = []

  func entry(at position: Int) -> RowEntry? {
    var (low, high) = (0, positions.count)
    while low < high {
      let middle = (low + high) / 2
      if positions[middle] < position { low = middle + 1 } else { high = middle }
    }
    return low < positions.count && positions[low] == position ? entries[low] : nil
  }

  /// The rows by position; `nil` when `verified` and a row is no longer at its position.
  func rows(verified: Bool) -> [Int: RowState]? {
    var rows = [Int: RowState](minimumCapacity: positions.count)
    for (position, entry) in zip(positions, entries) {
      guard let state = entry.state else { continue }
      if verified && state.listItem.position != position { return nil }
      rows[position] = state
    }
    return rows
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
