import CGtkListKit
import GtkListKit
import GtkListKitTestSupport
import XCTest

/// Swift closures connected through the shim are released exactly when GLib drops them.
@MainActor
final class SignalTests: GtkTestCase {
  private final class Witness {}

  func testClosureReleasedOnDisconnect() async throws {
    let button = g_object_ref_sink(gtk_button_new())!
    defer { g_object_unref(button) }
    weak var weakWitness: Witness?
    var clicks = 0
    var id: UInt = 0
    do {
      let witness = Witness()
      weakWitness = witness
      id = Signal.connect(button, "clicked") { _ in
        _ = witness
        clicks += 1
      }
    }
    XCTAssertNotEqual(id, 0)
    XCTAssertNotNil(weakWitness, "the connection keeps its closure alive")
    XCTAssertTrue(Signal.hasHandler(button, "clicked"))
    cgtk_signal_emit_void(button, "clicked")
    XCTAssertEqual(clicks, 1)

    Signal.disconnect(button, id)
    XCTAssertNil(weakWitness, "disconnecting released the closure")
    XCTAssertFalse(Signal.hasHandler(button, "clicked"))
  }

  func testClosureReleasedWhenObjectFinalized() async throws {
    weak var weakWitness: Witness?
    do {
      let button = g_object_ref_sink(gtk_button_new())!
      let witness = Witness()
      weakWitness = witness
      Signal.connect(button, "clicked") { _ in _ = witness }
      XCTAssertNotNil(weakWitness)
      g_object_unref(button)
    }
    XCTAssertNil(weakWitness, "finalizing the instance released the closure")
  }

  func testUnknownSignalRetainsNothing() async throws {
    let button = g_object_ref_sink(gtk_button_new())!
    defer { g_object_unref(button) }
    weak var weakWitness: Witness?
    do {
      let witness = Witness()
      weakWitness = witness
      let id = Signal.connect(button, "no-such-signal") { _ in _ = witness }
      XCTAssertEqual(id, 0)
    }
    XCTAssertNil(weakWitness)
  }

  func testSignalArgumentsAndReturnValue() async throws {
    let fixture = LabelListFixture(texts: (0..<50).map { "Row \($0)" })
    let window = TestWindow(child: fixture.scrolledWindow)
    defer { window.close() }
    var activated: [UInt32] = []
    Signal.connect(fixture.view, "activate") { arguments in
      XCTAssertEqual(arguments.instance, UnsafeMutableRawPointer(fixture.view))
      activated.append(arguments.uint(1))
    }
    cgtk_signal_emit_uint(fixture.view, "activate", 4)
    XCTAssertEqual(activated, [4])
  }
}
