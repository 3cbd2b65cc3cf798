#include "cgtk_images.h"

// Images: the type check, the loader's fit-to-size hook and the texture release GtkListKit's
// Texture uses (Sources/GtkListKit/Interop/Images).

GdkTexture *cgtk_texture(gpointer object) {
  return object != NULL && GDK_IS_TEXTURE(object) ? GDK_TEXTURE(object) : NULL;
}

static void fit_size_prepared(GdkPixbufLoader *loader, int width, int height, gpointer data) {
  int size = GPOINTER_TO_INT(data);
  if (width <= 0 || height <= 0 || (width <= size && height <= size))
    return;
  double scale = (double)size / (double)MAX(width, height);
  int fitted_width = MAX(1, (int)(width * scale + 0.5));
  int fitted_height = MAX(1, (int)(height * scale + 0.5));
  gdk_pixbuf_loader_set_size(loader, MIN(fitted_width, size), MIN(fitted_height, size));
}

void cgtk_pixbuf_loader_fit(GdkPixbufLoader *loader, int size) {
  g_signal_connect(loader, "size-prepared", G_CALLBACK(fit_size_prepared), GINT_TO_POINTER(MAX(size, 1)));
}

static gboolean release_texture(gpointer texture) {
  g_object_unref(texture);
  return G_SOURCE_REMOVE;
}

void cgtk_texture_release(GdkTexture *texture) {
  if (texture == NULL)
    return;
  if (g_main_context_is_owner(g_main_context_default()))
    g_object_unref(texture);
  else
    g_idle_add_full(G_PRIORITY_DEFAULT, release_texture, texture, NULL);
}
