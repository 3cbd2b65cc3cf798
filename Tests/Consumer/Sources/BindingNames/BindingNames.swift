// Compiled by scripts/consumer.sh, never run: every binding type name that GtkListKit's public
// names could shadow, written unqualified in a file that imports the bindings' modules and all of
// GtkListKit's products, as an app's file does. If one of the products declares a public type of
// the same name, this file fails with "'X' is ambiguous for type lookup".
import Adwaita
import CGtk
import Gtk
import GtkListKit
import GtkListKitTestSupport
import ModelStorage
import WeakDelegate

/// The binding's names: each must resolve to the binding's type alone. `GtkWidget` is the C type
/// of this package's own `CGtk`: no GtkListKit product may re-export a C module declaring it again.
let bindingTypes: [Any.Type] = [
  GtkWidget.self, GtkWindow.self,
  SelectionMode.self, Tooltip.self, Snapshot.self, DragResult.self, SectionModel.self,
  Widget.self, Label.self, ListView.self, GridView.self, ListItem.self, SignalListItemFactory.self,
  (any SelectionModel).self, SingleSelection.self, MultiSelection.self, DragSource.self,
  DropTarget.self, DropTargetAsync.self, ScrollFlags.self, ScrollInfo.self, PositionType.self,
  PopoverMenu.self, EventControllerKey.self, GestureClick.self, Expression.self, ListHeader.self,
  ListItemFactory.self, SortListModel.self, FilterListModel.self, StringList.self, Box.self,
  Window.self, Application.self, (any Storage).self, List.self, (any App).self,
]

/// GtkListKit's own names for the same ideas, unqualified next to the bindings'.
let listKitTypes: [Any.Type] = [
  ListSelectionMode.self, RowTooltip.self, WidgetSnapshot.self, DragOutcome.self,
  StorageSection.self, (any ListStorage).self, MemoryStorage.self, ListViewManager.self,
  GridViewManager.self, (any ListCell).self, Delegate<Int, Int>.self,
]

/// Names both declare (scripts/binding-names.py lists them): the spelling docs/Bindings.md gives
/// for GtkListKit's, next to the binding's, in a file where the bare name is ambiguous. In type
/// position, as an app writes it (`TableColumn.self` alone would pick the non-generic one).
@MainActor func configure(_ column: GtkListKit.TableColumn, _ theirs: Gtk.TableColumn<Int, Int>) {
  column.expands = true
}
