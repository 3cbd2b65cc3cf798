#include "cgtk_tree.h"

#include <string.h>

// Tree items and lazy levels: the models GtkListKit's TreeListManager gives GtkTreeListModel.

#pragma mark - CGtkTreeItem

struct _CGtkTreeItem {
  GObject parent_instance;
  guint64 key;
};

G_DEFINE_FINAL_TYPE(CGtkTreeItem, cgtk_tree_item, G_TYPE_OBJECT)

static void cgtk_tree_item_class_init(CGtkTreeItemClass *klass) { (void)klass; }
static void cgtk_tree_item_init(CGtkTreeItem *self) { self->key = 0; }

static CGtkTreeItem *tree_item_new(guint64 key) {
  CGtkTreeItem *item = g_object_new(CGTK_TYPE_TREE_ITEM, NULL);
  item->key = key;
  return item;
}

guint64 cgtk_tree_item_get_key(gpointer object) {
  if (object == NULL || !CGTK_IS_TREE_ITEM(object)) return 0;
  return CGTK_TREE_ITEM(object)->key;
}

#pragma mark - CGtkTreeLevel

struct _CGtkTreeLevel {
  GObject parent_instance;
  GArray *keys;      // of guint64, one per item
  GPtrArray *items;  // of CGtkTreeItem or NULL (made on the first get_item, then kept), owned
  gboolean loaded;
  gboolean loading;
  CGtkTreeLoadFunc load;
  gpointer context;
  GDestroyNotify release;
};

static guint64 levels_created = 0;

static void item_unref(gpointer item) {
  if (item != NULL) g_object_unref(item);
}
static guint64 levels_loaded = 0;

