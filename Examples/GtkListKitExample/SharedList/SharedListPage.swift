import CGtkListKitAdw
import Foundation
import GtkListKit
import GtkListKitPostgres
import ModelStorage
import WeakDelegate

/// The "Shared List" page: a small team board, the tickets of a PostgreSQL table that every
/// instance of the app (and psql) edits at once, shown by `PostgresStorage`, most urgent first.
///
/// It connects only when first shown (`--postgres URL`, else the `PG*` variables), migrates the
/// table off the main thread and seeds it when empty (`BoardSchema`). The toolbar's writes go to
/// the server and never touch the list: the list changes when the server's change log says so,
/// for this window's writes and everyone else's alike, and the selection stays on its ticket by
/// key. Without a server the page says how to start one; a server lost later is "Offline" while
/// the storage reconnects, the rows it holds still shown.
@MainActor
final class SharedListPage {
  let widget = Widgets.box(GTK_ORIENTATION_VERTICAL)
  let manager = ListViewManager()
  let status: StatusBar
  /// Whether the page's widgets still exist: a migration or a storage callback can end after the
  /// window closed, and then must not touch them.
  let lifetime: WidgetLifetime
  /// "Live", "Offline" or "Connecting…": whether other clients' changes arrive now.
  let connection = Widgets.label(classes: ["count"], xalign: 1)
  /// The number of tickets.
  let count = Widgets.label(classes: ["count"], xalign: 1)
  /// Shown instead of the list while there is no server (with a "Try Again" button).
  let noServer: WidgetPointer = {
    let page = adw_status_page_new()!
    adw_status_page_set_icon_name(OpaquePointer(page), "network-server-symbolic")
    adw_status_page_set_title(OpaquePointer(page), "No PostgreSQL Server")
    return page
  }()
  private var toolbarButtons: [WidgetPointer] = []
  /// The status page's button: shown when a named server did not answer.
  private let retry = gtk_button_new_with_label("Try Again")!
  private(set) var storage: PostgresStorage<BoardTicket>?
  /// The server connected to (or tried).
  private(set) var server: PostgresServer?
  /// The last message the page put in the status bar.
  private(set) var lastMessage = ""
  private var opened = false
  /// Bumped by each attempt to connect: a late answer to an earlier one is dropped.
  private var attempt = 0

  init(status: StatusBar) {
    self.status = status
    lifetime = WidgetLifetime(widget)
    manager.register(BoardTicketCell.self) { mapping in
      mapping.activate(weakly(self) { me, _, ticket, _ in me.toggleDone(ticket.id, known: ticket) })
      mapping.didSelect(weakly(self) { me, _, ticket, _ in me.show("Selected “\(ticket.title)”") })
    }
    let toolbar = Widgets.box(GTK_ORIENTATION_HORIZONTAL, spacing: 6, classes: ["toolbar-row"])
    // Icon buttons (named by their tooltips and accessible names): the page must fit the
    // 350 px a phone-sized window leaves, beside the connection state and the count.
    toolbarButtons = [
      Widgets.iconButton(
        "list-add-symbolic", label: "Add ticket (on the server: every window showing the board gets it)"
      ) {
        [weak self] in self?.addTicket()
      },
      Widgets.iconButton("object-select-symbolic", label: "Done: mark the selected ticket done, or open again (Enter)")
      {
        [weak self] in self?.toggleSelected()
      },
      Widgets.iconButton("user-trash-symbolic", label: "Delete the selected ticket on the server (Delete)") {
        [weak self] in self?.deleteSelected()
      },
    ]
    for button in toolbarButtons { Widgets.append(button, to: toolbar) }
    Widgets.append(Widgets.spacer(), connection, count, to: toolbar)
    for name in ["pill", "suggested-action"] { gtk_widget_add_css_class(retry, name) }
    gtk_widget_set_halign(retry, GTK_ALIGN_CENTER)
    SignalConnection.connect(retry, "clicked") { [weak self] in self?.connect() }
    adw_status_page_set_child(OpaquePointer(noServer), retry)
    gtk_widget_set_vexpand(manager.widget.pointer(), 1)
    gtk_widget_set_vexpand(noServer, 1)
    gtk_widget_set_visible(noServer, 0)
    Widgets.append(toolbar, manager.widget.pointer(), noServer, to: widget)
    setButtonsSensitive(false)
    // The window closed: a late attempt to connect is dropped, and the storage stops following
    // the server (its callbacks would write to freed labels).
    lifetime.onDestroy { [weak self] in
      guard let self else { return }
      self.attempt += 1
      self.storage?.connectionStateDidChange = nil
      self.storage?.loadingOrderDidChange = nil
      self.storage?.changesDidApply = nil
      self.storage?.close()
    }
  }

