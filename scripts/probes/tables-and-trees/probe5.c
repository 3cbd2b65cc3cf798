/* probe5: (a) g_list_store_splice removing and re-inserting the SAME object at the same position:
   are rows re-bound (GtkColumnView and GtkListView)? (b) gtk_column_view_scroll_to /
   gtk_list_view_scroll_to (4.12+) with an out-of-range position: critical? */
#include "spike.h"
static int bind_n, unbind_n, setup_n;
static GString *bound_pos;
static void setup_cb(GtkSignalListItemFactory *f, GObject *li, gpointer d) { setup_n++; gtk_list_item_set_child(GTK_LIST_ITEM(li), gtk_label_new(NULL)); }
static void bind_cb(GtkSignalListItemFactory *f, GObject *li, gpointer d) {
  bind_n++; g_string_append_printf(bound_pos, " %u", gtk_list_item_get_position(GTK_LIST_ITEM(li)));
  gtk_label_set_text(GTK_LABEL(gtk_list_item_get_child(GTK_LIST_ITEM(li))), gtk_string_object_get_string(gtk_list_item_get_item(GTK_LIST_ITEM(li))));
}
static void unbind_cb(GtkSignalListItemFactory *f, GObject *li, gpointer d) { unbind_n++; }
static int crit_n;
static void log_handler(const char *dom, GLogLevelFlags lvl, const char *msg, gpointer d) {
  crit_n++; printf("    LOG[%s %s]: %s\n", dom, (lvl & G_LOG_LEVEL_CRITICAL) ? "CRITICAL" : "WARNING", msg);
}
static GtkListItemFactory *factory(void) {
  GtkListItemFactory *f = gtk_signal_list_item_factory_new();
  g_signal_connect(f, "setup", G_CALLBACK(setup_cb), NULL);
  g_signal_connect(f, "bind", G_CALLBACK(bind_cb), NULL);
  g_signal_connect(f, "unbind", G_CALLBACK(unbind_cb), NULL);
  return f;
}
static void reset(void) { bind_n = unbind_n = setup_n = 0; g_string_truncate(bound_pos, 0); }
static void show(const char *what) { printf("  %-52s setup=%d bind=%d unbind=%d bound positions:%s\n", what, setup_n, bind_n, unbind_n, bound_pos->str); }

int main(int argc, char **argv) {
  gtk_init(); sp_version(); bound_pos = g_string_new(NULL);
  g_log_set_handler("Gtk", G_LOG_LEVEL_CRITICAL | G_LOG_LEVEL_WARNING, log_handler, NULL);
  g_log_set_handler("GLib-GObject", G_LOG_LEVEL_CRITICAL | G_LOG_LEVEL_WARNING, log_handler, NULL);
  for (int kind = 0; kind < 2; kind++) {
    GListStore *store = g_list_store_new(GTK_TYPE_STRING_OBJECT);
    for (int i = 0; i < 1000; i++) { char b[16]; snprintf(b, sizeof b, "row %d", i); GtkStringObject *o = gtk_string_object_new(b); g_list_store_append(store, o); g_object_unref(o); }
    GtkWidget *win = sp_window(800, 600), *sw = gtk_scrolled_window_new(), *view;
    GtkSelectionModel *sel = GTK_SELECTION_MODEL(gtk_no_selection_new(G_LIST_MODEL(store)));
    if (kind == 0) {
      view = gtk_column_view_new(sel);
      for (int c = 0; c < 2; c++) { GtkColumnViewColumn *col = gtk_column_view_column_new(c ? "B" : "A", factory()); gtk_column_view_append_column(GTK_COLUMN_VIEW(view), col); g_object_unref(col); }
      printf("== GtkColumnView (2 columns; counts are summed over both columns) ==\n");
    } else {
      view = gtk_list_view_new(sel, factory());
      printf("== GtkListView ==\n");
    }
    gtk_scrolled_window_set_child(GTK_SCROLLED_WINDOW(sw), view); gtk_window_set_child(GTK_WINDOW(win), sw);
    gtk_window_present(GTK_WINDOW(win)); sp_run_frames(3);
    GObject *o5 = g_list_model_get_item(G_LIST_MODEL(store), 5);
    reset(); g_list_store_splice(store, 5, 1, (gpointer *)&o5, 1); sp_run_frames(3);
    show("splice(store,5,1,[same obj],1):");
    GtkStringObject *n = gtk_string_object_new("fresh");
    reset(); g_list_store_splice(store, 6, 1, (gpointer *)&n, 1); sp_run_frames(3);
    show("splice(store,6,1,[NEW obj],1):");
    reset(); g_object_ref(o5); g_list_store_remove(store, 5); g_list_store_insert(store, 5, o5); g_object_unref(o5); sp_run_frames(3);
    show("remove(5)+insert(5,same obj), same tick:");
    reset(); g_list_store_remove(store, 5); sp_run_frames(2); g_list_store_insert(store, 5, o5); sp_run_frames(3);
    show("remove(5), frames, insert(5,same obj):");
    reset(); g_list_store_insert(store, 0, n); sp_run_frames(3);
    show("insert(0, new obj) (shift all rows):");
    g_object_unref(n); g_object_unref(o5);
#if GTK_CHECK_VERSION(4,12,0)
    guint nn = g_list_model_get_n_items(G_LIST_MODEL(store));
    guint bad[] = { nn, nn + 100, G_MAXUINT - 1, GTK_INVALID_LIST_POSITION };
    for (int k = 0; k < 4; k++) {
      crit_n = 0;
      printf("  %s_scroll_to(view, %u) with n_items=%u:\n", kind ? "gtk_list_view" : "gtk_column_view", bad[k], nn);
      if (kind == 0) gtk_column_view_scroll_to(GTK_COLUMN_VIEW(view), bad[k], NULL, GTK_LIST_SCROLL_NONE, NULL);
      else gtk_list_view_scroll_to(GTK_LIST_VIEW(view), bad[k], GTK_LIST_SCROLL_NONE, NULL);
      sp_run_frames(2);
      printf("    -> criticals/warnings=%d\n", crit_n);
    }
#endif
    gtk_window_destroy(GTK_WINDOW(win)); sp_frames = 0;
    while (g_main_context_pending(NULL)) g_main_context_iteration(NULL, FALSE);
  }
  return 0;
}
