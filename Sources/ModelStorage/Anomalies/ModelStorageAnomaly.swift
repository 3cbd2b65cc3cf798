import Foundation

/// Something went wrong in a storage, a diff or a plan. Never a crash: throwing API throws it
/// (typed throws), non-throwing API reports it to a ``ModelStorageAnomalyHandler`` and leaves
/// the storage unchanged.
public enum ModelStorageAnomaly: Error, Hashable, AnomalyReporting, CustomStringConvertible {
  /// An index path whose section exists but whose item index is out of range.
  case indexPathTooBig(IndexPath, itemsInSection: Int)
  /// A section index out of range.
  case sectionOutOfRange(Int, sectionCount: Int)
  /// An index path that is not `[section, item]` or has a negative component.
  case malformedIndexPath(IndexPath)
  /// An item looked up by value was not found; carries its description.
  case itemNotFound(String)
  /// `moveItem(at:to:)` got index paths that do not exist.
  case moveItemFailedInvalidIndexPaths(from: IndexPath, to: IndexPath)
  /// `moveSection(_:toSection:)` got sections that do not exist.
  case moveSectionFailed(from: Int, to: Int, sectionCount: Int)
  /// Two numbers that must agree do not (for example rows before and after an update).
  case countMismatch(expected: Int, actual: Int, context: String)
  /// A `StorageUpdate` does not describe the move between two layouts; it was sent as a full reload.
  case invalidUpdate(String)
  /// A diff inserted or deleted `count` copies of identifiers that repeat in the new list (see
  /// ``DiffResult/duplicateIdentifiers``); every copy is stored and shown.
  case duplicateIdentifiers(count: Int)
  /// A ``StringListStorage`` change would take its strings over `limit` UTF-8 bytes (4 GiB); it
  /// was not made. `bytes`: what they had reached when the change stopped.
  case storageFull(bytes: Int, limit: Int)
  /// A ``TreeStorage``'s asynchronous children provider threw for the node `node`: the node
  /// shows the failure in its loading row and loads again when expanded again or reloaded.
  case childrenLoadFailed(node: String, reason: String)

  /// Short text, e.g. `item not found`.
  public var description: String {
    switch self {
    case .indexPathTooBig: return "index path too big"
    case .sectionOutOfRange: return "section out of range"
    case .malformedIndexPath: return "malformed index path"
    case .itemNotFound: return "item not found"
    case .moveItemFailedInvalidIndexPaths: return "move item failed: invalid index paths"
    case .moveSectionFailed: return "move section failed"
    case .countMismatch: return "count mismatch"
    case .invalidUpdate: return "invalid update"
    case .duplicateIdentifiers: return "duplicate identifiers"
    case .storageFull: return "storage full"
    case .childrenLoadFailed: return "children load failed"
    }
  }

  /// Full text prefixed `[ModelStorage]`.
  public var debugDescription: String {
    let text: String
    switch self {
    case let .indexPathTooBig(path, count):
      text = "Index path \(Self.format(path)) is too big: section \(path.section) has \(count) item(s)."
    case let .sectionOutOfRange(section, count):
      text = "Section \(section) is out of range: the storage has \(count) section(s)."
    case let .malformedIndexPath(path):
      text = "Index path \(path) is not a [section, item] pair of non-negative numbers."
    case let .itemNotFound(item):
      text = "Item \(item) was not found in the storage."
    case let .moveItemFailedInvalidIndexPaths(from, to):
      text = "Failed to move item from \(Self.format(from)) to \(Self.format(to)): an index path does not exist."
    case let .moveSectionFailed(from, to, count):
      text = "Failed to move section \(from) to \(to): the storage has \(count) section(s)."
    case let .countMismatch(expected, actual, context):
      text = "Count mismatch in \(context): expected \(expected), got \(actual)."
    case let .invalidUpdate(reason):
      text = "The update does not match the storage (\(reason)); it was sent as a full reload."
    case let .duplicateIdentifiers(count):
      text = "Diff found \(count) duplicate identifier(s); the extra copies were treated as deletes and inserts."
    case let .storageFull(bytes, limit):
      text = "The strings reached \(bytes) UTF-8 bytes, over the storage's limit of \(limit); nothing was changed."
    case let .childrenLoadFailed(node, reason):
      text = "Loading the children of tree node \(node) failed: \(reason). Expand it again or reload it to retry."
    }
    return "[ModelStorage] " + text
  }

  private static func format(_ path: IndexPath) -> String {
    path.count == 2 ? "[\(path.section), \(path.item)]" : "\(path)"
  }
}
