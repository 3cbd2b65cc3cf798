import Foundation
import ModelStorage

/// A registered mapping from a model type to a cell type, with its condition and its event
/// closures. You get one in the `mapping` closure of `register`:
///
/// ```swift
/// manager.register(PostCell.self) { mapping in
///   mapping.condition = mapping.modelCondition { post, _ in post.isPinned }
///   mapping.didSelect { cell, post, indexPath in ... }
///   mapping.activate(weakly(self) { me, cell, post, indexPath in me.open(post) })
/// }
/// ```
///
/// For each event only the first registered closure fires; later ones are ignored.
@MainActor
public final class ViewModelMapping<Cell: ListCell, Model>: CellMapping {
  /// What the mapping creates: cells, headers, footers or another supplementary kind.
  public let viewKind: ViewKind
  /// When the mapping applies beyond the model type (default `.none`: always).
  public var condition: MappingCondition = .none

  let updateCell: (Cell, Model, IndexPath) -> Void
  /// `false` for a ``ModelTransfer`` cell's `update(with:)`, which gets no index path.
  let updateReadsIndexPath: Bool
  /// `updateCell` for an element of a typed section of `Model`s, compiled for `Cell` and
  /// `Model` (a cell mapping registered by `register`; `nil` for the others).
  var typedUpdate: TypedCellUpdate?
  var typedModelType: ObjectIdentifier? { typedUpdate == nil ? nil : ObjectIdentifier(Model.self) }
  private var cellEvents = [((Cell, Model, IndexPath) -> Void)?](repeating: nil, count: MappingEvent.allCases.count)
  private var lifecycleEvents = [((Cell) -> Void)?](repeating: nil, count: MappingEvent.allCases.count)
  /// Closures of events that return a value (`shouldSelect`, menus, tooltips, sizes, drag
  /// content...) or take a fourth argument (`dragEnd`), by event; each registration method
  /// stores its own typed closure here.
  private var valueClosures: [MappingEvent: Any] = [:]
  private(set) var registeredEvents: Set<MappingEvent> = []
  /// Bit `event.index` set for each registered event: read before the closure arrays, whose
  /// generic optional elements cost a metadata lookup per read (a cell's setup and teardown).
  private var registeredMask: UInt32 = 0
  private(set) var handlesBind = false
  var isConditional: Bool {
    if case .none = condition { return false }
    return true
  }
  var onEventRegistered: ((MappingEvent) -> Void)?
  /// The `loadContent` registrations (see ``ContentLoader``).
  var contentLoads: [any AnyContentLoad] = []
  var onContentLoadRegistered: (() -> Void)?
  /// The type-to-find key (see `ViewModelMapping+Finding`).
  var findText: ((Any) -> String?)?

  init(viewKind: ViewKind, update: @escaping (Cell, Model, IndexPath) -> Void) {
    self.viewKind = viewKind
    self.updateCell = update
    updateReadsIndexPath = true
  }

  /// A mapping whose cells show a model without its index path (``ModelTransfer``).
  init(viewKind: ViewKind, transfer: @escaping (Cell, Model) -> Void) {
    self.viewKind = viewKind
    self.updateCell = { cell, model, _ in transfer(cell, model) }
    updateReadsIndexPath = false
  }

  /// A condition on the typed model and its index path, for `condition`.
  public func modelCondition(_ condition: @escaping (Model, IndexPath) -> Bool) -> MappingCondition {
    .custom { indexPath, model in
      guard let model = model as? Model else { return false }
      return condition(model, indexPath)
    }
  }

  // MARK: Events

  /// A cell of this mapping was created (cells are then recycled for other rows). Stands for
  /// `GtkSignalListItemFactory::setup`: the manager makes cells at the bind that needs one.
  public func setup(_ closure: @escaping (Cell) -> Void) { register(.setup, lifecycle: closure) }
  /// A cell of this mapping was released, with its row (`GtkSignalListItemFactory::teardown`)
  /// or out of the reuse pool.
  public func teardown(_ closure: @escaping (Cell) -> Void) { register(.teardown, lifecycle: closure) }
  /// A cell was bound to a model (after `update(with:)` or the handler ran):
  /// ← `GtkSignalListItemFactory::bind`, every rebind included.
  public func bind(_ closure: @escaping (Cell, Model, IndexPath) -> Void) { register(.bind, closure) }
  /// A row showing a cell of this mapping was unbound: ← `GtkSignalListItemFactory::unbind`.
  public func unbind(_ closure: @escaping (Cell, Model, IndexPath) -> Void) { register(.unbind, closure) }
  /// Double click or Enter on a row: ← `GtkListView::activate` / `GtkGridView::activate`
  /// (a sectioned grid's tile: its `GtkGestureClick::pressed`, second press).
  public func activate(_ closure: @escaping (Cell, Model, IndexPath) -> Void) { register(.activate, closure) }
  /// A gesture selected a realized row: ← `GtkSelectionModel::selection-changed` of the view's
  /// selection model (the shim's `CGtkSelection`) during a click or key; a sectioned grid's
  /// tile: its `GtkGestureClick::released`. Never for `select(_:)` from code.
  public func didSelect(_ closure: @escaping (Cell, Model, IndexPath) -> Void) { register(.didSelect, closure) }
  /// A gesture deselected a realized row: ← `GtkSelectionModel::selection-changed`, as `didSelect`.
  public func didDeselect(_ closure: @escaping (Cell, Model, IndexPath) -> Void) { register(.didDeselect, closure) }
  /// Whether a gesture may select a realized row; `false` refuses it: ← the shim's
  /// `CGtkSelection` `GtkSelectionModel::select_item` / `set_selection`, before GTK's model changes.
  public func shouldSelect(_ closure: @escaping (Cell, Model, IndexPath) -> Bool) {
    registerValue(.shouldSelect, closure)
  }

