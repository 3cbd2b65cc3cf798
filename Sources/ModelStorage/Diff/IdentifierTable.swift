import Synchronization

/// A flat open-addressing hash table of element indices, keyed by the elements' identifiers:
/// the diff's symbol table.
///
/// One `[Int]` of slots, linear probing, no per-entry allocation and no stored keys: a slot holds
/// an index (or a marked index) and the key is read back from the element when probing. Each
/// identifier is hashed once per lookup; `Int` identifiers skip `Hasher` (Fibonacci hashing
/// of the value spreads sequential ids), others use `hashValue`. Measured against `[ID: Int]`
/// at a million entries in the performance issue: the dictionary was most of the diff.
@usableFromInline
struct IdentifierTable {
  /// The value of a free slot.
  @usableFromInline static var empty: Int32 { .min }
  /// The most elements a table can index (``Diff`` does not hash longer lists).
  @usableFromInline static var maxIndex: Int { Int(Int32.max) }

  /// `empty`, an index, or an index marked with `~` (see ``Diff/matchByTable``). 32 bits: the
  /// table of a million-row diff is 8 MB and stays in the cache better than 16.
  @usableFromInline var slots: [Int32]
  @usableFromInline let shift: Int
  @usableFromInline let mask: Int

  /// A table for up to `capacity` entries, at most half full.
  @inlinable init(capacity: Int) {
    let wanted = max(16, capacity * 2)
    let bits = Int.bitWidth - (wanted - 1).leadingZeroBitCount
    slots = [Int32](repeating: Self.empty, count: 1 << bits)
    shift = Int.bitWidth - bits
    mask = (1 << bits) - 1
  }

  /// The hash of `id`; `Int` identifiers skip `Hasher` in the specialized code.
  @inlinable static func hash<ID: Hashable>(_ id: ID) -> Int {
    if ID.self == Int.self { return unsafeBitCast(id, to: Int.self) }
    return id.hashValue
  }

  /// Fibonacci hashing: the product mixes every bit of the hash into its high bits.
  @inlinable static func mixed(_ hash: Int) -> UInt { UInt(bitPattern: hash &* -7_046_029_254_386_353_131) }

  /// The first slot a lookup of `hash` probes (the high bits of the mixed hash).
  @inlinable func startSlot(_ hash: Int) -> Int { Int(truncatingIfNeeded: Self.mixed(hash) >> UInt(shift)) & mask }

  /// Reads the first slot of `hash` ahead of its lookup: a table of a million rows does not fit
  /// the cache, and loads issued a few keys ahead overlap their misses instead of queueing them.
  @inlinable func warm(_ hash: Int) -> Int32 { slots[startSlot(hash)] }

  /// Takes the sum of the warming loads, so the optimizer cannot drop them (not inlinable: the
  /// caller's module cannot see that the value is only stored).
  @usableFromInline static func keep(_ warmed: Int32) { lastWarmed.store(warmed, ordering: .relaxed) }
  private static let lastWarmed = Atomic<Int32>(0)

  /// How many keys ahead lookups are warmed.
  @usableFromInline static var lookahead: Int { 8 }

  /// The slot holding an entry for which `matches(entry)` is true, or the free slot where such
  /// an entry would go.
  @inlinable func find(hash: Int, matches: (Int) -> Bool) -> (slot: Int, found: Bool) {
    var slot = startSlot(hash)
    while true {
      let entry = slots[slot]
      if entry == Self.empty { return (slot, false) }
      if matches(Int(entry)) { return (slot, true) }
      slot = (slot + 1) & mask
    }
  }

  /// The entry in `slot`.
  @inlinable subscript(slot slot: Int) -> Int {
    get { Int(slots[slot]) }
    set { slots[slot] = Int32(truncatingIfNeeded: newValue) }
  }

  /// Visits every entry that is not free.
  @inlinable func forEachEntry(_ body: (Int) -> Bool) {
    for entry in slots where entry != Self.empty {
      if !body(Int(entry)) { return }
    }
  }
}
