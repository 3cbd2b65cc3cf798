import Foundation
import ModelStorage

/// Where every item of an update that only reorders items went: the new index of each old item
/// in its section. Made from the update's moves, which list only the items that moved (the
/// others keep their relative order and fill the places left), and from the permutations of
/// sections it reports as replaced by a reordering.
struct Reordering {
  /// The first item of each section in `newIndex`.
  private let starts: [Int]
  /// By old item (sections one after another), its new index in its section (-1: unknown).
  private let table: Table
  /// How many items moved.
  let moves: Int

  /// `nil` unless `update` only moves items within their sections (content updates may come
  /// along): items or sections inserted or deleted, a replace that is no reordering, or a move
  /// across sections, are no reordering.
  init?(_ update: StorageUpdate, in layout: FlatLayout) {
    var starts = [Int](), total = 0
    for section in 0..<layout.numberOfSections {
      starts.append(total)
      total += Self.itemCount(ofSection: section, in: layout)
    }
    self.starts = starts
    // One section reordered with its inverse given (a database sort worked it out on a reader):
    // nothing to compute on the main thread.
    if starts.count == 1, update.sectionChanges == [.replaceItems(0)], let inverse = update.reorderingInverses[0],
      inverse.count == total, update.reorderings[0]?.count == total, Self.onlyUpdates(update)
    {
      (table, moves) = (Table(inverse), total)
      return
    }
    let ends = starts.indices.map { $0 + 1 < starts.count ? starts[$0 + 1] : total }
    // Sections replaced by their permutations (a sort), no moves: where each item went is worked
    // out when first asked (the selection, the focused and the top row; often nothing is), not
    // for a million rows before the replace.
    var permuted = 0
    for change in update.sectionChanges {
      guard case .replaceItems(let section) = change, let order = update.reorderings[section],
        starts.indices.contains(section), order.count == ends[section] - starts[section]
      else { return nil }
      permuted += order.count
    }
    if Self.onlyUpdates(update) {
      let orders = update.reorderings
      (table, moves) = (Table { Self.inverse(of: orders, starts: starts, ends: ends) }, permuted)
      return
    }
    guard let (newIndex, moves) = Self.placing(update, starts: starts, ends: ends) else { return nil }
    (table, self.moves) = (Table(newIndex), moves)
  }

  /// Whether `update`'s item changes are content updates only.
  private static func onlyUpdates(_ update: StorageUpdate) -> Bool {
    !update.itemChanges.contains { if case .update = $0 { false } else { true } }
  }

  /// The new index of each old item from the sections' permutations (`order[new]` is an old
  /// index); items of sections without one stay. An old index a permutation repeats or lacks
  /// stays -1 (the storages make permutations; this only keeps a wrong one from trapping).
  private static func inverse(of orders: SectionReorderings, starts: [Int], ends: [Int]) -> [Int] {
    var newIndex = [Int](repeating: -1, count: ends.last ?? 0)
    for (section, start) in starts.enumerated() {
      guard let order = orders[section] else {
        for old in start..<ends[section] { newIndex[old] = old - start }
        continue
      }
      for (new, old) in order.enumerated() where old >= 0 && old < order.count { newIndex[start + old] = new }
    }
    return newIndex
  }

  /// The new index of each old item from `update`'s permutations and moves (each within its
  /// section; the items that did not move keep their order in the places left) and the number
  /// of moves; `nil` for an insert, a delete, a move out of bounds or across sections, or a
  /// permutation that repeats an item.
  private static func placing(_ update: StorageUpdate, starts: [Int], ends: [Int]) -> ([Int], Int)? {
    let total = ends.last ?? 0
    var newIndex = [Int](repeating: -1, count: total), taken = [Bool](repeating: false, count: total)
    var moves = 0
    for change in update.sectionChanges {
      guard case .replaceItems(let section) = change, let order = update.reorderings[section] else { return nil }
      let start = starts[section]
      for (new, old) in order.enumerated() {
        guard old >= 0, old < order.count, newIndex[start + old] < 0 else { return nil }
        newIndex[start + old] = new
        taken[start + new] = true
      }
      moves += order.count
    }
    for change in update.itemChanges {
      switch change {
      case .update: continue
      case .insert, .delete: return nil
      case .move(let from, let to):
        let section = from.section
        guard to.section == section, starts.indices.contains(section) else { return nil }
        let start = starts[section], end = ends[section]
        let old = start + from.item, new = start + to.item
        guard from.item >= 0, to.item >= 0, old < end, new < end, newIndex[old] < 0, !taken[new] else { return nil }
        newIndex[old] = to.item
        taken[new] = true
        moves += 1
      }
    }
    for (section, start) in starts.enumerated() {
      var place = start
      for old in start..<ends[section] where newIndex[old] < 0 {
        while taken[place] { place += 1 }
        newIndex[old] = place - start
        place += 1
      }
    }
    return (newIndex, moves)
  }

  private static func itemCount(ofSection section: Int, in layout: FlatLayout) -> Int {
    let rows = layout.range(ofSection: section).count
    return rows - (layout.hasHeader(inSection: section) ? 1 : 0) - (layout.hasFooter(inSection: section) ? 1 : 0)
  }

  /// The flat position, after the update, of the row at `position` before it (headers and
  /// footers stay where they are: a reordering keeps the layout).
  func newPosition(of position: Int, in layout: FlatLayout) -> Int? {
    guard let (section, item) = layout.locate(position) else { return nil }
    let newIndex = table.newIndex
    let start = starts[section], end = section + 1 < starts.count ? starts[section + 1] : newIndex.count
    guard item >= 0, start + item < end else { return position }
    let new = newIndex[start + item]
    return new < 0 ? nil : layout.position(of: IndexPath(item: new, section: section))
  }

  /// `newIndex`, made on first use.
  private final class Table {
    private var make: (() -> [Int])?
    private(set) lazy var newIndex: [Int] = {
      defer { make = nil }
      return make?() ?? []
    }()

    init(_ newIndex: [Int]) { self.newIndex = newIndex }
    init(_ make: @escaping () -> [Int]) { self.make = make }
  }
}
