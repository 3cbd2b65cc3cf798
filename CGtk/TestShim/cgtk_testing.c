#include <string.h>
#include "cgtk_testing.h"

#ifdef GDK_WINDOWING_X11
#include <gdk/x11/gdkx.h>
#endif

#pragma mark - Rendering

gboolean cgtk_widget_save_png(GtkWidget *widget, const char *path, GError **error) {
  g_return_val_if_fail(GTK_IS_WIDGET(widget), FALSE);
  int width = gtk_widget_get_width(widget), height = gtk_widget_get_height(widget);
  GtkNative *native = gtk_widget_get_native(widget);
  GskRenderer *renderer = native != NULL ? gtk_native_get_renderer(native) : NULL;
  if (width <= 0 || height <= 0 || renderer == NULL) {
    g_set_error(error, G_IO_ERROR, G_IO_ERROR_FAILED, "widget %s is not realized or has no size",
                G_OBJECT_TYPE_NAME(widget));
    return FALSE;
  }
  GdkPaintable *paintable = gtk_widget_paintable_new(widget);
  GtkSnapshot *snapshot = gtk_snapshot_new();
  gdk_paintable_snapshot(paintable, snapshot, width, height);
  GskRenderNode *node = gtk_snapshot_free_to_node(snapshot);
  gboolean ok = FALSE;
  if (node == NULL) {
    g_set_error(error, G_IO_ERROR, G_IO_ERROR_FAILED, "widget drew nothing");
  } else {
    graphene_rect_t bounds = GRAPHENE_RECT_INIT(0, 0, width, height);
    GdkTexture *texture = gsk_renderer_render_texture(renderer, node, &bounds);
    ok = gdk_texture_save_to_png(texture, path);
    if (!ok) g_set_error(error, G_IO_ERROR, G_IO_ERROR_FAILED, "could not write %s", path);
    g_object_unref(texture);
    gsk_render_node_unref(node);
  }
  g_object_unref(paintable);
  return ok;
}

#pragma mark - X11

unsigned long cgtk_widget_x11_window_id(GtkWidget *widget) {
  g_return_val_if_fail(GTK_IS_WIDGET(widget), 0);
#ifdef GDK_WINDOWING_X11
  GtkNative *native = gtk_widget_get_native(widget);
  GdkSurface *surface = native != NULL ? gtk_native_get_surface(native) : NULL;
  // GTK 4.18 deprecates its X11 API with no replacement; xdotool needs the X id all the same.
  G_GNUC_BEGIN_IGNORE_DEPRECATIONS
  if (surface != NULL && GDK_IS_X11_SURFACE(surface)) return gdk_x11_surface_get_xid(surface);
  G_GNUC_END_IGNORE_DEPRECATIONS
#endif
  return 0;
}


#pragma mark - Popover composite

// Renders `window` with `popover` (its own surface) drawn where it is on screen, as a screenshot
// of the screen would show them; there is no screen grabber in the test environment.
gboolean cgtk_window_save_png_with_popover(GtkWidget *window, GtkWidget *popover, const char *path) {
  g_return_val_if_fail(GTK_IS_WIDGET(window) && GTK_IS_NATIVE(popover), FALSE);
  GtkNative *native = gtk_widget_get_native(window);
  GskRenderer *renderer = native != NULL ? gtk_native_get_renderer(native) : NULL;
  GdkSurface *surface = gtk_native_get_surface(GTK_NATIVE(popover));
  GtkWidget *content = gtk_widget_get_first_child(popover);
  if (renderer == NULL || surface == NULL || !GDK_IS_POPUP(surface) || content == NULL) return FALSE;
  double wx, wy, px, py;
  gtk_native_get_surface_transform(native, &wx, &wy);
  gtk_native_get_surface_transform(GTK_NATIVE(popover), &px, &py);
  graphene_rect_t child;
  if (!gtk_widget_compute_bounds(content, popover, &child)) return FALSE;
  float x = gdk_popup_get_position_x(GDK_POPUP(surface)) + px + child.origin.x - wx;
  float y = gdk_popup_get_position_y(GDK_POPUP(surface)) + py + child.origin.y - wy;
  int width = gtk_widget_get_width(window), height = gtk_widget_get_height(window);
  GtkSnapshot *snapshot = gtk_snapshot_new();
  GdkPaintable *window_paintable = gtk_widget_paintable_new(window);
  gdk_paintable_snapshot(window_paintable, snapshot, width, height);
  gtk_snapshot_save(snapshot);
  gtk_snapshot_translate(snapshot, &GRAPHENE_POINT_INIT(x, y));
  GdkPaintable *popover_paintable = gtk_widget_paintable_new(content);
  gdk_paintable_snapshot(popover_paintable, snapshot, child.size.width, child.size.height);
  gtk_snapshot_restore(snapshot);
  GskRenderNode *node = gtk_snapshot_free_to_node(snapshot);
  gboolean ok = FALSE;
  if (node != NULL) {
    graphene_rect_t bounds = GRAPHENE_RECT_INIT(0, 0, MAX(width, x + child.size.width), MAX(height, y + child.size.height));
    GdkTexture *texture = gsk_renderer_render_texture(renderer, node, &bounds);
    ok = gdk_texture_save_to_png(texture, path);
    g_object_unref(texture);
    gsk_render_node_unref(node);
  }
  g_object_unref(window_paintable);
  g_object_unref(popover_paintable);
  return ok;
}

