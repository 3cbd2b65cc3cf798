extension Diff {
  /// The fewest moves that describe a permutation: `order[new]` is the old index of the element
  /// now at `new`. Runs of consecutive old indices form blocks; the heaviest increasing chain of
  /// blocks (the longest increasing subsequence, which never splits a block) stays, every other
  /// element is a move. Sorted by target; empty for the identity. O(n + b log b), b blocks.
  package static func moves(ofPermutation order: [Int]) -> [DiffResult.Move] {
    var blockStart = [Int](), blockLength = [Int]()
    for (index, old) in order.enumerated() {
      if index > 0, old == order[index - 1] + 1 {
        blockLength[blockLength.count - 1] += 1
      } else {
        blockStart.append(index)
        blockLength.append(1)
      }
    }
    // One block is the identity (a permutation of 0..<n in one increasing run).
    guard blockStart.count > 1 else { return [] }
    let stays = heaviestIncreasingChain(blockStart.map { order[$0] }, weights: blockLength)
    var moves = [DiffResult.Move]()
    for block in blockStart.indices where !stays[block] {
      for index in blockStart[block]..<blockStart[block] + blockLength[block] {
        moves.append(DiffResult.Move(from: order[index], to: index))
      }
    }
    return moves
  }

  /// How many runs of consecutive old indices `order` has (1 for the identity). O(n).
  static func blockCount(ofPermutation order: [Int]) -> Int {
    guard !order.isEmpty else { return 0 }
    var blocks = 1
    order.withUnsafeBufferPointer { order in
      for index in 1..<order.count where order[index] != order[index - 1] + 1 { blocks += 1 }
    }
    return blocks
  }

  /// The 1-based rank of each key in increasing order (equal keys as the sort leaves them). Distinct
  /// keys no larger than a few times their count (old indices, as a permutation's blocks have)
  /// are ranked by counting, in O(n); others by a sort, O(n log n) (a fifth of the fewest-moves
  /// search of a shuffled million).
  @usableFromInline
  static func ranks(of keys: [Int]) -> [Int] {
    let count = keys.count
    if let low = keys.min(), let high = keys.max(), low >= 0, high < 4 * count + 64 {
      var holder = [Int](repeating: -1, count: high + 1)
      var distinct = true
      for (index, key) in keys.enumerated() {
        if holder[key] >= 0 {
          distinct = false
          break
        }
        holder[key] = index
      }
      if distinct {
        var rank = [Int](repeating: 0, count: count), next = 1
        for index in holder where index >= 0 {
          rank[index] = next
          next += 1
        }
        return rank
      }
    }
    var rank = [Int](repeating: 0, count: count)
    for (position, index) in keys.indices.sorted(by: { keys[$0] < keys[$1] }).enumerated() {
      rank[index] = position + 1
    }
    return rank
  }
}
