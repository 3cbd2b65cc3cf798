import Foundation
import GtkListKitTestSupport
import ModelStorage

@testable import GtkListKit

// The model of GtkPropertyTests: items, the two cells one mapping rule chooses between, the
// operations a run draws, and a mirror of the storage that says what GTK must show.

/// An item with an identity (`id`) and a content (`version`); odd versions map to `OddItemCell`.
struct SoakItem: Identifiable, Equatable, CustomStringConvertible {
  let id: Int
  var version: Int
  var description: String { "\(id)v\(version)" }
}

/// A cell that remembers the model it last showed.
class SoakCell: LabelCell {
  var shown: SoakItem?
}

/// Registered second, with a condition: items of odd version (outside section 0).
final class OddItemCell: SoakCell, ModelTransfer {
  func update(with model: SoakItem) {
    shown = model
    show("odd \(model)")
  }
}

/// Registered before the others, by position: items of section 0, shown with their index path
/// (GTK 4.12+ keeps a row whose item object it kept without binding it again).
final class FirstSectionItemCell: SoakCell {
  var shownAt: IndexPath?
  func present(_ model: SoakItem, at indexPath: IndexPath) {
    shown = model
    shownAt = indexPath
    show("first \(model) at \(indexPath.item)")
  }
}

/// Registered last, unconditionally: every other item.
final class EvenItemCell: SoakCell, ModelTransfer {
  func update(with model: SoakItem) {
    shown = model
    show("even \(model)")
  }
}

/// One step of a run. ListStorage operations are applied to the mirror and to the storage alike.
enum SoakOp: CustomStringConvertible {
  case insert(SoakItem, IndexPath)
  case remove([IndexPath])
  case move(IndexPath, IndexPath)
  case replace(IndexPath, SoakItem)
  case diff(section: Int, [SoakItem])
  case insertSection(Int, [SoakItem], header: String?)
  case deleteSection(Int)
  case moveSection(Int, Int)
  case header(section: Int, String?)
  case batch([SoakOp])
  case select(IndexPath)
  case deselect(IndexPath)
  case deselectAll
  case scroll(IndexPath)

  var description: String {
    func path(_ p: IndexPath) -> String { "[\(p.section),\(p.item)]" }
    switch self {
    case .insert(let item, let p): return "insert \(item) at \(path(p))"
    case .remove(let ps): return "remove \(ps.map(path))"
    case .move(let a, let b): return "move \(path(a)) -> \(path(b))"
    case .replace(let p, let item): return "replace \(path(p)) with \(item)"
    case .diff(let s, let items): return "setItems(diff) section \(s) = \(items)"
    case .insertSection(let s, let items, let h): return "insertSection \(s) \(items) header \(h ?? "nil")"
    case .deleteSection(let s): return "deleteSection \(s)"
    case .moveSection(let a, let b): return "moveSection \(a) -> \(b)"
    case .header(let s, let h): return "header section \(s) = \(h ?? "nil")"
    case .batch(let ops): return "performUpdates { \(ops.map(\.description).joined(separator: "; ")) }"
    case .select(let p): return "select \(path(p))"
    case .deselect(let p): return "deselect \(path(p))"
    case .deselectAll: return "deselectAll"
    case .scroll(let p): return "scroll(to: \(path(p)))"
    }
  }
}

/// What the storage holds and what must be selected (by item identity).
struct SoakMirror {
  var sections: [[SoakItem]] = []
  var headers: [String?] = []
  var selected: Set<Int> = []
  var single: Bool
  var nextID = 0
  var nextHeader = 0

  var totalItems: Int { sections.reduce(0) { $0 + $1.count } }
  func item(at p: IndexPath) -> SoakItem? {
    sections.indices.contains(p.section) && sections[p.section].indices.contains(p.item)
      ? sections[p.section][p.item] : nil
  }

  mutating func newItem(using g: inout SeededGenerator) -> SoakItem {
    nextID += 1
    return SoakItem(id: nextID, version: Int.random(in: 0..<4, using: &g))
  }
  mutating func newHeader() -> String {
    nextHeader += 1
    return "h\(nextHeader)"
  }

  func randomPath(using g: inout SeededGenerator) -> IndexPath? {
    guard totalItems > 0 else { return nil }
    var k = Int.random(in: 0..<totalItems, using: &g)
    for (s, items) in sections.enumerated() {
      if k < items.count { return IndexPath(item: k, section: s) }
      k -= items.count
    }
    return nil
  }

