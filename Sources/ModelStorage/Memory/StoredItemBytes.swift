/// The bytes of a typed section's elements as stored, for reading a field of each in place: the
/// section's array, then the elements appended apart from it (`TypedItems.tail`).
@usableFromInline
package struct StoredItemBytes {
  @usableFromInline package let head: UnsafeRawBufferPointer
  @usableFromInline let tail: UnsafeRawBufferPointer
  /// Elements in `head`: stored index `headCount + k` is element `k` of `tail`.
  @usableFromInline let headCount: Int

  init(head: UnsafeRawBufferPointer, tail: UnsafeRawBufferPointer, headCount: Int) {
    self.head = head
    self.tail = tail
    self.headCount = headCount
  }

  /// The `Field` at `offset` in the element at stored index `stored`, elements `stride` apart.
  @inlinable @inline(__always)
  package func load<Field>(_ stored: Int, stride: Int, offset: Int, as _: Field.Type) -> Field {
    if stored < headCount { return head.load(fromByteOffset: stored * stride + offset, as: Field.self) }
    return tail.load(fromByteOffset: (stored - headCount) * stride + offset, as: Field.self)
  }
}
