internal import CGtkListKit

/// The cell of a text or number column edited in place: GTK's own `GtkEditableLabel`, a label
/// that becomes a text field while editing (a click or its Enter binding starts it, Escape
/// cancels, the focus leaving commits). The table's ``InPlaceEditing`` drives it and hears when
/// GTK started or stopped editing by itself.
@MainActor
final class TextEditorCell: EditorCell {
  let widget: WidgetPointer
  var binding: EditorBinding?
  /// GTK started (`true`) or stopped (`false`) editing by itself: a click, its own Enter or
  /// Escape binding, or the focus leaving (it commits 100 ms later).
  var onEditingChanged: (@MainActor (TextEditorCell, Bool) -> Void)?
  /// `true` while the cell itself switches modes: those changes are not reported.
  private var switching = false

  init() {
    widget = gtk_editable_label_new("")
    // Owned by the cell: an edit in progress may outlive the row that showed it.
    g_object_ref_sink(gpointer(widget))
    gtk_widget_set_hexpand(widget, 1)
    fitNarrowColumns()
    keepCaretWhileHidden()
    Signal.connect(UnsafeMutableRawPointer(widget), "notify::editing") { [weak self] _ in
      guard let self, !self.switching else { return }
      self.onEditingChanged?(self, self.isEditing)
    }
  }

  isolated deinit { Self.release(widget, unparentedTicks: 0) }

  /// GTK 4.8's GtkEditableLabel reads its focus controller 100 ms after the focus left it, even
  /// if the label was freed meanwhile; the focus leaves it when its row unparents it, which may
  /// come after this cell is gone (GTK 4.8 may even keep a dropped widget as the window's focus
  /// for a while). So the label lives until it has been out of any parent, without the focus,
  /// for two checks 250 ms apart: no focus can leave it after that, and GTK's timeout has run.
  private static func release(_ widget: WidgetPointer, unparentedTicks: Int) {
    let focused = gtk_widget_get_state_flags(widget).rawValue & GTK_STATE_FLAG_FOCUS_WITHIN.rawValue != 0
    let ticks = gtk_widget_get_parent(widget) == nil && !focused ? unparentedTicks + 1 : 0
    guard ticks < 2 else { return g_object_unref(gpointer(widget)) }
    MainLoop.after(milliseconds: 250) { release(widget, unparentedTicks: ticks) }
  }

  private var label: OpaquePointer { OpaquePointer(widget) }

  /// When the row of an edit scrolls out of view, GTK hides it and, after the next frame, gives
  /// the focus back to the focused row's cell, whose text field then selects all its text (GTK's
  /// select-on-focus) while hidden. GtkText stops blinking its cursor over a selection only when
  /// it is on screen, so it warns "unexpected blinking selection", and the user's next key would
  /// replace what they typed. So a selection made while hidden is collapsed to the cursor.
  private func keepCaretWhileHidden() {
    guard let text = Self.textField(in: widget) else { return }
    // Either end may be the one that moved (a caret at 0 keeps its selection bound).
    for property in ["notify::cursor-position", "notify::selection-bound"] {
      Signal.connect(UnsafeMutableRawPointer(text), property) { _ in
        guard gtk_widget_get_mapped(text) == 0, gtk_widget_has_focus(text) != 0 else { return }
        var start: Int32 = 0, end: Int32 = 0
        guard gtk_editable_get_selection_bounds(OpaquePointer(text), &start, &end) != 0 else { return }
        let cursor = gtk_editable_get_position(OpaquePointer(text))
        gtk_editable_select_region(OpaquePointer(text), cursor, cursor)
      }
    }
  }

  /// The `GtkText` the editable label types into (inside its stack's "editing" page).
  private static func textField(in widget: WidgetPointer) -> WidgetPointer? {
    if EditorWidgets.isTextField(widget) { return widget }
    var child = gtk_widget_get_first_child(widget)
    while let current = child {
      if let found = textField(in: current) { return found }
      child = gtk_widget_get_next_sibling(current)
    }
    return nil
  }

  /// Whether the label takes the keyboard focus (Tab lands on it, and its own Enter binding
  /// starts editing). `false`: the row keeps it, so Enter activates the row; the text field
  /// still takes the focus while editing.
  var isFocusable: Bool {
    get { gtk_widget_get_focusable(widget) != 0 }
    set { gtk_widget_set_focusable(widget, newValue ? 1 : 0) }
  }

  /// Lets the column be narrower than its longest value, as a table's other text: GTK's label
  /// (the "label" page of the editable label's stack) would not shrink, nor would its text
  /// field's default width; so the label ends in an ellipsis and the field needs one character.
  /// The stack is looked up by type: GTK 4.14+ puts a context menu before it.
  private func fitNarrowColumns() {
    gtk_editable_set_width_chars(label, 1)
    var child = gtk_widget_get_first_child(widget)
    while let widget = child, !Self.isStack(widget) { child = gtk_widget_get_next_sibling(widget) }
    guard let stack = child else { return }
    let page = gtk_stack_get_child_by_name(OpaquePointer(stack), "label") ?? gtk_widget_get_first_child(stack)
    guard let page, let text = cgtk_label(page) else { return }
    gtk_label_set_ellipsize(text, PANGO_ELLIPSIZE_END)
  }

  private static func isStack(_ widget: WidgetPointer) -> Bool {
    g_type_check_instance_is_a(UnsafeMutablePointer<GTypeInstance>(OpaquePointer(widget)), gtk_stack_get_type()) != 0
  }

  /// Whether the text field shows.
  var isEditing: Bool { gtk_editable_label_get_editing(label) != 0 }

  /// The text shown, or being typed while editing.
  var text: String { String(cString: gtk_editable_get_text(label)) }

  /// Shows `text` (while editing: replaces what is typed).
  func show(_ text: String) {
    guard self.text != text else { return }
    gtk_editable_set_text(label, text)
  }

  /// Switches to the text field and gives it the focus, its text selected (as GTK does).
  func begin() {
    switching = true
    defer { switching = false }
    gtk_editable_label_start_editing(label)
  }

  /// Switches back to the label: `commit` keeps the typed text, else the text before editing.
  func end(commit: Bool) {
    switching = true
    defer { switching = false }
    gtk_editable_label_stop_editing(label, commit ? 1 : 0)
  }

  func showError(_ message: String?) { EditorWidgets.showError(message, on: widget) }
}
