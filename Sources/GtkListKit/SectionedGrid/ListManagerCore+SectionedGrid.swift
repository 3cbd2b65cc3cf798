import Foundation

extension ListManagerCore {
  /// Switches a managed grid to the rows of a sectioned grid (see ``SectionedGridRows``).
  /// Adopted grid views cannot be swapped: their headers stay grid items (an anomaly says so).
  func enableSectionedGrid() {
    guard !(presentation is SectionedGridRows) else { return }
    guard host.switchToList() else {
      anomalyHandler.reportAnomaly(.gridSectionsNeedManagedView)
      return
    }
    let grid = SectionedGridRows(
      source: source, rows: rows, presenter: presenter, rule: columnRule, mode: presentation.selection.mode)
    grid.width = host.width
    grid.host = host
    presentation = grid
    wireSelection()
    // GTK selects rows; the grid selects cells itself.
    host.setModel(SelectionModel(mode: .none, model: listModel))
    host.setFactory(factory)
    // The width changes during GTK's size allocation, where items-changed must not happen:
    // reflow on the next main-loop turn instead (once, however many notifications came).
    host.onWidthChanged { [link, weak grid] width in
      guard let grid else { return }
      grid.width = width
      guard !grid.reflowScheduled else { return }
      grid.reflowScheduled = true
      MainLoop.after(milliseconds: 0) { [link, weak grid] in
        grid?.reflowScheduled = false
        link.core?.reflowGrid()
      }
    }
    enableGridKeyboard(grid)
    dragging.wantTarget()  // the view was swapped: drops go to the new one
    updater.reload()
  }

  /// Watches the scroll position for `didReachEnd` (connected once, when first set).
  func watchEnd() {
    guard endWatcher.connect() else { return }
    host.onVerticalScroll { [link] in
      guard let self = link.core, let scroll = self.host.verticalScroll else { return }
      self.endWatcher.check(
        value: scroll.value, page: scroll.page, upper: scroll.upper, rowCount: self.presentation.rowCount)
    }
  }

  /// The widget of the realized item at flat `position`: its row, or its tile in a sectioned grid.
  func itemWidget(atFlatPosition position: Int) -> WidgetPointer? {
    if let grid = presentation as? SectionedGridRows {
      return source.itemIndexPath(at: position).flatMap { grid.cellBox(at: $0)?.box }
    }
    return rows.row(at: position)?.rowWidget
  }

  /// Tiles take the focus: Tab stops on the first tile in view, the view's key controller moves
  /// between tiles (see ``SectionedGridRows``'s keyboard).
  private func enableGridKeyboard(_ grid: SectionedGridRows) {
    interactions.installKeys()
  }

  /// Sets the column rule (also before the grid has sections); a sectioned grid reflows.
  func setColumnRule(_ rule: GridColumnRule) {
    columnRule = rule
    host.setColumns(min: rule.minColumns, max: rule.maxColumns)
    guard let grid = presentation as? SectionedGridRows else { return }
    grid.rule = rule
    reflowGrid()
  }

  /// Reflows a sectioned grid for its width: one reload that keeps the selection (the items stay).
  private func reflowGrid() {
    guard let grid = presentation as? SectionedGridRows, grid.needsReflow else { return }
    let selected = Set(grid.grid.selectedPositions)
    updater.reload()
    grid.grid.restore(selected)
  }
}
