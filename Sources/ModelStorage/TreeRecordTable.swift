/// The records of a ``TreeStorage``, by identity: a slot number per identity in a small table,
/// the records themselves in one array. A level of 10,000 children then appends its records in
/// order; in a `[ID: Record]` each landed at a random place of a table of ~80-byte values, and
/// reading it back missed the cache (a third of the time of loading the level).
struct TreeRecordTable<ID: Hashable & Sendable> {
  typealias Record = TreeStorage<ID>.Record

  private var slots: [ID: Int] = [:]
  /// `nil`: a free slot (listed in `free`).
  private var records: [Record?] = []
  private var free: [Int] = []

  var count: Int { slots.count }

  /// Room for `count` more records.
  mutating func reserveCapacity(_ count: Int) {
    slots.reserveCapacity(slots.count + count)
    records.reserveCapacity(records.count + max(0, count - free.count))
  }

  subscript(id: ID) -> Record? {
    get { slots[id].flatMap { records[$0] } }
    set {
      if let newValue {
        if let slot = slots[id] { records[slot] = newValue } else { _ = slot(for: id) { newValue } }
      } else if let slot = slots.removeValue(forKey: id) {
        records[slot] = nil
        free.append(slot)
      }
    }
  }

  /// The record in `slot` (one `slot(for:orInsert:)` returned).
  subscript(slot slot: Int) -> Record {
    get { records[slot]! }
    _modify { yield &records[slot]! }
  }

  /// The slot of `id`, its record made by `fresh` when `id` had none (`inserted`). One hash.
  mutating func slot(for id: ID, orInsert fresh: () -> Record) -> (slot: Int, inserted: Bool) {
    let next = free.last ?? records.count
    let slot = Self.read(&slots[id, default: next])
    // An identity already stored sits in an occupied slot, never in `next`.
    guard slot == next, next == records.count || records[next] == nil else { return (slot, false) }
    if next == records.count {
      records.append(fresh())
    } else {
      records[next] = fresh()
      free.removeLast()
    }
    return (slot, true)
  }

  private static func read(_ value: inout Int) -> Int { value }

  mutating func removeValue(forKey id: ID) -> Record? {
    let record = self[id]
    if record != nil { self[id] = nil }
    return record
  }
}
