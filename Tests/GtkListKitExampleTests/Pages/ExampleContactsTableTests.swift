import CGtkListKit
import Foundation
import GtkListKit
import GtkListKitTestSupport
import XCTest

@testable import GtkListKitExample

/// The Contacts page's Table view in its real window, with real clicks and keys: the List /
/// Table switch, A–Z header rows drawn across the table, the search, the selection carried
/// between the views by contact, Delete and Ctrl+Z in the table, and a header click that sorts
/// within each letter.
@MainActor
final class ExampleContactsTableTests: GtkTestCase {
  private func open() -> ExampleWindow {
    ExampleTestWindows.open(.contacts, applicationID: "org.gtklistkit.ExampleContactsTableTests")
  }

  private func key(_ name: String, _ window: ExampleWindow) {
    RealInput.press(name, window: RealInput.x11WindowID(of: window.window))
    _ = GtkTestEnvironment.pump(timeout: 0.3) { false }
    GtkTestEnvironment.settle(window.window)
  }

  private func click(_ widget: some GtkWidgetConvertible, in window: ExampleWindow, button: Int = 1) {
    let frame = WidgetTree.bounds(of: widget, in: window.window)
    XCTAssertGreaterThan(frame.width, 0)
    RealInput.click(
      window: RealInput.x11WindowID(of: window.window), x: Int(frame.x + frame.width / 2),
      y: Int(frame.y + frame.height / 2), button: button)
    GtkTestEnvironment.settle(window.window)
  }

  /// The switcher's mapped toggle button titled `title`.
  private func switcherButton(_ title: String, _ page: ContactsPage) throws -> WidgetPointer {
    try XCTUnwrap(
      WidgetTree.descendants(of: page.widget).first {
        WidgetTree.typeName($0) == "GtkToggleButton" && gtk_widget_get_mapped($0) != 0
          && WidgetTree.labels(in: $0) == [title]
      }, "the switcher has \(title)")
  }

  /// The table's visible rows top to bottom, each with its heading (`nil`: a contact's row).
  private func tableRows(_ page: ContactsPage) -> [(row: WidgetPointer, heading: WidgetPointer?)] {
    guard let list = WidgetTree.rowList(ofTable: page.table.columnView) else { return [] }
    let height = Double(gtk_widget_get_height(list))
    return WidgetTree.children(of: list).filter { row in
      let frame = WidgetTree.bounds(of: row, in: list)
      return gtk_widget_get_child_visible(row) != 0 && frame.height > 0 && frame.y + frame.height > 0
        && frame.y < height && !WidgetTree.children(of: row).isEmpty
    }.sorted { WidgetTree.bounds(of: $0, in: list).y < WidgetTree.bounds(of: $1, in: list).y }.map { row in
      let heading = WidgetTree.descendants(of: row).first {
        gtk_accessible_get_accessible_role(OpaquePointer($0)) == GTK_ACCESSIBLE_ROLE_HEADING
      }
      return (row, heading)
    }
  }

  /// The names the table draws in its contact rows, top to bottom.
  private func drawnNames(_ page: ContactsPage) -> [String] {
    tableRows(page).filter { $0.heading == nil }.compactMap { WidgetTree.drawnTexts(in: $0.row).first }
  }

  private func switchToTable(_ page: ContactsPage, in window: ExampleWindow) throws {
    click(try switcherButton("Table", page), in: window)
    XCTAssertTrue(page.showsTable, "the click showed the table")
    GtkTestEnvironment.pump(timeout: 3) { !self.tableRows(page).isEmpty }
    GtkTestEnvironment.settle(window.window)
  }

  func testTheTableDrawsLetterHeadersAcrossItAndTheSearchFiltersIt() async throws {
    try XCTSkipUnless(RealInput.isAvailable, "xdotool and an X display are needed for real input")
    let window = open()
    defer { window.close() }
    let page = window.contactsPage
    XCTAssertFalse(page.showsTable, "the page opens on the list")
    try switchToTable(page, in: window)
    let tableWidth = Double(
      gtk_widget_get_width(page.table.columnView.gtkWidgetPointer.assumingMemoryBound(to: GtkWidget.self)))
    let headers = tableRows(page).filter { $0.heading != nil }
    XCTAssertGreaterThanOrEqual(headers.count, 2, "letters show between the contacts")
    XCTAssertEqual(headers.first.map { WidgetTree.drawnTexts(in: $0.row) }, ["A"])
    for (row, heading) in headers {
      XCTAssertEqual(Double(gtk_widget_get_width(row)), tableWidth, accuracy: 1, "a header row is as wide as the table")
      let label = try XCTUnwrap(WidgetTree.descendants(of: try XCTUnwrap(heading)).first { cgtk_label($0) != nil })
      let frame = WidgetTree.bounds(of: label, in: row)
      XCTAssertGreaterThan(frame.width, tableWidth - 2 * frame.x - 1, "its title spans the row, not the Name column")
    }

    click(page.search, in: window)
    let all = page.table.memoryStorage.totalNumberOfItems
    RealInput.xdotool(["type", "--delay", "40", "berg"])
    GtkTestEnvironment.pump(timeout: 3) { page.table.memoryStorage.totalNumberOfItems < all }
    GtkTestEnvironment.settle(window.window)
    let names = drawnNames(page)
    XCTAssertFalse(names.isEmpty)
    XCTAssertTrue(names.allSatisfy { $0.lowercased().contains("berg") }, "\(names)")
    let letters = tableRows(page).filter { $0.heading != nil }.flatMap { WidgetTree.drawnTexts(in: $0.row) }
    XCTAssertEqual(letters, Array(Set(names.map { String($0.prefix(1)) })).sorted(), "only the matches' letters")
    XCTAssertEqual(page.manager.memoryStorage.totalNumberOfItems, names.count, "the list shows the same matches")
  }

