/// Where a drop lands relative to the row under the pointer: its top quarter is `before`, its
/// bottom quarter `after`, the rest `on` (reordering treats `on` as the nearer half).
public enum DropPosition: Equatable, Sendable {
  case before, after, on
}

extension DropPosition {
  /// The place of a point `fraction` (0...1) of the way through a row or tile.
  init(fraction: Double) {
    self = fraction < 0.25 ? .before : (fraction > 0.75 ? .after : .on)
  }
}
