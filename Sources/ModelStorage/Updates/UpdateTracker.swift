import Foundation

/// Records the mutations of one batch in sequence and turns them into one batch-semantics
/// ``StorageUpdate`` at the end. Every current item carries a token naming where it was when the
/// batch began, so the result is exact however the operations interleave.
/// Sections are expanded to tokens only when touched (O(items of touched sections)).
final class UpdateTracker {
  let oldCounts: [Int]
  var tracks: [SectionTrack]
  private(set) var needsReload = false

  init(itemCounts: [Int]) {
    oldCounts = itemCounts
    tracks = itemCounts.enumerated().map { SectionTrack(old: $0.offset, items: nil, originalCount: $0.element) }
  }

  private func materialize(_ section: Int) {
    guard tracks[section].items == nil else { return }
    if let diff = tracks[section].diff, let old = tracks[section].old {
      // Touched again after a diff: tokens of the old items, then the diff applied to them.
      tracks[section].diff = nil
      let oldCount = tracks[section].originalCount
      tracks[section].items = (0..<oldCount).map { ItemToken(oldSection: old, oldItem: $0) }
      let newCount = oldCount - diff.deletes.count + diff.inserts.count
      applyDiff(diff, inSection: section, oldCount: oldCount, newCount: newCount)
    } else if tracks[section].itemsReplaced, let old = tracks[section].old, let order = tracks[section].reordering {
      // Touched again after a reordering: each item's token, moved where it left its place.
      tracks[section].itemsReplaced = false
      tracks[section].reordering = nil
      tracks[section].items = order.enumerated().map {
        ItemToken(oldSection: old, oldItem: $0.element, moved: $0.element != $0.offset)
      }
    } else if tracks[section].itemsReplaced {
      // Touched again after a replacement: fall back to one token per (new) item.
      tracks[section].itemsReplaced = false
      tracks[section].items = Array(repeating: .inserted, count: tracks[section].originalCount)
    } else if let old = tracks[section].old {
      tracks[section].items = (0..<tracks[section].originalCount).map { ItemToken(oldSection: old, oldItem: $0) }
    } else {
      tracks[section].items = Array(repeating: .inserted, count: tracks[section].originalCount)
    }
  }

  func reloadAll() { needsReload = true }

  func insertSection(at index: Int, itemCount: Int) {
    // No tokens until touched: a new section's items are reported by the section insert.
    tracks.insert(SectionTrack(old: nil, items: nil, originalCount: itemCount), at: index)
  }

  func deleteSection(at index: Int) { tracks.remove(at: index) }

  func moveSection(from: Int, to: Int) {
    var track = tracks.remove(at: from)
    track.moved = true
    tracks.insert(track, at: to)
  }

  func supplementariesChanged(inSection section: Int) { tracks[section].supplementariesChanged = true }

  func insertItem(at path: IndexPath) {
    materialize(path.section)
    tracks[path.section].items!.insert(.inserted, at: path.item)
  }

  func removeItem(at path: IndexPath) {
    materialize(path.section)
    tracks[path.section].items!.remove(at: path.item)
  }

  func updateItem(at path: IndexPath) {
    materialize(path.section)
    tracks[path.section].items![path.item].updated = true
  }

  func moveItem(from: IndexPath, to: IndexPath) {
    materialize(from.section)
    materialize(to.section)
    var token = tracks[from.section].items!.remove(at: from.item)
    token.moved = true
    tracks[to.section].items!.insert(token, at: to.item)
  }

  /// Every item of `section` replaced by `count` new ones: reported as one
  /// ``SectionChange/replaceItems(_:)`` (O(1) to describe, one splice over the items for GTK)
  /// instead of one change per item, unless the section's items were already touched.
  func replaceItems(inSection section: Int, count: Int) {
    if tracks[section].old == nil {
      // Inserted in this batch: every item comes with the section, whatever came before.
      tracks[section].items = nil
      tracks[section].originalCount = count
      return
    }
    guard tracks[section].items == nil, tracks[section].old != nil, tracks[section].diff == nil else {
      // Items already moved in or out in this batch: keep exact per-item tokens.
      tracks[section].diff = nil
      tracks[section].items = Array(repeating: .inserted, count: count)
      return
    }
    tracks[section].itemsReplaced = true
    tracks[section].reordering = nil
    tracks[section].originalCount = count
  }

  /// The items of `section` reordered: `order[new]` is the old index of the item now at `new`.
  /// A large reordering of a section untouched so far (any size with `asPermutation`: a new table
  /// sort) is reported as one replace carrying the permutation (``StorageUpdate/reorderings``),
  /// through which a view keeps its top row, selection and focus; any other as its fewest moves.
  func reorderItems(inSection section: Int, order: [Int], asPermutation: Bool = false) {
    let track = tracks[section], count = order.count
    let untouched = track.old != nil && track.items == nil && track.diff == nil && !track.itemsReplaced
    // Nothing moved: the first item out of place ends the check (a sort finds one at once).
    guard !order.elementsEqual(0..<count) else { return }
    if untouched, asPermutation {
      tracks[section].itemsReplaced = true
      tracks[section].reordering = order
      return
    }
    let blocks = Diff.blockCount(ofPermutation: order)
    // Each move joins at most three blocks into one, so this many blocks need more moves than
    // the limit: the fewest-moves search is skipped.
    let large = untouched && (blocks - 1) / 3 > StorageUpdate.largeReordering
    let moves = large ? [] : Diff.moves(ofPermutation: order)
    if untouched, large || moves.count > StorageUpdate.largeReordering {
      tracks[section].itemsReplaced = true
      tracks[section].reordering = order
    } else {
      applyDiff(DiffResult(moves: moves), inSection: section, oldCount: count, newCount: count)
    }
  }

