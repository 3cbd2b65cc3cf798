/// The one `items-changed` splice that turns one list of identities into another: the common
/// prefix and suffix stay (their rows keep their objects, so GTK keeps their expansion), the
/// middle is replaced.
package struct TreeSplice: Equatable, Sendable {
  /// The first position that changes.
  package var position: Int
  /// How many rows are removed there.
  package var removed: Int
  /// How many rows are added there (`new[position..<position + added]`).
  package var added: Int

  package init(position: Int, removed: Int, added: Int) {
    self.position = position
    self.removed = removed
    self.added = added
  }

  /// The splice from `old` to `new`; `nil` when they are equal.
  package static func plan<ID: Equatable>(from old: [ID], to new: [ID]) -> TreeSplice? {
    var prefix = 0
    while prefix < old.count, prefix < new.count, old[prefix] == new[prefix] { prefix += 1 }
    if prefix == old.count, prefix == new.count { return nil }
    var suffix = 0
    while suffix < old.count - prefix, suffix < new.count - prefix,
      old[old.count - 1 - suffix] == new[new.count - 1 - suffix]
    {
      suffix += 1
    }
    return TreeSplice(position: prefix, removed: old.count - prefix - suffix, added: new.count - prefix - suffix)
  }
}
