extension Diff {
  /// Leftovers from this many new elements up are paired bucket by bucket (see
  /// ``matchByPartitions(_:oldLeft:newLeft:oldBase:newBase:newToOld:oldMatched:tally:)``).
  @usableFromInline static var partitionThreshold: Int { 1 << 16 }

  /// Step 3: pairs the leftovers in partitions when they are large, in one table otherwise.
  @inlinable
  static func matchLeftovers<Input: DiffInput>(
    _ input: Input, oldLeft: DiffLeftovers, newLeft: DiffLeftovers, oldBase: Int, newBase: Int,
    newToOld: inout [Int], oldMatched: inout [Bool], tally: inout DuplicateTally<Input.ID>
  ) {
    if newLeft.count >= partitionThreshold {
      matchByPartitions(
        input, oldLeft: oldLeft, newLeft: newLeft, oldBase: oldBase, newBase: newBase,
        newToOld: &newToOld, oldMatched: &oldMatched, tally: &tally)
    } else {
      matchByTable(
        input, oldLeft: oldLeft, newLeft: newLeft, oldBase: oldBase, newBase: newBase,
        newToOld: &newToOld, oldMatched: &oldMatched, tally: &tally)
    }
  }

  /// Step 3 for large leftovers: the same pairing as ``matchByTable``, as a partitioned hash join.
  ///
  /// One table over a million identifiers does not fit the cache, so nearly every probe waited for
  /// memory (a full replacement of a million rows spent most of its diff there). Here both sides
  /// are first sorted by the top bits of their mixed hash into buckets of about 2,048 new
  /// elements (two sequential passes), then each bucket is paired in a small table that stays in
  /// the cache. Copies of one identifier share a bucket and keep their order (new last to first,
  /// old first to last), so pairs and duplicate counts are the ones ``matchByTable`` finds. Keys
  /// are read only when full hashes agree.
  @inlinable
  static func matchByPartitions<Input: DiffInput>(
    _ input: Input, oldLeft: DiffLeftovers, newLeft: DiffLeftovers, oldBase: Int, newBase: Int,
    newToOld: inout [Int], oldMatched: inout [Bool], tally: inout DuplicateTally<Input.ID>
  ) {
    let perBucket = max(1, newLeft.count / 2048)
    let bits = min(12, max(1, Int.bitWidth - perBucket.leadingZeroBitCount))
    let cheap = Input.ID.self == Int.self
    let newParts = DiffPartition(count: newLeft.count, bucketBits: bits, cheapHash: cheap) {
      IdentifierTable.mixed(IdentifierTable.hash(input.newID(newLeft[$0])))
    }
    let oldParts = DiffPartition(count: oldLeft.count, bucketBits: bits, cheapHash: cheap) {
      IdentifierTable.mixed(IdentifierTable.hash(input.oldID(oldLeft[$0])))
    }
    // Values: the new index of a copy nobody took yet, or `~index` once an old element took it.
    let table = BucketTable(capacity: newParts.largestBucket, bucketBits: bits)
    defer { table.deallocate() }
    for bucket in 0..<(1 << bits) {
      table.clear()
      for k in newParts.range(bucket).reversed() {
        let index = newLeft[Int(newParts.positions[k])], mixed = newParts.mixedHashes[k]
        let (slot, found) = table.find(mixed) { input.newID($0 >= 0 ? $0 : ~$0) == input.newID(index) }
        if found { tally.count += 1 }
        table.set(index, mixed: mixed, at: slot)
      }
      for k in oldParts.range(bucket) {
        let index = oldLeft[Int(oldParts.positions[k])]
        let (slot, found) = table.find(oldParts.mixedHashes[k]) {
          input.newID($0 >= 0 ? $0 : ~$0) == input.oldID(index)
        }
        guard found else {
          if tally.isOpen { tally.openCopy(input.oldID(index)) }
          continue
        }
        let newIndex = Int(table.values[slot])
        guard newIndex >= 0 else {
          tally.count += 1
          continue
        }
        newToOld[newIndex - newBase] = index
        oldMatched[index - oldBase] = true
        table.values[slot] = Int32(truncatingIfNeeded: ~newIndex)
      }
      // First new copies nobody took: their identifier may be paired in the unchanged runs.
      guard tally.isOpen else { continue }
      for value in table.values where value >= 0 {
        tally.openCopy(input.newID(Int(value)))
        if !tally.isOpen { break }
      }
    }
  }
}

