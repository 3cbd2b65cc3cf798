import CGtkListKit
import Foundation
import GtkListKitTestSupport
import ModelStorage
import WeakDelegate
import XCTest

@testable import GtkListKit

/// Events fire from GTK itself (selection model, `activate`, real keyboard and pointer input),
/// with the right types and index path, only for their mapping, and cost nothing when unused.
@MainActor
final class ListViewManagerEventTests: GtkTestCase {
  private func makeManager(posts: Int = 20) -> ListViewManager {
    let manager = ListViewManager()
    manager.register(PostCell.self)
    manager.register(AdCell.self)
    var items: [Any] = (0..<posts).map { Post(id: $0, title: "t\($0)") }
    items.insert(Ad(sponsor: "acme"), at: 2)
    manager.memoryStorage.setItems(items)
    return manager
  }

  private func hooksInstalled(_ manager: ListBaseManager) -> Bool {
    (manager.core.presentation.selection as? FlatSelection)?.model.hasHooks ?? false
  }

  /// Selects `position` as a click does: through the selection model GTK's view holds.
  private func gestureSelect(_ manager: ListViewManager, _ position: Int) {
    let selection = gtk_list_view_get_model(cgtk_list_view(manager.listView.ptr))
    gtk_selection_model_select_item(selection, guint(position), 1)
  }

  func testUnregisteredEventsConnectNothing() async throws {
    let manager = makeManager()
    let window = TestWindow(child: manager.widget.ptr)
    defer { window.close() }
    let factory = try XCTUnwrap(gtk_list_view_get_factory(cgtk_list_view(manager.listView.ptr)))
    let selection = try XCTUnwrap(gtk_list_view_get_model(cgtk_list_view(manager.listView.ptr)))
    XCTAssertFalse(Signal.hasHandler(manager.listView.ptr, "activate"))
    XCTAssertFalse(Signal.hasHandler(UnsafeMutableRawPointer(factory), "unbind"))
    XCTAssertFalse(Signal.hasHandler(UnsafeMutableRawPointer(factory), "teardown"))
    // The selection model asks Swift nothing until a selection event is registered.
    XCTAssertNotNil(selection)
    XCTAssertFalse(hooksInstalled(manager))
    XCTAssertTrue(Signal.hasHandler(UnsafeMutableRawPointer(factory), "bind"), "bind is the manager's own")

    // Registering connects exactly the signal the event needs.
    manager.activate(PostCell.self) { _, _, _ in }
    XCTAssertTrue(Signal.hasHandler(manager.listView.ptr, "activate"))
    XCTAssertFalse(hooksInstalled(manager))
    manager.didSelect(PostCell.self) { _, _, _ in }
    XCTAssertTrue(hooksInstalled(manager))
    manager.unbind(PostCell.self) { _, _, _ in }
    XCTAssertTrue(Signal.hasHandler(UnsafeMutableRawPointer(factory), "unbind"))
  }

  func testSelectionThroughGtkFiresTypedDidSelectAndDidDeselectForItsMappingOnly() async throws {
    let manager = makeManager()
    var selected: [(String, Int, IndexPath)] = []
    var deselected: [IndexPath] = []
    var adSelected: [IndexPath] = []
    manager.didSelect(PostCell.self) { cell, post, indexPath in
      selected.append((cell.text, post.id, indexPath))
    }
    manager.didDeselect(PostCell.self) { _, _, indexPath in deselected.append(indexPath) }
    manager.didSelect(AdCell.self) { _, _, indexPath in adSelected.append(indexPath) }
    let window = TestWindow(child: manager.widget.ptr)
    defer { window.close() }

    // Through GTK's selection model, as a click would.
    let selection = try XCTUnwrap(gtk_list_view_get_model(cgtk_list_view(manager.listView.ptr)))
    gtk_selection_model_select_item(selection, 4, 1)
    XCTAssertEqual(selected.map(\.1), [3])
    XCTAssertEqual(selected.first?.0, "post 3: t3")
    XCTAssertEqual(selected.first?.2, IndexPath(item: 4, section: 0))
    XCTAssertTrue(adSelected.isEmpty)

    gtk_selection_model_select_item(selection, 2, 1)
    XCTAssertEqual(adSelected, [IndexPath(item: 2, section: 0)])
    XCTAssertEqual(deselected, [IndexPath(item: 4, section: 0)])
    XCTAssertEqual(manager.selectedIndexPaths, [IndexPath(item: 2, section: 0)])
    XCTAssertEqual(manager.selectedModels.first as? Ad, Ad(sponsor: "acme"))
  }

  func testOnlyTheFirstClosureFires() async throws {
    let manager = ListViewManager()
    var fired: [String] = []
    manager.register(PostCell.self) { mapping in
      mapping.didSelect { _, _, _ in fired.append("first") }
      mapping.didSelect { _, _, _ in fired.append("second") }
    }
    manager.didSelect(PostCell.self) { _, _, _ in fired.append("manager") }
    manager.memoryStorage.setItems([Post(id: 1, title: "a")])
    let window = TestWindow(child: manager.widget.ptr)
    defer { window.close() }
    gestureSelect(manager, 0)
    XCTAssertEqual(fired, ["first"])
  }

