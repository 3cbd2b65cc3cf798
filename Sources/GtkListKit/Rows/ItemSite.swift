/// A widget that stands for one item and takes its event controllers and drag source: a list
/// row, or a tile of a sectioned grid. Controllers are attached once per site (GTK recycles the
/// widget with its controllers), so a site remembers what it has.
@MainActor
protocol ItemSite: AnyObject {
  /// The widget, while it exists.
  var siteWidget: WidgetPointer? { get }
  /// The cell shown, `nil` for a placeholder or an empty tile.
  var slot: CellSlot? { get }
  /// Event controllers attached so far (see ``RowInteractions``).
  var interactions: Set<RowInteractions.Kind> { get set }
  /// Whether the site has its drag source (see ``RowDragging``).
  var draggable: Bool { get set }
}
