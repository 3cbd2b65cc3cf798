import CGtkListKitAdw
import Foundation
import GtkListKit
import WeakDelegate

/// The "Feed" page: a sectioned `ListViewManager` with a header view and four cell types chosen
/// by model type and a condition. Click selects, double click or Enter likes, right click (or
/// the Menu key) opens a menu, rows can be dragged to reorder the posts, Delete removes the
/// selection and Ctrl+Z brings it back. Changes animate: deleted rows fade, moved rows flash.
@MainActor
final class FeedPage {
  /// Section indexes in the storage; each section holds one model type so `setItems` can diff it.
  enum Section: Int { case posts, photos, sponsored }

  let widget = Widgets.box(GTK_ORIENTATION_VERTICAL)
  let manager = ListViewManager()
  /// Offers to undo a deletion: the message and what reverts it (the window's history and toast).
  var onUndoable: ((String, @escaping () -> Void) -> Void)?
  /// The feed was replaced by the sample feed: earlier deletions can no longer be undone.
  var onReset: (() -> Void)?
  let status: StatusBar
  let count = Widgets.label(classes: ["count"], xalign: 1)
  /// libadwaita's empty state, shown instead of the list when the feed is empty.
  let empty: WidgetPointer = {
    let page = adw_status_page_new()!
    adw_status_page_set_icon_name(OpaquePointer(page), "view-list-symbolic")
    adw_status_page_set_title(OpaquePointer(page), "Nothing Left in the Feed")
    adw_status_page_set_description(OpaquePointer(page), "Press Ctrl+Z to undo, or F5 to bring the sample feed back.")
    return page
  }()
  var posts: [Post] = []
  var photos: [Photo] = []
  var ads: [Ad] = []
  var nextPostID = 1_000

  init(status: StatusBar) {
    self.status = status
    registerMappings()
    registerMenusAndDragging()
    manager.selectionMode = .multiple
    manager.showSeparators = true
    manager.updater.deleteAnimation = .fade
    manager.updater.moveAnimation = .highlight
    manager.updater.updateAnimation = .highlight
    gtk_widget_add_css_class(manager.listView.pointer(), "feed")
    manager.updater.didUpdateContent = { [weak self] _ in self?.updateCount() }
    gtk_widget_set_vexpand(manager.widget.pointer(), 1)
    gtk_widget_set_vexpand(empty, 1)
    gtk_widget_set_visible(empty, 0)
    Widgets.append(makeToolbar(), manager.widget.pointer(), empty, to: widget)
    reset()
  }

  private func registerMappings() {
    manager.registerHeader(SectionHeaderView.self)
    // Registered first so it wins over PostCell for pinned posts.
    manager.register(PinnedPostCell.self) { mapping in
      mapping.condition = mapping.modelCondition { post, _ in post.isPinned }
      mapping.activate(weakly(self) { me, _, post, _ in me.toggleLike(post) })
    }
    manager.register(PostCell.self) { mapping in
      mapping.didSelect(weakly(self) { me, _, post, _ in me.show("Selected “\(post.title)” by \(post.author)") })
      mapping.activate(weakly(self) { me, _, post, _ in me.toggleLike(post) })
    }
    manager.register(PhotoCell.self)
    manager.register(AdCell.self)
    // Manager-level events attach to every mapping of the cell type that has none yet.
    manager.didSelect(
      PinnedPostCell.self, weakly(self) { me, _, post, _ in me.show("Selected pinned post “\(post.title)”") })
    manager.didSelect(
      PhotoCell.self,
      weakly(self) { me, _, photo, _ in
        me.show("Selected photo “\(photo.name)” by \(photo.photographer)")
      })
    manager.didSelect(AdCell.self, weakly(self) { me, _, ad, _ in me.show("Selected an ad from \(ad.sponsor)") })
    manager.activate(AdCell.self, weakly(self) { me, _, ad, _ in me.show("\(ad.sponsor): \(ad.tagline)") })
    let tooltip: (Post) -> RowTooltip = { post in
      .markup(
        "<b>\(post.author)</b> · \(post.hoursAgo) h ago\n\(post.likes) likes · double-click to \(post.isLiked ? "unlike" : "like")"
      )
    }
    manager.queryTooltip(PostCell.self) { _, post, _ in tooltip(post) }
    manager.queryTooltip(PinnedPostCell.self) { _, post, _ in tooltip(post) }
    // Screen readers say the post, not the model's debug description.
    let name: (Post) -> String = { post in "\(post.isPinned ? "Pinned: " : "")\(post.title), by \(post.author)" }
    manager.accessibleLabel(PostCell.self) { _, post, _ in name(post) }
    manager.accessibleLabel(PinnedPostCell.self) { _, post, _ in name(post) }
  }

  private func makeToolbar() -> WidgetPointer {
    let toolbar = Widgets.box(GTK_ORIENTATION_HORIZONTAL, spacing: 6, classes: ["toolbar-row"])
    Widgets.append(
      Widgets.iconButton("media-playlist-shuffle-symbolic", label: "Shuffle the posts (pinned posts stay on top)") {
        [weak self] in self?.shuffle()
      },
      Widgets.iconButton("list-add-symbolic", label: "New post") { [weak self] in self?.insertPost() },
      Widgets.iconButton("user-trash-symbolic", label: "Delete the selection (Delete; Ctrl+Z undoes)") { [weak self] in
        self?.deleteSelected()
      },
      Widgets.iconButton("view-refresh-symbolic", label: "Start over with the sample feed (F5)") { [weak self] in
        self?.reset()
      },
      Widgets.spacer(), count, to: toolbar)
    return toolbar
  }

  func show(_ text: String) { status.show(text, on: .feed) }

  func updateCount() {
    let storage = manager.memoryStorage
    let numbers = [Section.posts, .photos, .sponsored].map { storage.numberOfItems(inSection: $0.rawValue) }
    Widgets.setText(
      count, "\(plural(numbers[0], "post")) · \(plural(numbers[1], "photo")) · \(plural(numbers[2], "ad"))")
    let isEmpty = numbers.reduce(0, +) == 0
    gtk_widget_set_visible(empty, isEmpty ? 1 : 0)
    gtk_widget_set_visible(manager.widget.pointer(), isEmpty ? 0 : 1)
  }
}

/// "1 post", "3 posts".
func plural(_ count: Int, _ noun: String) -> String { "\(count.grouped) \(noun)\(count == 1 ? "" : "s")" }
