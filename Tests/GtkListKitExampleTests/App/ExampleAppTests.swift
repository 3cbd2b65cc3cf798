import CGtkListKit
import Foundation
import GtkListKit
import GtkListKitTestSupport
import XCTest

@testable import GtkListKitExample

/// The example app driven as a person would: its real window (a GtkApplicationWindow with its
/// actions and shortcuts), real keys and clicks through xdotool, under G_DEBUG=fatal-criticals.
@MainActor
final class ExampleAppTests: GtkTestCase {
  private func open(_ page: ExamplePage) -> ExampleWindow {
    ExampleTestWindows.open(page, applicationID: "org.gtklistkit.ExampleTests")
  }

  private func key(_ name: String, _ window: ExampleWindow) {
    RealInput.press(name, window: RealInput.x11WindowID(of: window.window))
    _ = GtkTestEnvironment.pump(timeout: 0.3) { false }
    GtkTestEnvironment.settle(window.window)
  }

  private func click(_ widget: WidgetPointer, in window: ExampleWindow, button: Int = 1) throws {
    let frame = WidgetTree.bounds(of: widget, in: window.window)
    XCTAssertGreaterThan(frame.width, 0)
    RealInput.click(
      window: RealInput.x11WindowID(of: window.window), x: Int(frame.x + frame.width / 2),
      y: Int(frame.y + frame.height / 2), button: button)
    GtkTestEnvironment.settle(window.window)
  }

  func testFeedDeleteKeyThenCtrlZRestores() async throws {
    try XCTSkipUnless(RealInput.isAvailable, "xdotool and an X display are needed for real input")
    let window = open(.feed)
    defer { window.close() }
    let feed = window.feedPage
    let storage = feed.manager.memoryStorage
    let before = storage.numberOfItems(inSection: 0)
    let rows = WidgetTree.visibleRows(of: feed.manager.listView)
    try click(rows[3], in: window)
    XCTAssertEqual(feed.manager.selectedIndexPaths.count, 1)
    key("Delete", window)
    XCTAssertEqual(storage.numberOfItems(inSection: 0), before - 1, "Delete removed the selected post")
    key("ctrl+z", window)
    XCTAssertEqual(storage.numberOfItems(inSection: 0), before, "Ctrl+Z brought it back")
  }

  func testFeedEmptyStateAfterDeletingEverything() async throws {
    try XCTSkipUnless(RealInput.isAvailable, "xdotool and an X display are needed for real input")
    let window = open(.feed)
    defer { window.close() }
    let feed = window.feedPage
    let rows = WidgetTree.visibleRows(of: feed.manager.listView)
    try click(rows[1], in: window)
    key("ctrl+a", window)
    key("Delete", window)
    XCTAssertEqual(feed.manager.memoryStorage.totalNumberOfItems, 0)
    XCTAssertNotEqual(gtk_widget_get_visible(feed.empty), 0, "the empty state shows")
    key("F5", window)
    XCTAssertGreaterThan(feed.manager.memoryStorage.totalNumberOfItems, 40, "F5 brings the sample feed back")
    XCTAssertEqual(gtk_widget_get_visible(feed.empty), 0)
  }

  func testMillionKeepsItsToolbarAndLoadsMoreAtTheEnd() async throws {
    try XCTSkipUnless(RealInput.isAvailable, "xdotool and an X display are needed for real input")
    let window = open(.million)
    defer { window.close() }
    let page = window.millionPage
    let rows = WidgetTree.visibleRows(of: page.manager.listView)
    try click(rows[2], in: window)
    key("Page_Down", window)
    key("End", window)
    _ = GtkTestEnvironment.pump(timeout: 2) {
      page.manager.storage.numberOfItems(inSection: 0) > MillionPage.initialCount
    }
    GtkTestEnvironment.settle(window.window)
    XCTAssertGreaterThan(page.manager.storage.numberOfItems(inSection: 0), MillionPage.initialCount, "load more")
    let toolbar = try XCTUnwrap(gtk_widget_get_first_child(page.widget))
    XCTAssertNotEqual(gtk_widget_get_mapped(toolbar), 0)
    XCTAssertGreaterThan(gtk_widget_get_height(toolbar), 0, "the toolbar keeps its allocation")
    XCTAssertLessThanOrEqual(page.manager.statistics.rowsSetUp, 210, "about 200 row widgets")
  }

  func testGridOpensAPhotoFromTheKeyboard() async throws {
    try XCTSkipUnless(RealInput.isAvailable, "xdotool and an X display are needed for real input")
    let window = open(.grid)
    defer { window.close() }
    let page = window.gridPage
    let tile = try XCTUnwrap(
      page.manager.cell(at: IndexPath(item: 0, section: 0))?.widget.gtkWidgetPointer.assumingMemoryBound(
        to: GtkWidget.self))
    try click(tile, in: window)
    let toplevels = g_list_model_get_n_items(gtk_window_get_toplevels())
    key("Right", window)
    key("Return", window)
    let opened = g_list_model_get_n_items(gtk_window_get_toplevels())
    XCTAssertEqual(opened, toplevels + 1, "Enter opened the photo viewer")
    key("Escape", window)
    XCTAssertEqual(g_list_model_get_n_items(gtk_window_get_toplevels()), toplevels, "Escape closed it")
  }

