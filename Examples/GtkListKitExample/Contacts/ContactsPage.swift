import CGtkListKitAdw
import Foundation
import GtkListKit
import ModelStorage
import WeakDelegate

/// The "Contacts" page: an A–Z sectioned list with two cell types for one model type (people and
/// companies, chosen by a condition), a search field that filters with the diffing `setItems`
/// (rows that stay keep their widgets and selection), a detail pane that follows the selection,
/// a context menu (favourite, delete), tooltips, and Delete / Ctrl+Z. A List / Table switch shows
/// the same contacts in a sortable table with full-width A–Z header rows (`ContactsPage+Table`).
@MainActor
final class ContactsPage {
  /// The list beside the detail pane; one of them at a time on narrow windows.
  private(set) var widget: WidgetPointer = Widgets.box(GTK_ORIENTATION_HORIZONTAL)
  let manager = ListViewManager()
  /// The Table view: the same contacts, sections and selection as the list.
  let table = ColumnViewManager()
  /// The list and the table, one shown at a time.
  let views = gtk_stack_new()!
  /// Offers to undo a deletion: the message and what reverts it (the window's history and toast).
  var onUndoable: ((String, @escaping () -> Void) -> Void)?
  let search = gtk_search_entry_new()!
  let status: StatusBar
  private let detail = Widgets.label("Select a contact", classes: ["contact-text"], xalign: 0)
  private var contacts = ContactData.contacts()
  /// True while the search rebuilds the views or a switch carries the selection over: selection
  /// changes then are not a person's choice.
  var applying = false

  init(status: StatusBar) {
    self.status = status
    manager.registerHeader(SectionHeaderView.self)
    manager.register(PersonCell.self) { mapping in
      mapping.condition = mapping.modelCondition { contact, _ in contact.kind == .person }
      mapping.findKey(\.name)  // typing a name's first letters goes to it
    }
    manager.register(CompanyCell.self) { mapping in
      mapping.condition = mapping.modelCondition { contact, _ in contact.kind == .company }
      mapping.findKey(\.name)
    }
    manager.queryTooltip(PersonCell.self) { _, contact, _ in .text("\(contact.name)\n\(contact.detail)") }
    manager.queryTooltip(CompanyCell.self) { _, contact, _ in .text("\(contact.name)\n\(contact.detail)") }
    // Screen readers say the contact, not the model's debug description.
    manager.accessibleLabel(PersonCell.self) { _, contact, _ in "\(contact.name), \(contact.detail)" }
    manager.accessibleLabel(CompanyCell.self) { _, contact, _ in "\(contact.name), \(contact.detail)" }
    manager.contextMenu(PersonCell.self) { _, contact, _ in Self.menu(for: contact) }
    manager.contextMenu(CompanyCell.self) { _, contact, _ in Self.menu(for: contact) }
    manager.rowAction("favourite", weakly(self) { me, _, model in (model as? Contact).map { me.toggleFavourite($0) } })
    manager.rowAction("delete", weakly(self) { me, _, model in (model as? Contact).map { me.delete([$0.id]) } })
    manager.selectionDidChange(weakly(self) { me, _ in me.selectionChanged() })
    manager.updater.deleteAnimation = .fade
    manager.updater.updateAnimation = .highlight
    addTableColumns()
    widget = layout()
    apply()
  }

  /// The search bar over the list, beside the detail pane in a split view that shows one at a
  /// time on narrow windows, the detail with a back button then.
  private func layout() -> WidgetPointer {
    Widgets.setStringProperty(search, "placeholder-text", "Search contacts")  // a 4.10 setter on 4.8
    SignalConnection.connect(search, "search-changed") { [weak self] in self?.apply() }
    let list = Widgets.box(GTK_ORIENTATION_VERTICAL, spacing: 0)
    let bar = Widgets.box(GTK_ORIENTATION_HORIZONTAL, classes: ["toolbar-row"])
    gtk_widget_set_hexpand(search, 1)
    Widgets.append(search, viewSwitcher(), to: bar)
    gtk_widget_set_vexpand(views, 1)
    gtk_widget_set_hexpand(list, 1)
    gtk_widget_set_size_request(list, 300, -1)  // the split view folds below list + detail
    Widgets.append(bar, views, to: list)
    let pane = Widgets.box(GTK_ORIENTATION_VERTICAL, classes: ["contact-detail"])
    gtk_widget_set_size_request(pane, 200, -1)
    let back = Widgets.iconButton("go-previous-symbolic", label: "Back to the contacts") { [weak self] in
      self.map { cadw_example_split_view_show_detail($0.widget, 0) }
    }
    gtk_widget_set_halign(back, GTK_ALIGN_START)
    gtk_label_set_wrap(example_label(detail), 1)
    gtk_widget_set_valign(detail, GTK_ALIGN_START)
    Widgets.append(back, detail, to: pane)
    return cadw_example_split_view(list, pane, back)!
  }