  func testTheSelectionFollowsTheContactAndDeleteAndCtrlZWorkInTheTable() async throws {
    try XCTSkipUnless(RealInput.isAvailable, "xdotool and an X display are needed for real input")
    let window = open()
    defer { window.close() }
    let page = window.contactsPage
    click(WidgetTree.visibleRows(of: page.manager.listView)[2], in: window)  // [0] is the "A" header
    let chosen = try XCTUnwrap(page.manager.selectedModels.first as? Contact)
    try switchToTable(page, in: window)
    XCTAssertEqual((page.table.selectedModels.first as? Contact)?.id, chosen.id, "the table selected \(chosen.name)")
    let selectedRow = try XCTUnwrap(
      tableRows(page).first { gtk_widget_get_state_flags($0.row).rawValue & GTK_STATE_FLAG_SELECTED.rawValue != 0 })
    XCTAssertEqual(WidgetTree.drawnTexts(in: selectedRow.row).first, chosen.name, "and draws it selected")

    let rows = tableRows(page)
    let target = try XCTUnwrap(rows.dropFirst(4).first { $0.heading == nil })
    let name = try XCTUnwrap(WidgetTree.drawnTexts(in: target.row).first)
    click(target.row, in: window)
    XCTAssertEqual((page.table.selectedModels.first as? Contact)?.name, name)
    XCTAssertTrue(WidgetTree.labels(in: page.widget).contains { $0.hasPrefix(name) }, "the detail shows \(name)")

    let total = page.table.memoryStorage.totalNumberOfItems
    key("Delete", window)
    GtkTestEnvironment.pump(timeout: 3) { !self.drawnNames(page).contains(name) }
    XCTAssertFalse(drawnNames(page).contains(name), "Delete took \(name) off the table")
    XCTAssertEqual(page.table.memoryStorage.totalNumberOfItems, total - 1)
    XCTAssertEqual(page.manager.memoryStorage.totalNumberOfItems, total - 1, "and off the list")
    key("ctrl+z", window)
    GtkTestEnvironment.pump(timeout: 3) { self.drawnNames(page).contains(name) }
    XCTAssertTrue(drawnNames(page).contains(name), "Ctrl+Z drew \(name) again")
    XCTAssertEqual(page.manager.memoryStorage.totalNumberOfItems, total)

    let again = try XCTUnwrap(tableRows(page).first { WidgetTree.drawnTexts(in: $0.row).first == name })
    click(again.row, in: window)
    click(try switcherButton("List", page), in: window)
    XCTAssertFalse(page.showsTable)
    XCTAssertEqual((page.manager.selectedModels.first as? Contact)?.name, name, "the list selected \(name)")
    XCTAssertTrue(WidgetTree.labels(in: page.widget).contains { $0.hasPrefix(name) }, "the detail still shows it")
  }

  /// Typing a contact's name with real keys goes to it, in the list and in the table.
  func testTypingANameGoesToTheContactInTheListAndInTheTable() async throws {
    try XCTSkipUnless(RealInput.isAvailable, "xdotool and an X display are needed for real input")
    let window = open()
    defer { window.close() }
    let page = window.contactsPage
    click(WidgetTree.visibleRows(of: page.manager.listView)[1], in: window)  // [0] is the "A" header
    let contacts = page.manager.memoryStorage.sections.flatMap { $0.items.compactMap { $0 as? Contact } }
    let names = contacts.map(\.name)
    let target = try XCTUnwrap(
      names.dropFirst(names.count / 2).first { name in names.filter { $0 == name }.count == 1 })
    RealInput.xdotool(["type", "--delay", "30", target.lowercased()])
    GtkTestEnvironment.pump(timeout: 3) { (page.manager.selectedModels.first as? Contact)?.name == target }
    XCTAssertEqual((page.manager.selectedModels.first as? Contact)?.name, target, "the list went to \(target)")
    try switchToTable(page, in: window)
    let other = try XCTUnwrap(names.first { name in name != target && names.filter { $0 == name }.count == 1 })
    let row = try XCTUnwrap(tableRows(page).first { $0.heading == nil })
    click(row.row, in: window)  // the keyboard focus into the table
    RealInput.xdotool(["type", "--delay", "30", other])
    GtkTestEnvironment.pump(timeout: 3) { (page.table.selectedModels.first as? Contact)?.name == other }
    XCTAssertEqual((page.table.selectedModels.first as? Contact)?.name, other, "the table went to \(other)")
  }