  func testDatabaseRowShowsAPlayCommittedInTheBackground() async throws {
    try XCTSkipUnless(RealInput.isAvailable, "xdotool and an X display are needed for real input")
    // A new database of its own, not the user's (SongDatabase keeps the file between runs).
    let file = FileManager.default.temporaryDirectory.appendingPathComponent(
      "gtklistkit-example-tests-\(getpid()).sqlite"
    ).path
    for suffix in ["", "-wal", "-shm"] { try? FileManager.default.removeItem(atPath: file + suffix) }
    SongDatabase.pathOverride = file
    defer { SongDatabase.pathOverride = nil }
    let window = open(.database)
    defer { window.close() }
    let page = window.databasePage
    // The rowids, then the pages are read in the background: the rows on screen show their
    // songs once they are in (the first rows come with the rowids). A new database is seeded
    // with a million songs first: in a debug build on a busy machine that took over 10 s.
    try await waitFor(60) { page.storage?.isLoadingOrder == false && page.storage?.isLoadingPages == false }
    XCTAssertEqual(page.manager.storage.numberOfItems(inSection: 0), DatabasePage.rowCount)
    GtkTestEnvironment.settle(window.window)
    // The third song's Plays cell: a click on its title would start editing the title.
    let list = try XCTUnwrap(WidgetTree.rowList(ofTable: page.manager.columnView))
    // Among the texts: GTK 4.14+'s editable label keeps an "Edit" label before the title.
    let third = try XCTUnwrap(WidgetTree.children(of: list).first { WidgetTree.texts(in: $0).contains("Song 3") })
    let cells = WidgetTree.children(of: third).sorted {
      WidgetTree.bounds(of: $0, in: third).x < WidgetTree.bounds(of: $1, in: third).x
    }
    try click(try XCTUnwrap(cells.dropFirst().first, "its Plays cell"), in: window)
    key("Return", window)
    // GRDB delivers on Dispatch's main queue: suspend the test while GTK runs.
    func texts() -> [[String]] { WidgetTree.visibleTableRows(of: page.manager.columnView).map { Array($0.prefix(2)) } }
    try await waitFor(5) { texts().dropFirst(2).first == ["Song 3", "1"] }
    XCTAssertEqual(texts().dropFirst(2).first, ["Song 3", "1"], "the committed play is on screen")
    XCTAssertEqual(texts().dropFirst(1).first, ["Song 2", "0"])
    XCTAssertLessThanOrEqual(page.manager.statistics.rowsSetUp, 3 * 210, "a cell per shown row per column")

    // A click on the Plays header sorts a million rows in SQLite: the played song comes last,
    // then (descending) first, still selected.
    let headers = WidgetTree.headerWidgets(ofTable: page.manager.columnView).map {
      $0.gtkWidgetPointer.assumingMemoryBound(to: GtkWidget.self)
    }
    XCTAssertEqual(headers.count, 3)
    let plays = try XCTUnwrap(headers.dropFirst().first)
    try click(plays, in: window)
    // Generous: a condition, not a delay (a million-row sort on a busy 2-core machine).
    try await waitFor(30) { page.manager.sortOrder == [ColumnSort("plays")] && page.storage?.isLoadingOrder == false }
    try await waitFor(30) { page.storage?.isLoadingPages == false }
    // The played song sorts last, and stays in view: the selected row keeps its place on screen
    // as far as the rows allow (as file managers keep the selection in view).
    XCTAssertTrue(texts().contains(["Song 3", "1"]), "ascending: the selected song stayed in view: \(texts())")
    XCTAssertEqual(page.manager.selectedIndexPaths, [IndexPath(item: DatabasePage.rowCount - 1, section: 0)])
    try await Task.sleep(nanoseconds: 600_000_000)  // past the double-click time
    try click(plays, in: window)
    try await waitFor(30) { texts().first == ["Song 3", "1"] }
    XCTAssertEqual(texts().first, ["Song 3", "1"], "descending: the played song first")
    XCTAssertEqual(page.manager.selectedIndexPaths, [IndexPath(item: 0, section: 0)], "the selection followed its row")
    XCTAssertEqual(page.manager.sortOrder, [ColumnSort("plays", ascending: false)])
    // Saved beside the test's database, once quiet for half a second.
    try await waitFor(3) { ColumnLayout.saved(at: file + ".columns.json")?.sortOrder == page.manager.sortOrder }
    XCTAssertEqual(ColumnLayout.saved(at: file + ".columns.json")?.sortOrder, page.manager.sortOrder)
    try? FileManager.default.removeItem(atPath: file + ".columns.json")
  }

  /// Runs GTK (and Dispatch's main queue, where GRDB delivers) until `condition` or `seconds`.
  private func waitFor(_ seconds: Double, _ condition: () -> Bool) async throws {
    let deadline = Date().addingTimeInterval(seconds)
    while !condition(), Date() < deadline {
      GtkTestEnvironment.drain()
      try await Task.sleep(nanoseconds: 5_000_000)
    }
  }

