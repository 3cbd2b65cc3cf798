import Foundation

/// What one load is for: a `loadContent` registration and the key it gave for a model. Cells
/// that need the same content share one request (two rows of one photo, a row GTK 4.8 unbinds
/// and binds again after an `items-changed`).
struct ContentRequestKey: Hashable {
  let load: ObjectIdentifier
  let key: AnyHashable
}

/// A load waiting for its turn, running off the main thread, or finished with no cell left to
/// take its value (kept until the next main-loop turn, in case a row takes the item back).
@MainActor
final class ContentRequest {
  enum State {
    case waiting
    case running(Task<Void, Never>)
    case finished(any Sendable)
  }

  let key: ContentRequestKey
  let load: any AnyContentLoad
  /// Order of creation: ties of priority go to the older request.
  let serial: Int
  var state: State = .waiting
  /// The cells waiting for the value (their ``ContentLoader`` entries).
  var cells: Set<ObjectIdentifier> = []
  /// Lower runs first; computed when the main loop is idle (see ``ContentLoader``'s
  /// prioritizing). Until then the request waits in bind order.
  var priority = Double.infinity

  init(key: ContentRequestKey, load: any AnyContentLoad, serial: Int) {
    self.key = key
    self.load = load
    self.serial = serial
  }

  var isWaiting: Bool {
    if case .waiting = state { return true }
    return false
  }
}
