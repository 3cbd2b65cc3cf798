extension Diff {
  /// The pair arrays of step 4 (`newToOld[new - newBase]` is the old index or -1,
  /// `oldMatched[old - oldBase]` whether it pairs), holding the lock-step `runs` (in order).
  /// Written through buffers, each element once: lock-step may pair a million elements.
  @inlinable
  static func pairArrays(
    _ runs: [(old: Int, new: Int, count: Int)], oldRange: Range<Int>, newRange: Range<Int>
  ) -> (newToOld: [Int], oldMatched: [Bool]) {
    let oldBase = oldRange.lowerBound, newBase = newRange.lowerBound
    let newToOld = [Int](unsafeUninitializedCapacity: newRange.count) { buffer, initialized in
      var position = 0
      for run in runs {
        let start = run.new - newBase
        buffer[position..<start].initialize(repeating: -1)
        for offset in 0..<run.count { buffer[start &+ offset] = run.old &+ offset }
        position = start + run.count
      }
      buffer[position...].initialize(repeating: -1)
      initialized = buffer.count
    }
    var oldMatched = [Bool](repeating: false, count: oldRange.count)
    oldMatched.withUnsafeMutableBufferPointer { matched in
      for run in runs {
        let start = run.old - oldBase
        matched[start..<start + run.count].update(repeating: true)
      }
    }
    return (newToOld, oldMatched)
  }
}
