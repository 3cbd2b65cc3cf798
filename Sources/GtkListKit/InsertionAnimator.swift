import ModelStorage

/// Fades in rows an update inserted: the rows are marked while the plan is emitted, and GTK's
/// own bind of each such row puts the CSS class on it (no extra frame).
@MainActor
final class InsertionAnimator {
  private let rows: RowRegistry
  private var pending: Set<Int> = []
  private var cleanupScheduled = false

  init(rows: RowRegistry) { self.rows = rows }

  /// Remembers the rows `plan` inserts (after all splices), leaving out kept rows and big inserts.
  func expect(_ plan: ItemsChangedPlan) {
    for splice in plan.splices where splice.added > 0 && splice.added <= 64 {
      let kept = Set(splice.kept.map(\.new))
      for position in splice.position..<(splice.position + splice.added) where !kept.contains(position) {
        pending.insert(position)
      }
    }
    if !pending.isEmpty { scheduleCleanup() }
  }

  /// A row was bound at `position`: animate it when it was just inserted.
  func rowBound(_ row: RowState, at position: Int) {
    let inserted = !pending.isEmpty && pending.remove(position) != nil
    if inserted != row.animating { set(inserted, on: row) }
  }

  private func set(_ animating: Bool, on row: RowState) {
    row.animating = animating
    RowContainer.setCSSClass(ViewUpdater.insertedRowCSSClass, animating, in: row.listItem)
  }

  /// Takes the class off once the animation ran, so a row mapped again later does not replay it.
  private func scheduleCleanup() {
    guard !cleanupScheduled else { return }
    cleanupScheduled = true
    MainLoop.after(milliseconds: ViewUpdater.insertionAnimationMilliseconds + 50) { [weak self] in
      guard let self else { return }
      self.cleanupScheduled = false
      self.pending = []
      for row in self.rows.bound.values where row.animating { self.set(false, on: row) }
    }
  }
}
