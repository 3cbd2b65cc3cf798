/// One GTK `items-changed` emission: at `position`, `removed` rows go and `added` rows come.
///
/// Splices of a plan are applied in order, each relative to the list as left by the previous one.
package struct ItemsChangedSplice: Equatable, Sendable, CustomStringConvertible {
  /// A row inside the removed range that comes back inside the added range as the same item
  /// (moved, or unchanged inside a coalesced span).
  package struct Kept: Equatable, Sendable {
    /// Absolute position before this splice is applied.
    package var old: Int
    /// Absolute position after this splice is applied.
    package var new: Int
    /// Creates a kept pair.
    package init(old: Int, new: Int) {
      self.old = old
      self.new = new
    }
  }

  /// First affected position.
  package var position: Int
  /// Rows removed at `position`.
  package var removed: Int
  /// Rows added at `position`.
  package var added: Int
  /// Rows that survive this splice as the same item, sorted by `new`. The GTK side re-keys its
  /// item-object cache with these so GTK sees identical object pointers.
  package var kept: [Kept]

  /// Creates a splice.
  package init(position: Int, removed: Int, added: Int, kept: [Kept] = []) {
    self.position = position
    self.removed = removed
    self.added = added
    self.kept = kept
  }

  /// GTK's compact form `"position-removed+added"`, e.g. `"0-5+5"`.
  package var description: String { "\(position)-\(removed)+\(added)" }
}
