public import CGtkListKit
import GtkListKit

/// A GTK widget pointer as the test support's API takes and returns it.
public typealias WidgetPointer = UnsafeMutablePointer<GtkWidget>
