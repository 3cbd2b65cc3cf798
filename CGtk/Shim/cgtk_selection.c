#include "cgtk.h"

#pragma mark - CGtkSelection

struct _CGtkSelection {
  GObject parent_instance;
  GtkSelectionModel *inner;
  GtkBitset *unselectable;
  CGtkSelectionFilterFunc filter;
  CGtkSelectionChangedFunc changed;
  gpointer context;
  GDestroyNotify release;
};

static void cgtk_selection_list_iface_init(GListModelInterface *iface);
static void cgtk_selection_model_iface_init(GtkSelectionModelInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE(CGtkSelection, cgtk_selection, G_TYPE_OBJECT,
                              G_IMPLEMENT_INTERFACE(G_TYPE_LIST_MODEL, cgtk_selection_list_iface_init)
                                  G_IMPLEMENT_INTERFACE(GTK_TYPE_SELECTION_MODEL, cgtk_selection_model_iface_init))

static void cgtk_selection_release_hooks(CGtkSelection *self) {
  if (self->release != NULL && self->context != NULL) self->release(self->context);
  self->filter = NULL;
  self->changed = NULL;
  self->context = NULL;
  self->release = NULL;
}

static void cgtk_selection_dispose(GObject *object) {
  CGtkSelection *self = CGTK_SELECTION(object);
  cgtk_selection_release_hooks(self);
  if (self->inner != NULL) {
    g_signal_handlers_disconnect_by_data(self->inner, self);
    g_clear_object(&self->inner);
  }
  G_OBJECT_CLASS(cgtk_selection_parent_class)->dispose(object);
}

static void cgtk_selection_finalize(GObject *object) {
  gtk_bitset_unref(CGTK_SELECTION(object)->unselectable);
  G_OBJECT_CLASS(cgtk_selection_parent_class)->finalize(object);
}

static void cgtk_selection_class_init(CGtkSelectionClass *klass) {
  G_OBJECT_CLASS(klass)->dispose = cgtk_selection_dispose;
  G_OBJECT_CLASS(klass)->finalize = cgtk_selection_finalize;
}

static void cgtk_selection_init(CGtkSelection *self) { self->unselectable = gtk_bitset_new_empty(); }

static GType cgtk_selection_get_item_type(GListModel *model) {
  return g_list_model_get_item_type(G_LIST_MODEL(CGTK_SELECTION(model)->inner));
}

static guint cgtk_selection_get_n_items(GListModel *model) {
  return g_list_model_get_n_items(G_LIST_MODEL(CGTK_SELECTION(model)->inner));
}

static gpointer cgtk_selection_get_item(GListModel *model, guint position) {
  return g_list_model_get_item(G_LIST_MODEL(CGTK_SELECTION(model)->inner), position);
}

static void cgtk_selection_list_iface_init(GListModelInterface *iface) {
  iface->get_item_type = cgtk_selection_get_item_type;
  iface->get_n_items = cgtk_selection_get_n_items;
  iface->get_item = cgtk_selection_get_item;
}

static gboolean cgtk_selection_is_selected(GtkSelectionModel *model, guint position) {
  return gtk_selection_model_is_selected(CGTK_SELECTION(model)->inner, position);
}

static GtkBitset *cgtk_selection_get_selection_in_range(GtkSelectionModel *model, guint position, guint n) {
  return gtk_selection_model_get_selection_in_range(CGTK_SELECTION(model)->inner, position, n);
}

// Applies the filtered change to the inner model, each kind by its own API.
static void cgtk_selection_apply(CGtkSelection *self, GtkBitset *adding, GtkBitset *removing) {
  if (GTK_IS_SINGLE_SELECTION(self->inner)) {
    GtkSingleSelection *single = GTK_SINGLE_SELECTION(self->inner);
    if (!gtk_bitset_is_empty(adding)) {
      gtk_single_selection_set_selected(single, gtk_bitset_get_minimum(adding));
    } else if (gtk_bitset_contains(removing, gtk_single_selection_get_selected(single))) {
      gtk_single_selection_set_selected(single, GTK_INVALID_LIST_POSITION);
    }
  } else {
    GtkBitset *mask = gtk_bitset_copy(adding);
    gtk_bitset_union(mask, removing);
    gtk_selection_model_set_selection(self->inner, adding, mask);
    gtk_bitset_unref(mask);
  }
}

static gboolean cgtk_selection_set_selection(GtkSelectionModel *model, GtkBitset *selected, GtkBitset *mask) {
  CGtkSelection *self = CGTK_SELECTION(model);
  if (GTK_IS_NO_SELECTION(self->inner)) return FALSE;
  // A copy: GtkMultiSelection hands out its live bitset, which the change below mutates.
  GtkBitset *live = gtk_selection_model_get_selection(self->inner);
  GtkBitset *old = gtk_bitset_copy(live);
  gtk_bitset_unref(live);
  GtkBitset *adding = gtk_bitset_copy(selected);
  gtk_bitset_intersect(adding, mask);
  gtk_bitset_subtract(adding, old);
  GtkBitset *removing = gtk_bitset_copy(mask);
  gtk_bitset_subtract(removing, selected);
  gtk_bitset_intersect(removing, old);
  gboolean wanted_to_add = !gtk_bitset_is_empty(adding);
  gtk_bitset_subtract(adding, self->unselectable);
  if (self->filter != NULL) self->filter(self->context, adding, removing);
  // A gesture whose every new row was refused changes nothing (UIKit keeps the old selection).
  gboolean refused = wanted_to_add && gtk_bitset_is_empty(adding);
  // One row at most in single mode, as GtkSingleSelection: Ctrl+A and ranges are refused.
  if (GTK_IS_SINGLE_SELECTION(self->inner) && gtk_bitset_get_size(adding) > 1) refused = TRUE;
  if (!refused) cgtk_selection_apply(self, adding, removing);
  if (!refused && self->changed != NULL) {
    GtkBitset *now = gtk_selection_model_get_selection(self->inner);
    GtkBitset *added = gtk_bitset_copy(now);
    gtk_bitset_subtract(added, old);
    GtkBitset *removed = gtk_bitset_copy(old);
    gtk_bitset_subtract(removed, now);
    if (!gtk_bitset_is_empty(added) || !gtk_bitset_is_empty(removed)) self->changed(self->context, added, removed);
    gtk_bitset_unref(added);
    gtk_bitset_unref(removed);
    gtk_bitset_unref(now);
  }
  gtk_bitset_unref(old);
  gtk_bitset_unref(adding);
  gtk_bitset_unref(removing);
  return !refused;
}

static guint cgtk_selection_count(CGtkSelection *self) { return g_list_model_get_n_items(G_LIST_MODEL(self->inner)); }

static gboolean cgtk_selection_change(GtkSelectionModel *model, guint position, guint n, gboolean select,
                                      gboolean unselect_rest) {
  CGtkSelection *self = CGTK_SELECTION(model);
  GtkBitset *range = gtk_bitset_new_range(position, n);
  GtkBitset *selected = select ? gtk_bitset_ref(range) : gtk_bitset_new_empty();
  GtkBitset *mask = unselect_rest ? gtk_bitset_new_range(0, cgtk_selection_count(self)) : gtk_bitset_ref(range);
  gboolean result = cgtk_selection_set_selection(model, selected, mask);
  gtk_bitset_unref(range);
  gtk_bitset_unref(selected);
  gtk_bitset_unref(mask);
  return result;
}

static gboolean cgtk_selection_select_item(GtkSelectionModel *model, guint position, gboolean unselect_rest) {
  return cgtk_selection_change(model, position, 1, TRUE, unselect_rest);
}

static gboolean cgtk_selection_unselect_item(GtkSelectionModel *model, guint position) {
  return cgtk_selection_change(model, position, 1, FALSE, FALSE);
}

static gboolean cgtk_selection_select_range(GtkSelectionModel *model, guint position, guint n, gboolean unselect_rest) {
  return cgtk_selection_change(model, position, n, TRUE, unselect_rest);
}

static gboolean cgtk_selection_unselect_range(GtkSelectionModel *model, guint position, guint n) {
  return cgtk_selection_change(model, position, n, FALSE, FALSE);
}

static gboolean cgtk_selection_select_all(GtkSelectionModel *model) {
  return cgtk_selection_change(model, 0, cgtk_selection_count(CGTK_SELECTION(model)), TRUE, FALSE);
}

static gboolean cgtk_selection_unselect_all(GtkSelectionModel *model) {
  return cgtk_selection_change(model, 0, cgtk_selection_count(CGTK_SELECTION(model)), FALSE, FALSE);
}

static void cgtk_selection_model_iface_init(GtkSelectionModelInterface *iface) {
  iface->is_selected = cgtk_selection_is_selected;
  iface->get_selection_in_range = cgtk_selection_get_selection_in_range;
  iface->select_item = cgtk_selection_select_item;
  iface->unselect_item = cgtk_selection_unselect_item;
  iface->select_range = cgtk_selection_select_range;
  iface->unselect_range = cgtk_selection_unselect_range;
  iface->select_all = cgtk_selection_select_all;
  iface->unselect_all = cgtk_selection_unselect_all;
  iface->set_selection = cgtk_selection_set_selection;
}

static void cgtk_selection_inner_items_changed(GListModel *inner, guint position, guint removed, guint added,
                                               gpointer data) {
  g_list_model_items_changed(G_LIST_MODEL(data), position, removed, added);
}

static void cgtk_selection_inner_selection_changed(GtkSelectionModel *inner, guint position, guint n, gpointer data) {
  gtk_selection_model_selection_changed(GTK_SELECTION_MODEL(data), position, n);
}

CGtkSelection *cgtk_selection_new(GtkSelectionModel *inner) {
  CGtkSelection *self = g_object_new(CGTK_TYPE_SELECTION, NULL);
  self->inner = inner;
  g_signal_connect(inner, "items-changed", G_CALLBACK(cgtk_selection_inner_items_changed), self);
  g_signal_connect(inner, "selection-changed", G_CALLBACK(cgtk_selection_inner_selection_changed), self);
  return self;
}

void cgtk_selection_set_unselectable(CGtkSelection *self, const guint *positions, guint n) {
  g_return_if_fail(CGTK_IS_SELECTION(self));
  gtk_bitset_remove_all(self->unselectable);
  for (guint i = 0; i < n; i++) gtk_bitset_add(self->unselectable, positions[i]);
}

void cgtk_selection_set_hooks(CGtkSelection *self, CGtkSelectionFilterFunc filter, CGtkSelectionChangedFunc changed,
                              gpointer context, GDestroyNotify release) {
  g_return_if_fail(CGTK_IS_SELECTION(self));
  cgtk_selection_release_hooks(self);
  self->filter = filter;
  self->changed = changed;
  self->context = context;
  self->release = release;
}
