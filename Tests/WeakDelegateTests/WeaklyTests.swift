import Foundation
import Testing
import WeakDelegate

/// Stands in for GtkListKit's mappings (no GTK here): a main-actor class whose registration
/// methods take the library's closure shapes, which `weakly` must be inferred from.
@MainActor
private final class EventMapping<Cell, Model> {
  var didSelect: ((Cell, Model, IndexPath) -> Void)?
  var shouldSelect: ((Cell, Model, IndexPath) -> Bool)?
  var menu: ((Cell, Model, IndexPath) -> String?)?
  var setup: ((Cell) -> Void)?
  var dragEnd: ((Cell, Model, IndexPath, Bool) -> Void)?
  var reachedEnd: (() -> Void)?

  func didSelect(_ closure: @escaping (Cell, Model, IndexPath) -> Void) { didSelect = closure }
  func shouldSelect(_ closure: @escaping (Cell, Model, IndexPath) -> Bool) { shouldSelect = closure }
  func contextMenu(_ closure: @escaping (Cell, Model, IndexPath) -> String?) { menu = closure }
  func setup(_ closure: @escaping (Cell) -> Void) { setup = closure }
  func dragEnd(_ closure: @escaping (Cell, Model, IndexPath, Bool) -> Void) { dragEnd = closure }
  func didReachEnd(_ closure: @escaping () -> Void) { reachedEnd = closure }
}

/// A main-actor owner, as a GTK screen object is: the closures call its isolated methods.
@MainActor
private final class Screen {
  var log: [String] = []
  func open(_ model: Int) { log.append("open \(model)") }
  func allows(_ model: Int) -> Bool { model > 0 }

  func wire(_ mapping: EventMapping<String, Int>) {
    mapping.didSelect(weakly(self) { me, cell, model, indexPath in me.open(model) })
    mapping.shouldSelect(weakly(self, default: true) { me, _, model, _ in me.allows(model) })
    mapping.contextMenu(weakly(self, default: nil) { me, cell, _, _ in "menu of \(cell)" })
    mapping.setup(weakly(self) { me, cell in me.log.append("setup \(cell)") })
    mapping.dragEnd(weakly(self) { me, _, model, _, moved in me.log.append("end \(model) \(moved)") })
    mapping.didReachEnd(weakly(self) { me in me.log.append("end of list") })
  }
}

@Suite @MainActor struct WeaklyTests {
  private let path = IndexPath(indexes: [0, 1])

  @Test func infersTheEventsParametersAndHandsBackTheTarget() {
    let mapping = EventMapping<String, Int>()
    let screen = Screen()
    screen.wire(mapping)
    mapping.didSelect?("a", 1, path)
    #expect(mapping.shouldSelect?("a", -1, path) == false)
    #expect(mapping.menu?("b", 2, path) == "menu of b")
    mapping.setup?("c")
    mapping.dragEnd?("d", 3, path, true)
    mapping.reachedEnd?()
    #expect(screen.log == ["open 1", "setup c", "end 3 true", "end of list"])
  }

  @Test func doesNotRetainTheTargetAndStopsOnceItIsGone() {
    let mapping = EventMapping<String, Int>()
    weak var released: Screen?
    var calls = 0
    do {
      let screen = Screen()
      released = screen
      screen.wire(mapping)
      mapping.didSelect(weakly(screen) { _, _, _, _ in calls += 1 })
      mapping.didSelect?("a", 1, path)
    }
    #expect(released == nil, "the adaptor holds the target weakly")
    mapping.didSelect?("a", 1, path)
    #expect(calls == 1, "not called once the target is gone")
    #expect(mapping.shouldSelect?("a", -1, path) == true, "the default answers for a gone target")
    #expect(mapping.menu?("b", 2, path) == nil)
    mapping.setup?("c")
    mapping.dragEnd?("d", 3, path, true)
    mapping.reachedEnd?()
  }
}
