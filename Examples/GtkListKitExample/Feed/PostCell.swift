import GtkListKit

/// The cell of an ordinary post; picked for every `Post` that no earlier mapping claims.
final class PostCell: ListCell, ModelTransfer {
  private let content = PostContent()
  var widget: WidgetPointer { content.root }

  init() {}

  func update(with model: Post) { content.show(model) }
}
