extension StableOrder {
  /// Positions of `keys` in increasing (or decreasing) order of their bits, equal bits in
  /// position order: a least-significant-digit radix sort, 11 bits a pass, over only the bits
  /// in which the keys differ (keys within 100,000 of each other: two passes). Stable, O(n) a
  /// pass.
  @usableFromInline
  static func positions(sortedByBits bits: [UInt64], ascending: Bool) -> [Int] {
    let count = bits.count
    guard count > 1, let low = bits.min(), let high = bits.max(), low != high else { return Array(0..<count) }
    let span = high - low, width = UInt64.bitWidth - span.leadingZeroBitCount
    let positionBits = UInt64.bitWidth - UInt64(count - 1).leadingZeroBitCount
    // Relative to the smallest key, and inverted for a decreasing order: still stable.
    // (A local function, inlined: the packed loop below makes no call.)
    @inline(__always) func relative(_ key: UInt64) -> UInt64 { ascending ? key &- low : span &- (key &- low) }
    guard width + positionBits <= UInt64.bitWidth else { return wide(bits.map(relative), width: width) }
    // Each key carries its position in the bits below it, so a pass moves one word (and equal
    // keys stay in position order without a second array).
    var words = [UInt64](unsafeUninitializedCapacity: count) { words, initialized in
      bits.withUnsafeBufferPointer { bits in
        for index in 0..<count {
          words[index] = relative(bits[index]) << UInt64(positionBits) | UInt64(index)
        }
      }
      initialized = count
    }
    var spare = [UInt64](repeating: 0, count: count)
    for shift in stride(from: positionBits, to: positionBits + width, by: digitBits) {
      words.withUnsafeMutableBufferPointer { words in
        spare.withUnsafeMutableBufferPointer { spare in
          scatter(words, into: spare, digit: { Int(truncatingIfNeeded: $0 &>> UInt64(shift)) & (buckets &- 1) })
        }
      }
      swap(&words, &spare)
    }
    let positionMask = (UInt64(1) << UInt64(positionBits)) - 1
    return words.map { Int(truncatingIfNeeded: $0 & positionMask) }
  }

  /// Bits of the key a pass sorts by: 2,048 counters fit the first-level cache.
  private static var digitBits: Int { 11 }
  private static var buckets: Int { 1 << digitBits }

  /// One counting pass: `source` into `target` ordered by `digit` (below ``buckets``), stable.
  /// Inlined, so the digit is no call; wrapping arithmetic, as the counts cannot overflow.
  @inline(__always)
  private static func scatter<Element>(
    _ source: UnsafeMutableBufferPointer<Element>, into target: UnsafeMutableBufferPointer<Element>,
    digit: (Element) -> Int
  ) {
    var counts = [Int](repeating: 0, count: buckets)
    counts.withUnsafeMutableBufferPointer { counts in
      for element in source { counts[digit(element)] &+= 1 }
      var start = 0
      for index in counts.indices {
        let size = counts[index]
        counts[index] = start
        start &+= size
      }
      for element in source {
        let bucket = digit(element)
        target[counts[bucket]] = element
        counts[bucket] &+= 1
      }
    }
  }

  /// The sort of keys too wide to share a word with their positions: key and position move as
  /// a pair.
  private static func wide(_ values: [UInt64], width: Int) -> [Int] {
    var pairs = values.enumerated().map { (value: $0.element, position: $0.offset) }
    var spare = pairs
    for shift in stride(from: 0, to: width, by: digitBits) {
      pairs.withUnsafeMutableBufferPointer { pairs in
        spare.withUnsafeMutableBufferPointer { spare in
          scatter(pairs, into: spare, digit: { Int(truncatingIfNeeded: $0.value &>> UInt64(shift)) & (buckets &- 1) })
        }
      }
      swap(&pairs, &spare)
    }
    return pairs.map(\.position)
  }
}
