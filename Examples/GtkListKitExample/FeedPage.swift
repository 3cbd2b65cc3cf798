import CGtkListKit
import Foundation
import GtkListKit

/// The "Feed" page: a sectioned `ListViewManager` with a header view, four cell types chosen
/// by model type and a condition, typed events, and a toolbar whose buttons change the
/// storage so the diff can be watched (moves keep the selection, likes rebind in place).
@MainActor
final class FeedPage {
  /// Section indexes in the storage; each section holds one model type so `setItems` can diff it.
  private enum Section: Int { case posts, photos, sponsored }

  let widget = Widgets.box(GTK_ORIENTATION_VERTICAL)
  let manager = ListViewManager()
  private let status: StatusBar
  private let count = Widgets.label(classes: ["count"], xalign: 1)
  private var posts = SampleData.posts(count: 40)
  private var photos = SampleData.photos(count: 8)
  private var ads = SampleData.ads()
  private var nextPostID = 1_000

  init(status: StatusBar) {
    self.status = status
    registerMappings()
    manager.selectionMode = .multiple
    manager.showSeparators = true
    gtk_widget_add_css_class(manager.listView.pointer(), "feed")
    manager.updater.didUpdateContent = { [weak self] _ in self?.updateCount() }

    // One batch, so the first emission already holds the header rows: a header inserted on
    // its own above the first post would sit above GTK's scroll anchor and open scrolled past.
    let storage = manager.memoryStorage
    storage.performUpdates {
      storage.setItems(posts, forSection: Section.posts.rawValue)
      storage.setItems(photos, forSection: Section.photos.rawValue)
      storage.setItems(ads, forSection: Section.sponsored.rawValue)
      storage.setSectionHeaderModels(["Posts", "Photos", "Sponsored"])
    }

    gtk_widget_set_vexpand(manager.widget.pointer(), 1)
    Widgets.append(makeToolbar(), manager.widget.pointer(), to: widget)
    updateCount()
  }

  private func registerMappings() {
    manager.registerHeader(SectionHeaderView.self)
    // Registered first so it wins over PostCell for pinned posts.
    manager.register(PinnedPostCell.self) { mapping in
      mapping.condition = mapping.modelCondition { post, _ in post.isPinned }
      mapping.activate(on: self) { (self, _, post, _) in self.toggleLike(post) }
    }
    manager.register(PostCell.self) { [status] mapping in
      mapping.didSelect { _, post, indexPath in
        status.show("Selected post #\(post.id) “\(post.title)” at \(indexPath.section):\(indexPath.item)")
      }
      mapping.activate(on: self) { (self, _, post, _) in self.toggleLike(post) }
    }
    manager.register(PhotoCell.self)
    manager.register(AdCell.self)
    // Manager-level events attach to every mapping of the cell type that has none yet.
    manager.didSelect(PinnedPostCell.self, on: self) { (self, _, post, _) in
      self.status.show("Selected pinned post #\(post.id) “\(post.title)”")
    }
    manager.didSelect(PhotoCell.self, on: self) { (self, _, photo, _) in
      self.status.show("Selected photo “\(photo.name)” by \(photo.photographer)")
    }
    manager.didSelect(AdCell.self, on: self) { (self, _, ad, _) in self.status.show("Selected ad: \(ad.sponsor)") }
    manager.activate(AdCell.self, on: self) { (self, _, ad, _) in self.status.show("Would open \(ad.sponsor)’s site") }
  }

  private func makeToolbar() -> WidgetPointer {
    let toolbar = Widgets.box(GTK_ORIENTATION_HORIZONTAL, spacing: 6, classes: ["toolbar-row"])
    Widgets.append(
      Widgets.button("Shuffle", tooltip: "setItems with the posts shuffled: rows move, selection stays") {
        [weak self] in
        self?.shuffle()
      },
      Widgets.button("Insert", tooltip: "Insert a new post at the top") { [weak self] in self?.insertPost() },
      Widgets.button("Delete selected", tooltip: "Remove every selected item") { [weak self] in self?.deleteSelected()
      },
      Widgets.button("Reload", tooltip: "updater.storageNeedsReloading()") { [weak self] in self?.reload() },
      Widgets.spacer(), count, to: toolbar)
    return toolbar
  }

  // MARK: Actions

  private func shuffle() {
    posts.shuffle()
    manager.memoryStorage.setItems(posts, forSection: Section.posts.rawValue)
    status.show("Shuffled \(posts.count) posts; the selection moved with its rows")
  }

  private func insertPost() {
    let post = SampleData.post(id: nextPostID)
    nextPostID += 1
    posts.insert(post, at: 0)
    manager.memoryStorage.setItems(posts, forSection: Section.posts.rawValue)
    // GTK keeps its scroll anchor where it was, so bring the new post into view.
    manager.scroll(to: IndexPath(item: 0, section: Section.posts.rawValue))
    status.show("Inserted post #\(post.id) at the top")
  }

  private func deleteSelected() {
    let selected = manager.selectedModels
    guard !selected.isEmpty else { return status.show("Nothing selected to delete") }
    let postIDs = Set(selected.compactMap { ($0 as? Post)?.id })
    let photoIDs = Set(selected.compactMap { ($0 as? Photo)?.id })
    let adIDs = Set(selected.compactMap { ($0 as? Ad)?.id })
    posts.removeAll { postIDs.contains($0.id) }
    photos.removeAll { photoIDs.contains($0.id) }
    ads.removeAll { adIDs.contains($0.id) }
    let storage = manager.memoryStorage
    // One batch: one StorageUpdate, one didUpdateContent.
    storage.performUpdates {
      storage.setItems(posts, forSection: Section.posts.rawValue)
      storage.setItems(photos, forSection: Section.photos.rawValue)
      storage.setItems(ads, forSection: Section.sponsored.rawValue)
    }
    status.show("Deleted \(selected.count) item\(selected.count == 1 ? "" : "s")")
  }

  private func reload() {
    manager.updater.storageNeedsReloading()
    status.show("Reloaded the whole list from the storage")
  }

  /// Activation (double click or Enter) likes or unlikes a post: the same id with new content,
  /// so the diff reports an update and the visible row is rebound in place.
  private func toggleLike(_ post: Post) {
    guard let index = posts.firstIndex(where: { $0.id == post.id }) else { return }
    posts[index] = posts[index].togglingLike()
    manager.memoryStorage.setItems(posts, forSection: Section.posts.rawValue)
    status.show("\(posts[index].isLiked ? "Liked" : "Unliked") post #\(post.id) (\(posts[index].likes) likes)")
  }

  private func updateCount() {
    let storage = manager.memoryStorage
    let counts = [Section.posts: "posts", .photos: "photos", .sponsored: "ads"]
    let parts = [Section.posts, .photos, .sponsored].map {
      "\(storage.numberOfItems(inSection: $0.rawValue)) \(counts[$0]!)"
    }
    Widgets.setText(count, parts.joined(separator: " · "))
  }
}
