import ModelStorage

/// Puts the animation classes of an update on its rows (in a table, on every cell of the row): inserted and moved rows get theirs
/// when GTK binds them, or at once when GTK kept their row (4.12+ does not rebind a kept item),
/// rows updated in place at once. A timer takes the classes off when the animation ran, so a
/// row mapped again later does not replay it; the next update finishes pending ones first.
/// The timer starts once the rows reached the screen: a frame that came late (a busy machine)
/// still shows the animation from its start.
@MainActor
final class RowAnimator {
  private let rows: RowRegistry
  /// GTK row position → class, for rows GTK is about to bind.
  // Unchecked: read on every bind (see RowInteractions.wanted).
  @exclusivity(unchecked) private var pending: [Int: String] = [:]
  /// Rows given an animation class since the last `finish()` (an upper bound).
  private var classedRows = 0
  private var generation = 0
  private var cleanupScheduled = false

  /// Runs an action after the view's next painted frame (the view's ``ListHost/afterNextFrame(_:)``).
  private let afterNextFrame: (@escaping @MainActor () -> Void) -> Void

  init(rows: RowRegistry, afterNextFrame: @escaping (@escaping @MainActor () -> Void) -> Void) {
    self.rows = rows
    self.afterNextFrame = afterNextFrame
  }

  /// Whether anything is animating or about to.
  var isIdle: Bool { pending.isEmpty && !cleanupScheduled }

  /// Ends every running animation now (before the next update, so rows never carry a class
  /// meant for another position).
  func finish() {
    if !pending.isEmpty { pending = [:] }
    // Walking every bound row costs a few thousand instructions each: only when one has a class.
    guard classedRows > 0 else { return }
    for row in rows.boundCells where row.animationClass != nil { set(nil, on: row) }
    classedRows = 0
  }

  /// Remembers the rows `plan` inserts (after all splices; kept rows and inserts of more than
  /// 64 rows left out) and the rows moved to `moved`.
  func expect(_ plan: ItemsChangedPlan, inserted: String?, moved: [Int], movedClass: String?) {
    if let inserted {
      for splice in plan.splices where splice.added > 0 && splice.added <= 64 {
        let kept = Set(splice.kept.map(\.new))
        for position in splice.position..<(splice.position + splice.added) where !kept.contains(position) {
          pending[position] = inserted
        }
      }
    }
    if let movedClass { for position in moved.prefix(64) { pending[position] = movedClass } }
    if !pending.isEmpty { scheduleCleanup() }
  }

  /// Marks the rows already bound where the update's rows landed: GTK 4.12+ keeps the row of a
  /// kept item object (a move) without binding it again. The marks stay pending, so a row GTK
  /// binds there later (4.8 rebinds after every change) gets the same class.
  func markBoundRows() {
    for (position, cssClass) in pending {
      for row in rows.cells(at: position) where row.animationClass != cssClass { set(cssClass, on: row) }
    }
  }

  /// Animates rows rebound in place (content changes), which GTK does not bind again.
  func highlight(_ positions: [Int], as cssClass: String) {
    for position in positions.prefix(64) {
      for row in rows.cells(at: position) { set(cssClass, on: row) }
    }
    scheduleCleanup()
  }

  /// A row was bound at `position`: animate it when the update marked it, else clear it.
  /// Runs on every bind: inlined there, so a row with no animation pays two loads.
  @inline(__always) func rowBound(_ row: RowState, at position: Int) {
    if pending.isEmpty && row.animationClass == nil { return }
    // A table row is a cell per column: each takes the class when GTK binds it.
    let wanted = pending.isEmpty ? nil : rows.hasColumns ? pending[position] : pending.removeValue(forKey: position)
    if wanted != row.animationClass { set(wanted, on: row) }
  }

  private func set(_ cssClass: String?, on row: RowState) {
    if let old = row.animationClass { RowWidgets.setCSSClass(old, false, in: row) }
    if let cssClass {
      Stylesheet.install()
      RowWidgets.setCSSClass(cssClass, true, in: row)
    }
    // Counts up only: a row destroyed while classed leaves it high, which costs one extra walk.
    if row.animationClass == nil, cssClass != nil { classedRows += 1 }
    row.animationClass = cssClass
  }

  private func scheduleCleanup() {
    generation += 1
    let current = generation
    cleanupScheduled = true
    afterNextFrame { [weak self] in
      guard let self, current == self.generation else { return }
      MainLoop.after(milliseconds: ViewUpdater.animationMilliseconds + 50) { [weak self] in
        guard let self, current == self.generation else { return }
        self.cleanupScheduled = false
        self.finish()
      }
    }
  }
}

extension RowAnimator {
  /// The realized rows `plan` removes for good (not kept), found by their positions before the
  /// update; none for splices of more than 256 rows (a reload is not animated row by row).
  func rowsRemoved(by plan: ItemsChangedPlan) -> [RowState] {
    var shift = 0  // earlier splices moved later positions by this much
    var removed: [RowState] = []
    for splice in plan.splices {
      defer { shift += splice.added - splice.removed }
      guard splice.removed > 0, splice.removed <= 256 else { continue }
      let kept = Set(splice.kept.map(\.old))
      for position in splice.position..<(splice.position + splice.removed) where !kept.contains(position) {
        removed += rows.cells(at: position - shift)
      }
    }
    return removed
  }
}
