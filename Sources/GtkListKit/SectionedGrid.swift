import ModelStorage

/// The state of a ``GridViewManager`` that shows sections: its row layout, its column rule,
/// and its own item selection (GTK selects whole rows, so cells are selected here).
@MainActor
final class SectionedGrid {
  /// Columns follow the view width: as many `itemWidth`-wide columns as fit, within
  /// `minColumns...maxColumns`.
  var minColumns = 1
  var maxColumns = 7
  var itemWidth = 160
  var layout: GridRowLayout
  /// Selected items as flat positions (``ModelStorage/FlatLayout``), kept across updates.
  var selected: Set<Int> = []
  var mode: SelectionMode
  /// A reflow for a new width waits for the next main-loop turn.
  var reflowScheduled = false

  init(layout: GridRowLayout, mode: SelectionMode) {
    self.layout = layout
    self.mode = mode
  }

  /// The number of columns for a view `width` pixels wide.
  func columns(forWidth width: Int) -> Int {
    let fitting = width > 0 ? width / max(1, itemWidth) : minColumns
    return min(max(fitting, minColumns, 1), max(maxColumns, minColumns, 1))
  }

  /// Moves selected positions through one splice: rows after it shift, rows inside it follow
  /// `kept` or are dropped (their item left the storage).
  func remapSelection(through splice: ItemsChangedSplice) {
    guard !selected.isEmpty else { return }
    let end = splice.position + splice.removed
    let inside = selected.filter { $0 >= splice.position && $0 < end }
    let kept =
      inside.isEmpty ? [:] : Dictionary(splice.kept.map { ($0.old, $0.new) }, uniquingKeysWith: { first, _ in first })
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