static void cgtk_tree_level_iface_init(GListModelInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE(CGtkTreeLevel, cgtk_tree_level, G_TYPE_OBJECT,
                              G_IMPLEMENT_INTERFACE(G_TYPE_LIST_MODEL, cgtk_tree_level_iface_init))

static void cgtk_tree_level_finalize(GObject *object) {
  CGtkTreeLevel *self = CGTK_TREE_LEVEL(object);
  g_array_unref(self->keys);
  g_ptr_array_unref(self->items);
  if (self->release != NULL && self->context != NULL) self->release(self->context);
  G_OBJECT_CLASS(cgtk_tree_level_parent_class)->finalize(object);
}

static void cgtk_tree_level_class_init(CGtkTreeLevelClass *klass) {
  G_OBJECT_CLASS(klass)->finalize = cgtk_tree_level_finalize;
}

static void cgtk_tree_level_init(CGtkTreeLevel *self) {
  self->keys = g_array_new(FALSE, FALSE, sizeof(guint64));
  self->items = g_ptr_array_new_with_free_func(item_unref);
  levels_created++;
}

// The first read loads the level (once; a re-entrant read during the load sees it empty).
static void ensure_loaded(CGtkTreeLevel *self) {
  if (self->loaded || self->loading) return;
  self->loading = TRUE;
  if (self->load != NULL) self->load(self->context, self);
  self->loading = FALSE;
  self->loaded = TRUE;
  levels_loaded++;
}

static GType cgtk_tree_level_get_item_type(GListModel *model) {
  (void)model;
  return CGTK_TYPE_TREE_ITEM;
}

static guint cgtk_tree_level_get_n_items(GListModel *model) {
  CGtkTreeLevel *self = CGTK_TREE_LEVEL(model);
  ensure_loaded(self);
  return self->items->len;
}

static gpointer cgtk_tree_level_get_item(GListModel *model, guint position) {
  CGtkTreeLevel *self = CGTK_TREE_LEVEL(model);
  ensure_loaded(self);
  if (position >= self->items->len) return NULL;
  // Made on the first read, as C's lazy models do: GTK 4.8 reads only the rows it shows.
  gpointer *slot = &g_ptr_array_index(self->items, position);
  if (*slot == NULL) *slot = tree_item_new(g_array_index(self->keys, guint64, position));
  return g_object_ref(*slot);
}

static void cgtk_tree_level_iface_init(GListModelInterface *iface) {
  iface->get_item_type = cgtk_tree_level_get_item_type;
  iface->get_n_items = cgtk_tree_level_get_n_items;
  iface->get_item = cgtk_tree_level_get_item;
}

CGtkTreeLevel *cgtk_tree_level_new(CGtkTreeLoadFunc load, gpointer context, GDestroyNotify release) {
  CGtkTreeLevel *self = g_object_new(CGTK_TYPE_TREE_LEVEL, NULL);
  self->load = load;
  self->context = context;
  self->release = release;
  return self;
}

// Inserts `n` keys at `position`, their items not made yet (NULL slots).
static void insert_items(CGtkTreeLevel *self, guint position, const guint64 *keys, guint n) {
  if (n == 0) return;
  g_array_insert_vals(self->keys, position, keys, n);
  guint tail = self->items->len - position;
  g_ptr_array_set_size(self->items, (gint)(self->items->len + n));
  gpointer *data = self->items->pdata;
  memmove(data + position + n, data + position, tail * sizeof(gpointer));
  memset(data + position, 0, n * sizeof(gpointer));
}

void cgtk_tree_level_fill(CGtkTreeLevel *level, const guint64 *keys, guint n) {
  g_return_if_fail(CGTK_IS_TREE_LEVEL(level));
  g_ptr_array_set_size(level->items, 0);
  g_array_set_size(level->keys, 0);
  insert_items(level, 0, keys, n);
  level->loaded = TRUE;
}

void cgtk_tree_level_splice(CGtkTreeLevel *level, guint position, guint removed, const guint64 *keys, guint n) {
  g_return_if_fail(CGTK_IS_TREE_LEVEL(level));
  if (position > level->items->len || removed > level->items->len - position) return;
  g_ptr_array_remove_range(level->items, position, removed);
  g_array_remove_range(level->keys, position, removed);
  insert_items(level, position, keys, n);
  g_list_model_items_changed(G_LIST_MODEL(level), position, removed, n);
}

gboolean cgtk_tree_level_is_loaded(CGtkTreeLevel *level) { return level != NULL && level->loaded; }
guint64 cgtk_tree_level_created_count(void) { return levels_created; }
guint64 cgtk_tree_level_loaded_count(void) { return levels_loaded; }

#pragma mark - Actions

gboolean cgtk_tree_expander_activate(GtkTreeExpander *expander, gboolean expand) {
  g_return_val_if_fail(GTK_IS_TREE_EXPANDER(expander), FALSE);
  if (expand) return gtk_widget_activate_action(GTK_WIDGET(expander), "listitem.expand", "b", FALSE);
  return gtk_widget_activate_action(GTK_WIDGET(expander), "listitem.collapse", NULL);
}

#pragma mark - Casts

GtkTreeListRow *cgtk_tree_list_row(gpointer object) {
  return object != NULL && GTK_IS_TREE_LIST_ROW(object) ? GTK_TREE_LIST_ROW(object) : NULL;
}
GtkTreeExpander *cgtk_tree_expander(gpointer object) {
  return object != NULL && GTK_IS_TREE_EXPANDER(object) ? GTK_TREE_EXPANDER(object) : NULL;
}
GtkTreeListModel *cgtk_tree_list_model(gpointer object) {
  return object != NULL && GTK_IS_TREE_LIST_MODEL(object) ? GTK_TREE_LIST_MODEL(object) : NULL;
}
GListModel *cgtk_tree_level_as_list_model(CGtkTreeLevel *level) { return G_LIST_MODEL(level); }

void cgtk_accessible_set_tree_item(GtkWidget *widget, guint level, int expanded) {
  gtk_accessible_update_property(GTK_ACCESSIBLE(widget), GTK_ACCESSIBLE_PROPERTY_LEVEL, (int)level, -1);
  if (expanded < 0)
    gtk_accessible_reset_state(GTK_ACCESSIBLE(widget), GTK_ACCESSIBLE_STATE_EXPANDED);
  else
    gtk_accessible_update_state(GTK_ACCESSIBLE(widget), GTK_ACCESSIBLE_STATE_EXPANDED, expanded != 0, -1);
}

gboolean cgtk_accessible_make_tree_item(GtkWidget *widget) {
  GtkAccessibleRole role = gtk_accessible_get_accessible_role(GTK_ACCESSIBLE(widget));
  if (role == GTK_ACCESSIBLE_ROLE_TREE_ITEM)
    return TRUE;
  if (gtk_widget_get_realized(widget))
    return FALSE;
  g_object_set(widget, "accessible-role", GTK_ACCESSIBLE_ROLE_TREE_ITEM, NULL);
  return gtk_accessible_get_accessible_role(GTK_ACCESSIBLE(widget)) == GTK_ACCESSIBLE_ROLE_TREE_ITEM;
}
