import Foundation
import GtkListKitTestSupport
import ModelStorage

@testable import GtkListKit

/// What a tree in a table must show in TreeTableRandomTests, by node identity: the expanded
/// nodes, the filter and the expansion it will give back, and the selected node. The storage's
/// loaded children are the input (the test changes them); which nodes pass the filter, which are
/// expanded and which is selected are predicted here, not read back from the manager.
@MainActor
struct TreeTableMirror {
  let storage: TreeStorage<String>
  var expanded: Set<String> = []
  /// The filter's name and predicate, and the user's expansion from before it.
  var filter: (name: String, accepts: (Entry) -> Bool)?
  var saved: Set<String>?
  var selected: String?
  /// Selected nodes the filter hid: selected again when it is cleared, unless one was selected meanwhile.
  var hiddenSelection: Set<String> = []
  /// Clearing the filter brought back more than one hidden selected node: one of them is selected.
  var selectedOneOf: Set<String> = []

  init(storage: TreeStorage<String>) { self.storage = storage }

  /// Filters over a name (stays) or a size (an update can hide or show a node).
  static let filters: [(name: String, accepts: (Entry) -> Bool)] = [
    ("name is a", { $0.name == "a" }), ("name is x", { $0.name == "x" }), ("name is f1", { $0.name == "f1" }),
    ("size below 3", { $0.size < 3 }),
  ]

  func entry(_ id: String) -> Entry? { storage.model(for: id) as? Entry }
  func children(_ id: String) -> [String] { storage.loadedChildIDs(of: id) ?? [] }

  /// Whether the node shows under the filter: it matches, or a loaded descendant does.
  func passes(_ id: String) -> Bool {
    guard let filter else { return true }
    return entry(id).map(filter.accepts) == true || children(id).contains(where: passes)
  }

  func ancestors(_ id: String) -> [String] {
    var result: [String] = []
    var node = storage.parent(of: id)
    while let ancestor = node {
      result.append(ancestor)
      node = storage.parent(of: ancestor)
    }
    return result
  }

  /// Whether the node's row shows: it passes and every ancestor is expanded.
  func isVisible(_ id: String) -> Bool { passes(id) && ancestors(id).allSatisfy(expanded.contains) }

  /// The nodes whose rows show, top to bottom, with their depth.
  func shownNodes() -> [(id: String, depth: Int)] {
    var nodes: [(id: String, depth: Int)] = []
    func walk(_ ids: [String], depth: Int) {
      for id in ids where passes(id) {
        nodes.append((id, depth))
        if expanded.contains(id) { walk(children(id), depth: depth + 1) }
      }
    }
    walk(storage.rootIDs, depth: 0)
    return nodes
  }

  /// The rows GTK must show, as ``TreeTableProbe/rows(_:)``.
  func rows() -> [String] {
    shownNodes().compactMap { id, depth in
      guard let entry = entry(id) else { return nil }
      let mark = entry.isFolder ? expanded.contains(id) ? " -" : " +" : ""
      return "\(depth) \(entry.name) \(entry.size)\(mark)"
    }
  }

  /// `select(_:)`: the node's ancestors expand so that it shows.
  mutating func select(_ id: String) {
    expanded.formUnion(ancestors(id))
    selected = id
    hiddenSelection.remove(id)
  }

  /// `expand(_:)` expands the ancestors first.
  mutating func expand(_ id: String) { expanded.formUnion([id] + ancestors(id)) }

  /// Under `.rememberDescendants` only the node is marked collapsed.
  mutating func collapse(_ id: String) { expanded.remove(id) }

  /// A filter set or changed: the user's expansion is kept from the first one; a selected
  /// node it hides is unselected and remembered.
  mutating func setFilter(_ new: (name: String, accepts: (Entry) -> Bool)) {
    if filter == nil { saved = expanded }
    filter = new
    storageChanged()
  }

  /// The filter cleared: the user's expansion back, and a selection it hid when none was made since.
  mutating func clearFilter() {
    guard filter != nil else { return }
    filter = nil
    expanded = saved ?? expanded
    saved = nil
    selectShownNode()
    let back = hiddenSelection.filter(isVisible)
    hiddenSelection.subtract(back)
    if selected == nil, back.count == 1 { selected = back.first }
    if selected == nil, back.count > 1 { selectedOneOf = back }
  }

  /// The storage changed while filtered: a selected node that stopped passing is unselected,
  /// and every shown node with shown children expands (the matches show).
  mutating func storageChanged() {
    guard filter != nil else { return }
    if let selected, !passes(selected) {
      hiddenSelection.insert(selected)
      self.selected = nil
    }
    var queue = storage.rootIDs.filter(passes)
    while let id = queue.popLast() {
      let shown = children(id).filter(passes)
      if !shown.isEmpty { expanded.insert(id) }
      queue += shown
    }
  }

  /// A collapse hid the selected node: the outermost collapsed ancestor is selected instead.
  mutating func selectShownNode() {
    guard let node = selected else { return }
    if let outermost = ancestors(node).last(where: { !expanded.contains($0) }) { selected = outermost }
  }
}
