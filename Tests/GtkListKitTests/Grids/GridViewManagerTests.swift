import CGtkListKit
import Foundation
import GtkListKitTestSupport
import ModelStorage
import XCTest

@testable import GtkListKit

/// GridViewManager in a real window: a plain GtkGridView without sections, a sectioned grid
/// (a GtkListView of full-width headers and strips of cells) with them.
@MainActor
final class GridViewManagerTests: GtkTestCase {
  private func photos(_ count: Int, prefix: String = "p") -> [Photo] {
    (0..<count).map { Photo(name: "\(prefix)\($0)") }
  }

  // MARK: Plain grid

  func testPlainGridVirtualizesAndBindsCellTypes() async throws {
    let manager = GridViewManager()
    manager.register(PhotoCell.self)
    manager.register(AdCell.self)
    let items: [Any] = (0..<1_000_000).map {
      $0 % 10 == 0 ? Ad(sponsor: "a\($0)") as Any : Photo(name: "p\($0)") as Any
    }
    manager.memoryStorage.setItems(items)
    manager.setColumns(min: 4, max: 4)
    let window = TestWindow(width: 600, height: 500, child: manager.widget.ptr)
    defer { window.close() }
    XCTAssertNotNil(cgtk_grid_view(manager.gridView.ptr))
    XCTAssertFalse(manager.isSectioned)
    XCTAssertLessThan(manager.statistics.rowsSetUp, 1_000, "a grid realizes a screenful, not 1M items")
    XCTAssertEqual(
      Array(WidgetTree.visibleTexts(of: manager.gridView.ptr).prefix(5)),
      ["ad a0", "photo p1", "photo p2", "photo p3", "photo p4"])
    manager.scroll(to: IndexPath(item: 999_999, section: 0))
    GtkTestEnvironment.settle(window.widget)
    XCTAssertEqual(WidgetTree.visibleTexts(of: manager.gridView.ptr).last, "photo p999999")
  }

  func testPlainGridSelectionEventsAndPreservationAcrossMove() async throws {
    let manager = GridViewManager()
    var selected: [IndexPath] = []
    manager.register(PhotoCell.self) { mapping in
      mapping.didSelect { _, _, indexPath in selected.append(indexPath) }
    }
    manager.memoryStorage.setItems(photos(40) as [Any])
    let window = TestWindow(child: manager.widget.ptr)
    defer { window.close() }
    let selection = try XCTUnwrap(gtk_grid_view_get_model(cgtk_grid_view(manager.gridView.ptr)))
    gtk_selection_model_select_item(selection, 7, 1)
    XCTAssertEqual(selected, [IndexPath(item: 7, section: 0)])
    manager.memoryStorage.moveItem(at: IndexPath(item: 7, section: 0), to: IndexPath(item: 1, section: 0))
    GtkTestEnvironment.settle(window.widget)
    XCTAssertEqual(manager.selectedIndexPaths, [IndexPath(item: 1, section: 0)])
    XCTAssertEqual(manager.selectedModels.first as? Photo, Photo(name: "p7"))
    XCTAssertFalse(Signal.hasHandler(manager.gridView.ptr, "activate"), "no activate closure, no handler")
  }

  func testPlainGridScatteredUpdateBindsBoundedAndInPlaceUpdateRebindsOneCell() async throws {
    let manager = GridViewManager()
    manager.register(PostCell.self)
    manager.setColumns(min: 4, max: 4)
    var items = (0..<100_000).map { Post(id: $0, title: "t") }
    manager.memoryStorage.setItems(items)
    let window = TestWindow(width: 600, height: 500, child: manager.widget.ptr)
    defer { window.close() }
    var generator = SeededGenerator(seed: 7)
    for _ in 0..<1_000 {
      let position = Int.random(in: 0..<items.count, using: &generator)
      items[position] = Post(id: 200_000 + position, title: "new")
    }
    manager.statistics.reset()
    manager.memoryStorage.setItems(items)
    GtkTestEnvironment.settle(window.widget)
    let realized = WidgetTree.rows(of: manager.gridView.ptr).count
    XCTAssertLessThanOrEqual(manager.statistics.itemsChangedEmissions, 2)
    XCTAssertLessThanOrEqual(manager.statistics.binds, 2 * realized, "at most two passes over the realized items")
    manager.statistics.reset()
    items[1].title = "edited"
    manager.memoryStorage.setItems(items)
    XCTAssertEqual(manager.statistics.binds, 1)
    XCTAssertEqual(manager.statistics.itemsChangedEmissions, 0)
    XCTAssertEqual(WidgetTree.visibleTexts(of: manager.gridView.ptr)[1], "post 1: edited")
  }

  // MARK: Sectioned grid

