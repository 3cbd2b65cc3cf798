import ModelStorage

/// The selection of a sectioned grid, kept here because GTK selects whole rows and a row of a
/// sectioned grid holds several items. Positions are flat item positions; they follow every
/// splice of an update, so a selected item stays selected wherever it moves.
@MainActor
final class GridSelection: ItemSelection {
  private(set) var mode: SelectionMode
  private(set) var selected: Set<Int> = []
  private let source: ContentSource
  /// The rows whose cells show the selection and receive its events (weak: it owns this selection).
  weak var cells: SectionedGridRows?

  init(mode: SelectionMode, source: ContentSource) {
    self.mode = mode
    self.source = source
  }

  func setMode(_ mode: SelectionMode) {
    self.mode = mode
    change(to: [])
  }

  var selectedPositions: [Int] { selected.sorted() }

  func isSelected(_ position: Int) -> Bool { selected.contains(position) }

  func select(_ position: Int) -> Bool {
    change(to: mode == .multiple ? selected.union([position]) : [position])
    return selected.contains(position)
  }

  func deselect(_ position: Int) -> Bool {
    let was = selected.contains(position)
    change(to: selected.subtracting([position]))
    return was
  }

  func deselectAll() { change(to: []) }
  func eventsWanted() {}
  func updateWillApply() {}
  func updateDidApply() { cells?.refreshSelection() }

  /// A click on an item: selects it (in multiple mode, toggles it without Ctrl).
  func clicked(_ position: Int) {
    guard mode != .none else { return }
    if mode == .multiple, selected.contains(position) {
      change(to: selected.subtracting([position]))
    } else {
      change(to: mode == .single ? [position] : selected.union([position]))
    }
  }

  /// Keeps the selection across a reload that keeps every item (a reflow for a new width).
  func restore(_ positions: Set<Int>) {
    selected = positions
    cells?.refreshSelection()
  }

  /// Forgets the selection without events: the items it named are gone (a full reload).
  func forget() { selected = [] }

  /// Makes `positions` the selection, asking `shouldSelect` and firing didSelect / didDeselect.
  private func change(to positions: Set<Int>) {
    var target = mode == .none ? [] : positions
    if mode == .single, target.count > 1, let first = target.min() { target = [first] }
    for position in target.subtracting(selected).sorted() where source.itemIndexPath(at: position) == nil
      || cells?.shouldSelect(atFlatPosition: position) == false
    {
      target.remove(position)
    }
    let deselected = selected.subtracting(target), newlySelected = target.subtracting(selected)
    selected = target
    cells?.refreshSelection()
    for position in deselected.sorted() { cells?.fire(.didDeselect, atFlatPosition: position) }
    for position in newlySelected.sorted() { cells?.fire(.didSelect, atFlatPosition: position) }
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
