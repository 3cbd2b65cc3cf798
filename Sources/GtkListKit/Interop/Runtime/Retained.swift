internal import CGtkListKit

/// The `GDestroyNotify` for every Swift object GtkListKit hands to GLib with
/// `Unmanaged.passRetained` (signal closures, timer actions, row attachments, model contexts):
/// releasing through `AnyObject` balances the retain of any class.
let releaseRetainedObject: GDestroyNotify = { raw in
  guard let raw else { return }
  Unmanaged<AnyObject>.fromOpaque(raw).release()
}
