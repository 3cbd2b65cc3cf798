// Types renamed because their old names clash with the Swift GTK bindings' (rhx/SwiftGtk,
// SwiftCrossUI): see docs/Bindings.md. An old spelling gets "'X' has been renamed to 'Y'" with
// a fix-it. Unavailable, not deprecated, on purpose: Swift skips an unavailable type when an
// available one of the same name is imported (the binding's), where a deprecated alias would
// make `SelectionMode` ambiguous in every file importing both modules (measured with Swift 6.3;
// Tests/Consumer and Tests/OldSpellings check both sides).

/// Renamed ``ListSelectionMode`` (GTK bindings declare `SelectionMode`).
@available(*, unavailable, renamed: "ListSelectionMode")
public typealias SelectionMode = ListSelectionMode

/// Renamed ``RowTooltip`` (GTK bindings declare `Tooltip`).
@available(*, unavailable, renamed: "RowTooltip")
public typealias Tooltip = RowTooltip

/// Renamed ``DragOutcome`` (SwiftCrossUI declares `DragResult`).
@available(*, unavailable, renamed: "DragOutcome")
public typealias DragResult = DragOutcome
