import Foundation

/// One change of the selection, for ``ListManagerBase/selectionDidChange(_:)``: every item it
/// selected or deselected, realized on screen or not (Ctrl+A over a million rows included).
public struct SelectionChange: Sendable, Equatable {
  /// Items the change selected, in order.
  public let selected: [IndexPath]
  /// Items the change deselected, in order.
  public let deselected: [IndexPath]
  /// `true` for a person's gesture (click, Ctrl+A, Shift range, keyboard), `false` for
  /// `select(_:)`, `deselect(_:)`, `deselectAll()` and mode changes.
  public let isUserGesture: Bool

  /// A change that selected `selected` and deselected `deselected`.
  public init(selected: [IndexPath], deselected: [IndexPath], isUserGesture: Bool) {
    self.selected = selected
    self.deselected = deselected
    self.isUserGesture = isUserGesture
  }
}

/// A selection change in flat positions, before the manager turns it into index paths.
struct SelectionDelta {
  let selected: [Int]
  let deselected: [Int]
  let isUserGesture: Bool
}
