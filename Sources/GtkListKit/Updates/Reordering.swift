import Foundation
import ModelStorage

/// Where every item of an update that only reorders items went: the new index of each old item
/// in its section. Made from the update's moves, which list only the items that moved (the
/// others keep their relative order and fill the places left), and from the permutations of
/// sections it reports as replaced by a reordering.
struct Reordering {
  /// The first item of each section in `newIndex`.
  private let starts: [Int]
  /// By old item (sections one after another), its new index in its section.
  private let newIndex: [Int]
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
    // One section reordered with its inverse given (a database sort worked it out on a reader):
    // nothing to compute on the main thread.
    if starts.count == 1, update.sectionChanges == [.replaceItems(0)], let inverse = update.reorderingInverses[0],
      inverse.count == total, update.reorderings[0]?.count == total,
      !update.itemChanges.contains(where: { if case .update = $0 { false } else { true } })
    {
      self.starts = starts
      newIndex = inverse
      moves = total
      return
    }
    var newIndex = [Int](repeating: -1, count: total)
    var taken = [Bool](repeating: false, count: total)
    var moves = 0
    for change in update.sectionChanges {
      guard case .replaceItems(let section) = change, let order = update.reorderings[section],
        starts.indices.contains(section)
      else { return nil }
      let start = starts[section], end = section + 1 < starts.count ? starts[section + 1] : total
      guard order.count == end - start else { return nil }
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
        let start = starts[section], end = section + 1 < starts.count ? starts[section + 1] : total
        let old = start + from.item, new = start + to.item
        guard from.item >= 0, to.item >= 0, old < end, new < end, newIndex[old] < 0, !taken[new] else { return nil }
        newIndex[old] = to.item
        taken[new] = true
        moves += 1
      }
    }
    // The items that did not move keep their order in the places no moved item took.
    for (section, start) in starts.enumerated() {
      let end = section + 1 < starts.count ? starts[section + 1] : total
      var place = start
      for old in start..<end where newIndex[old] < 0 {
        while taken[place] { place += 1 }
        newIndex[old] = place - start
        place += 1
      }
    }
    self.starts = starts
    self.newIndex = newIndex
    self.moves = moves
  }

  private static func itemCount(ofSection section: Int, in layout: FlatLayout) -> Int {
    let rows = layout.range(ofSection: section).count
    return rows - (layout.hasHeader(inSection: section) ? 1 : 0) - (layout.hasFooter(inSection: section) ? 1 : 0)
  }

  /// The flat position, after the update, of the row at `position` before it (headers and
  /// footers stay where they are: a reordering keeps the layout).
  func newPosition(of position: Int, in layout: FlatLayout) -> Int? {
    guard let (section, item) = layout.locate(position) else { return nil }
    let start = starts[section], end = section + 1 < starts.count ? starts[section + 1] : newIndex.count
    guard item >= 0, start + item < end else { return position }
    return layout.position(of: IndexPath(item: newIndex[start + item], section: section))
  }
}
