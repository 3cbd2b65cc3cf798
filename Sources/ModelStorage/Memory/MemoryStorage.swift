import Foundation

/// A ``ListStorage`` that keeps sections of models in memory, with the API of DTModelStorage's
/// `MemoryStorage`.
///
/// Every mutation reaches ``delegate`` as one ``StorageUpdate`` after the data changed; inside
/// ``performUpdates(_:)`` everything is batched into one update. Mutators declared `throws`
/// throw a ``ModelStorageAnomaly`` and change nothing; the others report anomalies to
/// ``anomalyHandler`` and change nothing for the bad part.
///
/// A plain class, not `Sendable`: use it from one isolation domain (the main actor with GTK).
public final class MemoryStorage: ListStorage {
  /// The sections, in display order.
  // Unchecked: read on every bind; the dynamic exclusivity check cost more than the read, and
  // the storage is used from one isolation domain.
  @exclusivity(unchecked) public internal(set) var sections: [StorageSection] = [] {
    didSet { generation &+= 1 }
  }
  /// Changes whenever ``sections`` is written: what a reader took from a section (its typed
  /// array) is still the section's while this stays the same. Read on every bind: a getter, as
  /// another module reading the stored property checked it for exclusivity (70 instructions).
  package var sectionsGeneration: Int { generation }
  @exclusivity(unchecked) private var generation = 0
  /// The observer (held weakly).
  public weak var delegate: StorageUpdating?
  /// Where non-throwing API reports anomalies: this storage's own handler unless you assign one
  /// (assign the same handler to several storages to route them together).
  public var anomalyHandler = ModelStorageAnomalyHandler()
  /// When set, provides header models instead of the stored ones.
  public var headerModelProvider: ((Int) -> Any?)?
  /// When set, provides footer models instead of the stored ones.
  public var footerModelProvider: ((Int) -> Any?)?
  /// When set, provides models of any kind that has no stored model and no dedicated provider.
  public var supplementaryModelProvider: ((String, IndexPath) -> Any?)?
  /// Whether a section without items shows its header (default `true`).
  public var displayHeaderOnEmptySection = true
  /// Whether a section without items shows its footer (default `true`).
  public var displayFooterOnEmptySection = true

  /// The open batch, if any.
  var tracker: UpdateTracker?
  /// The kept sort and the filter, applied at the end of every batch.
  var arrangement = MemoryArrangement()
  /// Takes the items a whole-section replacement took out, when there are at least
  /// ``replacedItemsKeptFrom``, instead of releasing them inside the update: a view keeps them
  /// until it has drawn the change (releasing a million rows costs about a fifth of what GTK
  /// spends showing their replacement). `nil`: released at once.
  package var replacedItemsKeeper: ((Any) -> Void)?
  /// The fewest replaced items handed to ``replacedItemsKeeper``; fewer are released at once.
  package static let replacedItemsKeptFrom = 4_096

  /// Creates an empty storage.
  public init() {}

  // MARK: ListStorage

  /// Number of sections.
  public var numberOfSections: Int { sections.count }

  /// Number of items in `section`, `0` if it does not exist.
  public func numberOfItems(inSection section: Int) -> Int {
    sections.indices.contains(section) ? sections[section].numberOfItems : 0
  }

  /// The item at `indexPath`, `nil` if out of range.
  public func item(at indexPath: IndexPath) -> Any? {
    // Components read once: called for every bound row.
    guard indexPath.count == 2 else { return nil }
    return item(section: indexPath[0], item: indexPath[1])
  }

  /// The item at `item` of `section`, `nil` if it does not exist: for callers that have the two
  /// numbers (a view's bind) and need no `IndexPath`.
  package func item(section: Int, item: Int) -> Any? {
    guard section >= 0, section < sections.count, item >= 0 else { return nil }
    return sections[section].storage.item(ifPresentAt: item)
  }

  /// The typed array of `section` when it holds one (a generic `setItems` of one model type):
  /// a view's bind reads the row's model from it without boxing it in an `Any`.
  package func typedItems(section: Int) -> (any TypedItemStore)? {
    guard section >= 0, section < sections.count, case .typed(let store) = sections[section].storage else {
      return nil
    }
    return store
  }

