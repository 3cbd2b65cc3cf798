/// A view that knows its model type and can show a model: register it with
/// `manager.register(Cell.self)` and the mapping is inferred from `ModelType`.
///
/// `ModelType` can be a struct, a class (subclasses match too), or a protocol.
@MainActor
public protocol ModelTransfer {
  /// The model type this view shows.
  associatedtype ModelType
  /// Shows `model`. Called on every bind, possibly on a recycled cell.
  func update(with model: ModelType)
}
