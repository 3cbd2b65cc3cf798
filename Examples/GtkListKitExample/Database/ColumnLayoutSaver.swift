import Foundation
import GtkListKit

/// Writes a table's layout to its file once the layout is quiet. Dragging a header's edge
/// changes the width on every frame; writing each of those would rewrite the file dozens of
/// times a second. The last layout is written `quiet` after the last change (a GLib timeout on
/// the main loop), or at once by ``flush()``, which runs when the table leaves the screen for
/// good (its window closes).
@MainActor
final class ColumnLayoutSaver {
  let file: SavedColumnLayout
  let quiet: Duration
  private var pending: ColumnLayout?
  private var lastChange = ContinuousClock.now
  private var timerArmed = false
  /// How many times the file was written.
  private(set) var writes = 0

  init(file: SavedColumnLayout, quiet: Duration = .milliseconds(500)) {
    self.file = file
    self.quiet = quiet
  }

  /// Saves `table`'s every layout change, and what is pending when `table`'s widget is
  /// unrealized (its window closed or destroyed).
  func follow(_ table: ColumnViewManager) {
    table.columnLayoutDidChange { [weak self] layout in self?.changed(layout) }
    SignalConnection.connect(table.widget.gtkWidgetPointer, "unrealize") { [weak self] in self?.flush() }
  }

  /// Remembers `layout` as the one to write once changes stop.
  func changed(_ layout: ColumnLayout) {
    pending = layout
    lastChange = .now
    if !timerArmed { arm(after: quiet) }
  }

  /// Writes the pending layout now, if there is one.
  func flush() {
    guard let pending else { return }
    self.pending = nil
    file.save(pending)
    writes += 1
  }

  /// One timeout at a time, re-armed for the rest of the quiet period when changes came
  /// meanwhile: a burst of changes costs no GLib source each.
  private func arm(after delay: Duration) {
    timerArmed = true
    let (seconds, attoseconds) = delay.components
    Timer.after(seconds: Double(seconds) + Double(attoseconds) / 1e18) { [weak self] in self?.timerFired() }
  }

  private func timerFired() {
    timerArmed = false
    guard pending != nil else { return }
    let elapsed = ContinuousClock.now - lastChange
    if elapsed >= quiet { flush() } else { arm(after: quiet - elapsed) }
  }
}
