/// What a dragged row offers to other widgets and apps (``ListManagerBase/dragPrepare(_:_:)``).
/// Drags between GtkListKit views of the same process carry the models themselves as well.
public enum DragContent: Equatable, Sendable {
  /// Plain text (`G_TYPE_STRING`: text fields, editors).
  case text(String)
  /// URIs as `text/uri-list` (file managers), e.g. `file:///home/me/a.png`.
  case uris([String])
}
