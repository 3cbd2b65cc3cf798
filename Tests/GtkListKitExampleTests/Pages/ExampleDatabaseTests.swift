import Foundation
import GtkListKitTestSupport
import XCTest

/// The Database page never deletes user data: the app runs as its own process with its own
/// user data folder (`XDG_DATA_HOME`), and what it shows is read over AT-SPI, as a screen
/// reader would; the file is checked with the `sqlite3` tool afterwards.
final class ExampleDatabaseTests: XCTestCase {
  private var session: ExampleDesktopSession?

  override func tearDown() {
    session?.end()
    session = nil
    super.tearDown()
  }

  /// A new session with an empty user data folder; the database's path in it.
  private func start() throws -> (ExampleDesktopSession, String) {
    try XCTSkipUnless(
      RealInput.isAvailable && FileManager.default.isExecutableFile(atPath: ExampleProcess.atSpiLauncher)
        && FileManager.default.isExecutableFile(atPath: "/usr/bin/sqlite3"),
      "xdotool, an X display, at-spi2-core and sqlite3 are needed")
    let home = FileManager.default.temporaryDirectory.appendingPathComponent(
      "gtklistkit-db-\(getpid())-\(name.hashValue)"
    ).path
    try? FileManager.default.removeItem(atPath: home)
    let folder = "\(home)/org.gtklistkit.Example"
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    let session = try ExampleDesktopSession(dataHome: home)
    self.session = session
    return (session, "\(folder)/songs.sqlite")
  }

  private func sqlite(_ path: String, _ sql: String) -> String {
    ExampleProcess.output(of: "/usr/bin/sqlite3", [path, sql]).trimmingCharacters(in: .whitespacesAndNewlines)
  }

