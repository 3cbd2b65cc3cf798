import Foundation

/// A hierarchy of models whose children are loaded lazily: the storage of a tree view.
///
/// Root models are given up front; a node's children come from `children` the first time the
/// node is expanded (never before), and stay loaded until the node leaves the tree or is
/// reloaded. `isExpandable` answers whether a node has a disclosure triangle without loading
/// anything: a view asks it for every row it binds.
///
/// Models may be of any types (folders and files); each has an identity `ID`, taken by `id`.
///
/// ```swift
/// let storage = TreeStorage<String>(
///   roots: [Folder(path: "/")], id: { ($0 as? Folder)?.path ?? ($0 as? File)?.path ?? "" },
///   isExpandable: { $0 is Folder }, children: { ($0 as? Folder)?.contents() ?? [] })
/// ```
public final class TreeStorage<ID: Hashable & Sendable> {
  /// One node the storage knows: its model, where it sits, and its children once loaded.
  struct Record {
    var model: Any
    let id: ID
    var index: Int
    /// `nil` until the children are loaded.
    var children: [ID]?
    /// The `insertRecords` call that placed it last (finds an identity repeated in one call).
    var generation = 0
    // Last: an optional's tag byte after the 8-byte fields pads the record less.
    var parent: ID?
  }

  /// `nil` for a model the storage cannot identify (reported, skipped).
  let identify: (Any) -> ID?
  let expandable: (Any) -> Bool
  /// A node's children, and their identities when the provider knows them without `identify`
  /// (an `Identifiable` storage: no cast from `Any` per child).
  let provideChildren: (Any) -> TreeChildBatch<ID>
  /// The asynchronous provider (`nil`: `provideChildren` is the provider).
  let provideChildrenLater: TreeChildLoader<ID>?
  var loads = TreeChildLoads<ID>()
  /// See ``arrivedChildKeys(of:)``.
  var arrivedKeys: (id: ID, keys: [UInt])?
  lazy var loadTarget = TreeLoadTarget(self)
  var records = TreeRecordTable<ID>()
  /// Counts `insertRecords` calls (see `Record.generation`).
  var generation = 0
  /// See ``childOrder``.
  var order: TreeChildOrder?
  /// The filter, `nil` without one (see `TreeStorage+Filtering`).
  var filterState: TreeFilterState<ID>?
  /// The identities of the root models, in order.
  public internal(set) var rootIDs: [ID] = []
  /// How many times the children provider was called (each call loads one node's children).
  public internal(set) var childrenProviderCalls = 0
  /// Where misuse is reported (unknown identities, duplicates); the storage is never trapped.
  public var anomalyHandler = ModelStorageAnomalyHandler()
  /// Runs a load's result on the main actor, from any thread; asynchronous providers only.
  ///
  /// The default is a `Task` on the main actor, which runs when Swift's main executor (Dispatch's
  /// main queue) is drained: in a GTK app, by GTK's loop once a GtkListKit manager exists.
  /// GtkListKit's `TreeListManager` sets it to a hop onto GTK's main loop itself (`g_idle_add`).
  public var deliverOnMainActor: @Sendable (@escaping @Sendable @MainActor () -> Void) -> Void = { action in
    Task { @MainActor in action() }
  }
  /// The view listening to changes (a `TreeListManager` sets itself here).
  package var onChange: ((TreeStorageChange<ID>) -> Void)?

  /// A storage of `roots`; `id` gives each model's identity, `isExpandable` whether a model may
  /// have children (cheap: it must not load them), `children` a model's children (called only
  /// when the node is expanded, once until it is reloaded).
  public convenience init(
    roots: [Any] = [], id: @escaping (Any) -> ID, isExpandable: @escaping (Any) -> Bool,
    children: @escaping (Any) -> [Any]
  ) {
    self.init(
      roots: roots, identify: { id($0) }, isExpandable: isExpandable,
      children: { TreeChildBatch(models: children($0), ids: nil) })
  }

  @usableFromInline
  init(
    roots: [Any], identify: @escaping (Any) -> ID?, isExpandable: @escaping (Any) -> Bool,
    children: @escaping (Any) -> TreeChildBatch<ID>, later: TreeChildLoader<ID>? = nil
  ) {
    self.identify = identify
    expandable = isExpandable
    provideChildren = children
    provideChildrenLater = later
    rootIDs = insertRecords(TreeChildBatch(models: roots, ids: nil), parent: nil).ids
  }

