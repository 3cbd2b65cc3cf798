import Foundation

/// A place that shows one cell at a time: a flat row, or one column of a sectioned-grid row.
/// ``CellPresenter`` fills it; the holder only knows how to swap the widget it shows.
@MainActor
protocol CellHolder: AnyObject {
  /// The cell shown, `nil` for an empty placeholder.
  var slot: CellSlot? { get set }
  /// The model and index path of the last bind: `unbind` runs after the storage changed, when
  /// the position may no longer lead to the model the holder showed.
  var boundModel: Any? { get set }
  var boundIndexPath: IndexPath? { get set }
  /// The item the holder counts as shown, for `willDisplay` (`nil`: none, or not tracked).
  var displayKey: DisplayKey? { get set }
  /// Applies `sizeForCell` (`nil`: back to the natural size).
  func requestSize(_ size: CellSize?)
  /// Puts `slot`'s widget in place of the current one (`nil`: shows nothing).
  func show(_ slot: CellSlot?)
  /// The widget that carries the accessible name of what the holder shows.
  var accessibleWidget: WidgetPointer? { get }
  /// Whether that widget is named by its cell's labels (labelled-by), set when the cell changes.
  var labelledByCell: Bool { get set }
  /// Names what the holder shows.
  func setAccessibleLabel(_ label: String)
  /// Whether ``setAccessibleLabel(_:)`` may have named a widget of the holder: naming it by its
  /// cell's labels then clears that label first.
  var mayHaveAccessibleLabel: Bool { get }
}

extension CellHolder {
  var mayHaveAccessibleLabel: Bool { true }

  func setAccessibleLabel(_ label: String) {
    if let widget = accessibleWidget { Accessibility.setLabel(widget, label) }
  }
}
