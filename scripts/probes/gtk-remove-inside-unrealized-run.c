// Build and run: gcc gtk-remove-inside-unrealized-run.c -o /tmp/probe $(pkg-config --cflags --libs gtk4) && GTK_A11Y=none xvfb-run -a /tmp/probe
// Measured: GTK 4.8.3, as is: 4 row widgets keep removed items (positions 406..409 while the
// model has r757..r760 there), the kept r408 is held by two row widgets, and removing all rows
// then warns "Duplicate item detected in list"; extended: 0, 0, no warning. GTK 4.18.6: 0 in both.
// Does GTK release every row widget of a removed range when the range starts inside a run of
// rows that have no widget? GTK 4.8's gtk_list_item_manager_remove_items() looks the start up
// with get_nth(position, NULL), drops the offset into that run and then removes whole nodes
// counted from the run's start: the last `offset` rows of the range keep their widgets, now
// sitting before `position` with stale items (and a kept item gets a second widget).
// Case "extended": the same change emitted from the row after the last realized one, the
// skipped unrealized rows removed and re-added as the same objects.
#include <gtk/gtk.h>
static GPtrArray *list_items;
static int duplicate_warnings;
static GLogWriterOutput count_warning(GLogLevelFlags level, const GLogField *fields, gsize n, gpointer u) {
  for (gsize i = 0; i < n; i++)
    if (g_str_equal(fields[i].key, "MESSAGE") && strstr(fields[i].value, "Duplicate item detected")) {
      duplicate_warnings++;
      return G_LOG_WRITER_HANDLED;
    }
  return g_log_writer_default(level, fields, n, u);
}
static GtkWidget *lv;
static void setup(GtkSignalListItemFactory *f, GtkListItem *li, gpointer u) {
  gtk_list_item_set_child(li, gtk_label_new(""));
  g_ptr_array_add(list_items, li);
}
static void teardown(GtkSignalListItemFactory *f, GtkListItem *li, gpointer u) { g_ptr_array_remove(list_items, li); }
static void bind(GtkSignalListItemFactory *f, GtkListItem *li, gpointer u) {
  gtk_label_set_text(GTK_LABEL(gtk_list_item_get_child(li)), gtk_string_object_get_string(gtk_list_item_get_item(li)));
}
static void pump(void) {
  for (int r = 0; r < 30; r++) { while (g_main_context_iteration(NULL, FALSE)); g_usleep(10000); }
}
// Rows whose widget is in the view: the list item's child's parent (the row widget) is a child of the view.
static gboolean realized(GtkListItem *li) {
  GtkWidget *child = gtk_list_item_get_child(li);
  return gtk_list_item_get_item(li) != NULL && child && gtk_widget_get_parent(child) &&
         gtk_widget_get_parent(gtk_widget_get_parent(child)) == lv;
}
static void print_realized(void) {
  static gboolean on[4096];
  memset(on, 0, sizeof on);
  for (guint i = 0; i < list_items->len; i++)
    if (realized(list_items->pdata[i])) on[MIN(gtk_list_item_get_position(list_items->pdata[i]), 4095)] = TRUE;
  printf("  rows with a widget:");
  for (guint p = 0; p < 4096; p++)
    if (on[p] && (p == 0 || !on[p - 1])) { guint e = p; while (e + 1 < 4096 && on[e + 1]) e++; printf(" %u..%u", p, e); }
  printf("\n");
}
static int wrong_rows(GListModel *model, const char *label) {
  int wrong = 0, dup = 0;
  GHashTable *seen = g_hash_table_new(NULL, NULL);
  for (guint i = 0; i < list_items->len; i++) {
    GtkListItem *li = list_items->pdata[i];
    if (!realized(li)) continue;
    gpointer item = gtk_list_item_get_item(li);
    guint pos = gtk_list_item_get_position(li);
    gpointer want = pos < g_list_model_get_n_items(model) ? g_list_model_get_item(model, pos) : NULL;
    if (want != item) {
      wrong++;
      if (wrong <= 6) printf("  %s: row widget at position %u shows \"%s\", the model has \"%s\" there\n", label, pos,
                             gtk_string_object_get_string(item), want ? gtk_string_object_get_string(want) : "-");
    }
    if (want) g_object_unref(want);
    if (g_hash_table_contains(seen, item)) dup++;
    g_hash_table_add(seen, item);
  }
  g_hash_table_unref(seen);
  printf("  %s: %d row widgets hold a wrong item, %d items are held by two row widgets\n", label, wrong, dup);
  return wrong + dup;
}

