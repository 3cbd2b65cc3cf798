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
}
