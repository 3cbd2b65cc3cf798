import ModelStorage

/// Children loaded asynchronously (a storage made with `loadChildren:`): an expanded node shows a
/// loading row until its children arrive, then the row gives way to them in one change.
///
/// The storage's results come back through GTK's main loop (``MainLoop/post(_:)``), not through
/// Swift's main executor (Dispatch's main queue), which a storage used alone relies on. A
/// collapse cancels the loads of the node and of its descendants, so nothing is inserted under a
/// collapsed node.
extension TreeListManager {
  /// The children of a node of type `Model` arrived from the storage's asynchronous provider and
  /// replaced its loading row (also when the node was not shown: they are in the storage). A
  /// failed load is reported to the storage's anomaly handler instead.
  public func didLoadChildren<Model>(_ modelType: Model.Type, _ closure: @escaping (Model, ID) -> Void) {
    events.didLoadChildren.append(TreeExpansionEvents.typed(closure))
  }

  /// Sets the storage's delivery to GTK's main loop and shows loading rows with the built-in
  /// cell until the app registers its own for `TreeLoadingItem`.
  func wireLoading() {
    storage.deliverOnMainActor = { action in MainLoop.post(action) }
    core.add(
      ViewModelMapping<TreeLoadingCell, TreeLoadingItem>(viewKind: .cell) { cell, model in cell.update(with: model) })
  }

  /// The app registers a cell for `modelType`: one for `TreeLoadingItem` replaces the built-in
  /// one (the first mapping that accepts a model wins).
  func replacingLoadingCell(of modelType: Any.Type) {
    guard modelType == TreeLoadingItem.self else { return }
    core.removeMappings { $0.viewType == TreeLoadingCell.self }
  }

  /// The node's children arrived: they replace its loading row, and those marked expanded in
  /// ``expansionState`` expand again.
  func childrenLoaded(_ id: ID) {
    if let level = nodes.loadedLevel(of: id), let children = storage.shownChildIDs(ofParent: id) {
      let arrived = storage.isFiltered ? nil : storage.arrivedChildKeys(of: id)
      level.splice(position: 0, removed: level.count, keys: arrived ?? storage.keys(of: children))
      restoreChildren(of: id)
    }
    if let model = storage.model(for: id) { events.didLoadChildren.forEach { $0(model, id) } }
  }

  /// The node's loading row changed (a failure, or loading again): GTK binds it again.
  func loadingChanged(_ id: ID) {
    guard nodes.loadedLevel(of: id) != nil, let child = row(for: id)?.child(at: 0) else { return }
    rowsStorage.rowsUpdated([child.position])
  }
}