  func testShouldSelectCanVeto() async throws {
    let manager = makeManager()
    var selected: [Int] = []
    manager.shouldSelect(PostCell.self) { _, post, _ in post.id % 2 == 0 }
    manager.didSelect(PostCell.self) { _, post, _ in selected.append(post.id) }
    let window = TestWindow(child: manager.widget.ptr)
    defer { window.close() }
    gestureSelect(manager, 3)  // post 2: allowed
    gestureSelect(manager, 4)  // post 3: vetoed, and post 2 stays selected (UIKit)
    XCTAssertEqual(selected, [2])
    XCTAssertEqual(manager.selectedIndexPaths, [IndexPath(item: 3, section: 0)])
  }

  func testActivateSignalAndRealKeyboardEnter() async throws {
    let manager = makeManager()
    var activated: [(Int, IndexPath)] = []
    manager.register(PhotoCell.self)
    manager.activate(PostCell.self) { _, post, indexPath in activated.append((post.id, indexPath)) }
    let window = TestWindow(child: manager.widget.ptr)
    defer { window.close() }

    // GTK's own signal, as a double click emits it.
    cgtk_signal_emit_uint(manager.listView.ptr, "activate", 5)
    XCTAssertEqual(activated.map(\.0), [4])
    XCTAssertEqual(activated.map(\.1), [IndexPath(item: 5, section: 0)])

    // A real Enter key from the X server, on the focused row.
    try XCTSkipUnless(RealInput.isAvailable, "xdotool and an X display are needed for real input")
    manager.select(IndexPath(item: 1, section: 0))
    let row = try XCTUnwrap(WidgetTree.visibleRows(of: manager.listView.ptr).dropFirst(1).first)
    gtk_widget_grab_focus(row)
    GtkTestEnvironment.settle(window.widget)
    RealInput.press("Return", window: window.x11WindowID)
    GtkTestEnvironment.pump(timeout: 3) { activated.count == 2 }
    XCTAssertEqual(activated.last?.0, 1, "Enter on the focused row activates it")
  }

  func testRealPointerClickSelectsAndDoubleClickActivates() async throws {
    try XCTSkipUnless(RealInput.isAvailable, "xdotool and an X display are needed for real input")
    let manager = makeManager()
    var selected: [Int] = []
    var activated: [Int] = []
    manager.didSelect(PostCell.self) { _, post, _ in selected.append(post.id) }
    manager.activate(PostCell.self) { _, post, _ in activated.append(post.id) }
    let window = TestWindow(child: manager.widget.ptr)
    defer { window.close() }
    let row = try XCTUnwrap(WidgetTree.visibleRows(of: manager.listView.ptr).dropFirst(3).first)
    let point = try XCTUnwrap(window.point(ofCenterOf: row))
    XCTAssertNotEqual(window.x11WindowID, 0)
    RealInput.click(window: window.x11WindowID, x: point.x, y: point.y)
    GtkTestEnvironment.pump(timeout: 3) { !selected.isEmpty }
    XCTAssertEqual(selected, [2], "a click on the fourth row (post 2, after the ad) selects it")
    GtkTestEnvironment.settle(window.widget)
    RealInput.click(window: window.x11WindowID, x: point.x, y: point.y, count: 2)
    GtkTestEnvironment.pump(timeout: 3) { !activated.isEmpty }
    XCTAssertEqual(activated, [2])
  }

  func testBindUnbindSetupAndTeardownEvents() async throws {
    var setups = 0
    var binds: [IndexPath] = []
    var unbinds = 0
    var teardowns = 0
    do {
      let manager = ListViewManager()
      manager.register(PostCell.self) { mapping in
        mapping.setup { _ in setups += 1 }
        mapping.bind { cell, post, indexPath in
          XCTAssertEqual(cell.model, post)
          binds.append(indexPath)
        }
        mapping.unbind { _, _, _ in unbinds += 1 }
        mapping.teardown { _ in teardowns += 1 }
      }
      manager.memoryStorage.setItems((0..<5).map { Post(id: $0, title: "t") })
      var window: TestWindow? = TestWindow(child: manager.widget.ptr)
      XCTAssertEqual(setups, 5)
      XCTAssertEqual(Set(binds), Set((0..<5).map { IndexPath(item: $0, section: 0) }))
      manager.memoryStorage.removeAllItems()
      GtkTestEnvironment.settle(window!.widget)
      XCTAssertEqual(unbinds, 5, "each row was unbound, with the model it showed")
      window?.close()
      window = nil
    }
    XCTAssertEqual(setups, 5)
    XCTAssertEqual(teardowns, setups, "every cell made is torn down with its row or pool")
  }

  func testWeakTargetFormLetsTargetDeallocate() async throws {
    final class Controller {
      var selections = 0
    }
    let manager = makeManager()
    weak var weakController: Controller?
    do {
      let controller = Controller()
      weakController = controller
      manager.didSelect(PostCell.self, weakly(controller) { controller, _, _, _ in controller.selections += 1 })
      let window = TestWindow(child: manager.widget.ptr)
      gestureSelect(manager, 0)
      XCTAssertEqual(controller.selections, 1)
      window.close()
    }
    XCTAssertNil(weakController, "the manager holds the target weakly")
    manager.select(IndexPath(item: 1, section: 0))  // no crash, nothing to call
  }
}