  /// The supplementary model of `kind` for section `indexPath.section`: a provider's if set,
  /// otherwise the stored one; `nil` for an empty section when its display flag is off.
  public func supplementaryModel(ofKind kind: String, forSectionAt indexPath: IndexPath) -> Any? {
    let section = indexPath.section
    guard sections.indices.contains(section) else { return nil }
    let isEmpty = sections[section].numberOfItems == 0
    switch kind {
    case SupplementaryKind.header:
      if isEmpty && !displayHeaderOnEmptySection { return nil }
      if let headerModelProvider { return headerModelProvider(section) }
    case SupplementaryKind.footer:
      if isEmpty && !displayFooterOnEmptySection { return nil }
      if let footerModelProvider { return footerModelProvider(section) }
    default: break
    }
    return sections[section].supplementaries[kind] ?? supplementaryModelProvider?(kind, indexPath)
  }

  // MARK: Queries

  /// Items of `section`, `nil` if it does not exist.
  public func items(inSection section: Int) -> [Any]? {
    sections.indices.contains(section) ? sections[section].items : nil
  }

  /// The section at `index`, `nil` if it does not exist.
  public func section(atIndex index: Int) -> StorageSection? {
    sections.indices.contains(index) ? sections[index] : nil
  }

  /// Index path of the first item equal to `item`, `nil` if absent. O(total items).
  public func indexPath<T: Equatable>(forItem item: T) -> IndexPath? {
    for (sectionIndex, section) in sections.enumerated() {
      if let typed = section.storage.typed(T.self) {
        if let index = typed.firstIndex(of: item) { return IndexPath(item: index, section: sectionIndex) }
      } else if let index = (0..<section.numberOfItems).first(where: { (section.item(at: $0) as? T) == item }) {
        return IndexPath(item: index, section: sectionIndex)
      }
    }
    return nil
  }

  /// Total number of items over all sections.
  public var totalNumberOfItems: Int { sections.reduce(0) { $0 + $1.numberOfItems } }

  // MARK: Batching

  /// Runs `block` and delivers everything it changed as one update. If `block` throws, every
  /// change it made is rolled back, nothing is delivered and the error is rethrown. Nested calls
  /// join the outermost batch.
  public func performUpdates<E: Error>(_ block: () throws(E) -> Void) throws(E) {
    if tracker != nil {
      try block()
      return
    }
    // Only a block that can throw needs a copy to roll back to; the copy would also share every
    // section's items, so nothing in the batch could change them in place (a sort's permute).
    let snapshot = E.self == Never.self ? nil : sections
    tracker = UpdateTracker(itemCounts: sections.map(\.numberOfItems))
    do {
      try block()
    } catch {
      if let snapshot { sections = snapshot }
      tracker = nil
      throw error
    }
    finishBatch()
  }

  /// Applies one already validated mutation, inside the open batch or as a batch of its own.
  func change(_ body: (UpdateTracker) -> Void) {
    arrangement.filterJustApplied = false
    if let tracker {
      // After a full replacement (`setItems([[Any]])`) the batch delivers a reload and its
      // tracker's sections no longer match the storage's: later changes go to a scratch one.
      body(tracker.needsReload ? UpdateTracker(itemCounts: sections.map(\.numberOfItems)) : tracker)
      return
    }
    let tracker = UpdateTracker(itemCounts: sections.map(\.numberOfItems))
    self.tracker = tracker
    body(tracker)
    finishBatch()
  }

  private func finishBatch() {
    guard let tracker else { return }
    settleArrangement()  // inside the batch: its sorts and hides join the update
    arrangement.filterJustApplied = false
    self.tracker = nil
    if tracker.needsReload {
      delegate?.storageNeedsReloading()
      return
    }
    let update = tracker.finish { [unowned self] in item(at: $0) }
    if !update.isEmpty { delegate?.storageDidPerformUpdate(update) }
  }

  /// Reports an anomaly to ``anomalyHandler``.
  func report(_ anomaly: ModelStorageAnomaly) { anomalyHandler.reportAnomaly(anomaly) }

  /// Throws unless `path` is `[section, item]` with an existing section and `item < count + extra`.
  func validate(_ path: IndexPath, allowingEnd: Bool = false) throws(ModelStorageAnomaly) {
    guard path.count == 2, path.section >= 0, path.item >= 0 else { throw .malformedIndexPath(path) }
    guard path.section < sections.count else { throw .sectionOutOfRange(path.section, sectionCount: sections.count) }
    let count = sections[path.section].numberOfItems
    guard path.item < count + (allowingEnd ? 1 : 0) else { throw .indexPathTooBig(path, itemsInSection: count) }
  }

  /// Appends empty sections until `section` exists (DTModelStorage behaviour for adding/setting).
  func ensureSection(_ section: Int, tracker: UpdateTracker) {
    while sections.count <= section {
      tracker.insertSection(at: sections.count, itemCount: 0)
      sections.append(StorageSection())
    }
  }
}
