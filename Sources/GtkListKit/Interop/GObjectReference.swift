/// Reference counting and weak observation of GObjects from Swift.
@MainActor
enum GObjectReference {
  /// Takes a strong reference, sinking a floating one (a freshly created widget).
  static func retainSinking(_ object: UnsafeMutableRawPointer) { g_object_ref_sink(object) }

  /// Drops a strong reference.
  static func release(_ object: UnsafeMutableRawPointer) { g_object_unref(object) }
}
