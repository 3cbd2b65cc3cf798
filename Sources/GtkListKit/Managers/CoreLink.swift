/// How callbacks and the core's own parts reach the ``ListManagerCore`` without keeping it
/// alive and without a `weak` reference to it.
///
/// A weak reference gives an object a side table, and from then on every retain and release
/// of it takes the runtime's slow path: the core is retained on every bind, so that cost about
/// 250 instructions a row. The core clears the link first thing in its deinit; GTK calls back
/// on the main thread only, so no callback sees a core being destroyed.
@MainActor
final class CoreLink {
  unowned(unsafe) var core: ListManagerCore?
}
