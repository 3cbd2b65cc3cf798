/// The `[T]` of a typed section, and after a reordering the order its items are in.
///
/// A sort does not move the items: it keeps `order`, the index in `items` of the item at each
/// position, as C keeps a row order beside its rows. Moving a million rows of 176 bytes into
/// their places cost twice the sort itself (a cache miss a row, one after another); a second sort
/// composes the orders. Reads, replacements and inserts (an append) go through the order; the
/// first removal puts the items in their order once. A typed filter's order lists only the
/// shown items (the hidden ones stay in `items`, listed by the filter): the first insert or
/// removal then keeps only the shown ones. Items appended to a full, large `items` go to `tail`.
@usableFromInline
package final class TypedItems<T>: TypedItemStore {
  // Unchecked: read on every bind; the dynamic exclusivity check cost more than the read.
  @exclusivity(unchecked) @usableFromInline package var items: [T]
  /// `order[position]` is the index in `items` of the item at `position`; `nil` for the identity.
  /// Every index at most once; fewer than `items` under a typed filter.
  @exclusivity(unchecked) @usableFromInline package var order: [Int]?
  /// Items appended once `items` was full and long: stored index `items.count + k` is
  /// `tail[k]`. Swift grows an array by moving it to a new buffer (a million 320-byte rows:
  /// a third of the time of adding 10,000 rows to a sorted table), where C's `realloc` of a
  /// large block moves no bytes. Joined to `items` when as long as it, and by a removal or a
  /// typed filter (``joinTail()``).
  @exclusivity(unchecked) @usableFromInline package var tail: [T] = []
  /// The shortest `items` whose growth goes to `tail` instead.
  static var tailFrom: Int { 4_096 }

  @inlinable init(_ items: [T], order: [Int]? = nil, tail: [T] = []) {
    self.items = items
    self.order = order
    self.tail = tail
  }

  @usableFromInline package var elementType: Any.Type { T.self }
  /// The element at `index`, `nil` past the end. Inlinable: read from another module, `items`
  /// would be checked for exclusivity there (two runtime calls a bind).
  @inlinable @inline(__always) package func element(at index: Int) -> T? {
    let stored: Int
    if let order {
      guard index < order.count else { return nil }
      stored = order[index]
    } else {
      stored = index
    }
    if stored < items.count { return items[stored] }
    return stored - items.count < tail.count ? tail[stored - items.count] : nil
  }
  /// The item at stored index `stored` (in `items`, then in `tail`).
  @inlinable package subscript(stored stored: Int) -> T {
    get { stored < items.count ? items[stored] : tail[stored - items.count] }
    set {
      if stored < items.count { items[stored] = newValue } else { tail[stored - items.count] = newValue }
    }
  }
  /// The items in their order.
  @inlinable package var orderedItems: [T] {
    guard let order else { return tail.isEmpty ? items : items + tail }
    return order.map { self[stored: $0] }
  }
  @usableFromInline package var count: Int { order?.count ?? items.count + tail.count }
  @usableFromInline package func item(at index: Int) -> Any { self[stored: stored(index)] }
  @usableFromInline package func item(ifPresentAt index: Int) -> Any? {
    index < count ? self[stored: stored(index)] : nil
  }
  @usableFromInline package var anyItems: [Any] {
    guard let order else { return items.map { $0 as Any } + tail.map { $0 as Any } }
    return order.map { self[stored: $0] as Any }
  }
  @usableFromInline package func copy() -> any TypedItemStore { TypedItems(items, order: order, tail: tail) }
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
    let end = items.count + tail.count
    if let order, order.count != end { putInOrder() }
    if order == nil, index != end {
      joinTail()
      items.insert(item, at: index)
      return true
    }
    // Stored last, whatever its position (the order says where it is shown).
    if !tail.isEmpty || (items.count == items.capacity && items.count >= Self.tailFrom) {
      tail.append(item)
      if tail.count >= items.count { joinTail() }
    } else {
      items.append(item)
    }
    order?.insert(end, at: index)
    return true
  }

  /// Puts the tail's items at the end of `items` (one move of the array to a larger buffer).
  @usableFromInline package func joinTail() {
    guard !tail.isEmpty else { return }
    items.append(contentsOf: tail)
    tail = []
  }

  @usableFromInline package func replace(at index: Int, with item: Any) -> Bool {
    guard let item = item as? T else { return false }
    self[stored: stored(index)] = item
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
    joinTail()
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

  @usableFromInline package func withItemBytes<R>(_ body: (StoredItemBytes, [Int]?) -> R) -> R {
    items.withUnsafeBytes { head in
      tail.withUnsafeBytes { tail in
        body(StoredItemBytes(head: head, tail: tail, headCount: items.count), order)
      }
    }
  }

  @usableFromInline package func permuted(_ order: [Int]) -> any TypedItemStore {
    TypedItems(items, order: composed(with: order), tail: tail)  // the arrays are shared until written
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
