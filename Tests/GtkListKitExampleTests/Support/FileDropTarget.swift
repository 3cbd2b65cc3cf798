import CGtkListKit

/// A `GtkDropTarget` for files (`GdkFileList`, what a file manager accepts from a
/// `text/uri-list` drag) on a widget: the URIs of the last drop, read as a file manager would.
@MainActor
final class FileDropTarget {
  private(set) var droppedURIs: [String] = []

  init(on widget: UnsafeMutablePointer<GtkWidget>) {
    let actions = GdkDragAction(GDK_ACTION_COPY.rawValue | GDK_ACTION_MOVE.rawValue)
    let target = gtk_drop_target_new(gdk_file_list_get_type(), actions)!
    let drop: @convention(c) (OpaquePointer?, UnsafePointer<GValue>?, Double, Double, gpointer?) -> gboolean = {
      _, value, _, _, data in
      guard let value, let data, let list = g_value_get_boxed(value) else { return 0 }
      let me = Unmanaged<FileDropTarget>.fromOpaque(data).takeUnretainedValue()
      var uris: [String] = []
      let files = gdk_file_list_get_files(OpaquePointer(list))
      var node = files
      while let current = node {
        if let uri = g_file_get_uri(OpaquePointer(current.pointee.data)) {
          uris.append(String(cString: uri))
          g_free(uri)
        }
        node = current.pointee.next
      }
      g_slist_free(files)
      MainActor.assumeIsolated { me.droppedURIs = uris }
      return 1
    }
    g_signal_connect_data(
      UnsafeMutableRawPointer(target), "drop", unsafeBitCast(drop, to: GCallback.self),
      Unmanaged.passUnretained(self).toOpaque(), nil, GConnectFlags(0))
    gtk_widget_add_controller(widget, target)
  }
}
