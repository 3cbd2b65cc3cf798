/// The one owner of a view's ``RowPresentation``: the core, the updater, interactions and drag
/// and drop read the current one from here, and only the core replaces it (a table's or a
/// tree's rows, a grid that gets sections). Held strongly by each of them: it is a plain object
/// (never a `weak` target), so reading it on every bind stays cheap.
///
/// The owner wires the selection's events: the current presentation's selection sends them to
/// that presentation's cells (``ItemSelection/eventTarget``), never to one that left.
@MainActor
final class PresentationOwner {
  // Unchecked: read on every bind, written only when a presentation is replaced (see
  // RowInteractions.wanted): the dynamic exclusivity check cost more than the read.
  @exclusivity(unchecked) private(set) var current: RowPresentation
  /// The current presentation when its rows are strips of items (a sectioned grid), else `nil`.
  private(set) var strips: (any StripPresentation)?

  init(_ presentation: RowPresentation) {
    current = presentation
    adopt(presentation)
  }

  isolated deinit { current.selection.eventTarget = nil }

  /// Makes `presentation` the current one; the caller reloads the view.
  func replace(with presentation: RowPresentation) {
    let old = current
    current = presentation
    // The selection does not hold its target: the presentation leaving lets go of it here.
    if old.selection !== presentation.selection { old.selection.eventTarget = nil }
    adopt(presentation)
  }

  private func adopt(_ presentation: RowPresentation) {
    presentation.selection.eventTarget = presentation
    strips = presentation as? any StripPresentation
  }
}
