internal import CGtkListKit

/// The cell of a toggle column: a `GtkCheckButton`. A toggle is an edit of its own (a click,
/// Space, or Enter/F2 from the table): there is no editing mode to start or cancel.
@MainActor
final class ToggleEditorCell: EditorCell {
  let widget: WidgetPointer
  var binding: EditorBinding?
  /// The user toggled the check button (not ``show(_:)``).
  var onToggled: (@MainActor (ToggleEditorCell, Bool) -> Void)?
  private var showing = false

  init() {
    widget = gtk_check_button_new()
    // Owned by the cell: an edit in progress may outlive the row that showed it.
    g_object_ref_sink(gpointer(widget))
    gtk_widget_set_halign(widget, GTK_ALIGN_CENTER)
    Signal.connect(UnsafeMutableRawPointer(widget), "toggled") { [weak self] _ in
      guard let self, !self.showing else { return }
      self.onToggled?(self, self.isOn)
    }
  }

  isolated deinit { g_object_unref(gpointer(widget)) }

  private var check: UnsafeMutablePointer<GtkCheckButton> {
    UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GtkCheckButton.self)
  }

  /// Whether the check button is checked.
  var isOn: Bool { gtk_check_button_get_active(check) != 0 }

  /// Shows `isOn` without reporting a toggle.
  func show(_ isOn: Bool) {
    guard self.isOn != isOn else { return }
    showing = true
    defer { showing = false }
    gtk_check_button_set_active(check, isOn ? 1 : 0)
  }

  /// Toggles as a click does (reported).
  func toggle() { gtk_check_button_set_active(check, isOn ? 0 : 1) }

  func showError(_ message: String?) { EditorWidgets.showError(message, on: widget) }
}
