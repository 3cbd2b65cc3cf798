import Foundation
import GtkListKitTestSupport
import ModelStorage

@testable import GtkListKit

/// A node of the tree soak: a folder or a file, with an identity and a content version.
struct TreeSoakNode: Equatable {
  let id: Int
  var folder: Bool
  var version: Int
}

/// Shows "n<id>v<version>".
final class TreeSoakCell: LabelCell, ModelTransfer {
  func update(with model: TreeSoakNode) { show("n\(model.id)v\(model.version)") }
}

/// The truth of the tree soak: every folder's children (what the storage's provider returns),
/// the roots and the expanded identities. Each operation changes it and the manager alike.
@MainActor
final class TreeSoakMirror {
  var roots: [TreeSoakNode] = []
  var children: [Int: [TreeSoakNode]] = [:]
  var expanded = Set<Int>()
  private var nextID = 0

  init(using g: inout SeededGenerator) {
    roots = (0..<12).map { _ in newNode(using: &g) }
  }

  private func newNode(using g: inout SeededGenerator) -> TreeSoakNode {
    nextID += 1
    let folder = Int.random(in: 0..<3, using: &g) > 0
    if folder { children[nextID] = (0..<Int.random(in: 0...4, using: &g)).map { _ in leaf(using: &g) } }
    return TreeSoakNode(id: nextID, folder: folder, version: 0)
  }

  private func leaf(using g: inout SeededGenerator) -> TreeSoakNode {
    nextID += 1
    return TreeSoakNode(id: nextID, folder: Int.random(in: 0..<4, using: &g) == 0, version: 0)
  }

  /// The rows GTK must show, in order: each with its text for comparison and its cell's label.
  func flattened() -> [(id: Int, text: String, label: String)] {
    var rows: [(id: Int, text: String, label: String)] = []
    func visit(_ nodes: [TreeSoakNode], depth: Int) {
      for node in nodes {
        let open = node.folder && expanded.contains(node.id)
        rows.append(
          (
            node.id, Self.describe(id: node.id, depth: depth, expandable: node.folder, expanded: open),
            "n\(node.id)v\(node.version)"
          ))
        if open { visit(children[node.id] ?? [], depth: depth + 1) }
      }
    }
    visit(roots, depth: 0)
    return rows
  }

  static func describe(id: Int, depth: Int, expandable: Bool, expanded: Bool) -> String {
    "\(depth) n\(id)\(expandable ? (expanded ? " -" : " +") : "")"
  }

  /// Every node in the tree with its parent (`nil`: a root).
  private func allNodes() -> [(node: TreeSoakNode, parent: Int?)] {
    var result: [(TreeSoakNode, Int?)] = []
    func visit(_ nodes: [TreeSoakNode], parent: Int?) {
      for node in nodes {
        result.append((node, parent))
        if node.folder { visit(children[node.id] ?? [], parent: node.id) }
      }
    }
    visit(roots, parent: nil)
    return result
  }

  private func isDescendant(_ id: Int, of ancestor: Int) -> Bool {
    (children[ancestor] ?? []).contains { $0.id == id || ($0.folder && isDescendant(id, of: $0.id)) }
  }

  private func nodes(of parent: Int?) -> [TreeSoakNode] { parent.map { children[$0] ?? [] } ?? roots }

  /// Sets `parent`'s children in the mirror and tells the storage (a root list, or a folder it knows).
  private func set(_ nodes: [TreeSoakNode], of parent: Int?, in manager: TreeListManager<Int>) {
    if let parent {
      children[parent] = nodes
      if manager.storage.contains(parent) { manager.storage.setChildren(nodes, of: parent) }
    } else {
      roots = nodes
      manager.storage.setRoots(nodes)
    }
  }

