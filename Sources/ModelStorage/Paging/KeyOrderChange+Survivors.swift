import Foundation

extension KeyOrderChange {
  /// For each of `old`'s positions the position of its key in `new` (-1: not there), when more
  /// than `limit` keys left or came; `nil` otherwise (a diff then lists each change). Keys in
  /// ascending order (rowid order, the common case) are paired in one walk, no hash table.
  package static func survivors(from old: [Int64], to new: [Int64], changesAbove limit: Int) -> [Int]? {
    // Changes are at most both counts: a small list needs no pass.
    guard old.count + new.count > limit else { return nil }
    var survivors = [Int](repeating: -1, count: old.count)
    var kept = 0
    if isAscending(old), isAscending(new) {
      kept = pairAscending(old, new, into: &survivors)
    } else if old.count <= new.count {
      var oldByKey = [Int64: Int](minimumCapacity: old.count)
      for (index, key) in old.enumerated() { oldByKey[key] = index }
      for (index, key) in new.enumerated() {
        guard let position = oldByKey[key] else { continue }
        survivors[position] = index
        kept += 1
      }
    } else {
      var newByKey = [Int64: Int](minimumCapacity: new.count)
      for (index, key) in new.enumerated() { newByKey[key] = index }
      for (index, key) in old.enumerated() {
        guard let position = newByKey[key] else { continue }
        survivors[index] = position
        kept += 1
      }
    }
    return (old.count - kept) + (new.count - kept) > limit ? survivors : nil
  }

  /// Pairs two ascending key lists by one merge walk; returns how many keys both hold.
  private static func pairAscending(_ old: [Int64], _ new: [Int64], into survivors: inout [Int]) -> Int {
    var kept = 0
    old.withUnsafeBufferPointer { old in
      new.withUnsafeBufferPointer { new in
        survivors.withUnsafeMutableBufferPointer { survivors in
          var (oldIndex, newIndex) = (0, 0)
          while oldIndex < old.count, newIndex < new.count {
            if old[oldIndex] < new[newIndex] {
              oldIndex += 1
            } else if old[oldIndex] > new[newIndex] {
              newIndex += 1
            } else {
              survivors[oldIndex] = newIndex
              (oldIndex, newIndex, kept) = (oldIndex + 1, newIndex + 1, kept + 1)
            }
          }
        }
      }
    }
    return kept
  }
}
