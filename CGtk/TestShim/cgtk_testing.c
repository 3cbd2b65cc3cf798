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
  if (surface != NULL && GDK_IS_X11_SURFACE(surface)) return gdk_x11_surface_get_xid(surface);
#endif
  return 0;
}

