import CGtkListKit
import Foundation
import GtkListKitTestSupport
import ModelStorage
import XCTest

@testable import GtkListKit

/// Drag events registered on mappings: each row asks the mapping of its own cell, with the
/// real pointer (xdotool) in a real window.
@MainActor
final class MappingDragTests: GtkTestCase {
  private final class Log {
    var asked: [String] = []
    var begins: [String] = []
    var ends: [DragOutcome] = []
  }

  private func row(_ manager: ListViewManager, _ index: Int, in window: TestWindow) throws -> (x: Int, y: Int, h: Int) {
    let row = try XCTUnwrap(WidgetTree.visibleRows(of: manager.listView).dropFirst(index).first)
    let point = try XCTUnwrap(window.point(ofCenterOf: row))
    return (point.x, point.y, Int(gtk_widget_get_height(row)))
  }

  private func texts(_ manager: ListViewManager) -> [String] {
    (manager.memoryStorage.items(inSection: 0) ?? []).map { ($0 as? Post).map { "post \($0.id)" } ?? "ad" }
  }

  /// Posts and ads in one list: the post mapping lets its rows move, the ad mapping refuses.
  func testOnlyRowsWhoseMappingAllowsItDrag() async throws {
    try XCTSkipUnless(RealInput.isAvailable, "xdotool and an X display are needed for real input")
    let log = Log()
    let manager = ListViewManager()
    manager.register(PostCell.self) { mapping in
      mapping.canMove { _, post, _ in
        log.asked.append("post \(post.id)"); return true
      }
      mapping.dragBegin { _, post, _ in log.begins.append("post \(post.id)") }
      mapping.dragEnd { _, _, _, outcome in log.ends.append(outcome) }
    }
    manager.register(AdCell.self) { mapping in
      mapping.canMove { _, ad, _ in
        log.asked.append("ad \(ad.sponsor)"); return false
      }
      mapping.dragBegin { _, ad, _ in log.begins.append("ad \(ad.sponsor)") }
    }
    manager.memoryStorage.setItems([
      Post(id: 0, title: "t"), Ad(sponsor: "a"), Post(id: 1, title: "t"), Post(id: 2, title: "t"),
      Post(id: 3, title: "t"),
    ])
    let window = TestWindow(child: manager.widget)
    defer { window.close() }
    GtkTestEnvironment.settle(window.widget)
    XCTAssertEqual(
      WidgetTree.visibleRows(of: manager.listView).map { DragControllers.controllerCount(of: $0).sources },
      [1, 1, 1, 1, 1],
      "one drag source per row, whichever mapping registered canMove")

    let ad = try row(manager, 1, in: window), bottom = try row(manager, 4, in: window)
    RealInput.drag(in: window, from: (ad.x, ad.y), to: (bottom.x, bottom.y + bottom.h * 3 / 8))
    XCTAssertEqual(texts(manager), ["post 0", "ad", "post 1", "post 2", "post 3"], "the ad's mapping refused the drag")
    // GTK asks `prepare` again on each motion while it is refused.
    XCTAssertEqual(Set(log.asked), ["ad a"], "only the dragged row's mapping was asked")
    XCTAssertEqual(log.begins, [])

    let post = try row(manager, 0, in: window), target = try row(manager, 3, in: window)
    RealInput.drag(in: window, from: (post.x, post.y), to: (target.x, target.y + target.h * 3 / 8))
    XCTAssertEqual(texts(manager), ["ad", "post 1", "post 2", "post 0", "post 3"], "the post moved after row 3")
    XCTAssertEqual(log.asked.filter { $0 != "ad a" }, ["post 0"], "asked once: it allowed the drag")
    XCTAssertEqual(log.begins, ["post 0"], "dragBegin of the post's mapping, once")
    XCTAssertEqual(log.ends, [.moved], "dragEnd of the post's mapping, once")
  }

  /// The manager-level form forwards to the mapping of its cell type: the other mapping keeps its own.
  func testManagerLevelDragEventsAttachToTheirCellTypesMappings() async throws {
    let manager = ListViewManager()
    manager.register(PostCell.self)
    manager.register(AdCell.self) { mapping in mapping.canMove { _, _, _ in false } }
    manager.canMove(PostCell.self) { _, _, _ in true }
    manager.canMove(AdCell.self) { _, _, _ in true }  // AdCell's mapping has one: ignored
    manager.dragEnd(PostCell.self) { _, _, _, _ in }
    let mappings = manager.core.registry.mappings
    XCTAssertEqual(mappings.map { $0.registeredEvents.contains(.canMove) }, [true, true])
    XCTAssertEqual(mappings.map { $0.registeredEvents.contains(.dragEnd) }, [true, false])
    let ad: Bool? = mappings[1].ask(
      .canMove, cell: AdCell(), model: Ad(sponsor: "a"), at: IndexPath(item: 0, section: 0))
    XCTAssertEqual(ad, false, "the mapping's own canMove wins")
    XCTAssertEqual(MappingEvent.dragEnd.nativeSignal, .dndFinished)
    XCTAssertEqual(MappingEvent.canMove.description, "canMove (prepare)")
  }
}
