// The raw-GTK example of docs/Bindings.md, compiled by scripts/consumer.sh so the page cannot
// drift from the API (it is built, not run: it waits for its window to be closed).
import CGtk
import GtkListKit

struct Post: Identifiable, Equatable {
  let id: Int
  let title: String
}

final class PostCell: ListCell, ModelTransfer {
  let widget = gtk_label_new(nil)!  // UnsafeMutablePointer<GtkWidget> conforms as it is
  init() {}
  func update(with model: Post) { gtk_label_set_text(OpaquePointer(widget), model.title) }
}

gtk_init()

let manager = ListViewManager()
manager.register(PostCell.self) { mapping in
  mapping.didSelect { _, post, _ in print("selected", post.title) }
}
manager.memoryStorage.setItems((1...100).map { Post(id: $0, title: "Post \($0)") })

let window = UnsafeMutablePointer<GtkWindow>(OpaquePointer(gtk_window_new()!))
gtk_window_set_title(window, "Posts")
gtk_window_set_default_size(window, 400, 600)
gtk_window_set_child(window, manager.widget.pointer())
gtk_window_present(window)

// Closing the window destroys it; run until no toplevel is left.
while g_list_model_get_n_items(gtk_window_get_toplevels()) > 0 {
  g_main_context_iteration(nil, 1)
}
