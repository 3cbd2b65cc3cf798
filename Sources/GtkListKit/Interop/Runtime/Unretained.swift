/// A reference that neither keeps its object alive nor is `weak`.
///
/// A `weak` reference gives its object a side table, and from then on every retain and release
/// of the object takes the Swift runtime's slow path: for the objects touched on every GTK bind
/// (the manager's core, its rows, its presentation) that cost about 250 instructions a row. An
/// `Unretained` is as cheap as a plain pointer, and as unsafe, so it is used under one rule:
/// **whoever holds an `Unretained` drops it (or is told to) before the object goes**, in the
/// object's `deinit`, and it is read on the main thread only, where GTK calls back. Nothing else
/// in GtkListKit holds an unowned reference. Hold it as an optional to drop it.
struct Unretained<Object: AnyObject> {
  // Not an optional: an optional `unowned(unsafe)` property of a generic struct makes Swift
  // 6.3.1's value witnesses loop forever (iterating a dictionary of such values never returns).
  unowned(unsafe) let object: Object

  init(_ object: Object) { self.object = object }
}

extension Unretained {
  /// Calls `body` with the object, without the retain and release around the call that using
  /// ``object`` costs (for the paths GTK runs on every row).
  @inline(__always) func withObject<R>(_ body: (Object) -> R) -> R {
    Unmanaged.passUnretained(object)._withUnsafeGuaranteedRef(body)
  }
}