  func testAFolderAtTheDatabasePathIsLeftAloneAndThePageSaysWhy() throws {
    let (session, path) = try start()
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    try "keep me".write(toFile: "\(path)/notes.txt", atomically: true, encoding: .utf8)
    let app = try session.launch(["--page", "database"])
    XCTAssertNotNil(session.window(of: app.processIdentifier))
    let tree = session.waitForTree(of: app.processIdentifier) {
      $0.contains { $0.contains("is a folder, not a database") }
    }
    XCTAssertTrue(tree.contains { $0.contains("\(path) is a folder, not a database") }, tree.joined(separator: "\n"))
    XCTAssertTrue(tree.contains { $0.hasSuffix("|The Song Database Cannot Be Opened") })
    session.end()
    XCTAssertEqual(
      try? String(contentsOfFile: "\(path)/notes.txt", encoding: .utf8), "keep me", "the folder's file is untouched")
    XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: path), ["notes.txt"], "and nothing was added")
  }

  func testAnExistingDatabaseIsKeptAndMigrated() throws {
    let (session, path) = try start()
    // The schema of the example's first version, with plays a person made.
    _ = sqlite(
      path,
      """
      CREATE TABLE song (id INTEGER PRIMARY KEY, title TEXT NOT NULL, plays INTEGER NOT NULL);
      INSERT INTO song VALUES (1, 'Morning Tide', 3), (2, 'Second Song', 1), (3, 'Third Song', 0);
      """)
    let app = try session.launch(["--page", "database"])
    XCTAssertNotNil(session.window(of: app.processIdentifier))
    // A table row is named by its cells' texts: title, plays (and on GTK 4.8 last played).
    let tree = session.waitForTree(of: app.processIdentifier) {
      $0.contains { Self.isRow($0, named: "Morning Tide 3") }
    }
    // Each row once, in order: GTK 4.18's AT-SPI tree can reach the same row by several paths.
    let expected = ["Morning Tide 3", "Second Song 1", "Third Song 0"]
    var rows: [String] = []
    for line in tree where !rows.contains(line) && expected.contains(where: { Self.isRow(line, named: $0) }) {
      rows.append(line)
    }
    XCTAssertEqual(rows.count, 3, tree.joined(separator: "\n"))
    XCTAssertTrue(zip(rows, expected).allSatisfy { Self.isRow($0, named: $1) }, "in order: \(rows)")
    XCTAssertGreaterThanOrEqual(
      tree.filter { $0 == "table cell|Never" }.count, 3, "each row's Last Played says Never: the column was migrated")
    session.end()
    XCTAssertEqual(
      sqlite(path, "SELECT count(*) FROM song"), "3", "no sample songs were added to a database with songs")
    XCTAssertEqual(
      sqlite(path, "SELECT group_concat(plays) FROM (SELECT plays FROM song ORDER BY id)"), "3,1,0",
      "the plays were kept")
    XCTAssertEqual(
      sqlite(path, "SELECT group_concat(identifier) FROM grdb_migrations"),
      "v1-songs,v2-last-played,v3-sort-indexes,v4-natural-title-index")
    XCTAssertTrue(sqlite(path, "PRAGMA table_info(song)").contains("lastPlayed"), "migrated to the new column")
    XCTAssertEqual(sqlite(path, "PRAGMA quick_check"), "ok")
  }

  func testTwoInstancesSeeEachOthersWrites() throws {
    let (session, path) = try start()
    let first = try session.launch(["--page", "database"])
    let firstWindow = try XCTUnwrap(session.window(of: first.processIdentifier))
    _ = session.waitForTree(of: first.processIdentifier, timeout: 30) {
      $0.contains { Self.isRow($0, named: "Song 3 0") }
    }
    let second = try session.launch(["--page", "database"])
    let secondWindow = try XCTUnwrap(session.window(of: second.processIdentifier))
    let seen = session.waitForTree(of: second.processIdentifier) { $0.contains { Self.isRow($0, named: "Song 3 0") } }
    XCTAssertTrue(seen.contains { Self.isRow($0, named: "Song 3 0") }, "the second instance opened the same songs")

    // A play in the first window (Song 3: the third row), seen by the second (the last played
    // column then shows when).
    func shows(_ cells: String) -> ([String]) -> Bool { { tree in tree.contains { Self.isRow($0, named: cells) } } }
    play(row: 3, in: firstWindow)
    var tree = session.waitForTree(of: second.processIdentifier, until: shows("Song 3 1"))
    XCTAssertTrue(shows("Song 3 1")(tree), "the second window shows the first one's play")
    // Two plays in the second window (Song 2), seen by the first.
    play(row: 2, in: secondWindow)
    play(row: 2, in: secondWindow, click: false)
    tree = session.waitForTree(of: first.processIdentifier, until: shows("Song 2 2"))
    XCTAssertTrue(shows("Song 2 2")(tree), "the first window shows the second one's plays")
    XCTAssertEqual(sqlite(path, "PRAGMA quick_check"), "ok", "while both are open")
    session.end()
    XCTAssertEqual(
      sqlite(path, "SELECT group_concat(plays) FROM (SELECT plays FROM song WHERE id IN (2, 3) ORDER BY id)"), "2,1",
      "no write was lost")
    XCTAssertEqual(sqlite(path, "SELECT count(*) FROM song"), "1000000", "seeded once")
    XCTAssertEqual(sqlite(path, "PRAGMA quick_check"), "ok")
  }

  /// Whether `line` (`role|name` of the AT-SPI tree) is a table row whose name starts with the
  /// texts `cells`. GTK 4.18 names a row whose title cell is an editable label without its last
  /// cell ("Song 3 0", where GTK 4.8 says "Song 3 0 Never").
  static func isRow(_ line: String, named cells: String) -> Bool {
    line == "table row|\(cells)" || line.hasPrefix("table row|\(cells) ")
  }

  /// Raises `window`, clicks its `row`-th song (1-based) and presses Enter: one play.
  private func play(row: Int, in window: UInt, click: Bool = true) {
    RealInput.xdotool(["windowraise", "\(window)"])
    usleep(300_000)
    // Table rows are about 32 px high below the toolbar and the column headers, which end at
    // about 127 px (Debian's default fonts): the middle of row `row`, in the Plays column (the
    // 110 px column left of Last Played's 190 at the window's 1,260 px; a click on a title
    // would start editing it).
    if click { ExampleProcess.click(window, 1_010, 111 + 32 * row) }
    ExampleProcess.press("Return", in: window, wait: 0.6)
  }
}
