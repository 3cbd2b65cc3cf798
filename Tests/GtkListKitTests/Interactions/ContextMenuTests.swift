import CGtkListKit
import Foundation
import GtkListKitTestSupport
import ModelStorage
import XCTest

@testable import GtkListKit

/// Context menus, tooltips, hover and focus from real input in a real window.
@MainActor
final class ContextMenuTests: GtkTestCase {
  private func makeManager(posts: Int = 20) -> ListViewManager {
    let manager = ListViewManager()
    manager.register(PostCell.self)
    manager.memoryStorage.setItems((0..<posts).map { Post(id: $0, title: "t\($0)") })
    return manager
  }

  private func controllerCount(_ widget: WidgetPointer) -> Int {
    let list = gtk_widget_observe_controllers(widget)!
    defer { g_object_unref(UnsafeMutableRawPointer(list)) }
    return Int(g_list_model_get_n_items(list))
  }

  /// The menu gestures on `widget`: right-button clicks and long presses (GTK's row has a
  /// left-button click gesture of its own).
  private func menuGestureCount(_ widget: WidgetPointer) -> Int {
    let list = gtk_widget_observe_controllers(widget)!
    defer { g_object_unref(UnsafeMutableRawPointer(list)) }
    return (0..<g_list_model_get_n_items(list)).filter { index in
      guard let controller = g_list_model_get_item(list, index) else { return false }
      defer { g_object_unref(controller) }
      let type = WidgetTree.typeName(controller)
      if type == "GtkGestureLongPress" { return true }
      return type == "GtkGestureClick" && gtk_gesture_single_get_button(OpaquePointer(controller)) == 3
    }.count
  }

  /// GTK's row widget of the `index`-th visible row.
  private func rowWidget(_ manager: ListViewManager, row index: Int) throws -> WidgetPointer {
    try XCTUnwrap(WidgetTree.visibleRows(of: manager.listView.ptr).dropFirst(index).first)
  }

  /// A `win.share(s)` action on the window, recording its parameter: the app's own actions.
  private func addWindowAction(_ window: TestWindow, _ record: @escaping @MainActor (String) -> Void) {
    let group = g_simple_action_group_new()!
    let stringType = g_variant_type_new("s")
    defer { g_variant_type_free(stringType) }
    let action = g_simple_action_new("share", stringType)!
    Signal.connect(UnsafeMutableRawPointer(action), "activate") { arguments in
      guard let variant = arguments.variant(1) else { return }
      record(String(cString: g_variant_get_string(variant, nil)))
    }
    g_action_map_add_action(OpaquePointer(group), action)
    gtk_widget_insert_action_group(window.widget, "win", OpaquePointer(group))
    g_object_unref(UnsafeMutableRawPointer(group))
  }

  private func clickMenuItem(_ title: String, in popover: WidgetPointer) throws {
    GtkTestEnvironment.waitForFrames(3, of: GtkWidgetReference(popover))
    let item = try XCTUnwrap(
      WidgetTree.descendants(of: popover).first {
        WidgetTree.typeName($0) == "GtkModelButton" && WidgetTree.labels(in: $0).contains(title)
      })
    let frame = WidgetTree.bounds(of: item, in: popover)
    RealInput.click(
      window: RealInput.x11WindowID(of: GtkWidgetReference(popover)), x: Int(frame.x + frame.width / 2),
      y: Int(frame.y + frame.height / 2))
  }

