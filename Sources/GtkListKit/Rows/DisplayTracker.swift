import Foundation

/// Which items are on screen, for `willDisplay` / `didEndDisplaying` with DTTableViewManager's
/// meaning. GTK 4.8 unbinds and rebinds every realized row after each `items-changed`, often
/// onto another row widget; an item is keyed by its list item object (kept across splices by
/// the list model) and column, counted per holder, and its end is decided on the next
/// main-loop turn, so a row that comes straight back fires nothing.
@MainActor
final class DisplayTracker {
  /// Off until a mapping registers `willDisplay` or `didEndDisplaying` (zero cost before).
  var enabled = false
  private var shown: [DisplayKey: Shown] = [:]
  private var ending: Set<DisplayKey> = []
  private var flushScheduled = false

  private struct Shown {
    var holders: Int
    var slot: CellSlot
    var model: Any
    var indexPath: IndexPath
  }

  /// `holder` now shows `model` in `slot` for the item `key`.
  func show(_ key: DisplayKey, in holder: CellHolder, slot: CellSlot, model: Any, at indexPath: IndexPath) {
    if holder.displayKey != key {
      hide(holder)
      holder.displayKey = key
      if var record = shown[key] {
        record.holders += 1
        shown[key] = record
      } else {
        shown[key] = Shown(holders: 1, slot: slot, model: model, indexPath: indexPath)
        slot.mapping.fire(.willDisplay, cell: slot.cell, model: model, at: indexPath)
        return
      }
    }
    shown[key]?.slot = slot
    shown[key]?.model = model
    shown[key]?.indexPath = indexPath
  }

  /// `holder` stopped showing its item (unbound, cleared).
  func hide(_ holder: CellHolder) {
    guard let key = holder.displayKey else { return }
    holder.displayKey = nil
    guard var record = shown[key] else { return }
    record.holders -= 1
    shown[key] = record
    guard record.holders <= 0 else { return }
    ending.insert(key)
    guard !flushScheduled else { return }
    flushScheduled = true
    MainLoop.after(milliseconds: 0) { [weak self] in self?.flush() }
  }

  /// Fires `didEndDisplaying` for items no row took back since they were hidden.
  func flush() {
    flushScheduled = false
    let keys = ending
    ending = []
    for key in keys {
      guard let record = shown[key], record.holders <= 0 else { continue }
      shown[key] = nil
      record.slot.mapping.fire(.didEndDisplaying, cell: record.slot.cell, model: record.model, at: record.indexPath)
    }
  }
}

/// One shown item: its list item object's serial (the same object across splices) and its
/// column in a sectioned grid strip (0 elsewhere).
struct DisplayKey: Hashable {
  let item: UInt64
  let column: Int
}
