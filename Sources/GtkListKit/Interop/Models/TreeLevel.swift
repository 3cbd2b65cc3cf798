internal import CGtkListKit

/// What a tree's GTK models ask of the manager, by node key (0 stands for the invisible root).
@MainActor
protocol TreeNodeSource: AnyObject {
  /// Whether the node may have children; must load nothing (GTK asks it for every bound row).
  func isExpandable(key: TreeNodeKey) -> Bool
  /// The keys of the node's children, loading them: GTK is expanding the node.
  func childKeys(ofKey key: TreeNodeKey) -> [TreeNodeKey]
  /// A level was loaded: the manager splices it on later storage changes.
  func levelLoaded(_ level: TreeLevel)
}

/// One `GListModel` of a tree (the shim's `CGtkTreeLevel`): the roots, or the children of one
/// node, loaded on GTK's first read.
///
/// The C level owns this object (its context) and releases it when GTK drops the level, so the
/// pointer is valid while this object lives; the manager holds levels weakly.
@MainActor
final class TreeLevel {
  /// The key of the node whose children this level lists (0: the roots).
  let parentKey: TreeNodeKey
  private weak var source: (any TreeNodeSource)?
  private(set) var pointer: OpaquePointer?

  private init(parentKey: TreeNodeKey, source: any TreeNodeSource) {
    self.parentKey = parentKey
    self.source = source
  }

  /// A new level (transfer full: the caller owns the returned `CGtkTreeLevel`).
  static func make(parentKey: TreeNodeKey, source: any TreeNodeSource) -> (TreeLevel, OpaquePointer) {
    let level = TreeLevel(parentKey: parentKey, source: source)
    let pointer = cgtk_tree_level_new(treeLevelLoad, Unmanaged.passRetained(level).toOpaque(), releaseRetainedObject)!
    level.pointer = pointer
    return (level, pointer)
  }

  /// The level as GTK's `GListModel*`.
  var listModel: OpaquePointer? { pointer.flatMap { cgtk_tree_level_as_list_model($0) } }

  /// The items the level holds now.
  var count: Int { listModel.map { Int(g_list_model_get_n_items($0)) } ?? 0 }

  var isLoaded: Bool { pointer.map { cgtk_tree_level_is_loaded($0) != 0 } ?? false }

  /// Sets the items without telling GTK (the root, before GTK sees it).
  func fill(_ keys: [TreeNodeKey]) {
    guard let pointer else { return }
    cgtk_tree_level_fill(pointer, keys, guint(keys.count))
  }

  /// Replaces `removed` items at `position` by items for `keys` and emits `items-changed`.
  func splice(position: Int, removed: Int, keys: [TreeNodeKey]) {
    guard let pointer else { return }
    cgtk_tree_level_splice(pointer, guint(position), guint(removed), keys, guint(keys.count))
  }

  fileprivate func load() {
    guard let source, let pointer else { return }
    let keys = source.childKeys(ofKey: parentKey)
    cgtk_tree_level_fill(pointer, keys, guint(keys.count))
    source.levelLoaded(self)
  }

  fileprivate func isExpandable(key: TreeNodeKey) -> Bool { source?.isExpandable(key: key) ?? false }

  /// Levels made and loaded in this process (tests prove that binding rows loads none).
  static var levelsCreated: Int { Int(cgtk_tree_level_created_count()) }
  static var levelsLoaded: Int { Int(cgtk_tree_level_loaded_count()) }

  /// The `GtkTreeListModelCreateModelFunc` user data: the root level's context decides.
  static let createModel: GtkTreeListModelCreateModelFunc = { item, data in
    // Addresses cross the isolation boundary (pointers are not Sendable); GTK calls on the main thread.
    let key = cgtk_tree_item_get_key(item), dataAddress = UInt(bitPattern: data)
    guard dataAddress != 0 else { return nil }
    let address: UInt = MainActor.assumeIsolated {
      let root = Unmanaged<TreeLevel>.fromOpaque(UnsafeRawPointer(bitPattern: dataAddress)!).takeUnretainedValue()
      // A leaf gets no model; a parent an unloaded level (GTK drops most of them unread).
      guard key != 0, root.isExpandable(key: key), let source = root.source else { return 0 }
      let (_, pointer) = TreeLevel.make(parentKey: key, source: source)
      return UInt(bitPattern: cgtk_tree_level_as_list_model(pointer))
    }
    return OpaquePointer(bitPattern: address)
  }
}

private let treeLevelLoad: CGtkTreeLoadFunc = { context, _ in
  let address = UInt(bitPattern: context)
  guard address != 0 else { return }
  MainActor.assumeIsolated {
    Unmanaged<TreeLevel>.fromOpaque(UnsafeRawPointer(bitPattern: address)!).takeUnretainedValue().load()
  }
}

/// A tree node's key as the shim stores it (`guint64`); 0 is no node.
typealias TreeNodeKey = guint64
