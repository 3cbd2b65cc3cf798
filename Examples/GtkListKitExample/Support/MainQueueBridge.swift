import Foundation

/// Swift's main actor runs its jobs on Dispatch's main queue, which GLib's loop never drains:
/// GRDB's change deliveries and a `PostgresStorage`'s tasks wait there. While a page that needs
/// them lives, a GLib timeout turns Foundation's run loop, which drains the queue. One timer
/// serves every such page, and none runs before one is opened: an idle app that shows neither
/// database page wakes up for nothing, and a closed window stops it.
@MainActor
enum MainQueueBridge {
  private final class Owner {
    weak var object: AnyObject?
    init(_ object: AnyObject) { self.object = object }
  }

  private static var owners: [Owner] = []
  private static var running = false

  /// Drains Dispatch's main queue every few milliseconds while `owner` lives.
  static func keepDrained(while owner: AnyObject) {
    if !owners.contains(where: { $0.object === owner }) { owners.append(Owner(owner)) }
    guard !running else { return }
    running = true
    Timer.every(milliseconds: 8) {
      owners.removeAll { $0.object == nil }
      guard !owners.isEmpty else {
        running = false
        return false
      }
      RunLoop.main.run(until: Date())
      return true
    }
  }
}
