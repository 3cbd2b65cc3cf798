extension Diff {
  /// The widest window ``wideResync(_:_:at:_:oldEnd:newEnd:id:)`` searches: a block of changes
  /// longer than this is left to the symbol table, which costs the rest of the list once.
  @usableFromInline static var wideResyncWidth: Int { 4096 }

  /// After a mismatch at `old[i]`, `new[j]` that the small window could not bridge: the offsets
  /// `(a, b)` with the smallest `a + b` such that `old[i + a]` and `new[j + b]` have one
  /// identifier, both below the window width. Windows grow 64, 512, 4096, so a block of k
  /// contiguous changes costs O(k), as Myers' algorithm would; `nil` when none is found, after
  /// at most ~9,000 steps (nothing next to a full replacement, which then uses the table).
  @inlinable
  static func wideResync<Input: DiffInput>(
    _ input: Input, at i: Int, _ j: Int, oldEnd: Int, newEnd: Int
  ) -> (Int, Int)? {
    var width = 64
    while width <= wideResyncWidth {
      let newSpan = min(width, newEnd - j), oldSpan = min(width, oldEnd - i)
      guard newSpan > 0, oldSpan > 0 else { return nil }
      // Offsets of new identifiers, last to first so the first copy is the entry.
      var table = IdentifierTable(capacity: newSpan)
      for b in stride(from: newSpan - 1, through: 0, by: -1) {
        let key = input.newID(j + b)
        table[slot: table.find(hash: IdentifierTable.hash(key)) { input.newID(j + $0) == key }.slot] = b
      }
      var best: (Int, Int)?
      for a in 0..<oldSpan {
        if let best, a >= best.0 + best.1 { break }
        let key = input.oldID(i + a)
        let (slot, found) = table.find(hash: IdentifierTable.hash(key)) { input.newID(j + $0) == key }
        guard found else { continue }
        let b = table[slot: slot]
        if best == nil || a + b < best!.0 + best!.1 { best = (a, b) }
      }
      if let best { return best }
      // Both sides searched to their ends: nothing to resynchronise on.
      if newSpan == newEnd - j, oldSpan == oldEnd - i { return nil }
      width *= 8
    }
    return nil
  }
}
