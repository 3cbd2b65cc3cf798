/// An O(n) diff with moves for arrays of identified elements.
///
/// 1. Trim the common prefix and suffix by identity.
/// 2. Walk the middle in lock-step, re-synchronising after a mismatch within a small window, then
///    within a wider one through a small hash table (a block of changes costs about its length);
///    this matches almost everything when changes are sparse or come in blocks without hashing
///    the unchanged elements.
/// 3. If re-synchronisation fails or costs too much, a Heckel-style symbol table (identifier ->
///    new index) matches the rest; it also pairs elements skipped in step 2, which become moves.
///    Large leftovers are first sieved through bit arrays of their hashes, which drop the
///    elements that cannot pair (a reload with new identities is mostly those), then paired in
///    cache-sized partitions.
/// 4. Matched pairs form blocks of consecutive indices; the heaviest increasing chain of blocks
///    (O(b log b), b = number of blocks, about the number of changes) stays in place, the other
///    matched elements are moves.
/// Content changes (`==`) of matched elements are updates.
///
/// Repeated identifiers are allowed: a copy that cannot be paired is an insert or a delete, and
/// ``DiffResult/duplicateIdentifiers`` counts those copies. The symbol table holds the new side,
/// so repeats among the changed elements cost nothing extra. Two checks cost extra and share a
/// cap of 65,536 steps, about a millisecond: hashing the new elements when nothing old is left
/// to match them (a first fill of up to 65,536 items), and searching the unchanged runs for a
/// changed identifier that repeats there (`[1, 2]` → `[1, 1]`; lists of a few thousand items, or
/// a few changes in a longer one). Finding every repeat would mean hashing every element, which
/// doubles a large diff with few changes and a million-row first fill.
public enum Diff {
  /// Changes from `old` to `new`, identity from `Identifiable`, content from `Equatable`.
  @inlinable
  public static func changes<T: Identifiable & Equatable>(from old: [T], to new: [T]) -> DiffResult {
    changes(from: old, to: new, listingReplacement: true)
  }

  /// `changes(from:to:)`; with `listingReplacement` false, a result in which nothing pairs is
  /// ``DiffResult/replacesEverything`` with empty lists (a storage replaces the section then,
  /// and two arrays of every index cost as much as a quarter of the diff at a million rows).
  @inlinable
  static func changes<T: Identifiable & Equatable>(
    from old: [T], to new: [T], listingReplacement: Bool
  ) -> DiffResult {
    // Buffers, not arrays, in the loops: an array read there retains and releases its buffer.
    old.withUnsafeBufferPointer { old in
      new.withUnsafeBufferPointer { new in
        changes(IdentifiableDiffInput(old: old, new: new), listingReplacement: listingReplacement)
      }
    }
  }

  /// Changes from `old` to `new` with explicit identity and content comparison.
  @inlinable
  public static func changes<T, ID: Hashable>(
    from old: [T], to new: [T], identifiedBy id: (T) -> ID, isEqual: (T, T) -> Bool
  ) -> DiffResult {
    withoutActuallyEscaping(id) { id in
      withoutActuallyEscaping(isEqual) { isEqual in
        old.withUnsafeBufferPointer { old in
          new.withUnsafeBufferPointer { new in
            changes(ClosureDiffInput(old: old, new: new, id: id, isEqual: isEqual))
          }
        }
      }
    }
  }

  @inlinable
  static func changes<Input: DiffInput>(_ input: Input, listingReplacement: Bool = true) -> DiffResult {
    let oldCount = input.oldCount, newCount = input.newCount
    guard max(oldCount, newCount) <= IdentifierTable.maxIndex else {
      // Past what the table indexes (2^31 elements): a correct replacement of everything.
      return DiffResult(deletes: Array(0..<oldCount), inserts: Array(0..<newCount))
    }
    // Identity and content of the common prefix in one pass: a content update of a long list
    // (same identifiers) reads each element once.
    var prefix = 0, prefixUpdates = [Int]()
    while prefix < oldCount, prefix < newCount, input.oldID(prefix) == input.newID(prefix) {
      if !input.sameContent(prefix, prefix) { prefixUpdates.append(prefix) }
      prefix += 1
    }
    var suffix = 0
    while suffix < oldCount - prefix, suffix < newCount - prefix,
      input.oldID(oldCount - 1 - suffix) == input.newID(newCount - 1 - suffix)
    { suffix += 1 }
    var result = DiffResult()
    var tally = DuplicateTally<Input.ID>(newCount: newCount)
    let oldEnd = oldCount - suffix, newEnd = newCount - suffix
    if prefix < oldEnd || prefix < newEnd {
      let whole = prefix == 0 && suffix == 0 && !listingReplacement
      diffMiddle(
        input, oldRange: prefix..<oldEnd, newRange: prefix..<newEnd, into: &result, tally: &tally,
        unlistedReplacement: whole)
    }
    result.updates.insert(contentsOf: prefixUpdates, at: 0)
    for offset in 0..<suffix where !input.sameContent(oldEnd + offset, newEnd + offset) {
      result.updates.append(newEnd + offset)
    }
    // The common runs last: they are searched for identifiers the middle left unpaired.
    // (Usually nothing is open: both loops end at once.)
    var index = 0
    while index < prefix, tally.wantsPairs {
      tally.notePaired(input.newID(index))
      index += 1
    }
    index = 0
    while index < suffix, tally.wantsPairs {
      tally.notePaired(input.newID(newEnd + index))
      index += 1
    }
    result.duplicateIdentifiers = tally.count
    return result
  }

