import CGtkListKitAdw

/// The window's actions and their keys. Delete and Ctrl+Z act on the visible page (on Database,
/// Ctrl+Z undoes a title edit), except while a text entry has the focus: then they are
/// disabled, so the key reaches the entry (GTK gives application accelerators the key before
/// the focused widget).
extension ExampleWindow {
  func addActions() {
    let delete = AppActions.add(to: window, of: application, "delete", accelerators: ["Delete"]) { [weak self] in
      switch self?.visiblePage {
      case .feed?: self?.feedPage.deleteSelected()
      case .contacts?: self?.contactsPage.deleteSelected()
      case .shared?: self?.sharedListPage.deleteSelected()
      default: break
      }
    }
    let undo = AppActions.add(to: window, of: application, "undo", accelerators: ["<Control>z"]) { [weak self] in
      guard let self, let page = self.visiblePage else { return }
      // The Database page's undo is its table's (title edits; plays are not undone).
      if page == .database, self.databasePage.undoRename() { return }
      if !self.history.undoLast(on: page) { self.status.show("Nothing to undo", on: page) }
    }
    // A toast's Undo: its own action, whatever page is shown.
    AppActions.add(to: window, "undo-action") { [weak self] id in self?.history.undo(id: id) }
    AppActions.add(to: window, of: application, "find", accelerators: ["<Control>f"]) { [weak self] in
      guard let self else { return }
      if self.visiblePage == .database { return self.databasePage.search.start() }  // finds songs
      if self.visiblePage == .outline { return self.outlinePage.search.start() }  // filters the tree
      self.show(.contacts)
      gtk_widget_grab_focus(self.contactsPage.search)
    }
    // GTK's name for the shortcuts window's action, with GNOME's Ctrl+? (the menu has it too).
    // Ctrl+? is typed with Shift on most layouts; GTK matches the shifted keyval.
    AppActions.add(
      to: window, of: application, "show-help-overlay", accelerators: ["<Control>question", "<Control><Shift>question"]
    ) { [weak self] in self.map { MainMenu.showShortcuts(over: $0.window) } }
    AppActions.add(to: window, of: application, "reset", accelerators: ["F5"]) { [weak self] in
      guard let self, self.visiblePage == .feed else { return }
      self.feedPage.reset()
      self.history.discardAll(on: .feed)
    }
    // Alt+1 … Alt+9, then Alt+0, show the pages in the switcher's order (keyboard users, and the
    // tests), as GNOME's tabbed apps number their tabs.
    for (index, page) in ExamplePage.allCases.enumerated() {
      AppActions.add(to: window, of: application, "show-\(page.rawValue)", accelerators: ["<Alt>\((index + 1) % 10)"]) {
        [weak self] in self?.show(page)
      }
    }
    SignalConnection.connectTakingPointer(window, "notify::focus-widget") { [weak self] _ in
      let typing = self?.focusIsInTextEntry ?? false
      AppActions.setEnabled(delete, !typing)
      AppActions.setEnabled(undo, !typing)
    }
  }

  /// Whether the focused widget takes text (a `GtkEditable`: the search field's text).
  var focusIsInTextEntry: Bool {
    guard let focus = gtk_window_get_focus(example_window(window)) else { return false }
    return g_type_check_instance_is_a(UnsafeMutablePointer(OpaquePointer(focus)), gtk_editable_get_type()) != 0
  }
}
