internal import CGtkListKit

/// The cell of a choice column: a `GtkDropDown` over a `GtkStringList` of the column's choices.
/// Picking an item is the edit; Enter or F2 from the table opens the list.
@MainActor
final class ChoiceEditorCell: EditorCell {
  let widget: WidgetPointer
  var binding: EditorBinding?
  /// The user picked `choice` (not ``show(_:selected:)``).
  var onPicked: (@MainActor (ChoiceEditorCell, String) -> Void)?
  private var choices: [String] = []
  private var showing = false

  init() {
    widget = gtk_drop_down_new(nil, nil)
    // Owned by the cell: an edit in progress may outlive the row that showed it.
    g_object_ref_sink(gpointer(widget))
    Signal.connect(UnsafeMutableRawPointer(widget), "notify::selected") { [weak self] _ in
      guard let self, !self.showing, let picked = self.picked else { return }
      self.onPicked?(self, picked)
    }
  }

  isolated deinit { g_object_unref(gpointer(widget)) }

  private var dropDown: OpaquePointer { OpaquePointer(widget) }

  /// The choice shown, if the value is one of them.
  var picked: String? {
    let index = Int(gtk_drop_down_get_selected(dropDown))
    return choices.indices.contains(index) ? choices[index] : nil
  }

  /// Shows `choices` (a new list only when they changed) with `selected` picked.
  func show(_ choices: [String], selected: String) {
    showing = true
    defer { showing = false }
    if choices != self.choices {
      self.choices = choices
      let list = gtk_string_list_new(nil)
      for choice in choices { gtk_string_list_append(list, choice) }
      gtk_drop_down_set_model(dropDown, list)
      g_object_unref(gpointer(list))
    }
    // Not one of the choices: GTK_INVALID_LIST_POSITION, nothing picked.
    let index = choices.firstIndex(of: selected).map { UInt32($0) } ?? UInt32.max
    if gtk_drop_down_get_selected(dropDown) != index { gtk_drop_down_set_selected(dropDown, index) }
  }

  /// Whether the list is open (the drop-down's toggle button is down).
  var isOpen: Bool {
    guard let button = gtk_widget_get_first_child(widget),
      g_type_check_instance_is_a(
        UnsafeMutablePointer<GTypeInstance>(OpaquePointer(button)), gtk_toggle_button_get_type()) != 0
    else { return false }
    return gtk_toggle_button_get_active(UnsafeMutableRawPointer(button).assumingMemoryBound(to: GtkToggleButton.self))
      != 0
  }

  /// Opens the list, as a click on the drop-down's button does.
  func popUp() {
    guard let button = gtk_widget_get_first_child(widget) else { return }
    _ = gtk_widget_grab_focus(button)
    _ = gtk_widget_activate(button)
  }

  func showError(_ message: String?) { EditorWidgets.showError(message, on: widget) }
}
