/// A stable sort of positions, written here so its stability is a guarantee: the standard
/// library's `sort` is stable in practice but does not document it.
///
/// A bottom-up merge sort: insertion-sorted runs of 16, then merges that take from the right run
/// only when strictly smaller, and skip runs already in order (an already-sorted list costs
/// about `n` comparisons). One comparator call a comparison, about `n log2 n` for random input;
/// never out of bounds, even with a comparator that is not a strict weak order.
@usableFromInline
package enum StableOrder {
  /// Positions `0..<count` sorted by `areInIncreasingOrder`; equal elements keep position order.
  @inlinable
  package static func positions(count: Int, by areInIncreasingOrder: (Int, Int) -> Bool) -> [Int] {
    var order = Array(0..<count)
    sort(&order, by: areInIncreasingOrder)
    return order
  }

  /// Positions of `keys` sorted by key, increasing or decreasing; equal keys keep position order.
  /// Sorts (key, position) pairs: each comparison reads the pairs in memory order, where sorting
  /// positions by `keys[position]` jumps through the keys (a cache miss a comparison for a
  /// million keys).
  /// Keys with an order-preserving integer image (``IntegerSortKey``) take a radix sort.
  @inlinable
  package static func positions<Key: Comparable>(sortedBy keys: [Key], ascending: Bool) -> [Int] {
    if let integers = Key.self as? any IntegerSortKey.Type {
      return radixPositions(keys, as: integers, ascending: ascending)
    }
    var pairs = [(key: Key, position: Int)]()
    pairs.reserveCapacity(keys.count)
    for (position, key) in keys.enumerated() { pairs.append((key, position)) }
    if ascending {
      sort(&pairs) { $0.key < $1.key }
    } else {
      sort(&pairs) { $1.key < $0.key }
    }
    var order = [Int]()
    order.reserveCapacity(pairs.count)
    for pair in pairs { order.append(pair.position) }
    return order
  }

  /// ``positions(sortedByBits:ascending:)`` of keys whose type, `Key`, is `Integer`.
  @inlinable
  static func radixPositions<Key, Integer: IntegerSortKey>(_ keys: [Key], as _: Integer.Type, ascending: Bool) -> [Int]
  {
    let integers = unsafeBitCast(keys, to: [Integer].self)  // the same type, known only now
    let bits = [UInt64](unsafeUninitializedCapacity: integers.count) { bits, initialized in
      integers.withUnsafeBufferPointer { integers in
        for index in integers.indices { bits[index] = integers[index].sortBits }
      }
      initialized = integers.count
    }
    return positions(sortedByBits: bits, ascending: ascending)
  }

  /// Sorts `elements` in place by `areInIncreasingOrder`; equal elements keep their order.
  @inlinable
  static func sort<Element>(_ elements: inout [Element], by areInIncreasingOrder: (Element, Element) -> Bool) {
    let count = elements.count
    guard count > 1 else { return }
    var scratch = elements
    let run = 16
    elements.withUnsafeMutableBufferPointer { elements in
      scratch.withUnsafeMutableBufferPointer { scratch in
        for start in stride(from: 0, to: count, by: run) {
          let end = min(start + run, count)
          for index in start + 1..<end {
            let element = elements[index]
            var hole = index
            while hole > start, areInIncreasingOrder(element, elements[hole - 1]) {
              elements[hole] = elements[hole - 1]
              hole -= 1
            }
            elements[hole] = element
          }
        }
        var source = elements, target = scratch
        var width = run
        while width < count {
          for low in stride(from: 0, to: count, by: 2 * width) {
            let middle = min(low + width, count), high = min(low + 2 * width, count)
            merge(source, low, middle, high, into: target, by: areInIncreasingOrder)
          }
          swap(&source, &target)
          width *= 2
        }
        if source.baseAddress != elements.baseAddress {
          for index in 0..<count { elements[index] = source[index] }
        }
      }
    }
  }

  /// Merges the sorted runs `low..<middle` and `middle..<high` of `source` into `target`.
  @inlinable
  static func merge<Element>(
    _ source: UnsafeMutableBufferPointer<Element>, _ low: Int, _ middle: Int, _ high: Int,
    into target: UnsafeMutableBufferPointer<Element>, by areInIncreasingOrder: (Element, Element) -> Bool
  ) {
    var left = low, right = middle, next = low
    // Already in order (or one run empty): a copy.
    if middle < high, areInIncreasingOrder(source[middle], source[middle - 1]) {
      while left < middle, right < high {
        if areInIncreasingOrder(source[right], source[left]) {
          target[next] = source[right]
          right += 1
        } else {
          target[next] = source[left]
          left += 1
        }
        next += 1
      }
    }
    while left < middle {
      target[next] = source[left]
      left += 1
      next += 1
    }
    while right < high {
      target[next] = source[right]
      right += 1
      next += 1
    }
  }
}
