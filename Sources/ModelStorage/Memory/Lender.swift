/// Lends values stored in memory to a closure without copying them.
///
/// Passing `pointer.pointee` to a closure copies the value: a retain and a release of every
/// reference it holds (for a filter over a million rows' titles, two atomic operations on a
/// million strings' storage). The lender instead moves the value's bits out (a plain load: the
/// memory is not written), calls the closure with them, and parks them in its own slot, which
/// is never destroyed. The memory keeps the value's only ownership, as if it had been borrowed.
///
/// A closure that keeps the value (stores or returns it) copies it as usual. A value that
/// cannot be moved bit for bit (it holds a `weak` reference) is copied for the call.
@usableFromInline
package struct Lender<Value>: ~Copyable {
  @usableFromInline let parking: UnsafeMutablePointer<Value>

  @inlinable
  package init() {
    parking = .allocate(capacity: 1)
  }

  deinit {
    parking.deallocate()  // not deinitialized: what is parked belongs to the memory it came from
  }

  /// `body` called with the value at `pointer`, which must stay initialized during the call.
  @inlinable @inline(__always)
  package func lend<Result>(_ pointer: UnsafePointer<Value>, to body: (Value) -> Result) -> Result {
    // Moving a value that is not bitwise-takable (one holding a `weak` reference) runs code
    // that clears the source: such a value is copied instead. A constant once specialized.
    guard _isBitwiseTakable(Value.self) else { return body(pointer.pointee) }
    let lent = UnsafeMutablePointer(mutating: pointer).move()
    let result = body(lent)
    parking.initialize(to: consume lent)
    return result
  }

  /// Whether `isIncluded` accepts the `Value` at byte `offset` of each of the `count` items
  /// `stride` bytes apart in `bytes`, each lent in place.
  @inlinable
  package static func verdicts(
    _ bytes: UnsafeRawBufferPointer, stride: Int, offset: Int, count: Int, _ isIncluded: (Value) -> Bool
  ) -> [Bool] {
    guard let base = bytes.baseAddress, count > 0 else { return [] }
    let lender = Lender()
    return [Bool](unsafeUninitializedCapacity: count) { verdicts, filled in
      for index in 0..<count {
        verdicts[index] = lender.lend(
          (base + index * stride + offset).assumingMemoryBound(to: Value.self), to: isIncluded)
      }
      filled = count
    }
  }

  /// Whether `isIncluded` accepts the `Value` at byte `offset` of the items at `indices` (items
  /// `stride` bytes apart in `bytes`), each lent in place.
  @inlinable
  package static func allAccept(
    _ bytes: UnsafeRawBufferPointer, stride: Int, offset: Int, at indices: some Sequence<Int>,
    _ isIncluded: (Value) -> Bool
  ) -> Bool {
    guard let base = bytes.baseAddress else { return true }  // no items
    let lender = Lender()
    return indices.allSatisfy {
      lender.lend((base + $0 * stride + offset).assumingMemoryBound(to: Value.self), to: isIncluded)
    }
  }
}