gboolean cgtk_accessible_label_is(GtkWidget *widget, const char *label) {
  char *error = gtk_test_accessible_check_property(GTK_ACCESSIBLE(widget), GTK_ACCESSIBLE_PROPERTY_LABEL, label);
  gboolean same = error == NULL;
  g_free(error);
  return same;
}

gboolean cgtk_accessible_is_labelled_by(GtkWidget *widget) {
  return gtk_test_accessible_has_relation(GTK_ACCESSIBLE(widget), GTK_ACCESSIBLE_RELATION_LABELLED_BY);
}

gboolean cgtk_accessible_selected_is(GtkWidget *widget, gboolean selected) {
  char *error = gtk_test_accessible_check_state(GTK_ACCESSIBLE(widget), GTK_ACCESSIBLE_STATE_SELECTED, selected);
  gboolean same = error == NULL;
  g_free(error);
  return same;
}

gboolean cgtk_accessible_tree_item_is(GtkWidget *widget, int level, int expanded) {
  char *error = gtk_test_accessible_check_property(GTK_ACCESSIBLE(widget), GTK_ACCESSIBLE_PROPERTY_LEVEL, level);
  gboolean same = error == NULL;
  g_free(error);
  if (expanded < 0)
    return same && !gtk_test_accessible_has_state(GTK_ACCESSIBLE(widget), GTK_ACCESSIBLE_STATE_EXPANDED);
  error = gtk_test_accessible_check_state(GTK_ACCESSIBLE(widget), GTK_ACCESSIBLE_STATE_EXPANDED, expanded != 0);
  same = same && error == NULL;
  g_free(error);
  return same;
}

void cgtk_widget_color(GtkWidget *widget, GdkRGBA *color) {
#if GTK_CHECK_VERSION(4, 10, 0)
  gtk_widget_get_color(widget, color);
#else
  gtk_style_context_get_color(gtk_widget_get_style_context(widget), color);
#endif
}

void cgtk_settings_set_enable_animations(gboolean enabled) {
  g_object_set(gtk_settings_get_default(), "gtk-enable-animations", enabled, NULL);
}

#pragma mark - Log watch

// Warnings and criticals seen since the watch was installed; GLib may log from any thread.
static gint log_warnings = 0;
static char *log_last_warning = NULL;
G_LOCK_DEFINE_STATIC(log_last_warning);

static GLogWriterOutput watch_writer(GLogLevelFlags level, const GLogField *fields, gsize n_fields, gpointer data) {
  if (level & (G_LOG_LEVEL_ERROR | G_LOG_LEVEL_CRITICAL | G_LOG_LEVEL_WARNING)) {
    const char *domain = "", *message = "";
    for (gsize i = 0; i < n_fields; i++) {
      if (g_strcmp0(fields[i].key, "GLIB_DOMAIN") == 0 && fields[i].length < 0) domain = fields[i].value;
      if (g_strcmp0(fields[i].key, "MESSAGE") == 0 && fields[i].length < 0) message = fields[i].value;
    }
    G_LOCK(log_last_warning);
    g_free(log_last_warning);
    log_last_warning = g_strdup_printf("%s: %s", domain, message);
    G_UNLOCK(log_last_warning);
    g_atomic_int_inc(&log_warnings);
  }
  return g_log_writer_default(level, fields, n_fields, data);
}

void cgtk_log_watch_install(void) {
  static gsize installed = 0;
  if (g_once_init_enter(&installed)) {
    g_log_set_writer_func(watch_writer, NULL, NULL);
    g_once_init_leave(&installed, 1);
  }
}

guint cgtk_log_watch_warning_count(void) { return (guint)g_atomic_int_get(&log_warnings); }

char *cgtk_log_watch_last_warning(void) {
  G_LOCK(log_last_warning);
  char *copy = g_strdup(log_last_warning);
  G_UNLOCK(log_last_warning);
  return copy;
}
