import Foundation
import Testing
import WeakDelegate

final class Owner {
  var calls: [Int] = []
  func handle(_ value: Int) -> String {
    calls.append(value)
    return "v\(value)"
  }
}

final class Source {
  let onValue = Delegate<Int, String>()
  let onDone = Delegate<Void, Void>()
  let title = Delegate<Int, String?>()
  let load = AsyncDelegate<Int, Int>()
}

@Suite struct DelegateTests {
  @Test func callsWithShadowedSelf() {
    let source = Source()
    let owner = Owner()
    source.onValue.delegate(on: owner) { (self, value) in self.handle(value) }
    #expect(source.onValue(3) == "v3")
    #expect(source.onValue.call(4) == "v4")
    #expect(owner.calls == [3, 4])
    #expect(source.onValue.isSet && source.onValue.isTargetAlive)
  }

  @Test func holdsTargetWeakly() {
    let source = Source()
    weak var weakOwner: Owner?
    do {
      let owner = Owner()
      weakOwner = owner
      source.onValue.delegate(on: owner) { (self, value) in self.handle(value) }
    }
    #expect(weakOwner == nil)
    #expect(source.onValue(1) == nil)
    #expect(source.onValue.isSet)
    #expect(!source.onValue.isTargetAlive)
  }

  @Test func voidInputAndClear() {
    let source = Source()
    let owner = Owner()
    source.onDone.delegate(on: owner) { (self, _) in self.calls.append(0) }
    source.onDone()
    #expect(owner.calls == [0])
    source.onDone.clear()
    #expect(!source.onDone.isSet)
    #expect(source.onDone() == nil)
  }

  @Test func optionalOutputIsFlattened() {
    let source = Source()
    let owner = Owner()
    let empty: String? = source.title(1)
    #expect(empty == nil)
    source.title.delegate(on: owner) { (_, value) in value > 0 ? "t\(value)" : nil }
    let title: String? = source.title(2)
    #expect(title == "t2")
    #expect(source.title(0) == nil)
  }

  @Test func asyncForm() async {
    let source = Source()
    let owner = Owner()
    #expect(await source.load(1) == nil)
    source.load.delegate(on: owner) { (self, value) in
      await Task.yield()
      self.calls.append(value)
      return value * 2
    }
    #expect(await source.load(21) == 42)
    #expect(owner.calls == [21])
    #expect(source.load.isTargetAlive)
    source.load.clear()
    #expect(!source.load.isSet)
  }

  @MainActor @Test func mainActorOwnerAwaitsOnMainActor() async {
    let source = Source()
    let owner = Owner()
    source.load.delegate(on: owner) { (_, value) in value + 1 }
    #expect(await source.load(1) == 2)
  }
}
