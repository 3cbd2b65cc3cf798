import CGtkListKit
import Foundation
import GtkListKit
import GtkListKitTestSupport
import ModelStorage
import XCTest

@testable import GtkListKitExample

/// The Outline page over a folder tree made for the test, in the real window: the rows GTK
/// shows (depth and name, read from each row's `GtkTreeExpander`), folders listed only when
/// opened (off the main thread: each step waits for the listing), and a folder that cannot be read.
@MainActor
final class ExampleOutlineTests: GtkTestCase {
  private var folder: OutlineTestFolder?
  private var root: String { folder?.root ?? "" }

  private func open() throws -> ExampleWindow {
    let made = try OutlineTestFolder()
    folder = made
    return made.open(applicationID: "org.gtklistkit.ExampleOutlineTests")
  }

  private func close(_ window: ExampleWindow) { folder?.close(window) }
  private func rows(_ page: OutlinePage) -> [String] { OutlineTestFolder.rows(page) }
  private func settle(_ window: ExampleWindow) async { await OutlineTestFolder.settle(window) }

  /// How many rows GTK's model holds (all of them, not only the visible ones).
  private func modelCount(_ page: OutlinePage) -> UInt32 {
    let view = page.manager.listView.gtkWidgetPointer.assumingMemoryBound(to: GtkWidget.self)
    return gtk_list_view_get_model(OpaquePointer(view)).map { g_list_model_get_n_items($0) } ?? 0
  }

  func testShowsTheFolderOpenFoldersFirstAndListsOnlyWhatIsOpened() async throws {
    let window = try open()
    defer { close(window) }
    let page = window.outlinePage
    await settle(window)
    let top = [
      "0 \(root) -", "1 alpha +", "1 big +", "1 locked +", "1 file2.txt", "1 file10.txt", "1 zeta.txt",
    ]
    XCTAssertEqual(rows(page), top, "folders first, names in a file manager's order, no hidden entries")
    XCTAssertEqual(page.listedFolders, [root], "only the root was listed")
    XCTAssertEqual(page.manager.storage.childrenProviderCalls, 1)
    let zeta = try XCTUnwrap(WidgetTree.visibleRows(of: page.manager.listView).last)
    XCTAssertEqual(
      WidgetTree.labels(in: zeta).filter { !$0.isEmpty }, ["zeta.txt", "2.0\u{A0}kB"],
      "GLib's size, with a no-break space")

    page.manager.expand("\(root)/alpha")
    await settle(window)
    XCTAssertEqual(
      Array(rows(page).prefix(6)), ["0 \(root) -", "1 alpha -", "2 nested +", "2 a.txt", "2 b.txt", "1 big +"])
    XCTAssertEqual(page.listedFolders, [root, "\(root)/alpha"], "opening alpha listed alpha, not nested or big")
    XCTAssertEqual(modelCount(page), 10)

    page.manager.expand("\(root)/big")
    await settle(window)
    XCTAssertEqual(page.listedFolders.last, "\(root)/big")
    XCTAssertEqual(page.manager.storage.childrenProviderCalls, 3)
    XCTAssertEqual(modelCount(page), 10 + 10_000, "GTK's model holds the 10,000 entries once big is open")
    XCTAssertEqual(Array(rows(page).dropFirst(5).prefix(4)), ["1 big -", "2 f0", "2 f1", "2 f2"])
    page.manager.collapse("\(root)/big")
    page.manager.expand("\(root)/big")
    await settle(window)
    XCTAssertEqual(page.manager.storage.childrenProviderCalls, 3, "opened again, big is not listed again")
  }

  func testAFolderThatCannotBeReadShowsNoEntries() async throws {
    let window = try open()
    defer { close(window) }
    let page = window.outlinePage
    await settle(window)
    chmod("\(root)/locked", 0)
    // Root reads any folder: for root, the folder goes away instead, which fails the same way.
    if geteuid() == 0 { try FileManager.default.removeItem(atPath: "\(root)/locked") }
    page.manager.expand("\(root)/locked")
    await settle(window)
    XCTAssertEqual(page.listedFolders.last, "\(root)/locked", "the folder was tried")
    let shown = rows(page)
    XCTAssertEqual(Array(shown.prefix(4)), ["0 \(root) -", "1 alpha +", "1 big +", "1 locked -"])
    XCTAssertTrue(shown.count > 5 && shown[4].hasPrefix("2 Could not load: "), "its row says why: \(shown)")
    XCTAssertEqual(shown.dropFirst(5).first, "1 file2.txt", "no entries under it")
    let status = WidgetTree.labels(in: window.status.widget).joined(separator: " ")
    XCTAssertTrue(status.contains("\(root)/locked cannot be read"), status)
  }

