import Foundation

@testable import GtkListKit

/// `items-changed` emissions on a manager's model, in GTK's compact form (`"2-9+9"`).
@MainActor
final class EmissionLog {
  var entries: [String] = []

  init() {}

  /// Starts recording the emissions of `manager`'s model.
  convenience init(recording manager: ListBaseManager) {
    self.init()
    Signal.connect(UnsafeMutableRawPointer(manager.core.listModel.gListModel), "items-changed") { [weak self] arguments in
      self?.entries.append("\(arguments.uint(1))-\(arguments.uint(2))+\(arguments.uint(3))")
    }
  }
}
