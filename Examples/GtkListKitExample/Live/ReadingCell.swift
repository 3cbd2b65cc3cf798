import Foundation
import GtkListKit

/// A reading: the station and its temperature, with how often it changed.
final class ReadingCell: ListCell, ModelTransfer {
  private let row = ValueRow(valueClasses: ["mono"])
  var widget: WidgetPointer { row.root }

  init() {}

  func update(with model: Reading) {
    row.show(model.station, String(format: "%.1f °C · %@", model.celsius, plural(model.updates, "update")))
  }
}
