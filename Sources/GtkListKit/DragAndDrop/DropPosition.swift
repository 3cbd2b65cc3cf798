/// Where a drop lands relative to the row under the pointer: its top quarter is `before`, its
/// bottom quarter `after`, the rest `on` (reordering treats `on` as the nearer half).
public enum DropPosition: Equatable, Sendable {
  case before, after, on
}
