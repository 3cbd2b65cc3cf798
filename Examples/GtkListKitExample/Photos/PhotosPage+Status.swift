import CGtkListKitAdw
import Foundation
import GtkListKit

/// The Photos page's summary line: how many photos in how many months and, while thumbnails
/// load, the loader's counters (`contentLoadStatistics`), read four times a second.
extension PhotosPage {
  /// Whether the folder was read and no thumbnail is loading or waiting (after the first
  /// screen's loads started, when there are photos).
  var isSettled: Bool {
    guard state != .scanning else { return false }
    let loads = manager.contentLoadStatistics
    return months.isEmpty || (loads.running + loads.waiting == 0 && loads.applied + loads.cacheHits + loads.failed > 0)
  }

  /// Refreshes the summary every 250 ms while the page lives.
  func followLoads() {
    Timer.every(milliseconds: 250) { [weak self] in
      guard let self, self.isAlive else { return false }
      self.updateSummary()
      return true
    }
  }

  /// "12,345 photos in 24 months", and what the thumbnail loads are doing.
  func updateSummary() {
    guard state == .shown, !months.isEmpty else {
      Widgets.setText(summary, state == .scanning ? "Reading…" : "")
      return
    }
    let total = months.reduce(0) { $0 + $1.files.count }
    var text = "\(plural(total, "photo")) in \(plural(months.count, "month"))"
    let loads = manager.contentLoadStatistics
    if loads.running + loads.waiting > 0 {
      text += " · loading \(loads.running), \(loads.waiting.grouped) waiting, \(loads.applied.grouped) shown"
    }
    if loads.failed > 0 { text += " · \(plural(loads.failed, "file")) unreadable" }
    Widgets.setText(summary, text)
  }
}
