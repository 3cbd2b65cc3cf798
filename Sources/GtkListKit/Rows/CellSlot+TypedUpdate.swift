import ModelStorage

extension CellSlot {
  /// Shows element `index` of `items` (section `section`'s typed array, of exactly `modelType`)
  /// in this slot's cell with the mapping's typed update, when that is the mapping's model type,
  /// a model of that type resolves to this slot's mapping and the mapping has no `bind`
  /// closure; `false` (nothing done) otherwise.
  ///
  /// A method of the slot, not of the presenter: here the mapping, the cell and the update are
  /// the slot's constants, read without the retains and releases reading them from outside took.
  func updateTyped(
    _ items: AnyObject, of modelType: ObjectIdentifier, at index: Int, section: Int, registry: MappingRegistry
  ) -> Bool {
    // `items` is a `TypedItems<Model>` of the mapping's `Model` when the model types agree.
    modelType == typedModelType && registry.resolvesCached(modelType, to: mapping) && !mapping.handlesBind
      && typedUpdate(cellObject, items, index, section)
  }
}
