extension Diff {
  /// Step 3 for large leftovers, before any table: drops the elements that cannot pair.
  ///
  /// When most identities change (a reload with new identifiers), pairing a million leftovers by
  /// table or partitions spends its time on elements that find nothing. Here each side is read
  /// against bit arrays instead (8 bits per new element, so a megabyte at a million, which
  /// the cache holds):
  /// 1. every new identifier sets its hash bit in `present`; a bit met twice may be a repeated
  ///    identifier, so it is also set in `wanted`;
  /// 2. an old element whose bit is not in `present` has no partner: it is dropped; the others
  ///    are kept and set their bit in `wanted`;
  /// 3. a new element is kept if its bit is in `wanted`: it may pair, or repeat. When nothing
  ///    is wanted (no old element kept, no bit met twice: new identities throughout), this pass
  ///    is skipped and nothing is kept, so the diff pairs nothing and allocates no pair arrays.
  ///
  /// Every pair and every repeated new copy survives, so the table over what is kept finds the
  /// pairs and duplicate count it would find over everything. A dropped element is an unpaired
  /// copy, opened in `tally` as the table would open it. Returns `nil` without passes 2 and 3
  /// when a sample of the old side shows that most of it may pair (a reorder): then the sieve
  /// would keep nearly everything and only add its passes.
  @inlinable
  static func sieve<Input: DiffInput>(
    _ input: Input, oldLeft: DiffLeftovers, newLeft: DiffLeftovers, tally: inout DuplicateTally<Input.ID>
  ) -> (old: DiffLeftovers, new: DiffLeftovers)? {
    let bitCount = min(32, Int.bitWidth - (8 * newLeft.count - 1).leadingZeroBitCount)
    let shift = UInt(UInt.bitWidth - bitCount)
    @inline(__always) func bit(_ id: Input.ID) -> Int {
      Int(truncatingIfNeeded: IdentifierTable.mixed(IdentifierTable.hash(id)) &>> shift)
    }
    let present = SieveBits(bitCount: bitCount)
    defer { present.deallocate() }
    // `Int` identifiers are hashed again in pass 3 (one multiply); others keep their bits here.
    let cheap = Input.ID.self == Int.self
    // Bits met twice, and the bits of kept old elements, are set in `wanted` after each pass:
    // in the loop, the optimizer prepared the mask of that rare write for every element.
    var repeatedBits = [Int]()
    var newBits = [UInt32]()
    if !cheap { newBits.reserveCapacity(newLeft.count) }
    newLeft.forEachUnrolled { index in
      let bit = bit(input.newID(index))
      if present.testAndSet(bit) { repeatedBits.append(bit) }
      if !cheap { newBits.append(UInt32(truncatingIfNeeded: bit)) }
    }
    guard mostlyAbsent(input, oldLeft, present: present, bit: bit) else { return nil }
    // The passes below only select; dropped copies are opened apart, in loops that end when the
    // tally closes (at this size after one copy), so the selecting loops stay tight.
    var oldKept = [Int](), keptBits = [Int]()
    oldLeft.forEachUnrolled { index in
      let bit = bit(input.oldID(index))
      if present.contains(bit) {
        oldKept.append(index)
        keptBits.append(bit)
      }
    }
    // Nothing wanted (no old element may pair, no new bit repeats): no new element is kept,
    // and the second array is not even cleared.
    let anyWanted = !repeatedBits.isEmpty || !keptBits.isEmpty
    let wanted = SieveBits(bitCount: anyWanted ? bitCount : 0)
    defer { wanted.deallocate() }
    for bit in repeatedBits { wanted.set(bit) }
    for bit in keptBits { wanted.set(bit) }
    oldLeft.forEach { index in
      guard tally.isOpen else { return false }
      let id = input.oldID(index)
      if !present.contains(bit(id)) { tally.openCopy(id) }
      return true
    }
    @inline(__always) func isWanted(_ index: Int, _ position: Int) -> Bool {
      anyWanted && wanted.contains(cheap ? bit(input.newID(index)) : Int(newBits[position]))
    }
    var newKept = [Int]()
    if anyWanted {
      var position = 0
      newLeft.forEach { index in
        if isWanted(index, position) { newKept.append(index) }
        position += 1
        return true
      }
    }
    var position = 0
    newLeft.forEach { index in
      guard tally.isOpen else { return false }
      if !isWanted(index, position) { tally.openCopy(input.newID(index)) }
      position += 1
      return true
    }
    return (DiffLeftovers(skipped: oldKept, rest: 0..<0), DiffLeftovers(skipped: newKept, rest: 0..<0))
  }

  /// Whether at most half of 512 old elements spread over `oldLeft` may have a partner.
  @inlinable
  static func mostlyAbsent<Input: DiffInput>(
    _ input: Input, _ oldLeft: DiffLeftovers, present: SieveBits, bit: (Input.ID) -> Int
  ) -> Bool {
    let samples = min(512, oldLeft.count), stride = oldLeft.count / max(1, samples)
    var hits = 0
    for sample in 0..<samples where present.contains(bit(input.oldID(oldLeft[sample * stride]))) { hits += 1 }
    return 2 * hits <= samples
  }
}

/// A fixed array of bits, allocated zeroed and freed by `deallocate()` (unchecked words: the
/// sieve reads and writes it a million times per pass).
@usableFromInline
struct SieveBits {
  @usableFromInline let words: UnsafeMutableBufferPointer<UInt64>

  @inlinable init(bitCount: Int) {
    words = .allocate(capacity: max(1, (1 << bitCount) / 64))
    words.initialize(repeating: 0)
  }

  @inlinable func deallocate() { words.deallocate() }

  @inlinable func contains(_ bit: Int) -> Bool { words[bit &>> 6] & (1 &<< UInt64(bit & 63)) != 0 }

  @inlinable func set(_ bit: Int) { words[bit &>> 6] |= 1 &<< UInt64(bit & 63) }

  /// Sets `bit`; whether it was set before.
  @inlinable func testAndSet(_ bit: Int) -> Bool {
    let word = words[bit &>> 6], mask: UInt64 = 1 &<< UInt64(bit & 63)
    words[bit &>> 6] = word | mask
    return word & mask != 0
  }
}
