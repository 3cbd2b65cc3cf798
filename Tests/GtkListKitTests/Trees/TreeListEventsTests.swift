import CGtkListKit
import CGtkListKitTesting
import Foundation
import GtkListKitTestSupport
import ModelStorage
import XCTest

@testable import GtkListKit

/// A tree's rows are a list's: every mapping event a list has reaches tree rows, with the node's
/// path from the roots as the index path, in a real window (real input where a gesture matters).
@MainActor
final class TreeListEventsTests: GtkTestCase {
  private func makeManager(_ configure: (TreeListManager<String>) -> Void) -> TreeListManager<String> {
    let fixture = TreeFixture()
    fixture.folder("a", ["s/", "t", "u"])
    fixture.folder("a/s", ["f"])
    let manager = TreeListManager(storage: fixture.makeStorage(roots: [Folder(path: "a"), File(path: "b")]))
    configure(manager)
    return manager
  }

  private func rowWidget(_ manager: TreeListManager<String>, _ index: Int) throws -> WidgetPointer {
    try XCTUnwrap(WidgetTree.visibleRows(of: manager.listView).dropFirst(index).first)
  }

  func testRightClickOpensTheNodesMenuWhoseActionGetsTheNode() async throws {
    try XCTSkipUnless(RealInput.isAvailable, "xdotool and an X display are needed for real input")
    var asked: [String] = []
    var renamed: [String] = []
    let manager = makeManager { manager in
      manager.register(FolderCell.self)
      manager.register(FileCell.self) { mapping in
        mapping.contextMenu { _, file, indexPath in
          asked.append("\(file.path) \(indexPath)")
          return ContextMenu(sections: [[ContextMenu.Item("Rename", action: "row.rename")]])
        }
      }
      manager.nodeAction("rename") { id, _ in renamed.append(id) }
    }
    let window = TestWindow(child: manager.widget)
    defer { window.close() }
    manager.expand("a")
    GtkTestEnvironment.settle(window.widget)
    let row = try rowWidget(manager, 2)  // a/t
    let point = try XCTUnwrap(window.point(ofCenterOf: row))
    RealInput.click(window: window.x11WindowID, x: point.x, y: point.y, button: 3)
    GtkTestEnvironment.pump(timeout: 3) { !asked.isEmpty }
    XCTAssertEqual(asked, ["a/t [0, 1]"], "the menu is asked of the node, with its path")
    XCTAssertEqual(manager.selectedID, "a/t", "a right click selects the node first")
    let popover = try XCTUnwrap(manager.core.interactions.popover?.popover)
    GtkTestEnvironment.waitForFrames(3, of: GtkWidgetReference(popover))
    let item = try XCTUnwrap(
      WidgetTree.descendants(of: popover).first {
        WidgetTree.typeName($0) == "GtkModelButton" && WidgetTree.labels(in: $0).contains("Rename")
      })
    let frame = WidgetTree.bounds(of: item, in: popover)
    RealInput.click(
      window: RealInput.x11WindowID(of: GtkWidgetReference(popover)), x: Int(frame.x + frame.width / 2),
      y: Int(frame.y + frame.height / 2))
    GtkTestEnvironment.pump(timeout: 3) { !renamed.isEmpty }
    XCTAssertEqual(renamed, ["a/t"])
  }

  func testTooltipIsAskedOfTheNodeUnderThePointer() async throws {
    try XCTSkipUnless(RealInput.isAvailable, "xdotool and an X display are needed for real input")
    var asked: [String] = []
    let manager = makeManager { manager in
      manager.register(FolderCell.self) { mapping in
        mapping.queryTooltip { _, folder, indexPath in
          asked.append("\(folder.path) \(indexPath)")
          return .text("folder \(folder.path)")
        }
      }
      manager.register(FileCell.self)
    }
    let window = TestWindow(child: manager.widget)
    defer { window.close() }
    manager.expand("a")
    GtkTestEnvironment.settle(window.widget)
    let point = try XCTUnwrap(window.point(ofCenterOf: try rowWidget(manager, 1)))  // a/s
    RealInput.move(window: window.x11WindowID, x: point.x, y: point.y)
    GtkTestEnvironment.pump(timeout: 5) { !asked.isEmpty }
    XCTAssertEqual(asked.first, "a/s [0, 0]")
  }

  func testShouldSelectVetoesAClickAndKeepsTheSelection() async throws {
    try XCTSkipUnless(RealInput.isAvailable, "xdotool and an X display are needed for real input")
    var selected: [String] = []
    let manager = makeManager { manager in
      manager.register(FolderCell.self)
      manager.register(FileCell.self) { mapping in
        mapping.shouldSelect { _, file, _ in file.path != "a/u" }
        mapping.didSelect { _, file, _ in selected.append(file.path) }
      }
    }
    let window = TestWindow(child: manager.widget)
    defer { window.close() }
    manager.expand("a")
    GtkTestEnvironment.settle(window.widget)
    for (index, expected) in [(2, "a/t"), (3, "a/t")] {  // a/t, then a/u (vetoed)
      let point = try XCTUnwrap(window.point(ofCenterOf: try rowWidget(manager, index)))
      RealInput.click(window: window.x11WindowID, x: point.x, y: point.y)
      GtkTestEnvironment.settle(window.widget)
      XCTAssertEqual(manager.selectedID, expected)
    }
    XCTAssertEqual(selected, ["a/t"], "didSelect for the allowed click only")
  }

  func testDisplayAndUnbindEventsFollowExpansionWithNodePaths() async throws {
    var log: [String] = []
    let manager = makeManager { manager in
      manager.register(FolderCell.self)
      manager.register(FileCell.self) { mapping in
        mapping.willDisplay { _, file, indexPath in log.append("show \(file.path) \(indexPath)") }
        mapping.didEndDisplaying { _, file, indexPath in log.append("hide \(file.path) \(indexPath)") }
        mapping.accessibleLabel { _, file, _ in "document \(file.path)" }
      }
    }
    let window = TestWindow(child: manager.widget)
    defer { window.close() }
    GtkTestEnvironment.settle(window.widget)
    XCTAssertEqual(log, ["show b [1]"])
    log = []
    manager.expand("a")
    GtkTestEnvironment.settle(window.widget)
    XCTAssertEqual(Set(log), ["show a/t [0, 1]", "show a/u [0, 2]"])
    let fileRow = try rowWidget(manager, 2)
    XCTAssertNotEqual(cgtk_accessible_label_is(fileRow, "document a/t"), 0, "the accessibleLabel closure")
    log = []
    manager.collapse("a")
    GtkTestEnvironment.settle(window.widget)
    XCTAssertEqual(Set(log), ["hide a/t [0, 1]", "hide a/u [0, 2]"])
  }

  func testExpandedRowsFadeInAsInsertedRows() async throws {
    let manager = makeManager { manager in
      manager.register(FolderCell.self)
      manager.register(FileCell.self)
    }
    let window = TestWindow(child: manager.widget)
    defer { window.close() }
    GtkTestEnvironment.settle(window.widget)
    let before = manager.statistics.itemsChangedEmissions
    manager.expand("a")
    XCTAssertEqual(manager.statistics.itemsChangedEmissions - before, 1, "one items-changed for the children")
    GtkTestEnvironment.waitForFrames(1, of: manager.listView)
    let classes = try (0...3).map { index in
      gtk_widget_has_css_class(try rowWidget(manager, index), ViewUpdater.insertedRowCSSClass) != 0
    }
    XCTAssertEqual(classes, [false, true, true, true], "the expanded children fade in, their parent does not")
  }
}
