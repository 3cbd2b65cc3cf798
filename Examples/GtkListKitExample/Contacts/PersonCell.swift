import GtkListKit

/// A person: initials in a coloured circle, the name and the city.
final class PersonCell: ListCell, ModelTransfer {
  private let content = ContactContent(badgeClass: "avatar")
  var widget: WidgetPointer { content.root }

  init() {}

  func update(with model: Contact) {
    content.show(model, detail: model.detail)
    Widgets.setExclusiveClass(Stylesheet.swatchClass(model.id), among: Stylesheet.swatchClasses, on: content.badge)
  }
}