  func testRightClickSelectsTheRowAndOpensTheMenuAtItWhoseActionsGetTheIndexPath() async throws {
    try XCTSkipUnless(RealInput.isAvailable, "xdotool and an X display are needed for real input")
    let manager = makeManager()
    let window = TestWindow(child: manager.widget.ptr)
    defer { window.close() }
    let row = try rowWidget(manager, row: 3)
    XCTAssertEqual(menuGestureCount(row), 0, "no menu gesture before a contextMenu is registered")

    var asked: [Int] = []
    var deleted: [(IndexPath, Int)] = []
    var shared: [String] = []
    manager.contextMenu(PostCell.self) { _, post, _ in
      asked.append(post.id)
      return ContextMenu(sections: [
        [ContextMenu.Item("Delete", action: "row.delete")],
        [ContextMenu.Item("Share", action: "win.share", target: "post \(post.id)")],
      ])
    }
    manager.rowAction("delete") { indexPath, model in deleted.append((indexPath, (model as? Post)?.id ?? -1)) }
    addWindowAction(window) { shared.append($0) }
    XCTAssertEqual(menuGestureCount(row), 2, "right click and long press, attached to bound rows at registration")

    let point = try XCTUnwrap(window.point(ofCenterOf: row))
    RealInput.click(window: window.x11WindowID, x: point.x, y: point.y, button: 3)
    GtkTestEnvironment.pump(timeout: 3) {
      manager.contextMenuPopover.map { gtk_widget_get_mapped($0.ptr) != 0 } ?? false
    }
    let popover = try XCTUnwrap(manager.contextMenuPopover?.ptr)
    XCTAssertEqual(WidgetTree.typeName(popover), "GtkPopoverMenu")
    XCTAssertNotEqual(gtk_widget_get_mapped(popover), 0)
    XCTAssertEqual(asked, [3])
    XCTAssertEqual(manager.selectedIndexPaths, [IndexPath(item: 3, section: 0)], "right click selects the row first")
    XCTAssertEqual(gtk_widget_get_parent(popover), row)
    let rect = try XCTUnwrap(manager.contextMenuPointingTo)
    XCTAssertTrue((0..<Int(gtk_widget_get_width(row))).contains(rect.x), "\(rect)")
    XCTAssertTrue((0..<Int(gtk_widget_get_height(row))).contains(rect.y), "\(rect)")
    GtkTestEnvironment.waitForFrames(3, of: GtkWidgetReference(popover))
    try window.saveSnapshot(to: "/tmp/gtklistkit-context-menu-window.png")
    try WidgetSnapshot.save(window, withPopover: GtkWidgetReference(popover), to: "/tmp/gtklistkit-context-menu.png")
    XCTAssertGreaterThan(try WidgetSnapshot.inspect("/tmp/gtklistkit-context-menu.png").distinctColors, 2)

    try clickMenuItem("Delete", in: popover)
    GtkTestEnvironment.pump(timeout: 3) { !deleted.isEmpty }
    XCTAssertEqual(deleted.map(\.0), [IndexPath(item: 3, section: 0)])
    XCTAssertEqual(deleted.map(\.1), [3])
    GtkTestEnvironment.pump(timeout: 2) { manager.contextMenuPopover == nil }
    XCTAssertNil(manager.contextMenuPopover, "the popover is gone once closed")

    // The Menu key on the focused row: the menu points at the whole row; the app's action runs.
    let fifth = try rowWidget(manager, row: 5)
    XCTAssertNotEqual(gtk_widget_grab_focus(fifth), 0)
    GtkTestEnvironment.settle(window.widget)
    RealInput.press("Menu", window: window.x11WindowID)
    GtkTestEnvironment.pump(timeout: 3) {
      manager.contextMenuPopover.map { gtk_widget_get_mapped($0.ptr) != 0 } ?? false
    }
    XCTAssertEqual(asked, [3, 5])
    XCTAssertEqual(manager.contextMenuPointingTo?.width, Int(gtk_widget_get_width(fifth)))
    try clickMenuItem("Share", in: try XCTUnwrap(manager.contextMenuPopover?.ptr))
    GtkTestEnvironment.pump(timeout: 3) { !shared.isEmpty }
    XCTAssertEqual(shared, ["post 5"])

    // Shift+F10 too.
    GtkTestEnvironment.pump(timeout: 2) { manager.contextMenuPopover == nil }
    gtk_widget_grab_focus(fifth)
    GtkTestEnvironment.settle(window.widget)
    RealInput.press("shift+F10", window: window.x11WindowID)
    GtkTestEnvironment.pump(timeout: 3) { asked.count == 3 }
    XCTAssertEqual(asked, [3, 5, 5])
  }

  func testHoverShowsTheTooltipOfTheRowsModelAndFiresHighlightEvents() async throws {
    try XCTSkipUnless(RealInput.isAvailable, "xdotool and an X display are needed for real input")
    let manager = makeManager()
    let window = TestWindow(child: manager.widget.ptr)
    defer { window.close() }
    let row = try rowWidget(manager, row: 2)
    XCTAssertEqual(gtk_widget_get_has_tooltip(row), 0)
    XCTAssertFalse(Signal.hasHandler(UnsafeMutableRawPointer(row), "query-tooltip"))

    var asked: [Int] = []
    var highlighted: [Int] = []
    var unhighlighted: [Int] = []
    manager.queryTooltip(PostCell.self) { _, post, _ in
      asked.append(post.id)
      return .markup("<b>post</b> \(post.id)")
    }
    manager.didHighlight(PostCell.self) { _, post, _ in highlighted.append(post.id) }
    manager.didUnhighlight(PostCell.self) { _, post, _ in unhighlighted.append(post.id) }
    XCTAssertNotEqual(gtk_widget_get_has_tooltip(row), 0)
    XCTAssertTrue(Signal.hasHandler(UnsafeMutableRawPointer(row), "query-tooltip"))

    let point = try XCTUnwrap(window.point(ofCenterOf: row))
    RealInput.move(window: window.x11WindowID, x: point.x, y: point.y)
    GtkTestEnvironment.pump(timeout: 5) { asked.contains(2) }
    XCTAssertTrue(asked.contains(2), "query-tooltip asked the row's model: \(asked)")
    XCTAssertEqual(highlighted.first, 2)

    let other = try XCTUnwrap(window.point(ofCenterOf: try rowWidget(manager, row: 6)))
    RealInput.move(window: window.x11WindowID, x: other.x, y: other.y)
    GtkTestEnvironment.pump(timeout: 3) { highlighted.contains(6) }
    XCTAssertEqual(unhighlighted.first, 2)
    XCTAssertEqual(highlighted.last, 6)
  }

