import GtkListKit

/// A song row: its title and play count.
final class SongCell: ListCell, ModelTransfer {
  private let row = ValueRow(valueClasses: ["dim"])
  var widget: WidgetPointer { row.root }

  init() {}

  func update(with model: Song) { row.show(model.title, plural(model.plays, "play")) }
}
