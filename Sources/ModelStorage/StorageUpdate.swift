import Foundation

/// One atomic change of a storage, delivered to ``StorageUpdating/storageDidPerformUpdate(_:)``
/// after the data changed.
///
/// Changes use batch semantics (see ``SectionChange`` and ``ItemChange``): removals refer to
/// the state before the update, insertions and updates to the state after it, and the order
/// of the arrays carries no meaning beyond readability. Everything a
/// ``MemoryStorage/performUpdates(_:)`` block did arrives as one update.
///
/// Not `Sendable`: ``updatedModels`` holds arbitrary models.
public struct StorageUpdate {
  /// Section changes.
  public var sectionChanges: [SectionChange]
  /// Item changes.
  public var itemChanges: [ItemChange]
  /// New models of updated items, keyed by their index path after the update.
  public var updatedModels: [IndexPath: Any]

  /// Creates an update.
  public init(
    sectionChanges: [SectionChange] = [], itemChanges: [ItemChange] = [], updatedModels: [IndexPath: Any] = [:]
  ) {
    self.sectionChanges = sectionChanges
    self.itemChanges = itemChanges
    self.updatedModels = updatedModels
  }

  /// `true` when nothing changed.
  public var isEmpty: Bool { sectionChanges.isEmpty && itemChanges.isEmpty }

  /// Index paths (after the update) of items whose model changed in place.
  public var updatedIndexPaths: [IndexPath] {
    itemChanges.compactMap { if case .update(let path) = $0 { return path } else { return nil } }
  }
}