  func testEnterAndDoubleClickOpenAndCloseAFolder() async throws {
    try XCTSkipUnless(RealInput.isAvailable, "xdotool and an X display are needed for real input")
    let window = try open()
    defer { close(window) }
    let page = window.outlinePage
    await settle(window)
    let id = RealInput.x11WindowID(of: window.window)
    let alpha = try XCTUnwrap(WidgetTree.visibleRows(of: page.manager.listView).dropFirst().first)
    let frame = WidgetTree.bounds(of: alpha, in: window.window)
    let (x, y) = (Int(frame.x + frame.width / 2), Int(frame.y + frame.height / 2))
    RealInput.click(window: id, x: x, y: y, count: 2)
    await settle(window)
    XCTAssertEqual(Array(rows(page).prefix(3)), ["0 \(root) -", "1 alpha -", "2 nested +"], "double click opened it")
    RealInput.press("Return", window: id)
    await settle(window)
    XCTAssertEqual(Array(rows(page).prefix(3)), ["0 \(root) -", "1 alpha +", "1 big +"], "Enter closed it")
    RealInput.press("Return", window: id)
    await settle(window)
    XCTAssertEqual(Array(rows(page).prefix(3)), ["0 \(root) -", "1 alpha -", "2 nested +"], "Enter opened it again")
    XCTAssertEqual(page.listedFolders, [root, "\(root)/alpha"], "listed once")
  }

  /// Ctrl+F and typing, with real keys: the listed entries whose name has the text show with
  /// the folders above them, the bar counts them, Enter steps through them, and clearing the
  /// text gives back the tree as it was opened.
  func testCtrlFFiltersTheListedEntriesByNameAndCountsThem() async throws {
    try XCTSkipUnless(RealInput.isAvailable, "xdotool and an X display are needed for real input")
    let window = try open()
    defer { close(window) }
    let page = window.outlinePage
    await settle(window)
    page.manager.expand("\(root)/alpha")
    await settle(window)
    let opened = rows(page)
    let id = RealInput.x11WindowID(of: window.window)
    XCTAssertTrue(RealInput.press("ctrl+f", window: id))
    // Typed once the bar has slid in, as a person sees it (keys sent during the slide are lost).
    let revealer = try XCTUnwrap(
      WidgetTree.descendants(of: page.search.bar).first { WidgetTree.typeName($0) == "GtkRevealer" })
    let shown = GtkTestEnvironment.pump(timeout: 3) {
      gtk_revealer_get_child_revealed(OpaquePointer(revealer)) != 0
    }
    XCTAssertTrue(shown, "Ctrl+F showed the search bar")
    XCTAssertTrue(RealInput.xdotool(["type", "--delay", "30", "TXT"]))
    let counted = { WidgetTree.labels(in: page.search.count).first ?? "" }
    _ = GtkTestEnvironment.pump(timeout: 3) { counted() == "5 matches in 2 listed folders" }
    await settle(window)
    XCTAssertEqual(counted(), "5 matches in 2 listed folders", "case ignored; big and locked were never listed")
    XCTAssertEqual(
      rows(page),
      ["0 \(root) -", "1 alpha -", "2 a.txt", "2 b.txt", "1 file2.txt", "1 file10.txt", "1 zeta.txt"],
      "the matches and the folders above them")
    XCTAssertTrue(RealInput.press("Return", window: id))
    _ = GtkTestEnvironment.pump(timeout: 2) { page.manager.selectedIDs == ["\(root)/alpha/a.txt"] }
    XCTAssertEqual(page.manager.selectedIDs, ["\(root)/alpha/a.txt"], "Enter selected the first match")
    XCTAssertTrue(RealInput.press("Return", window: id))
    _ = GtkTestEnvironment.pump(timeout: 2) { page.manager.selectedIDs == ["\(root)/alpha/b.txt"] }
    XCTAssertEqual(page.manager.selectedIDs, ["\(root)/alpha/b.txt"], "Enter selected the next match")
    gtk_editable_set_text(OpaquePointer(page.search.entry), "zéta")  // accents ignored
    _ = GtkTestEnvironment.pump(timeout: 3) { counted() == "1 match in 2 listed folders" }
    XCTAssertEqual(counted(), "1 match in 2 listed folders")
    XCTAssertTrue(RealInput.press("Escape", window: id))
    _ = GtkTestEnvironment.pump(timeout: 3) { counted().isEmpty }
    await settle(window)
    XCTAssertEqual(rows(page), opened, "Escape gave back the tree as it was opened")
    XCTAssertEqual(page.listedFolders, [root, "\(root)/alpha"], "searching listed no folder")
  }
}