static int run(gboolean extended) {
  list_items = g_ptr_array_new();
  GListStore *store = g_list_store_new(GTK_TYPE_STRING_OBJECT);
  for (int i = 0; i < 1000; i++) {
    char text[16]; g_snprintf(text, sizeof text, "r%d", i);
    GtkStringObject *o = gtk_string_object_new(text); g_list_store_append(store, o); g_object_unref(o);
  }
  GtkListItemFactory *f = gtk_signal_list_item_factory_new();
  g_signal_connect(f, "setup", G_CALLBACK(setup), NULL);
  g_signal_connect(f, "bind", G_CALLBACK(bind), NULL);
  g_signal_connect(f, "teardown", G_CALLBACK(teardown), NULL);
  GtkSingleSelection *sel = gtk_single_selection_new(G_LIST_MODEL(store));
  gtk_single_selection_set_autoselect(sel, FALSE);
  lv = gtk_list_view_new(GTK_SELECTION_MODEL(sel), f);
  GtkWidget *sw = gtk_scrolled_window_new(); gtk_scrolled_window_set_child(GTK_SCROLLED_WINDOW(sw), lv);
  GtkWidget *w = gtk_window_new(); gtk_window_set_default_size(GTK_WINDOW(w), 300, 400); gtk_window_set_child(GTK_WINDOW(w), sw);
  gtk_window_present(GTK_WINDOW(w)); pump();
  // Row 50 keeps a widget (the "selected" tracker), the viewport is far below it.
  gtk_widget_activate_action(lv, "list.select-item", "(ubb)", 50, FALSE, FALSE); pump();
  gtk_widget_activate_action(lv, "list.scroll-to-item", "u", 600); pump();
  print_realized();
  guint first_after = 0;  // first realized row after 50
  for (guint i = 0; i < list_items->len; i++) {
    GtkListItem *li = list_items->pdata[i];
    guint p = gtk_list_item_get_position(li);
    if (realized(li) && p > 50 && (first_after == 0 || p < first_after)) first_after = p;
  }
  // Remove from 55 (offset 4 into the run 51..first_after-1) to 8 rows past the run's end; the
  // second to last removed row is kept: re-added at the end of the added rows.
  guint position = 55, removed = first_after - 51 + 8, kept_old = position + removed - 2;
  GtkStringObject *kept = g_list_model_get_item(G_LIST_MODEL(store), kept_old);
  GPtrArray *added = g_ptr_array_new_with_free_func(g_object_unref);
  for (int i = 0; i < 3; i++) g_ptr_array_add(added, gtk_string_object_new("new"));
  g_ptr_array_add(added, kept);
  printf("%s: realized rows 50 and %u..; splice %u-%u+%u, \"%s\" kept (old %u, new %u)\n",
         extended ? "extended from 51" : "as is", first_after, position, removed, added->len,
         gtk_string_object_get_string(kept), kept_old, position + added->len - 1);
  if (extended) {
    // The same change from 51: rows 51..54 removed and re-added as the same objects.
    guint skip = position - 51;
    for (guint i = 0; i < skip; i++) g_ptr_array_insert(added, i, g_list_model_get_item(G_LIST_MODEL(store), 51 + i));
    g_list_store_splice(store, 51, removed + skip, added->pdata, added->len);
  } else {
    g_list_store_splice(store, position, removed, added->pdata, added->len);
  }
  int bad = wrong_rows(G_LIST_MODEL(store), "right after the splice");
  pump();
  bad += wrong_rows(G_LIST_MODEL(store), "after the main loop ran");
  // A later change that releases both row widgets of the kept item makes GTK warn.
  duplicate_warnings = 0;
  g_list_store_remove_all(store); pump();
  printf("  then remove all: %d \"Duplicate item detected\" warnings\n", duplicate_warnings);
  bad += duplicate_warnings;
  g_ptr_array_unref(added);
  gtk_window_destroy(GTK_WINDOW(w)); pump();  // the selection owned the store
  return bad;
}

int main(void) {
  gtk_init();
  g_log_set_writer_func(count_warning, NULL, NULL);
  printf("GTK %d.%d.%d\n", gtk_get_major_version(), gtk_get_minor_version(), gtk_get_micro_version());
  int as_is = run(FALSE);
  int extended = run(TRUE);
  printf("wrong rows, duplicates and warnings: as is %d, extended %d\n", as_is, extended);
  return 0;
}
