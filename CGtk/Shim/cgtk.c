#include "cgtk.h"

#include <dlfcn.h>

#pragma mark - CGtkItem

struct _CGtkItem {
  GObject parent_instance;
  guint position;           // G_MAXUINT when no longer attached to a model's cache
  guint64 serial;
  gpointer payload;
  GDestroyNotify release;
};

G_DEFINE_FINAL_TYPE(CGtkItem, cgtk_item, G_TYPE_OBJECT)

// Plain counters: item objects live on GTK's main thread only.
static guint64 items_created = 0;
static guint64 items_live = 0;

static void cgtk_item_finalize(GObject *object) {
  CGtkItem *self = CGTK_ITEM(object);
  if (self->release != NULL && self->payload != NULL) self->release(self->payload);
  items_live--;
  G_OBJECT_CLASS(cgtk_item_parent_class)->finalize(object);
}

static void cgtk_item_class_init(CGtkItemClass *klass) {
  G_OBJECT_CLASS(klass)->finalize = cgtk_item_finalize;
}

static void cgtk_item_init(CGtkItem *self) {
  self->position = G_MAXUINT;
  items_created++;
  self->serial = items_created;
  items_live++;
}

guint cgtk_item_get_position(CGtkItem *item) {
  g_return_val_if_fail(CGTK_IS_ITEM(item), G_MAXUINT);
  return item->position;
}

guint64 cgtk_item_get_serial(CGtkItem *item) {
  g_return_val_if_fail(CGTK_IS_ITEM(item), 0);
  return item->serial;
}

guint64 cgtk_item_created_count(void) { return items_created; }
guint64 cgtk_item_live_count(void) { return items_live; }

#pragma mark - CGtkListModel

struct _CGtkListModel {
  GObject parent_instance;
  CGtkNItemsFunc n_items;
  CGtkPayloadFunc payload;
  gpointer context;
  GDestroyNotify context_release;
  // position -> CGtkItem*, held weakly: an entry disappears when GTK drops its last ref.
  GHashTable *cache;
  guint64 get_item_calls;
};

