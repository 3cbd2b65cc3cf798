import CGtkListKitAdw
import Foundation
import GtkListKit
import WeakDelegate

/// The Table view of the contacts: a `ColumnViewManager` over its own memory storage, filled by
/// the page's `apply()` with the same sections as the list, its A–Z header rows spanning the
/// table. A header click sorts within each letter (the storage keeps the sort per section).
extension ContactsPage {
  func addTableColumns() {
    table.registerHeader(SectionHeaderView.self)
    table.addColumn("name", title: "Name") { column in
      column.expands = true
      column.isResizable = true
      column.isHideable = false
      column.register(TextCell.self, for: Contact.self, mapping: rowEvents) { cell, contact, _ in
        cell.show(contact.name)
      }
      column.sortable(by: \Contact.name)
      column.findKey { (contact: Contact) in contact.name }  // typing a name's first letters goes to it
    }
    table.addColumn("kind", title: "Kind") { column in
      column.fixedWidth = 110
      column.isResizable = true
      column.register(TextCell.self, for: Contact.self, mapping: rowEvents) { cell, contact, _ in
        cell.show(contact.kindName)
      }
      column.sortable(by: \Contact.kindName)
    }
    table.addColumn("detail", title: "Detail") { column in
      column.expands = true
      column.isResizable = true
      column.register(TextCell.self, for: Contact.self, mapping: rowEvents) { cell, contact, _ in
        cell.show(contact.detail)
      }
      column.sortable(by: \Contact.detail)
    }
    table.addColumn("favourite", title: "Favourite") { column in
      column.fixedWidth = 100
      column.register(TextCell.self, for: Contact.self, mapping: rowEvents) { cell, contact, _ in
        cell.show(contact.isFavourite ? "★" : "")
      }
      column.sortable { (first: Contact, second: Contact) in first.isFavourite && !second.isFavourite }
    }
    table.rowAction("favourite", weakly(self) { me, _, model in (model as? Contact).map { me.toggleFavourite($0) } })
    table.rowAction("delete", weakly(self) { me, _, model in (model as? Contact).map { me.delete([$0.id]) } })
    table.selectionDidChange(weakly(self) { me, _ in me.selectionChanged() })
    table.sortDidChange(weakly(self) { me, order in me.showSort(order) })
    table.updater.deleteAnimation = .fade
    table.updater.updateAnimation = .highlight
  }

  /// The menu and tooltip of the cell under the pointer, so every column's cells have them.
  private func rowEvents(_ mapping: ViewModelMapping<TextCell, Contact>) {
    mapping.contextMenu { _, contact, _ in Self.menu(for: contact) }
    mapping.queryTooltip { _, contact, _ in .text("\(contact.name)\n\(contact.detail)") }
  }

  /// The row menu of both views.
  static func menu(for contact: Contact) -> ContextMenu {
    ContextMenu([
      .init(contact.isFavourite ? "Remove from favourites" : "Add to favourites", action: "row.favourite"),
      .init("Delete", action: "row.delete"),
    ])
  }

  private func showSort(_ order: [ColumnSort]) {
    guard let first = order.first, let column = table.column(first.columnID) else {
      return status.show("In name order", on: .contacts)
    }
    let direction = first.ascending ? "ascending" : "descending"
    status.show("Sorted by \(column.title.lowercased()), \(direction), within each letter", on: .contacts)
  }

  // MARK: List or table

  /// The List / Table switcher: GTK's stack switcher (linked toggle buttons named by their
  /// titles, reached with Tab) over the stack of the two views.
  func viewSwitcher() -> WidgetPointer {
    Widgets.listOrTableSwitcher(
      views, list: manager.widget.pointer(), table: table.widget.pointer(),
      tooltip: "Show the contacts as a list or as a table"
    ) { [weak self] in self?.viewSwitched() }
  }

  /// Whether the table is the view shown.
  var showsTable: Bool { Widgets.showsTable(views) }

  /// Shows the table (`true`) or the list, as the switcher does.
  func showTable(_ table: Bool) { Widgets.showTable(table, in: views) }

  /// The manager of the view shown.
  var shown: ListBaseManager { showsTable ? table : manager }

  /// The other view took over: it selects the contact the hidden one had selected, by identity
  /// (the table may be sorted otherwise), and the detail pane reads it.
  private func viewSwitched() {
    let hidden: ListBaseManager = showsTable ? manager : table
    let ids = Set(hidden.selectedModels.compactMap { ($0 as? Contact)?.id })
    let now = shown
    let storage = now.memoryStorage
    let paths = (0..<storage.numberOfSections).flatMap { section in
      (storage.items(inSection: section) ?? []).enumerated().compactMap { item, model in
        (model as? Contact).flatMap { ids.contains($0.id) ? IndexPath(item: item, section: section) : nil }
      }
    }
    applying = true
    if Set(paths) != Set(now.selectedIndexPaths) {
      now.deselectAll()
      if let path = paths.first {
        now.select(path)
        now.scroll(to: path)
      }
    }
    applying = false
    showDetail()
  }
}
