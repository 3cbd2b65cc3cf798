import Foundation
import ModelStorage

@testable import GtkListKit

/// `items-changed` splices in GTK's compact form (`"2-9+9"`): recorded from a manager's GTK model
/// in window tests, or as the updater's sink in tests without a display (``count`` follows each
/// splice, as the real model's does).
@MainActor
final class SpliceLog: ItemsChangedSink {
  var entries: [String] = []
  private(set) var count = 0

  init() {}

  /// Records the emissions of `manager`'s model.
  convenience init(recording manager: ListBaseManager) {
    self.init()
    Signal.connect(UnsafeMutableRawPointer(manager.core.listModel.gListModel), "items-changed") {
      [weak self] arguments in
      self?.entries.append("\(arguments.uint(1))-\(arguments.uint(2))+\(arguments.uint(3))")
    }
  }

  func splice(_ splice: ItemsChangedSplice) {
    count += splice.added - splice.removed
    entries.append(splice.description)
  }
}
