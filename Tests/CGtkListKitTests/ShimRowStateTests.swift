import CGtkListKit
import GtkListKitTestSupport
import XCTest

/// The shim's table of rows by list item (read on every bind) under random sets and object
/// finalizations, checked against a dictionary: each live object gives its own state, a
/// finalized one's state is released once, and the table grows past its first size.
@MainActor
final class ShimRowStateTests: GtkTestCase {
  func testRandomSetsAndFinalizationsMatchADictionary() async throws {
    var random = SeededGenerator(seed: 29)
    var live: [UnsafeMutableRawPointer: Int] = [:]  // object → its state's tag
    var nextTag = 1
    Released.tags = []
    defer { for object in live.keys { g_object_unref(object) } }
    for step in 0..<6_000 {
      switch Int.random(in: 0..<100, using: &random) {
      case 0..<50 where live.count < 900:
        let object = UnsafeMutableRawPointer(g_object_new_with_properties(g_object_get_type(), 0, nil, nil)!)
        set(tag: nextTag, on: object)
        live[object] = nextTag
        nextTag += 1
      case 0..<60:
        // A second state for a live object releases the first.
        guard let object = live.keys.randomElement(using: &random) else { continue }
        let old = live[object]!
        set(tag: nextTag, on: object)
        live[object] = nextTag
        nextTag += 1
        XCTAssertEqual(Released.tags.popLast(), old, "step \(step): the replaced state was not released")
      default:
        guard let object = live.keys.randomElement(using: &random) else { continue }
        let tag = live.removeValue(forKey: object)!
        g_object_unref(object)
        XCTAssertEqual(Released.tags.popLast(), tag, "step \(step): the finalized object's state was not released")
      }
      if step % 500 == 0 || live.count > 600 {
        for (object, tag) in live {
          XCTAssertEqual(stateTag(of: object), tag, "step \(step): an object gave another one's state")
        }
      }
    }
    XCTAssertTrue(Released.tags.isEmpty)
    XCTAssertGreaterThan(nextTag, 2_000)
  }

  private func set(tag: Int, on object: UnsafeMutableRawPointer) {
    cgtk_list_item_set_state(
      object, UnsafeMutableRawPointer(bitPattern: tag),
      { state in
        MainActor.assumeIsolated { Released.tags.append(Int(bitPattern: state)) }
      })
  }

  private func stateTag(of object: UnsafeMutableRawPointer) -> Int {
    Int(bitPattern: cgtk_list_item_get_state(object))
  }
}

/// The tags of the states the table released, in order.
@MainActor
private enum Released {
  static var tags: [Int] = []
}