  /// A storage of `Identifiable` nodes of one type, identified by their `id`.
  // Inlinable: the closures are then compiled for the app's `Node` (a generic cast per node
  // otherwise looked up `Optional<Node>`'s metadata on every call).
  @inlinable
  public convenience init<Node: Identifiable>(
    roots: [Node], isExpandable: @escaping (Node) -> Bool, children: @escaping (Node) -> [Node]
  ) where Node.ID == ID {
    self.init(
      roots: roots, identify: { ($0 as? Node)?.id }, isExpandable: { ($0 as? Node).map(isExpandable) ?? false },
      children: { TreeChildBatch(nodes: ($0 as? Node).map(children) ?? []) })
  }

  /// The model of the node `id`, `nil` when the storage does not know it.
  @_specialize(where ID == String)
  @_specialize(where ID == Int)
  public func model(for id: ID) -> Any? { records[id]?.model }

  /// The root models, in order.
  public var roots: [Any] { rootIDs.compactMap { records[$0]?.model } }

  /// Whether the node may have children (asks `isExpandable`; loads nothing).
  @_specialize(where ID == String)
  @_specialize(where ID == Int)
  public func isExpandable(_ id: ID) -> Bool {
    guard let model = records[id]?.model else { return false }
    return expandable(model)
  }

  /// The identities of the node's children if they are loaded, else `nil` (loads nothing).
  public func loadedChildIDs(of id: ID) -> [ID]? { records[id]?.children }

  /// The identities of the node's children, loading them (one call of the provider) if needed.
  /// Unknown nodes and nodes that are not expandable have none. With an asynchronous provider,
  /// children not loaded yet start loading and none are returned now.
  public func childIDs(of id: ID) -> [ID] { loadChildren(of: id).ids }

  /// The node's children and, when this call loaded them, their keys.
  @_specialize(where ID == String)
  @_specialize(where ID == Int)
  func loadChildren(of id: ID) -> (ids: [ID], keys: [UInt]?) {
    guard let record = records[id] else {
      report(.itemNotFound("tree node \(id)"))
      return ([], [])
    }
    if let children = record.children { return (children, nil) }
    guard expandable(record.model) else { return ([], []) }
    if provideChildrenLater != nil {
      // Nothing now: the children arrive later (a failed load waits for a reload or expansion).
      if loads.failures[id] == nil { startLoading(id) }
      return ([], nil)
    }
    childrenProviderCalls += 1
    let batch = provideChildren(record.model)
    let loaded = insertRecords(batch, parent: id)
    records[id]?.children = loaded.ids
    // Children of a node the filter hides, loaded by code: they may bring it back.
    if isFiltered, !passesFilter(id) { refilter() }
    return loaded
  }

  /// The identities of the children of `parent` (`nil`: the roots), loading them if needed.
  public func childIDs(ofParent parent: ID?) -> [ID] { parent.map { childIDs(of: $0) } ?? rootIDs }

  /// The parent of a node (`nil` for a root or an unknown node).
  @_specialize(where ID == String)
  @_specialize(where ID == Int)
  public func parent(of id: ID) -> ID? { records[id]?.parent }

  /// Whether the storage knows the node (a root or a loaded child).
  @_specialize(where ID == String)
  @_specialize(where ID == Int)
  public func contains(_ id: ID) -> Bool { records[id] != nil }

  /// The node's index path: its index among the roots, then among each parent's children.
  @_specialize(where ID == String)
  @_specialize(where ID == Int)
  public func indexPath(of id: ID) -> IndexPath? {
    guard let location = records.location(of: id) else { return nil }
    return indexPath(index: location.index, parent: location.parent)
  }

  /// The index path of a node at `index` under `parent`. A root's is IndexPath's one-index form;
  /// deeper paths are built in an `[Int]` (IndexPath's init from any sequence took Foundation's
  /// unspecialized path: ~6,000 instructions a call, while a tree binds its rows).
  func indexPath(index: Int, parent: ID?) -> IndexPath {
    guard var current = parent else { return IndexPath(index: index) }
    var indexes = [index]
    while let location = records.location(of: current) {
      indexes.append(location.index)
      guard let next = location.parent else { break }
      current = next
    }
    indexes.reverse()
    return IndexPath(indexes: indexes)
  }

  /// Whether `ancestor` is `id`'s parent, grand-parent, and so on.
  public func isDescendant(_ id: ID, of ancestor: ID) -> Bool {
    var current = records[id]?.parent
    while let node = current {
      if node == ancestor { return true }
      current = records[node]?.parent
    }
    return false
  }

  func report(_ anomaly: ModelStorageAnomaly) { anomalyHandler.reportAnomaly(anomaly) }
}
