import ModelStorage

extension ViewUpdater {
  /// Applies a storage change that is one contiguous splice of a storage of one section without
  /// header or footer (a tree's rows: each `items-changed` of GTK's tree list model), planned
  /// directly: expanding a folder of 10,000 children built and paired 10,000 `ItemChange`s.
  /// `update` (the same change as a `StorageUpdate`) is built only for the hooks, or for
  /// ``apply(_:)`` when the splice does not fit that shape.
  func applySplice(at position: Int, removed: Int, added: Int, update: () -> StorageUpdate) {
    let old = source.layout
    guard removed > 0 || added > 0, host.isMapped, Self.isPlain(old), position >= 0, position + removed <= old.count
    else { return apply(update()) }
    let layout = makeLayout()
    guard Self.isPlain(layout), old.count - removed + added == layout.count else { return apply(update()) }
    // The planner's shape for such a change: a large replacement goes as a removal, then an addition.
    let splices =
      removed > 0 && added > 0 && removed + added >= ItemsChangedPlanner.replacementSplitThreshold
      ? [
        ItemsChangedSplice(position: position, removed: removed, added: 0),
        ItemsChangedSplice(position: position, removed: 0, added: added),
      ]
      : [ItemsChangedSplice(position: position, removed: removed, added: added)]
    source.layout = layout
    let hooked = willUpdateContent != nil || didUpdateContent != nil
    emit(
      presentation.translate(ItemsChangedPlan(splices: splices), from: old, to: layout),
      update: hooked ? update() : StorageUpdate())
  }

  /// One section, its items only: a storage row is a flat row at the same position.
  private static func isPlain(_ layout: FlatLayout) -> Bool {
    layout.numberOfSections == 1 && !layout.hasHeader(inSection: 0) && !layout.hasFooter(inSection: 0)
  }
}
