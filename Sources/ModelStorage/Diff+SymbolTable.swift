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
    // Last to first, so the first copy is the entry.
    newLeft.forEachReversed { index in
      let key = input.newID(index)
      let (slot, found) = table.find(hash: IdentifierTable.hash(key)) { input.newID($0 >= 0 ? $0 : ~$0) == key }
      if found { tally.count += 1 }
      table[slot: slot] = index
    }
    oldLeft.forEach { index in
      let key = input.oldID(index)
      let (slot, found) = table.find(hash: IdentifierTable.hash(key)) { input.newID($0 >= 0 ? $0 : ~$0) == key }
      guard found else {
        if tally.isOpen { tally.openCopy(key) }
        return true
      }
      let newIndex = table[slot: slot]
      guard newIndex >= 0 else {
        tally.count += 1
        return true
      }
      newToOld[newIndex - newBase] = index
      oldMatched[index - oldBase] = true
      table[slot: slot] = ~newIndex
      return true
    }
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
}
