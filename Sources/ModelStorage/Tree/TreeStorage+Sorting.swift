import Foundation

/// A sort that stays: siblings ordered within each parent, by one comparison of models, kept
/// while children load, are set or change (a table's header click over a tree).
extension TreeStorage {
  /// The order of siblings within each parent (`nil`: the order given). Setting it sorts every
  /// loaded level at once (one `children` change per level whose order changed, so nodes keep
  /// their loaded children and a view keeps their expansion); children loaded, set or updated
  /// later take their sorted places. Clearing it leaves the current order as it is. Siblings
  /// the comparison finds equal keep their order.
  public var childOrder: ((Any, Any) -> Bool)? {
    get { order?.areInIncreasingOrder }
    set {
      order = newValue.map(TreeChildOrder.init)
      guard newValue != nil else { return }
      sortLoadedLevel(of: nil)
    }
  }

  /// Sorts the children of `parent` (`nil`: the roots) and, below them, every loaded level.
  private func sortLoadedLevel(of parent: ID?) {
    let ids = parent.map { records[$0]?.children ?? [] } ?? rootIDs
    resort(parent)
    for id in ids { if records[id]?.children != nil { sortLoadedLevel(of: id) } }
  }

  /// Puts the children of `parent` in ``childOrder`` and reports the change, if any.
  func resort(_ parent: ID?) {
    guard let order else { return }
    let old = parent.map { records[$0]?.children ?? [] } ?? rootIDs
    let models = old.map { records[$0]?.model as Any }
    let new = order.permutation(of: models).map { old[$0] }
    guard new != old else { return }
    for (index, id) in new.enumerated() { records[id]?.index = index }
    if let parent { records[parent]?.children = new } else { rootIDs = new }
    emit(.children(parent: parent, old: old, new: new))
  }

  /// `batch` in ``childOrder`` (as given without one).
  func sorted(_ batch: TreeChildBatch<ID>) -> TreeChildBatch<ID> {
    guard let order, batch.count > 1 else { return batch }
    let models = (0..<batch.count).map(batch.model)
    let permutation = order.permutation(of: models)
    let ids = batch.ids.flatMap { $0.count == batch.count ? $0 : nil }
    return TreeChildBatch(models: permutation.map { models[$0] }, ids: ids.map { ids in permutation.map { ids[$0] } })
  }
}

/// A ``TreeStorage/childOrder`` comparison, applied stably.
struct TreeChildOrder {
  let areInIncreasingOrder: (Any, Any) -> Bool

  /// The indexes of `models` in sorted order; equal models keep their relative order.
  func permutation(of models: [Any]) -> [Int] {
    models.indices.sorted { first, second in
      if areInIncreasingOrder(models[first], models[second]) { return true }
      if areInIncreasingOrder(models[second], models[first]) { return false }
      return first < second
    }
  }
}
