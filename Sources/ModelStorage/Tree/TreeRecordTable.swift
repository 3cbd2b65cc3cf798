/// The records of a ``TreeStorage``, by identity: a slot number per identity in a small table,
/// the records themselves in one array. A level of 10,000 children then appends its records in
/// order; in a `[ID: Record]` each landed at a random place of a table of ~80-byte values, and
/// reading it back missed the cache (a third of the time of loading the level).
///
/// Each stored node also has a *key*: its slot and how many times the slot was freed before, so
/// a key is stable while its node is stored and never names another node. A view's items carry
/// keys (a tree of GTK items): finding a node by key is an array read, not a hash.
struct TreeRecordTable<ID: Hashable & Sendable> {
  typealias Record = TreeStorage<ID>.Record

  private var slots: [ID: Int] = [:]
  /// `nil`: a free slot (listed in `free`).
  private var records: [Record?] = []
  /// How many times each slot was freed (the keys' upper half).
  private var reuses: [UInt32] = []
  private var free: [Int] = []

  var count: Int { slots.count }

  /// Room for `count` more records.
  mutating func reserveCapacity(_ count: Int) {
    slots.reserveCapacity(slots.count + count)
    let appended = records.count + max(0, count - free.count)
    records.reserveCapacity(appended)
    reuses.reserveCapacity(appended)
  }

  subscript(id: ID) -> Record? {
    // Read in place: a copy of the record (its model and children) per lookup cost more than
    // the lookup.
    _read {
      if let slot = slots[id] { yield records[slot] } else { yield nil }
    }
    set {
      if let newValue {
        if let slot = slots[id] { records[slot] = newValue } else { _ = slot(for: id) { newValue } }
      } else if let slot = slots.removeValue(forKey: id) {
        records[slot] = nil
        // 31 bits: a key never sets bit 63, which marks a loading row's key (see `TreeStorage`).
        reuses[slot] = (reuses[slot] &+ 1) & 0x7FFF_FFFF
        free.append(slot)
      }
    }
  }

  /// The record in `slot` (one `slot(for:orInsert:)` returned).
  subscript(slot slot: Int) -> Record {
    _read { yield records[slot]! }
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
      reuses.append(0)
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

  /// Where `id` sits (its index and parent), read without copying its record.
  func location(of id: ID) -> (index: Int, parent: ID?)? {
    guard let slot = slots[id], let index = records[slot]?.index else { return nil }
    return (index, records[slot]?.parent)
  }

  /// The key of the node in `slot`.
  func key(ofSlot slot: Int) -> UInt { UInt(reuses[slot]) << 32 | UInt(slot + 1) }

  /// The key of `id`, `nil` when it is not stored.
  func key(of id: ID) -> UInt? { slots[id].map(key(ofSlot:)) }

  /// The slot a key names, `nil` when its node left (or the key was never made).
  func slot(ofKey key: UInt) -> Int? {
    let slot = Int(truncatingIfNeeded: key & 0xFFFF_FFFF) - 1
    guard slot >= 0, slot < records.count, reuses[slot] == UInt32(truncatingIfNeeded: key >> 32), records[slot] != nil
    else { return nil }
    return slot
  }

  /// The identity in `slot` (one `slot(ofKey:)` returned).
  func id(inSlot slot: Int) -> ID { records[slot]!.id }
}
