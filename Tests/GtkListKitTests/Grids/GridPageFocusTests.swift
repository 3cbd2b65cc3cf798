import CGtkListKit
import Foundation
import GtkListKitTestSupport
import ModelStorage
import XCTest

@testable import GtkListKit

/// A sectioned grid on a stack page shown for the first time while the focus is on another page
/// (as AdwViewStack's page keys do): the stack moves the focus into the grid, whose first width
/// reflows its strips. The focus must end on a tile with its ring, and Tab and Shift+Tab must
/// keep working (GTK 4.8 lost the focus for good: issue 41, item 5).
@MainActor
final class GridPageFocusTests: GtkTestCase {
  private func makeSectioned() -> GridViewManager {
    let manager = GridViewManager()
    manager.itemWidth = 160
    manager.register(PhotoCell.self)
    manager.registerHeader(HeaderView.self)
    manager.memoryStorage.setItems([(0..<10).map { Photo(name: "a\($0)") }, (0..<300).map { Photo(name: "b\($0)") }])
    manager.memoryStorage.setSectionHeaderModels(["Alpha", "Beta"])
    return manager
  }

  private func focus(_ window: TestWindow) -> WidgetPointer? { gtk_root_get_focus(OpaquePointer(window.widget)) }

  /// The index path of the focused tile, when the focus is on a tile that draws its ring.
  private func focusedTile(_ manager: GridViewManager, _ window: TestWindow) -> IndexPath? {
    guard let focus = focus(window), let tile = WidgetAttachment.attachment(of: focus, as: GridCellBox.self),
      gtk_widget_get_state_flags(focus).rawValue & GTK_STATE_FLAG_FOCUS_VISIBLE.rawValue != 0,
      let grid = manager.core.presentation as? SectionedGridRows, let flat = grid.flatPosition(of: tile)
    else { return nil }
    return manager.core.source.itemIndexPath(at: flat)
  }

  private func press(_ key: String, _ window: TestWindow, until condition: () -> Bool) {
    print("PROBE press \(key)")
    RealInput.press(key, window: window.x11WindowID)
    GtkTestEnvironment.pump(timeout: 3, until: condition)
    GtkTestEnvironment.waitForFrames(2, of: window.widget)
  }

  func testTabAfterSwitchingToTheGridPageKeepsTheFocusOnTiles() async throws {
    try XCTSkipUnless(RealInput.isAvailable, "xdotool and an X display are needed for real input")
    let manager = makeSectioned()
    let box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
    let before = gtk_button_new_with_label("before")!
    let stack = gtk_stack_new()!
    let page = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
    let other = gtk_button_new_with_label("other page")!
    let after = gtk_button_new_with_label("after")!
    gtk_widget_set_vexpand(stack, 1)
    gtk_box_append(cgtk_box(page), other)
    gtk_stack_add_child(OpaquePointer(stack), page)
    gtk_stack_add_child(OpaquePointer(stack), manager.widget.ptr)
    for widget in [before, stack, after] { gtk_box_append(cgtk_box(box), widget) }
    let window = TestWindow(width: 660, height: 480, child: GtkWidgetReference(box))
    defer { window.close() }
    gtk_widget_grab_focus(before)
    press("Tab", window) { focus(window) == other }
    XCTAssertEqual(focus(window), other, "Tab reaches the other page")

    // The stack moves the focus into the page it shows (GtkStack and AdwViewStack alike); the
    // grid's first width then reflows its strips.
    gtk_stack_set_visible_child(OpaquePointer(stack), manager.widget.ptr)
    GtkTestEnvironment.pump(timeout: 3) { manager.sectionedGridColumns == 4 && focusedTile(manager, window) != nil }
    GtkTestEnvironment.waitForFrames(3, of: window.widget)
    XCTAssertEqual(manager.sectionedGridColumns, 4, "the first width reflowed the strips")
    XCTAssertEqual(focusedTile(manager, window), IndexPath(item: 0, section: 0), "the first tile, with its ring")

    // The grid is one Tab stop: Tab leaves it, Shift+Tab comes back to a tile, and so on.
    press("Tab", window) { focus(window) == after }
    XCTAssertEqual(focus(window), after, "Tab goes on past the grid")
    press("shift+Tab", window) { focusedTile(manager, window) != nil }
    XCTAssertEqual(focusedTile(manager, window), IndexPath(item: 0, section: 0), "Shift+Tab comes back to the tile")
    press("shift+Tab", window) { focus(window) == before }
    XCTAssertEqual(focus(window), before, "Shift+Tab goes on past the grid")
    press("Tab", window) { focusedTile(manager, window) != nil }
    XCTAssertEqual(focusedTile(manager, window), IndexPath(item: 0, section: 0), "Tab enters the grid again")
  }
}
