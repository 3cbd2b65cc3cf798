/// The indices of one side that lock-step did not pair: those it skipped while re-synchronising,
/// then everything after where it stopped. Kept apart, never joined: at a million elements a
/// joined array costs more than the hashing that follows.
@usableFromInline
struct DiffLeftovers {
  @usableFromInline let skipped: [Int]
  @usableFromInline let rest: Range<Int>

  @inlinable init(skipped: [Int], rest: Range<Int>) {
    self.skipped = skipped
    self.rest = rest
  }

  @inlinable var count: Int { skipped.count + rest.count }
  @inlinable var isEmpty: Bool { skipped.isEmpty && rest.isEmpty }

  /// The index at `position` in order (skipped ones first, then the rest).
  @inlinable subscript(position: Int) -> Int {
    position < skipped.count ? skipped[position] : rest.lowerBound + position - skipped.count
  }

  /// Visits the indices in order while `body` returns `true`.
  @inlinable func forEach(_ body: (Int) -> Bool) {
    for index in skipped where !body(index) { return }
    for index in rest where !body(index) { return }
  }

  /// Visits every index in order, the consecutive rest four per step (the sieve's passes
  /// otherwise spend a fifth of their instructions on the loop itself).
  @inlinable @inline(__always)
  func forEachUnrolled(_ body: (Int) -> Void) {
    for index in skipped { body(index) }
    var index = rest.lowerBound
    while rest.upperBound &- index >= 4 {
      body(index)
      body(index &+ 1)
      body(index &+ 2)
      body(index &+ 3)
      index &+= 4
    }
    while index < rest.upperBound {
      body(index)
      index &+= 1
    }
  }

  /// Visits every index, last first.
  @inlinable func forEachReversed(_ body: (Int) -> Void) {
    for index in rest.reversed() { body(index) }
    for index in skipped.reversed() { body(index) }
  }
}
