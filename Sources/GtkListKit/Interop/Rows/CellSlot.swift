internal import CGtkListKit

/// A cell the manager owns, with a reference to its widget so the widget survives while the
/// cell waits in a reuse pool outside any row. Fires the mapping's `teardown` when released.
@MainActor
final class CellSlot {
  let cell: any ListCell
  let widget: WidgetPointer
  let mapping: any CellMapping
  /// The model type of the mapping's typed update (`nil`: it has none) and the update, kept
  /// here, apart and not optional: read on every bind of a typed section, where an optional
  /// holding a closure was copied (a retain and a release) at each read.
  let typedModelType: ObjectIdentifier?
  let typedUpdate: TypedCellUpdate
  /// `cell` as the typed update takes it (converted once, not on every bind).
  let cellObject: AnyObject
  /// Whether the cell stands in for an item its storage is still loading (`PendingItem`):
  /// kept at its size but not drawn, until it shows a model again.
  private(set) var isPlaceholder = false

  /// Hides the cell while it stands in for a loading item, or shows it again. Opacity 0: GTK
  /// lays the cell out (the row keeps its height) but draws nothing of it.
  func setPlaceholder(_ placeholder: Bool) {
    guard placeholder != isPlaceholder else { return }
    isPlaceholder = placeholder
    gtk_widget_set_opacity(widget, placeholder ? 0 : 1)
  }

  init(mapping: any CellMapping, anomalies: GtkListKitAnomalyHandler) {
    self.mapping = mapping
    typedModelType = mapping.typedModelType
    // Not `??`: through its generic parameter the closure would come back wrapped in two
    // reabstraction thunks, called on every bind.
    if let update = mapping.typedUpdate { typedUpdate = update } else { typedUpdate = noTypedUpdate }
    let cell = mapping.makeCell()
    self.cell = cell
    cellObject = cell
    if let widget = cell.widget.checkedWidget {
      self.widget = widget
    } else {
      // Never put a non-widget in a row: an empty box shows instead, and the app is told.
      widget = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)
      anomalies.reportAnomaly(
        .notAWidget(cell: String(describing: type(of: cell)), got: WidgetTypeName.of(cell.widget.gtkWidgetPointer)))
    }
    if let failure = (cell as? BuilderCell)?.loadFailure { anomalies.reportAnomaly(failure) }
    g_object_ref_sink(UnsafeMutableRawPointer(widget))
    mapping.fire(.setup, cell: cell)
  }

  isolated deinit {
    mapping.fire(.teardown, cell: cell)
    g_object_unref(UnsafeMutableRawPointer(widget))
  }
}

/// The typed update of a mapping without one.
private let noTypedUpdate: TypedCellUpdate = { _, _, _, _ in false }
