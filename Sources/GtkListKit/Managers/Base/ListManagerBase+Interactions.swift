import Foundation

/// Context menus, tooltips, focus, hover and accessible names for every mapping of a cell type.
extension ListManagerBase {
  /// `contextMenu` for every mapping of `Cell`: the menu to pop up (← `GtkGestureClick::pressed`
  /// with the secondary button, `GtkGestureLongPress::pressed`, the Menu key or Shift+F10). A
  /// right click selects the row first.
  public func contextMenu<Cell: ListCell & ModelTransfer>(
    _ cellType: Cell.Type, _ closure: @escaping (Cell, Cell.ModelType, IndexPath) -> ContextMenu?
  ) { attach(cellType, .contextMenu) { $0.contextMenu(closure) } }
  /// `queryTooltip` for every mapping of `Cell` (← `GtkWidget::query-tooltip`).
  public func queryTooltip<Cell: ListCell & ModelTransfer>(
    _ cellType: Cell.Type, _ closure: @escaping (Cell, Cell.ModelType, IndexPath) -> RowTooltip?
  ) { attach(cellType, .queryTooltip) { $0.queryTooltip(closure) } }
  /// `didFocus` for every mapping of `Cell` (← `GtkEventControllerFocus::enter`).
  public func didFocus<Cell: ListCell & ModelTransfer>(
    _ cellType: Cell.Type, _ closure: @escaping (Cell, Cell.ModelType, IndexPath) -> Void
  ) { attach(cellType, .didFocus) { $0.didFocus(closure) } }
  /// `didHighlight` for every mapping of `Cell` (← `GtkEventControllerMotion::enter`).
  public func didHighlight<Cell: ListCell & ModelTransfer>(
    _ cellType: Cell.Type, _ closure: @escaping (Cell, Cell.ModelType, IndexPath) -> Void
  ) { attach(cellType, .didHighlight) { $0.didHighlight(closure) } }
  /// `didUnhighlight` for every mapping of `Cell` (← `GtkEventControllerMotion::leave`).
  public func didUnhighlight<Cell: ListCell & ModelTransfer>(
    _ cellType: Cell.Type, _ closure: @escaping (Cell, Cell.ModelType, IndexPath) -> Void
  ) { attach(cellType, .didUnhighlight) { $0.didUnhighlight(closure) } }
  /// `accessibleLabel` for every mapping of `Cell` (asked at `GtkSignalListItemFactory::bind`).
  public func accessibleLabel<Cell: ListCell & ModelTransfer>(
    _ cellType: Cell.Type, _ closure: @escaping (Cell, Cell.ModelType, IndexPath) -> String
  ) { attach(cellType, .accessibleLabel) { $0.accessibleLabel(closure) } }

  /// Whether rows and tiles get an accessible name at bind (default `true`): the
  /// `accessibleLabel` closure's answer, else the texts the cell's labels show, else (a cell
  /// without text) `String(describing: model)`.
  public var describesRowsForAccessibility: Bool {
    get { core.presenter.describesForAccessibility }
    set { core.presenter.describesForAccessibility = newValue }
  }

  /// The open context menu's `GtkPopoverMenu`, for tests.
  package var contextMenuPopover: GtkWidgetReference? {
    core.interactions.popover.map { GtkWidgetReference($0.popover) }
  }

  /// Where the open context menu points, in its row's coordinates, for tests.
  package var contextMenuPointingTo: (x: Int, y: Int, width: Int, height: Int)? {
    core.interactions.popover?.pointingTo
  }
}
