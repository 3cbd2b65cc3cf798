/// Where a stored field lies in each item of a typed section: the items' type, their stride
/// and the field's byte offset (`MemoryLayout<T>.offset(of:)` of a struct's stored property).
/// Lets a sort read a million keys in place instead of copying each item.
@usableFromInline
package struct FieldLayout: Sendable {
  @usableFromInline package let type: Any.Type
  @usableFromInline package let stride: Int
  @usableFromInline package let offset: Int

  package init(type: Any.Type, stride: Int, offset: Int) {
    self.type = type
    self.stride = stride
    self.offset = offset
  }
}
