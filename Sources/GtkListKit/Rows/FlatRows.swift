import Foundation
import ModelStorage

/// One GTK row per flat row: items, and header and footer rows between them. The presentation
/// of ``ListViewManager`` and of a ``GridViewManager`` without sections.
@MainActor
final class FlatRows: RowPresentation {
  let source: ContentSource
  let rows: RowRegistry
  let presenter: CellPresenter
  let selection: ItemSelection

  init(source: ContentSource, rows: RowRegistry, presenter: CellPresenter, selection: ItemSelection) {
    self.source = source
    self.rows = rows
    self.presenter = presenter
    self.selection = selection
  }

  var rowCount: Int { source.layout.count }

  func translate(_ plan: ItemsChangedPlan, from old: FlatLayout, to layout: FlatLayout) -> ItemsChangedPlan { plan }

  func reload() {}

  func setUp(_ row: RowState) { presenter.setUp(row) }

  func bind(_ row: RowState, at position: Int) {
    if !row.knowsRowWidget { presenter.adopt(row) }  // its cell came at setup
    let identity = identity(of: row)
    if source.withTypedItem(
      at: position,
      { items, modelType, index in
        presenter.presentTyped(items, of: modelType, at: index, section: 0, in: row, identity: identity)
      })
    {
      row.setInteractive(true)
      return
    }
    guard let content = source.content(at: position) else { return }
    row.setInteractive(content.kind == .cell)
    presenter.present(content, in: row, identity: identity)
  }

  func unbind(_ row: RowState) { presenter.unbind(row) }

  func rebind(_ positions: [Int]) {
    for position in positions {
      guard let row = rows.row(at: position), let content = source.content(at: position) else { continue }
      presenter.present(content, in: row, identity: identity(of: row))
    }
  }

  private func identity(of row: RowState) -> DisplayKey? {
    presenter.display.enabled ? DisplayKey(item: row.listItem.itemSerial, column: 0) : nil
  }

  func rebindRealized() {
    for (position, row) in rows.bound { bind(row, at: position) }
  }

  func rebindMovedRows() {
    for (position, row) in movedRows() { bind(row, at: position) }
  }

  /// The bound rows presented at another index path than the one they show now.
  func movedRows() -> [(position: Int, row: RowState)] {
    guard presenter.tracksIndexPaths else { return [] }
    return rows.bound.filter { position, row in presenter.isStale(row, at: source.place(at: position)?.indexPath) }
      .map { ($0.key, $0.value) }
  }

  func realizedCell(atFlatPosition position: Int) -> (slot: CellSlot, model: Any, indexPath: IndexPath)? {
    guard let slot = rows.row(at: position)?.slot, let content = source.content(at: position),
      let model = content.optionalModel
    else { return nil }
    return (slot, model, content.indexPath)
  }

  func row(ofFlatPosition position: Int) -> Int? { position < source.layout.count ? position : nil }

  func itemWidget(atFlatPosition position: Int) -> WidgetPointer? { rows.row(at: position)?.rowWidget }

  var realizedItemPositions: [Int] {
    rows.bound.compactMap { position, row in
      row.slot != nil && source.itemIndexPath(at: position) != nil ? position : nil
    }
  }
}
