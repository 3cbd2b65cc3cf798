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
  public var updatedModels: [IndexPath: Any] {
    get { models.all }
    set { models = UpdatedModels(newValue) }
    // `update.updatedModels[path] = model` changes the dictionary in place, not a copy of it.
    _modify {
      models.materialize()
      yield &models.dictionary
    }
  }
  /// The storage of ``updatedModels``: a list until the dictionary is asked for.
  private var models: UpdatedModels
  /// Sections reported as ``SectionChange/replaceItems(_:)`` because their items were only
  /// reordered, too much to describe as moves (more than ``largeReordering``): by section after
  /// the update, `order[new]` is the old index of the item now at `new`. A view maps its
  /// selection and scroll position through it instead of losing them in the replace.
  package var reorderings = SectionReorderings()
  /// The inverse of a section's ``reorderings`` entry (`inverse[old]` is the new index), when the
  /// storage worked it out already, off the main thread: a view needs that direction.
  package var reorderingInverses = SectionReorderings()
  /// Sections reported as ``SectionChange/replaceItems(_:)`` because more than
  /// ``largeReordering`` items left or came (a filter): by section, the new index of each item
  /// before the update, -1 for one that left. A view maps its selection and scroll position
  /// through it, as through a reordering.
  package var survivors: [Int: SurvivorMap] = [:]

  /// Moves above which a reordering is reported as a replace carrying the permutation: a view
  /// replaces its rows anyway above it, and the fewest moves of a large permutation cost more
  /// to find than the sort that made it.
  package static let largeReordering = 10_000

  /// Creates an update.
  public init(
    sectionChanges: [SectionChange] = [], itemChanges: [ItemChange] = [], updatedModels: [IndexPath: Any] = [:]
  ) {
    self.sectionChanges = sectionChanges
    self.itemChanges = itemChanges
    models = UpdatedModels(updatedModels)
  }

  /// Adds the new model of the updated item at `path` without making the ``updatedModels``
  /// dictionary (storages of this package; `nil` adds nothing).
  package mutating func addUpdatedModel(_ model: Any?, at path: IndexPath) { models.add(model, at: path) }

  /// Room for `count` more models added by ``addUpdatedModel(_:at:)``.
  package mutating func reserveUpdatedModels(_ count: Int) { models.reserveCapacity(count) }

  /// `true` when nothing changed.
  public var isEmpty: Bool { sectionChanges.isEmpty && itemChanges.isEmpty }

  /// Index paths (after the update) of items whose model changed in place.
  public var updatedIndexPaths: [IndexPath] {
    itemChanges.compactMap { if case .update(let path) = $0 { return path } else { return nil } }
  }
}
