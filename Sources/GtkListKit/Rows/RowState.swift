import Foundation

/// What GtkListKit knows about one row widget (one `GtkListItem`): the cell it shows now.
/// Kept on the row's `GtkListItem`, so it dies with the row (see ``RowWidgets``).
@MainActor
final class RowState: CellHolder {
  let listItem: ListItem
  /// Whether GTK finalized ``listItem`` (set when GLib releases this state with it).
  nonisolated let listItemLiveness: ListItemLiveness
  var slot: CellSlot?
  /// The items strip of a sectioned grid row (kept while the row shows a header instead).
  var strip: GridStrip?
  var boundModel: Any?
  var boundIndexPath: IndexPath?
  var displayKey: DisplayKey?
  var labelledByCell = false
  /// Whether ``setAccessibleLabel(_:)`` ever named one of this row's widgets.
  private(set) var mayHaveAccessibleLabel = false
  /// A table's cell: whether GTK's row was named by the texts of its cells since the cell came.
  var namesRow = false
  /// Whether the row widget has its drag source (see ``RowDragging``).
  var draggable = false
  /// The animation class the row shows now (see ``RowAnimator``).
  var animationClass: String?
  /// Event controllers attached so far (see ``RowInteractions``).
  var interactions: Set<RowInteractions.Kind> = []
  /// Holds a header or footer cell, so assistive technologies see a heading (roles are fixed at
  /// creation in GTK 4.8, and GTK recycles a row between items and headers). Referenced here:
  /// it is the row's child only while the row shows a header.
  private var heading: WidgetPointer?
  /// The child of a table cell that shows nothing (see ``showBlank()``), made on first use.
  private var blank: WidgetPointer?
  /// A tree row's `GtkTreeExpander` (the row's child; the cell sits inside it), made at the
  /// row's first bind in a tree and referenced here.
  private(set) var expander: WidgetPointer?
  /// GTK's row widget, marked once the row first showed something (see ``rowWidget``).
  private var markedRowWidget: WidgetPointer?
  /// Told when the row is destroyed (with ``registrySlot``), so the registry forgets it.
  private let onDestroy: @MainActor (Int) -> Void
  /// Where ``RowRegistry`` keeps this row.
  var registrySlot = 0

  /// The table column whose cell this is (its index among the declared columns); 0 in lists
  /// and grids, where a row is one item.
  let column: Int

  init(listItem: ListItem, column: Int = 0, onDestroy: @escaping @MainActor (Int) -> Void) {
    let liveness = ListItemLiveness()
    listItemLiveness = liveness
    self.listItem = listItem.tracked(by: liveness)
    self.column = column
    self.onDestroy = onDestroy
  }

  isolated deinit {
    if let heading { RowWidgets.release(heading) }
    if let expander { RowWidgets.release(expander) }
    if let blank { RowWidgets.release(blank) }
    onDestroy(registrySlot)
  }

  /// GTK's row widget (`nil` before the row showed anything, and after GTK destroyed it).
  var rowWidget: WidgetPointer? { listItem.isGone ? nil : markedRowWidget }

  /// Whether GTK's row widget is known (see ``RowWidgets/setContent(_:of:)``).
  var knowsRowWidget: Bool { markedRowWidget != nil }

  /// The row's `GtkTreeExpander`, made on first use and shown even when no cell is (tree rows
  /// only: the triangle stays usable).
  func treeExpander() -> WidgetPointer {
    if let expander { return expander }
    let made = RowWidgets.makeExpander()
    expander = made
    RowWidgets.setContent(made, of: self)
    return made
  }

  /// Records GTK's row widget, once it is marked as this row's.
  func markRowWidget(_ widget: WidgetPointer) { markedRowWidget = widget }

  /// Whether the row is selectable and activatable (item rows) or not (headers, footers, grid
  /// strips), as last set: a bind of the same kind of row then asks GTK nothing.
  private var interactive: Bool?

  @inline(__always) func setInteractive(_ value: Bool) {
    guard interactive != value else { return }
    listItem.setInteractive(value)
    interactive = value
  }

  /// Whether a table's cell takes the focus itself, as last set; GTK's cells start without it,
  /// so a table that never asks for cell focus never calls into GTK for it.
  private var cellFocusable = false

  func setCellFocusable(_ value: Bool) {
    guard cellFocusable != value else { return }
    listItem.setCellFocusable(value)
    cellFocusable = value
  }

  /// Whether the heading spans its table row, as last set (see ``ColumnRows``).
  private var headingSpansRow = false

  /// A table's cell: its heading spans the row (it shows the row's header), or not.
  func setHeadingSpansRow(_ spans: Bool) {
    guard spans != headingSpansRow, let heading else { return }
    headingSpansRow = spans
    RowWidgets.setSpansRow(heading, spans, cell: rowWidget)
  }

  /// Gives a table cell that shows nothing (a header row's other cells) an empty child: GTK
  /// 4.12+ measures the child of a fixed-width column's cell without checking it has one.
  func showBlank() {
    let widget = blank ?? RowWidgets.makeBlank()
    blank = widget
    RowWidgets.setContent(widget, of: self)
  }

  func requestSize(_ size: CellSize?) {
    guard let shown = listItem.child else { return }
    RowWidgets.setSizeRequest(shown, width: size?.width ?? -1, height: size?.height ?? -1)
  }

  func show(_ newSlot: CellSlot?) {
    if let old = slot, old !== newSlot { RowWidgets.detach(old.widget, from: self) }
    guard let newSlot else {
      // An empty heading would still read as a heading to assistive technologies.
      if let heading, listItem.child == heading { RowWidgets.setContent(nil, of: self) }
      return
    }
    if newSlot.mapping.viewKind == .cell, let expander {
      RowWidgets.put(newSlot.widget, inExpander: expander)
      RowWidgets.setContent(expander, of: self)
    } else if newSlot.mapping.viewKind == .cell {
      RowWidgets.setContent(newSlot.widget, of: self)
    } else {
      let box = heading ?? RowWidgets.makeHeading()
      heading = box
      RowWidgets.put(newSlot.widget, inHeading: box)
      RowWidgets.setContent(box, of: self)
    }
  }

  /// An item row is named through its `GtkListItem` (GTK 4.12+ `accessible-label`, which GTK
  /// puts on the row widget that shows it); a header's heading box directly.
  func setAccessibleLabel(_ label: String) {
    guard let widget = accessibleWidget else { return }
    mayHaveAccessibleLabel = true
    if slot?.mapping.viewKind == .cell {
      listItem.setAccessibleLabel(label, on: widget)
    } else {
      Accessibility.setLabel(widget, label)
    }
  }

  /// An item's name goes on GTK's list item widget (the focusable row a screen reader reads);
  /// a header's on its heading box.
  var accessibleWidget: WidgetPointer? {
    guard let slot, slot.mapping.viewKind != .cell else { return rowWidget }
    return heading
  }
}

extension RowState: ItemSite {
  var siteWidget: WidgetPointer? { rowWidget }
}
