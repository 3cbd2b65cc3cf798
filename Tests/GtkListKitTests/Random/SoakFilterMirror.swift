import Foundation

/// A predicate a table soak run filters its memory storage with, by name (for the step's log).
struct SoakPredicate: CustomStringConvertible, Sendable {
  let description: String
  let accepts: @Sendable (SoakItem) -> Bool

  /// Over the version (a replace or an edit can hide or show an item) or the identity (never changes).
  static let all = [
    SoakPredicate(description: "even versions") { $0.version % 2 == 0 },
    SoakPredicate(description: "versions below 3") { $0.version < 3 },
    SoakPredicate(description: "ids not divisible by 3") { $0.id % 3 != 0 },
  ]
}

/// What a memory storage's filter hides in a soak run, beside ``SoakMirror`` (the shown items,
/// which index paths count): each section's hidden items in order, each after the first `gap`
/// shown items as the documented "where it was". Inserts and removals of shown items shift the
/// gaps after them; sorts permute shown items only; setting items drops a section's hidden ones.
struct SoakFilterMirror {
  var predicate: SoakPredicate?
  var hidden: [[(gap: Int, item: SoakItem)]] = []

  var isFiltered: Bool { predicate != nil }

  /// Applies a storage operation to `mirror` and to the hidden items, then hides what the filter
  /// rejects (as the storage does at the end of every batch).
  mutating func apply(_ op: SoakOp, to mirror: inout SoakMirror) {
    track(op)
    mirror.apply(op)
    settle(&mirror)
  }

  /// The gaps and sections an operation changes, before it changes `mirror`.
  private mutating func track(_ op: SoakOp) {
    switch op {
    case .insert(_, let p): shift(p.section, after: p.item, by: 1)
    case .remove(let ps):
      for p in Set(ps).sorted(by: { ($0.section, $0.item) > ($1.section, $1.item) }) {
        shift(p.section, after: p.item, by: -1)
      }
    case .move(let a, let b):
      shift(a.section, after: a.item, by: -1)
      shift(b.section, after: b.item, by: 1)
    case .diff(let s, _): hidden[s] = []
    case .insertSection(let s, _, _): hidden.insert([], at: s)
    case .deleteSection(let s): hidden.remove(at: s)
    case .moveSection(let a, let b): hidden.insert(hidden.remove(at: a), at: b)
    case .batch(let ops): for op in ops { track(op) }
    case .replace, .header, .select, .deselect, .deselectAll, .scroll: break
    }
  }

  private mutating func shift(_ section: Int, after index: Int, by delta: Int) {
    for k in hidden[section].indices where hidden[section][k].gap > index { hidden[section][k].gap += delta }
  }

  /// Hides the shown items the predicate rejects (deselecting them), keeping every item's order.
  mutating func settle(_ mirror: inout SoakMirror) {
    guard let predicate else { return }
    for s in mirror.sections.indices where mirror.sections[s].contains(where: { !predicate.accepts($0) }) {
      refilter(s, &mirror)
    }
  }

  /// Sets (or with `nil` removes) the filter: every item of every section is judged again.
  mutating func setPredicate(_ new: SoakPredicate?, _ mirror: inout SoakMirror) {
    predicate = new
    for s in mirror.sections.indices { refilter(s, &mirror) }
  }

  /// Shows exactly the items of section `s` the predicate accepts (all without one), in order.
  private mutating func refilter(_ s: Int, _ mirror: inout SoakMirror) {
    var shown: [SoakItem] = []
    var kept: [(gap: Int, item: SoakItem)] = []
    for item in merged(s, mirror) {
      if predicate?.accepts(item) ?? true {
        shown.append(item)
      } else {
        kept.append((shown.count, item))
        mirror.selected.remove(item.id)  // a selected item that leaves is unselected
      }
    }
    mirror.sections[s] = shown
    hidden[s] = kept
  }

  /// Every item of section `s`, shown or hidden, in order: a hidden item before the shown one
  /// at its gap.
  func merged(_ s: Int, _ mirror: SoakMirror) -> [SoakItem] {
    var result: [SoakItem] = []
    var next = 0
    for (index, item) in mirror.sections[s].enumerated() {
      while next < hidden[s].count, hidden[s][next].gap <= index {
        result.append(hidden[s][next].item)
        next += 1
      }
      result.append(item)
    }
    result += hidden[s][next...].map(\.item)
    return result
  }
}
