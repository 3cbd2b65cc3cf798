import Foundation

/// Where the items of a section went through an update that replaced them with their survivors
/// (``StorageUpdate``'s `survivors`): `self[old]` is the new index of the item that was at `old`,
/// -1 for one that left.
///
/// A memory filter's map is read from its deletes and inserts, a binary search per lookup: a view
/// asks where a handful of rows went (the selection, the focused and the top row), and a table of
/// a million new indices cost more to make than hiding the items did.
package struct SurvivorMap: Sendable {
  private enum Form {
    /// `newIndex[old]`, as a database storage works it out off the main thread.
    case table([Int])
    /// Old indices deleted and new indices inserted, each ascending.
    case diff(deletes: [Int], inserts: [Int])
  }

  private let form: Form
  /// Number of items before the update.
  package let count: Int

  /// The map of a table of new indices by old index (-1: the item left).
  package init(_ newIndex: [Int]) {
    (form, count) = (.table(newIndex), newIndex.count)
  }

  /// The map of a change of `oldCount` items made only of `deletes` (old indices) and `inserts`
  /// (new indices), in any order.
  package init(deletes: [Int], inserts: [Int], oldCount: Int) {
    (form, count) = (.diff(deletes: Self.ascending(deletes), inserts: Self.ascending(inserts)), oldCount)
  }

  /// Old indices, `0..<count`.
  package var indices: Range<Int> { 0..<count }

  /// The new index of the item at `old`, -1 when it left (or `old` is out of range).
  package subscript(old: Int) -> Int {
    guard indices.contains(old) else { return -1 }
    switch form {
    case .table(let newIndex): return newIndex[old]
    case .diff(let deletes, let inserts):
      let deletedBefore = Self.countBelow(old, in: deletes)
      if deletedBefore < deletes.count, deletes[deletedBefore] == old { return -1 }
      // The survivor of rank `rank` takes the rank-th place that no insert holds. An insert at
      // `inserts[k]` is below that place when `inserts[k] - k <= rank` (ascending in `k`).
      let rank = old - deletedBefore
      return rank + Self.countInsertsBelow(rank: rank, in: inserts)
    }
  }

  /// How many of the ascending `values` are below `value`.
  private static func countBelow(_ value: Int, in values: [Int]) -> Int {
    var (low, high) = (0, values.count)
    while low < high {
      let middle = (low + high) / 2
      if values[middle] < value { low = middle + 1 } else { high = middle }
    }
    return low
  }

  /// How many of the ascending `inserts` come before the survivor of `rank`.
  private static func countInsertsBelow(rank: Int, in inserts: [Int]) -> Int {
    var (low, high) = (0, inserts.count)
    while low < high {
      let middle = (low + high) / 2
      if inserts[middle] - middle <= rank { low = middle + 1 } else { high = middle }
    }
    return low
  }

  /// `values` ascending, each once (a filter's lists are already: then they are not copied).
  private static func ascending(_ values: [Int]) -> [Int] {
    let isAscending = values.withUnsafeBufferPointer { values in
      var index = 1
      while index < values.count, values[index - 1] < values[index] { index += 1 }
      return index >= values.count
    }
    return isAscending ? values : Array(Set(values)).sorted()
  }
}
