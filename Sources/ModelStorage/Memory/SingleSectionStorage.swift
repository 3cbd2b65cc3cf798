import Foundation

/// A one-section ``ListStorage`` of `Identifiable` models that delivers every change as an O(n)
/// ``Diff`` (inserts, deletes, moves, updates), with load-more accumulation.
///
/// A plain class, not `Sendable`: use it from one isolation domain (the main actor with GTK).
public final class SingleSectionStorage<Model: Identifiable & Equatable>: ListStorage {
  /// The items, in display order.
  public private(set) var items: [Model]
  /// The observer (held weakly).
  public weak var delegate: StorageUpdating?
  /// Where duplicate identifiers are reported: this storage's own handler unless you assign one.
  public var anomalyHandler = ModelStorageAnomalyHandler()
  /// Supplementary models of the section by kind.
  public private(set) var supplementaries: [String: Any] = [:]

  /// Creates a storage holding `items`.
  public init(items: [Model] = []) { self.items = items }

  /// Always one section.
  public var numberOfSections: Int { 1 }

  /// Items in section 0, `0` otherwise.
  public func numberOfItems(inSection section: Int) -> Int { section == 0 ? items.count : 0 }

  /// The item at `indexPath`, `nil` if out of range.
  public func item(at indexPath: IndexPath) -> Any? {
    indexPath.section == 0 && items.indices.contains(indexPath.item) ? items[indexPath.item] : nil
  }

  /// The supplementary model of `kind` for section 0.
  public func supplementaryModel(ofKind kind: String, forSectionAt indexPath: IndexPath) -> Any? {
    indexPath.section == 0 ? supplementaries[kind] : nil
  }

  /// Sets (or with `nil` removes) the model of `kind`, delivered as a section update.
  public func setSupplementary(_ model: Any?, forKind kind: String) {
    let existed = supplementaries[kind] != nil
    supplementaries[kind] = model
    guard existed || model != nil else { return }
    delegate?.storageDidPerformUpdate(StorageUpdate(sectionChanges: [.update(0)]))
  }

  /// Replaces the items, delivering the diff.
  public func setItems(_ newItems: [Model]) {
    let diff = Diff.changes(from: items, to: newItems)
    if diff.duplicateIdentifiers > 0 {
      anomalyHandler.reportAnomaly(.duplicateIdentifiers(count: diff.duplicateIdentifiers))
    }
    items = newItems
    guard !diff.isEmpty else { return }
    var update = StorageUpdate()
    update.itemChanges += diff.deletes.map { .delete(IndexPath(item: $0, section: 0)) }
    update.itemChanges += diff.inserts.map { .insert(IndexPath(item: $0, section: 0)) }
    update.itemChanges += diff.moves.map {
      .move(from: IndexPath(item: $0.from, section: 0), to: IndexPath(item: $0.to, section: 0))
    }
    for index in diff.updates {
      let path = IndexPath(item: index, section: 0)
      update.itemChanges.append(.update(path))
      update.addUpdatedModel(newItems[index], at: path)
    }
    delegate?.storageDidPerformUpdate(update)
  }

  /// Merges a loaded page with `strategy` and delivers the diff.
  public func addItems(_ newItems: [Model], strategy: AccumulationStrategy = .append) {
    setItems(strategy.accumulate(items, newItems))
  }
}
