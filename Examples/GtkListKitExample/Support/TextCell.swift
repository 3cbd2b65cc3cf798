import CGtkListKitAdw
import GtkListKit

/// A table cell of one line of text: a `GtkInscription`, the lightest text widget (a table
/// builds one cell per shown row per column). Numbers align to the end. Text too long for its
/// column ends in an ellipsis ("Song 100…"), never cut mid-character.
final class TextCell: ListCell {
  let widget: WidgetPointer = gtk_inscription_new(nil)!

  init() {
    gtk_widget_add_css_class(widget, "table-text")
    gtk_inscription_set_text_overflow(OpaquePointer(widget), GTK_INSCRIPTION_OVERFLOW_ELLIPSIZE_END)
  }

  /// Shows `text`, aligned to the start, or to the end for numbers.
  func show(_ text: String, number: Bool = false) {
    let inscription = OpaquePointer(widget)
    gtk_inscription_set_text(inscription, text)
    gtk_inscription_set_xalign(inscription, number ? 1 : 0)
  }
}