  /// Lock-step window after a mismatch: pairs (a, b) with a + b <= this are tried.
  @usableFromInline static let resyncWindow = 12

  @inlinable
  static func diffMiddle<Input: DiffInput>(
    _ input: Input, oldRange: Range<Int>, newRange: Range<Int>, into result: inout DiffResult,
    tally: inout DuplicateTally<Input.ID>, unlistedReplacement: Bool = false
  ) {
    let oldBase = oldRange.lowerBound, newBase = newRange.lowerBound
    var skippedOld = [Int](), skippedNew = [Int]()
    // Step 2: lock-step with bounded re-synchronisation. Its pairs are kept as runs and written
    // out only if anything pairs: a replacement then allocates no per-element arrays.
    var runs = [(old: Int, new: Int, count: Int)]()
    var i = oldRange.lowerBound, j = newRange.lowerBound, runStart = i
    var budget = 8 * (oldRange.count + newRange.count) + 64
    lockStep: while i < oldRange.upperBound, j < newRange.upperBound {
      if input.oldID(i) == input.newID(j) {
        i += 1
        j += 1
        continue
      }
      if i > runStart { runs.append((runStart, j - (i - runStart), i - runStart)) }
      var found = false
      search: for distance in 1...resyncWindow {
        for a in 0...distance {
          let b = distance - a
          guard i + a < oldRange.upperBound, j + b < newRange.upperBound else { continue }
          budget -= 1
          if input.oldID(i + a) == input.newID(j + b) {
            skippedOld.append(contentsOf: i..<i + a)
            skippedNew.append(contentsOf: j..<j + b)
            i += a
            j += b
            found = true
            break search
          }
        }
      }
      if !found, budget >= 0,
        let (a, b) = wideResync(input, at: i, j, oldEnd: oldRange.upperBound, newEnd: newRange.upperBound)
      {
        budget -= 2 * wideResyncWidth
        skippedOld.append(contentsOf: i..<i + a)
        skippedNew.append(contentsOf: j..<j + b)
        i += a
        j += b
        found = true
      }
      runStart = i
      if !found || budget < 0 { break lockStep }
    }
    if i > runStart { runs.append((runStart, j - (i - runStart), i - runStart)) }
    // Step 3: symbol table over what is left; when one side is empty it only counts duplicates.
    var oldLeft = DiffLeftovers(skipped: skippedOld, rest: i..<oldRange.upperBound)
    var newLeft = DiffLeftovers(skipped: skippedNew, rest: j..<newRange.upperBound)
    var newToOld = [Int](), oldMatched = [Bool]()
    if newLeft.isEmpty {
      openDeletedCopies(input, oldLeft, tally: &tally)
    } else if oldLeft.isEmpty {
      countCopies(input, newLeft, tally: &tally)
    } else {
      // Large leftovers: first drop what cannot pair, then pair the rest in cache-sized parts.
      if newLeft.count >= partitionThreshold,
        let kept = sieve(input, oldLeft: oldLeft, newLeft: newLeft, tally: &tally)
      {
        (oldLeft, newLeft) = kept
      }
      if !oldLeft.isEmpty || !runs.isEmpty {
        (newToOld, oldMatched) = pairArrays(runs, oldRange: oldRange, newRange: newRange)
      }
      // With nothing old kept the arrays may be empty: then the pairing only counts repeats.
      if !oldLeft.isEmpty || !newLeft.isEmpty {
        matchLeftovers(
          input, oldLeft: oldLeft, newLeft: newLeft, oldBase: oldBase, newBase: newBase,
          newToOld: &newToOld, oldMatched: &oldMatched, tally: &tally)
      }
    }
    if newToOld.isEmpty, !runs.isEmpty {
      (newToOld, oldMatched) = pairArrays(runs, oldRange: oldRange, newRange: newRange)
    }
    // Step 4: blocks of consecutive pairs, heaviest increasing chain stays.
    var blockStart = [Int](), blockLength = [Int]()
    for index in newToOld.indices where newToOld[index] >= 0 {
      if index > 0, newToOld[index - 1] >= 0, newToOld[index] == newToOld[index - 1] + 1 {
        blockLength[blockLength.count - 1] += 1
      } else {
        blockStart.append(index)
        blockLength.append(1)
      }
    }
    let paired = blockLength.reduce(0, +)
    if paired == 0 {
      // Nothing pairs (a replacement): every index leaves or arrives, no per-element walk.
      if unlistedReplacement, !oldRange.isEmpty, !newRange.isEmpty {
        result.replacesEverything = true
        return
      }
      result.deletes += Array(oldRange)
      result.inserts += Array(newRange)
      return
    }
    let stays = heaviestIncreasingChain(blockStart.map { newToOld[$0] }, weights: blockLength)
    result.deletes.reserveCapacity(result.deletes.count + oldRange.count - paired)
    result.inserts.reserveCapacity(result.inserts.count + newRange.count - paired)
    for index in oldMatched.indices where !oldMatched[index] { result.deletes.append(oldBase + index) }
    var block = 0
    for index in 0..<newToOld.count {
      let oldIndex = newToOld[index], newIndex = newBase + index
      guard oldIndex >= 0 else { result.inserts.append(newIndex); continue }
      while block + 1 < blockStart.count, blockStart[block + 1] <= index { block += 1 }
      if !stays[block] {
        result.moves.append(DiffResult.Move(from: oldIndex, to: newIndex))
      }
      if !input.sameContent(oldIndex, newIndex) { result.updates.append(newIndex) }
      if tally.wantsPairs { tally.notePaired(input.newID(newIndex)) }
    }
  }
}
