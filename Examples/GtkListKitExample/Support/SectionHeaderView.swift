import GtkListKit

/// A section header over a `String` title; GtkListKit makes header rows unselectable and
/// unactivatable, the `section-header` CSS class makes them look different.
final class SectionHeaderView: ListCell, ModelTransfer {
  let widget = Widgets.label(classes: ["section-header"])

  init() {}

  func update(with model: String) { Widgets.setText(widget, model.uppercased()) }
}
