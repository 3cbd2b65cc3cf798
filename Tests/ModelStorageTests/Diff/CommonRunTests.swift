import Testing

@testable import ModelStorage

/// The common prefix and suffix are compared by identity and content in one pass; their
/// content updates and the repeats found in them come out as before.
@Suite struct CommonRunTests {
  @Test func updatesInBothRunsAndARepeatPairedInThePrefix() {
    let old = (0..<10).map { Model(id: $0) }
    var new = old
    new[4] = Model(id: 2)  // a second copy of an identifier the prefix pairs
    for index in [1, 6, 8] { new[index].value = 1 }
    let diff = Diff.changes(from: old, to: new)
    #expect(diff.deletes == [4] && diff.inserts == [4] && diff.moves.isEmpty)
    #expect(diff.updates == [1, 6, 8])
    #expect(diff.duplicateIdentifiers == 1)
  }

  @Test func scatteredContentUpdatesOfALongListAreTheOnlyChanges() {
    var random = SplitMix(state: 11)
    let old = (0..<100_000).map { Model(id: $0) }
    var new = old
    var changed = Set<Int>()
    for _ in 0..<1_000 {
      let index = random.below(new.count)
      new[index].value = 1
      changed.insert(index)
    }
    let diff = Diff.changes(from: old, to: new)
    #expect(diff.updates == changed.sorted())
    #expect(diff.deletes.isEmpty && diff.inserts.isEmpty && diff.moves.isEmpty && diff.duplicateIdentifiers == 0)
  }
}
