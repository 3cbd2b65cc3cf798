import CGtkListKit
import Foundation
import GtkListKitTestSupport
import ModelStorage
import Synchronization
import XCTest

@testable import GtkListKit

/// Columns beyond `addColumn`: cell types unregistered from a table, and the columns of a
/// GtkColumnView built from a UI file. Real windows under Xvfb, read back from GTK's widgets.
@MainActor
final class ColumnViewColumnsTests: GtkTestCase {
  private func postTable() -> ColumnViewManager {
    let table = ColumnViewManager()
    table.register(PostCell.self)  // what a column without cells of its own shows
    for id in ["main", "side"] {
      table.addColumn(id, title: id) { column in column.register(PinnedPostCell.self) }
    }
    table.memoryStorage.setItems([Post(id: 1, title: "a"), Post(id: 2, title: "b")])
    return table
  }

  func testUnregisteringACellTypeRemovesItFromEveryColumnAndKeepsTheSelection() async throws {
    let table = postTable()
    let recorder = AnomalyRecorder(table.anomalyHandler)
    let window = TestWindow(width: 500, height: 300, child: table.widget)
    defer { window.close() }
    GtkTestEnvironment.settle(window)
    XCTAssertEqual(
      WidgetTree.visibleTableRows(of: table.columnView), [["pinned 1", "pinned 1"], ["pinned 2", "pinned 2"]])
    table.select(IndexPath(item: 1, section: 0))

    table.unregister(PinnedPostCell.self)  // only the columns have it: they fall back to the manager's
    GtkTestEnvironment.settle(window)
    XCTAssertEqual(
      WidgetTree.visibleTableRows(of: table.columnView), [["post 1: a", "post 1: a"], ["post 2: b", "post 2: b"]])
    XCTAssertEqual(table.selectedIndexPaths, [IndexPath(item: 1, section: 0)])

    table.unregister(PostCell.self)
    GtkTestEnvironment.settle(window)
    XCTAssertEqual(WidgetTree.visibleTableRows(of: table.columnView), [["", ""], ["", ""]])
    XCTAssertEqual(
      recorder.anomalies.first, .noMapping(model: "Post", kind: "cell", indexPath: IndexPath(item: 0, section: 0)))
  }

  func testUnregisteringFromOneColumnLeavesTheOthersAndTearsDownItsCells() async throws {
    let table = ColumnViewManager()
    table.register(PostCell.self)
    var teardowns = 0
    table.addColumn("main", title: "Main") { column in
      column.register(PinnedPostCell.self) { mapping in mapping.teardown { _ in teardowns += 1 } }
    }
    table.addColumn("side", title: "Side") { column in column.register(PinnedPostCell.self) }
    table.memoryStorage.setItems([Post(id: 1, title: "a"), Post(id: 2, title: "b")])
    let window = TestWindow(width: 500, height: 300, child: table.widget)
    defer { window.close() }
    GtkTestEnvironment.settle(window)
    XCTAssertEqual(
      WidgetTree.visibleTableRows(of: table.columnView), [["pinned 1", "pinned 1"], ["pinned 2", "pinned 2"]])
    let main = try XCTUnwrap(table.column("main"))

    main.unregister(PinnedPostCell.self)
    GtkTestEnvironment.settle(window)
    XCTAssertEqual(
      WidgetTree.visibleTableRows(of: table.columnView), [["post 1: a", "pinned 1"], ["post 2: b", "pinned 2"]],
      "the column, left without cells, shows the manager's; the other column keeps its own")
    XCTAssertEqual(teardowns, 2, "the column's two cells were torn down, none kept for reuse")
    main.register(PinnedPostCell.self)  // registering again gives the column its cells back
    GtkTestEnvironment.settle(window)
    XCTAssertEqual(
      WidgetTree.visibleTableRows(of: table.columnView), [["pinned 1", "pinned 1"], ["pinned 2", "pinned 2"]])
  }

