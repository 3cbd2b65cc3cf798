import CGtkListKit
import Foundation
import GtkListKitTestSupport
import ModelStorage
import Synchronization
import XCTest

@testable import GtkListKit

/// ListViewManager in a real GtkListView, in a real window under Xvfb.
@MainActor
final class ListViewManagerTests: GtkTestCase {
  private func present(_ manager: ListBaseManager, width: Int = 400, height: Int = 600) -> TestWindow {
    TestWindow(width: width, height: height, child: manager.widget.ptr)
  }

  /// Label texts of the visible rows, read back from GTK's widgets.
  private func visibleTexts(_ manager: ListViewManager) -> [String] {
    WidgetTree.visibleTexts(of: manager.listView.ptr)
  }

  // MARK: Virtualization and cell types

  func testMillionRowsThreeCellTypesAndHeaders() async throws {
    let manager = ListViewManager()
    manager.register(PostCell.self)
    manager.register(AdCell.self)
    manager.register(PhotoCell.self)
    manager.registerHeader(HeaderView.self)
    // Three sections, 1M items in all, each section mixing the three model types.
    let counts = [400_000, 300_000, 300_000]
    let sections: [[Any]] = counts.enumerated().map { section, count in
      (0..<count).map { index -> Any in
        switch index % 3 {
        case 0: return Post(id: index, title: "s\(section)")
        case 1: return Ad(sponsor: "s\(section)-\(index)")
        default: return Photo(name: "s\(section)-\(index)")
        }
      }
    }
    // Headers set after the items, before the view was ever shown: it still opens at header A.
    manager.memoryStorage.setItems(sections)
    manager.memoryStorage.setSectionHeaderModels(["A", "B", "C"])
    let window = present(manager)
    defer { window.close() }

    XCTAssertEqual(g_list_model_get_n_items(manager.core.listModel.gListModel), 1_000_003)
    XCTAssertLessThanOrEqual(manager.statistics.rowsSetUp, 205 + 3)
    XCTAssertEqual(visibleTexts(manager).prefix(4), ["header A", "post 0: s0", "ad s0-1", "photo s0-2"])

    manager.scroll(to: IndexPath(item: 299_999, section: 2))
    GtkTestEnvironment.settle(window.widget)
    let rows = WidgetTree.visibleRows(of: manager.listView.ptr)
    XCTAssertFalse(rows.isEmpty)
    XCTAssertEqual(visibleTexts(manager).last, expectedText(sections[2][299_999]))
    // Every visible row shows the cell type its model needs.
    for row in rows {
      let text = WidgetTree.labels(in: row).first ?? ""
      let position = try XCTUnwrap(positionOfRow(row, in: manager), "row without position")
      let indexPath = try XCTUnwrap(manager.indexPath(atPosition: position))
      XCTAssertEqual(text, expectedText(sections[indexPath.section][indexPath.item]), "at \(indexPath)")
    }
    XCTAssertLessThanOrEqual(manager.statistics.rowsSetUp, 210 + 3)
    XCTAssertLessThanOrEqual(manager.statistics.cellsCreated, 3 * 215, "cells are recycled per type")
  }

  private func expectedText(_ model: Any) -> String {
    switch model {
    case let post as Post: return "post \(post.id): \(post.title)"
    case let ad as Ad: return "ad \(ad.sponsor)"
    case let photo as Photo: return "photo \(photo.name)"
    default: return "?"
    }
  }

  /// The position GTK bound a row widget (`GtkListItemWidget`) to.
  private func positionOfRow(_ row: WidgetPointer, in manager: ListBaseManager) -> Int? {
    manager.positionOfRowWidget(row)
  }

  func testHeterogeneousMappingsProtocolClassHierarchyAndConditions() async throws {
    let manager = ListViewManager()
    manager.register(PinnedPostCell.self) { mapping in
      mapping.condition = mapping.modelCondition { post, _ in post.title == "pinned" }
    }
    manager.register(PostCell.self)
    manager.register(FoodCell.self)
    manager.register(AnimalCell.self)
    manager.register(PlainCell.self, for: String.self) { cell, string, indexPath in
      cell.show("plain \(string) @\(indexPath.item)")
    }
    manager.memoryStorage.setItems(
      [
        Post(id: 1, title: "pinned"), Post(id: 2, title: "normal"), Apple(kind: "gala"), Carrot(length: 7),
        Dog(name: "rex"), "hello",
      ] as [Any])
    let window = present(manager)
    defer { window.close() }
    XCTAssertEqual(
      visibleTexts(manager),
      ["pinned 1", "post 2: normal", "food apple gala", "food carrot 7", "animal rex", "plain hello @5"])
  }

