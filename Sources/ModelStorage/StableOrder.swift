/// A stable sort of positions, written here so its stability is a guarantee: the standard
/// library's `sort` is stable in practice but does not document it.
///
/// A bottom-up merge sort over `Int` positions: insertion-sorted runs of 16, then merges that take
/// from the right run only when strictly smaller, and skip runs already in order (an
/// already-sorted list costs about `n` comparisons). One comparator call a comparison, about
/// `n log2 n` for random input; never out of bounds, even with a comparator that is not a strict
/// weak order.
@usableFromInline
package enum StableOrder {
  /// Positions `0..<count` sorted by `areInIncreasingOrder`; equal elements keep position order.
  @inlinable
  package static func positions(count: Int, by areInIncreasingOrder: (Int, Int) -> Bool) -> [Int] {
    var order = Array(0..<count)
    guard count > 1 else { return order }
    var scratch = [Int](repeating: 0, count: count)
    let run = 16
    order.withUnsafeMutableBufferPointer { order in
      scratch.withUnsafeMutableBufferPointer { scratch in
        for start in stride(from: 0, to: count, by: run) {
          let end = min(start + run, count)
          for index in start + 1..<end {
            let element = order[index]
            var hole = index
            while hole > start, areInIncreasingOrder(element, order[hole - 1]) {
              order[hole] = order[hole - 1]
              hole -= 1
            }
            order[hole] = element
          }
        }
        var source = order, target = scratch
        var width = run
        while width < count {
          for low in stride(from: 0, to: count, by: 2 * width) {
            let middle = min(low + width, count), high = min(low + 2 * width, count)
            merge(source, low, middle, high, into: target, by: areInIncreasingOrder)
          }
          swap(&source, &target)
          width *= 2
        }
        if source.baseAddress != order.baseAddress {
          for index in 0..<count { order[index] = source[index] }
        }
      }
    }
    return order
  }

  /// Merges the sorted runs `low..<middle` and `middle..<high` of `source` into `target`.
  @inlinable
  static func merge(
    _ source: UnsafeMutableBufferPointer<Int>, _ low: Int, _ middle: Int, _ high: Int,
    into target: UnsafeMutableBufferPointer<Int>, by areInIncreasingOrder: (Int, Int) -> Bool
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
