// Build and run: gcc gtk-bind-during-items-changed.c -o /tmp/probe $(pkg-config --cflags --libs gtk4) && GTK_A11Y=none xvfb-run -a /tmp/probe
// Measured: GTK 4.8.3 binds 8 rows inside the emission of an insert at 3 (every row from 3 on), 4.18.6 binds 1 (the new row); neither binds after.
// Does GTK bind rows while it handles items-changed (inside the emission) or later?
#include <gtk/gtk.h>
static int emitting, binds_inside, binds_after;
static void setup(GtkSignalListItemFactory *f, GtkListItem *li, gpointer u) { gtk_list_item_set_child(li, gtk_label_new("")); }
static void bind(GtkSignalListItemFactory *f, GtkListItem *li, gpointer u) { if (emitting) binds_inside++; else binds_after++; }
static void pump(void) { for (int i = 0; i < 50; i++) while (g_main_context_iteration(NULL, FALSE)); g_usleep(20000); for (int i = 0; i < 50; i++) while (g_main_context_iteration(NULL, FALSE)); }
int main(void) {
  gtk_init();
  GListStore *store = g_list_store_new(GTK_TYPE_STRING_OBJECT);
  for (int i = 0; i < 10; i++) { GtkStringObject *o = gtk_string_object_new("r"); g_list_store_append(store, o); g_object_unref(o); }
  GtkListItemFactory *f = gtk_signal_list_item_factory_new();
  g_signal_connect(f, "setup", G_CALLBACK(setup), NULL);
  g_signal_connect(f, "bind", G_CALLBACK(bind), NULL);
  GtkWidget *lv = gtk_list_view_new(GTK_SELECTION_MODEL(gtk_no_selection_new(G_LIST_MODEL(store))), f);
  GtkWidget *sw = gtk_scrolled_window_new(); gtk_scrolled_window_set_child(GTK_SCROLLED_WINDOW(sw), lv);
  GtkWidget *w = gtk_window_new(); gtk_window_set_default_size(GTK_WINDOW(w), 300, 400); gtk_window_set_child(GTK_WINDOW(w), sw);
  gtk_window_present(GTK_WINDOW(w)); pump();
  binds_inside = binds_after = 0;
  GtkStringObject *fresh = gtk_string_object_new("new");
  emitting = 1; g_list_store_insert(store, 3, fresh); emitting = 0; pump();
  printf("GTK %d.%d: insert at 3: %d binds inside the emission, %d after\n", gtk_get_major_version(), gtk_get_minor_version(), binds_inside, binds_after);
  return 0;
}
