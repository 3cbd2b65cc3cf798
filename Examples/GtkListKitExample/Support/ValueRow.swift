import CGtkListKitAdw
import GtkListKit

/// A one-line row: a title on the left, a value on the right. Shared by the cells of the long
/// lists (numbers, songs, readings): two labels, nothing allocated per bind but the strings.
@MainActor
final class ValueRow {
  let root = Widgets.box(GTK_ORIENTATION_HORIZONTAL, spacing: 12, classes: ["number"])
  private let title = Widgets.label()
  private let value: WidgetPointer

  init(valueClasses: [String]) {
    value = Widgets.label(classes: valueClasses, xalign: 1)
    gtk_widget_set_hexpand(title, 1)
    Widgets.append(title, value, to: root)
  }

  func show(_ title: String, _ value: String) {
    Widgets.setText(self.title, title)
    Widgets.setText(self.value, value)
  }
}
