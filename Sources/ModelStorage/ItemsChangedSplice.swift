/// One GTK `items-changed` emission: at `position`, `removed` rows go and `added` rows come.
///
/// Splices of a plan are applied in order, each relative to the list as left by the previous one.
public struct ItemsChangedSplice: Equatable, Sendable, CustomStringConvertible {
  /// A row inside the removed range that comes back inside the added range as the same item
  /// (moved, or unchanged inside a coalesced span).
  public struct Kept: Equatable, Sendable {
    /// Absolute position before this splice is applied.
    public var old: Int
    /// Absolute position after this splice is applied.
    public var new: Int
    /// Creates a kept pair.
    public init(old: Int, new: Int) {
      self.old = old
      self.new = new
    }
  }

  /// First affected position.
  public var position: Int
  /// Rows removed at `position`.
  public var removed: Int
  /// Rows added at `position`.
  public var added: Int
  /// Rows that survive this splice as the same item, sorted by `new`. The GTK side re-keys its
  /// item-object cache with these so GTK sees identical object pointers.
  public var kept: [Kept]

  /// Creates a splice.
  public init(position: Int, removed: Int, added: Int, kept: [Kept] = []) {
    self.position = position
    self.removed = removed
    self.added = added
    self.kept = kept
  }

  /// GTK's compact form `"position-removed+added"`, e.g. `"0-5+5"`.
  public var description: String { "\(position)-\(removed)+\(added)" }
}
