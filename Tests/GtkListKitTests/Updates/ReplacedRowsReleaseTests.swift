import CGtkListKit
import Foundation
import GtkListKitTestSupport
import ModelStorage
import XCTest

@testable import GtkListKit

/// Rows a storage replaces whole are released after the frame that shows their replacement,
/// not inside the update (the frame comes sooner); nothing is kept for long, a view off screen
/// releases them when idle, and a small replacement releases them at once.
@MainActor
final class ReplacedRowsReleaseTests: GtkTestCase {
  func testReplacedRowsAreReleasedAfterTheFrameThatShowsTheirReplacement() async throws {
    let (manager, window) = makeShownManager(rows: 0..<5_000)
    defer { window.close() }
    manager.memoryStorage.setItemsWithoutDiffing(TrackedRow.make(10_000..<15_000))
    XCTAssertEqual(TrackedRow.live, 10_000, "the old rows are kept while the update is shown")
    XCTAssertTrue(GtkTestEnvironment.pump { TrackedRow.live == 5_000 }, "then released")
    XCTAssertGreaterThanOrEqual(TrackedRow.framesAtFirstRelease, 1, "after a frame was drawn")
    XCTAssertEqual(shownTexts(manager).first, "row 10000", "the frame showed the new rows")
  }

  func testADiffThatKeepsNothingAlsoReleasesAfterTheFrame() async throws {
    let (manager, window) = makeShownManager(rows: 0..<5_000)
    defer { window.close() }
    manager.memoryStorage.setItems(TrackedRow.make(20_000..<25_000))
    XCTAssertEqual(TrackedRow.live, 10_000)
    XCTAssertTrue(GtkTestEnvironment.pump { TrackedRow.live == 5_000 })
    XCTAssertGreaterThanOrEqual(TrackedRow.framesAtFirstRelease, 1)
  }

  func testAViewOffScreenReleasesWhenIdle() async throws {
    TrackedRow.reset()
    let manager = ListViewManager()
    manager.register(TrackedCell.self)
    manager.memoryStorage.setItemsWithoutDiffing(TrackedRow.make(0..<5_000))
    manager.memoryStorage.setItemsWithoutDiffing(TrackedRow.make(5_000..<10_000))
    XCTAssertEqual(TrackedRow.live, 10_000)
    XCTAssertTrue(GtkTestEnvironment.pump(timeout: 0.5) { TrackedRow.live == 5_000 }, "released well within a second")
  }

  func testASmallReplacementReleasesAtOnce() async throws {
    let (manager, window) = makeShownManager(rows: 0..<100)
    defer { window.close() }
    manager.memoryStorage.setItemsWithoutDiffing(TrackedRow.make(100..<200))
    XCTAssertEqual(TrackedRow.live, 100)
  }

  // MARK: Helpers

  private func makeShownManager(rows: Range<Int>) -> (ListViewManager, TestWindow) {
    TrackedRow.reset()
    let manager = ListViewManager()
    manager.register(TrackedCell.self)
    manager.memoryStorage.setItemsWithoutDiffing(TrackedRow.make(rows))
    let window = TestWindow(child: manager.widget.ptr)
    GtkTestEnvironment.settle(window.widget)
    let view = manager.listView.gtkWidgetPointer.assumingMemoryBound(to: GtkWidget.self)
    if let clock = gtk_widget_get_frame_clock(view) {
      Signal.connect(UnsafeMutableRawPointer(clock), "after-paint") { _ in TrackedRow.framesDrawn += 1 }
    }
    TrackedRow.framesDrawn = 0
    return (manager, window)
  }

  private func shownTexts(_ manager: ListViewManager) -> [String] {
    (0..<3).compactMap { (manager.cell(at: IndexPath(item: $0, section: 0)) as? TrackedCell)?.text }
  }
}

/// A row whose instances are counted; its first release notes how many frames were drawn.
private final class TrackedRow: Identifiable, Equatable {
  nonisolated(unsafe) static var live = 0
  nonisolated(unsafe) static var framesAtFirstRelease = -1
  nonisolated(unsafe) static var framesDrawn = 0
  let id: Int

  init(id: Int) {
    self.id = id
    Self.live += 1
  }

  deinit {
    Self.live -= 1
    if Self.framesAtFirstRelease < 0 { Self.framesAtFirstRelease = Self.framesDrawn }
  }

  static func make(_ ids: Range<Int>) -> [TrackedRow] { ids.map(TrackedRow.init(id:)) }
  static func reset() {
    framesAtFirstRelease = -1
    framesDrawn = 0
  }
  static func == (lhs: TrackedRow, rhs: TrackedRow) -> Bool { lhs.id == rhs.id }
}

private final class TrackedCell: LabelCell, ModelTransfer {
  func update(with model: TrackedRow) { show("row \(model.id)") }
}
