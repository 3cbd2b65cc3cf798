/* probe4: GtkTreeListModel(passthrough=FALSE, autoexpand=FALSE) over 10,000 root items in a
   GtkListView with GtkTreeExpander rows. Counts create_func calls in first frame / after scroll
   to end; then expand row 0, remove+reinsert the same object: is expanded state kept? */
#include "spike.h"
#define NROOT 10000
static int create_n, create_root_n, bind_n;
static GListStore *root;
static GtkTreeListModel *tree;
static GtkWidget *lv, *sw;

static GListModel *create_func(gpointer item, gpointer d) {
  create_n++;
  const char *s = gtk_string_object_get_string(item);
  if (strncmp(s, "root", 4) != 0) return NULL; /* children are leaves */
  create_root_n++;
  GListStore *kids = g_list_store_new(GTK_TYPE_STRING_OBJECT);
  for (int i = 0; i < 3; i++) { char b[48]; snprintf(b, sizeof b, "child %d of %s", i, s); GtkStringObject *o = gtk_string_object_new(b); g_list_store_append(kids, o); g_object_unref(o); }
  return G_LIST_MODEL(kids);
}
static void setup_cb(GtkSignalListItemFactory *f, GtkListItem *li, gpointer d) {
  GtkWidget *e = gtk_tree_expander_new();
  gtk_tree_expander_set_child(GTK_TREE_EXPANDER(e), gtk_label_new(NULL));
  gtk_list_item_set_child(li, e);
}
static void bind_cb(GtkSignalListItemFactory *f, GtkListItem *li, gpointer d) {
  bind_n++;
  GtkTreeListRow *row = gtk_list_item_get_item(li);
  GtkWidget *e = gtk_list_item_get_child(li);
  gtk_tree_expander_set_list_row(GTK_TREE_EXPANDER(e), row);
  GObject *it = gtk_tree_list_row_get_item(row);
  gtk_label_set_text(GTK_LABEL(gtk_tree_expander_get_child(GTK_TREE_EXPANDER(e))), gtk_string_object_get_string(GTK_STRING_OBJECT(it)));
  g_object_unref(it);
}
static void unbind_cb(GtkSignalListItemFactory *f, GtkListItem *li, gpointer d) {
  gtk_tree_expander_set_list_row(GTK_TREE_EXPANDER(gtk_list_item_get_child(li)), NULL);
}
static void report(const char *when) {
  printf("  [%s] create_func calls=%d (on root items %d), binds=%d, tree n_items=%u\n", when, create_n, create_root_n, bind_n,
         g_list_model_get_n_items(G_LIST_MODEL(tree)));
}
static void row0(const char *when) {
  GtkTreeListRow *r = gtk_tree_list_model_get_row(tree, 0);
  GObject *it = gtk_tree_list_row_get_item(r);
  printf("  [%s] row0 item=%s expanded=%d row-object=%p, tree n_items=%u, binds=%d create calls=%d\n", when,
         gtk_string_object_get_string(GTK_STRING_OBJECT(it)), gtk_tree_list_row_get_expanded(r), (void *)r,
         g_list_model_get_n_items(G_LIST_MODEL(tree)), bind_n, create_n);
  g_object_unref(it); g_object_unref(r);
}
int main(int argc, char **argv) {
  gtk_init(); sp_version();
  root = g_list_store_new(GTK_TYPE_STRING_OBJECT);
  for (int i = 0; i < NROOT; i++) { char b[32]; snprintf(b, sizeof b, "root %d", i); GtkStringObject *o = gtk_string_object_new(b); g_list_store_append(root, o); g_object_unref(o); }
  tree = gtk_tree_list_model_new(G_LIST_MODEL(g_object_ref(root)), FALSE, FALSE, create_func, NULL, NULL);
  report("after gtk_tree_list_model_new");
  GtkWidget *win = sp_window(800, 600);
  sw = gtk_scrolled_window_new();
  GtkListItemFactory *f = gtk_signal_list_item_factory_new();
  g_signal_connect(f, "setup", G_CALLBACK(setup_cb), NULL);
  g_signal_connect(f, "bind", G_CALLBACK(bind_cb), NULL);
  g_signal_connect(f, "unbind", G_CALLBACK(unbind_cb), NULL);
  lv = gtk_list_view_new(GTK_SELECTION_MODEL(gtk_no_selection_new(G_LIST_MODEL(g_object_ref(tree)))), f);
  gtk_scrolled_window_set_child(GTK_SCROLLED_WINDOW(sw), lv);
  gtk_window_set_child(GTK_WINDOW(win), sw);
  gtk_window_present(GTK_WINDOW(win));
  sp_run_frames(1);
  report("after first frame");
  sp_run_frames(5);
  report("after 5 more frames");
  create_n = create_root_n = 0; bind_n = 0;
  GtkAdjustment *va = gtk_scrollable_get_vadjustment(GTK_SCROLLABLE(lv));
#if GTK_CHECK_VERSION(4,12,0)
  if (argc > 1 && strcmp(argv[1], "vadj") == 0) { gtk_adjustment_set_value(va, gtk_adjustment_get_upper(va) - gtk_adjustment_get_page_size(va)); sp_run_frames(3); } else {
  if (!(argc > 1 && strcmp(argv[1], "vadj") == 0)) printf("gtk_list_view_scroll_to(lv, %d, GTK_LIST_SCROLL_NONE, NULL)\n", NROOT - 1);
  gtk_list_view_scroll_to(GTK_LIST_VIEW(lv), NROOT - 1, GTK_LIST_SCROLL_NONE, NULL);
  sp_run_frames(5); }
#else
  if (argc > 1 && strcmp(argv[1], "vadj") == 0) {
    printf("scrolling by setting vadjustment to upper-page_size, repeated until stable\n");
    for (int k = 0; k < 10; k++) {
      gtk_adjustment_set_value(va, gtk_adjustment_get_upper(va) - gtk_adjustment_get_page_size(va));
      sp_run_frames(2);
    }
  } else {
    printf("gtk_widget_activate_action(lv, \"list.scroll-to-item\", \"u\", %d)\n", NROOT - 1);
    gtk_widget_activate_action(lv, "list.scroll-to-item", "u", NROOT - 1);
    sp_run_frames(5);
  }
#endif
  printf("  vadj value=%.0f upper=%.0f page=%.0f\n", gtk_adjustment_get_value(va), gtk_adjustment_get_upper(va), gtk_adjustment_get_page_size(va));
  report("after scrolling to end (counters reset before scroll)");
  { int yy[2] = {5, 590};
    for (int k = 0; k < 2; k++) { GtkWidget *p = gtk_widget_pick(lv, 100, yy[k], GTK_PICK_DEFAULT);
      printf("  pick(100,%d) -> %s", yy[k], p ? G_OBJECT_TYPE_NAME(p) : "NULL");
      printf(" text=%s\n", p && GTK_IS_LABEL(p) ? gtk_label_get_text(GTK_LABEL(p)) : "-"); } }
  /* back to top for the expand test */
  gtk_adjustment_set_value(va, 0); sp_run_frames(3);
  create_n = create_root_n = 0; bind_n = 0;
  GtkTreeListRow *r0 = gtk_tree_list_model_get_row(tree, 0);
  printf("gtk_tree_list_row_is_expandable(row0) x3 directly (counting create_func calls):\n");
  for (int i = 0; i < 3; i++) gtk_tree_list_row_is_expandable(r0);
  printf("  create calls=%d\n", create_n);
  printf("gtk_tree_list_row_set_expanded(row0, TRUE)\n");
  gtk_tree_list_row_set_expanded(r0, TRUE); g_object_unref(r0);
  sp_run_frames(2); row0("after expand");
  GObject *obj = g_list_model_get_item(G_LIST_MODEL(root), 0);
  printf("variant A: g_list_store_remove(root,0); g_list_store_insert(root,0,same obj)\n");
  g_list_store_remove(root, 0); g_list_store_insert(root, 0, obj);
  sp_run_frames(2); row0("after remove+insert");
  r0 = gtk_tree_list_model_get_row(tree, 0); gtk_tree_list_row_set_expanded(r0, TRUE); g_object_unref(r0);
  sp_run_frames(2); row0("re-expanded");
  printf("variant B: g_list_store_splice(root,0,1,&obj,1)\n");
  g_list_store_splice(root, 0, 1, (gpointer *)&obj, 1);
  sp_run_frames(2); row0("after splice same obj");
  r0 = gtk_tree_list_model_get_row(tree, 0); gtk_tree_list_row_set_expanded(r0, TRUE); g_object_unref(r0);
  printf("variant C: expanded, then g_list_model_items_changed(root,0,0,0) is not possible on GListStore; use remove/insert with frames between\n");
  g_object_ref(obj); g_list_store_remove(root, 0); sp_run_frames(2); g_list_store_insert(root, 0, obj); g_object_unref(obj);
  sp_run_frames(2); row0("after remove, frame, insert");
  g_object_unref(obj);
  return 0;
}
