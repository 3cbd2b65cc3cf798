import Foundation

/// A ``StorageUpdate`` translated to flat rows: which old rows leave their place, which new rows
/// arrive, and which of those are the same row moved. Every other row is stationary; stationary
/// rows keep their relative order, so the k-th stationary old row is the k-th stationary new row.
struct FlatPairing {
  /// Old positions that are not stationary (deleted or moved away). May overlap; normalised later.
  var removed: [Range<Int>] = []
  /// New positions that are not stationary (inserted or moved here).
  var added: [Range<Int>] = []
  /// Same row at another place: old and new positions (both also in `removed` / `added`).
  var moved: [(old: Int, new: Int)] = []
  /// New positions whose model changed; inserted rows are filtered out later.
  var updated: [Int] = []

  private enum Role { case stationary, gone, moved }

  init(update: StorageUpdate, old: FlatLayout, new: FlatLayout) throws(ModelStorageAnomaly) {
    let oldCount = old.numberOfSections, newCount = new.numberOfSections
    var oldRole = [Role](repeating: .stationary, count: oldCount)
    var newRole = [Role](repeating: .stationary, count: newCount)
    var sectionMoves: [(Int, Int)] = []
    var sectionUpdates = Set<Int>()
    var replacedSections = Set<Int>()
    for change in update.sectionChanges {
      switch change {
      case .insert(let section):
        try Self.claim(&newRole, section, as: .gone, "section insert \(section)")
      case .delete(let section):
        try Self.claim(&oldRole, section, as: .gone, "section delete \(section)")
      case .move(let from, let to):
        try Self.claim(&oldRole, from, as: .moved, "section move from \(from)")
        try Self.claim(&newRole, to, as: .moved, "section move to \(to)")
        sectionMoves.append((from, to))
      case .update(let section):
        guard section >= 0, section < newCount else { throw .invalidUpdate("section update \(section) out of range") }
        sectionUpdates.insert(section)
      case .replaceItems(let section):
        guard section >= 0, section < newCount else { throw .invalidUpdate("items replace \(section) out of range") }
        replacedSections.insert(section)
      }
    }
    // Stationary sections pair up in order.
    let stationaryOld = oldRole.indices.filter { oldRole[$0] == .stationary }
    let stationaryNew = newRole.indices.filter { newRole[$0] == .stationary }
    guard stationaryOld.count == stationaryNew.count else {
      throw .invalidUpdate("\(stationaryOld.count) surviving old sections but \(stationaryNew.count) new ones")
    }
    var pairs = zip(stationaryOld, stationaryNew).map { (old: $0, new: $1, moved: false) }
    pairs += sectionMoves.map { (old: $0.0, new: $0.1, moved: true) }

    for section in oldRole.indices where oldRole[section] == .gone { removed.append(old.range(ofSection: section)) }
    for section in newRole.indices where newRole[section] == .gone { added.append(new.range(ofSection: section)) }

    // Item changes, grouped by section; rows inside inserted/deleted sections are covered already.
    var removedItems: [Int: [Int]] = [:], addedItems: [Int: [Int]] = [:]
    for change in update.itemChanges {
      switch change {
      case .delete(let path):
        guard let _ = old.position(of: path) else { throw .invalidUpdate("delete at missing \(path)") }
        if oldRole[path.section] != .gone { removedItems[path.section, default: []].append(path.item) }
      case .insert(let path):
        guard let _ = new.position(of: path) else { throw .invalidUpdate("insert at missing \(path)") }
        if newRole[path.section] != .gone { addedItems[path.section, default: []].append(path.item) }
      case .move(let from, let to):
        guard let oldPosition = old.position(of: from), let newPosition = new.position(of: to) else {
          throw .invalidUpdate("move \(from) -> \(to) out of range")
        }
        if oldRole[from.section] != .gone { removedItems[from.section, default: []].append(from.item) }
        if newRole[to.section] != .gone { addedItems[to.section, default: []].append(to.item) }
        moved.append((oldPosition, newPosition))
      case .update(let path):
        guard let position = new.position(of: path) else { throw .invalidUpdate("update at missing \(path)") }
        updated.append(position)
      }
    }

    for pair in pairs {
      try pairSection(
        pair, old: old, new: new,
        removedItems: Self.sortedUnique(removedItems[pair.old]),
        addedItems: Self.sortedUnique(addedItems[pair.new]),
        supplementariesChanged: sectionUpdates.contains(pair.new), itemsReplaced: replacedSections.contains(pair.new))
    }
  }