  func testSectionConditionPicksCellPerSection() async throws {
    let manager = ListViewManager()
    manager.register(PinnedPostCell.self) { $0.condition = .section(1) }
    manager.register(PostCell.self)
    manager.memoryStorage.setItems([[Post(id: 1, title: "a")], [Post(id: 2, title: "b")]] as [[Any]])
    let window = present(manager)
    defer { window.close() }
    XCTAssertEqual(visibleTexts(manager), ["post 1: a", "pinned 2"])
  }

  func testHeadersAndFootersAreNotSelectableOrActivatable() async throws {
    let manager = ListViewManager()
    manager.register(PostCell.self)
    manager.registerHeader(HeaderView.self)
    manager.registerFooter(FooterView.self)
    manager.memoryStorage.setItems([[Post(id: 1, title: "a")], [Post(id: 2, title: "b")]] as [[Any]])
    manager.memoryStorage.setSectionHeaderModels(["one", "two"])
    manager.memoryStorage.setSectionFooterModels(["end one", "end two"])
    let window = present(manager)
    defer { window.close() }
    XCTAssertEqual(
      visibleTexts(manager), ["header one", "post 1: a", "footer end one", "header two", "post 2: b", "footer end two"])
    let headerRow = WidgetTree.visibleRows(of: manager.listView.ptr)[0]
    XCTAssertEqual(manager.positionOfRowWidget(headerRow), 0)
    XCTAssertFalse(manager.isRowSelectable(atPosition: 0))
    XCTAssertTrue(manager.isRowSelectable(atPosition: 1))
    XCTAssertNotNil(manager.header(forSection: 1))
  }

  // MARK: Anomalies

  func testModelWithoutMappingGetsPlaceholderAndAnomaly() async throws {
    let manager = ListViewManager()
    let recorder = AnomalyRecorder(manager.anomalyHandler)
    manager.register(PostCell.self)
    manager.memoryStorage.setItems([Post(id: 1, title: "a"), Ad(sponsor: "x"), Post(id: 2, title: "b")] as [Any])
    let window = present(manager)
    defer { window.close() }
    XCTAssertEqual(visibleTexts(manager), ["post 1: a", "", "post 2: b"])
    XCTAssertEqual(
      recorder.anomalies.first, .noMapping(model: "Ad", kind: "cell", indexPath: IndexPath(item: 1, section: 0)))
    XCTAssertTrue(
      recorder.anomalies.first!.debugDescription.hasPrefix("[GtkListKit] No cell mapping accepts a model of type Ad"))
  }

  func testNilModelGetsPlaceholderAndAnomaly() async throws {
    let manager = ListViewManager()
    let recorder = AnomalyRecorder(manager.anomalyHandler)
    manager.register(PostCell.self)
    let missing: Post? = nil
    manager.memoryStorage.setItems([Post(id: 1, title: "a"), missing as Any] as [Any])
    let window = present(manager)
    defer { window.close() }
    XCTAssertEqual(visibleTexts(manager), ["post 1: a", ""])
    XCTAssertEqual(recorder.anomalies, [.nilModel(kind: "cell", indexPath: IndexPath(item: 1, section: 0))])
  }

  func testEventForUnregisteredCellIsAnAnomaly() async throws {
    let manager = ListViewManager()
    let recorder = AnomalyRecorder(manager.anomalyHandler)
    manager.didSelect(PostCell.self) { _, _, _ in }
    XCTAssertEqual(
      recorder.anomalies, [.eventRegistrationForUnregisteredMapping(cell: "PostCell", signal: "selection-changed")])
    XCTAssertFalse(manager.select(IndexPath(item: 5, section: 0)))
    XCTAssertEqual(recorder.anomalies.last, .invalidIndexPath(IndexPath(item: 5, section: 0), operation: "select(_:)"))
  }

  func testAdoptingWrongWidgetIsAnAnomalyNotACrash() async throws {
    let label = g_object_ref_sink(gtk_label_new("x"))!
    defer { g_object_unref(label) }
    let previous = NewManagerAnomalyAction.current
    let reported = Mutex<[GtkListKitAnomaly]>([])
    NewManagerAnomalyAction.current = { anomaly in reported.withLock { $0.append(anomaly) } }
    defer { NewManagerAnomalyAction.current = previous }
    let manager = ListViewManager(listView: cgtk_widget(label)!)
    XCTAssertEqual(reported.withLock { $0 }, [.wrongViewType(expected: "GtkListView", got: "GtkLabel")])
    XCTAssertNotNil(cgtk_list_view(manager.listView.ptr))
  }
}