  func testTheTablesMenuMakesAFavouriteThatTheListShowsToo() async throws {
    try XCTSkipUnless(RealInput.isAvailable, "xdotool and an X display are needed for real input")
    let window = open()
    defer { window.close() }
    let page = window.contactsPage
    try switchToTable(page, in: window)
    let row = try XCTUnwrap(tableRows(page).dropFirst(2).first { $0.heading == nil }).row
    let name = try XCTUnwrap(WidgetTree.drawnTexts(in: row).first)
    XCTAssertFalse(WidgetTree.drawnTexts(in: row).contains("★"))
    click(row, in: window, button: 3)
    GtkTestEnvironment.pump(timeout: 3) {
      page.table.contextMenuPopover.map { gtk_widget_get_mapped($0.pointer()) != 0 } ?? false
    }
    let popover = try XCTUnwrap(
      page.table.contextMenuPopover?.pointer() as WidgetPointer?, "the right click opened the menu")
    GtkTestEnvironment.waitForFrames(3, of: popover)
    let item = try XCTUnwrap(
      WidgetTree.descendants(of: popover).first {
        WidgetTree.typeName($0) == "GtkModelButton" && WidgetTree.labels(in: $0).contains("Add to favourites")
      })
    let box = WidgetTree.bounds(of: item, in: popover)
    RealInput.click(
      window: RealInput.x11WindowID(of: popover), x: Int(box.x + box.width / 2), y: Int(box.y + box.height / 2))
    GtkTestEnvironment.pump(timeout: 2) { page.table.contextMenuPopover == nil }
    GtkTestEnvironment.settle(window.window)
    let drawn = tableRows(page).first { WidgetTree.drawnTexts(in: $0.row).first == name }
    XCTAssertEqual(drawn.map { WidgetTree.drawnTexts(in: $0.row).last }, "★", "the Favourite column draws the star")
    click(try switcherButton("List", page), in: window)
    XCTAssertEqual((page.manager.selectedModels.first as? Contact)?.name, name, "the list selected \(name)")
    let listRow = WidgetTree.visibleRows(of: page.manager.listView).first {
      WidgetTree.labels(in: $0).contains { $0.hasSuffix(name) }
    }
    XCTAssertTrue(
      listRow.map { WidgetTree.labels(in: $0).contains("★ \(name)") } ?? false, "the list draws \(name) as a favourite")
  }

  func testTheKeyboardReachesTheSwitchAndAHeaderClickSortsWithinEachLetter() async throws {
    try XCTSkipUnless(RealInput.isAvailable, "xdotool and an X display are needed for real input")
    let window = open()
    defer { window.close() }
    let page = window.contactsPage
    click(page.search, in: window)
    let table = try switcherButton("Table", page)
    // The switch follows the search field: Tab reaches List, then Table.
    for _ in 0..<3 where gtk_widget_has_focus(table) == 0 { key("Tab", window) }
    XCTAssertNotEqual(gtk_widget_has_focus(table), 0, "Tab reached the Table button")
    key("space", window)
    XCTAssertTrue(page.showsTable, "Space showed the table")
    GtkTestEnvironment.pump(timeout: 3) { !self.tableRows(page).isEmpty }
    GtkTestEnvironment.settle(window.window)

    let kind = try XCTUnwrap(
      WidgetTree.headerWidgets(ofTable: page.table.columnView).first { WidgetTree.labels(in: $0) == ["Kind"] })
    click(kind, in: window)
    XCTAssertEqual(page.table.sortOrder, [ColumnSort("kind")])
    let storage = page.table.memoryStorage
    let letters = (0..<storage.numberOfSections).map { storage.headerModel(forSection: $0) as? String }
    XCTAssertEqual(letters, letters.compactMap { $0 }.sorted(), "the letters keep their order")
    for section in 0..<storage.numberOfSections {
      let kinds = (storage.items(inSection: section) as? [Contact] ?? []).map(\.kindName)
      XCTAssertEqual(kinds, kinds.sorted(), "companies before people within \(letters[section] ?? "?")")
    }
    XCTAssertEqual(drawnNames(page).first, "Alder Joinery", "the table draws the A company first")
  }
}
