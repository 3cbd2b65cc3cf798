// Renamed because rhx/SwiftGtk declares `Snapshot` (GtkSnapshot). Unavailable, not deprecated:
// Swift skips an unavailable type when an available one of the same name is imported, where a
// deprecated alias would be ambiguous next to the binding.

/// Renamed ``WidgetSnapshot`` (GTK bindings declare `Snapshot`).
@available(*, unavailable, renamed: "WidgetSnapshot")
public typealias Snapshot = WidgetSnapshot