  /// Draws a storage operation valid for the current contents (sizes kept around ~400 items).
  mutating func drawStorageOp(using g: inout SeededGenerator) -> SoakOp {
    let roll = Int.random(in: 0..<100, using: &g)
    let crowded = totalItems > 500
    if sections.isEmpty || (roll < 3 && sections.count < 6) {
      let count = Int.random(in: 0..<(crowded ? 5 : 120), using: &g)
      let items = (0..<count).map { _ in newItem(using: &g) }
      let header = Bool.random(using: &g) ? newHeader() : nil
      return .insertSection(Int.random(in: 0...sections.count, using: &g), items, header: header)
    }
    let section = Int.random(in: 0..<sections.count, using: &g)
    switch roll {
    case ..<5 where sections.count > 1 || crowded:
      return .deleteSection(section)
    case ..<8 where sections.count > 1:
      return .moveSection(section, Int.random(in: 0..<sections.count, using: &g))
    case ..<12:
      return .header(section: section, Bool.random(using: &g) ? newHeader() : nil)
    case ..<22:
      var items = sections[section].filter { _ in Int.random(in: 0..<10, using: &g) > 0 }
      for i in items.indices where Int.random(in: 0..<5, using: &g) == 0 { items[i].version += 1 }
      for _ in 0..<Int.random(in: 0...(crowded ? 0 : 6), using: &g) {
        items.insert(newItem(using: &g), at: Int.random(in: 0...items.count, using: &g))
      }
      if items.count > 1, Bool.random(using: &g) {
        let from = Int.random(in: 0..<items.count, using: &g)
        items.insert(items.remove(at: from), at: Int.random(in: 0..<items.count, using: &g))
      }
      return .diff(section: section, items)
    default: break
    }
    guard let path = randomPath(using: &g), roll >= 22 else {
      return .insert(newItem(using: &g), IndexPath(item: 0, section: section))
    }
    switch roll {
    case ..<45 where !crowded:
      let target = Int.random(in: 0..<sections.count, using: &g)
      return .insert(
        newItem(using: &g), IndexPath(item: Int.random(in: 0...sections[target].count, using: &g), section: target))
    case ..<60:
      var paths = [path]
      if Bool.random(using: &g), let other = randomPath(using: &g) { paths.append(other) }
      return .remove(paths)
    case ..<75:
      let target = Int.random(in: 0..<sections.count, using: &g)
      let count = sections[target].count - (target == path.section ? 1 : 0)
      return .move(path, IndexPath(item: Int.random(in: 0...count, using: &g), section: target))
    default:
      var item = sections[path.section][path.item]
      item.version += Int.random(in: 1...2, using: &g)  // +1 switches the cell type, +2 keeps it
      return .replace(path, item)
    }
  }

  mutating func apply(_ op: SoakOp) {
    switch op {
    case .insert(let item, let p): sections[p.section].insert(item, at: p.item)
    case .remove(let ps):
      for p in Set(ps).sorted(by: { ($0.section, $0.item) > ($1.section, $1.item) }) {
        selected.remove(sections[p.section].remove(at: p.item).id)
      }
    case .move(let a, let b): sections[b.section].insert(sections[a.section].remove(at: a.item), at: b.item)
    case .replace(let p, let item): sections[p.section][p.item] = item
    case .diff(let s, let items):
      let kept = Set(items.map(\.id))
      for old in sections[s] where !kept.contains(old.id) { selected.remove(old.id) }
      sections[s] = items
    case .insertSection(let s, let items, let header):
      sections.insert(items, at: s)
      headers.insert(header, at: s)
    case .deleteSection(let s):
      for old in sections.remove(at: s) { selected.remove(old.id) }
      headers.remove(at: s)
    case .moveSection(let a, let b):
      sections.insert(sections.remove(at: a), at: b)
      headers.insert(headers.remove(at: a), at: b)
    case .header(let s, let h): headers[s] = h
    case .batch(let ops): for op in ops { apply(op) }
    case .select(let p):
      if single { selected.removeAll() }
      selected.insert(sections[p.section][p.item].id)
    case .deselect(let p): selected.remove(sections[p.section][p.item].id)
    case .deselectAll: selected.removeAll()
    case .scroll: break
    }
  }
}

extension MemoryStorage {
  /// Applies a storage operation of a soak run (selection and scrolling are the manager's).
  func apply(_ op: SoakOp) throws {
    switch op {
    case .insert(let item, let p): try insertItem(item, to: p)
    case .remove(let ps): try removeItems(at: ps)
    case .move(let a, let b): moveItem(at: a, to: b)
    case .replace(let p, let item): try replaceItem(at: p, with: item)
    case .diff(let s, let items): setItems(items, forSection: s)
    case .insertSection(let s, let items, let header):
      try insertSection(StorageSection(items: items, header: header), atIndex: s)
    case .deleteSection(let s): try deleteSections(IndexSet(integer: s))
    case .moveSection(let a, let b): try moveSection(a, toSection: b)
    case .header(let s, let h): try setSectionHeaderModel(h, forSection: s)
    case .batch(let ops): try performUpdates { for op in ops { try apply(op) } }
    case .select, .deselect, .deselectAll, .scroll: break
    }
  }
}

/// The size of a random run: `GTKLISTKIT_SOAK_STEPS` steps per seed (default 10,000) and
/// `GTKLISTKIT_SOAK_SEED` to run one seed instead of a test's default ones.
enum SoakSettings {
  static var stepsPerSeed: Int {
    ProcessInfo.processInfo.environment["GTKLISTKIT_SOAK_STEPS"].flatMap { Int($0) } ?? 10_000
  }

  static func seeds(default seeds: [UInt64]) -> [UInt64] {
    ProcessInfo.processInfo.environment["GTKLISTKIT_SOAK_SEED"].flatMap { UInt64($0) }.map { [$0] } ?? seeds
  }
}