/// The positions of one side's leftovers grouped by the top bits of their mixed hash, in order
/// within each group, with the hashes beside them (so a bucket is read sequentially).
@usableFromInline
struct DiffPartition {
  @usableFromInline var starts: [Int]
  @usableFromInline var positions: [Int32]
  @usableFromInline var mixedHashes: [UInt]
  @usableFromInline var largestBucket = 0

  // Always inlined: `mixedHash` is then inlined into the two passes instead of called 2M times.
  /// With `cheapHash` (an `Int` identifier: one multiply) each hash is computed in both passes
  /// instead of kept in an array between them: 8 MB less fresh memory at a million elements,
  /// whose page faults cost more than the multiplies.
  @inlinable @inline(__always) init(count: Int, bucketBits: Int, cheapHash: Bool, mixedHash: (Int) -> UInt) {
    let shift = UInt(UInt.bitWidth - bucketBits), buckets = 1 << bucketBits
    let hashes =
      cheapHash
      ? []
      : [UInt](unsafeUninitializedCapacity: count) { buffer, initialized in
        for position in 0..<count { buffer[position] = mixedHash(position) }
        initialized = count
      }
    var starts = [Int](repeating: 0, count: buckets + 1)
    var largest = 0
    // Buffers in the passes below: a million checked array writes cost more than the sort.
    starts.withUnsafeMutableBufferPointer { starts in
      hashes.withUnsafeBufferPointer { hashes in
        for position in 0..<count {
          let hash = cheapHash ? mixedHash(position) : hashes[position]
          starts[Int(hash >> shift) &+ 1] &+= 1
        }
      }
      for bucket in 0..<buckets {
        largest = max(largest, starts[bucket + 1])
        starts[bucket + 1] &+= starts[bucket]
      }
    }
    var next = starts
    var sortedHashes = [UInt]()
    // Uninitialized: the scatter below writes every element once (no zeroing pass first).
    let positions = [Int32](unsafeUninitializedCapacity: count) { positions, initialized in
      sortedHashes = [UInt](unsafeUninitializedCapacity: count) { sorted, sortedCount in
        next.withUnsafeMutableBufferPointer { next in
          hashes.withUnsafeBufferPointer { hashes in
            for position in 0..<count {
              let hash = cheapHash ? mixedHash(position) : hashes[position]
              let bucket = Int(hash >> shift), k = next[bucket]
              next[bucket] = k &+ 1
              positions[k] = Int32(truncatingIfNeeded: position)
              sorted[k] = hash
            }
          }
        }
        sortedCount = count
      }
      initialized = count
    }
    self.starts = starts
    self.positions = positions
    mixedHashes = sortedHashes
    largestBucket = largest
  }

  @inlinable func range(_ bucket: Int) -> Range<Int> { starts[bucket]..<starts[bucket + 1] }
}

/// The small open-addressing table of one bucket: values and full mixed hashes, linear probing
/// on the hash bits below the bucket's. Its memory is allocated once and freed by `deallocate()`
/// (unchecked buffers: the pairing loop writes it a million times).
@usableFromInline
struct BucketTable {
  @usableFromInline let values: UnsafeMutableBufferPointer<Int32>
  @usableFromInline let hashes: UnsafeMutableBufferPointer<UInt>
  @usableFromInline let bucketBits: UInt
  @usableFromInline let shift: UInt
  @usableFromInline let mask: Int

  @inlinable init(capacity: Int, bucketBits: Int) {
    let wanted = max(16, capacity * 2)
    let bits = Int.bitWidth - (wanted - 1).leadingZeroBitCount
    values = .allocate(capacity: 1 << bits)
    hashes = .allocate(capacity: 1 << bits)
    hashes.initialize(repeating: 0)
    self.bucketBits = UInt(bucketBits)
    shift = UInt(UInt.bitWidth - bits)
    mask = (1 << bits) - 1
  }

  @inlinable func deallocate() {
    values.deallocate()
    hashes.deallocate()
  }

  @inlinable func clear() { values.initialize(repeating: .min) }

  /// The slot of an entry with hash `mixed` for which `matches(value)`, or the free slot for one.
  @inlinable func find(_ mixed: UInt, matches: (Int) -> Bool) -> (slot: Int, found: Bool) {
    var slot = Int(truncatingIfNeeded: (mixed << bucketBits) >> shift)
    while true {
      let value = values[slot]
      if value == .min { return (slot, false) }
      if hashes[slot] == mixed, matches(Int(value)) { return (slot, true) }
      slot = (slot &+ 1) & mask
    }
  }

  @inlinable func set(_ value: Int, mixed: UInt, at slot: Int) {
    values[slot] = Int32(truncatingIfNeeded: value)
    hashes[slot] = mixed
  }
}
