/// The one owner of a view's ``RowPresentation``: the core, the updater, interactions and drag
/// and drop read the current one from here, and only the core replaces it (when a grid gets
/// sections). Held strongly by each of them: it is a plain object (never a `weak` target), so
/// reading it on every bind stays cheap.
@MainActor
final class PresentationOwner {
  // Unchecked: read on every bind, written only when a grid gets sections (see
  // RowInteractions.wanted): the dynamic exclusivity check cost more than the read.
  @exclusivity(unchecked) private(set) var current: RowPresentation

  init(_ presentation: RowPresentation) { current = presentation }

  /// Makes `presentation` the current one; the caller reloads the view.
  func replace(with presentation: RowPresentation) { current = presentation }
}
