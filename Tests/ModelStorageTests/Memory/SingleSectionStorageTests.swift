import Foundation
import ModelStorage
import Testing

@Suite struct SingleSectionStorageTests {
  @Test func accumulationStrategies() {
    let storage = SingleSectionStorage(items: [Model(id: 1), Model(id: 2)])
    let recorder = makeRecorder(storage)
    storage.addItems([Model(id: 3)])
    recorder.expect("2-0+1")
    storage.addItems([Model(id: 1, value: 5), Model(id: 4)], strategy: .updateOldValues)
    recorder.expect("3-0+1")
    #expect(recorder.plans.last?.rebinds == [0])
    #expect(storage.items.map(\.id) == [1, 2, 3, 4])
    storage.addItems([Model(id: 2), Model(id: 5)], strategy: .deleteOldValues)
    #expect(storage.items.map(\.id) == [1, 3, 4, 2, 5])
    recorder.expect("1-3+4")  // 2 moved to the end (kept), 5 appended
    storage.setSupplementary("Header", forKind: SupplementaryKind.header)
    recorder.expect("0-0+1")  // the header row appears
  }
}
