#include "cgtk_columns.h"

GtkColumnView *cgtk_column_view(gpointer object) {
  return object != NULL && GTK_IS_COLUMN_VIEW(object) ? GTK_COLUMN_VIEW(object) : NULL;
}

GtkColumnViewColumn *cgtk_column_view_column(gpointer object) {
  return object != NULL && GTK_IS_COLUMN_VIEW_COLUMN(object) ? GTK_COLUMN_VIEW_COLUMN(object) : NULL;
}

#pragma mark - Header sorters

// The tag of the header sorter GTK compared with last (see cgtk_column_view_read_sort on 4.8).
static guint compared_tag;
static gboolean compared;

static int header_compare(gconstpointer a, gconstpointer b, gpointer tag) {
  (void)a;
  (void)b;
  compared = TRUE;
  compared_tag = GPOINTER_TO_UINT(tag);
  return GTK_ORDERING_SMALLER;
}

GtkSorter *cgtk_header_sorter_new(guint tag) {
  return GTK_SORTER(gtk_custom_sorter_new(header_compare, GUINT_TO_POINTER(tag), NULL));
}

static gboolean runtime_at_least(guint minor) {
  return gtk_get_major_version() > 4 || gtk_get_minor_version() >= minor;
}

gboolean cgtk_column_view_read_sort(GtkColumnView *view, guint *tag, gboolean *descending) {
  GtkSorter *sorter = gtk_column_view_get_sorter(view);
  if (sorter == NULL) return FALSE;
#if GTK_CHECK_VERSION(4, 10, 0)
  if (runtime_at_least(10)) {
    GtkColumnViewColumn *column = gtk_column_view_sorter_get_primary_sort_column(GTK_COLUMN_VIEW_SORTER(sorter));
    if (column == NULL) return FALSE;
    GtkSorter *header = gtk_column_view_column_get_sorter(column);
    if (header == NULL) return FALSE;
    compared = FALSE;
    gtk_sorter_compare(header, G_OBJECT(view), G_OBJECT(sorter));
    if (!compared) return FALSE;
    *tag = compared_tag;
    *descending = gtk_column_view_sorter_get_primary_sort_order(GTK_COLUMN_VIEW_SORTER(sorter)) ==
                  GTK_SORT_DESCENDING;
    return TRUE;
  }
#endif
  // GTK 4.8 has no getters: the view's sorter compares by its primary column's sorter first and
  // inverts the answer when that column sorts descending. Ours always answer "smaller", so the
  // first one asked is the primary column and the sign is its direction. Any two distinct
  // objects do (gtk_sorter_compare answers "equal" for an object and itself without asking).
  compared = FALSE;
  GtkOrdering order = gtk_sorter_compare(sorter, G_OBJECT(view), G_OBJECT(sorter));
  if (!compared) return FALSE;
  *tag = compared_tag;
  *descending = order == GTK_ORDERING_LARGER;
  return TRUE;
}

void cgtk_column_view_set_sort(GtkColumnView *view, GtkColumnViewColumn *column, gboolean descending) {
  // Sorting by another column while one is sorted leaves the old arrow on both 4.8 and 4.18
  // (scripts/probes/tables-and-trees): clear first.
  gtk_column_view_sort_by_column(view, NULL, GTK_SORT_ASCENDING);
  if (column != NULL) gtk_column_view_sort_by_column(view, column, descending ? GTK_SORT_DESCENDING : GTK_SORT_ASCENDING);
}

void cgtk_column_view_column_set_id_if_supported(GtkColumnViewColumn *column, const char *id) {
#if GTK_CHECK_VERSION(4, 10, 0)
  if (runtime_at_least(10)) gtk_column_view_column_set_id(column, id);
#else
  (void)column;
  (void)id;
#endif
}

const char *cgtk_column_view_column_get_name(GtkColumnViewColumn *column) {
#if GTK_CHECK_VERSION(4, 10, 0)
  if (runtime_at_least(10) && gtk_column_view_column_get_id(column) != NULL) return gtk_column_view_column_get_id(column);
#endif
  // A column is no GtkBuildable: GtkBuilder keeps its object id as this data instead.
  if (GTK_IS_BUILDABLE(column)) return gtk_buildable_get_buildable_id(GTK_BUILDABLE(column));
  return g_object_get_data(G_OBJECT(column), "gtk-builder-id");
}

#pragma mark - Column visibility

static void visibility_change_state(GSimpleAction *action, GVariant *value, gpointer column) {
  gtk_column_view_column_set_visible(GTK_COLUMN_VIEW_COLUMN(column), g_variant_get_boolean(value));
  g_simple_action_set_state(action, value);
}

static void visibility_follow(GObject *column, GParamSpec *spec, gpointer action) {
  (void)spec;
  g_simple_action_set_state(G_SIMPLE_ACTION(action),
                            g_variant_new_boolean(gtk_column_view_column_get_visible(GTK_COLUMN_VIEW_COLUMN(column))));
}

void cgtk_column_visibility_action_add(GSimpleActionGroup *group, GMenu *menu, GtkColumnViewColumn *column,
                                       const char *name, const char *prefix, const char *label) {
  GSimpleAction *action =
      g_simple_action_new_stateful(name, NULL, g_variant_new_boolean(gtk_column_view_column_get_visible(column)));
  g_signal_connect_object(action, "change-state", G_CALLBACK(visibility_change_state), column, 0);
  g_signal_connect_object(column, "notify::visible", G_CALLBACK(visibility_follow), action, 0);
  g_action_map_add_action(G_ACTION_MAP(group), G_ACTION(action));
  g_object_unref(action);
  char *detailed = g_strdup_printf("%s.%s", prefix, name);
  g_menu_append(menu, label, detailed);
  g_free(detailed);
}