  func register(_ event: MappingEvent, _ closure: @escaping (Cell, Model, IndexPath) -> Void) {
    guard cellEvents[event.index] == nil else { return }
    cellEvents[event.index] = closure
    noteRegistered(event)
  }

  private func register(_ event: MappingEvent, lifecycle closure: @escaping (Cell) -> Void) {
    guard lifecycleEvents[event.index] == nil else { return }
    lifecycleEvents[event.index] = closure
    noteRegistered(event)
  }

  /// Stores a value-returning closure for `event` (the first one registered wins).
  func registerValue(_ event: MappingEvent, _ closure: Any) {
    guard valueClosures[event] == nil else { return }
    valueClosures[event] = closure
    noteRegistered(event)
  }

  private func noteRegistered(_ event: MappingEvent) {
    registeredEvents.insert(event)
    registeredMask |= 1 << UInt32(event.index)
    if event == .bind { handlesBind = true }
    onEventRegistered?(event)
  }

  /// Whether a closure is registered for `event`.
  public func hasClosure(for event: MappingEvent) -> Bool { registeredEvents.contains(event) }

  private func isRegistered(_ event: MappingEvent) -> Bool { registeredMask & 1 << UInt32(event.index) != 0 }

  // MARK: CellMapping

  var viewType: any ListCell.Type { Cell.self }
  var viewTypeName: String { String(describing: Cell.self) }

  func matches(_ model: Any, at indexPath: IndexPath) -> Bool {
    model is Model && condition.isSatisfied(at: indexPath, model: model)
  }

  func makeCell() -> any ListCell { Cell() }

  func isCell(_ cell: any ListCell) -> Bool { cell is Cell }

  func update(
    _ cell: any ListCell, with model: Any, ofType modelType: Any.Type, at indexPath: @autoclosure () -> IndexPath
  ) {
    guard let cell = cell as? Cell else { return }
    let indexPath = updateReadsIndexPath ? indexPath() : IndexPath()
    if modelType != Model.self || !Self.callExactly(updateCell, cell, model, indexPath) {
      callCasting(updateCell, cell, model, indexPath)
    }
  }

  func fire(_ event: MappingEvent, cell: any ListCell, model: Any, at indexPath: IndexPath) -> Bool {
    guard isRegistered(event), let closure = cellEvents[event.index], let cell = cell as? Cell else { return false }
    return call(closure, cell, model, indexPath)
  }

  /// Calls `closure` with `model` as a `Model`; `false` when it is none. A model of exactly that
  /// type skips the runtime cast (`as? Model` also builds the metadata of `Optional<Model>` on
  /// each call: together about a quarter of a bind's dispatch).
  @discardableResult
  private func call(
    _ closure: (Cell, Model, IndexPath) -> Void, _ cell: Cell, _ model: Any, _ indexPath: IndexPath
  ) -> Bool {
    if type(of: model) == Model.self, Self.callExactly(closure, cell, model, indexPath) { return true }
    return callCasting(closure, cell, model, indexPath)
  }

  /// Calls `closure` with `value` when it opens as exactly `Model`: passing an `Any` opens the
  /// existential (SE-0352) and the same type's bits need no conversion (the runtime's general
  /// cast cost about 280 instructions a bind). `false` when it opens as another type: an `Any`
  /// made in generic code (a `[any P]` section's element) holds the existential itself, which
  /// `type(of:)` looks through and opening does not.
  private static func callExactly<Value>(
    _ closure: (Cell, Model, IndexPath) -> Void, _ cell: Cell, _ value: Value, _ indexPath: IndexPath
  ) -> Bool {
    guard Value.self == Model.self else { return false }
    closure(cell, unsafeBitCast(value, to: Model.self), indexPath)
    return true
  }

  /// A subclass or conforming model (apart, so the exact path does not build the metadata).
  @inline(never) @discardableResult
  private func callCasting(
    _ closure: (Cell, Model, IndexPath) -> Void, _ cell: Cell, _ model: Any, _ indexPath: IndexPath
  ) -> Bool {
    guard let model = model as? Model else { return false }
    closure(cell, model, indexPath)
    return true
  }

  func fire(_ event: MappingEvent, cell: any ListCell) -> Bool {
    guard isRegistered(event), let closure = lifecycleEvents[event.index], let cell = cell as? Cell else {
      return false
    }
    closure(cell)
    return true
  }

  func ask<Answer>(_ event: MappingEvent, cell: any ListCell, model: Any, at indexPath: IndexPath) -> Answer? {
    guard let closure = valueClosures[event] as? (Cell, Model, IndexPath) -> Answer, let cell = cell as? Cell,
      let model = model as? Model
    else { return nil }
    return closure(cell, model, indexPath)
  }

  func fire<Argument>(
    _ event: MappingEvent, cell: any ListCell, model: Any, at indexPath: IndexPath, with argument: Argument
  ) -> Bool {
    guard let closure = valueClosures[event] as? (Cell, Model, IndexPath, Argument) -> Void, let cell = cell as? Cell,
      let model = model as? Model
    else { return false }
    closure(cell, model, indexPath, argument)
    return true
  }

  func ask<Answer>(_ event: MappingEvent, model: Any, at indexPath: IndexPath) -> Answer? {
    guard let closure = valueClosures[event] as? (Model, IndexPath) -> Answer, let model = model as? Model else {
      return nil
    }
    return closure(model, indexPath)
  }
}
