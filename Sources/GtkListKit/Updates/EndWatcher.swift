/// `didReachEnd`: fires once per approach to the end of the content, re-armed only when the
/// row count changed since it fired (new items arrived).
@MainActor
final class EndWatcher {
  var closure: (() -> Void)?
  var distance = 100.0
  private(set) var connected = false
  private var firedAtRowCount: Int?

  func connect() -> Bool {
    guard !connected else { return false }
    connected = true
    return true
  }

  /// The view scrolled or its content changed.
  func check(value: Double, page: Double, upper: Double, rowCount: Int) {
    guard let closure, rowCount > 0, page > 0 else { return }
    if let fired = firedAtRowCount, fired == rowCount { return }
    guard value + page >= upper - distance else { return }
    firedAtRowCount = rowCount
    closure()
  }
}
