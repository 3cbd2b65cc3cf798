import CGtkListKit
import GtkListKitTestSupport

@testable import GtkListKit

/// A window with a label above `content` whose drag offers `text` and/or a URI list, as another
/// widget or app would (drops from elsewhere into lists and trees). Returns the window and the label.
@MainActor
func windowWithDragSource(
  above content: GtkWidgetReference, text: String?, uris: String?
) -> (TestWindow, WidgetPointer) {
  let label = gtk_label_new("drag me")!
  gtk_widget_set_size_request(label, 200, 60)
  let source = gtk_drag_source_new()!
  Signal.connect(UnsafeMutableRawPointer(source), "prepare") { arguments in
    arguments.setReturn(takingObject: cgtk_drag_content_new(0, text, uris).map { UnsafeMutableRawPointer($0) })
  }
  gtk_widget_add_controller(label, cgtk_event_controller(UnsafeMutableRawPointer(source)))
  let box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
  gtk_box_append(cgtk_box(box), label)
  gtk_box_append(cgtk_box(box), content.ptr)
  return (TestWindow(child: GtkWidgetReference(box)), label)
}
