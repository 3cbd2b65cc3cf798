/* probe4b: GTK 4.8 check - does setting the GtkListView vadjustment value re-bind rows? */
#include "spike.h"
static int bind_n;
static void setup_cb(GtkSignalListItemFactory *f, GtkListItem *li, gpointer d) { gtk_list_item_set_child(li, gtk_label_new(NULL)); }
static void bind_cb(GtkSignalListItemFactory *f, GtkListItem *li, gpointer d) { bind_n++;
  gtk_label_set_text(GTK_LABEL(gtk_list_item_get_child(li)), gtk_string_object_get_string(gtk_list_item_get_item(li))); }
int main(void) {
  gtk_init(); sp_version();
  const char *strs[10001]; char (*buf)[16] = g_malloc(10000 * 16);
  for (int i = 0; i < 10000; i++) { snprintf(buf[i], 16, "row %d", i); strs[i] = buf[i]; } strs[10000] = NULL;
  GtkWidget *win = sp_window(800, 600), *sw = gtk_scrolled_window_new();
  GtkListItemFactory *f = gtk_signal_list_item_factory_new();
  g_signal_connect(f, "setup", G_CALLBACK(setup_cb), NULL); g_signal_connect(f, "bind", G_CALLBACK(bind_cb), NULL);
  GtkWidget *lv = gtk_list_view_new(GTK_SELECTION_MODEL(gtk_no_selection_new(G_LIST_MODEL(gtk_string_list_new(strs)))), f);
  gtk_scrolled_window_set_child(GTK_SCROLLED_WINDOW(sw), lv); gtk_window_set_child(GTK_WINDOW(win), sw);
  gtk_window_present(GTK_WINDOW(win)); sp_run_frames(3);
  GtkAdjustment *va = gtk_scrollable_get_vadjustment(GTK_SCROLLABLE(lv));
  double targets[] = {1e9, 1000, 5000, 50000, 1e9};
  for (int k = 0; k < 5; k++) {
    bind_n = 0;
    double up = gtk_adjustment_get_upper(va), pg = gtk_adjustment_get_page_size(va);
    double t = targets[k] > up - pg ? up - pg : targets[k];
    gtk_adjustment_set_value(va, t); sp_run_frames(3); if (k == 0) { sp_run_frames(30); GtkWidget *q = gtk_widget_pick(lv, 30, 10, GTK_PICK_DEFAULT); printf("  after 30 more frames: binds=%d top=%s\n", bind_n, q && GTK_IS_LABEL(q) ? gtk_label_get_text(GTK_LABEL(q)) : G_OBJECT_TYPE_NAME(q)); gtk_widget_queue_resize(lv); sp_run_frames(3); q = gtk_widget_pick(lv, 30, 10, GTK_PICK_DEFAULT); printf("  after gtk_widget_queue_resize(lv)+3 frames: binds=%d top=%s\n", bind_n, q && GTK_IS_LABEL(q) ? gtk_label_get_text(GTK_LABEL(q)) : G_OBJECT_TYPE_NAME(q)); }
    GtkWidget *p = gtk_widget_pick(lv, 30, 10, GTK_PICK_DEFAULT);
    printf("set_value(%.0f) upper=%.0f -> value=%.0f binds=%d top label=%s\n", t, up, gtk_adjustment_get_value(va), bind_n,
           p && GTK_IS_LABEL(p) ? gtk_label_get_text(GTK_LABEL(p)) : G_OBJECT_TYPE_NAME(p));
  }
  return 0;
}
