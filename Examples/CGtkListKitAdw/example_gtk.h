// What the example needs from GTK that Swift cannot import: GTK's cast macros, varargs calls and
// a few lines of rendering. The example's own C, as an app would write it: it never reaches into
// GtkListKit's private C module. Prefixed `example_` so no name collides with a library's.
#include <gtk/gtk.h>

// GTK_WINDOW(), GTK_LABEL() and GTK_BOX() are macros: checked casts from any widget pointer.
static inline GtkWindow *example_window(gpointer object) { return GTK_WINDOW(object); }
static inline GtkLabel *example_label(gpointer object) { return GTK_LABEL(object); }
static inline GtkBox *example_box(gpointer object) { return GTK_BOX(object); }
static inline GtkToggleButton *example_toggle_button(gpointer object) { return GTK_TOGGLE_BUTTON(object); }

// gtk_accessible_update_property is varargs: the name a screen reader says for `widget`.
static inline void example_accessible_set_label(GtkWidget *widget, const char *label) {
  gtk_accessible_update_property(GTK_ACCESSIBLE(widget), GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
}

// Renders `widget` as it was last drawn (its render node from the last frame) and writes it to
// `path` as a PNG, with the native window's renderer. FALSE and `error` set when the widget has
// no size or renderer yet, drew nothing, or the file could not be written.
static inline gboolean example_widget_save_png(GtkWidget *widget, const char *path, GError **error) {
  int width = gtk_widget_get_width(widget), height = gtk_widget_get_height(widget);
  GtkNative *native = gtk_widget_get_native(widget);
  GskRenderer *renderer = native ? gtk_native_get_renderer(native) : NULL;
  if (renderer == NULL || width <= 0 || height <= 0) {
    g_set_error_literal(error, G_IO_ERROR, G_IO_ERROR_FAILED, "the widget is not realized or has no size");
    return FALSE;
  }
  GdkPaintable *drawn = gtk_widget_paintable_new(widget);
  GtkSnapshot *snapshot = gtk_snapshot_new();
  gdk_paintable_snapshot(drawn, snapshot, width, height);
  g_object_unref(drawn);
  GskRenderNode *node = gtk_snapshot_free_to_node(snapshot);
  if (node == NULL) {
    g_set_error_literal(error, G_IO_ERROR, G_IO_ERROR_FAILED, "the widget drew nothing");
    return FALSE;
  }
  graphene_rect_t bounds = GRAPHENE_RECT_INIT(0, 0, width, height);
  GdkTexture *texture = gsk_renderer_render_texture(renderer, node, &bounds);
  gsk_render_node_unref(node);
  gboolean saved = gdk_texture_save_to_png(texture, path);
  g_object_unref(texture);
  if (!saved) g_set_error(error, G_IO_ERROR, G_IO_ERROR_FAILED, "could not write %s", path);
  return saved;
}
