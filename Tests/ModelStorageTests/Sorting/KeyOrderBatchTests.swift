import Testing

@testable import ModelStorage

/// A batch of changed keys applied to rows in key order gives the keys a fresh read would, and a
/// change that replays onto the old keys to the new ones (deletes, then inserts; updates stay).
@Suite struct KeyOrderBatchTests {
  @Test func randomBatchesMatchAFreshReadAndReplay() {
    var generator = SplitMix(state: 43)
    for _ in 0..<300 {
      let old = (1...Int64(generator.next() % 60 + 1)).filter { _ in generator.next() % 3 != 0 }
      var table = Set(old)
      var changed = Set<Int64>()
      for _ in 0..<(generator.next() % 12) {
        let key = Int64(generator.next() % 80)
        changed.insert(key)
        if generator.next() % 2 == 0 { table.insert(key) } else { table.remove(key) }
      }
      let present = changed.filter(table.contains)
      let batch = KeyOrderBatch(old: old, changed: changed, present: present)
      #expect(batch.keys == table.sorted())
      var replayed = old
      for position in batch.diff.deletes.sorted(by: >) { replayed.remove(at: position) }
      for position in batch.diff.inserts.sorted() { replayed.insert(batch.keys[position], at: position) }
      #expect(replayed == batch.keys)
      #expect(batch.diff.moves.isEmpty)
      #expect(Set(batch.diff.updates.map { batch.keys[$0] }) == present.intersection(old))
    }
  }
}
