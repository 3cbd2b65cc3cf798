/// The model of the row a tree shows under an expanded node while its children load
/// asynchronously (see ``TreeStorage/init(roots:id:isExpandable:loadChildren:)``), and after
/// the load failed. It is not a node: it has no identity and no children, and it gives way to
/// the children when they arrive.
///
/// GtkListKit's tree view shows it with a built-in row (a spinner and "Loading…", or the
/// failure); register a cell for `TreeLoadingItem` to show your own.
public struct TreeLoadingItem: Hashable, CustomStringConvertible {
  /// The node whose children are loading.
  public let parent: AnyHashable
  /// Why the last load failed, `nil` while loading.
  public let failure: String?

  public init(parent: AnyHashable, failure: String? = nil) {
    self.parent = parent
    self.failure = failure
  }

  /// Whether the children are still loading (no failure).
  public var isLoading: Bool { failure == nil }

  public var description: String { failure.map { "Could not load: \($0)" } ?? "Loading…" }
}
