internal import CGtkListKit
import Foundation

/// One items row of a sectioned grid: a homogeneous horizontal box of `columns` cell boxes,
/// each with its own click gesture (GTK only selects and activates whole list rows, so the
/// sectioned grid selects and activates cells itself).
@MainActor
final class GridStrip {
  /// CSS class of each cell box; the manager's stylesheet styles `:selected` on it.
  static let cellCSSClass = "gtklistkit-grid-cell"

  let box: WidgetPointer
  private(set) var cells: [GridCellBox] = []

  /// Makes a strip with `columns` cell boxes; `onClick(column, pressCount)` reports clicks.
  init(columns: Int, onClick: @escaping @MainActor (Int, Int) -> Void) {
    box = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 0)
    gtk_box_set_homogeneous(cgtk_box(box), 1)
    g_object_ref_sink(UnsafeMutableRawPointer(box))
    for column in 0..<columns {
      let cell = GridCellBox(column: column, onClick: onClick)
      gtk_box_append(cgtk_box(box), cell.box)
      cells.append(cell)
    }
  }

  isolated deinit { g_object_unref(UnsafeMutableRawPointer(box)) }

  var columns: Int { cells.count }
}

/// One column of a ``GridStrip``: holds the cell widget of one item (or nothing).
@MainActor
final class GridCellBox: CellHolder {
  let column: Int
  let box: WidgetPointer
  /// The cell shown, `nil` when the column is empty (past the section's last item).
  var slot: CellSlot?
  /// The model and index path shown, for events and `unbind`.
  var boundModel: Any?
  var boundIndexPath: IndexPath?
  var displayKey: DisplayKey?
  /// The row the tile's strip is in (for its position at event time).
  weak var row: RowState?
  /// Event controllers attached so far (see ``RowInteractions``).
  var interactions: Set<RowInteractions.Kind> = []
  /// Whether the tile has its drag source (see ``RowDragging``).
  var draggable = false
  var accessibleWidget: WidgetPointer? { box }
  var labelledByCell = false

  init(column: Int, onClick: @escaping @MainActor (Int, Int) -> Void) {
    self.column = column
    box = Accessibility.makeGridCellBox()
    Accessibility.setSelected(box, false)  // a grid cell is selectable: say so from the start
    Accessibility.setHidden(box, true)  // empty until an item is bound
    Stylesheet.install()
    gtk_widget_add_css_class(box, GridStrip.cellCSSClass)
    gtk_widget_set_hexpand(box, 1)
    let gesture = gtk_gesture_click_new()!
    let box = self.box
    Signal.connect(UnsafeMutableRawPointer(gesture), "pressed") { _ in
      // A clicked tile takes the focus, as a clicked list row does, so the keys continue there.
      if gtk_widget_get_focusable(box) != 0 { gtk_widget_grab_focus(box) }
    }
    // On release, as GTK's list rows: a press that becomes a drag (the drag source claims it)
    // is never released here, so starting a drag leaves the selection alone.
    Signal.connect(UnsafeMutableRawPointer(gesture), "released") { arguments in onClick(column, Int(arguments.int(1))) }
    gtk_widget_add_controller(box, cgtk_event_controller(UnsafeMutableRawPointer(gesture)))
    // Lets the view's key controller find the tile from the focus widget (the box, owned by the
    // strip, keeps the tile alive; the tile holds no reference back).
    WidgetAttachment.attach(self, to: box)
  }

  /// Tiles holding an item take the keyboard focus; empty ones past a section's end do not, and
  /// are hidden from assistive technologies.
  func setFocusable(_ focusable: Bool) {
    guard (gtk_widget_get_focusable(box) != 0) != focusable else { return }
    gtk_widget_set_focusable(box, focusable ? 1 : 0)
    Accessibility.setHidden(box, !focusable)
  }

  /// Shows `slot`'s widget in the box (taking out what was there).
  func show(_ newSlot: CellSlot?) {
    guard newSlot !== slot else { return }
    if let old = slot, gtk_widget_get_parent(old.widget) == box { gtk_box_remove(cgtk_box(box), old.widget) }
    if let newSlot { gtk_box_append(cgtk_box(box), newSlot.widget) }
  }

  func requestSize(_ size: CellSize?) {
    RowWidgets.setSizeRequest(box, width: size?.width ?? -1, height: size?.height ?? -1)
  }

  /// Shows GTK's `:selected` state on the box.
  func setSelected(_ selected: Bool) {
    guard selected != isSelected else { return }
    if selected {
      gtk_widget_set_state_flags(box, GTK_STATE_FLAG_SELECTED, 0)
    } else {
      gtk_widget_unset_state_flags(box, GTK_STATE_FLAG_SELECTED)
    }
    Accessibility.setSelected(box, selected)
  }

  var isSelected: Bool { (gtk_widget_get_state_flags(box).rawValue & GTK_STATE_FLAG_SELECTED.rawValue) != 0 }
}

extension GridCellBox: ItemSite {
  var siteWidget: WidgetPointer? { box }
}
