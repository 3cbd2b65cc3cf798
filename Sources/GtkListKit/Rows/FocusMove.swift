/// A keyboard move of the focus between items, in GTK's terms (`GtkListBase`'s
/// `move_focus_along` / `move_focus_across`): along the view's orientation (Up/Down, Page
/// Up/Down), across it (Left/Right), or to the first or last item (Home/End).
enum FocusMove: Equatable {
  /// By `rows` rows: negative up, positive down.
  case along(rows: Int)
  /// By `items` items in item order: negative left, positive right.
  case across(items: Int)
  case first, last

  /// The move of a navigation key; a page is `pageRows` rows. `nil` for keys that do not move.
  init?(_ key: NavigationKey, pageRows: @autoclosure () -> Int) {
    switch key {
    case .up: self = .along(rows: -1)
    case .down: self = .along(rows: 1)
    case .pageUp: self = .along(rows: -pageRows())
    case .pageDown: self = .along(rows: pageRows())
    case .left: self = .across(items: -1)
    case .right: self = .across(items: 1)
    case .home: self = .first
    case .end: self = .last
    case .activate, .select, .menu, .expand, .collapse: return nil
    }
  }
}
