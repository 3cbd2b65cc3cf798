import ModelStorage

extension TreeListManager {
  /// The expanded nodes, by identity. Setting it expands and collapses the rows shown to match
  /// (a node shows expanded when it and its ancestors are in the set). `Codable` when `ID` is:
  /// save it with your app's state and set it back.
  public var expansionState: TreeExpansionState<ID> {
    get { expansion }
    set {
      expansion = newValue
      restoring += 1
      defer { restoring -= 1 }
      for id in shownExpanded where !newValue.isExpanded(id) {
        if let row = row(for: id) { show(row, expanded: false) }
      }
      // Parents first: expanding a row restores its children's expansion, and a node whose
      // parent was expanded already is expanded here.
      for id in newValue.expandedIDs.sorted(by: { depth(of: $0) < depth(of: $1) }) {
        if let row = row(for: id), row.isExpandable, !row.isExpanded { show(row, expanded: true) }
      }
    }
  }

  /// How many ancestors the node has.
  private func depth(of id: ID) -> Int {
    var depth = 0
    var current = storage.parent(of: id)
    while let node = current {
      depth += 1
      current = storage.parent(of: node)
    }
    return depth
  }

  /// Whether GTK shows the node expanded now.
  public func isExpanded(_ id: ID) -> Bool { row(for: id)?.isExpanded ?? false }

  /// Expands the node, and its ancestors first so that it shows. Returns whether it is expanded.
  @discardableResult
  public func expand(_ id: ID) -> Bool {
    guard storage.contains(id) else {
      report(.unknownTreeNode("\(id)", operation: "expand"))
      return false
    }
    var chain: [ID] = []
    var current = storage.parent(of: id)
    while let node = current {
      chain.append(node)
      current = storage.parent(of: node)
    }
    for ancestor in chain.reversed() { setExpanded(ancestor, true) }
    return setExpanded(id, true)
  }

  /// Expands the node's ancestors and scrolls its row into view. Returns whether it shows.
  @discardableResult
  public func reveal(_ id: ID) -> Bool {
    if let parent = storage.parent(of: id) { expand(parent) }
    guard let row = row(for: id) else {
      report(.unknownTreeNode("\(id)", operation: "reveal"))
      return false
    }
    core.scroll(toFlatPosition: row.position)
    // GTK 4.18 scrolls by the heights it estimated before the rows an expansion just inserted
    // were laid out (the row ended one row short of the view): after each frame GTK paints,
    // scroll again until its layout shows the row, or scrolling no longer moves the view.
    let scrolledFrom = ScrollOffset()
    core.host.revealWatch.watch(core.host.view) { [weak self] in
      guard let self, let row = self.row(for: id) else { return true }
      if self.core.host.isShowingTreeRow(row.position) { return true }
      let offset = self.core.host.verticalScroll?.value
      if scrolledFrom.value != nil && offset == scrolledFrom.value { return true }  // settled elsewhere
      scrolledFrom.value = offset
      self.core.scroll(toFlatPosition: row.position)
      return false
    }
    return true
  }

  /// Collapses the node (its descendants follow ``expansionPolicy``). A node hidden by a
  /// collapsed ancestor is only marked collapsed, for when the ancestor expands.
  public func collapse(_ id: ID) {
    guard !setExpanded(id, false) || row(for: id) == nil else { return }
    expansion.collapse(id, policy: expansionPolicy) { self.storage.isDescendant($0, of: id) }
  }

  /// Expands the node and its descendants breadth first, loading their children, until
  /// `maxNodes` nodes were expanded. Returns how many were.
  @discardableResult
  public func expandSubtree(of id: ID, maxNodes: Int) -> Int {
    guard maxNodes > 0, expand(id) else { return 0 }
    var expanded = 1
    var queue = storage.childIDs(of: id)[...]
    while expanded < maxNodes, let next = queue.popFirst() {
      guard storage.isExpandable(next), setExpanded(next, true) else { continue }
      expanded += 1
      queue.append(contentsOf: storage.childIDs(of: next))
    }
    return expanded
  }

  @discardableResult
  private func setExpanded(_ id: ID, _ expanded: Bool) -> Bool {
    guard let row = row(for: id) else { return false }
    if !expanded || row.isExpandable { show(row, expanded: expanded) }
    return row.isExpanded == expanded
  }

  /// Sets a row's expansion and records it at once: a row GTK has not bound has no watcher.
  func show(_ row: TreeRow, expanded: Bool) {
    if row.isExpanded != expanded { row.isExpanded = expanded }
    expansionChanged(row)
  }

  /// The row GTK shows for a node, `nil` when the node is hidden (an ancestor is collapsed).
  func row(for id: ID) -> TreeRow? {
    guard let path = storage.shownIndexPath(of: id), let first = path.first, var row = model.rootRow(at: first)
    else { return nil }
    for index in path.dropFirst() {
      guard let child = row.child(at: index) else { return nil }
      row = child
    }
    return row
  }

  /// GTK changed a row's `expanded` (a click on the triangle, a key, or code).
  func expansionChanged(_ row: TreeRow) {
    guard let id = nodes.id(of: row) else { return }
    describe(row, in: core.rows.row(at: row.position))
    if row.isExpanded {
      expansion.expandedIDs.insert(id)
      let changed = shownExpanded.insert(id).inserted
      if changed { restoreChildren(of: id, row: row) }
      if changed, restoring == 0, let model = storage.model(for: id) { events.didExpand.forEach { $0(model, id) } }
    } else {
      guard shownExpanded.remove(id) != nil else { return }
      // Nothing loads under a collapsed node: its loads and its descendants' stop.
      storage.cancelLoadingChildren(of: id)
      shownExpanded = shownExpanded.filter { !storage.isDescendant($0, of: id) }
      if restoring == 0 {
        expansion.collapse(id, policy: expansionPolicy) { self.storage.isDescendant($0, of: id) }
      }
      reselectParent(id)
      if restoring == 0, let model = storage.model(for: id) { events.didCollapse.forEach { $0(model, id) } }
    }
  }

  /// Expands the children of an expanded row that ``expansionState`` marks expanded.
  func restoreChildren(of id: ID, row: TreeRow? = nil) {
    guard let children = storage.shownChildIDs(ofParent: id), !expansion.expandedIDs.isEmpty else { return }
    restoring += 1
    defer { restoring -= 1 }
    // Walk the smaller of the two: a folder of 10,000 children usually has few expanded.
    let expanded =
      expansion.expandedIDs.count < children.count
      ? expansion.expandedIDs.compactMap { node in
        storage.parent(of: node) == id ? storage.shownIndexPath(of: node)?.last.map { ($0, node) } : nil
      }.sorted { $0.0 < $1.0 }
      : children.enumerated().filter { expansion.isExpanded($0.element) }.map { ($0.offset, $0.element) }
    guard let row = row ?? self.row(for: id) else { return }
    for (index, child) in expanded where storage.isExpandable(child) {
      if let childRow = row.child(at: index) { show(childRow, expanded: true) }
    }
  }

  /// Expands rows of `ids` (just inserted under `parent`) that ``expansionState`` marks expanded.
  func restoreInserted(_ ids: ArraySlice<ID>, under parent: ID?) {
    guard !expansion.expandedIDs.isEmpty else { return }
    restoring += 1
    defer { restoring -= 1 }
    for id in ids where expansion.isExpanded(id) && storage.isExpandable(id) {
      if let row = row(for: id) { show(row, expanded: true) }
    }
  }
}

/// The view's offset when a reveal last scrolled (compared after GTK's next layout).
@MainActor
private final class ScrollOffset {
  var value: Double?
}
