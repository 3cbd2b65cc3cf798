import Foundation

/// Waits in a test for work that runs on the main actor (a storage's background reads come back
/// there) while GTK's main loop keeps running.
///
/// An async XCTest method runs inside a block of Dispatch's main queue, so neither pumping GLib
/// nor a nested run loop lets the main actor's other jobs run: only suspending the test does.
/// This pumps GLib, then sleeps 2 ms, until the condition holds.
@MainActor
public enum MainActorPump {
  /// Pumps until `condition` holds or `timeout` seconds pass; whether it held.
  @discardableResult
  public static func until(timeout: Double = 10, _ condition: () -> Bool) async -> Bool {
    let deadline = Date().addingTimeInterval(timeout)
    while !condition() {
      if Date() > deadline { return false }
      GtkTestEnvironment.drain()
      try? await Task.sleep(nanoseconds: 2_000_000)
    }
    GtkTestEnvironment.drain()
    return true
  }
}
