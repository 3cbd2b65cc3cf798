import CGtkListKit
import Foundation
import GtkListKitTestSupport
import ModelStorage
import XCTest

@testable import GtkListKit

/// A registration on a view already shown never changes the selection: header rows appear (the
/// view reloads, a grid becomes a sectioned grid) and the same items stay selected, in what GTK
/// shows as selected too, without selection events.
@MainActor
final class LateRegistrationSelectionTests: GtkTestCase {
  private func check(_ manager: ListBaseManager, mode: ListSelectionMode) throws {
    manager.selectionMode = mode
    manager.register(PostCell.self)
    manager.memoryStorage.setItems([
      (0..<3).map { Post(id: $0, title: "a") } as [Any], (3..<6).map { Post(id: $0, title: "b") },
    ])
    manager.memoryStorage.setSectionHeaderModels(["A", "B"])
    let window = TestWindow(width: 600, height: 400, child: manager.widget)
    defer { window.close() }
    GtkTestEnvironment.settle(window.widget)
    let chosen =
      mode == .multiple
      ? [IndexPath(item: 1, section: 0), IndexPath(item: 2, section: 1)] : [IndexPath(item: 2, section: 1)]
    for indexPath in chosen { manager.select(indexPath) }
    var heard: [SelectionChange] = []
    manager.selectionDidChange { heard.append($0) }
    manager.registerHeader(HeaderView.self)
    GtkTestEnvironment.settle(window.widget)
    XCTAssertTrue(WidgetTree.visibleTexts(of: manager.core.host.view).contains("header A"), "the header rows appeared")
    XCTAssertEqual(manager.selectedIndexPaths, chosen, "the same items stay selected")
    let shown = manager.core.presentation.selection.selectedPositions.compactMap(manager.core.source.itemIndexPath(at:))
    XCTAssertEqual(shown, chosen, "and GTK shows them selected")
    XCTAssertTrue(heard.isEmpty, "nothing changed for the app: \(heard)")
  }

  func testHeaderRegisteredOnAShownListKeepsTheSelection() async throws {
    try check(ListViewManager(), mode: .single)
    try check(ListViewManager(), mode: .multiple)
  }

  func testHeaderRegisteredOnAShownGridKeepsTheSelection() async throws {
    try check(GridViewManager(), mode: .multiple)
  }
}