  /// The items of `section` changed as `diff` says.
  func applyDiff(_ diff: DiffResult, inSection section: Int, oldCount: Int, newCount: Int) {
    let track = tracks[section]
    if track.items == nil, track.old == nil {
      tracks[section].originalCount = newCount
      return
    }
    if track.items == nil, !track.itemsReplaced, track.diff == nil {
      tracks[section].diff = diff
      return
    }
    materialize(section)
    let current = tracks[section].items!
    var moved = [Bool](repeating: false, count: newCount), updated = [Bool](repeating: false, count: newCount)
    for move in diff.moves { moved[move.to] = true }
    for index in diff.updates { updated[index] = true }
    let map = diff.newToOld(oldCount: oldCount, newCount: newCount)
    tracks[section].items = (0..<newCount).map { index in
      guard let oldIndex = map[index] else { return .inserted }
      var token = current[oldIndex]
      token.moved = token.moved || moved[index]
      token.updated = token.updated || updated[index]
      return token
    }
  }

  /// The batch as one update; `model` reads an item after the batch.
  func finish(model: (IndexPath) -> Any?) -> StorageUpdate {
    var update = StorageUpdate()
    var oldAlive = [Bool](repeating: false, count: oldCounts.count)
    // Per old section that some track materialized: which of its items are still somewhere.
    var survivors = [[Bool]?](repeating: nil, count: oldCounts.count)
    let filterAsSurvivors = reportsFilterAsSurvivors
    for (index, track) in tracks.enumerated() {
      if let old = track.old {
        oldAlive[old] = true
        if track.moved { update.sectionChanges.append(.move(from: old, to: index)) }
        if track.supplementariesChanged { update.sectionChanges.append(.update(index)) }
        if track.itemsReplaced {
          update.sectionChanges.append(.replaceItems(index))
          if let order = track.reordering { update.reorderings[index] = order }
        }
        if track.items != nil { survivors[old] = [Bool](repeating: false, count: oldCounts[old]) }
        if let diff = track.diff, filterAsSurvivors {
          update.sectionChanges.append(.replaceItems(index))
          update.survivors[index] = SurvivorMap(deletes: diff.deletes, inserts: diff.inserts, oldCount: oldCounts[old])
        } else if let diff = track.diff {
          report(diff, oldSection: old, section: index, into: &update, model: model)
        }
      } else {
        update.sectionChanges.append(.insert(index))
      }
    }
    for old in oldAlive.indices where !oldAlive[old] { update.sectionChanges.append(.delete(old)) }
    for (index, track) in tracks.enumerated() {
      guard let items = track.items else { continue }
      for (item, token) in items.enumerated() {
        // Only changed tokens build index paths: untouched items cost one branch each.
        if token.oldSection < 0 {
          // Items of a section inserted in the batch come with the section.
          if track.old != nil { update.itemChanges.append(.insert(IndexPath(item: item, section: index))) }
          continue
        }
        survivors[token.oldSection]?[token.oldItem] = true
        guard token.moved || token.updated || token.oldSection != track.old else { continue }
        let path = IndexPath(item: item, section: index)
        if token.moved || token.oldSection != track.old {
          update.itemChanges.append(.move(from: IndexPath(item: token.oldItem, section: token.oldSection), to: path))
        }
        if token.updated {
          update.itemChanges.append(.update(path))
          update.addUpdatedModel(model(path), at: path)
        }
      }
    }
    for old in survivors.indices where oldAlive[old] {
      guard let survived = survivors[old] else { continue }
      for item in survived.indices where !survived[item] {
        update.itemChanges.append(.delete(IndexPath(item: item, section: old)))
      }
    }
    return update
  }

  /// The changes of an untouched section's diff, O(changes).
  private func report(
    _ diff: DiffResult, oldSection: Int, section: Int, into update: inout StorageUpdate, model: (IndexPath) -> Any?
  ) {
    update.itemChanges.reserveCapacity(update.itemChanges.count + diff.changeCount)
    update.reserveUpdatedModels(diff.updates.count)
    for index in diff.deletes { update.itemChanges.append(.delete(IndexPath(item: index, section: oldSection))) }
    for index in diff.inserts { update.itemChanges.append(.insert(IndexPath(item: index, section: section))) }
    for move in diff.moves {
      update.itemChanges.append(
        .move(from: IndexPath(item: move.from, section: oldSection), to: IndexPath(item: move.to, section: section)))
    }
    for index in diff.updates {
      let path = IndexPath(item: index, section: section)
      update.itemChanges.append(.update(path))
      update.addUpdatedModel(model(path), at: path)
    }
  }
}
