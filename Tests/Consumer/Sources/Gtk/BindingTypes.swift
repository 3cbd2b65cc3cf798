// Type names the real bindings' `Gtk` modules declare that a list library could plausibly also
// declare. An app imports `Gtk` and `GtkListKit` in the same file, so none of these may be a
// public type of GtkListKit, ModelStorage or WeakDelegate (`binding-names` uses each one
// unqualified; a clash fails its build with "'X' is ambiguous for type lookup").
//
// Declared by rhx/SwiftGtk's Gtk module (generated from the installed GTK: GtkSelectionMode,
// GtkTooltip, GtkSnapshot, and GtkSectionModel on GTK 4.12+), by SwiftCrossUI's Gtk module
// (SelectionMode) and by SwiftCrossUI's Gtk3 module (DragResult).

public enum SelectionMode { case none, single, browse, multiple }
public final class Tooltip {}
public final class Snapshot {}
public enum DragResult { case success, noTarget }
public final class SectionModel {}

// A name GtkListKit does declare: SwiftCrossUI's `TableColumn<RowValue, Content: View>` (module
// SwiftCrossUI; declared here so one module of this package clashes as SwiftCrossUI does). An app
// that imports both spells GtkListKit's `GtkListKit.TableColumn` (docs/Bindings.md), and
// `binding-names` compiles that spelling. scripts/binding-names.py finds such clashes among all
// the bindings' public type names (Tests/Consumer/BindingTypeNames.txt).
public struct TableColumn<RowValue, Content> {}

// Names from the same family that GtkListKit does not declare today; kept here so a new public
// type with one of them fails CI too.
public final class ListView: Widget {}
public final class GridView: Widget {}
public final class ListItem {}
public final class SignalListItemFactory {}
public protocol SelectionModel {}
public final class SingleSelection {}
public final class MultiSelection {}
public final class DragSource {}
public final class DropTarget {}
public final class DropTargetAsync {}
public enum ScrollFlags {}
public final class ScrollInfo {}
public enum PositionType {}
public final class PopoverMenu: Widget {}
public final class EventControllerKey {}
public final class GestureClick {}
public final class Expression {}
public final class ListHeader {}
public final class ListItemFactory {}
public final class SortListModel {}
public final class FilterListModel {}
public final class StringList {}
public final class Box: Widget {}
public final class Window: Widget {}
public final class Application {}
