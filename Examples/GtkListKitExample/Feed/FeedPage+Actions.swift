import Foundation
import GtkListKit
import WeakDelegate

/// What the feed's toolbar, menu, keys and drags do. Pinned posts always stay on top.
extension FeedPage {
  func registerMenusAndDragging() {
    let menu: (Post) -> ContextMenu = { post in
      ContextMenu(sections: [
        [
          .init(post.isLiked ? "Unlike" : "Like", action: "row.like"),
          .init(post.isPinned ? "Unpin" : "Pin to top", action: "row.pin"),
        ],
        [.init("Delete", action: "row.delete")],
      ])
    }
    manager.contextMenu(PostCell.self) { _, post, _ in menu(post) }
    manager.contextMenu(PinnedPostCell.self) { _, post, _ in menu(post) }
    manager.rowAction("like", weakly(self) { me, _, model in (model as? Post).map { me.toggleLike($0) } })
    manager.rowAction("pin", weakly(self) { me, _, model in (model as? Post).map { me.togglePin($0) } })
    manager.rowAction("delete", weakly(self) { me, indexPath, _ in me.delete([indexPath]) })
    // Unpinned posts can be dragged to another place among the unpinned posts.
    manager.canMove(PostCell.self) { _, _, _ in true }
    manager.canDrop { [weak self] location in
      guard let self, let target = location.indexPath else { return false }
      return target.section == Section.posts.rawValue && target.item >= self.posts.filter(\.isPinned).count
    }
    manager.move(weakly(self) { me, from, to in me.movePost(from: from.item, to: to.item) })
    manager.dragPrepare(PostCell.self) { _, post, _ in .text("\(post.title) — \(post.author)") }
  }

  func reset() {
    posts = SampleData.posts(count: 40)
    photos = SampleData.photos(count: 8)
    ads = SampleData.ads()
    onReset?()
    let storage = manager.memoryStorage
    // One batch, so the first emission already holds the header rows.
    storage.performUpdates {
      storage.setItems(posts, forSection: Section.posts.rawValue)
      storage.setItems(photos, forSection: Section.photos.rawValue)
      storage.setItems(ads, forSection: Section.sponsored.rawValue)
      storage.setSectionHeaderModels(["Posts", "Photos", "Sponsored"])
    }
    updateCount()
    show("Showing the sample feed")
  }

  /// Pinned posts first, in their order, then the others.
  func arranged(_ posts: [Post]) -> [Post] { posts.filter(\.isPinned) + posts.filter { !$0.isPinned } }

  private func setPosts(_ newPosts: [Post]) {
    posts = arranged(newPosts)
    manager.memoryStorage.setItems(posts, forSection: Section.posts.rawValue)
  }

  func shuffle() {
    setPosts(posts.filter(\.isPinned) + posts.filter { !$0.isPinned }.shuffled())
    show("Shuffled \(plural(posts.count, "post")); pinned posts stayed on top")
  }

  func insertPost() {
    let post = SampleData.post(id: nextPostID)
    nextPostID += 1
    let pinned = posts.filter(\.isPinned).count
    setPosts(Array(posts.prefix(pinned)) + [post] + posts.dropFirst(pinned))
    manager.scroll(to: IndexPath(item: pinned, section: Section.posts.rawValue), at: .nearest)
    show("Added “\(post.title)”")
  }

  func movePost(from: Int, to: Int) {
    var reordered = posts
    reordered.insert(reordered.remove(at: from), at: to)
    posts = reordered
    manager.memoryStorage.moveItem(at: IndexPath(item: from, section: 0), to: IndexPath(item: to, section: 0))
    show("Moved “\(posts[to].title)”")
  }

  func deleteSelected() {
    let selected = manager.selectedIndexPaths
    guard !selected.isEmpty else { return show("Select items to delete first") }
    delete(selected)
  }

  /// Deletes the items at `indexPaths`. Undo puts back only these items, at their places, so
  /// whatever changed since (a like, another deletion) stays.
  func delete(_ indexPaths: [IndexPath]) {
    let models = indexPaths.compactMap { manager.memoryStorage.item(at: $0) }
    let postIDs = Set(models.compactMap { ($0 as? Post)?.id })
    let photoIDs = Set(models.compactMap { ($0 as? Photo)?.id })
    let adIDs = Set(models.compactMap { ($0 as? Ad)?.id })
    let removed = (posts: Removed(posts, postIDs), photos: Removed(photos, photoIDs), ads: Removed(ads, adIDs))
    posts.removeAll { postIDs.contains($0.id) }
    photos.removeAll { photoIDs.contains($0.id) }
    ads.removeAll { adIDs.contains($0.id) }
    applyAll()
    show("Deleted \(plural(models.count, "item")) — Ctrl+Z to undo")
    onUndoable?("Deleted \(plural(models.count, "item"))") { [weak self] in
      guard let self else { return }
      self.posts = self.arranged(removed.posts.restore(into: self.posts))
      self.photos = removed.photos.restore(into: self.photos)
      self.ads = removed.ads.restore(into: self.ads)
      self.applyAll()
      self.show("Restored \(plural(models.count, "deleted item"))")
    }
  }

  /// One batch: one StorageUpdate, one didUpdateContent.
  private func applyAll() {
    let storage = manager.memoryStorage
    storage.performUpdates {
      storage.setItems(posts, forSection: Section.posts.rawValue)
      storage.setItems(photos, forSection: Section.photos.rawValue)
      storage.setItems(ads, forSection: Section.sponsored.rawValue)
    }
  }

  /// Liking changes a post's content, not its identity: the row is rebound in place.
  func toggleLike(_ post: Post) {
    guard let index = posts.firstIndex(where: { $0.id == post.id }) else { return }
    posts[index] = posts[index].togglingLike()
    manager.memoryStorage.setItems(posts, forSection: Section.posts.rawValue)
    show("\(posts[index].isLiked ? "Liked" : "Unliked") “\(post.title)” (\(plural(posts[index].likes, "like")))")
  }

  /// Pinning switches the row to the other cell type and moves it to the top (or below the pins).
  func togglePin(_ post: Post) {
    guard let index = posts.firstIndex(where: { $0.id == post.id }) else { return }
    var changed = posts
    changed[index].isPinned.toggle()
    setPosts(changed)
    show("\(changed[index].isPinned ? "Pinned" : "Unpinned") “\(post.title)”")
  }
}
