import Foundation

/// Records the mutations of one batch in sequence and turns them into one batch-semantics
/// ``StorageUpdate`` at the end. Every current item carries a token naming where it was when the
/// batch began, so the result is exact however the operations interleave.
/// Sections are expanded to tokens only when touched (O(items of touched sections)).
final class UpdateTracker {
  struct ItemToken {
    /// Section before the batch, or -1 for an item inserted during it.
    var oldSection: Int
    var oldItem: Int
    var moved = false
    var updated = false
    static let inserted = ItemToken(oldSection: -1, oldItem: -1)
  }

  struct SectionTrack {
    var old: Int?
    var moved = false
    var supplementariesChanged = false
    /// `nil` while untouched: then item k is old item k of `old`.
    var items: [ItemToken]?
    var originalCount: Int
  }

  private let oldCounts: [Int]
  private var tracks: [SectionTrack]
  private(set) var needsReload = false

  init(itemCounts: [Int]) {
    oldCounts = itemCounts
    tracks = itemCounts.enumerated().map { SectionTrack(old: $0.offset, items: nil, originalCount: $0.element) }
  }

  private func materialize(_ section: Int) {
    guard tracks[section].items == nil, let old = tracks[section].old else { return }
    tracks[section].items = (0..<tracks[section].originalCount).map { ItemToken(oldSection: old, oldItem: $0) }
  }

  func reloadAll() { needsReload = true }

  func insertSection(at index: Int, itemCount: Int) {
    tracks.insert(
      SectionTrack(old: nil, items: Array(repeating: .inserted, count: itemCount), originalCount: 0), at: index)
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

  /// Every item of `section` replaced by `count` new ones.
  func replaceItems(inSection section: Int, count: Int) {
    materialize(section)
    tracks[section].items = Array(repeating: .inserted, count: count)
  }

  /// The items of `section` changed as `diff` says.
  func applyDiff(_ diff: DiffResult, inSection section: Int, oldCount: Int, newCount: Int) {
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
    var survivors: [Int: [Bool]] = [:]
    for (index, track) in tracks.enumerated() {
      if let old = track.old {
        oldAlive[old] = true
        if track.moved { update.sectionChanges.append(.move(from: old, to: index)) }
        if track.supplementariesChanged { update.sectionChanges.append(.update(index)) }
        if track.items != nil { survivors[old] = [Bool](repeating: false, count: oldCounts[old]) }
      } else {
        update.sectionChanges.append(.insert(index))
      }
    }
    for old in oldAlive.indices where !oldAlive[old] { update.sectionChanges.append(.delete(old)) }
    for (index, track) in tracks.enumerated() {
      guard let items = track.items else { continue }
      for (item, token) in items.enumerated() {
        let path = IndexPath(item: item, section: index)
        if token.oldSection < 0 {
          if track.old != nil { update.itemChanges.append(.insert(path)) }
          continue
        }
        survivors[token.oldSection]?[token.oldItem] = true
        if token.moved || token.oldSection != track.old {
          update.itemChanges.append(.move(from: IndexPath(item: token.oldItem, section: token.oldSection), to: path))
        }
        if token.updated {
          update.itemChanges.append(.update(path))
          update.updatedModels[path] = model(path)
        }
      }
    }
    for (old, survived) in survivors.sorted(by: { $0.key < $1.key }) where oldAlive[old] {
      for item in survived.indices where !survived[item] {
        update.itemChanges.append(.delete(IndexPath(item: item, section: old)))
      }
    }
    return update
  }
}
