import Foundation
import ModelStorage

/// What the manager's core needs from a mapping, whatever its cell and model types.
@MainActor
protocol CellMapping: AnyObject {
  var viewKind: ViewKind { get }
  var viewType: any ListCell.Type { get }
  var viewTypeName: String { get }
  /// Events with a registered closure.
  var registeredEvents: Set<MappingEvent> { get }
  /// Whether a `bind` closure is registered (checked on every bind, so a plain flag).
  var handlesBind: Bool { get }
  /// Whether the mapping has a condition beyond its model type.
  var isConditional: Bool { get }
  /// Whether the cell's update reads the index path (a `handler` given to `register`).
  var updateReadsIndexPath: Bool { get }
  /// Called when a closure is registered for an event, so the core connects its GTK signal.
  var onEventRegistered: ((MappingEvent) -> Void)? { get set }
  func matches(_ model: Any, at indexPath: IndexPath) -> Bool
  func makeCell() -> any ListCell
  func isCell(_ cell: any ListCell) -> Bool
  /// `indexPath` is evaluated only by mappings whose closure reads it (building one costs an
  /// array, each bind).
  /// `modelType` is `type(of: model)`, read once per bind by the caller.
  func update(
    _ cell: any ListCell, with model: Any, ofType modelType: Any.Type, at indexPath: @autoclosure () -> IndexPath)
  /// `update` for an element of a typed section whose elements are exactly `Model`, compiled
  /// for the mapping's types (see ``TypedCellUpdate``); `nil` when the mapping has none.
  var typedUpdate: TypedCellUpdate? { get }
  /// The model type of ``typedUpdate``'s sections (`nil` without one).
  var typedModelType: ObjectIdentifier? { get }
  /// Fires a `(Cell, Model, IndexPath)` event; `false` when the mapping has no closure for it.
  @discardableResult
  func fire(_ event: MappingEvent, cell: any ListCell, model: Any, at indexPath: IndexPath) -> Bool
  /// Fires a `(Cell)` event (setup, teardown).
  @discardableResult
  func fire(_ event: MappingEvent, cell: any ListCell) -> Bool
  /// Fires a `(Cell, Model, IndexPath, Argument)` event (`dragEnd` with its outcome).
  @discardableResult
  func fire<Argument>(
    _ event: MappingEvent, cell: any ListCell, model: Any, at indexPath: IndexPath, with argument: Argument
  ) -> Bool
  /// The answer of a value-returning `(Cell, Model, IndexPath) -> Answer` closure registered for
  /// `event` (`shouldSelect`, ...); `nil` when none is registered or the types do not match.
  func ask<Answer>(_ event: MappingEvent, cell: any ListCell, model: Any, at indexPath: IndexPath) -> Answer?
  /// The same for a `(Model, IndexPath) -> Answer` closure, asked before any cell exists (sizes).
  func ask<Answer>(_ event: MappingEvent, model: Any, at indexPath: IndexPath) -> Answer?
  /// Whether a closure is registered for `event`.
  func hasClosure(for event: MappingEvent) -> Bool
  /// The mapping's `loadContent` registrations, in order (see ``ContentLoader``).
  var contentLoads: [any AnyContentLoad] { get }
  /// Called when a `loadContent` is registered, so the core starts its loader.
  var onContentLoadRegistered: (() -> Void)? { get set }
  /// The model's type-to-find key (``ViewModelMapping/findKey(_:)``); `nil` without one.
  var findText: ((Any) -> String?)? { get }
}
