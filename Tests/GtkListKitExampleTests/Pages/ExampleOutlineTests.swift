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
  private var root = ""

  /// root/ alpha/ (nested/, b.txt, a.txt), big/ (10,000 files), locked/ (secret.txt),
  /// file10.txt, file2.txt, zeta.txt (2,048 bytes), .hidden.
  private func makeTree() throws -> String {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("gtklistkit-outline-\(getpid())").path
    try? FileManager.default.removeItem(atPath: root)
    for folder in ["alpha/nested", "big", "locked"] {
      try FileManager.default.createDirectory(atPath: "\(root)/\(folder)", withIntermediateDirectories: true)
    }
    for file in ["alpha/b.txt", "alpha/a.txt", "locked/secret.txt", "file10.txt", "file2.txt", ".hidden"] {
      XCTAssertTrue(FileManager.default.createFile(atPath: "\(root)/\(file)", contents: Data("x".utf8)))
    }
    XCTAssertTrue(FileManager.default.createFile(atPath: "\(root)/zeta.txt", contents: Data(count: 2048)))
    for index in 0..<10_000 { _ = FileManager.default.createFile(atPath: "\(root)/big/f\(index)", contents: nil) }
    return root
  }

  private func close(_ window: ExampleWindow) {
    window.close()
    OutlinePage.folderOverride = nil
    chmod("\(root)/locked", 0o755)
    try? FileManager.default.removeItem(atPath: root)
  }

  private func open() throws -> ExampleWindow {
    root = try makeTree()
    OutlinePage.folderOverride = root + "/"  // a trailing slash names the same folder
    return ExampleTestWindows.open(.outline, applicationID: "org.gtklistkit.ExampleOutlineTests")
  }

  /// The visible rows as "depth name", " +" after a closed folder, " -" after an open one.
  private func rows(_ page: OutlinePage) -> [String] {
    WidgetTree.visibleRows(of: page.manager.listView).compactMap { row in
      guard
        let expander = WidgetTree.descendants(of: row).first(where: { WidgetTree.typeName($0) == "GtkTreeExpander" }),
        let listRow = gtk_tree_expander_get_list_row(OpaquePointer(expander))
      else { return nil }
      let mark =
        gtk_tree_list_row_is_expandable(listRow) == 0 ? "" : gtk_tree_list_row_get_expanded(listRow) != 0 ? " -" : " +"
      return "\(gtk_tree_list_row_get_depth(listRow)) \(WidgetTree.labels(in: row).first ?? "")\(mark)"
    }
  }

  /// How many rows GTK's model holds (all of them, not only the visible ones).
  private func modelCount(_ page: OutlinePage) -> UInt32 {
    let view = page.manager.listView.gtkWidgetPointer.assumingMemoryBound(to: GtkWidget.self)
    return gtk_list_view_get_model(OpaquePointer(view)).map { g_list_model_get_n_items($0) } ?? 0
  }

  /// Lets input arrive and the folders being read (off the main thread) arrive, then waits
  /// for one painted frame (an idle window paints only the one it is asked for: waiting for two
  /// would sit out the timeout).
  private func settle(_ window: ExampleWindow) async {
    _ = GtkTestEnvironment.pump(timeout: 0.2) { false }
    let storage = window.outlinePage.manager.storage
    let loaded = await MainActorPump.until {
      storage.rootIDs.allSatisfy { !isLoading(storage, $0) }
    }
    XCTAssertTrue(loaded, "the folders opened were read")
    GtkTestEnvironment.waitForFrames(1, of: window.window)
  }

  /// Whether `id` or a loaded descendant is being read.
  private func isLoading(_ storage: TreeStorage<String>, _ id: String) -> Bool {
    storage.isLoadingChildren(of: id) || (storage.loadedChildIDs(of: id) ?? []).contains { isLoading(storage, $0) }
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

  /// Typing a name's first letters in the tree, with real keys, goes to the next entry whose
  /// name starts with them (focus and selection), as in Files; a new word starts after a pause.
  func testTypingANamesFirstLettersGoesToIt() async throws {
    try XCTSkipUnless(RealInput.isAvailable, "xdotool and an X display are needed for real input")
    let window = try open()
    defer { close(window) }
    let page = window.outlinePage
    await settle(window)
    let id = RealInput.x11WindowID(of: window.window)
    let alpha = try XCTUnwrap(WidgetTree.visibleRows(of: page.manager.listView).dropFirst().first)
    let frame = WidgetTree.bounds(of: alpha, in: window.window)
    RealInput.click(window: id, x: Int(frame.x + frame.width / 2), y: Int(frame.y + frame.height / 2))
    _ = GtkTestEnvironment.pump(timeout: 2) { page.manager.selectedIDs == ["\(root)/alpha"] }
    XCTAssertEqual(page.manager.selectedIDs, ["\(root)/alpha"], "the click selected alpha")
    XCTAssertTrue(RealInput.xdotool(["type", "--delay", "30", "fi"]))
    _ = GtkTestEnvironment.pump(timeout: 2) { page.manager.selectedIDs == ["\(root)/file2.txt"] }
    XCTAssertEqual(page.manager.selectedIDs, ["\(root)/file2.txt"], "\"fi\" went to the first file name with it")
    XCTAssertTrue(RealInput.xdotool(["type", "--delay", "30", "le1"]))
    _ = GtkTestEnvironment.pump(timeout: 2) { page.manager.selectedIDs == ["\(root)/file10.txt"] }
    XCTAssertEqual(page.manager.selectedIDs, ["\(root)/file10.txt"], "\"file1\" went on to file10.txt")
    let focused = gtk_widget_get_root(window.window).flatMap { gtk_root_get_focus($0) }.map {
      WidgetTree.labels(in: $0)
    }
    XCTAssertEqual(focused?.first, "file10.txt", "the focus moved too (the row has the name, then the size)")
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
