import CGtkListKit
import Foundation
import GtkListKitTestSupport
import ModelStorage
import XCTest

@testable import GtkListKit

/// Edge cases of mappings, registration, selection and bad cells, found when GtkListKit was
/// tried as a new user would; each is read back from GTK.
@MainActor
final class ManagerEdgeCaseTests: GtkTestCase {
  private func registerPinnedFirst(_ manager: ListBaseManager) {
    manager.register(PinnedPostCell.self) { mapping in
      mapping.condition = mapping.modelCondition { post, _ in post.title == "pinned" }
    }
    manager.register(PostCell.self)
  }

  /// An in-place update switches to an earlier-registered (conditional) mapping, and back.
  func testInPlaceUpdateSwitchesToEarlierConditionalMapping() async throws {
    let manager = ListViewManager()
    registerPinnedFirst(manager)
    let window = TestWindow(child: manager.widget)
    defer { window.close() }
    manager.memoryStorage.setItems([Post(id: 1, title: "a"), Post(id: 2, title: "b")])
    GtkTestEnvironment.settle(window.widget)
    XCTAssertEqual(WidgetTree.visibleTexts(of: manager.listView), ["post 1: a", "post 2: b"])

    manager.memoryStorage.setItems([Post(id: 1, title: "a"), Post(id: 2, title: "pinned")])
    GtkTestEnvironment.settle(window.widget)
    XCTAssertEqual(WidgetTree.visibleTexts(of: manager.listView), ["post 1: a", "pinned 2"])
    XCTAssertTrue(manager.cell(at: IndexPath(item: 1, section: 0)) is PinnedPostCell)

    try manager.memoryStorage.replaceItem(at: IndexPath(item: 1, section: 0), with: Post(id: 2, title: "c"))
    GtkTestEnvironment.settle(window.widget)
    XCTAssertEqual(WidgetTree.visibleTexts(of: manager.listView), ["post 1: a", "post 2: c"])
    try manager.memoryStorage.replaceItem(at: IndexPath(item: 0, section: 0), with: Post(id: 1, title: "pinned"))
    GtkTestEnvironment.settle(window.widget)
    XCTAssertEqual(WidgetTree.visibleTexts(of: manager.listView), ["pinned 1", "post 2: c"])
  }

  /// The same in a sectioned grid, whose cells sit in strips.
  func testSectionedGridInPlaceUpdateSwitchesMapping() async throws {
    let manager = GridViewManager()
    registerPinnedFirst(manager)
    manager.registerHeader(HeaderView.self)
    let window = TestWindow(child: manager.widget)
    defer { window.close() }
    manager.memoryStorage.setItems([Post(id: 1, title: "a"), Post(id: 2, title: "b")])
    manager.memoryStorage.setSectionHeaderModels(["A"])
    GtkTestEnvironment.settle(window.widget)
    manager.memoryStorage.setItems([Post(id: 1, title: "pinned"), Post(id: 2, title: "b")])
    GtkTestEnvironment.settle(window.widget)
    XCTAssertTrue(manager.cell(at: IndexPath(item: 0, section: 0)) is PinnedPostCell)
    XCTAssertEqual(WidgetTree.labels(in: manager.gridView), ["header A", "pinned 1", "post 2: b"])
  }

  /// Registering a cell after rows are shown fills the rows at once, without a storage change.
  func testRegisterAfterDisplayFillsPlaceholderRows() async throws {
    let manager = ListViewManager()
    let recorder = AnomalyRecorder(manager.anomalyHandler)
    let window = TestWindow(child: manager.widget)
    defer { window.close() }
    manager.memoryStorage.setItems((0..<3).map { Post(id: $0, title: "t") })
    GtkTestEnvironment.settle(window.widget)
    XCTAssertEqual(WidgetTree.visibleTexts(of: manager.listView), ["", "", ""], "no mapping yet: placeholders")
    XCTAssertFalse(recorder.anomalies.isEmpty, "the missing mapping was reported")

    manager.register(PostCell.self)
    GtkTestEnvironment.settle(window.widget)
    XCTAssertEqual(WidgetTree.visibleTexts(of: manager.listView), ["post 0: t", "post 1: t", "post 2: t"])
  }

  /// `deselectAll` clears the selection in the default single mode too.
  func testDeselectAllInSingleMode() async throws {
    let manager = ListViewManager()
    manager.register(PostCell.self)
    let window = TestWindow(child: manager.widget)
    defer { window.close() }
    manager.memoryStorage.setItems((0..<5).map { Post(id: $0, title: "t") })
    GtkTestEnvironment.settle(window.widget)
    XCTAssertEqual(manager.selectionMode, .single)
    manager.select(IndexPath(item: 3, section: 0))
    XCTAssertEqual(manager.selectedIndexPaths, [IndexPath(item: 3, section: 0)])
    manager.deselectAll()
    GtkTestEnvironment.settle(window.widget)
    XCTAssertEqual(manager.selectedIndexPaths, [])
    let selectedRows = WidgetTree.visibleRows(of: manager.listView).filter {
      gtk_widget_get_state_flags($0).rawValue & GTK_STATE_FLAG_SELECTED.rawValue != 0
    }
    XCTAssertEqual(selectedRows.count, 0, "GTK still draws a selected row")
  }

  /// A cell whose `widget` is not a GtkWidget shows an empty box and reports it; no crash.
  func testCellWithoutAWidgetIsReported() async throws {
    let manager = ListViewManager()
    let recorder = AnomalyRecorder(manager.anomalyHandler)
    manager.register(NotAWidgetCell.self)
    let window = TestWindow(child: manager.widget)
    defer { window.close() }
    manager.memoryStorage.setItems([Photo(name: "x")])
    GtkTestEnvironment.settle(window.widget)
    XCTAssertTrue(recorder.anomalies.contains { if case .notAWidget = $0 { return true } else { return false } })
  }
}

/// A cell whose "widget" is a GObject that is not a widget (a list store).
final class NotAWidgetCell: ListCell, ModelTransfer {
  let widget = UnsafeMutableRawPointer(g_list_store_new(g_object_get_type()))!
  init() {}
  func update(with model: Photo) {}
}
