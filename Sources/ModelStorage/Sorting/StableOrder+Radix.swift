extension StableOrder {
  /// Positions of `keys` in increasing (or decreasing) order of their bits, equal bits in
  /// position order: a least-significant-digit radix sort, 11 bits a pass, over only the bits
  /// in which the keys differ (keys within 100,000 of each other: two passes). Stable, O(n) a
  /// pass.
  @usableFromInline
  static func positions(sortedByBits bits: [UInt64], ascending: Bool) -> [Int] {
    let count = bits.count
    guard count > 1, let low = bits.min(), let high = bits.max(), low != high else { return Array(0..<count) }
    let digitBits = 11, buckets = 1 << digitBits
    let span = high - low, width = UInt64.bitWidth - span.leadingZeroBitCount
    // Relative to the smallest key, and inverted for a decreasing order: still stable.
    var values = bits.map { ascending ? $0 - low : span - ($0 - low) }
    var order = Array(0..<count)
    var nextValues = [UInt64](repeating: 0, count: count), nextOrder = [Int](repeating: 0, count: count)
    var counts = [Int](repeating: 0, count: buckets)
    for shift in stride(from: 0, to: width, by: digitBits) {
      let mask = UInt64(buckets - 1)
      counts.withUnsafeMutableBufferPointer { counts in
        for index in 0..<buckets { counts[index] = 0 }
        for value in values { counts[Int((value >> UInt64(shift)) & mask)] += 1 }
        var start = 0
        for index in 0..<buckets {
          let size = counts[index]
          counts[index] = start
          start += size
        }
        for index in 0..<count {
          let value = values[index], digit = Int((value >> UInt64(shift)) & mask)
          let place = counts[digit]
          counts[digit] = place + 1
          nextValues[place] = value
          nextOrder[place] = order[index]
        }
      }
      swap(&values, &nextValues)
      swap(&order, &nextOrder)
    }
    return order
  }
}
