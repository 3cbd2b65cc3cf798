/// A sort key with an order-preserving 64-bit image: `a < b` exactly when
/// `a.sortBits < b.sortBits`. Keys like this are sorted by their bits in a few linear passes
/// (a stable radix sort) instead of by comparisons: a million `Int` keys in a few milliseconds
/// where a merge sort takes twenty million comparisons.
@usableFromInline
package protocol IntegerSortKey: Comparable {
  var sortBits: UInt64 { get }
}

extension Int: IntegerSortKey {
  /// The sign bit flipped: negative numbers below positive ones, each in order.
  @inlinable package var sortBits: UInt64 { UInt64(bitPattern: Int64(self)) ^ (1 << 63) }
}
