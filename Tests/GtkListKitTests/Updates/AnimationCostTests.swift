import CGtkListKit
import Foundation
import GtkListKitTestSupport
import ModelStorage
import XCTest

@testable import GtkListKit

/// What animations cost per update on a visible list: no animation, the default (inserted rows
/// fade in) and every kind on, measured interleaved in one run. Prints the medians.
@MainActor
final class AnimationCostTests: GtkTestCase {
  private enum Setting: CaseIterable { case none, standard, all }

  private func configure(_ updater: ViewUpdater, _ setting: Setting) {
    updater.insertAnimation = setting == .none ? .none : .fade
    let others: RowAnimation = setting == .all ? .highlight : .none
    updater.deleteAnimation = setting == .all ? .fade : .none
    updater.moveAnimation = others
    updater.updateAnimation = others
  }

  func testUpdateCostWithAndWithoutAnimations() async throws {
    let manager = ListViewManager()
    manager.register(PostCell.self)
    var items = (0..<1000).map { Post(id: $0, title: "t\($0)") }
    manager.memoryStorage.setItems(items)
    let window = TestWindow(child: manager.widget)
    defer { window.close() }
    GtkTestEnvironment.settle(window.widget)
    var samples: [Setting: [Double]] = [:]
    var nextID = 10_000
    for round in 0..<60 {
      let setting = Setting.allCases[round % 3]
      configure(manager.updater, setting)
      // One update with an insert, a delete, a move and a content change among visible rows.
      items.insert(Post(id: nextID, title: "n"), at: 3)
      nextID += 1
      items.remove(at: 8)
      items.insert(items.remove(at: 12), at: 5)
      items[10].title = "r\(round)"
      let start = DispatchTime.now().uptimeNanoseconds
      manager.memoryStorage.setItems(items)
      samples[setting, default: []].append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
      _ = GtkTestEnvironment.waitForFrames(1, of: window.widget)
    }
    let median = { (s: Setting) -> Double in
      let v = samples[s, default: [0]].sorted(); return v[v.count / 2]
    }
    print(
      String(
        format:
          "AnimationCostTests: update (insert+delete+move+change, visible 1,000 rows), median of 20: none %.3f ms, default %.3f ms, all %.3f ms",
        median(.none), median(.standard), median(.all)))
    XCTAssertEqual(manager.modelRowCount, items.count)
  }
}
