extension Diff {
  /// Step 3: pairs the elements lock-step left over by identifier (Heckel's symbol table).
  ///
  /// The table holds the new side, the one that will be shown: building it counts every repeated
  /// new copy in `tally` at no extra cost. An old element takes the first new copy of its
  /// identifier; a later old copy that finds it taken is counted too. Old copies of identifiers
  /// the new side lacks leave unnoticed unless the unchanged runs are searched (``DuplicateTally``).
  @inlinable
  static func matchByTable<Input: DiffInput>(
    _ input: Input, oldLeft: DiffLeftovers, newLeft: DiffLeftovers, oldBase: Int, newBase: Int,
    newToOld: inout [Int], oldMatched: inout [Bool], tally: inout DuplicateTally<Input.ID>
  ) {
    // Entries: the new index of a copy nobody took yet, or `~index` once an old element took it.
    var table = IdentifierTable(capacity: newLeft.count)
    // Hashes of the next keys, computed `lookahead` keys early to warm their slots.
    var ahead = [Int](repeating: 0, count: 2 * IdentifierTable.lookahead)
    let ring = ahead.count - 1
    var warmed: Int32 = 0
    // Last to first, so the first copy is the entry.
    let newCount = newLeft.count
    func newIndex(_ step: Int) -> Int { newLeft[newCount - 1 - step] }
    for step in 0..<min(IdentifierTable.lookahead, newCount) {
      ahead[step & ring] = IdentifierTable.hash(input.newID(newIndex(step)))
      warmed &+= table.warm(ahead[step & ring])
    }
    for step in 0..<newCount {
      let next = step + IdentifierTable.lookahead
      if next < newCount {
        ahead[next & ring] = IdentifierTable.hash(input.newID(newIndex(next)))
        warmed &+= table.warm(ahead[next & ring])
      }
      let index = newIndex(step), key = input.newID(index)
      let (slot, found) = table.find(hash: ahead[step & ring]) { input.newID($0 >= 0 ? $0 : ~$0) == key }
      if found { tally.count += 1 }
      table[slot: slot] = index
    }
    let oldCount = oldLeft.count
    for step in 0..<min(IdentifierTable.lookahead, oldCount) {
      ahead[step & ring] = IdentifierTable.hash(input.oldID(oldLeft[step]))
      warmed &+= table.warm(ahead[step & ring])
    }
    for step in 0..<oldCount {
      let next = step + IdentifierTable.lookahead
      if next < oldCount {
        ahead[next & ring] = IdentifierTable.hash(input.oldID(oldLeft[next]))
        warmed &+= table.warm(ahead[next & ring])
      }
      let index = oldLeft[step], key = input.oldID(index)
      let (slot, found) = table.find(hash: ahead[step & ring]) { input.newID($0 >= 0 ? $0 : ~$0) == key }
      guard found else {
        if tally.isOpen { tally.openCopy(key) }
        continue
      }
      let newIndex = table[slot: slot]
      guard newIndex >= 0 else {
        tally.count += 1
        continue
      }
      newToOld[newIndex - newBase] = index
      oldMatched[index - oldBase] = true
      table[slot: slot] = ~newIndex
    }
    IdentifierTable.keep(warmed)
    // First new copies nobody took: their identifier may be paired in the unchanged runs.
    guard tally.isOpen else { return }
    table.forEachEntry { newIndex in
      if newIndex >= 0 { tally.openCopy(input.newID(newIndex)) }
      return tally.isOpen
    }
  }

  /// Everything left is old: deleted copies of an identifier paired in the runs are extra.
  @inlinable
  static func openDeletedCopies<Input: DiffInput>(
    _ input: Input, _ oldLeft: DiffLeftovers, tally: inout DuplicateTally<Input.ID>
  ) {
    oldLeft.forEach { index in
      tally.openCopy(input.oldID(index))
      return tally.isOpen
    }
  }

  /// Everything left is new: counts the repeated copies with a set, if that fits the tally's cap.
  @inlinable
  static func countCopies<Input: DiffInput>(
    _ input: Input, _ newLeft: DiffLeftovers, tally: inout DuplicateTally<Input.ID>
  ) {
    guard tally.spend(newLeft.count) else { return }
    var seen = IdentifierTable(capacity: newLeft.count)
    newLeft.forEach { index in
      let key = input.newID(index)
      let (slot, found) = seen.find(hash: IdentifierTable.hash(key)) { input.newID($0) == key }
      if found {
        tally.count += 1
      } else {
        seen[slot: slot] = index
        tally.openCopy(key)
      }
      return true
    }
  }

  /// How many copies `Diff.changes(from: [], to: items)` would report as
  /// ``DiffResult/duplicateIdentifiers``, without building its result (a first fill of a million
  /// rows would list a million inserts only to read this count). Within the same cap.
  @inlinable
  public static func duplicateIdentifiers<T: Identifiable & Equatable>(in items: [T]) -> Int {
    items.withUnsafeBufferPointer { new in
      let input = IdentifiableDiffInput(old: UnsafeBufferPointer(start: nil, count: 0), new: new)
      var tally = DuplicateTally<T.ID>(newCount: new.count)
      countCopies(input, DiffLeftovers(skipped: [], rest: 0..<new.count), tally: &tally)
      return tally.count
    }
  }
}
