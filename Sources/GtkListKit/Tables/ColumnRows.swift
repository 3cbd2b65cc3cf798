import Foundation
import ModelStorage

/// The presentation of a ``ColumnViewManager``: one GTK row per flat row, as ``FlatRows``, and
/// in each row one cell per shown column. Every cell is a ``RowState`` of its column (GTK binds
/// each column's cells with that column's factory); the row stands for its position by the cell
/// of its first declared column shown. A column shows its items with its own mappings, or with
/// the manager's when it has none; header and footer rows show their view in the first shown
/// column, spanning the row.
@MainActor
final class ColumnRows: FlatRowsComposing {
  /// A table row is a flat row: what does not depend on cells is the flat rows'.
  let flat: FlatRows
  private let source: ContentSource
  private let rows: RowRegistry
  /// The manager's presenter: headers, footers, and the cells of columns without their own.
  private let presenter: CellPresenter
  /// By declared column index, the column's own presenter once it registered cells.
  var columnPresenters: [Int: CellPresenter] = [:]
  /// The declared index of the leftmost shown column: header and footer rows show there.
  var headerColumn = 0
  /// The tree's column when the table shows a tree (its cells sit in the row's expander).
  var tree: TreeColumnCells?
  /// Whether item cells take the focus (``ColumnViewManager/cellsAreFocusable``).
  var focusableCells = false

  init(source: ContentSource, rows: RowRegistry, presenter: CellPresenter, selection: ItemSelection) {
    flat = FlatRows(source: source, rows: rows, presenter: presenter, selection: selection)
    self.source = source
    self.rows = rows
    self.presenter = presenter
  }

  private func presenter(forColumn column: Int) -> CellPresenter { columnPresenters[column] ?? presenter }

  func bind(_ cell: RowState, at position: Int) {
    guard let content = source.content(at: position) else { return }
    cell.setCellFocusable(focusableCells && content.kind == .cell)
    let identity = presenter.display.enabled ? DisplayKey(item: cell.listItem.itemSerial, column: cell.column) : nil
    if content.kind == .cell {
      cell.setHeadingSpansRow(false)
      tree?.bind(cell, at: position)
      let shown = cell.slot
      presenter(forColumn: cell.column).present(content, in: cell, identity: identity)
      if let widget = cell.rowWidget { RowWidgets.showsItem(widget) }
      if cell.slot !== shown || !cell.namesRow { nameRow(of: cell) }
    } else if cell.column == headerColumn {
      presenter.present(content, in: cell, identity: identity)
      cell.setHeadingSpansRow(true)
    } else {
      cell.setHeadingSpansRow(false)
      presenter(forColumn: cell.column).clear(cell)
      cell.showBlank()
      if let widget = cell.rowWidget { RowWidgets.showsNothingInHeaderRow(widget) }
    }
  }

  /// A screen reader reads a table row by its name: the texts of its first cells (GTK names it
  /// after its widget type otherwise). Set again when a cell of the row gets another cell widget.
  private func nameRow(of cell: RowState) {
    guard presenter.describesForAccessibility, let row = ListBaseView.tableRow(ofCell: cell.rowWidget) else { return }
    cell.namesRow = Accessibility.labelByTexts(row, of: row)
  }

  func unbind(_ cell: RowState) { presenter(forColumn: cell.column).unbind(cell) }

  func rebind(_ positions: [Int]) {
    let wanted = Set(positions)
    for cell in rows.boundCells {
      if let position = cell.listItem.position, wanted.contains(position) { bind(cell, at: position) }
    }
  }

  func rebindRealized() {
    for cell in rows.boundCells { if let position = cell.listItem.position { bind(cell, at: position) } }
  }

  func rebindMovedRows() {
    guard presenter.tracksIndexPaths || columnPresenters.values.contains(where: \.tracksIndexPaths) else { return }
    for cell in rows.boundCells {
      guard let position = cell.listItem.position, let place = source.place(at: position) else { continue }
      // A header or footer shows in one column only; the other cells of its row show nothing.
      let isItem = place.kind == .cell
      let shown = isItem || cell.column == headerColumn ? place.indexPath : nil
      if (isItem ? presenter(forColumn: cell.column) : presenter).isStale(cell, at: shown) { bind(cell, at: position) }
    }
  }

  /// The GTK row (it takes the focus; its cells are inside it).
  func itemWidget(atFlatPosition position: Int) -> WidgetPointer? {
    ListBaseView.tableRow(ofCell: rows.row(at: position)?.rowWidget)
  }

  // MARK: Events go to every column's cell

  @discardableResult
  func fire(_ event: MappingEvent, atFlatPosition position: Int) -> Bool {
    guard let content = source.content(at: position), let model = content.optionalModel else { return false }
    var handled = false
    for cell in rows.cells(at: position).sorted(by: { $0.column < $1.column }) {
      guard let slot = cell.slot else { continue }
      if slot.mapping.fire(event, cell: slot.cell, model: model, at: content.indexPath) { handled = true }
    }
    return handled
  }

  func allows(_ event: MappingEvent, atFlatPosition position: Int) -> Bool? {
    guard let content = source.content(at: position), let model = content.optionalModel else { return nil }
    for cell in rows.cells(at: position).sorted(by: { $0.column < $1.column }) {
      guard let slot = cell.slot else { continue }
      if let answer: Bool = slot.mapping.ask(event, cell: slot.cell, model: model, at: content.indexPath) {
        return answer
      }
    }
    return nil
  }
}
