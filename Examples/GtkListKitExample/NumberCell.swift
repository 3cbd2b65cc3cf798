import CGtkListKit
import GtkListKit

/// One row of the million-row list: the number and its hexadecimal form. Two labels and no
/// allocation beyond the strings, since GTK rebinds ~200 rows on every scroll step.
final class NumberCell: ListCell, ModelTransfer {
  let widget = Widgets.box(GTK_ORIENTATION_HORIZONTAL, spacing: 12, classes: ["number"])
  private let title = Widgets.label()
  private let hex = Widgets.label(classes: ["dim", "mono"], xalign: 1)

  init() {
    gtk_widget_set_hexpand(title, 1)
    Widgets.append(title, hex, to: widget)
  }

  func update(with model: Number) {
    Widgets.setText(title, "Row \((model.id + 1).formatted())")
    Widgets.setText(hex, "0x" + String(model.id, radix: 16, uppercase: true))
  }
}
