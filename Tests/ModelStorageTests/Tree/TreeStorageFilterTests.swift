import Foundation
import ModelStorage
import XCTest

/// `TreeStorage.setFilter` without GTK: the matches and their ancestors stay, each change is a
/// diff of a level's shown children that a view mirroring the levels can apply (its `old` is
/// what the view has), clearing gives every row back, and random trees, predicates and
/// mutations agree with a brute-force filter.
final class TreeStorageFilterTests: XCTestCase {
  /// A node: `id`, and a `tag` the predicates read. A folder's id ends in "/".
  struct Node: Equatable {
    let id: String
    var tag: String
  }

  /// Folders' children by id, read by the provider.
  final class Tree {
    var children: [String: [Node]] = [:]
    func storage(_ roots: [Node]) -> TreeStorage<String> {
      TreeStorage<String>(
        roots: roots, id: { ($0 as! Node).id }, isExpandable: { ($0 as! Node).id.hasSuffix("/") },
        children: { self.children[($0 as! Node).id] ?? [] })
    }
  }

  /// The levels a view was told, checked against each change's `old`.
  final class Mirror {
    var levels: [String?: [String]] = [:]
    var changes = 0
    init(_ storage: TreeStorage<String>) {
      var queue: [String?] = [nil]
      while let parent = queue.popLast() {
        guard let level = parent.map({ storage.loadedChildIDs(of: $0) }) ?? storage.rootIDs else { continue }
        levels[parent] = level
        queue.append(contentsOf: level.map { $0 })
      }
      storage.onChange = { [unowned self] change in
        guard case let .children(parent, old, new) = change else { return }
        if let known = levels[parent] { XCTAssertEqual(known, old, "the old children of \(parent ?? "root")") }
        levels[parent] = new
        changes += 1
      }
    }
  }

  /// Every loaded level's shown children, by brute force: a node shows when it matches or a
  /// loaded descendant does.
  private func expectedLevels(_ storage: TreeStorage<String>, _ predicate: ((Node) -> Bool)?) -> [String?: [String]] {
    func shows(_ id: String) -> Bool {
      guard let predicate else { return true }
      return predicate(storage.model(for: id) as! Node) || (storage.loadedChildIDs(of: id) ?? []).contains(where: shows)
    }
    var levels: [String?: [String]] = [:]
    var queue: [String?] = [nil]
    while let parent = queue.popLast() {
      guard let all = parent.map({ storage.loadedChildIDs(of: $0) }) ?? storage.rootIDs else { continue }
      levels[parent] = all.filter(shows)
      queue.append(contentsOf: all.map { $0 })
    }
    return levels
  }

  private func check(
    _ storage: TreeStorage<String>, _ mirror: Mirror, _ predicate: ((Node) -> Bool)?, _ what: String,
    line: UInt = #line
  ) {
    for (parent, level) in expectedLevels(storage, predicate) {
      XCTAssertEqual(storage.shownChildIDs(ofParent: parent), level, "\(what): storage \(parent ?? "root")", line: line)
      // A level of a hidden node is not on screen: its changes may be skipped by a view.
      if parent.map(storage.passesFilter) ?? true, let seen = mirror.levels[parent] {
        XCTAssertEqual(seen, level, "\(what): view \(parent ?? "root")", line: line)
      }
    }
  }

  private func makeTree() -> (Tree, TreeStorage<String>) {
    let tree = Tree()
    tree.children["a/"] = [Node(id: "a/0", tag: ""), Node(id: "a/1/", tag: "")]
    tree.children["a/1/"] = [Node(id: "a/1/0", tag: "hit"), Node(id: "a/1/1", tag: "")]
    tree.children["b/"] = [Node(id: "b/0", tag: ""), Node(id: "b/1", tag: "")]
    let storage = tree.storage([Node(id: "a/", tag: ""), Node(id: "b/", tag: ""), Node(id: "c", tag: "hit")])
    for id in ["a/", "a/1/", "b/"] { _ = storage.childIDs(of: id) }
    return (tree, storage)
  }

  func testFilterKeepsMatchesAndTheirAncestorsAndClearingGivesEverythingBack() {
    let (_, storage) = makeTree()
    let mirror = Mirror(storage)
    let hit = { (node: Node) in node.tag == "hit" }
    storage.setFilter { hit($0 as! Node) }
    XCTAssertTrue(storage.isFiltered)
    XCTAssertEqual(mirror.levels[nil], ["a/", "c"])
    XCTAssertEqual(mirror.levels["a/"], ["a/1/"])
    XCTAssertEqual(mirror.levels["a/1/"], ["a/1/0"])
    XCTAssertEqual(storage.shownChildIDs(ofParent: "b/"), [])
    XCTAssertFalse(storage.passesFilter("b/"))
    XCTAssertTrue(storage.passesFilter("a/"), "an ancestor of a match")
    XCTAssertEqual(storage.indexPath(of: "a/1/0"), IndexPath(indexes: [0, 1, 0]), "index paths stay the storage's")
    check(storage, mirror, hit, "filtered")

    storage.setFilter(nil)
    XCTAssertFalse(storage.isFiltered)
    XCTAssertEqual(mirror.levels[nil], ["a/", "b/", "c"])
    XCTAssertEqual(mirror.levels["a/"], ["a/0", "a/1/"])
    XCTAssertEqual(mirror.levels["a/1/"], ["a/1/0", "a/1/1"])
    XCTAssertEqual(storage.loadedChildIDs(of: "b/"), ["b/0", "b/1"], "nothing was lost")
    check(storage, mirror, nil, "cleared")
    let changes = mirror.changes
    storage.setFilter(nil)
    XCTAssertEqual(mirror.changes, changes, "clearing twice tells nothing")
  }

