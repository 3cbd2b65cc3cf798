/// The GTK signals GtkListKit translates, by their GTK names. Docs and anomaly texts print
/// these, so a reader can look the signal up in GTK's documentation.
public enum NativeSignal: String, Sendable, CaseIterable {
  /// `GtkSignalListItemFactory::setup`: a row widget is created.
  case setup
  /// `GtkSignalListItemFactory::bind`: a row is bound to a position.
  case bind
  /// `GtkSignalListItemFactory::unbind`: a row is unbound.
  case unbind
  /// `GtkSignalListItemFactory::teardown`: a row widget is destroyed.
  case teardown
  /// `GtkListView::activate` / `GtkGridView::activate`: double click or Enter on a row.
  case activate
  /// `GtkSelectionModel::selection-changed`: GTK reports selection changes as ranges.
  case selectionChanged = "selection-changed"
  /// `GListModel::items-changed`: what every storage update becomes.
  case itemsChanged = "items-changed"
  /// `GtkGestureClick::pressed` (button 3) / `GtkGestureLongPress::pressed`, and the Menu key.
  case pressed
  /// `GtkWidget::query-tooltip`: the pointer rests on a widget with `has-tooltip`.
  case queryTooltip = "query-tooltip"
  /// `GtkEventControllerFocus::enter` / `GtkEventControllerMotion::enter`.
  case enter
  /// `GtkEventControllerMotion::leave`.
  case leave
  /// `GtkDragSource::prepare`: a drag starts on a widget with a drag source.
  case prepare
  /// `GtkDragSource::drag-begin`: the drag started.
  case dragBegin = "drag-begin"
  /// `GdkDrag::dnd-finished` / `GdkDrag::cancel`: the drag ended, dropped or cancelled.
  case dndFinished = "dnd-finished"
  /// `GtkAdjustment::value-changed`: the view scrolled (prefetching follows the scroll).
  case valueChanged = "value-changed"
}
