import CGtkListKit
import GtkListKitTestSupport
import XCTest

@testable import GtkListKit

/// The shim model's position → item cache under random gets, releases and splices, checked
/// against a dictionary: the same object while held, gone once released, re-keyed by splices.
@MainActor
final class ShimItemCacheTests: GtkTestCase {
  func testRandomGetsReleasesAndSplicesMatchADictionary() async throws {
    var random = SeededGenerator(seed: 11)
    var count = 50_000
    let model = ListModel(count: count)
    var held: [Int: UnsafeMutableRawPointer] = [:]  // attached items the test holds
    var detached: [UnsafeMutableRawPointer] = []  // held items a splice dropped
    defer {
      for item in held.values { g_object_unref(item) }
      for item in detached { g_object_unref(item) }
    }
    var window = 0  // positions come from a window of 4,000 that jumps now and then, as a view's do
    for step in 0..<20_000 {
      if Int.random(in: 0..<500, using: &random) == 0 { window = Int.random(in: 0..<count, using: &random) }
      let position = min(window + Int.random(in: 0..<4_000, using: &random), count - 1)
      switch Int.random(in: 0..<100, using: &random) {
      case 0..<55:
        let item = g_list_model_get_item(model.gListModel, guint(position))!
        if let known = held[position] {
          XCTAssertEqual(item, known, "step \(step): position \(position) gave a second object")
          g_object_unref(item)
        } else {
          held[position] = item
        }
      case 55..<95:
        guard let item = held.removeValue(forKey: position) else { continue }
        g_object_unref(item)
        XCTAssertNil(model.cachedItem(at: position), "step \(step): a released item stayed cached")
      default:
        let splice = randomSplice(count: count, random: &random)
        model.splice(at: splice.position, removed: splice.removed, added: splice.added, kept: splice.kept)
        count += splice.added - splice.removed
        var moved: [Int: UnsafeMutableRawPointer] = [:]
        for (old, item) in held {
          if old >= splice.position + splice.removed {
            moved[old - splice.removed + splice.added] = item
          } else if old < splice.position {
            moved[old] = item
          } else if let kept = splice.kept.first(where: { $0.old == old }) {
            moved[kept.new] = item
          } else {
            detached.append(item)
            XCTAssertNil(ListModel.position(ofItem: item), "step \(step): a dropped row kept a position")
          }
        }
        held = moved
      }
      if step % 500 == 0 || step == 19_999 { check(model, held: held, step: step) }
    }
  }

  private func check(_ model: ListModel, held: [Int: UnsafeMutableRawPointer], step: Int) {
    XCTAssertEqual(model.cachedItemCount, held.count, "step \(step)")
    for (position, item) in held {
      XCTAssertEqual(model.cachedItem(at: position), item, "step \(step): position \(position)")
      XCTAssertEqual(ListModel.position(ofItem: item), position, "step \(step)")
    }
  }

  private func randomSplice(
    count: Int, random: inout SeededGenerator
  ) -> (position: Int, removed: Int, added: Int, kept: [(old: Int, new: Int)]) {
    let position = Int.random(in: 0..<count, using: &random)
    let removed = Int.random(in: 0...min(200, count - position), using: &random)
    let added = Int.random(in: 0..<200, using: &random)
    let keptCount = Int.random(in: 0...min(removed, added), using: &random)
    let olds = Array((position..<position + removed).shuffled(using: &random).prefix(keptCount)).sorted()
    let news = Array((position..<position + added).shuffled(using: &random).prefix(keptCount))
    return (position, removed, added, Array(zip(olds, news)).map { (old: $0.0, new: $0.1) })
  }
}
