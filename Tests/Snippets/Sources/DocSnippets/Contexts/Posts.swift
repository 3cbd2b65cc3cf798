// The context of fragments marked `// snippet-context: Posts`: a screen object of a raw-GTK app
// that shows posts. Fragments become methods of `PostsContext`, so `manager`, `window`,
// `posts` and `self` are what the docs' fragments take for granted. Compiled, never run.
import CGtk
import GtkListKit
import ModelStorage

struct Post: Identifiable, Equatable {
  let id: Int
  var title: String
  var author = ""
  var url = ""
  var isPinned = false
}

/// A label cell, as GettingStarted builds it.
final class PostCell: ListCell, ModelTransfer {
  let widget = gtk_label_new(nil)!
  init() {}
  func update(with model: Post) { gtk_label_set_text(OpaquePointer(widget), model.title) }
}

final class SectionHeader: ListCell, ModelTransfer {
  let widget = gtk_label_new(nil)!
  init() {}
  func update(with model: String) { gtk_label_set_text(OpaquePointer(widget), model) }
}

/// A footer row (Mapping).
final class SectionFooter: ListCell, ModelTransfer {
  let widget = gtk_label_new(nil)!
  init() {}
  func update(with model: String) { gtk_label_set_text(OpaquePointer(widget), model) }
}

/// Other cells of posts the docs register (Mapping's conditions).
final class PinnedPostCell: ListCell, ModelTransfer {
  let widget = gtk_label_new(nil)!
  init() {}
  func update(with model: Post) { gtk_label_set_text(OpaquePointer(widget), "📌 " + model.title) }
}

final class SidebarCell: ListCell, ModelTransfer {
  let widget = gtk_label_new(nil)!
  init() {}
  func update(with model: Post) { gtk_label_set_text(OpaquePointer(widget), model.title) }
}

/// A cell without `ModelTransfer`, registered with a handler (Mapping).
final class PlainCell: ListCell {
  let widget = gtk_label_new(nil)!
  init() {}
  func show(_ text: String) { gtk_label_set_text(OpaquePointer(widget), text) }
}

struct MenuItem {
  var title: String
}

@MainActor final class PostsContext {
  let manager = ListViewManager()
  /// A second view, for drags between views (DragAndDrop).
  let gallery = GridViewManager()
  let window = UnsafeMutablePointer<GtkWindow>(OpaquePointer(gtk_window_new()!))
  var posts: [Post] = []
  var storage: MemoryStorage { manager.memoryStorage }
  func open(_ post: Post) {}
  func canSelect(_ post: Post) -> Bool { !post.isPinned }
  func save() {}
  func addNote(_ text: String, at location: DropLocation) {}
}
