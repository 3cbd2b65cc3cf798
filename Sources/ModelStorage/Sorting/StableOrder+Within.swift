extension StableOrder {
  /// Positions sorted by `keys` (one per item, in storage order) among items already put in
  /// `order` (`order[new]` = storage index): the composed order, ties kept as `order` has them.
  /// How a sort of several keys is built, least significant key first, without moving items.
  @inlinable
  package static func positions<Key: Comparable>(sortedBy keys: [Key], within order: [Int]?, ascending: Bool) -> [Int] {
    guard let order else { return positions(sortedBy: keys, ascending: ascending) }
    var permuted = [Key]()
    permuted.reserveCapacity(order.count)
    for index in order { permuted.append(keys[index]) }
    let sorted = positions(sortedBy: permuted, ascending: ascending)
    var result = [Int]()
    result.reserveCapacity(sorted.count)
    for position in sorted { result.append(order[position]) }
    return result
  }
}
