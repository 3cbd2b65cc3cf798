extension Diff {
  /// The pair arrays of step 4 (`newToOld[new - newBase]` is the old index or -1,
  /// `oldMatched[old - oldBase]` whether it pairs), holding the lock-step `runs`.
  @inlinable
  static func pairArrays(
    _ runs: [(old: Int, new: Int, count: Int)], oldRange: Range<Int>, newRange: Range<Int>
  ) -> (newToOld: [Int], oldMatched: [Bool]) {
    var newToOld = [Int](repeating: -1, count: newRange.count)
    var oldMatched = [Bool](repeating: false, count: oldRange.count)
    let oldBase = oldRange.lowerBound, newBase = newRange.lowerBound
    for run in runs {
      for offset in 0..<run.count {
        newToOld[run.new - newBase + offset] = run.old + offset
        oldMatched[run.old - oldBase + offset] = true
      }
    }
    return (newToOld, oldMatched)
  }
}
