/// How GTK's callbacks reach the ``ListManagerCore`` without keeping it alive and without a
/// `weak` reference to it (see ``Unretained``): the core clears the link first thing in its
/// deinit, so no callback sees a core being destroyed.
@MainActor
final class CoreLink {
  private var reference: Unretained<ListManagerCore>?
  var core: ListManagerCore? { reference?.object }

  /// Calls `body` with the core, if connected, without retaining it (the bind of every row).
  @inline(__always) func withCore(_ body: (ListManagerCore) -> Void) { reference?.withObject(body) }

  func connect(_ core: ListManagerCore) { reference = Unretained(core) }
  func disconnect() { reference = nil }
}
