import CGtkListKit
import CGtkListKitTesting
import Foundation
import GtkListKitTestSupport
import ModelStorage
import XCTest

@testable import GtkListKit

/// Row animations of storage updates in a real window: the classes land on the right rows and
/// come off, deleted rows leave as images while GTK's rows already match the storage, and with
/// animations off nothing animates.
@MainActor
final class AnimationTests: GtkTestCase {
  private func show(_ count: Int, configure: (ViewUpdater) -> Void) -> (ListViewManager, TestWindow) {
    let manager = ListViewManager()
    manager.register(PostCell.self)
    configure(manager.updater)
    manager.memoryStorage.setItems((0..<count).map { Post(id: $0, title: "t\($0)") })
    let window = TestWindow(child: manager.widget)
    GtkTestEnvironment.settle(window.widget)
    return (manager, window)
  }

  private func classes(_ manager: ListViewManager, _ item: Int, _ names: [String]) -> [String] {
    guard let cell = manager.cell(at: IndexPath(item: item, section: 0)),
      let row = gtk_widget_get_parent(cell.widget.ptr)
    else { return ["no row"] }
    return names.filter { gtk_widget_has_css_class(row, $0) != 0 }
  }

  private static let allClasses = [
    ViewUpdater.insertedRowCSSClass, "gtklistkit-slide-in", "gtklistkit-highlight", "app-pulse",
  ]

  /// The still images over the list: the overlay's children besides the scrolled window.
  private func ghosts(_ manager: ListViewManager) -> [WidgetPointer] {
    WidgetTree.children(of: manager.widget).dropFirst().map { $0 }
  }

  private func texts(_ manager: ListViewManager) -> [String] { WidgetTree.visibleTexts(of: manager.listView) }

  private func expectedTexts(_ manager: ListViewManager, _ count: Int) -> [String] {
    (0..<count).compactMap { manager.memoryStorage.item(at: IndexPath(item: $0, section: 0)) as? Post }
      .map { "post \($0.id): \($0.title)" }
  }

  /// Screenshots a few frames into an animation when GTKLISTKIT_ANIMATION_SHOTS names a folder.
  private func saveShots(_ window: TestWindow, _ name: String) throws {
    guard let folder = ProcessInfo.processInfo.environment["GTKLISTKIT_ANIMATION_SHOTS"] else { return }
    for frame in 0..<3 {
      try window.saveSnapshot(to: "\(folder)/\(name)-\(frame).png")
      _ = GtkTestEnvironment.waitForFrames(3, of: window.widget)
    }
  }

  func testInsertMoveAndUpdateClassesLandOnTheirRowsAndComeOff() async throws {
    let (manager, window) = show(20) {
      $0.insertAnimation = .slide
      $0.moveAnimation = .highlight
      $0.updateAnimation = .cssClass("app-pulse")
    }
    defer { window.close() }
    try manager.memoryStorage.insertItem(Post(id: 100, title: "new"), to: IndexPath(item: 2, section: 0))
    GtkTestEnvironment.settle(window.widget)
    XCTAssertEqual(classes(manager, 2, Self.allClasses), ["gtklistkit-slide-in"])
    XCTAssertEqual(classes(manager, 3, Self.allClasses), [])
    manager.memoryStorage.moveItem(at: IndexPath(item: 10, section: 0), to: IndexPath(item: 5, section: 0))
    GtkTestEnvironment.settle(window.widget)
    XCTAssertEqual(classes(manager, 5, Self.allClasses), ["gtklistkit-highlight"], "the moved row, at its new place")
    try saveShots(window, "move")
    XCTAssertEqual(classes(manager, 2, Self.allClasses), [], "the next update finished the insert animation")
    var items = manager.memoryStorage.items(inSection: 0) as? [Post] ?? []
    items[7].title = "edited"
    manager.memoryStorage.setItems(items)
    XCTAssertEqual(classes(manager, 7, Self.allClasses), ["app-pulse"])
    XCTAssertEqual(texts(manager).prefix(10), expectedTexts(manager, 10)[...])
    _ = GtkTestEnvironment.pump(timeout: 2) { classes(manager, 7, Self.allClasses).isEmpty }
    XCTAssertEqual(classes(manager, 7, Self.allClasses), [], "classes come off after the animation")
    XCTAssertEqual(classes(manager, 5, Self.allClasses), [])
  }

  func testDeletedRowsLeaveAsImagesWhileGtkMatchesTheStorage() async throws {
    let (manager, window) = show(20) { $0.deleteAnimation = .fade }
    defer { window.close() }
    try manager.memoryStorage.removeItems(at: [IndexPath(item: 3, section: 0), IndexPath(item: 4, section: 0)])
    XCTAssertEqual(manager.modelRowCount, 18, "GTK's count follows the storage at once")
    XCTAssertEqual(ghosts(manager).count, 2)
    XCTAssertTrue(ghosts(manager).allSatisfy { gtk_widget_has_css_class($0, "gtklistkit-fade-out") != 0 })
    XCTAssertTrue(ghosts(manager).allSatisfy { gtk_widget_get_can_target($0) == 0 }, "images never take input")
    GtkTestEnvironment.settle(window.widget)
    XCTAssertEqual(texts(manager).prefix(5), ["post 0: t0", "post 1: t1", "post 2: t2", "post 5: t5", "post 6: t6"])
    try saveShots(window, "delete")
    XCTAssertTrue(GtkTestEnvironment.pump(timeout: 2) { ghosts(manager).isEmpty }, "images go away")
  }

  func testWithAnimationsOffNothingAnimates() async throws {
    for gtkSetting in [false, true] {
      cgtk_settings_set_enable_animations(gtkSetting ? 0 : 1)
      defer { cgtk_settings_set_enable_animations(1) }
      let (manager, window) = show(20) {
        $0.insertAnimation = .fade
        $0.deleteAnimation = .slide
        $0.moveAnimation = .highlight
        $0.updateAnimation = .highlight
        $0.animationsEnabled = !gtkSetting ? false : true
      }
      defer { window.close() }
      try manager.memoryStorage.insertItem(Post(id: 100, title: "new"), to: IndexPath(item: 2, section: 0))
      manager.memoryStorage.moveItem(at: IndexPath(item: 10, section: 0), to: IndexPath(item: 5, section: 0))
      try manager.memoryStorage.removeItems(at: [IndexPath(item: 3, section: 0)])
      GtkTestEnvironment.settle(window.widget)
      XCTAssertEqual(ghosts(manager).count, 0)
      for item in 0..<12 { XCTAssertEqual(classes(manager, item, Self.allClasses), [], "row \(item)") }
      XCTAssertTrue(manager.updater.animator.isIdle, "no timer")
    }
  }

  func testNoAnimationConfiguredCostsNothing() async throws {
    let (manager, window) = show(20) { $0.insertAnimation = .none }
    defer { window.close() }
    try manager.memoryStorage.insertItem(Post(id: 100, title: "new"), to: IndexPath(item: 2, section: 0))
    try manager.memoryStorage.removeItems(at: [IndexPath(item: 5, section: 0)])
    XCTAssertTrue(manager.updater.animator.isIdle, "no timer, no pending rows")
    XCTAssertEqual(ghosts(manager).count, 0)
    GtkTestEnvironment.settle(window.widget)
    for item in 0..<12 { XCTAssertEqual(classes(manager, item, Self.allClasses), []) }
  }
}
