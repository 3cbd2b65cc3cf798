import GtkListKit

/// A company: its initials in a square badge, the name and its contact line.
final class CompanyCell: ListCell, ModelTransfer {
  private let content = ContactContent(badgeClass: "company-badge")
  var widget: WidgetPointer { content.root }

  init() {}

  func update(with model: Contact) { content.show(model, detail: "Company · \(model.detail)") }
}
