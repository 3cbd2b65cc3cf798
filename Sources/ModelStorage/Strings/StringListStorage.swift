import Foundation

/// A one-section ``ListStorage`` of strings packed into one UTF-8 buffer: GTK's `GtkStringList`
/// for a list manager, at about the size of the text itself.
///
/// A Swift `String` longer than 15 UTF-8 bytes is a heap block of its own, twice the size of
/// a 43-byte label; this storage keeps every string's bytes back to back with a 4-byte end
/// offset each: a million 43-byte labels shown in a list take 50 MB of the process, as a C
/// model over one buffer, where a `MemoryStorage` of structs with a `String` takes 123 MB
/// (`Benchmarks/`, memory-43). Each row's model is a `String`, made when GTK binds the row:
/// register a cell whose `Model` is `String`.
///
/// ```swift
/// let storage = StringListStorage(["Inbox", "Drafts", "Sent"])
/// manager.storage = storage
/// manager.register(LabelCell.self)  // LabelCell: ModelTransfer with Model == String
/// storage.append("Archive")         // one inserted row
/// storage.replace(at: 0, with: "Inbox (3)")  // the row is rebound in place
/// ```
///
/// Strings have no identity here: a row is its position, as in `GtkStringList`. Every change
/// is delivered as the smallest update by position: ``setStrings(_:)`` keeps the rows before
/// and after the part that changed, a string replaced in place is an update of its row and a
/// moved one a move, so selection and scroll position stay. Out-of-range positions are reported to
/// ``anomalyHandler`` and change nothing. Inserting in the middle moves the bytes after it (a
/// `memmove`, O(bytes after)); appending is amortized O(its bytes).
///
/// A plain class, not `Sendable`: use it from one isolation domain (the main actor with GTK).
public final class StringListStorage: ListStorage {
  var packed: PackedStrings
  /// The observer (held weakly).
  public weak var delegate: StorageUpdating?
  /// Where out-of-range positions and a full buffer are reported: this storage's own handler
  /// unless you assign one.
  public var anomalyHandler = ModelStorageAnomalyHandler()

  /// Creates a storage holding `strings`, in order (read once: a lazy sequence is never held
  /// as `String`s).
  @inlinable
  public convenience init(_ strings: some Sequence<String> = [String]()) {
    self.init(byteLimit: Int(UInt32.max))
    append(contentsOf: strings)
  }

  /// An empty storage whose strings may take at most `byteLimit` bytes (tests use a small one).
  @usableFromInline
  init(byteLimit: Int) { packed = PackedStrings(byteLimit: byteLimit) }

  /// The number of strings.
  public var count: Int { packed.count }

  /// The number of UTF-8 bytes the strings take together (at most `UInt32.max`).
  public var utf8Count: Int { packed.bytes.count }

  /// The string at `position`, `nil` when there is none (as `gtk_string_list_get_string`).
  public func string(at position: Int) -> String? {
    position >= 0 && position < packed.count ? packed.string(at: position) : nil
  }

  /// Every string, in order (O(n): each one is made anew).
  public var strings: [String] { (0..<packed.count).map(packed.string(at:)) }

  /// Always one section.
  public var numberOfSections: Int { 1 }

  /// The number of strings in section 0, `0` otherwise.
  public func numberOfItems(inSection section: Int) -> Int { section == 0 ? packed.count : 0 }

  /// The `String` at `indexPath`, `nil` if out of range.
  public func item(at indexPath: IndexPath) -> Any? {
    guard indexPath.count == 2, indexPath.section == 0 else { return nil }
    return string(at: indexPath.item)
  }

  /// No supplementary models: a header or footer needs a ``MemoryStorage``.
  public func supplementaryModel(ofKind kind: String, forSectionAt indexPath: IndexPath) -> Any? { nil }
}
