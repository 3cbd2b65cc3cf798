import Foundation
import ModelStorage

/// Shows element `index` of a typed section (a `TypedItems<Model>`, checked by the caller) in a
/// cell of the mapping (a `Cell`, made by it); `false` when there is no such element or it
/// belongs to another mapping.
///
/// Made in `register`, which is inlined into the app: there the cell and model types are known,
/// so the closure reads the app's `[Model]` and calls `update(with:)` as specialized code. The
/// library's generic code read the array, copied the model through its value witnesses and
/// called through two closures: about 300 instructions a bind, as much as GTK's own dispatch.
@usableFromInline
typealias TypedCellUpdate = @MainActor (_ cell: AnyObject, _ items: AnyObject, _ index: Int, _ section: Int) -> Bool

/// The ``TypedCellUpdate`` of a ``ModelTransfer`` cell.
@inlinable @MainActor
func typedTransfer<Cell: ListCell & ModelTransfer>(_: Cell.Type) -> TypedCellUpdate {
  { cell, items, index, _ in
    guard let model = typedModel(items, of: Cell.ModelType.self, at: index) else { return false }
    unsafeDowncast(cell, to: Cell.self).update(with: model)
    return true
  }
}

/// The ``TypedCellUpdate`` of a cell shown by a `handler`.
@inlinable @MainActor
func typedHandler<Cell: ListCell, Model>(
  _: Cell.Type, _ handler: @escaping (Cell, Model, IndexPath) -> Void
) -> TypedCellUpdate {
  { cell, items, index, section in
    guard let model = typedModel(items, of: Model.self, at: index) else { return false }
    handler(unsafeDowncast(cell, to: Cell.self), model, IndexPath(item: index, section: section))
    return true
  }
}

/// Element `index` of `items`, a `TypedItems<Model>`; `nil` past its end, and for an instance of
/// a subclass of `Model` (another mapping may be registered for the subclass).
@inlinable @inline(__always)
func typedModel<Model>(_ items: AnyObject, of _: Model.Type, at index: Int) -> Model? {
  guard index >= 0, let model = unsafeDowncast(items, to: TypedItems<Model>.self).element(at: index) else {
    return nil
  }
  if Model.self is AnyClass, type(of: model) != Model.self { return nil }
  return model
}
