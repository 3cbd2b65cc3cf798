import CGtkListKit
import Foundation
import GtkListKitTestSupport
import ModelStorage
import XCTest

@testable import GtkListKit

/// Registration beyond the basics: GtkBuilder cells, unregistering, header events, builder views.
@MainActor
final class RegistrationTests: GtkTestCase {
  func testBuilderCellShowsItsUIDefinition() async throws {
    let manager = ListViewManager()
    manager.register(ContactCell.self)
    manager.memoryStorage.setItems(
      [Contact(name: "Ada", phone: "1815"), Contact(name: "Alan", phone: "1912")] as [Any])
    let window = TestWindow(child: manager.widget.ptr)
    defer { window.close() }
    let rows = WidgetTree.visibleRows(of: manager.listView.ptr)
    XCTAssertEqual(rows.map { WidgetTree.labels(in: $0) }, [["Ada", "1815"], ["Alan", "1912"]])
  }

  func testBrokenBuilderDefinitionIsAnAnomalyOfTheManagerNotACrash() async throws {
    let manager = ListViewManager()
    let recorder = AnomalyRecorder(manager.anomalyHandler)
    manager.register(BrokenBuilderCell.self)
    let window = TestWindow(child: manager.widget.ptr)
    defer { window.close() }
    manager.memoryStorage.setItems([1])
    GtkTestEnvironment.settle(window.widget)
    let cell = try XCTUnwrap(manager.cell(at: IndexPath(item: 0, section: 0)))
    XCTAssertNotNil(cgtk_box(cell.widget.ptr), "an empty box stands in")
    guard case .invalidUIDefinition(let name, _) = recorder.anomalies.first else {
      return XCTFail("expected invalidUIDefinition on the manager's handler, got \(recorder.anomalies)")
    }
    XCTAssertEqual(name, "BrokenBuilderCell")
    XCTAssertTrue(
      recorder.anomalies[0].debugDescription.hasPrefix("[GtkListKit] The GtkBuilder UI definition of BrokenBuilderCell")
    )
  }

  func testUnregisterRemovesTheMappingAndRebinds() async throws {
    let manager = ListViewManager()
    let recorder = AnomalyRecorder(manager.anomalyHandler)
    manager.register(PinnedPostCell.self)
    manager.register(PostCell.self)
    manager.memoryStorage.setItems([Post(id: 1, title: "a")])
    let window = TestWindow(child: manager.widget.ptr)
    defer { window.close() }
    XCTAssertEqual(WidgetTree.visibleTexts(of: manager.listView.ptr), ["pinned 1"])
    manager.unregister(PinnedPostCell.self)
    GtkTestEnvironment.settle(window.widget)
    XCTAssertEqual(WidgetTree.visibleTexts(of: manager.listView.ptr), ["post 1: a"], "the next mapping takes over")
    manager.unregister(PostCell.self)
    GtkTestEnvironment.settle(window.widget)
    XCTAssertEqual(WidgetTree.visibleTexts(of: manager.listView.ptr), [""])
    XCTAssertEqual(
      recorder.anomalies.last, .noMapping(model: "Post", kind: "cell", indexPath: IndexPath(item: 0, section: 0)))
  }

  func testUnregisteringTearsDownTheCellsWaitingForReuse() async throws {
    let manager = ListViewManager()
    var setups = 0, teardowns = 0
    manager.register(PinnedPostCell.self) { mapping in
      mapping.condition = mapping.modelCondition { post, _ in post.title == "pinned" }
      mapping.setup { _ in setups += 1 }
      mapping.teardown { _ in teardowns += 1 }
    }
    manager.register(PostCell.self)
    manager.memoryStorage.setItems((1...5).map { Post(id: $0, title: "pinned") })
    let window = TestWindow(child: manager.widget.ptr)
    defer { window.close() }
    XCTAssertEqual(setups, 5)
    // Updated in place, the rows now show post cells: their pinned cells wait in the reuse pool.
    manager.memoryStorage.setItems((1...5).map { Post(id: $0, title: "plain") })
    GtkTestEnvironment.settle(window.widget)
    XCTAssertEqual(WidgetTree.visibleTexts(of: manager.listView.ptr).first, "post 1: plain")
    XCTAssertEqual(teardowns, 0, "pooled, not torn down")
    manager.unregister(PinnedPostCell.self)
    GtkTestEnvironment.settle(window.widget)
    XCTAssertEqual(teardowns, setups, "an unregistered mapping's pooled cells are torn down")
  }

  func testHeaderAndFooterEventsAndHandlerRegistration() async throws {
    let manager = ListViewManager()
    var headerBinds: [(String, IndexPath)] = []
    var footerSetups = 0
    manager.register(PostCell.self)
    manager.registerHeader(PlainCell.self, for: String.self) { mapping in
      mapping.bind { cell, title, indexPath in headerBinds.append((cell.text, indexPath)) }
    } handler: { cell, title, _ in
      cell.show("== \(title) ==")
    }
    manager.registerFooter(FooterView.self) { mapping in
      mapping.setup { _ in footerSetups += 1 }
    }
    manager.memoryStorage.setItems([[Post(id: 1, title: "a")], [Post(id: 2, title: "b")]] as [[Any]])
    manager.memoryStorage.setSectionHeaderModels(["one", "two"])
    manager.memoryStorage.setSectionFooterModels(["end"])
    let window = TestWindow(child: manager.widget.ptr)
    defer { window.close() }
    XCTAssertEqual(
      WidgetTree.visibleTexts(of: manager.listView.ptr),
      ["== one ==", "post 1: a", "footer end", "== two ==", "post 2: b"])
    XCTAssertEqual(headerBinds.map(\.0).sorted(), ["== one ==", "== two =="])
    XCTAssertEqual(Set(headerBinds.map(\.1)), [IndexPath(item: 0, section: 0), IndexPath(item: 0, section: 1)])
    XCTAssertEqual(footerSetups, 1)
    XCTAssertNotNil(manager.footer(forSection: 0))
    XCTAssertNil(manager.footer(forSection: 1))
  }

  func testManagerAdoptsAListViewFromGtkBuilder() async throws {
    let ui = """
      <interface>
        <object class="GtkScrolledWindow" id="scroller">
          <child><object class="GtkListView" id="list"/></child>
        </object>
      </interface>
      """
    let builder = gtk_builder_new_from_string(ui, -1)!
    defer { g_object_unref(UnsafeMutableRawPointer(builder)) }
    let list = try XCTUnwrap(cgtk_widget(UnsafeMutableRawPointer(gtk_builder_get_object(builder, "list"))))
    let scroller = try XCTUnwrap(cgtk_widget(UnsafeMutableRawPointer(gtk_builder_get_object(builder, "scroller"))))
    let manager = ListViewManager(listView: list)
    manager.register(PostCell.self)
    manager.memoryStorage.setItems([Post(id: 7, title: "built")])
    let window = TestWindow(child: scroller)
    defer { window.close() }
    XCTAssertEqual(manager.listView.ptr, list)
    XCTAssertEqual(WidgetTree.visibleTexts(of: list), ["post 7: built"])
  }
}
