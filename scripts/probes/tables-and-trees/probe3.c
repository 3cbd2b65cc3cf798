/* probe3: sorter on a column WITHOUT a GtkSortListModel. sort_by_column asc/desc/NULL, view sorter
   "changed" signal + GtkSorterChange, primary sort column/order (4.10+), header click simulation
   via the title's GtkGestureClick "released" signal and via xdotool. */
#include "spike.h"
#include <stdlib.h>
static GtkWidget *view;
static GtkColumnViewColumn *cols[2];
static const char *change_name(GtkSorterChange c) {
  switch (c) { case GTK_SORTER_CHANGE_DIFFERENT: return "DIFFERENT"; case GTK_SORTER_CHANGE_INVERTED: return "INVERTED";
    case GTK_SORTER_CHANGE_LESS_STRICT: return "LESS_STRICT"; case GTK_SORTER_CHANGE_MORE_STRICT: return "MORE_STRICT"; }
  return "?";
}
static int changed_n;
static void on_changed(GtkSorter *s, GtkSorterChange ch, gpointer d) {
  changed_n++; printf("    sorter::changed #%d change=%s\n", changed_n, change_name(ch));
}
static void find_type(GtkWidget *w, const char *tname, GPtrArray *out) {
  if (strcmp(G_OBJECT_TYPE_NAME(w), tname) == 0) g_ptr_array_add(out, w);
  for (GtkWidget *c = gtk_widget_get_first_child(w); c; c = gtk_widget_get_next_sibling(c)) find_type(c, tname, out);
}
static void find_css(GtkWidget *w, const char *css, GPtrArray *out) {
  if (strcmp(gtk_widget_get_css_name(w), css) == 0) g_ptr_array_add(out, w);
  for (GtkWidget *c = gtk_widget_get_first_child(w); c; c = gtk_widget_get_next_sibling(c)) find_css(c, css, out);
}
static void state(const char *when) {
  printf("  [%s] changed_n=%d", when, changed_n);
#if GTK_CHECK_VERSION(4,10,0)
  GtkColumnViewSorter *vs = GTK_COLUMN_VIEW_SORTER(gtk_column_view_get_sorter(GTK_COLUMN_VIEW(view)));
  GtkColumnViewColumn *pc = gtk_column_view_sorter_get_primary_sort_column(vs);
  printf(" primary_col=%s primary_order=%s n_sort_columns=%u",
         pc ? gtk_column_view_column_get_title(pc) : "NULL",
         gtk_column_view_sorter_get_primary_sort_order(vs) == GTK_SORT_ASCENDING ? "ASC" : "DESC",
         gtk_column_view_sorter_get_n_sort_columns(vs));
#endif
  printf("\n  sort indicators:");
  GPtrArray *ind = g_ptr_array_new();
  find_css(view, "sort-indicator", ind);
  for (guint i = 0; i < ind->len; i++) {
    char **cl = gtk_widget_get_css_classes(ind->pdata[i]);
    char *j = g_strjoinv(",", cl);
    printf(" [%u:%s]", i, j[0] ? j : "-");
    g_free(j); g_strfreev(cl);
  }
  g_ptr_array_free(ind, TRUE);
  /* first visible row text in column 0 */
  GObject *o = g_list_model_get_item(G_LIST_MODEL(gtk_column_view_get_model(GTK_COLUMN_VIEW(view))), 0);
  printf("\n  model[0]=%s\n", gtk_string_object_get_string(GTK_STRING_OBJECT(o)));
  g_object_unref(o);
}
static void setup_cb(GtkSignalListItemFactory *f, GObject *li, gpointer d) { gtk_list_item_set_child(GTK_LIST_ITEM(li), gtk_label_new(NULL)); }
static void bind_cb(GtkSignalListItemFactory *f, GObject *li, gpointer d) {
  gtk_label_set_text(GTK_LABEL(gtk_list_item_get_child(GTK_LIST_ITEM(li))),
                     gtk_string_object_get_string(gtk_list_item_get_item(GTK_LIST_ITEM(li))));
}
int main(int argc, char **argv) {
  gtk_init(); sp_version();
  GListStore *store = g_list_store_new(GTK_TYPE_STRING_OBJECT);
  for (int i = 0; i < 1000; i++) { char b[16]; snprintf(b, sizeof b, "s%04d", (i * 7919) % 1000); GtkStringObject *s = gtk_string_object_new(b); g_list_store_append(store, s); g_object_unref(s); }
  GtkWidget *win = sp_window(800, 600);
  GtkWidget *sw = gtk_scrolled_window_new();
  view = gtk_column_view_new(GTK_SELECTION_MODEL(gtk_no_selection_new(G_LIST_MODEL(store))));
  for (int c = 0; c < 2; c++) {
    GtkListItemFactory *f = gtk_signal_list_item_factory_new();
    g_signal_connect(f, "setup", G_CALLBACK(setup_cb), NULL);
    g_signal_connect(f, "bind", G_CALLBACK(bind_cb), NULL);
    cols[c] = gtk_column_view_column_new(c ? "B" : "A", f);
    GtkSorter *s = GTK_SORTER(gtk_string_sorter_new(gtk_property_expression_new(GTK_TYPE_STRING_OBJECT, NULL, "string")));
    gtk_column_view_column_set_sorter(cols[c], s);
    g_object_unref(s);
    gtk_column_view_append_column(GTK_COLUMN_VIEW(view), cols[c]);
  }
  GtkSorter *vs = gtk_column_view_get_sorter(GTK_COLUMN_VIEW(view));
  printf("view sorter type: %s\n", G_OBJECT_TYPE_NAME(vs));
  g_signal_connect(vs, "changed", G_CALLBACK(on_changed), NULL);
  gtk_scrolled_window_set_child(GTK_SCROLLED_WINDOW(sw), view);
  gtk_window_set_child(GTK_WINDOW(win), sw);
  gtk_window_present(GTK_WINDOW(win));
  sp_run_frames(3);
  state("initial");
  printf("gtk_column_view_sort_by_column(view, A, ASC)\n");
  gtk_column_view_sort_by_column(GTK_COLUMN_VIEW(view), cols[0], GTK_SORT_ASCENDING); sp_run_frames(2); state("after A ASC");
  printf("gtk_column_view_sort_by_column(view, A, DESC)\n");
  gtk_column_view_sort_by_column(GTK_COLUMN_VIEW(view), cols[0], GTK_SORT_DESCENDING); sp_run_frames(2); state("after A DESC");
  printf("gtk_column_view_sort_by_column(view, A, DESC) again\n");
  gtk_column_view_sort_by_column(GTK_COLUMN_VIEW(view), cols[0], GTK_SORT_DESCENDING); sp_run_frames(2); state("after A DESC again");
  printf("gtk_column_view_sort_by_column(view, B, ASC)\n");
  gtk_column_view_sort_by_column(GTK_COLUMN_VIEW(view), cols[1], GTK_SORT_ASCENDING); sp_run_frames(2); state("after B ASC");
  printf("gtk_column_view_sort_by_column(view, NULL, ASC)\n");
  gtk_column_view_sort_by_column(GTK_COLUMN_VIEW(view), NULL, GTK_SORT_ASCENDING); sp_run_frames(2); state("after NULL");

  /* stale-indicator workaround check: clear first, then set */
  printf("workaround: sort_by_column(A, DESC); sort_by_column(NULL); sort_by_column(B, ASC)\n");
  gtk_column_view_sort_by_column(GTK_COLUMN_VIEW(view), cols[0], GTK_SORT_DESCENDING);
  gtk_column_view_sort_by_column(GTK_COLUMN_VIEW(view), NULL, GTK_SORT_ASCENDING);
  gtk_column_view_sort_by_column(GTK_COLUMN_VIEW(view), cols[1], GTK_SORT_ASCENDING); sp_run_frames(2); state("after workaround");
  gtk_column_view_sort_by_column(GTK_COLUMN_VIEW(view), NULL, GTK_SORT_ASCENDING); sp_run_frames(2); state("after clear");
  /* header click simulation 1: emit 'released' on the title's GtkGestureClick */
  GPtrArray *titles = g_ptr_array_new();
  find_type(view, "GtkColumnViewTitle", titles);
  printf("found %u GtkColumnViewTitle widgets\n", titles->len);
  GtkWidget *t0 = titles->pdata[0];
  GListModel *ctrls = gtk_widget_observe_controllers(t0);
  GtkGesture *click = NULL;
  for (guint i = 0; i < g_list_model_get_n_items(ctrls); i++) {
    GObject *c = g_list_model_get_item(ctrls, i);
    printf("  title controller %u: %s\n", i, G_OBJECT_TYPE_NAME(c));
    if (GTK_IS_GESTURE_CLICK(c) && !click) click = GTK_GESTURE(c);
    g_object_unref(c);
  }
  for (int k = 0; k < 2; k++) {
    printf("emit GtkGestureClick::released(1, 5, 5) on title A (#%d)\n", k + 1);
    g_signal_emit_by_name(click, "released", 1, 5.0, 5.0);
    sp_run_frames(2); state("after simulated click");
  }
  /* header click simulation 2: xdotool real pointer click on title B */
  if (argc > 1 && strcmp(argv[1], "xdotool") == 0) {
    gtk_column_view_sort_by_column(GTK_COLUMN_VIEW(view), NULL, GTK_SORT_ASCENDING); sp_run_frames(2);
    changed_n = 0;
    GtkWidget *t1 = titles->pdata[1];
    graphene_point_t p = {0}, q;
    if (!gtk_widget_compute_point(t1, win, &p, &q)) q = p;
    int x = (int)q.x + gtk_widget_get_width(t1) / 2, y = (int)q.y + gtk_widget_get_height(t1) / 2;
    for (int k = 0; k < 3; k++) {
      if (k == 2) { GtkWidget *ta = titles->pdata[0]; graphene_point_t pa = {0}, qa; gtk_widget_compute_point(ta, win, &pa, &qa);
        x = (int)qa.x + gtk_widget_get_width(ta) / 2; printf("(now clicking title A)\n"); }
      char cmd[256];
      snprintf(cmd, sizeof cmd, "xdotool search --name '^spike$' | head -1 | xargs -I{} xdotool mousemove --window {} %d %d click 1", x, y);
      printf("xdotool click #%d on title B at window (%d,%d): %s\n", k + 1, x, y, cmd);
      g_spawn_command_line_async(g_strdup_printf("sh -c \"%s\"", cmd), NULL);
      gint64 until = g_get_monotonic_time() + 700000;
      while (g_get_monotonic_time() < until) g_main_context_iteration(NULL, FALSE), g_usleep(2000);
      sp_run_frames(2); state("after xdotool click");
    }
  }
  return 0;
}
