internal import CGtkListKit
import Foundation

/// GTK must be initialized before the first widget is made. A manager created before the app's
/// `GtkApplication` starts (a top-level `let manager = ListViewManager()` in main.swift, as a
/// binding's app often has) initializes GTK itself, as `GtkApplication` does at startup; the
/// application's own `gtk_init` then does nothing. Without a display the process stops with the
/// cause, as `gtk_init` would, instead of crashing in `g_object_new`.
@MainActor
enum GtkRuntime {
  /// GTK before 4.10 miscounts a removal that starts inside rows without widgets (see
  /// ``RemovalStart``).
  static let missplitsRemovals = gtk_get_major_version() == 4 && gtk_get_minor_version() < 10

  /// Table cells can take the focus (GtkColumnViewCell:focusable, GTK 4.12).
  static let cellsCanFocus = cgtk_column_cells_can_focus() != 0

  static func ensureInitialized() {
    // Swift's main actor runs on Dispatch's main queue, which GTK's loop never drains: from the
    // first manager on, GTK's loop drains it (storages' results, an app's `Task { @MainActor }`).
    cgtk_main_queue_drain_in_glib()
    guard gtk_is_initialized() == 0, gtk_init_check() == 0 else { return }
    let message =
      "[GtkListKit] A manager was created before GTK was initialized, and GTK cannot start here: "
      + "no display (set DISPLAY or WAYLAND_DISPLAY). Create managers after your GtkApplication starts.\n"
    FileHandle.standardError.write(Data(message.utf8))
    exit(1)
  }
}
