#include "cgtk.h"

// A drag of managed rows carries only a serial number: the rows themselves stay in the
// process (GtkListKit's drag session), so a drop in another app never sees them.
static gpointer cgtk_drag_token_copy(gpointer token) { return g_memdup2(token, sizeof(CGtkDragToken)); }

G_DEFINE_BOXED_TYPE(CGtkDragToken, cgtk_drag_token, cgtk_drag_token_copy, g_free)

GdkContentProvider *cgtk_drag_content_new(guint serial, const char *text, const char *uri_list) {
  GdkContentProvider *providers[3];
  guint n = 0;
  CGtkDragToken token = {serial};
  if (serial != 0) providers[n++] = gdk_content_provider_new_typed(CGTK_TYPE_DRAG_TOKEN, &token);
  if (uri_list != NULL) {
    GBytes *bytes = g_bytes_new(uri_list, strlen(uri_list));
    providers[n++] = gdk_content_provider_new_for_bytes("text/uri-list", bytes);
    g_bytes_unref(bytes);
  }
  if (text != NULL) providers[n++] = gdk_content_provider_new_typed(G_TYPE_STRING, text);
  return gdk_content_provider_new_union(providers, n);
}

// Files before strings: a file manager offers text/uri-list and text/plain, and the first type
// both sides know wins.
void cgtk_drop_target_set_types(GtkDropTarget *target, gboolean strings, gboolean files) {
  GType types[3];
  gsize n = 0;
  types[n++] = CGTK_TYPE_DRAG_TOKEN;
  if (files) types[n++] = GDK_TYPE_FILE_LIST;
  if (strings) types[n++] = G_TYPE_STRING;
  gtk_drop_target_set_gtypes(target, types, n);
}

GtkDropTarget *cgtk_drop_target_new(gboolean strings, gboolean files) {
  GtkDropTarget *target = gtk_drop_target_new(G_TYPE_INVALID, GDK_ACTION_COPY | GDK_ACTION_MOVE);
  cgtk_drop_target_set_types(target, strings, files);
  return target;
}

guint cgtk_value_drag_token(const GValue *value) {
  if (value == NULL || !G_VALUE_HOLDS(value, CGTK_TYPE_DRAG_TOKEN)) return 0;
  const CGtkDragToken *token = g_value_get_boxed(value);
  return token != NULL ? token->serial : 0;
}

const char *cgtk_value_string(const GValue *value) {
  return value != NULL && G_VALUE_HOLDS_STRING(value) ? g_value_get_string(value) : NULL;
}

char **cgtk_value_file_uris(const GValue *value) {
  if (value == NULL || !G_VALUE_HOLDS(value, GDK_TYPE_FILE_LIST)) return NULL;
  GSList *files = gdk_file_list_get_files(g_value_get_boxed(value));
  guint n = g_slist_length(files);
  char **uris = g_new0(char *, n + 1);
  guint i = 0;
  for (GSList *l = files; l != NULL; l = l->next) uris[i++] = g_file_get_uri(l->data);
  g_slist_free(files);
  return uris;
}

void cgtk_drag_source_set_widget_icon(GtkDragSource *source, GtkWidget *widget, double x, double y) {
  GdkPaintable *live = gtk_widget_paintable_new(widget);
  GdkPaintable *image = gdk_paintable_get_current_image(live);
  gtk_drag_source_set_icon(source, image, (int)x, (int)y);
  g_object_unref(image);
  g_object_unref(live);
}

GtkWidget *cgtk_widget_pick(GtkWidget *widget, double x, double y) {
  return gtk_widget_pick(widget, x, y, GTK_PICK_DEFAULT);
}