  private mutating func pairSection(
    _ pair: (old: Int, new: Int, moved: Bool), old: FlatLayout, new: FlatLayout,
    removedItems: [Int], addedItems: [Int], supplementariesChanged: Bool, itemsReplaced: Bool
  ) throws(ModelStorageAnomaly) {
    let oldItems = old.numberOfItems(inSection: pair.old), newItems = new.numberOfItems(inSection: pair.new)
    // A replacement removes every old item and adds every new one: as runs, without lists.
    let removedItems = itemsReplaced ? [] : removedItems, addedItems = itemsReplaced ? [] : addedItems
    guard itemsReplaced || oldItems - removedItems.count == newItems - addedItems.count else {
      throw .invalidUpdate(
        "section \(pair.old)->\(pair.new): \(oldItems) items - \(removedItems.count) != \(newItems) items - \(addedItems.count)"
      )
    }
    let oldRange = old.range(ofSection: pair.old), newRange = new.range(ofSection: pair.new)
    let oldBase = oldRange.lowerBound + (old.hasHeader(inSection: pair.old) ? 1 : 0)
    let newBase = newRange.lowerBound + (new.hasHeader(inSection: pair.new) ? 1 : 0)
    let supplementaries: [(Int?, Int?)] = [
      (old.position(ofHeaderInSection: pair.old), new.position(ofHeaderInSection: pair.new)),
      (old.position(ofFooterInSection: pair.old), new.position(ofFooterInSection: pair.new)),
    ]
    if pair.moved {
      // The whole section leaves and arrives; every surviving row is a moved row.
      removed.append(oldRange)
      added.append(newRange)
      var oldIndex = 0, newIndex = 0, r = 0, a = 0
      while !itemsReplaced && oldIndex < oldItems && newIndex < newItems {
        if r < removedItems.count && removedItems[r] == oldIndex { r += 1; oldIndex += 1; continue }
        if a < addedItems.count && addedItems[a] == newIndex { a += 1; newIndex += 1; continue }
        moved.append((oldBase + oldIndex, newBase + newIndex))
        oldIndex += 1
        newIndex += 1
      }
    } else if itemsReplaced {
      if oldItems > 0 { removed.append(oldBase..<oldBase + oldItems) }
      if newItems > 0 { added.append(newBase..<newBase + newItems) }
    } else {
      removed += Self.runs(removedItems, base: oldBase)
      added += Self.runs(addedItems, base: newBase)
    }
    for (oldRow, newRow) in supplementaries {
      switch (oldRow, newRow) {
      case let (oldRow?, newRow?):
        if pair.moved { moved.append((oldRow, newRow)) }
        if supplementariesChanged { updated.append(newRow) }
      case let (oldRow?, nil): if !pair.moved { removed.append(oldRow..<oldRow + 1) }
      case let (nil, newRow?): if !pair.moved { added.append(newRow..<newRow + 1) }
      case (nil, nil): break
      }
    }
  }

  private static func claim(_ roles: inout [Role], _ index: Int, as role: Role, _ what: String)
    throws(ModelStorageAnomaly)
  {
    guard index >= 0, index < roles.count else { throw .invalidUpdate("\(what) out of range") }
    guard roles[index] == .stationary else { throw .invalidUpdate("\(what) listed twice") }
    roles[index] = role
  }

  private static func sortedUnique(_ values: [Int]?) -> [Int] {
    guard var values, !values.isEmpty else { return [] }
    values.sort()
    var result = [Int]()
    result.reserveCapacity(values.count)
    for value in values where result.last != value { result.append(value) }
    return result
  }

  /// Sorted unique indices as ranges of consecutive values, offset by `base`.
  private static func runs(_ sorted: [Int], base: Int) -> [Range<Int>] {
    var result = [Range<Int>]()
    for value in sorted {
      if let last = result.last, last.upperBound == base + value {
        result[result.count - 1] = last.lowerBound..<base + value + 1
      } else {
        result.append(base + value..<base + value + 1)
      }
    }
    return result
  }
}
