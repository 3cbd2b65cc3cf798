// GTK's C types appear only in package-level API (for this package's own tests), never public.
// Through the test shim's module (it includes gtk.h): a `package import` used only by a type
// alias is reported as unused.
import CGtkListKitTesting

/// A GTK widget pointer as the test support's API takes and returns it.
package typealias WidgetPointer = UnsafeMutablePointer<GtkWidget>

/// A `GtkWindow*`, as ``TestWindow`` gives it to this package's tests.
package typealias WindowPointer = UnsafeMutablePointer<GtkWindow>