static void cgtk_list_model_iface_init(GListModelInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE(CGtkListModel, cgtk_list_model, G_TYPE_OBJECT,
                              G_IMPLEMENT_INTERFACE(G_TYPE_LIST_MODEL, cgtk_list_model_iface_init))

// Weak notify: the item is being disposed; forget it if it is still the cached one.
static void item_disposed(gpointer data, GObject *where_the_object_was) {
  CGtkListModel *self = data;
  CGtkItem *item = (CGtkItem *)where_the_object_was;
  gpointer key = GUINT_TO_POINTER(item->position);
  if (item->position != G_MAXUINT && g_hash_table_lookup(self->cache, key) == item)
    g_hash_table_remove(self->cache, key);
}

static void detach_item(CGtkListModel *self, CGtkItem *item) {
  g_object_weak_unref(G_OBJECT(item), item_disposed, self);
  item->position = G_MAXUINT;
}

static void cgtk_list_model_finalize(GObject *object) {
  CGtkListModel *self = CGTK_LIST_MODEL(object);
  GHashTableIter iter;
  gpointer value;
  g_hash_table_iter_init(&iter, self->cache);
  while (g_hash_table_iter_next(&iter, NULL, &value)) detach_item(self, value);
  g_hash_table_destroy(self->cache);
  if (self->context_release != NULL) self->context_release(self->context);
  G_OBJECT_CLASS(cgtk_list_model_parent_class)->finalize(object);
}

static void cgtk_list_model_class_init(CGtkListModelClass *klass) {
  G_OBJECT_CLASS(klass)->finalize = cgtk_list_model_finalize;
}

static void cgtk_list_model_init(CGtkListModel *self) {
  // Keys are positions stored directly in the pointer (0 included: direct hash handles it).
  self->cache = g_hash_table_new(g_direct_hash, g_direct_equal);
}

static GType cgtk_list_model_get_item_type(GListModel *model) {
  (void)model;
  return CGTK_TYPE_ITEM;
}

static guint cgtk_list_model_get_n_items(GListModel *model) {
  CGtkListModel *self = CGTK_LIST_MODEL(model);
  return self->n_items != NULL ? self->n_items(self->context) : 0;
}

static gpointer cgtk_list_model_get_item(GListModel *model, guint position) {
  CGtkListModel *self = CGTK_LIST_MODEL(model);
  self->get_item_calls++;
  CGtkItem *item = g_hash_table_lookup(self->cache, GUINT_TO_POINTER(position));
  if (item != NULL) return g_object_ref(item);
  if (position >= cgtk_list_model_get_n_items(model)) return NULL;
  item = g_object_new(CGTK_TYPE_ITEM, NULL);
  item->position = position;
  if (self->payload != NULL) {
    GDestroyNotify release = NULL;
    item->payload = self->payload(self->context, position, &release);
    item->release = release;
  }
  g_object_weak_ref(G_OBJECT(item), item_disposed, self);
  g_hash_table_insert(self->cache, GUINT_TO_POINTER(position), item);
  return item;  // transfer full: GTK's ref is the only strong one
}

static void cgtk_list_model_iface_init(GListModelInterface *iface) {
  iface->get_item_type = cgtk_list_model_get_item_type;
  iface->get_n_items = cgtk_list_model_get_n_items;
  iface->get_item = cgtk_list_model_get_item;
}

CGtkListModel *cgtk_list_model_new(CGtkNItemsFunc n_items, CGtkPayloadFunc payload,
                                   gpointer context, GDestroyNotify context_release) {
  CGtkListModel *self = g_object_new(CGTK_TYPE_LIST_MODEL, NULL);
  self->n_items = n_items;
  self->payload = payload;
  self->context = context;
  self->context_release = context_release;
  return self;
}

// Binary search in the sorted kept_old array; returns the index or -1.
static gssize find_kept(const guint *kept_old, guint n_kept, guint position) {
  gssize lo = 0, hi = (gssize)n_kept - 1;
  while (lo <= hi) {
    gssize mid = lo + (hi - lo) / 2;
    if (kept_old[mid] == position) return mid;
    if (kept_old[mid] < position) lo = mid + 1; else hi = mid - 1;
  }
  return -1;
}

void cgtk_list_model_splice(CGtkListModel *model, guint position, guint removed, guint added,
                            const guint *kept_old, const guint *kept_new, guint n_kept) {
  g_return_if_fail(CGTK_IS_LIST_MODEL(model));
  if (g_hash_table_size(model->cache) > 0) {
    // The cache holds only what GTK holds (a few hundred rows), so rebuilding it is cheap.
    GHashTable *rekeyed = g_hash_table_new(g_direct_hash, g_direct_equal);
    GHashTableIter iter;
    gpointer key, value;
    g_hash_table_iter_init(&iter, model->cache);
    while (g_hash_table_iter_next(&iter, &key, &value)) {
      CGtkItem *item = value;
      guint old = GPOINTER_TO_UINT(key);
      guint new_position = old;
      if (old >= position + removed) {
        new_position = old - removed + added;
      } else if (old >= position) {
        gssize k = kept_old != NULL ? find_kept(kept_old, n_kept, old) : -1;
        if (k < 0) { detach_item(model, item); continue; }
        new_position = kept_new[k];
      }
      item->position = new_position;
      g_hash_table_insert(rekeyed, GUINT_TO_POINTER(new_position), item);
    }
    g_hash_table_destroy(model->cache);
    model->cache = rekeyed;
  }
  if (removed > 0 || added > 0) g_list_model_items_changed(G_LIST_MODEL(model), position, removed, added);
}

CGtkItem *cgtk_list_model_peek_item(CGtkListModel *model, guint position) {
  g_return_val_if_fail(CGTK_IS_LIST_MODEL(model), NULL);
  return g_hash_table_lookup(model->cache, GUINT_TO_POINTER(position));
}

guint cgtk_list_model_cached_count(CGtkListModel *model) {
  g_return_val_if_fail(CGTK_IS_LIST_MODEL(model), 0);
  return g_hash_table_size(model->cache);
}

guint64 cgtk_list_model_get_item_calls(CGtkListModel *model) {
  g_return_val_if_fail(CGTK_IS_LIST_MODEL(model), 0);
  return model->get_item_calls;
}

void cgtk_list_model_reset_get_item_calls(CGtkListModel *model) {
  g_return_if_fail(CGTK_IS_LIST_MODEL(model));
  model->get_item_calls = 0;
}

#pragma mark - Signals

typedef struct {
  GClosure closure;
  CGtkSignalHandler handler;
  GDestroyNotify release;
} CGtkClosure;

static void cgtk_closure_marshal(GClosure *closure, GValue *return_value, guint n_param_values,
                                 const GValue *param_values, gpointer invocation_hint,
                                 gpointer marshal_data) {
  (void)invocation_hint;
  (void)marshal_data;
  CGtkClosure *c = (CGtkClosure *)closure;
  c->handler(closure->data, n_param_values, param_values, return_value);
}

// GLib overwrites closure->data while finalize notifiers run, so the user data arrives as
// notify_data and the release function lives in our closure struct.
static void cgtk_closure_release(gpointer notify_data, GClosure *closure) {
  GDestroyNotify release = ((CGtkClosure *)closure)->release;
  if (release != NULL) release(notify_data);
}

gulong cgtk_signal_connect(gpointer instance, const char *detailed_signal, CGtkSignalHandler handler,
                           gpointer user_data, GDestroyNotify release, gboolean after) {
  g_return_val_if_fail(G_IS_OBJECT(instance), 0);
  guint signal_id = 0;
  GQuark detail = 0;
  if (!g_signal_parse_name(detailed_signal, G_OBJECT_TYPE(instance), &signal_id, &detail, TRUE)) {
    if (release != NULL) release(user_data);  // nothing will ever call it: give the box back now
    return 0;
  }
  GClosure *closure = g_closure_new_simple(sizeof(CGtkClosure), user_data);
  ((CGtkClosure *)closure)->handler = handler;
  ((CGtkClosure *)closure)->release = release;
  g_closure_set_marshal(closure, cgtk_closure_marshal);
  g_closure_add_finalize_notifier(closure, user_data, cgtk_closure_release);
  return g_signal_connect_closure_by_id(instance, signal_id, detail, closure, after);
}

typedef struct {
  CGtkObjectHandler handler;
  gpointer user_data;
  GDestroyNotify release;
} CGtkObjectConnection;

static void cgtk_object_signal(gpointer instance, gpointer object, gpointer data) {
  (void)instance;
  CGtkObjectConnection *connection = data;
  connection->handler(connection->user_data, object);
}

static void cgtk_object_connection_free(gpointer data, GClosure *closure) {
  (void)closure;
  CGtkObjectConnection *connection = data;
  if (connection->release != NULL) connection->release(connection->user_data);
  g_free(connection);
}

gulong cgtk_signal_connect_object_handler(gpointer instance, const char *detailed_signal, CGtkObjectHandler handler,
                                          gpointer user_data, GDestroyNotify release) {
  g_return_val_if_fail(G_IS_OBJECT(instance), 0);
  guint signal_id = 0;
  GQuark detail = 0;
  if (!g_signal_parse_name(detailed_signal, G_OBJECT_TYPE(instance), &signal_id, &detail, TRUE)) {
    if (release != NULL) release(user_data);
    return 0;
  }
  CGtkObjectConnection *connection = g_new(CGtkObjectConnection, 1);
  connection->handler = handler;
  connection->user_data = user_data;
  connection->release = release;
  return g_signal_connect_data(instance, detailed_signal, G_CALLBACK(cgtk_object_signal), connection,
                               cgtk_object_connection_free, 0);
}

gboolean cgtk_signal_has_handler(gpointer instance, const char *detailed_signal) {
  g_return_val_if_fail(G_IS_OBJECT(instance), FALSE);
  guint signal_id = 0;
  GQuark detail = 0;
  if (!g_signal_parse_name(detailed_signal, G_OBJECT_TYPE(instance), &signal_id, &detail, TRUE))
    return FALSE;
  return g_signal_has_handler_pending(instance, signal_id, detail, TRUE);
}

void cgtk_signal_emit_void(gpointer instance, const char *detailed_signal) {
  g_return_if_fail(G_IS_OBJECT(instance));
  g_signal_emit_by_name(instance, detailed_signal);
}

void cgtk_signal_emit_uint(gpointer instance, const char *detailed_signal, guint value) {
  g_return_if_fail(G_IS_OBJECT(instance));
  g_signal_emit_by_name(instance, detailed_signal, value);
}

#pragma mark - Casts

#define CGTK_CHECKED_CAST(name, Type, GTYPE)                                        \
  Type *name(gpointer object) {                                                     \
    return (object != NULL && G_TYPE_CHECK_INSTANCE_TYPE(object, GTYPE)) ? (Type *)object : NULL; \
  }

CGTK_CHECKED_CAST(cgtk_widget, GtkWidget, GTK_TYPE_WIDGET)
CGTK_CHECKED_CAST(cgtk_list_item, GtkListItem, GTK_TYPE_LIST_ITEM)
CGTK_CHECKED_CAST(cgtk_list_view, GtkListView, GTK_TYPE_LIST_VIEW)
CGTK_CHECKED_CAST(cgtk_grid_view, GtkGridView, GTK_TYPE_GRID_VIEW)
CGTK_CHECKED_CAST(cgtk_selection_model, GtkSelectionModel, GTK_TYPE_SELECTION_MODEL)
CGTK_CHECKED_CAST(cgtk_single_selection, GtkSingleSelection, GTK_TYPE_SINGLE_SELECTION)
CGTK_CHECKED_CAST(cgtk_event_controller, GtkEventController, GTK_TYPE_EVENT_CONTROLLER)
CGTK_CHECKED_CAST(cgtk_window, GtkWindow, GTK_TYPE_WINDOW)
CGTK_CHECKED_CAST(cgtk_label, GtkLabel, GTK_TYPE_LABEL)
CGTK_CHECKED_CAST(cgtk_box, GtkBox, GTK_TYPE_BOX)
CGTK_CHECKED_CAST(cgtk_popover, GtkPopover, GTK_TYPE_POPOVER)
CGTK_CHECKED_CAST(cgtk_scrolled_window, GtkScrolledWindow, GTK_TYPE_SCROLLED_WINDOW)
CGTK_CHECKED_CAST(cgtk_overlay, GtkOverlay, GTK_TYPE_OVERLAY)
CGTK_CHECKED_CAST(cgtk_drag_source, GtkDragSource, GTK_TYPE_DRAG_SOURCE)
CGTK_CHECKED_CAST(cgtk_drop_target, GtkDropTarget, GTK_TYPE_DROP_TARGET)
CGTK_CHECKED_CAST(cgtk_list_item_factory, GtkListItemFactory, GTK_TYPE_LIST_ITEM_FACTORY)
CGTK_CHECKED_CAST(cgtk_g_list_model, GListModel, G_TYPE_LIST_MODEL)
CGTK_CHECKED_CAST(cgtk_as_item, CGtkItem, CGTK_TYPE_ITEM)

const char *cgtk_type_name(gpointer object) {
  return object != NULL ? G_OBJECT_TYPE_NAME(object) : "(null)";
}

#pragma mark - Newer GTK

typedef void (*ScrollToFunc)(GtkListView *, guint, guint, gpointer);

static ScrollToFunc lookup_scroll_to(void) {
  static gsize resolved = 0;
  static ScrollToFunc func = NULL;
  if (g_once_init_enter(&resolved)) {
    func = (ScrollToFunc)dlsym(RTLD_DEFAULT, "gtk_list_view_scroll_to");
    g_once_init_leave(&resolved, 1);
  }
  return func;
}

gboolean cgtk_has_list_view_scroll_to(void) { return lookup_scroll_to() != NULL; }

gboolean cgtk_list_view_scroll_to(GtkListView *view, guint position, gboolean select) {
  g_return_val_if_fail(GTK_IS_LIST_VIEW(view), FALSE);
  ScrollToFunc func = lookup_scroll_to();
  if (func != NULL) {
    // GTK_LIST_SCROLL_FOCUS = 1, GTK_LIST_SCROLL_SELECT = 2 (4.12 enum, not in 4.8 headers).
    func(view, position, 1u | (select ? 2u : 0u), NULL);
    return TRUE;
  }
  // GTK 4.8: the list base's own action scrolls a row into view.
  gtk_widget_activate_action(GTK_WIDGET(view), "list.scroll-to-item", "u", position);
  if (select) gtk_widget_activate_action(GTK_WIDGET(view), "list.select-item", "(ubb)", position, FALSE, FALSE);
  return FALSE;
}

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

GtkWidget *cgtk_box_new_with_role(GtkOrientation orientation, GtkAccessibleRole role) {
  return g_object_new(GTK_TYPE_BOX, "orientation", orientation, "accessible-role", role, NULL);
}

void cgtk_accessible_set_label(GtkWidget *widget, const char *label) {
  gtk_accessible_update_property(GTK_ACCESSIBLE(widget), GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
}

void cgtk_accessible_set_selected(GtkWidget *widget, gboolean selected) {
  gtk_accessible_update_state(GTK_ACCESSIBLE(widget), GTK_ACCESSIBLE_STATE_SELECTED, selected, -1);
}

void cgtk_accessible_set_hidden(GtkWidget *widget, gboolean hidden) {
  gtk_accessible_update_state(GTK_ACCESSIBLE(widget), GTK_ACCESSIBLE_STATE_HIDDEN, hidden, -1);
}

gboolean cgtk_widget_animations_enabled(GtkWidget *widget) {
  gboolean enabled = TRUE;
  g_object_get(gtk_widget_get_settings(widget), "gtk-enable-animations", &enabled, NULL);
  return enabled;
}

GtkWidget *cgtk_ghost_new(GtkWidget *widget, GtkWidget *relative_to, const char *css_class) {
  graphene_rect_t bounds;
  if (!gtk_widget_compute_bounds(widget, relative_to, &bounds)) return NULL;
  // Only rows wholly inside the overlay: a larger overlay child would grow the overlay.
  if (bounds.origin.x < 0 || bounds.origin.y < 0 || bounds.size.width < 1 || bounds.size.height < 1 ||
      bounds.origin.x + bounds.size.width > gtk_widget_get_width(relative_to) ||
      bounds.origin.y + bounds.size.height > gtk_widget_get_height(relative_to))
    return NULL;
  GdkPaintable *live = gtk_widget_paintable_new(widget);
  GdkPaintable *image = gdk_paintable_get_current_image(live);
  g_object_unref(live);
  GtkWidget *picture = gtk_picture_new_for_paintable(image);
  g_object_unref(image);
  gtk_picture_set_can_shrink(GTK_PICTURE(picture), TRUE);
  gtk_widget_set_can_target(picture, FALSE);
  gtk_widget_set_can_focus(picture, FALSE);
  gtk_widget_set_halign(picture, GTK_ALIGN_START);
  gtk_widget_set_valign(picture, GTK_ALIGN_START);
  gtk_widget_set_margin_start(picture, (int)bounds.origin.x);
  gtk_widget_set_margin_top(picture, (int)bounds.origin.y);
  gtk_widget_set_size_request(picture, (int)bounds.size.width, (int)bounds.size.height);
  gtk_widget_add_css_class(picture, css_class);
  return picture;
}
