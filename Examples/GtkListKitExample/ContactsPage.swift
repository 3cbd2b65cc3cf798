import CGtkListKit
import Foundation
@_spi(Interop) import GtkListKit

/// The "Contacts" page: an A–Z sectioned list with two cell types for one model type (people and
/// companies, chosen by a condition), a search field that filters with the diffing `setItems`
/// (rows that stay keep their widgets and selection), a detail pane that follows the selection,
/// a context menu (favourite, delete), tooltips, and Delete / Ctrl+Z.
@MainActor
final class ContactsPage {
  let widget = Widgets.box(GTK_ORIENTATION_HORIZONTAL)
  let manager = ListViewManager()
  /// Shows a message with an Undo button (the window's toast); the status bar otherwise.
  var onUndoable: ((String) -> Void)?
  let search = gtk_search_entry_new()!
  private let status: StatusBar
  private let detail = Widgets.label("Select a contact", classes: ["contact-detail"], xalign: 0)
  private var contacts = ContactData.contacts()
  private var undoStack: [[Contact]] = []

  init(status: StatusBar) {
    self.status = status
    manager.registerHeader(SectionHeaderView.self)
    manager.register(PersonCell.self) { $0.condition = $0.modelCondition { contact, _ in contact.kind == .person } }
    manager.register(CompanyCell.self) { $0.condition = $0.modelCondition { contact, _ in contact.kind == .company } }
    manager.queryTooltip(PersonCell.self) { _, contact, _ in .text("\(contact.name)\n\(contact.detail)") }
    manager.queryTooltip(CompanyCell.self) { _, contact, _ in .text("\(contact.name)\n\(contact.detail)") }
    // Screen readers say the contact, not the model's debug description.
    manager.accessibleLabel(PersonCell.self) { _, contact, _ in "\(contact.name), \(contact.detail)" }
    manager.accessibleLabel(CompanyCell.self) { _, contact, _ in "\(contact.name), \(contact.detail)" }
    let menu: (Contact) -> ContextMenu = { contact in
      ContextMenu([.init(contact.isFavourite ? "Remove from favourites" : "Add to favourites", action: "row.favourite"),
                   .init("Delete", action: "row.delete")])
    }
    manager.contextMenu(PersonCell.self) { _, contact, _ in menu(contact) }
    manager.contextMenu(CompanyCell.self) { _, contact, _ in menu(contact) }
    manager.rowAction("favourite", on: self) { (self, _, model) in (model as? Contact).map { self.toggleFavourite($0) } }
    manager.rowAction("delete", on: self) { (self, indexPath, _) in self.delete([indexPath]) }
    manager.selectionDidChange(on: self) { (self, _) in self.showDetail() }
    manager.updater.deleteAnimation = .fade
    manager.updater.updateAnimation = .highlight

    Widgets.setStringProperty(search, "placeholder-text", "Search contacts")  // a 4.10 setter on 4.8
    Signal.connect(UnsafeMutableRawPointer(search), "search-changed") { [weak self] _ in self?.apply() }
    let list = Widgets.box(GTK_ORIENTATION_VERTICAL, spacing: 0)
    let bar = Widgets.box(GTK_ORIENTATION_HORIZONTAL, classes: ["toolbar-row"])
    gtk_widget_set_hexpand(search, 1)
    Widgets.append(search, to: bar)
    gtk_widget_set_vexpand(manager.widget.pointer(), 1)
    gtk_widget_set_hexpand(list, 1)
    Widgets.append(bar, manager.widget.pointer(), to: list)
    gtk_widget_set_size_request(detail, 160, -1)
    gtk_label_set_wrap(cgtk_label(detail), 1)
    gtk_widget_set_valign(detail, GTK_ALIGN_START)
    Widgets.append(list, detail, to: widget)
    apply()
  }

  private func show(_ text: String) { status.show(text, on: .contacts) }

  /// The contacts matching the search, one section per initial, set in one batch: each
  /// section is diffed, so rows that stay keep their widgets and their selection.
  private func apply() {
    let query = String(cString: gtk_editable_get_text(OpaquePointer(search))).lowercased()
    let shown = query.isEmpty ? contacts : contacts.filter { $0.name.lowercased().contains(query) }
    let letters = Array(Set(shown.map(\.initial))).sorted()
    let storage = manager.memoryStorage
    storage.performUpdates {
      for (index, letter) in letters.enumerated() { storage.setItems(shown.filter { $0.initial == letter }, forSection: index) }
      if storage.numberOfSections > letters.count {
        try? storage.deleteSections(IndexSet(letters.count..<storage.numberOfSections))
      }
      storage.setSectionHeaderModels(letters)
    }
    if !query.isEmpty { show("\(plural(shown.count, "contact")) match “\(query)”") }
    showDetail()
  }

  private func showDetail() {
    guard let contact = manager.selectedModels.first as? Contact else { return Widgets.setText(detail, "Select a contact") }
    let kind = contact.kind == .person ? "Person" : "Company"
    Widgets.setText(detail, "\(contact.name)\n\n\(kind)\n\(contact.detail)\(contact.isFavourite ? "\n\n★ Favourite" : "")")
  }

  private func toggleFavourite(_ contact: Contact) {
    guard let index = contacts.firstIndex(where: { $0.id == contact.id }) else { return }
    contacts[index].isFavourite.toggle()
    apply()
    show(contacts[index].isFavourite ? "Added \(contact.name) to favourites" : "Removed \(contact.name) from favourites")
  }

  func deleteSelected() {
    let selected = manager.selectedIndexPaths
    guard !selected.isEmpty else { return show("Select a contact to delete") }
    delete(selected)
  }

  private func delete(_ indexPaths: [IndexPath]) {
    let ids = Set(indexPaths.compactMap { (manager.memoryStorage.item(at: $0) as? Contact)?.id })
    undoStack.append(contacts)
    contacts.removeAll { ids.contains($0.id) }
    apply()
    show("Deleted \(plural(ids.count, "contact")) — Ctrl+Z to undo")
    onUndoable?("Deleted \(plural(ids.count, "contact"))")
  }

  func undo() {
    guard let last = undoStack.popLast() else { return show("Nothing to undo") }
    contacts = last
    apply()
    show("Restored the deleted contacts")
  }
}
