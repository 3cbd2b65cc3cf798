import CGtkListKit
import Foundation
import GtkListKit
import GtkListKitTestSupport
import ModelStorage

/// A file of the tree-in-table tests: a path, a size, and whether it is a folder.
struct Entry: Equatable {
  let path: String
  var size: Int
  var isFolder: Bool { path.hasSuffix("/") }
  var name: String { String(path.split(separator: "/").last ?? "") }
}

/// A cell of the tree-in-table tests (the name column's or the size column's).
final class EntryFieldCell: LabelCell {}

/// An in-memory file system of `Entry`s: children by parent path.
@MainActor
final class EntryFixture {
  var contents: [String: [Entry]] = [:]

  /// `parent` holds `children` (name and size; a name ending in "/" is a folder).
  func folder(_ parent: String, _ children: [(String, Int)]) {
    contents[parent] = children.map { Entry(path: parent + $0.0, size: $0.1) }
  }

  func makeStorage(roots: [Entry]) -> TreeStorage<String> {
    TreeStorage<String>(
      roots: roots, id: { ($0 as? Entry)?.path ?? "?" }, isExpandable: { ($0 as? Entry)?.isFolder ?? false },
      children: { self.contents[($0 as? Entry)?.path ?? ""] ?? [] })
  }

  /// A table with a name column (the tree's, sortable by name) and a size column (sortable).
  func makeTable(roots: [Entry]) -> (ColumnViewManager, TreeListManager<String>) {
    let table = ColumnViewManager()
    table.addColumn("name", title: "Name") { column in
      column.expands = true
      column.register(EntryFieldCell.self, for: Entry.self) { cell, entry, _ in cell.show(entry.name) }
      column.sortable(by: \Entry.name)
    }
    table.addColumn("size", title: "Size") { column in
      column.register(EntryFieldCell.self, for: Entry.self) { cell, entry, _ in cell.show("\(entry.size)") }
      column.sortable(by: \Entry.size)
    }
    let tree = table.showTree(makeStorage(roots: roots), expanderColumn: "name")
    return (table, tree)
  }
}

/// What GTK shows of a tree in a table: per visible row, "depth name size" with " +" for a
/// collapsed folder and " -" for an expanded one, read from the row's `GtkTreeExpander` and
/// its cells' labels.
@MainActor
enum TreeTableProbe {
  static func rows(_ table: ColumnViewManager) -> [String] {
    guard let list = WidgetTree.rowList(ofTable: table.columnView) else { return [] }
    return WidgetTree.visibleRows(of: list).compactMap(describe)
  }

  static func describe(_ row: WidgetPointer) -> String? {
    guard let expander = expander(in: row), let treeRow = gtk_tree_expander_get_list_row(expander) else {
      return nil
    }
    let mark =
      gtk_tree_list_row_is_expandable(treeRow) == 0 ? "" : gtk_tree_list_row_get_expanded(treeRow) != 0 ? " -" : " +"
    return "\(gtk_tree_list_row_get_depth(treeRow)) \(WidgetTree.texts(in: row).joined(separator: " "))\(mark)"
  }

  /// The row's expander (inside one of its cells).
  static func expander(in row: WidgetPointer) -> OpaquePointer? {
    for widget in WidgetTree.descendants(of: row) {
      if let expander = cgtk_tree_expander(UnsafeMutableRawPointer(widget)) { return expander }
    }
    return nil
  }

  /// How many cells of the row hold an expander.
  static func expanderCount(in row: WidgetPointer) -> Int {
    WidgetTree.descendants(of: row).filter { cgtk_tree_expander(UnsafeMutableRawPointer($0)) != nil }.count
  }

  /// The x of the row's first label (its name), in the row's coordinates: the indentation.
  static func nameX(in row: WidgetPointer) -> Float? {
    guard let label = WidgetTree.descendants(of: row).first(where: { cgtk_label(UnsafeMutableRawPointer($0)) != nil })
    else { return nil }
    var rect = graphene_rect_t()
    guard gtk_widget_compute_bounds(label, row, &rect) != 0 else { return nil }
    return rect.origin.x
  }

  /// The visible row widgets.
  static func rowWidgets(_ table: ColumnViewManager) -> [WidgetPointer] {
    guard let list = WidgetTree.rowList(ofTable: table.columnView) else { return [] }
    return WidgetTree.visibleRows(of: list)
  }

  /// The focused row, described as ``rows(_:)`` does.
  static func focused(_ window: TestWindow, _ table: ColumnViewManager) -> String? {
    guard let focus = gtk_root_get_focus(OpaquePointer(window.widget)) else { return nil }
    for row in rowWidgets(table) where row == focus || gtk_widget_is_ancestor(focus, row) != 0 {
      return describe(row)
    }
    return nil
  }
}
