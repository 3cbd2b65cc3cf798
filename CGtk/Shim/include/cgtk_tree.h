// CGtk for trees: the item objects and lazy child models a GtkTreeListModel reads.
#ifndef CGTK_TREE_H
#define CGTK_TREE_H

#include <gtk/gtk.h>

G_BEGIN_DECLS

#pragma mark - Tree items

// Why: GtkTreeListModel hands create_func the item of a row; this object carries the node's
// key (a number Swift maps to the node's identity, never 0), so create_func needs no lookup.
#define CGTK_TYPE_TREE_ITEM (cgtk_tree_item_get_type())
G_DECLARE_FINAL_TYPE(CGtkTreeItem, cgtk_tree_item, CGTK, TREE_ITEM, GObject)

// The key of a tree item, 0 when `object` is not one (or NULL).
guint64 cgtk_tree_item_get_key(gpointer object);

#pragma mark - Lazy levels

// Why: GtkTreeListModel calls create_func for every row it binds, only to learn whether the row
// is expandable, and drops the model; the children must load only when GTK reads the model
// (on expansion). `load` is called once, on the first get_n_items / get_item, and fills the
// level with cgtk_tree_level_fill.
typedef struct _CGtkTreeLevel CGtkTreeLevel;
typedef void (*CGtkTreeLoadFunc)(gpointer context, CGtkTreeLevel *level);

#define CGTK_TYPE_TREE_LEVEL (cgtk_tree_level_get_type())
G_DECLARE_FINAL_TYPE(CGtkTreeLevel, cgtk_tree_level, CGTK, TREE_LEVEL, GObject)

// A level with no items yet; `release` frees `context` when the level is finalized.
CGtkTreeLevel *cgtk_tree_level_new(CGtkTreeLoadFunc load, gpointer context, GDestroyNotify release);
// Why: called from `load` (or for the root): sets the items without emitting items-changed.
// Each item object is made on GTK's first get_item of it, then kept (GTK 4.8 reads only the rows
// it shows of an expanded folder).
void cgtk_tree_level_fill(CGtkTreeLevel *level, const guint64 *keys, guint n);
// Why: a storage change of a loaded level: removes `removed` items at `position`, inserts new
// items for `keys` there, then emits items-changed (rows outside the range keep their objects).
void cgtk_tree_level_splice(CGtkTreeLevel *level, guint position, guint removed, const guint64 *keys, guint n);
gboolean cgtk_tree_level_is_loaded(CGtkTreeLevel *level);
// How many levels were made and how many loaded, process-wide (tests prove laziness).
guint64 cgtk_tree_level_created_count(void);
guint64 cgtk_tree_level_loaded_count(void);

#pragma mark - Actions

// Why: gtk_widget_activate_action is varargs. Runs the expander's own "listitem.expand" (not
// recursive) or "listitem.collapse" action; FALSE when the expander has no such action.
gboolean cgtk_tree_expander_activate(GtkTreeExpander *expander, gboolean expand);

#pragma mark - Accessibility

// Why: gtk_accessible_update_property/state are varargs. A tree row's level (1 for a root) and
// expanded state (-1: not expandable, the state is reset), which GTK 4.8 sets nowhere.
void cgtk_accessible_set_tree_item(GtkWidget *widget, guint level, int expanded);

// Why: GTK's list rows are created with the list item role and GTK has no setter for a row's
// role (GtkListItem has a label and a description, not a role). A tree list's rows take the
// tree item role through the widget's `accessible-role` property, which GTK accepts until the
// row's accessible context is realized (with the widget): done only while the row widget is not
// realized (a row's first bind), else left alone. TRUE when the row has the role.
gboolean cgtk_accessible_make_tree_item(GtkWidget *widget);

#pragma mark - Casts (NULL when the object is not of that type)

GtkTreeListRow *cgtk_tree_list_row(gpointer object);
GtkTreeExpander *cgtk_tree_expander(gpointer object);
GtkTreeListModel *cgtk_tree_list_model(gpointer object);
// Why: GtkSingleSelection/GtkListView take their model as GListModel*/GtkSelectionModel*.
GListModel *cgtk_tree_level_as_list_model(CGtkTreeLevel *level);

G_END_DECLS

#endif
