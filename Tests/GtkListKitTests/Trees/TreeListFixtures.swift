import CGtkListKit
import Foundation
import GtkListKit
import GtkListKitTestSupport
import ModelStorage
import XCTest

/// A folder or a file of the test trees, identified by its path.
struct Folder: Equatable { let path: String }
struct File: Equatable { let path: String }

final class FolderCell: LabelCell, ModelTransfer {
  func update(with model: Folder) { show("folder \(model.path)") }
}

final class FileCell: LabelCell, ModelTransfer {
  func update(with model: File) { show("file \(model.path)") }
}

/// A file system in memory: the children of each folder path, read by the storage's provider.
@MainActor
final class TreeFixture {
  var contents: [String: [Any]] = [:]

  /// Folder `path` holding `children` (names; a name ending in "/" is a folder).
  func folder(_ path: String, _ children: [String]) {
    contents[path] = children.map { name -> Any in
      name.hasSuffix("/") ? Folder(path: path + "/" + name.dropLast()) : File(path: path + "/" + name)
    }
  }

  func makeStorage(roots: [Any]) -> TreeStorage<String> {
    TreeStorage<String>(
      roots: roots, id: TreeFixture.path, isExpandable: { $0 is Folder },
      children: { self.contents[($0 as? Folder)?.path ?? ""] ?? [] })
  }

  nonisolated static func path(_ model: Any) -> String {
    (model as? Folder)?.path ?? (model as? File)?.path ?? "?"
  }
}

/// What GTK shows for one row of a tree: its depth, whether it is expanded, its cell's label.
@MainActor
enum TreeProbe {
  /// The visible rows, top to bottom, as "depth label" with " +" for a collapsed expandable row
  /// and " -" for an expanded one.
  static func rows(_ listView: GtkWidgetReference) -> [String] {
    WidgetTree.visibleRows(of: listView).compactMap(describe)
  }

  /// Rows in the view's own model (the lists' model the manager's core feeds).
  static func viewRowCount(_ listView: GtkWidgetReference) -> Int {
    let listModel = cgtk_g_list_model(
      UnsafeMutableRawPointer(gtk_list_view_get_model(cgtk_list_view(listView.gtkWidgetPointer))))
    return Int(g_list_model_get_n_items(listModel))
  }

  static func describe(_ rowWidget: WidgetPointer) -> String? {
    guard let expander = cgtk_tree_expander(gtk_widget_get_first_child(rowWidget)),
      let row = gtk_tree_expander_get_list_row(expander)
    else { return nil }
    let label = WidgetTree.labels(in: rowWidget).first ?? ""
    let mark =
      gtk_tree_list_row_is_expandable(row) == 0 ? "" : gtk_tree_list_row_get_expanded(row) != 0 ? " -" : " +"
    return "\(gtk_tree_list_row_get_depth(row)) \(label)\(mark)"
  }

  /// The focused row, described as ``rows(_:)`` does.
  static func focused(_ window: TestWindow) -> String? {
    guard var widget = gtk_root_get_focus(OpaquePointer(window.widget)) else { return nil }
    while WidgetTree.typeName(widget) != "GtkListItemWidget" {
      guard let parent = gtk_widget_get_parent(widget) else { return nil }
      widget = parent
    }
    return describe(widget)
  }
}

extension TreeProbe {
  /// The visible row showing `label`: its widget, its centre in window coordinates and height.
  static func row(_ label: String, of listView: GtkWidgetReference, in window: TestWindow) throws -> (
    widget: WidgetPointer, x: Int, y: Int, h: Int
  ) {
    let widget = try XCTUnwrap(
      WidgetTree.visibleRows(of: listView).first { WidgetTree.labels(in: $0).first == label }, label)
    let point = try XCTUnwrap(window.point(ofCenterOf: widget))
    return (widget, point.x, point.y, Int(gtk_widget_get_height(widget)))
  }
}
