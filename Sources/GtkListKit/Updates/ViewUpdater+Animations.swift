import Foundation
import ModelStorage

extension ViewUpdater {
  /// Whether any kind of change is animated.
  var hasAnimations: Bool {
    insertAnimation != .none || deleteAnimation != .none || moveAnimation != .none || updateAnimation != .none
  }

  /// Before `plan` is emitted: ends the previous update's animations, puts still images of
  /// the deleted rows over the list and marks the rows to animate when GTK binds them.
  /// `false` (nothing done) for views off screen, sectioned grids, or with animations off.
  func beginAnimations(_ plan: ItemsChangedPlan, moved: [Int]) -> Bool {
    guard hasAnimations, animationsEnabled, presentations.strips == nil, host.isMapped, host.animationsEnabled else {
      if !animator.isIdle { animator.finish() }
      return false
    }
    animator.finish()
    host.removeGhosts()
    if let leaving = deleteAnimation.disappearingClass {
      host.showGhosts(of: animator.rowsRemoved(by: plan), cssClass: leaving, milliseconds: Self.animationMilliseconds)
    }
    animator.expect(
      plan, inserted: insertAnimation.appearingClass, moved: moved, movedClass: moveAnimation.appearingClass)
    return true
  }

  /// Where moved items land, as flat positions of the new layout (only when moves animate).
  func movedPositions(_ update: StorageUpdate, in layout: FlatLayout) -> [Int] {
    guard moveAnimation != .none else { return [] }
    return update.itemChanges.compactMap { change in
      if case .move(_, let to) = change { return layout.position(of: to) }
      return nil
    }
  }
}
