/// The typed events a mapping can react to, each translating one GTK signal.
public enum MappingEvent: String, Sendable, CaseIterable, CustomStringConvertible {
  /// A cell of the mapping was created (once per cell; cells are then recycled). `(Cell)`.
  case setup
  /// A cell was bound to a model, after `update(with:)` / the handler. `(Cell, Model, IndexPath)`.
  case bind
  /// A row showing a cell of the mapping was unbound. `(Cell, Model, IndexPath)`.
  case unbind
  /// A cell of the mapping was destroyed with its row. `(Cell)`.
  case teardown
  /// Double click or Enter on a row. `(Cell, Model, IndexPath)`.
  case activate
  /// A row became selected. `(Cell, Model, IndexPath)`.
  case didSelect
  /// A row stopped being selected. `(Cell, Model, IndexPath)`.
  case didDeselect
  /// Asked before a selection sticks; `false` undoes it. `(Cell, Model, IndexPath) -> Bool`.
  case shouldSelect
  /// Asked before a gesture deselects a row; `false` keeps it selected. `(Cell, Model, IndexPath) -> Bool`.
  case shouldDeselect
  /// An item starts being shown in a row (once, not on GTK's rebinds). `(Cell, Model, IndexPath)`.
  case willDisplay
  /// An item stopped being shown in any row. `(Cell, Model, IndexPath)`.
  case didEndDisplaying
  /// The size a row or grid item asks for, applied at bind. `(Model, IndexPath) -> CellSize`.
  case sizeForCell
  /// Right click, long press, Menu or Shift+F10 on a row or tile: the menu to pop up.
  /// `(Cell, Model, IndexPath) -> ContextMenu?`.
  case contextMenu
  /// The pointer rests on a row or tile: its tooltip. `(Cell, Model, IndexPath) -> RowTooltip?`.
  case queryTooltip
  /// A row or tile got the keyboard focus. `(Cell, Model, IndexPath)`.
  case didFocus
  /// The pointer entered a row or tile. `(Cell, Model, IndexPath)`.
  case didHighlight
  /// The pointer left a row or tile. `(Cell, Model, IndexPath)`.
  case didUnhighlight
  /// The accessible name of a row or tile, asked at bind. `(Cell, Model, IndexPath) -> String`.
  case accessibleLabel
  /// A drag starts on a row or tile: whether it may be reordered. `(Cell, Model, IndexPath) -> Bool`.
  case canMove
  /// A drag starts on a row or tile: the text or URIs it offers. `(Cell, Model, IndexPath) -> DragContent?`.
  case dragPrepare
  /// A drag of a row or tile started. `(Cell, Model, IndexPath)`.
  case dragBegin
  /// A drag of a row or tile ended. `(Cell, Model, IndexPath, DragOutcome)`.
  case dragEnd
  /// An item is about to become visible (within the prefetch distance in the scroll direction):
  /// start work it will need. `(Model, IndexPath) -> Void`.
  case prefetch
  /// A prefetched item left the prefetch distance without becoming visible: stop that work.
  /// `(Model, IndexPath) -> Void`.
  case cancelPrefetch

  /// The GTK signal this event translates.
  public var nativeSignal: NativeSignal {
    switch self {
    case .setup: return .setup
    case .bind: return .bind
    case .unbind: return .unbind
    case .teardown: return .teardown
    case .activate: return .activate
    case .didSelect, .didDeselect, .shouldSelect: return .selectionChanged
    case .shouldDeselect: return .selectionChanged
    case .willDisplay, .sizeForCell: return .bind
    case .didEndDisplaying: return .unbind
    case .contextMenu: return .pressed
    case .queryTooltip: return .queryTooltip
    case .didFocus, .didHighlight: return .enter
    case .didUnhighlight: return .leave
    case .accessibleLabel: return .bind
    case .canMove, .dragPrepare: return .prepare
    case .dragBegin: return .dragBegin
    case .dragEnd: return .dndFinished
    case .prefetch, .cancelPrefetch: return .valueChanged
    }
  }

  /// The event and its GTK signal, e.g. `didSelect (selection-changed)`.
  public var description: String { "\(rawValue) (\(nativeSignal.rawValue))" }

  /// A dense index for per-event storage (a mapping looks events up on every bind).
  var index: Int {
    switch self {
    case .setup: return 0
    case .bind: return 1
    case .unbind: return 2
    case .teardown: return 3
    case .activate: return 4
    case .didSelect: return 5
    case .didDeselect: return 6
    case .shouldSelect: return 7
    case .shouldDeselect: return 8
    case .willDisplay: return 9
    case .didEndDisplaying: return 10
    case .sizeForCell: return 11
    case .contextMenu: return 12
    case .queryTooltip: return 13
    case .didFocus: return 14
    case .didHighlight: return 15
    case .didUnhighlight: return 16
    case .accessibleLabel: return 17
    case .canMove: return 18
    case .dragPrepare: return 19
    case .dragBegin: return 20
    case .dragEnd: return 21
    case .prefetch: return 22
    case .cancelPrefetch: return 23
    }
  }
}
