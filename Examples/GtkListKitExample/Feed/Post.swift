/// A feed post. `Identifiable` gives the diff its identity, `Equatable` tells it when a post
/// with the same id changed (a like), which the updater turns into an in-place rebind.
struct Post: Identifiable, Equatable {
  let id: Int
  let author: String
  let title: String
  let body: String
  let hoursAgo: Int
  var likes: Int
  var isLiked = false
  /// Pinned posts are shown by `PinnedPostCell` through a conditional mapping.
  var isPinned = false

  /// The post with its like toggled.
  func togglingLike() -> Post {
    var post = self
    post.isLiked.toggle()
    post.likes += post.isLiked ? 1 : -1
    return post
  }
}
