import ModelStorage

/// The selection of a sectioned grid, kept here because GTK selects whole rows and a row of a
/// sectioned grid holds several items. Positions are flat item positions; they follow every
/// splice of an update, so a selected item stays selected wherever it moves. Same rules as
/// ``FlatSelection``: gestures ask `shouldSelect` / `shouldDeselect` first and fire
/// `didSelect` / `didDeselect`; `select(_:)` and friends do neither; ``didChange`` hears all.
@MainActor
final class GridSelection: ItemSelection {
  private(set) var mode: ListSelectionMode
  private(set) var selected: Set<Int> = []
  private let source: ContentSource
  /// The presentation whose cells receive the selection's events (weak: it owns this selection).
  weak var eventTarget: (any RowPresentation)?
  /// Shows the selection on the realized tiles again (the grid's rows draw it themselves).
  var redraw: (() -> Void)?
  var didChange: ((SelectionDelta) -> Void)?

  init(mode: ListSelectionMode, source: ContentSource) {
    self.mode = mode
    self.source = source
  }

  func setMode(_ mode: ListSelectionMode) {
    self.mode = mode
    change(to: [], gesture: false)
  }

  var selectedPositions: [Int] { selected.sorted() }

  func isSelected(_ position: Int) -> Bool { selected.contains(position) }

  func select(_ position: Int) -> Bool {
    change(to: mode == .multiple ? selected.union([position]) : [position], gesture: false)
    return selected.contains(position)
  }

  func deselect(_ position: Int) -> Bool {
    let was = selected.contains(position)
    change(to: selected.subtracting([position]), gesture: false)
    return was
  }

  func deselectAll() { change(to: [], gesture: false) }
  func eventsWanted() {}
  func updateWillApply() {}
  func updateDidApply() { redraw?() }

  func selectByGesture(_ position: Int, from anchor: Int?) {
    if let anchor, mode == .multiple {
      change(to: Set(min(anchor, position)...max(anchor, position)), gesture: true)
    } else {
      change(to: [position], gesture: true)
    }
  }

  func toggleByGesture(_ position: Int) { clicked(position) }

  /// A click on an item: selects it (in multiple mode, toggles it without Ctrl).
  func clicked(_ position: Int) {
    guard mode != .none else { return }
    if mode == .multiple, selected.contains(position) {
      change(to: selected.subtracting([position]), gesture: true)
    } else {
      change(to: mode == .single ? [position] : selected.union([position]), gesture: true)
    }
  }

  /// Keeps the selection across a reload that keeps every item (a reflow for a new width).
  func restore(_ positions: Set<Int>) {
    selected = positions
    redraw?()
  }

  /// Forgets the selection without events: the items it named are gone with the rows.
  func reloaded() { selected = [] }

  /// Makes `positions` the selection. A gesture asks `shouldSelect` / `shouldDeselect` first;
  /// when every row it would add is refused, nothing changes (the old selection stays).
  private func change(to positions: Set<Int>, gesture: Bool) {
    var target = mode == .none ? [] : positions
    if mode == .single, target.count > 1, let first = target.min() { target = [first] }
    let wanted = target.subtracting(selected)
    for position in wanted
    where source.itemIndexPath(at: position) == nil
      || (gesture && eventTarget?.allows(.shouldSelect, atFlatPosition: position) == false)
    {
      target.remove(position)
    }
    if gesture, !wanted.isEmpty, target.isDisjoint(with: wanted) { return }
    for position in selected.subtracting(target)
    where gesture && eventTarget?.allows(.shouldDeselect, atFlatPosition: position) == false {
      target.insert(position)
    }
    let deselected = selected.subtracting(target), newlySelected = target.subtracting(selected)
    guard !deselected.isEmpty || !newlySelected.isEmpty else { return }
    selected = target
    redraw?()
    if gesture {
      for position in deselected.sorted() { eventTarget?.fire(.didDeselect, atFlatPosition: position) }
      for position in newlySelected.sorted() { eventTarget?.fire(.didSelect, atFlatPosition: position) }
    }
    didChange?(
      SelectionDelta(selected: newlySelected.sorted(), deselected: deselected.sorted(), isUserGesture: gesture))
  }

  /// Moves selected positions through one splice: rows after it shift, rows inside it follow
  /// `kept` or are dropped (their item left the storage).
  func remap(through splice: ItemsChangedSplice) {
    guard !selected.isEmpty else { return }
    let end = splice.position + splice.removed
    let inside = selected.contains { $0 >= splice.position && $0 < end }
    let kept = inside ? Dictionary(splice.kept.map { ($0.old, $0.new) }, uniquingKeysWith: { first, _ in first }) : [:]
    var remapped: Set<Int> = []
    for position in selected {
      if position < splice.position {
        remapped.insert(position)
      } else if position >= end {
        remapped.insert(position - splice.removed + splice.added)
      } else if let new = kept[position] {
        remapped.insert(new)
      }
    }
    selected = remapped
  }
}