  func testContactsSearchFiltersAndTheDetailFollowsTheSelection() async throws {
    try XCTSkipUnless(RealInput.isAvailable, "xdotool and an X display are needed for real input")
    let window = open(.contacts)
    defer { window.close() }
    let page = window.contactsPage
    let all = page.manager.memoryStorage.totalNumberOfItems
    RealInput.xdotool(["windowfocus", "--sync", "\(RealInput.x11WindowID(of: window.window))"])
    RealInput.xdotool(["type", "--delay", "40", "berg"])
    _ = GtkTestEnvironment.pump(timeout: 2) { page.manager.memoryStorage.totalNumberOfItems < all }
    GtkTestEnvironment.settle(window.window)
    let names = (0..<page.manager.memoryStorage.numberOfSections).flatMap {
      (page.manager.memoryStorage.items(inSection: $0) as? [Contact] ?? []).map(\.name)
    }
    XCTAssertFalse(names.isEmpty)
    XCTAssertTrue(names.allSatisfy { $0.lowercased().contains("berg") }, "\(names)")
    let rows = WidgetTree.visibleRows(of: page.manager.listView)
    try click(rows[1], in: window)
    XCTAssertTrue(
      WidgetTree.labels(in: page.widget).contains { $0.hasPrefix(names[0]) }, "the detail pane shows the selection")
    key("Delete", window)
    XCTAssertEqual(page.manager.memoryStorage.totalNumberOfItems, names.count - 1)
    key("ctrl+z", window)
    XCTAssertEqual(page.manager.memoryStorage.totalNumberOfItems, names.count)
  }

  func testUIFilesPageShowsBuilderCellsInAnAdoptedView() async throws {
    let window = open(.ui)
    defer { window.close() }
    let manager = window.uiFilesPage.manager
    XCTAssertEqual(WidgetTree.typeName(manager.listView), "GtkListView")
    XCTAssertEqual(Array(WidgetTree.visibleTexts(of: manager.listView).prefix(2)), ["Lentil soup", "Apple crumble"])
  }

  func testGalleryTileDraggedAcrossSectionsAndCtrlFFindsContacts() async throws {
    try XCTSkipUnless(RealInput.isAvailable, "xdotool and an X display are needed for real input")
    let window = open(.grid)
    defer { window.close() }
    let manager = window.gridPage.manager
    let storage = manager.memoryStorage
    let (first, second) = (storage.numberOfItems(inSection: 0), storage.numberOfItems(inSection: 1))
    manager.scroll(to: IndexPath(item: first - 1, section: 0), at: .top)
    _ = GtkTestEnvironment.pump(timeout: 0.5) { false }
    GtkTestEnvironment.settle(window.window)
    let from = try tileCenter(manager, IndexPath(item: first - 1, section: 0), in: window)
    let to = try tileCenter(manager, IndexPath(item: 0, section: 1), in: window)
    drag(in: window, from: from, to: (to.x - to.width * 3 / 8, to.y))
    XCTAssertEqual(storage.numberOfItems(inSection: 0), first - 1)
    XCTAssertEqual(storage.numberOfItems(inSection: 1), second + 1, "the tile moved to the next photographer")
    key("ctrl+f", window)
    XCTAssertEqual(window.visiblePage, .contacts, "Ctrl+F opens the contacts search")
  }

  private func tileCenter(_ manager: GridViewManager, _ indexPath: IndexPath, in window: ExampleWindow) throws
    -> (x: Int, y: Int, width: Int)
  {
    let cell = try XCTUnwrap(
      manager.cell(at: indexPath)?.widget.gtkWidgetPointer.assumingMemoryBound(to: GtkWidget.self))
    let box = try XCTUnwrap(gtk_widget_get_parent(cell))
    let frame = WidgetTree.bounds(of: box, in: window.window)
    return (Int(frame.x + frame.width / 2), Int(frame.y + frame.height / 2), Int(frame.width))
  }

  /// Press, move in steps, release with the real pointer.
  private func drag(in window: ExampleWindow, from: (x: Int, y: Int, width: Int), to: (x: Int, y: Int)) {
    let id = RealInput.x11WindowID(of: window.window)
    RealInput.move(window: id, x: from.x, y: from.y)
    _ = GtkTestEnvironment.pump(timeout: 0.05) { false }
    RealInput.xdotool(["mousedown", "1"])
    for step in 1...12 {
      RealInput.move(window: id, x: from.x + (to.x - from.x) * step / 12, y: from.y + (to.y - from.y) * step / 12)
      _ = GtkTestEnvironment.pump(timeout: 0.03) { false }
    }
    _ = GtkTestEnvironment.pump(timeout: 0.1) { false }
    RealInput.xdotool(["mouseup", "1"])
    _ = GtkTestEnvironment.pump(timeout: 0.2) { false }
    GtkTestEnvironment.settle(window.window)
  }
}
