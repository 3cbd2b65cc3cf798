extension Diff {
  /// Table entry of an identifier whose new copy an old element took (other entries: that copy's index).
  @usableFromInline static var takenEntry: Int { -1 }

  /// Step 3: pairs the elements lock-step left over by identifier (Heckel's symbol table).
  ///
  /// The table holds the new side, the one that will be shown: building it counts every repeated
  /// new copy in `tally` at no extra cost. An old element takes the first new copy of its
  /// identifier; a later old copy that finds it taken is counted too. Old copies of identifiers
  /// the new side lacks leave unnoticed unless the unchanged runs are searched (``DuplicateTally``).
  @inlinable
  static func matchByTable<T, ID: Hashable>(
    _ old: [T], _ new: [T], oldLeft: DiffLeftovers, newLeft: DiffLeftovers, oldBase: Int, newBase: Int,
    id: (T) -> ID, newToOld: inout [Int], oldMatched: inout [Bool], tally: inout DuplicateTally<ID>
  ) {
    var table = [ID: Int](minimumCapacity: newLeft.count)
    // Last to first, so the first copy is the entry.
    newLeft.forEachReversed { index in
      if table.updateValue(index, forKey: id(new[index])) != nil { tally.count += 1 }
    }
    oldLeft.forEach { index in
      let key = id(old[index])
      guard let slot = table.index(forKey: key) else {
        tally.openCopy(key)
        return true
      }
      let newIndex = table.values[slot]
      guard newIndex >= 0 else {
        tally.count += 1
        return true
      }
      newToOld[newIndex - newBase] = index
      oldMatched[index - oldBase] = true
      table.values[slot] = takenEntry
      return true
    }
    // First new copies nobody took: their identifier may be paired in the unchanged runs.
    guard tally.isOpen else { return }
    for (key, newIndex) in table where newIndex >= 0 {
      tally.openCopy(key)
      guard tally.isOpen else { return }
    }
  }

  /// Everything left is old: deleted copies of an identifier paired in the runs are extra.
  @inlinable
  static func openDeletedCopies<T, ID: Hashable>(
    _ old: [T], _ oldLeft: DiffLeftovers, id: (T) -> ID, tally: inout DuplicateTally<ID>
  ) {
    oldLeft.forEach { index in
      tally.openCopy(id(old[index]))
      return tally.isOpen
    }
  }

  /// Everything left is new: counts the repeated copies with a set, if that fits the tally's cap.
  @inlinable
  static func countCopies<T, ID: Hashable>(
    _ new: [T], _ newLeft: DiffLeftovers, id: (T) -> ID, tally: inout DuplicateTally<ID>
  ) {
    guard tally.spend(newLeft.count) else { return }
    var seen = Set<ID>(minimumCapacity: newLeft.count)
    newLeft.forEach { index in
      let key = id(new[index])
      if seen.insert(key).inserted {
        tally.openCopy(key)
      } else {
        tally.count += 1
      }
      return true
    }
  }
}
