import Foundation

/// Selection kept by GTK's own selection model (`GtkSingleSelection`, `GtkMultiSelection`,
/// `GtkNoSelection`) behind the shim's `CGtkSelection`, which asks before a change: header and
/// footer rows are never selected, and `shouldSelect` / `shouldDeselect` veto a gesture's rows
/// before GTK changes anything. Only gestures fire `didSelect` / `didDeselect` (UIKit's rule);
/// every change reaches ``didChange``.
@MainActor
final class FlatSelection: ItemSelection {
  private let host: ListHost
  private let listModel: ListModel
  private let source: ContentSource
  private(set) var model: SelectionModel
  /// The presentation whose cells receive selection events. Not retained (see ``Unretained``):
  /// ``PresentationOwner`` clears it before the presentation goes.
  var eventTarget: (any RowPresentation)? {
    get { target?.object as? any RowPresentation }
    set { target = newValue.map { Unretained<AnyObject>($0) } }
  }
  private var target: Unretained<AnyObject>?
  var didChange: ((SelectionDelta) -> Void)? { didSet { connect() } }
  private var wanted = false
  /// `false` while `select(_:)` and friends run: their changes are not gestures.
  private var gesture = true
  /// `true` while ``restore(_:)`` runs: no one hears of it.
  private var silent = false

  init(mode: ListSelectionMode, host: ListHost, listModel: ListModel, source: ContentSource) {
    self.host = host
    self.listModel = listModel
    self.source = source
    model = SelectionModel(mode: mode, model: listModel)
    host.setModel(model)
  }

  var mode: ListSelectionMode { model.mode }

  func setMode(_ mode: ListSelectionMode) {
    guard mode != model.mode else { return }
    let lost = model.selectedPositions
    model = SelectionModel(mode: mode, model: listModel)
    host.setModel(model)
    markUnselectable()
    connect()
    if !lost.isEmpty { didChange?(SelectionDelta(selected: [], deselected: lost, isUserGesture: false)) }
  }

  var selectedPositions: [Int] { model.selectedPositions }

  func select(_ position: Int) -> Bool {
    programmatic { model.select(position, exclusive: model.mode != .multiple) && model.isSelected(position) }
  }
  func deselect(_ position: Int) -> Bool { programmatic { model.unselect(position) } }
  func deselectAll() { programmatic { model.unselectAll() } }

  func selectByGesture(_ position: Int, from anchor: Int?) {
    guard mode != .none else { return }
    if let anchor, mode == .multiple {
      model.selectRange(min(anchor, position)...max(anchor, position))
    } else {
      model.select(position, exclusive: true)
    }
  }

  func toggleByGesture(_ position: Int) {
    guard mode != .none else { return }
    if mode == .multiple, model.isSelected(position) {
      model.unselect(position)
    } else {
      model.select(position, exclusive: mode != .multiple)
    }
  }

  func restore(_ positions: Set<Int>) {
    silent = true
    defer { silent = false }
    programmatic {
      for position in positions.sorted() { model.select(position, exclusive: false) }
    }
  }

  private func programmatic<T>(_ body: () -> T) -> T {
    gesture = false
    defer { gesture = true }
    return body()
  }

  func eventsWanted() {
    wanted = true
    connect()
  }

  func updateWillApply() {}
  func updateDidApply() { markUnselectable() }
  func reloaded() {}  // GTK's selection model follows its items itself

  /// Header and footer rows: the shim refuses them to every gesture (Ctrl+A, Shift ranges).
  private func markUnselectable() {
    let layout = source.layout
    var positions: [Int] = []
    for section in 0..<layout.numberOfSections {
      if let header = layout.position(ofHeaderInSection: section) { positions.append(header) }
      if let footer = layout.position(ofFooterInSection: section) { positions.append(footer) }
    }
    model.setUnselectable(positions)
  }

  /// Installs the shim's hooks once something listens: zero cost before.
  private func connect() {
    guard wanted || didChange != nil, !model.hasHooks, model.mode != .none else { return }
    model.setHooks(
      filter: { [weak self] adding, removing in self?.filter(adding: adding, removing: removing) },
      changed: { [weak self] added, removed in self?.changed(added: added, removed: removed) })
  }

  /// Removes the rows a gesture may not select or deselect; only realized rows are asked.
  private func filter(adding: PositionSet, removing: PositionSet) {
    guard gesture, wanted, let cells = eventTarget else { return }
    for position in cells.realizedItemPositions {
      if adding.contains(position), cells.allows(.shouldSelect, atFlatPosition: position) == false {
        adding.remove(position)
      }
      if removing.contains(position), cells.allows(.shouldDeselect, atFlatPosition: position) == false {
        removing.remove(position)
      }
    }
  }

  private func changed(added: PositionSet, removed: PositionSet) {
    guard !silent else { return }
    if gesture, wanted, let cells = eventTarget {
      let realized = cells.realizedItemPositions.sorted()
      for position in realized where removed.contains(position) { cells.fire(.didDeselect, atFlatPosition: position) }
      for position in realized where added.contains(position) { cells.fire(.didSelect, atFlatPosition: position) }
    }
    didChange?(SelectionDelta(selected: added.positions, deselected: removed.positions, isUserGesture: gesture))
  }
}
