/// The `[T]` of a typed section, and after a reordering the order its items are in.
///
/// A sort does not move the items: it keeps `order`, the index in `items` of the item at each
/// position, as C keeps a row order beside its rows. Moving a million rows of 176 bytes into
/// their places cost twice the sort itself (a cache miss a row, one after another); a second sort
/// composes the orders. Reads, replacements and inserts (an append) go through the order; the
/// first removal puts the items in their order once. A typed filter's order lists only the
/// shown items (the hidden ones stay in `items`, listed by the filter): the first insert or
/// removal then keeps only the shown ones.
@usableFromInline
package final class TypedItems<T>: TypedItemStore {
  // Unchecked: read on every bind; the dynamic exclusivity check cost more than the read.
  @exclusivity(unchecked) @usableFromInline package var items: [T]
  /// `order[position]` is the index in `items` of the item at `position`; `nil` for the identity.
  /// Every index at most once; fewer than `items` under a typed filter.
  @exclusivity(unchecked) @usableFromInline package var order: [Int]?

  @inlinable init(_ items: [T], order: [Int]? = nil) {
    self.items = items
    self.order = order
  }

  @usableFromInline package var elementType: Any.Type { T.self }
  /// The element at `index`, `nil` past the end. Inlinable: read from another module, `items`
  /// would be checked for exclusivity there (two runtime calls a bind).
  @inlinable @inline(__always) package func element(at index: Int) -> T? {
    guard let order else { return index < items.count ? items[index] : nil }
    return index < order.count ? items[order[index]] : nil
  }
  /// The items in their order.
  @inlinable package var orderedItems: [T] {
    guard let order else { return items }
    return order.map { items[$0] }
  }
  @usableFromInline package var count: Int { order?.count ?? items.count }
  @usableFromInline package func item(at index: Int) -> Any { items[stored(index)] }
  @usableFromInline package func item(ifPresentAt index: Int) -> Any? {
    index < count ? items[stored(index)] : nil
  }
  @usableFromInline package var anyItems: [Any] {
    guard let order else { return items.map { $0 as Any } }
    return order.map { items[$0] as Any }
  }
  @usableFromInline package func copy() -> any TypedItemStore { TypedItems(items, order: order) }
  @usableFromInline package func storing(_ items: [Any]) -> (any TypedItemStore)? {
    var typed = [T]()
    typed.reserveCapacity(items.count)
    for item in items {
      guard let item = item as? T else { return nil }
      typed.append(item)
    }
    return TypedItems(typed)
  }

  private func stored(_ index: Int) -> Int { order?[index] ?? index }

  @usableFromInline package func insert(_ item: Any, at index: Int) -> Bool {
    guard let item = item as? T else { return false }
    // A filter's order (the shown items only): keep those, the array may be shared with the hidden.
    if let order, order.count != items.count { putInOrder() }
    if order != nil {
      items.append(item)
      order!.insert(items.count - 1, at: index)
    } else {
      items.insert(item, at: index)
    }
    return true
  }

  @usableFromInline package func replace(at index: Int, with item: Any) -> Bool {
    guard let item = item as? T else { return false }
    items[stored(index)] = item
    return true
  }

  @usableFromInline package func remove(at index: Int) -> Any {
    // Removing through the order would need each removed item's stored place named anew (a
    // search of the order per removal); the items are put in their order once instead.
    putInOrder()
    return items.remove(at: index)
  }

  /// Moves the items into their order and forgets it: each cycle of the permutation is followed,
  /// one item moved out and the others along it (moves, not copies: no retain per reference).
  private func putInOrder() {
    guard let order else { return }
    self.order = nil
    guard order.count == items.count else {
      items = order.map { items[$0] }
      return
    }
    var placed = [Bool](repeating: false, count: order.count)
    items.withUnsafeMutableBufferPointer { buffer in
      guard let base = buffer.baseAddress else { return }
      for start in order.indices where !placed[start] {
        placed[start] = true
        guard order[start] != start else { continue }
        let first = (base + start).move()
        var hole = start
        while order[hole] != start {
          (base + hole).moveInitialize(from: base + order[hole], count: 1)
          hole = order[hole]
          placed[hole] = true
        }
        (base + hole).initialize(to: first)
      }
    }
  }

  @usableFromInline package func withItemBytes<R>(_ body: (UnsafeRawBufferPointer, [Int]?) -> R) -> R {
    items.withUnsafeBytes { body($0, order) }
  }

  @usableFromInline package func permuted(_ order: [Int]) -> any TypedItemStore {
    TypedItems(items, order: composed(with: order))  // the items array is shared until written
  }

  @usableFromInline package func permuteInPlace(_ order: [Int]) { self.order = composed(with: order) }

  /// The order after putting the item at position `new[k]` at `k`.
  private func composed(with new: [Int]) -> [Int] {
    guard let order else { return new }
    var result = [Int]()
    result.reserveCapacity(new.count)
    order.withUnsafeBufferPointer { order in
      for position in new { result.append(order[position]) }
    }
    return result
  }
}
