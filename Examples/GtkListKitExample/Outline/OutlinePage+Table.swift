import CGtkListKitAdw
import Foundation
import GtkListKit
import ModelStorage

/// The Table view of the Outline page: the same folder as a tree in a table, as Files' list view
/// shows it (`ColumnViewManager.showTree`): the triangle and the indentation in the Name column,
/// Size and Type beside it. A header click sorts each folder's entries, folders kept first.
///
/// The table has a storage of its own, made when it is first shown: a storage drives one view.
/// It opens with the folders the list has open, and each view keeps its own expansion after.
extension OutlinePage {
  func addTableColumns() {
    table.addColumn("name", title: "Name") { column in
      column.expands = true
      column.isResizable = true
      column.isHideable = false
      column.register(FileNodeCell.self, for: FileNode.self, mapping: nodeEvents) { cell, node, _ in
        cell.show(node, withSize: false)
      }
      // Folders first, as in the list; then names in the order Files sorts them.
      column.sortable(using: FileNode.inFilesOrder)
    }
    table.addColumn("size", title: "Size") { column in
      column.fixedWidth = 100
      column.isResizable = true
      column.register(TextCell.self, for: FileNode.self) { cell, node, _ in
        cell.show(node.isFolder ? "" : FileNodeCell.formatted(node.size), number: true)
      }
      column.sortable(by: \FileNode.size)
    }
    table.addColumn("type", title: "Type") { column in
      column.fixedWidth = 220
      column.isResizable = true
      column.register(TextCell.self, for: FileNode.self) { cell, node, _ in
        cell.show(FileNode.describe(node.contentType))
      }
      column.sortable(by: \FileNode.contentType)
    }
  }

  /// The List / Table switcher over the stack of the two views.
  func viewSwitcher() -> WidgetPointer {
    Widgets.listOrTableSwitcher(
      views, list: manager.widget.pointer(), table: table.widget.pointer(),
      tooltip: "Show the folder as a list or as a table with sizes and types"
    ) { [weak self] in self?.viewSwitched() }
  }

  /// Whether the table is the view shown.
  var showsTable: Bool { Widgets.showsTable(views) }

  /// Shows the table (`true`) or the list, as the switcher does.
  func showTable(_ table: Bool) { Widgets.showTable(table, in: views) }

  /// The table's tree, made the first time the table shows.
  private func makeTableTree() -> TreeListManager<String> {
    let storage = Self.makeStorage(folder: folder)
    let tree = table.showTree(storage, expanderColumn: "name")
    configure(tree)
    tree.expansionState = manager.expansionState  // opens what the list has open
    return tree
  }

  private func viewSwitched() {
    search.stop()  // the search filters the view it was typed in
    if showsTable && tableTree == nil { tableTree = makeTableTree() }
    updateInfo()
  }
}
