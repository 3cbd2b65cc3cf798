/// A key a tree handles on its focused row (``RowPresentation/disclose(_:at:)``), as
/// NSOutlineView and GtkTreeView do: `+` and `-` expand and collapse it, Right expands it or
/// moves to its first child, Left collapses it or moves to its parent.
enum TreeKey: Equatable {
  /// `+` (and keypad `+`): expand, as the row's `GtkTreeExpander` binds it.
  case expand
  /// `-` (and keypad `-`): collapse.
  case collapse
  /// Right: expand, or move to the first child.
  case right
  /// Left: collapse, or move to the parent.
  case left

  /// The tree's key for `key`; `nil` for other keys and with Ctrl or Alt held (Shift types `+`).
  init?(_ key: NavigationKey, _ modifiers: KeyModifiers) {
    guard modifiers.isDisjoint(with: [.ctrl, .alt]) else { return nil }
    switch key {
    case .expand: self = .expand
    case .collapse: self = .collapse
    case .right: self = .right
    case .left: self = .left
    default: return nil
    }
  }
}
