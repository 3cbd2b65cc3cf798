import Foundation
import ModelStorage

/// A move across many rows goes to GTK as a removal and an insertion. One splice over the moved
/// range keeps the row's widget, but GTK (and the selection model) then walk every row in
/// between: a live change that moves a database row from the bottom of a million to the top cost
/// half a second. Split, the row is made anew at its new place and its selection follows it by
/// identity here. The row with the keyboard focus stays one splice: GTK keeps the focus in its
/// widget wherever it goes, without scrolling the view after it.
extension ViewUpdater {
  /// Rows between a move's two places above which it is split.
  nonisolated static let longMoveSpan = 1_000

  /// The long moves of `update` but the focused row's, as flat positions before and after it.
  func longMoves(_ update: StorageUpdate, from old: FlatLayout, to new: FlatLayout) -> [(Int, Int)] {
    let moves = Self.longMoves(of: update.itemChanges, from: old, to: new)
    guard !moves.isEmpty, let focused = focusedItem()?.position else { return moves }
    return moves.filter { $0.0 != focused }
  }

  /// The moves among `changes` longer than ``longMoveSpan``, as flat positions. Not isolated:
  /// a closure made in main-actor code checks its executor on each call, once per change here.
  private nonisolated static func longMoves(of changes: [ItemChange], from old: FlatLayout, to new: FlatLayout)
    -> [(Int, Int)]
  {
    changes.compactMap { change in
      guard case .move(let from, let to) = change, let before = old.position(of: from),
        let after = new.position(of: to), abs(after - before) > longMoveSpan
      else { return nil }
      return (before, after)
    }
  }

  /// Selects again, at their new places, the split rows that were selected (`selected`: the flat
  /// positions selected before the update).
  func keepSelection(of moves: [(Int, Int)], selected: Set<Int>) {
    let again = moves.filter { selected.contains($0.0) }.map(\.1)
    if !again.isEmpty { presentation.selection.restore(Set(again)) }
  }
}
