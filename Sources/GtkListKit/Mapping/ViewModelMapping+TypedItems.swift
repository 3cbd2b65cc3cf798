import Foundation
import ModelStorage

extension ViewModelMapping {
  /// The bind of a typed section's row without an `Any`: the model is read from the `[Model]`
  /// and handed to `update` as it is. Boxing it, reading its dynamic type and opening it again
  /// cost a few hundred instructions a bind.
  func update(_ cell: any ListCell, fromTyped store: any TypedItemStore, at index: Int, section: Int) -> Bool {
    // `TypedItems` is the only store, so this element type makes it a `TypedItems<Model>`.
    // (Naming `TypedItems<Model>` here would look its metadata up: 300 instructions a bind.)
    guard store.elementType == Model.self, let cell = cell as? Cell else { return false }
    let typed = unsafeDowncast(store, to: TypedItems<Model>.self)
    guard index >= 0, index < typed.count else { return false }
    let model = typed.element(existingAt: index)
    // An instance of a subclass may belong to another mapping. (An existential `Model` never
    // gets here: the presenter comes only with the cached mapping of a concrete type.)
    guard !modelIsClass || type(of: model) == Model.self else { return false }
    updateCell(cell, model, updateReadsIndexPath ? IndexPath(item: index, section: section) : IndexPath())
    return true
  }
}
