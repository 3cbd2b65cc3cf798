@_spi(Splices) import ModelStorage

extension ViewUpdater {
  /// Applies a storage change that is one contiguous splice of a storage of one section without
  /// header or footer (a tree's rows: each `items-changed` of GTK's tree list model), planned
  /// directly: expanding a folder of 10,000 children built and paired 10,000 `ItemChange`s.
  /// `update` (the same change as a `StorageUpdate`) is built only for the hooks, or for
  /// ``apply(_:)`` when the splice does not fit that shape. The storage calls this (the
  /// `StorageUpdating` requirement, GtkListKit's own); apps do not.
  @_spi(Splices) public func storageDidSplice(
    at position: Int, removed: Int, added: Int, update: () -> StorageUpdate
  ) {
    let old = source.layout
    guard removed > 0 || added > 0, host.isMapped, Self.isPlain(old), position >= 0, position + removed <= old.count
    else { return apply(update()) }
    let layout = makeLayout()
    guard Self.isPlain(layout), old.count - removed + added == layout.count else { return apply(update()) }
    let splices = Self.splices(at: position, removed: removed, added: added)
    source.layout = layout
    let hooked = willUpdateContent != nil || didUpdateContent != nil
    emit(
      presentation.translate(ItemsChangedPlan(splices: splices), from: old, to: layout),
      update: hooked ? update() : StorageUpdate())
  }

  /// The plan of an update that only replaced every item of one section (`setItemsWithoutDiffing`,
  /// a diff that kept nothing), when nothing else of the layout changed: one splice over the
  /// section's items, as the planner would make it without pairing rows (pairing a million-row
  /// replacement also built, the first time, the runtime metadata of the planner's sets).
  static func replacementPlan(_ update: StorageUpdate, from old: FlatLayout, to new: FlatLayout) -> ItemsChangedPlan? {
    guard update.itemChanges.isEmpty, update.reorderings.isEmpty, update.sectionChanges.count == 1,
      case .replaceItems(let section) = update.sectionChanges[0],
      old.numberOfSections == new.numberOfSections, section >= 0, section < new.numberOfSections
    else { return nil }
    for other in 0..<new.numberOfSections {
      guard old.hasHeader(inSection: other) == new.hasHeader(inSection: other),
        old.hasFooter(inSection: other) == new.hasFooter(inSection: other),
        other == section || old.numberOfItems(inSection: other) == new.numberOfItems(inSection: other)
      else { return nil }
    }
    let position = new.range(ofSection: section).lowerBound + (new.hasHeader(inSection: section) ? 1 : 0)
    let removed = old.numberOfItems(inSection: section), added = new.numberOfItems(inSection: section)
    return ItemsChangedPlan(splices: removed + added > 0 ? splices(at: position, removed: removed, added: added) : [])
  }

  /// The planner's shape for a splice that keeps nothing: a large replacement goes as a
  /// removal, then an addition.
  private static func splices(at position: Int, removed: Int, added: Int) -> [ItemsChangedSplice] {
    guard removed > 0 && added > 0 && removed + added >= ItemsChangedPlanner.replacementSplitThreshold else {
      return [ItemsChangedSplice(position: position, removed: removed, added: added)]
    }
    return [
      ItemsChangedSplice(position: position, removed: removed, added: 0),
      ItemsChangedSplice(position: position, removed: 0, added: added),
    ]
  }

  /// One section, its items only: a storage row is a flat row at the same position.
  private static func isPlain(_ layout: FlatLayout) -> Bool {
    layout.numberOfSections == 1 && !layout.hasHeader(inSection: 0) && !layout.hasFooter(inSection: 0)
  }
}
