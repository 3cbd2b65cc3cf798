import CGtkListKit
import GtkListKitTestSupport

@testable import GtkListKit

/// A plain GtkListView (or GtkGridView) over a shim ``ListModel``, one GtkLabel per row, built
/// without the manager: the fixture for tests of the C shim itself. Counts setups and binds.
@MainActor
final class LabelListFixture {
  /// The strings the model serves; change them, then call `model.splice` to tell GTK.
  var texts: [String]
  /// The shim model.
  private(set) var model: ListModel!
  /// The `GtkSingleSelection` over `model`.
  let selection: OpaquePointer
  /// The list (or grid) view widget.
  let view: WidgetPointer
  /// The scrolled window around the view.
  let scrolledWindow: WidgetPointer
  /// Rows created by the factory's `setup`.
  private(set) var setups = 0
  /// `bind` emissions.
  private(set) var binds = 0

  /// Builds the view; `grid` makes a GtkGridView instead of a GtkListView.
  init(texts: [String], grid: Bool = false) {
    self.texts = texts
    let factory = gtk_signal_list_item_factory_new()!
    model = nil
    selection = gtk_single_selection_new(nil)!
    gtk_single_selection_set_autoselect(selection, 0)
    gtk_single_selection_set_can_unselect(selection, 1)
    if grid {
      view = gtk_grid_view_new(selection, factory)
    } else {
      view = gtk_list_view_new(selection, factory)
    }
    scrolledWindow = gtk_scrolled_window_new()
    gtk_scrolled_window_set_child(cgtk_scrolled_window(scrolledWindow), view)
    model = ListModel(count: texts.count)
    gtk_single_selection_set_model(selection, model.gListModel)
    Signal.connect(UnsafeMutableRawPointer(factory), "setup") { [unowned self] arguments in
      self.setups += 1
      gtk_list_item_set_child(cgtk_list_item(arguments.object(1)), gtk_label_new(nil))
    }
    Signal.connect(UnsafeMutableRawPointer(factory), "bind") { [unowned self] arguments in
      self.binds += 1
      let listItem = cgtk_list_item(arguments.object(1))
      let position = Int(gtk_list_item_get_position(listItem))
      let text = position < self.texts.count ? self.texts[position] : "?"
      gtk_label_set_text(cgtk_label(gtk_list_item_get_child(listItem)), text)
    }
  }

  /// The selected position, or `nil`.
  var selectedPosition: Int? {
    let position = gtk_single_selection_get_selected(selection)
    return position == GTK_INVALID_LIST_POSITION ? nil : Int(position)
  }

  /// Selects `position`.
  func select(_ position: Int) {
    gtk_single_selection_set_selected(selection, guint(position))
  }

  /// Scrolls the view so that `position` is in view (GTK's own action on 4.8).
  func scroll(to position: Int) {
    cgtk_list_base_scroll_to(view, guint(position), 1, 0)
  }

  /// Resets the setup and bind counters.
  func resetCounts() {
    setups = 0
    binds = 0
  }
}
