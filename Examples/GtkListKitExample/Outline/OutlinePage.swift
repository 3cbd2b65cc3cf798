import CGtkListKitAdw
import Foundation
import GtkListKit
import ModelStorage
import WeakDelegate

/// The "Outline" page: a real folder on disk (`/usr/share`, or `--folder DIR`) as a tree
/// (`TreeListManager` over a `TreeStorage`). A folder is listed when it is first expanded, one
/// level, never before: the storage asks only the directory flag whether a row has a triangle.
/// Folders are read off the main thread (the storage's asynchronous provider): an open folder
/// shows "Loading…" meanwhile, and a folder of 100,000 entries never freezes the window; closing
/// it stops the read. Double click or Enter opens and closes a folder; Ctrl+F filters the listed
/// entries by name (`OutlineSearch`). The page never writes to
/// the file system; a folder it may not read shows why in its row and in the status bar.
@MainActor
final class OutlinePage {
  static let defaultFolder = "/usr/share"
  /// The folder `--folder` (or a test) asked for; read when the page is built.
  static var folderOverride: String?

  let widget = Widgets.box(GTK_ORIENTATION_VERTICAL)
  /// The list view's tree.
  let manager: TreeListManager<String>
  /// The Table view (`OutlinePage+Table`) and its tree, made when the table first shows.
  let table = ColumnViewManager()
  var tableTree: TreeListManager<String>?
  /// The stack of the two views, switched by the toolbar's List / Table buttons.
  let views = gtk_stack_new()!
  /// The path of the root folder, the tree's only root.
  let folder: String
  /// Every folder listed so far, in order: one entry per first expansion or reload.
  private(set) var listedFolders: [String] = []
  /// How many different folders were listed (the table lists what it opens again).
  var listedFolderCount: Int { Set(listedFolders).count }
  private let status: StatusBar
  private let info = Widgets.label(classes: ["count"], xalign: 1)
  /// Ctrl+F: filter the listed entries by name (`OutlineSearch`).
  private(set) lazy var search = OutlineSearch(page: self)

  init(status: StatusBar) {
    self.status = status
    let folder = Self.normalized(Self.folderOverride ?? Self.defaultFolder)
    self.folder = folder
    manager = TreeListManager(storage: Self.makeStorage(folder: folder))
    manager.register(FileNodeCell.self, mapping: nodeEvents)
    configure(manager)
    manager.expand(folder)  // marks the root: the view shows it open when it is made
    addTableColumns()

    let toolbar = Widgets.box(GTK_ORIENTATION_HORIZONTAL, spacing: 6, classes: ["toolbar-row"])
    // Icons, named by their tooltips: with the List / Table switch the row fits a phone's width.
    Widgets.append(
      Widgets.iconButton("pan-down-symbolic", label: "Open the first 25 folders, breadth first") { [weak self] in
        self.map { me in me.show("Opened \(me.tree.expandSubtree(of: me.folder, maxNodes: 25)) folders") }
      },
      Widgets.iconButton("pan-end-symbolic", label: "Close every folder but the root") { [weak self] in
        self?.collapseAll()
      },
      viewSwitcher(), Widgets.spacer(), info, to: toolbar)
    gtk_widget_set_vexpand(views, 1)
    Widgets.append(toolbar, search.bar, views, to: widget)
    updateInfo()
  }

  /// `path` without a trailing slash ("/" stays "/"), so identities match the listed paths.
  static func normalized(_ path: String) -> String {
    var path = path
    while path.count > 1 && path.hasSuffix("/") { path.removeLast() }
    return path
  }

  /// The tree of the view shown.
  var tree: TreeListManager<String> { showsTable ? tableTree ?? manager : manager }

  /// A tree of `folder`, its folders read off the main thread when first opened (the listing
  /// comes back on GTK's main loop).
  static func makeStorage(folder: String) -> TreeStorage<String> {
    TreeStorage<String>(
      roots: [FileNode.folder(at: folder)], isExpandable: { $0.isFolder },
      loadChildren: { node in try FileNode.listing(of: node.path) })
  }

  /// What a tree of either view reports: a folder listed, or one that could not be read.
  func configure(_ tree: TreeListManager<String>) {
    tree.storage.anomalyHandler = ModelStorageAnomalyHandler { [weak self] anomaly in
      // Reported on the main thread, where the storage applies its results.
      MainActor.assumeIsolated { self?.failed(anomaly) }
    }
    tree.didLoadChildren(FileNode.self) { [weak self, weak tree] node, _ in
      if let tree { self?.listed(node, in: tree) }
    }
  }

  /// A row's events: Enter or a double click opens a folder, a selection describes the entry,
  /// and typing a name's first letters goes to it, as in Files.
  func nodeEvents(_ mapping: ViewModelMapping<FileNodeCell, FileNode>) {
    mapping.activate(weakly(self) { me, _, node, _ in me.activate(node) })
    mapping.didSelect(weakly(self) { me, _, node, _ in me.describe(node) })
    mapping.findKey { node in node.name }
  }

  /// A folder's listing arrived (its rows show it now).
  private func listed(_ node: FileNode, in tree: TreeListManager<String>) {
    listedFolders.append(node.path)
    updateInfo()
    search.recount()
    let count = tree.storage.loadedChildIDs(of: node.path)?.count ?? 0
    show("\(node.path): \(plural(count, "item"))")
  }

  /// A folder could not be read: its row says why, so does the status bar.
  private func failed(_ anomaly: ModelStorageAnomaly) {
    guard case let .childrenLoadFailed(path, reason) = anomaly else {
      return FileHandle.standardError.write(Data((anomaly.debugDescription + "\n").utf8))
    }
    listedFolders.append(path)
    updateInfo()
    show("\(path) cannot be read: \(reason)")
  }

  private func activate(_ node: FileNode) {
    guard node.isFolder else { return describe(node) }
    if tree.expansionState.isExpanded(node.path) {
      tree.collapse(node.path)
    } else {
      tree.expand(node.path)
    }
  }

  private func describe(_ node: FileNode) {
    let kind = node.isFolder ? "folder" : "\(node.contentType), \(node.size.grouped) bytes"
    show("\(node.path) (\(kind))")
  }

  private func collapseAll() {
    let open = tree.expansionState.expandedIDs.filter { $0 != folder }
    for id in open { tree.collapse(id) }
    show("Closed \(plural(open.count, "folder"))")
  }

  private func show(_ text: String) { status.show(text, on: .outline) }

  func updateInfo() {
    Widgets.setText(info, "\(folder) · \(plural(listedFolderCount, "folder")) listed")
  }
}
