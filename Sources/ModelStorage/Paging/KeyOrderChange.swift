import Foundation

/// How a new order of unique integer keys (rowids, primary keys) differs from the order shown,
/// worked out off the main thread by the paged database storages.
package enum KeyOrderChange: Sendable {
  /// The same keys in the same order.
  case none
  /// The same keys, few enough for moves (the view keeps and animates each row).
  case moves([DiffResult.Move])
  /// The same keys reordered: `permutation[new]` is the old position, `inverse[old]` the new one.
  case permutation([Int], inverse: [Int])
  /// Other keys: deletes at old positions, inserts at new ones, moves.
  case diff(DiffResult)
  /// Other keys, more than ``StorageUpdate/largeReordering`` of them left or came (a filter):
  /// by old position the new position of its key, -1 for one that left. The view replaces its
  /// rows and maps its selection through it instead of planning a change per row.
  case survivors([Int])
  /// Nothing to compare with (no order shown).
  case reload

  /// The change from `old` to `new` (`nil`: nothing shown), as moves when the keys are the same
  /// and at most `limit`.
  package init(from old: [Int64]?, to new: [Int64], movesUpTo limit: Int) {
    guard let old else {
      self = .reload
      return
    }
    if old == new {
      self = .none
    } else if old.count == new.count, let permutation = Self.permutation(from: old, to: new) {
      if new.count <= limit {
        self = .moves(Diff.moves(ofPermutation: permutation))
        return
      }
      var inverse = [Int](repeating: 0, count: permutation.count)
      inverse.withUnsafeMutableBufferPointer { inverse in
        for (new, old) in permutation.enumerated() { inverse[old] = new }
      }
      self = .permutation(permutation, inverse: inverse)
    } else if let survivors = Self.survivors(from: old, to: new, changesAbove: StorageUpdate.largeReordering) {
      self = .survivors(survivors)
    } else {
      self = .diff(Diff.changes(from: old, to: new, identifiedBy: { $0 }, isEqual: ==))
    }
  }

  /// What the view is told in section 0; `nil` for ``none`` and ``reload`` (the storage decides).
  package var storageUpdate: StorageUpdate? {
    switch self {
    case .none, .reload: return nil
    case .moves(let moves):
      return StorageUpdate(
        itemChanges: moves.map {
          .move(from: IndexPath(item: $0.from, section: 0), to: IndexPath(item: $0.to, section: 0))
        })
    case .permutation(let permutation, let inverse):
      var update = StorageUpdate(sectionChanges: [.replaceItems(0)])
      update.reorderings[0] = permutation
      update.reorderingInverses[0] = inverse
      return update
    case .survivors(let survivors):
      var update = StorageUpdate(sectionChanges: [.replaceItems(0)])
      update.survivors[0] = SurvivorMap(survivors)
      return update
    case .diff(let diff):
      var update = StorageUpdate()
      update.itemChanges += diff.deletes.map { .delete(IndexPath(item: $0, section: 0)) }
      update.itemChanges += diff.inserts.map { .insert(IndexPath(item: $0, section: 0)) }
      update.itemChanges += diff.moves.map {
        .move(from: IndexPath(item: $0.from, section: 0), to: IndexPath(item: $0.to, section: 0))
      }
      return update
    }
  }

  /// For each new position the old position of the same key; `nil` unless both hold the same
  /// keys. By sorting positions by key (no hash table of a million entries).
  package static func permutation(from old: [Int64], to new: [Int64]) -> [Int]? {
    // Keys without gaps (rows appended, few deleted): a key is its place.
    if let first = old.first, let last = old.last, last - first == Int64(old.count - 1), isAscending(old) {
      var order = [Int](repeating: 0, count: new.count)
      for (newIndex, key) in new.enumerated() {
        guard key >= first, key <= last else { return nil }
        order[newIndex] = Int(key - first)
      }
      return order
    }
    // Key order shown (the common case): each old position is found by halves, no sort.
    if isAscending(old) {
      var order = [Int](repeating: 0, count: new.count)
      for (newIndex, key) in new.enumerated() {
        let position = lowerBound(old, key)
        guard position < old.count, old[position] == key else { return nil }
        order[newIndex] = position
      }
      return order  // as many keys, each found, keys unique: a permutation
    }
    let oldByKey = old.indices.sorted { old[$0] < old[$1] }, newByKey = new.indices.sorted { new[$0] < new[$1] }
    var order = [Int](repeating: 0, count: new.count)
    for (oldIndex, newIndex) in zip(oldByKey, newByKey) {
      guard old[oldIndex] == new[newIndex] else { return nil }
      order[newIndex] = oldIndex
    }
    return order
  }

  /// Whether `keys` ascend strictly.
  package static func isAscending(_ keys: [Int64]) -> Bool {
    keys.withUnsafeBufferPointer { buffer in
      var index = 1
      while index < buffer.count {
        if buffer[index - 1] >= buffer[index] { return false }
        index += 1
      }
      return true
    }
  }
}
