import CGtkListKit
import GtkListKit

/// A song row: its title and play count.
final class SongCell: ListCell, ModelTransfer {
  let widget = Widgets.box(GTK_ORIENTATION_HORIZONTAL, spacing: 12, classes: ["number"])
  private let title = Widgets.label()
  private let plays = Widgets.label(classes: ["dim"], xalign: 1)

  init() {
    gtk_widget_set_hexpand(title, 1)
    Widgets.append(title, plays, to: widget)
  }

  func update(with model: Song) {
    Widgets.setText(title, model.title)
    Widgets.setText(plays, plural(model.plays, "play"))
  }
}
