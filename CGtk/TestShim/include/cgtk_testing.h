#ifndef CGTK_TESTING_H
#define CGTK_TESTING_H

// Test-only C for GtkListKitTestSupport: never linked into apps that use only GtkListKit.
#include <gtk/gtk.h>

G_BEGIN_DECLS

// Why: widget -> paintable -> snapshot -> texture -> PNG takes several steps and a renderer;
// works under Xvfb. The widget must be realized (in a presented window).
gboolean cgtk_widget_save_png(GtkWidget *widget, const char *path, GError **error);
// Why: no screen grabber under Xvfb here; composes a window and its open popover as on screen.
gboolean cgtk_window_save_png_with_popover(GtkWidget *window, GtkWidget *popover, const char *path);

// Why: real-input tests address the window by its X id (xdotool); 0 when not on X11.
unsigned long cgtk_widget_x11_window_id(GtkWidget *widget);

// Why: gtk_test_accessible_check_* return an error string to free; tests want a yes/no.
gboolean cgtk_accessible_label_is(GtkWidget *widget, const char *label);
gboolean cgtk_accessible_selected_is(GtkWidget *widget, gboolean selected);
// Why: gtk_test_accessible_check_property/_state are varargs. Whether a tree row tells
// assistive technologies its level and expanded state (-1: the state is unset, a leaf).
gboolean cgtk_accessible_tree_item_is(GtkWidget *widget, int level, int expanded);
// Whether `widget` is named by other widgets (labelled-by); GTK computes that name when asked.
gboolean cgtk_accessible_is_labelled_by(GtkWidget *widget);

// The CSS colour of a widget's text: gtk_widget_get_color from GTK 4.10, the deprecated style
// context before (so tests read it the same way on both GTKs, without a deprecation warning).
void cgtk_widget_color(GtkWidget *widget, GdkRGBA *color);

// Why: gtk-enable-animations is set with g_object_set (varargs); tests turn animations off.
void cgtk_settings_set_enable_animations(gboolean enabled);

// Why: a GLib log writer is process-wide and set once; tests count the warnings and criticals
// it saw (GTK's own, e.g. "Duplicate item detected") and then forward every message as usual.
void cgtk_log_watch_install(void);
guint cgtk_log_watch_warning_count(void);
// The last warning or critical as "domain: message" (free it), or NULL.
char *cgtk_log_watch_last_warning(void);

G_END_DECLS

#endif
