import Foundation

/// Selection kept by GTK's own selection model (`GtkSingleSelection`, `GtkMultiSelection`,
/// `GtkNoSelection`) over flat rows. GTK reports changes as ranges; this turns them into
/// per-row `didSelect` / `didDeselect` and asks `shouldSelect`.
@MainActor
final class FlatSelection: ItemSelection {
  private let host: ListHost
  private let listModel: ListModel
  private(set) var model: SelectionModel
  /// The rows whose cells receive selection events (weak: the presentation owns this selection).
  weak var cells: RowPresentation?
  private var known: Set<Int> = []
  private var handler: UInt = 0
  private var wanted = false
  private var applyingUpdate = false

  init(mode: SelectionMode, host: ListHost, listModel: ListModel) {
    self.host = host
    self.listModel = listModel
    model = SelectionModel(mode: mode, model: listModel)
    host.setModel(model)
  }

  var mode: SelectionMode { model.mode }

  func setMode(_ mode: SelectionMode) {
    guard mode != model.mode else { return }
    handler = 0
    model = SelectionModel(mode: mode, model: listModel)
    host.setModel(model)
    known = []
    connect()
  }

  var selectedPositions: [Int] { model.selectedPositions }

  func select(_ position: Int) -> Bool { model.select(position, exclusive: model.mode != .multiple) }
  func deselect(_ position: Int) -> Bool { model.unselect(position) }
  func deselectAll() { model.unselectAll() }

  func eventsWanted() {
    wanted = true
    connect()
  }

  func updateWillApply() { applyingUpdate = true }

  func updateDidApply() {
    applyingUpdate = false
    if handler != 0 { known = Set(model.selectedPositions) }
  }

  private func connect() {
    guard wanted, handler == 0, model.mode != .none else { return }
    known = Set(model.selectedPositions)
    handler = model.onSelectionChanged { [weak self] position, count in self?.changed(position: position, count: count) }
  }

  /// GTK reports ranges; this turns them into per-row events.
  private func changed(position: Int, count: Int) {
    guard !applyingUpdate else { return }
    for current in position..<(position + count) {
      let selected = model.isSelected(current)
      guard selected != known.contains(current) else { continue }
      if selected {
        if cells?.shouldSelect(atFlatPosition: current) == false {
          model.unselect(current)
          continue
        }
        known.insert(current)
        cells?.fire(.didSelect, atFlatPosition: current)
      } else {
        known.remove(current)
        cells?.fire(.didDeselect, atFlatPosition: current)
      }
    }
  }
}
