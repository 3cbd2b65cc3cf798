extension Diff {
  /// Which items form the increasing (by `keys`) subsequence of largest total weight.
  /// O(b log b): Fenwick tree of prefix maxima over key ranks.
  @inlinable
  static func heaviestIncreasingChain(_ keys: [Int], weights: [Int]) -> [Bool] {
    let count = keys.count
    guard count > 1 else { return [Bool](repeating: true, count: count) }
    let rank = ranks(of: keys)
    var treeBest = [Int](repeating: 0, count: count + 1), treeItem = [Int](repeating: -1, count: count + 1)
    var previous = [Int](repeating: -1, count: count)
    var bestTotal = 0, bestLast = -1
    for index in 0..<count {
      // Best chain ending at a smaller key.
      var position = rank[index] - 1, best = 0, bestItem = -1
      while position > 0 {
        if treeBest[position] > best { best = treeBest[position]; bestItem = treeItem[position] }
        position -= position & -position
      }
      let total = best + weights[index]
      previous[index] = bestItem
      if total > bestTotal { bestTotal = total; bestLast = index }
      position = rank[index]
      while position <= count {
        if total > treeBest[position] { treeBest[position] = total; treeItem[position] = index }
        position += position & -position
      }
    }
    var stays = [Bool](repeating: false, count: count)
    var item = bestLast
    while item >= 0 { stays[item] = true; item = previous[item] }
    return stays
  }
}