  func testSectionedGridConnectsNoViewSignalsForUnregisteredEvents() async throws {
    let manager = makeSectioned()
    let window = TestWindow(width: 660, height: 480, child: manager.widget.ptr)
    defer { window.close() }
    manager.activate(PhotoCell.self) { _, _, _ in }
    manager.didSelect(PhotoCell.self) { _, _, _ in }
    // Cells are activated and selected by their own gestures: GTK's row signals stay unconnected.
    XCTAssertFalse(Signal.hasHandler(manager.gridView.ptr, "activate"))
    let selection = try XCTUnwrap(gtk_list_view_get_model(cgtk_list_view(manager.gridView.ptr)))
    // GTK's list view itself listens to its model's `selection-changed`: no more handlers than
    // on a plain list view's model.
    let plainModel = gtk_no_selection_new(nil)!
    let plain = gtk_list_view_new(plainModel, nil)!
    g_object_ref_sink(UnsafeMutableRawPointer(plain))
    defer { g_object_unref(UnsafeMutableRawPointer(plain)) }
    XCTAssertEqual(
      Self.handlerCount(UnsafeMutableRawPointer(selection), "selection-changed"),
      Self.handlerCount(UnsafeMutableRawPointer(plainModel), "selection-changed"))
    let factory = try XCTUnwrap(gtk_list_view_get_factory(cgtk_list_view(manager.gridView.ptr)))
    XCTAssertFalse(Signal.hasHandler(UnsafeMutableRawPointer(factory), "unbind"))
  }

  private func makeSectioned(columnsWidth: Int = 160) -> GridViewManager {
    let manager = GridViewManager()
    manager.itemWidth = columnsWidth
    manager.register(PhotoCell.self)
    manager.registerHeader(HeaderView.self)
    manager.memoryStorage.setItems(
      [photos(10, prefix: "a"), photos(7, prefix: "b"), photos(100_000, prefix: "c")] as [[Any]])
    manager.memoryStorage.setSectionHeaderModels(["Alpha", "Beta", "Gamma"])
    return manager
  }

  func testSectionedGridHasFullWidthHeadersAndStripsOfCells() async throws {
    let manager = makeSectioned()
    let window = TestWindow(width: 660, height: 480, child: manager.widget.ptr)
    defer { window.close() }
    XCTAssertTrue(manager.isSectioned)
    XCTAssertNotNil(cgtk_list_view(manager.gridView.ptr), "a sectioned grid is a list of rows")
    let columns = try XCTUnwrap(manager.sectionedGridColumns)
    XCTAssertEqual(columns, Int(gtk_widget_get_width(manager.gridView.ptr)) / 160)

    let rows = WidgetTree.visibleRows(of: manager.gridView.ptr)
    let header = try XCTUnwrap(rows.first)
    XCTAssertEqual(WidgetTree.labels(in: header), ["header Alpha"])
    let headerWidth = WidgetTree.bounds(of: header, in: manager.gridView.ptr).width
    XCTAssertEqual(
      headerWidth, Double(gtk_widget_get_width(manager.gridView.ptr)), accuracy: 1, "the header spans the full width")
    // First strip: the first `columns` items of section 0, side by side.
    XCTAssertEqual(WidgetTree.labels(in: rows[1]), (0..<columns).map { "photo a\($0)" })
    let first = WidgetTree.bounds(
      of: try XCTUnwrap(manager.cell(at: IndexPath(item: 0, section: 0))).widget.ptr, in: manager.gridView.ptr)
    let second = WidgetTree.bounds(
      of: try XCTUnwrap(manager.cell(at: IndexPath(item: 1, section: 0))).widget.ptr, in: manager.gridView.ptr)
    XCTAssertEqual(first.y, second.y, accuracy: 0.5)
    XCTAssertGreaterThan(second.x, first.x)
    // Section 0 has 10 items: its last strip is partly empty and the next header starts a row.
    let texts = rows.map { WidgetTree.labels(in: $0) }
    let beta = try XCTUnwrap(texts.firstIndex(of: ["header Beta"]))
    XCTAssertEqual(texts[beta - 1], (columns * ((10 - 1) / columns)..<10).map { "photo a\($0)" })
    XCTAssertLessThanOrEqual(WidgetTree.rows(of: manager.gridView.ptr).count, 210, "rows are virtualized")

    let path = FileManager.default.temporaryDirectory.appendingPathComponent("gtklistkit-sectioned-grid.png").path
    GtkTestEnvironment.settle(window.widget)
    try window.saveSnapshot(to: path)
    XCTAssertGreaterThan(try WidgetSnapshot.inspect(path).distinctColors, 2)
  }

