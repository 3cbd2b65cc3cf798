import Foundation

extension ListManagerCore {
  /// Switches a managed grid to the rows of a sectioned grid (see ``SectionedGridRows``), once
  /// the first header or footer mapping comes. Adopted grid views cannot be swapped: their
  /// headers stay grid items (an anomaly says so).
  func enableSectionedGrid() {
    guard host.kind == .grid else { return }
    guard host.switchToList() else {
      anomalyHandler.reportAnomaly(.gridSectionsNeedManagedView)
      return
    }
    present(
      SectionedGridRows(
        source: source, rows: rows, presenter: presenter, host: host, rule: columnRule,
        mode: presentation.selection.mode))
    // GTK selects rows; the grid selects its tiles itself.
    host.setModel(SelectionModel(mode: .none, model: listModel))
    host.setFactory(factory)
    updater.reload()
  }

  /// Makes `presentation` the view's: selection events, the keyboard and the drop target
  /// follow it to the new view.
  func present(_ presentation: RowPresentation) {
    presentations.replace(with: presentation)
    presentations.strips?.needsReload = { [link] in link.core?.keepingSelection { link.core?.updater.reload() } }
    wireSelection()
    interactions.installKeys()
    dragging.wantTarget()
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

  /// Sets the column rule (also before the grid has sections); a sectioned grid reflows.
  func setColumnRule(_ rule: GridColumnRule) {
    columnRule = rule
    host.setColumns(min: rule.minColumns, max: rule.maxColumns)
    presentations.strips?.setColumnRule(rule)
  }
}
