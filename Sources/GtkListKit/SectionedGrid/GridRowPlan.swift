import Foundation
import ModelStorage

/// Translates a plan over flat positions into a plan over the rows of a sectioned grid. Pure.
///
/// Rows before the first change stay, and so do the rows of whole sections after the last
/// change (they only shift); the rows between are re-sent in one splice, since items reflow
/// within their section. In-place updates outside that splice become rebinds of their rows.
/// Section shapes are compared too: without header rows, an item moved across a section
/// boundary leaves the flat list unchanged but reflows the grid.
enum GridRowPlan {
  static func translate(_ plan: ItemsChangedPlan, from old: GridRowLayout, to new: GridRowLayout) -> ItemsChangedPlan {
    let rebinds = rows(of: plan.rebinds, in: new)
    guard let prefix = unchangedHeadRows(plan, old, new) else { return ItemsChangedPlan(rebinds: rebinds) }
    let suffix = min(
      unchangedTailRows(old, new, tail: untouchedTail(of: plan, finalCount: new.flat.count)),
      old.count - prefix, new.count - prefix)
    let splice = ItemsChangedSplice(
      position: prefix, removed: old.count - prefix - suffix, added: new.count - prefix - suffix)
    let spliced = prefix..<(prefix + splice.added)
    let splices = splice.removed == 0 && splice.added == 0 ? [] : [splice]
    return ItemsChangedPlan(splices: splices, rebinds: rebinds.filter { !spliced.contains($0) })
  }

  /// Rows before the first change, `nil` when nothing changed shape.
  private static func unchangedHeadRows(_ plan: ItemsChangedPlan, _ old: GridRowLayout, _ new: GridRowLayout) -> Int? {
    var head: Int?
    if let first = plan.splices.map(\.position).min() {
      head = min(old.firstRow(affectedByFlatPosition: first), new.firstRow(affectedByFlatPosition: first))
    }
    let sections = min(old.flat.numberOfSections, new.flat.numberOfSections)
    var section = 0
    while section < sections, sameShape(old.flat, section, new.flat, section) { section += 1 }
    if section < max(old.flat.numberOfSections, new.flat.numberOfSections) {
      // Rows of the changed section before its shorter item count stay, unless a header came or went.
      var row = old.firstRow(ofSection: section)
      if section < sections, old.flat.hasHeader(inSection: section) == new.flat.hasHeader(inSection: section) {
        let kept = min(old.flat.numberOfItems(inSection: section), new.flat.numberOfItems(inSection: section))
        row += (old.flat.hasHeader(inSection: section) ? 1 : 0) + kept / old.columns
      }
      head = min(head ?? .max, row)
    }
    return head
  }

  /// Flat rows at the end of the list that no splice touched (the same in the old and new list).
  static func untouchedTail(of plan: ItemsChangedPlan, finalCount: Int) -> Int {
    // Backwards from the final count: splice i leaves `count_after_i - (position + added)` rows
    // after it, and later splices before that region do not change its distance to the end.
    var count = finalCount
    var tail = finalCount
    for splice in plan.splices.reversed() {
      tail = min(tail, count - splice.position - splice.added)
      count += splice.removed - splice.added
    }
    return max(0, tail)
  }

  /// Rows of the trailing sections that lie inside the untouched tail and kept their shape.
  private static func unchangedTailRows(_ old: GridRowLayout, _ new: GridRowLayout, tail: Int) -> Int {
    var oldSection = old.flat.numberOfSections, newSection = new.flat.numberOfSections
    while oldSection > 0, newSection > 0,
      old.flat.range(ofSection: oldSection - 1).lowerBound >= old.flat.count - tail,
      new.flat.range(ofSection: newSection - 1).lowerBound >= new.flat.count - tail,
      sameShape(old.flat, oldSection - 1, new.flat, newSection - 1)
    {
      oldSection -= 1
      newSection -= 1
    }
    return old.count - old.firstRow(ofSection: oldSection)
  }

  private static func sameShape(_ a: FlatLayout, _ sa: Int, _ b: FlatLayout, _ sb: Int) -> Bool {
    a.numberOfItems(inSection: sa) == b.numberOfItems(inSection: sb)
      && a.hasHeader(inSection: sa) == b.hasHeader(inSection: sb)
      && a.hasFooter(inSection: sa) == b.hasFooter(inSection: sb)
  }

  /// Rows showing the flat positions `positions` (deduplicated, ascending).
  static func rows(of positions: [Int], in layout: GridRowLayout) -> [Int] {
    Array(Set(positions.filter { $0 < layout.flat.count }.map { layout.firstRow(affectedByFlatPosition: $0) })).sorted()
  }
}
