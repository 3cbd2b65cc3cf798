/// A reference that neither keeps its object alive nor is `weak`.
///
/// A `weak` reference gives its object a side table, and from then on every retain and release
/// of the object takes the Swift runtime's slow path: for the objects bound on every GTK bind
/// (the manager's core, its rows) that cost about 250 instructions a row. An `Unretained` is
/// as cheap as a plain pointer, and as unsafe, so it is used under one rule: **the object clears
/// every `Unretained` that points at it before it goes** (in its `deinit`), and it is read on the
/// main thread only, where GTK calls back. Nothing else in GtkListKit holds an unowned reference.
struct Unretained<Object: AnyObject> {
  unowned(unsafe) private var storage: Object?

  init(_ object: Object? = nil) { storage = object }

  /// The object; `nil` once its owner cleared the reference.
  var object: Object? { storage }

  /// Clears the reference: the object is going.
  mutating func clear() { storage = nil }
}