  func testFocusEventFollowsTheKeyboard() async throws {
    try XCTSkipUnless(RealInput.isAvailable, "xdotool and an X display are needed for real input")
    let manager = makeManager()
    var focused: [IndexPath] = []
    manager.didFocus(PostCell.self) { _, _, indexPath in focused.append(indexPath) }
    let window = TestWindow(child: manager.widget.ptr)
    defer { window.close() }
    GtkTestEnvironment.settle(window.widget)
    // A click puts GTK's own focus (its cursor) on the row, on every GTK; a grab_focus on the row
    // widget moves the keyboard focus but, on 4.12+, not the cursor the arrows start from.
    let point = try XCTUnwrap(window.point(ofCenterOf: try rowWidget(manager, row: 1)))
    RealInput.click(window: window.x11WindowID, x: point.x, y: point.y)
    GtkTestEnvironment.pump(timeout: 3) { focused.last == IndexPath(item: 1, section: 0) }
    XCTAssertEqual(focused.last, IndexPath(item: 1, section: 0))
    RealInput.press("Down", window: window.x11WindowID)
    GtkTestEnvironment.pump(timeout: 3) { focused.last == IndexPath(item: 2, section: 0) }
    XCTAssertEqual(focused.last, IndexPath(item: 2, section: 0))
  }

  func testRightClickOnASectionedGridTileSelectsItAndOpensTheMenuAtTheTile() async throws {
    try XCTSkipUnless(RealInput.isAvailable, "xdotool and an X display are needed for real input")
    let manager = GridViewManager()
    manager.itemWidth = 160
    manager.register(PhotoCell.self)
    manager.registerHeader(HeaderView.self)
    manager.memoryStorage.setItems([(0..<6).map { Photo(name: "a\($0)") }, (0..<6).map { Photo(name: "b\($0)") }])
    manager.memoryStorage.setSectionHeaderModels(["Alpha", "Beta"])
    let window = TestWindow(width: 660, height: 480, child: manager.widget.ptr)
    defer { window.close() }
    let indexPath = IndexPath(item: 1, section: 1)
    let tile = try XCTUnwrap(gtk_widget_get_parent(try XCTUnwrap(manager.cell(at: indexPath)).widget.ptr))
    XCTAssertEqual(controllerCount(tile), 1, "only the tile's own click gesture")
    XCTAssertEqual(gtk_widget_get_has_tooltip(tile), 0)
    var opened: [(String, IndexPath)] = []
    var tooltips: [String] = []
    manager.contextMenu(PhotoCell.self) { cell, photo, indexPath in
      opened.append((photo.name, indexPath))
      return ContextMenu([ContextMenu.Item("Open \(photo.name)", action: "row.open")])
    }
    manager.queryTooltip(PhotoCell.self) { _, photo, _ in
      tooltips.append(photo.name)
      return .text(photo.name)
    }
    XCTAssertEqual(controllerCount(tile), 3)
    XCTAssertNotEqual(gtk_widget_get_has_tooltip(tile), 0)

    let point = try XCTUnwrap(window.point(ofCenterOf: GtkWidgetReference(tile)))
    RealInput.click(window: window.x11WindowID, x: point.x, y: point.y, button: 3)
    GtkTestEnvironment.pump(timeout: 3) {
      manager.contextMenuPopover.map { gtk_widget_get_mapped($0.ptr) != 0 } ?? false
    }
    let popover = try XCTUnwrap(manager.contextMenuPopover?.ptr)
    XCTAssertEqual(gtk_widget_get_parent(popover), tile)
    XCTAssertEqual(opened.map(\.0), ["b1"])
    XCTAssertEqual(opened.map(\.1), [indexPath])
    XCTAssertEqual(manager.selectedIndexPaths, [indexPath], "right click selects the tile first")
    let rect = try XCTUnwrap(manager.contextMenuPointingTo)
    XCTAssertTrue((0..<Int(gtk_widget_get_width(tile))).contains(rect.x), "\(rect)")
    XCTAssertTrue((0..<Int(gtk_widget_get_height(tile))).contains(rect.y), "\(rect)")
    GtkTestEnvironment.waitForFrames(3, of: GtkWidgetReference(popover))
    try WidgetSnapshot.save(
      window, withPopover: GtkWidgetReference(popover), to: "/tmp/gtklistkit-grid-context-menu.png")
    RealInput.press("Escape", window: RealInput.x11WindowID(of: GtkWidgetReference(popover)))
    GtkTestEnvironment.pump(timeout: 2) { manager.contextMenuPopover == nil }
    XCTAssertNil(manager.contextMenuPopover)
    RealInput.move(window: window.x11WindowID, x: point.x + 2, y: point.y + 2)
    GtkTestEnvironment.pump(timeout: 5) { tooltips.contains("b1") }
    XCTAssertTrue(tooltips.contains("b1"), "\(tooltips)")
  }
}
