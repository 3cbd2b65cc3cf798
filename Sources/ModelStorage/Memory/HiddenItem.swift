/// An item a ``MemoryStorage`` filter hides, and where it goes back: after the first `gap`
/// shown items of its section (as they were when it was hidden).
struct HiddenItem {
  var gap: Int
  var item: Any
}
