import GtkListKit

/// One row of the million-row list: the number and its hexadecimal form.
final class NumberCell: ListCell, ModelTransfer {
  private let row = ValueRow(valueClasses: ["dim", "mono"])
  var widget: WidgetPointer { row.root }

  init() {}

  func update(with model: Number) {
    row.show("Row \((model.id + 1).grouped)", "0x" + String(model.id, radix: 16, uppercase: true))
  }
}
