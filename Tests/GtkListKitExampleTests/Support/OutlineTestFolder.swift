import CGtkListKit
import Foundation
import GtkListKit
import GtkListKitTestSupport
import ModelStorage
import XCTest

@testable import GtkListKitExample

/// A folder tree made for the Outline page's tests, and how they read the page: root/ alpha/
/// (nested/, b.txt, a.txt), big/ (10,000 files), locked/ (secret.txt), file10.txt, file2.txt,
/// zeta.txt (2,048 bytes), .hidden.
@MainActor
final class OutlineTestFolder {
  let root: String

  init() throws {
    root = FileManager.default.temporaryDirectory.appendingPathComponent("gtklistkit-outline-\(getpid())").path
    try? FileManager.default.removeItem(atPath: root)
    for folder in ["alpha/nested", "big", "locked"] {
      try FileManager.default.createDirectory(atPath: "\(root)/\(folder)", withIntermediateDirectories: true)
    }
    for file in ["alpha/b.txt", "alpha/a.txt", "locked/secret.txt", "file10.txt", "file2.txt", ".hidden"] {
      XCTAssertTrue(FileManager.default.createFile(atPath: "\(root)/\(file)", contents: Data("x".utf8)))
    }
    XCTAssertTrue(FileManager.default.createFile(atPath: "\(root)/zeta.txt", contents: Data(count: 2048)))
    for index in 0..<10_000 { _ = FileManager.default.createFile(atPath: "\(root)/big/f\(index)", contents: nil) }
  }

  /// The example's window on the Outline page, showing this folder.
  func open(applicationID: String) -> ExampleWindow {
    OutlinePage.folderOverride = root + "/"  // a trailing slash names the same folder
    return ExampleTestWindows.open(.outline, applicationID: applicationID)
  }

  /// Closes `window` and removes the folder.
  func close(_ window: ExampleWindow) {
    window.close()
    OutlinePage.folderOverride = nil
    chmod("\(root)/locked", 0o755)
    try? FileManager.default.removeItem(atPath: root)
  }

  /// The list's visible rows as "depth name", " +" after a closed folder, " -" after an open one.
  static func rows(_ page: OutlinePage) -> [String] {
    WidgetTree.visibleRows(of: page.manager.listView).compactMap { row in
      guard
        let expander = WidgetTree.descendants(of: row).first(where: { WidgetTree.typeName($0) == "GtkTreeExpander" }),
        let listRow = gtk_tree_expander_get_list_row(OpaquePointer(expander))
      else { return nil }
      let mark =
        gtk_tree_list_row_is_expandable(listRow) == 0 ? "" : gtk_tree_list_row_get_expanded(listRow) != 0 ? " -" : " +"
      return "\(gtk_tree_list_row_get_depth(listRow)) \(WidgetTree.labels(in: row).first ?? "")\(mark)"
    }
  }

  /// Lets input arrive and the folders being read (off the main thread) arrive, in the view
  /// shown, then waits for one painted frame (an idle window paints only the one it is asked
  /// for: waiting for two would sit out the timeout).
  static func settle(_ window: ExampleWindow) async {
    _ = GtkTestEnvironment.pump(timeout: 0.2) { false }
    let storage = window.outlinePage.tree.storage
    let loaded = await MainActorPump.until {
      storage.rootIDs.allSatisfy { !isLoading(storage, $0) }
    }
    XCTAssertTrue(loaded, "the folders opened were read")
    GtkTestEnvironment.waitForFrames(1, of: window.window)
  }

  /// Whether `id` or a loaded descendant is being read.
  private static func isLoading(_ storage: TreeStorage<String>, _ id: String) -> Bool {
    storage.isLoadingChildren(of: id) || (storage.loadedChildIDs(of: id) ?? []).contains { isLoading(storage, $0) }
  }
}
