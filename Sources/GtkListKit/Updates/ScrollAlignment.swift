/// Where ``ListBaseManager/scroll(to:at:)`` puts the item. GTK 4.8 only scrolls an item into
/// view (`list.scroll-to-item`); the manager then moves the adjustment from the row's
/// allocation on the next frames.
public enum ScrollAlignment: Sendable {
  /// The item's top at the top of the view.
  case top
  /// The item centred.
  case center
  /// The item's bottom at the bottom of the view.
  case bottom
  /// The least scrolling that shows the whole item (GTK's own behaviour).
  case nearest
}