  func testMutationsWhileFilteredAreToldAsShownRows() {
    let (tree, storage) = makeTree()
    let mirror = Mirror(storage)
    let hit = { (node: Node) in node.tag == "hit" }
    storage.setFilter { hit($0 as! Node) }
    storage.setChildren([Node(id: "b/0", tag: ""), Node(id: "b/new", tag: "hit")], of: "b/")
    XCTAssertEqual(mirror.levels[nil], ["a/", "b/", "c"], "an added match brings its ancestor back")
    XCTAssertEqual(mirror.levels["b/"], ["b/new"])
    storage.update(Node(id: "a/1/0", tag: ""))
    XCTAssertEqual(mirror.levels[nil], ["b/", "c"], "a match updated away hides its ancestors")
    storage.update(Node(id: "a/0", tag: "hit"))
    XCTAssertEqual(mirror.levels["a/"], ["a/0"])
    check(storage, mirror, hit, "mutated")
    tree.children["c2/"] = [Node(id: "c2/hit", tag: "hit")]
    storage.setRoots([Node(id: "c2/", tag: ""), Node(id: "a/", tag: "")])
    XCTAssertEqual(mirror.levels[nil], ["a/"], "c2/'s children are not loaded: it does not match itself")
    XCTAssertEqual(storage.childIDs(of: "c2/"), ["c2/hit"])
    XCTAssertEqual(storage.shownChildIDs(ofParent: "c2/"), ["c2/hit"])
    storage.setFilter(nil)
    check(storage, mirror, nil, "cleared")
  }

  /// Random trees, predicates and mutations, filtered and not: the view's mirror follows every
  /// change and matches a brute-force filter after each step.
  func testRandomFiltersAndMutationsAgreeWithBruteForce() {
    var random = SystemRandomNumberGenerator()
    for round in 0..<60 {
      let tree = Tree()
      var serial = 0
      func node(_ parent: String) -> Node {
        serial += 1
        let folder = Int.random(in: 0..<3, using: &random) == 0
        return Node(id: "\(parent)\(serial)\(folder ? "/" : "")", tag: ["x", "y", "z"].randomElement(using: &random)!)
      }
      func fill(_ parent: String, depth: Int) {
        guard depth < 4 else { return }
        let kids = (0..<Int.random(in: 0...4, using: &random)).map { _ in node(parent) }
        tree.children[parent] = kids
        for kid in kids where kid.id.hasSuffix("/") { fill(kid.id, depth: depth + 1) }
      }
      let roots = (0..<Int.random(in: 1...4, using: &random)).map { _ in node("r") }
      for root in roots where root.id.hasSuffix("/") { fill(root.id, depth: 1) }
      let storage = tree.storage(roots)
      // Some levels loaded.
      var loadQueue = storage.rootIDs
      while let id = loadQueue.popLast(), Bool.random(using: &random) || loadQueue.count < 3 {
        loadQueue.append(contentsOf: storage.childIDs(of: id))
      }
      let mirror = Mirror(storage)
      var predicate: ((Node) -> Bool)?
      for step in 0..<25 {
        let loadedParents = storage.rootIDs + storage.rootIDs.flatMap { descendants(storage, $0) }
        switch Int.random(in: 0..<6, using: &random) {
        case 0:
          let tag = ["x", "y", "z"].randomElement(using: &random)!
          predicate = { $0.tag == tag }
          storage.setFilter { predicate!($0 as! Node) }
        case 1:
          predicate = nil
          storage.setFilter(nil)
        case 2:
          guard let id = loadedParents.randomElement(using: &random),
            var model = storage.model(for: id) as? Node
          else { continue }
          model.tag = ["x", "y", "z"].randomElement(using: &random)!
          storage.update(model)
        case 3:
          let parents = loadedParents.filter { storage.loadedChildIDs(of: $0) != nil }
          guard let parent = parents.randomElement(using: &random) else { continue }
          var kids = (storage.loadedChildIDs(of: parent) ?? []).compactMap { storage.model(for: $0) as? Node }
          kids.shuffle(using: &random)
          kids = Array(kids.prefix(Int.random(in: 0...kids.count, using: &random)))
          kids.append(contentsOf: (0..<Int.random(in: 0...2, using: &random)).map { _ in node(parent) })
          storage.setChildren(kids, of: parent)
        case 4:
          guard let id = loadedParents.randomElement(using: &random) else { continue }
          _ = storage.childIDs(of: id)
          _ = storage.shownChildIDs(ofParent: id)
        default:
          var kids = storage.roots.compactMap { $0 as? Node }
          kids.shuffle(using: &random)
          kids.append(node("r"))
          storage.setRoots(kids)
        }
        check(storage, mirror, predicate, "round \(round) step \(step)")
      }
    }
  }

  private func descendants(_ storage: TreeStorage<String>, _ id: String) -> [String] {
    let children = storage.loadedChildIDs(of: id) ?? []
    return children + children.flatMap { descendants(storage, $0) }
  }
}