  private func show(_ text: String) { status.show(text, on: .contacts) }

  /// The contacts matching the search, one section per initial, set in one batch into the
  /// list's and the table's storage: each section is diffed, so rows that stay keep their
  /// widgets and their selection (and, in a sorted table, land at their sorted place).
  private func apply() {
    applying = true
    defer { applying = false }
    let query = String(cString: gtk_editable_get_text(OpaquePointer(search))).lowercased()
    let shown = query.isEmpty ? contacts : contacts.filter { $0.name.lowercased().contains(query) }
    fill(manager.memoryStorage, with: shown)
    fill(table.memoryStorage, with: shown)
    if !query.isEmpty { show("\(plural(shown.count, "contact")) match “\(query)”") }
    showDetail()
  }

  private func fill(_ storage: MemoryStorage, with shown: [Contact]) {
    let letters = Array(Set(shown.map(\.initial))).sorted()
    storage.performUpdates {
      for (index, letter) in letters.enumerated() {
        storage.setItems(shown.filter { $0.initial == letter }, forSection: index)
      }
      if storage.numberOfSections > letters.count {
        try? storage.deleteSections(IndexSet(letters.count..<storage.numberOfSections))
      }
      storage.setSectionHeaderModels(letters)
    }
  }

  /// A contact chosen on a folded page opens its detail, as GNOME's split views do.
  func selectionChanged() {
    showDetail()
    if !applying, !shown.selectedIndexPaths.isEmpty, cadw_example_split_view_is_folded(widget) != 0 {
      cadw_example_split_view_show_detail(widget, 1)
    }
  }

  func showDetail() {
    guard let contact = shown.selectedModels.first as? Contact else {
      return Widgets.setText(detail, "Select a contact")
    }
    Widgets.setText(
      detail, "\(contact.name)\n\n\(contact.kindName)\n\(contact.detail)\(contact.isFavourite ? "\n\n★ Favourite" : "")"
    )
  }

  func toggleFavourite(_ contact: Contact) {
    guard let index = contacts.firstIndex(where: { $0.id == contact.id }) else { return }
    contacts[index].isFavourite.toggle()
    apply()
    show(
      contacts[index].isFavourite ? "Added \(contact.name) to favourites" : "Removed \(contact.name) from favourites")
  }

  /// Deletes the contacts selected in the view shown.
  func deleteSelected() {
    let selected = shown.selectedModels.compactMap { ($0 as? Contact)?.id }
    guard !selected.isEmpty else { return show("Select a contact to delete") }
    delete(Set(selected))
  }

  /// Deletes the contacts of `ids` from both views. Undo puts back only these contacts (the
  /// list is sorted by name), so a favourite added since stays.
  func delete(_ ids: Set<Int>) {
    let removed = contacts.filter { ids.contains($0.id) }
    contacts.removeAll { ids.contains($0.id) }
    apply()
    show("Deleted \(plural(ids.count, "contact")) — Ctrl+Z to undo")
    onUndoable?("Deleted \(plural(ids.count, "contact"))") { [weak self] in
      guard let self else { return }
      let missing = removed.filter { contact in !self.contacts.contains { $0.id == contact.id } }
      self.contacts = (self.contacts + missing).sorted { $0.name < $1.name }
      self.apply()
      self.show("Restored \(plural(missing.count, "contact"))")
    }
  }
}
