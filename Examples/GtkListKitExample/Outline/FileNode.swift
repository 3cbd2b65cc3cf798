import CGtkListKitAdw

/// One entry of a folder on disk, as the Outline page shows it: read once from GIO when its
/// folder is listed, never refreshed (the page only reads the file system).
struct FileNode: Equatable, Sendable, Identifiable {
  /// The full path: the node's identity in the tree.
  let path: String
  var id: String { path }
  let name: String
  /// The file type GIO reports, following symbolic links (a link to a folder is a folder).
  let isFolder: Bool
  let size: Int64
  /// Guessed from the name only (GIO's fast content type): reading every file's first bytes
  /// to sniff it would make listing /usr/share slow.
  let contentType: String
  /// GLib's collation key for file names of `name` (numbers compared by value), set by the
  /// listing: the order Files sorts names in.
  var sortKey: [UInt8] = []

  /// A node for the folder `path` itself, named by its whole path: the root of the tree.
  static func folder(at path: String) -> FileNode {
    FileNode(path: path, name: path, isFolder: true, size: 0, contentType: "inode/directory")
  }

  /// The entries of the folder at `path`, folders first, each group in the order a file
  /// manager sorts names ("file2" before "file10"); hidden entries are left out. One listing of
  /// one folder, never of its subfolders. A folder that cannot be read gives no entries and the
  /// reason, e.g. "Permission denied". Stops early when its task is cancelled (the folder was
  /// closed): what it read is then dropped.
  static func contents(of path: String) -> (nodes: [FileNode], failure: String?) {
    let folder = g_file_new_for_path(path)
    defer { g_object_unref(UnsafeMutableRawPointer(folder)) }
    var error: UnsafeMutablePointer<GError>?
    let attributes = "standard::name,standard::type,standard::size,standard::fast-content-type"
    guard let enumerator = g_file_enumerate_children(folder, attributes, G_FILE_QUERY_INFO_NONE, nil, &error) else {
      return ([], takeMessage(error))
    }
    defer { g_object_unref(UnsafeMutableRawPointer(enumerator)) }
    var entries: [FileNode] = []
    while !Task.isCancelled, let info = g_file_enumerator_next_file(enumerator, nil, &error) {
      defer { g_object_unref(UnsafeMutableRawPointer(info)) }
      guard let cName = g_file_info_get_name(info), cName.pointee != UInt8(ascii: ".") else { continue }
      let name = String(cString: cName)
      let isFolder = g_file_info_get_file_type(info) == G_FILE_TYPE_DIRECTORY
      let type = g_file_info_get_attribute_string(info, "standard::fast-content-type").map { String(cString: $0) }
      var node = FileNode(
        path: path == "/" ? "/" + name : path + "/" + name, name: name, isFolder: isFolder,
        size: isFolder ? 0 : Int64(g_file_info_get_size(info)), contentType: type ?? "application/octet-stream")
      node.sortKey = sortKey(name)
      entries.append(node)
    }
    // An error in the middle of a listing keeps what was read before it.
    let failure = error == nil ? nil : takeMessage(error)
    entries.sort(by: inFilesOrder)
    return (entries, failure)
  }

  /// Whether `first` comes before `second` as Files lists them: folders first, then by name.
  nonisolated static func inFilesOrder(_ first: FileNode, _ second: FileNode) -> Bool {
    first.isFolder != second.isFolder ? first.isFolder : first.sortKey.lexicographicallyPrecedes(second.sortKey)
  }

  /// The content type as people read it ("plain text document"), from the shared MIME database.
  static func describe(_ contentType: String) -> String {
    guard let text = g_content_type_get_description(contentType) else { return contentType }
    defer { g_free(text) }
    return String(cString: text)
  }

  /// The entries of the folder at `path` (see `contents(of:)`), for the tree's asynchronous
  /// provider: a folder that cannot be read at all throws its reason, which the folder's
  /// loading row shows.
  static func listing(of path: String) throws -> [FileNode] {
    let (nodes, failure) = contents(of: path)
    if let failure, nodes.isEmpty { throw ListingFailure(description: failure) }
    return nodes
  }

  struct ListingFailure: Error, CustomStringConvertible {
    let description: String
  }

  /// GLib's collation key for file names (numbers compared by value), compared as bytes.
  private static func sortKey(_ name: String) -> [UInt8] {
    guard let key = g_utf8_collate_key_for_filename(name, -1) else { return Array(name.utf8) }
    defer { g_free(key) }
    return Array(
      UnsafeBufferPointer(start: UnsafeRawPointer(key).assumingMemoryBound(to: UInt8.self), count: strlen(key)))
  }

  private static func takeMessage(_ error: UnsafeMutablePointer<GError>?) -> String {
    guard let error else { return "unknown error" }
    defer { g_error_free(error) }
    return String(cString: error.pointee.message)
  }
}
