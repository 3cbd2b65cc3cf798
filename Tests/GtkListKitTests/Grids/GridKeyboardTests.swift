import CGtkListKit
import Foundation
import GtkListKitTestSupport
import ModelStorage
import XCTest

@testable import GtkListKit

/// The sectioned grid from the keyboard, with real key presses: Tab into the tiles, arrows across
/// strips and over header rows, Home/End, Page Down, Enter activates, Space selects.
@MainActor
final class GridKeyboardTests: GtkTestCase {
  private func makeSectioned() -> GridViewManager {
    let manager = GridViewManager()
    manager.itemWidth = 160
    manager.register(PhotoCell.self)
    manager.registerHeader(HeaderView.self)
    let sections: [[Any]] = [
      (0..<10).map { Photo(name: "a\($0)") }, (0..<7).map { Photo(name: "b\($0)") },
      (0..<1000).map { Photo(name: "c\($0)") },
    ]
    manager.memoryStorage.setItems(sections)
    manager.memoryStorage.setSectionHeaderModels(["Alpha", "Beta", "Gamma"])
    return manager
  }

  /// The index path of the tile with the keyboard focus.
  private func focused(_ manager: GridViewManager, _ window: TestWindow) -> IndexPath? {
    guard let focus = gtk_root_get_focus(OpaquePointer(window.widget)),
      let tile = WidgetAttachment.attachment(of: focus, as: GridCellBox.self),
      let grid = manager.core.presentation as? SectionedGridRows, let flat = grid.flatPosition(of: tile)
    else { return nil }
    return manager.core.source.itemIndexPath(at: flat)
  }

  private func press(
    _ key: String, _ window: TestWindow, expect indexPath: IndexPath, _ manager: GridViewManager,
    line: UInt = #line
  ) {
    RealInput.press(key, window: window.x11WindowID)
    GtkTestEnvironment.pump(timeout: 3) { self.focused(manager, window) == indexPath }
    XCTAssertEqual(focused(manager, window), indexPath, "after \(key)", line: line)
  }

  func testKeyboardWalksTheSectionedGrid() async throws {
    try XCTSkipUnless(RealInput.isAvailable, "xdotool and an X display are needed for real input")
    let manager = makeSectioned()
    var activated: [IndexPath] = []
    var focusedEvents: [IndexPath] = []
    manager.activate(PhotoCell.self) { _, _, indexPath in activated.append(indexPath) }
    manager.didFocus(PhotoCell.self) { _, _, indexPath in focusedEvents.append(indexPath) }
    let box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
    let button = gtk_button_new_with_label("before")!
    gtk_box_append(cgtk_box(box), button)
    gtk_widget_set_vexpand(manager.widget.ptr, 1)
    gtk_box_append(cgtk_box(box), manager.widget.ptr)
    let window = TestWindow(width: 660, height: 480, child: GtkWidgetReference(box))
    defer { window.close() }
    let columns = try XCTUnwrap(manager.sectionedGridColumns)
    XCTAssertEqual(columns, 4)
    gtk_widget_grab_focus(button)
    GtkTestEnvironment.settle(window.widget)

    press("Tab", window, expect: IndexPath(item: 0, section: 0), manager)
    XCTAssertEqual(focusedEvents.last, IndexPath(item: 0, section: 0), "didFocus fires for tiles")
    press("Right", window, expect: IndexPath(item: 1, section: 0), manager)
    press("Down", window, expect: IndexPath(item: 5, section: 0), manager)
    press("Down", window, expect: IndexPath(item: 9, section: 0), manager)
    press("Down", window, expect: IndexPath(item: 1, section: 1), manager)  // over the header "Beta"
    press("Up", window, expect: IndexPath(item: 9, section: 0), manager)
    press("Right", window, expect: IndexPath(item: 0, section: 1), manager)  // on to the next strip
    press("Left", window, expect: IndexPath(item: 9, section: 0), manager)
    GtkTestEnvironment.settle(window.widget)
    try window.saveSnapshot(to: "/tmp/gtklistkit-grid-focus.png")

    RealInput.press("Return", window: window.x11WindowID)
    GtkTestEnvironment.pump(timeout: 3) { !activated.isEmpty }
    XCTAssertEqual(activated, [IndexPath(item: 9, section: 0)])
    RealInput.press("space", window: window.x11WindowID)
    GtkTestEnvironment.pump(timeout: 3) { !manager.selectedIndexPaths.isEmpty }
    XCTAssertEqual(manager.selectedIndexPaths, [IndexPath(item: 9, section: 0)])

    press("End", window, expect: IndexPath(item: 999, section: 2), manager)
    press("Home", window, expect: IndexPath(item: 0, section: 0), manager)
    RealInput.press("Page_Down", window: window.x11WindowID)
    GtkTestEnvironment.pump(timeout: 3) { (self.focused(manager, window)?.item ?? 0) > 0 }
    let paged = try XCTUnwrap(focused(manager, window))
    XCTAssertEqual(paged.item % columns, 0, "Page Down keeps the column")
    XCTAssertNotEqual(paged, IndexPath(item: 0, section: 0))
  }

  func testMultipleModeSpaceToggles() async throws {
    try XCTSkipUnless(RealInput.isAvailable, "xdotool and an X display are needed for real input")
    let manager = makeSectioned()
    manager.selectionMode = .multiple
    let window = TestWindow(width: 660, height: 480, child: manager.widget.ptr)
    defer { window.close() }
    let tile = try XCTUnwrap(
      gtk_widget_get_parent(try XCTUnwrap(manager.cell(at: IndexPath(item: 2, section: 0))).widget.ptr))
    XCTAssertNotEqual(gtk_widget_grab_focus(tile), 0)
    GtkTestEnvironment.settle(window.widget)
    press("Right", window, expect: IndexPath(item: 3, section: 0), manager)
    XCTAssertEqual(manager.selectedIndexPaths, [IndexPath(item: 3, section: 0)], "an arrow selects where it lands")
    press("ctrl+Right", window, expect: IndexPath(item: 4, section: 0), manager)
    XCTAssertEqual(manager.selectedIndexPaths, [IndexPath(item: 3, section: 0)], "Ctrl+arrow moves the focus only")
    RealInput.press("space", window: window.x11WindowID)
    GtkTestEnvironment.pump(timeout: 3) { manager.selectedIndexPaths.count == 2 }
    XCTAssertEqual(manager.selectedIndexPaths, [IndexPath(item: 3, section: 0), IndexPath(item: 4, section: 0)])
    RealInput.press("space", window: window.x11WindowID)
    GtkTestEnvironment.pump(timeout: 3) { manager.selectedIndexPaths.count == 1 }
    XCTAssertEqual(manager.selectedIndexPaths, [IndexPath(item: 3, section: 0)], "Space toggles in multiple mode")
  }
}