  /// Says `text` in the status bar (now, if the page is shown).
  func show(_ text: String) {
    lastMessage = text
    status.show(text, on: .shared)
  }

  /// Connects on the page's first showing (a window that never shows it never connects).
  func open() {
    guard !opened else { return }
    opened = true
    connect()
  }

  /// Migrates the table in the background, then shows it; says why when there is no server.
  func connect() {
    guard let server = BoardSchema.server() else {
      return showNoServer("No server was named: no <tt>--postgres</tt> URL and no <tt>PG*</tt> variables.")
    }
    self.server = server
    attempt += 1
    let current = attempt
    showList(true)
    Widgets.setText(connection, "Connecting…")
    Widgets.setText(count, "")
    show("Connecting to \(BoardSchema.describe(server))…")
    Task { [weak self] in
      do {
        try await BoardSchema.migrate(server)
        guard let self, self.attempt == current, self.lifetime.isAlive else { return }
        self.attach(server)
      } catch {
        guard let self, self.attempt == current, self.lifetime.isAlive else { return }
        let place = Self.escape(BoardSchema.describe(server))
        self.showNoServer("<tt>\(place)</tt> did not answer: \(Self.escape(BoardSchema.describe(error))).")
      }
    }
  }

  /// Shows the table through a storage that follows every client's changes.
  private func attach(_ server: PostgresServer) {
    let anomalies = PostgresStorageAnomalyHandler { [weak self] anomaly in
      // Reported on the main actor (the storage's); any other thread hops there.
      guard Thread.isMainThread else {
        Task { @MainActor in self?.report(anomaly) }
        return
      }
      MainActor.assumeIsolated { self?.report(anomaly) }
    }
    let storage = PostgresStorage<BoardTicket>(
      server: server, table: BoardSchema.table, sortedBy: [SQLSortTerm("priority", ascending: false)],
      anomalyHandler: anomalies, decode: BoardTicket.decode)
    storage.connectionStateDidChange = { [weak self] _ in self?.updateInfo() }
    storage.loadingOrderDidChange = { [weak self] _ in self?.updateInfo() }
    storage.changesDidApply = { [weak self] in self?.updateInfo() }
    self.storage = storage
    manager.storage = storage
    setButtonsSensitive(true)
    updateInfo()
    show("Connected to \(BoardSchema.describe(server))")
  }

  /// The status bar says what went wrong (a failed write, a lost table), without the prefix.
  private func report(_ anomaly: PostgresStorageAnomaly) {
    show(anomaly.debugDescription.replacingOccurrences(of: "[GtkListKitPostgres] ", with: ""))
  }

  /// The connection state and the count, from the storage.
  func updateInfo() {
    guard let storage, lifetime.isAlive else { return }
    Widgets.setText(connection, storage.connectionState.description)
    if storage.isLoadingOrder && storage.ordersLoaded == 0 { return Widgets.setText(count, "Reading tickets…") }
    Widgets.setText(count, plural(storage.count, "ticket"))
  }

  /// The status page instead of the list: `reason` (Pango markup) and how to get a server.
  private func showNoServer(_ reason: String) {
    gtk_widget_set_visible(retry, server == nil ? 0 : 1)  // nothing named: trying again cannot help
    storage?.close()
    storage = nil
    setButtonsSensitive(false)
    showList(false)
    Widgets.setText(connection, "Offline")
    Widgets.setText(count, "")
    adw_status_page_set_description(
      OpaquePointer(noServer),
      """
      \(reason)

      Start one for this checkout with
      <tt>eval "$(bash scripts/postgres.sh start)"</tt> then <tt>make run</tt>,
      or name one: <tt>--postgres postgres://user@host:port/database</tt>
      """)
    show("No PostgreSQL server: the shared list needs one")
  }

  private func showList(_ visible: Bool) {
    gtk_widget_set_visible(manager.widget.pointer(), visible ? 1 : 0)
    gtk_widget_set_visible(noServer, visible ? 0 : 1)
  }

  private func setButtonsSensitive(_ sensitive: Bool) {
    for button in toolbarButtons { gtk_widget_set_sensitive(button, sensitive ? 1 : 0) }
  }

  /// `text` with Pango markup's special characters escaped.
  static func escape(_ text: String) -> String {
    guard let escaped = g_markup_escape_text(text, -1) else { return "" }
    defer { g_free(escaped) }
    return String(cString: escaped)
  }
}
