internal import CGtkListKit

/// Attaches a Swift object to a GObject for the object's lifetime (`g_object_set_qdata_full`),
/// so per-row state dies with its row widget without a `teardown` handler.
@MainActor
enum WidgetAttachment {
  private static let quark = g_quark_from_static_string("gtklistkit-attachment")

  /// Attaches `value` to `widget`, replacing (and releasing) any earlier attachment.
  static func attach(_ value: AnyObject, to widget: WidgetPointer) {
    let retained = Unmanaged.passRetained(value).toOpaque()
    g_object_set_qdata_full(
      UnsafeMutablePointer<GObject>(OpaquePointer(widget)), quark, retained, releaseRetainedObject)
  }

  /// The object attached to `widget`, if any.
  static func attachment<T: AnyObject>(of widget: WidgetPointer?, as type: T.Type) -> T? {
    guard let widget,
      let raw = g_object_get_qdata(UnsafeMutablePointer<GObject>(OpaquePointer(widget)), quark)
    else { return nil }
    return Unmanaged<AnyObject>.fromOpaque(raw).takeUnretainedValue() as? T
  }
}