  /// Draws an operation valid now, applies it to the mirror and the manager, and names it.
  func perform(on manager: TreeListManager<Int>, using g: inout SeededGenerator) -> String {
    let visible = flattened().map(\.id)
    let shownNodes = allNodes().filter { visible.contains($0.node.id) }
    let roll = Int.random(in: 0..<100, using: &g)
    switch roll {
    case ..<25:
      guard
        let folder = shownNodes.filter({ $0.node.folder && !expanded.contains($0.node.id) }).randomElement(using: &g)
      else { return "expand: none" }
      expanded.insert(folder.node.id)
      manager.expand(folder.node.id)
      return "expand n\(folder.node.id)"
    case ..<40:
      guard let folder = shownNodes.filter({ expanded.contains($0.node.id) && $0.node.folder }).randomElement(using: &g)
      else { return "collapse: none" }
      expanded.remove(folder.node.id)  // descendants stay expanded (.rememberDescendants)
      manager.collapse(folder.node.id)
      return "collapse n\(folder.node.id)"
    case ..<55:
      let parent: Int? =
        Bool.random(using: &g) ? nil : allNodes().filter(\.node.folder).randomElement(using: &g)?.node.id
      var list = nodes(of: parent)
      let crowded = allNodes().count > 160
      switch Int.random(in: 0..<4, using: &g) {
      case 0 where !crowded: list.insert(leaf(using: &g), at: Int.random(in: 0...list.count, using: &g))
      case 1 where !list.isEmpty: list.remove(at: Int.random(in: 0..<list.count, using: &g))
      case 2 where list.count > 1:
        list.swapAt(Int.random(in: 0..<list.count, using: &g), Int.random(in: 0..<list.count, using: &g))
      default: list.reverse()
      }
      set(list, of: parent, in: manager)
      return "set children of \(parent.map { "n\($0)" } ?? "roots"): \(list.map(\.id))"
    case ..<63:
      // A move across folders: out of one list, into another that is not inside it.
      guard let (node, from) = allNodes().randomElement(using: &g) else { return "move: none" }
      let targets: [Int?] =
        [nil]
        + allNodes().filter { $0.node.folder && $0.node.id != node.id && !isDescendant($0.node.id, of: node.id) }.map {
          $0.node.id
        }
      guard let to = targets.randomElement(using: &g), to != from else { return "move: same place" }
      var list = nodes(of: to)
      let index = Int.random(in: 0...list.count, using: &g)
      list.insert(node, at: index)
      let loaded = to.map { manager.storage.loadedChildIDs(of: $0) != nil } ?? true
      let name = "n\(node.id) from \(from.map { "n\($0)" } ?? "roots") to \(to.map { "n\($0)" } ?? "roots")"
      if Bool.random(using: &g), loaded, manager.storage.contains(node.id) {
        // The storage's own move (what a drop does), both lists loaded.
        if let from {
          children[from] = children[from]?.filter { $0.id != node.id }
        } else {
          roots = roots.filter { $0.id != node.id }
        }
        if let to { children[to] = list } else { roots = list }
        manager.storage.moveNodes([node.id], toParent: to, at: index)
        return "moveNodes \(name) at \(index)"
      }
      set(nodes(of: from).filter { $0.id != node.id }, of: from, in: manager)
      set(list, of: to, in: manager)
      return "move \(name)"
    case ..<78:
      // An update in place: a new version, or a file that becomes an (empty, collapsed) folder.
      guard let (node, parent) = allNodes().filter({ manager.storage.contains($0.node.id) }).randomElement(using: &g)
      else { return "update: none" }
      var changed = node
      changed.version += 1
      if !node.folder, Bool.random(using: &g) {
        changed.folder = true
        children[node.id] = children[node.id] ?? []
        expanded.remove(node.id)
      }
      set(nodes(of: parent).map { $0.id == node.id ? changed : $0 }, of: parent, in: manager)
      manager.storage.update(changed)
      return "update n\(node.id) to v\(changed.version)\(changed.folder != node.folder ? " (now a folder)" : "")"
    default:
      guard let node = shownNodes.randomElement(using: &g) else { return "select: none" }
      manager.select(node.node.id)
      return "select n\(node.node.id)"
    }
  }
}
