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
    }
  }
}
