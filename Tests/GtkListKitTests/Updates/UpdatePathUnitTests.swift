import Foundation
import ModelStorage
import XCTest

@testable import GtkListKit

/// The update path without a display: a fake view and a recording list model stand in for GTK.
@MainActor
final class UpdatePathUnitTests: XCTestCase {
  private final class FakeHost: ListHost {
    var isMapped = true
    var wasEverMapped = true
    var isScrolledToTop = false
    var width = 640
    var scrolledTo: [Int] = []
    func setModel(_ selection: SelectionModel?) {}
    func withModelDetached(_ body: () -> Void) { body() }
    func scroll(to position: Int) { scrolledTo.append(position) }
    var animationsEnabled = true
    var ghostsShown = 0
    func showGhosts(of rows: [RowState], cssClass: String, milliseconds: Int) { ghostsShown += rows.count }
    func removeGhosts() {}
    func afterNextFrame(_ action: @escaping @MainActor () -> Void) { action() }
  }

  private final class NoSelection: ItemSelection {
    var mode: ListSelectionMode = .none
    var selectedPositions: [Int] = []
    func setMode(_ mode: ListSelectionMode) {}
    func select(_ position: Int) -> Bool { false }
    func deselect(_ position: Int) -> Bool { false }
    func deselectAll() {}
    func selectByGesture(_ position: Int, from anchor: Int?) {}
    func toggleByGesture(_ position: Int) {}
    func restore(_ positions: Set<Int>) {}
    func eventsWanted() {}
    var didChange: ((SelectionDelta) -> Void)?
    var eventTarget: (any RowPresentation)?
    func updateWillApply() {}
    func updateDidApply() {}
    func reloaded() {}
  }

  private func makeUpdater(storage: MemoryStorage) -> (ViewUpdater, SpliceLog, FakeHost) {
    let sink = SpliceLog(), host = FakeHost(), statistics = ListStatistics()
    let anomalies = GtkListKitAnomalyHandler(), registry = MappingRegistry(), rows = RowRegistry()
    let source = ContentSource(storage: storage)
    let presenter = CellPresenter(
      registry: registry, reuse: CellReuse(registry: registry, statistics: statistics, anomalies: anomalies),
      statistics: statistics, anomalies: anomalies)
    let flat = FlatRows(source: source, rows: rows, presenter: presenter, selection: NoSelection())
    let updater = ViewUpdater(
      source: source, listModel: sink, rows: rows, host: host, registry: registry,
      presentations: PresentationOwner(flat),
      animator: RowAnimator(rows: rows, afterNextFrame: { $0() }), statistics: statistics, anomalies: anomalies)
    updater.animateInsertions = false
    storage.delegate = updater
    return (updater, sink, host)
  }

  func testStorageUpdatesBecomeTheSmallestSplices() async {
    let storage = MemoryStorage()
    let (updater, sink, _) = makeUpdater(storage: storage)
    storage.setItems(Array(0..<10))
    updater.reload()
    sink.entries = []
    storage.addItem(10)
    XCTAssertEqual(sink.entries, ["10-0+1"])
    storage.moveItem(at: IndexPath(item: 0, section: 0), to: IndexPath(item: 3, section: 0))
    XCTAssertEqual(sink.entries.last, "0-4+4", "a move is one splice over the moved range")
    XCTAssertEqual(sink.count, 11)
  }

  func testReplacingTheItemsOfOneSectionIsOneSpliceOverThem() async {
    let storage = MemoryStorage()
    let (updater, sink, _) = makeUpdater(storage: storage)
    storage.setItems(Array(0..<3), forSection: 0)
    storage.setItems(Array(0..<5), forSection: 1)
    storage.setItems(Array(0..<2), forSection: 2)
    updater.reload()
    sink.entries = []
    storage.setItemsWithoutDiffing(Array(10..<14), forSection: 1)
    XCTAssertEqual(sink.entries, ["3-5+4"])
    storage.setItemsWithoutDiffing(Array(0..<300), forSection: 1)
    XCTAssertEqual(sink.entries.suffix(2), ["3-4+0", "3-0+300"], "a large replacement: a removal, then an addition")
    storage.setItems(Array(100..<103), forSection: 0)  // untyped, also a replacement of the section
    XCTAssertEqual(sink.entries.suffix(1), ["0-3+3"])
    XCTAssertEqual(sink.count, 305)
  }

  func testHooksRunAroundEveryUpdateAndTopStaysVisible() async {
    let storage = MemoryStorage()
    let (updater, _, host) = makeUpdater(storage: storage)
    var calls: [String] = []
    updater.willUpdateContent = { _ in calls.append("will") }
    updater.didUpdateContent = { _ in calls.append("did") }
    storage.setItems([1, 2, 3])
    XCTAssertEqual(calls, ["will", "did"])
    host.isScrolledToTop = true
    try? storage.insertItem(0, to: IndexPath(item: 0, section: 0))
    XCTAssertEqual(host.scrolledTo, [0], "an insert at the top keeps the top visible")
  }

  func testNeverShownViewReloadsInsteadOfAnimating() async {
    let storage = MemoryStorage()
    let (updater, sink, host) = makeUpdater(storage: storage)
    defer { withExtendedLifetime(updater) {} }  // the storage holds its delegate weakly
    host.isMapped = false
    host.wasEverMapped = false
    storage.setItems([1, 2, 3])
    storage.addItem(4)
    XCTAssertEqual(sink.entries.suffix(2), ["0-3+0", "0-0+4"], "remove-all then add-all")
  }
}