  func testSectionedGridClickSelectsCellAndDoubleClickActivates() async throws {
    try XCTSkipUnless(RealInput.isAvailable, "xdotool and an X display are needed for real input")
    let manager = makeSectioned()
    var selected: [(String, IndexPath)] = []
    var activated: [IndexPath] = []
    manager.didSelect(PhotoCell.self) { cell, _, indexPath in selected.append((cell.text, indexPath)) }
    manager.activate(PhotoCell.self) { _, _, indexPath in activated.append(indexPath) }
    let window = TestWindow(width: 660, height: 480, child: manager.widget.ptr)
    defer { window.close() }
    let cell = try XCTUnwrap(manager.cell(at: IndexPath(item: 2, section: 0)))
    let point = try XCTUnwrap(window.point(ofCenterOf: cell.widget.ptr))
    RealInput.click(window: window.x11WindowID, x: point.x, y: point.y)
    GtkTestEnvironment.pump(timeout: 3) { !selected.isEmpty }
    XCTAssertEqual(selected.map(\.0), ["photo a2"])
    XCTAssertEqual(selected.map(\.1), [IndexPath(item: 2, section: 0)])
    XCTAssertEqual(manager.selectedIndexPaths, [IndexPath(item: 2, section: 0)])
    let cellBox = try XCTUnwrap(gtk_widget_get_parent(cell.widget.ptr))
    XCTAssertNotEqual(gtk_widget_get_state_flags(cellBox).rawValue & GTK_STATE_FLAG_SELECTED.rawValue, 0)

    GtkTestEnvironment.settle(window.widget)
    RealInput.click(window: window.x11WindowID, x: point.x, y: point.y, count: 2)
    GtkTestEnvironment.pump(timeout: 3) { !activated.isEmpty }
    XCTAssertEqual(activated, [IndexPath(item: 2, section: 0)])
  }

  func testSectionedGridSelectionSurvivesInsertBeforeAndReflows() async throws {
    let manager = makeSectioned()
    let window = TestWindow(width: 660, height: 480, child: manager.widget.ptr)
    defer { window.close() }
    manager.select(IndexPath(item: 5, section: 1))
    try manager.memoryStorage.insertItem(Photo(name: "new"), to: IndexPath(item: 0, section: 1))
    GtkTestEnvironment.settle(window.widget)
    XCTAssertEqual(manager.selectedIndexPaths, [IndexPath(item: 6, section: 1)])
    XCTAssertEqual(manager.selectedModels.first as? Photo, Photo(name: "b5"))
    let texts = WidgetTree.visibleRows(of: manager.gridView.ptr).map { WidgetTree.labels(in: $0) }
    let beta = try XCTUnwrap(texts.firstIndex(of: ["header Beta"]))
    XCTAssertEqual(texts[beta + 1].first, "photo new", "the strip after the header reflowed")
  }

  func testSectionedGridColumnsFollowTheWidth() async throws {
    let manager = makeSectioned(columnsWidth: 100)
    let window = TestWindow(width: 420, height: 400, child: manager.widget.ptr)
    defer { window.close() }
    let narrow = try XCTUnwrap(manager.sectionedGridColumns)
    gtk_window_set_default_size(window.window, 840, 400)
    GtkTestEnvironment.pump(timeout: 3) { (manager.sectionedGridColumns ?? 0) > narrow }
    GtkTestEnvironment.settle(window.widget)
    XCTAssertGreaterThan(try XCTUnwrap(manager.sectionedGridColumns), narrow)
    let firstStrip = WidgetTree.visibleRows(of: manager.gridView.ptr)[1]
    XCTAssertEqual(WidgetTree.labels(in: firstStrip).count, manager.sectionedGridColumns)
  }

  func testAdoptedGridCannotBecomeSectionedAndSaysSo() async throws {
    let grid = g_object_ref_sink(gtk_grid_view_new(nil, nil))!
    defer { g_object_unref(grid) }
    let manager = GridViewManager(gridView: cgtk_widget(grid)!)
    let recorder = AnomalyRecorder(manager.anomalyHandler)
    manager.registerHeader(HeaderView.self)
    XCTAssertEqual(recorder.anomalies, [.gridSectionsNeedManagedView])
    XCTAssertFalse(manager.isSectioned)
  }

  /// Handlers connected to `signal` of `instance`, GTK's and ours (counted by blocking them).
  private static func handlerCount(_ instance: UnsafeMutableRawPointer, _ signal: String) -> Int {
    let id = g_signal_lookup(signal, gtk_selection_model_get_type())
    let count = g_signal_handlers_block_matched(instance, G_SIGNAL_MATCH_ID, id, 0, nil, nil, nil)
    g_signal_handlers_unblock_matched(instance, G_SIGNAL_MATCH_ID, id, 0, nil, nil, nil)
    return Int(count)
  }
}