  private static let builtTable = """
    <interface>
      <object class="GtkScrolledWindow" id="scroller">
        <property name="child">
          <object class="GtkColumnView" id="table">
            <child>
              <object class="GtkColumnViewColumn" id="title">
                <property name="title">Title</property>
                <property name="expand">true</property>
              </object>
            </child>
            <child>
              <object class="GtkColumnViewColumn">
                <property name="title">Plays</property>
                <property name="fixed-width">90</property>
              </object>
            </child>
            <child>
              <object class="GtkColumnViewColumn" id="title2">
                <property name="title">Title</property>
              </object>
            </child>
          </object>
        </property>
      </object>
    </interface>
    """

  func testABuilderTablesColumnsAreAdoptedByNameAndShowTheirCells() async throws {
    let builder = gtk_builder_new_from_string(Self.builtTable, -1)!
    defer { g_object_unref(UnsafeMutableRawPointer(builder)) }
    let view = try XCTUnwrap(cgtk_widget(UnsafeMutableRawPointer(gtk_builder_get_object(builder, "table"))))
    let scroller = try XCTUnwrap(cgtk_widget(UnsafeMutableRawPointer(gtk_builder_get_object(builder, "scroller"))))
    let table = ColumnViewManager(columnView: view)
    XCTAssertEqual(table.columns.map(\.id), ["title", "Plays", "title2"], "object id, else the title")
    XCTAssertEqual(table.column("Plays")?.fixedWidth, 90, "what the UI file set stays")
    XCTAssertEqual(table.declaredLayout.columns.map(\.width), [nil, 90, nil])
    let title = try XCTUnwrap(table.column("title"))
    title.register(SongFieldCell.self, for: Song.self) { cell, song, _ in cell.show(song.title) }
    title.sortable(by: \Song.title)
    table.column("Plays")?.register(SongFieldCell.self, for: Song.self) { cell, song, _ in cell.show("\(song.plays)") }
    table.removeColumn("title2")
    table.addColumn("id", title: "Id") { column in
      column.register(SongFieldCell.self, for: Song.self) { cell, song, _ in cell.show("#\(song.id)") }
    }
    table.memoryStorage.setItems([Song(id: 1, title: "b", plays: 3), Song(id: 2, title: "a", plays: 5)])
    let window = TestWindow(width: 600, height: 300, child: scroller)
    defer { window.close() }
    GtkTestEnvironment.settle(window)

    XCTAssertEqual(table.columnView.ptr, view)
    XCTAssertEqual(
      WidgetTree.headerWidgets(ofTable: table.columnView).map { WidgetTree.texts(in: $0) },
      [["Title"], ["Plays"], ["Id"]])
    XCTAssertEqual(WidgetTree.visibleTableRows(of: table.columnView), [["b", "3", "#1"], ["a", "5", "#2"]])
    table.sortOrder = [ColumnSort("title")]
    GtkTestEnvironment.settle(window)
    XCTAssertEqual(WidgetTree.visibleTableRows(of: table.columnView), [["a", "5", "#2"], ["b", "3", "#1"]])
    XCTAssertEqual(table.columnLayout.columns.map(\.id), ["title", "Plays", "id"])
  }

  func testTwoBuilderColumnsOfOneNameAreAnAnomalyAndTheSecondIsRemoved() async throws {
    let ui = Self.builtTable.replacingOccurrences(of: "id=\"title2\"", with: "id=\"Plays\"")
    let builder = gtk_builder_new_from_string(ui, -1)!
    defer { g_object_unref(UnsafeMutableRawPointer(builder)) }
    let view = try XCTUnwrap(cgtk_widget(UnsafeMutableRawPointer(gtk_builder_get_object(builder, "table"))))
    let previous = NewManagerAnomalyAction.current
    let reported = Mutex<[GtkListKitAnomaly]>([])
    NewManagerAnomalyAction.current = { anomaly in reported.withLock { $0.append(anomaly) } }
    defer { NewManagerAnomalyAction.current = previous }
    let table = ColumnViewManager(columnView: view)
    XCTAssertEqual(table.columns.map(\.id), ["title", "Plays"])
    XCTAssertEqual(reported.withLock { $0 }, [.duplicateColumn(id: "Plays")], "the second column is named by its title")
    XCTAssertEqual(WidgetTree.headerWidgets(ofTable: table.columnView).count, 2)
  }
}
