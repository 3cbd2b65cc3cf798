#include "cgtk.h"
#include "cgtk_item_table.h"

// The lazy GListModel GTK reads and the item objects it hands out; the other parts of the
// shim are in cgtk_signals.c, cgtk_selection.c, cgtk_widgets.c and cgtk_dnd.c.

#pragma mark - CGtkItem

struct _CGtkItem {
  GObject parent_instance;
  guint position;           // G_MAXUINT when no longer attached to a model's cache
  guint64 serial;
  gpointer payload;
  GDestroyNotify release;
  // The model whose cache holds this item (not a ref: the model detaches its items when it
  // goes). A field and our own dispose instead of a weak ref, whose GData list and realloc
  // cost hundreds of instructions per row bound.
  CGtkListModel *owner;
};

G_DEFINE_FINAL_TYPE(CGtkItem, cgtk_item, G_TYPE_OBJECT)

// Plain counters: item objects live on GTK's main thread only.
static guint64 items_created = 0;
static guint64 items_live = 0;

static void forget_item(CGtkListModel *model, CGtkItem *item);

static void cgtk_item_dispose(GObject *object) {
  CGtkItem *self = CGTK_ITEM(object);
  if (self->owner != NULL) forget_item(self->owner, self);
  ((GObjectClass *)cgtk_item_parent_class)->dispose(object);  // unchecked: runs once per row
}

static void cgtk_item_finalize(GObject *object) {
  CGtkItem *self = CGTK_ITEM(object);
  if (self->release != NULL && self->payload != NULL) self->release(self->payload);
  items_live--;
  ((GObjectClass *)cgtk_item_parent_class)->finalize(object);
}

static void cgtk_item_class_init(CGtkItemClass *klass) {
  G_OBJECT_CLASS(klass)->dispose = cgtk_item_dispose;
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
  CGtkItemTable cache;
  guint64 get_item_calls;
};

static void cgtk_list_model_iface_init(GListModelInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE(CGtkListModel, cgtk_list_model, G_TYPE_OBJECT,
                              G_IMPLEMENT_INTERFACE(G_TYPE_LIST_MODEL, cgtk_list_model_iface_init))

// The item is being disposed: it leaves the cache.
static void forget_item(CGtkListModel *model, CGtkItem *item) {
  cgtk_item_table_remove(&model->cache, item->position, item);
  item->owner = NULL;
  item->position = G_MAXUINT;
}

static void detach_item(CGtkItem *item) {
  item->owner = NULL;
  item->position = G_MAXUINT;
}

static void cgtk_list_model_finalize(GObject *object) {
  CGtkListModel *self = CGTK_LIST_MODEL(object);
  for (guint i = 0; i <= self->cache.mask; i++)
    if (self->cache.slots[i].item != NULL) detach_item(self->cache.slots[i].item);
  cgtk_item_table_clear(&self->cache);
  if (self->context_release != NULL) self->context_release(self->context);
  G_OBJECT_CLASS(cgtk_list_model_parent_class)->finalize(object);
}

static void cgtk_list_model_class_init(CGtkListModelClass *klass) {
  G_OBJECT_CLASS(klass)->finalize = cgtk_list_model_finalize;
}

static void cgtk_list_model_init(CGtkListModel *self) {
  cgtk_item_table_init(&self->cache);
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
  CGtkItem *item = cgtk_item_table_lookup(&self->cache, position);
  if (item != NULL) return g_object_ref(item);
  if (position >= cgtk_list_model_get_n_items(model)) return NULL;
  item = g_object_new(CGTK_TYPE_ITEM, NULL);
  item->position = position;
  if (self->payload != NULL) {
    GDestroyNotify release = NULL;
    item->payload = self->payload(self->context, position, &release);
    item->release = release;
  }
  item->owner = self;
  cgtk_item_table_insert(&self->cache, position, item);
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
  if (model->cache.size > 0) {
    // The cache holds only what GTK holds (a few hundred rows), so rebuilding it is cheap.
    CGtkItemTable old = model->cache;
    cgtk_item_table_init(&model->cache);
    for (guint i = 0; i <= old.mask; i++) {
      CGtkItem *item = old.slots[i].item;
      if (item == NULL) continue;
      guint new_position = item->position;
      if (item->position >= position + removed) {
        new_position = item->position - removed + added;
      } else if (item->position >= position) {
        gssize k = kept_old != NULL ? find_kept(kept_old, n_kept, item->position) : -1;
        if (k < 0) { detach_item(item); continue; }
        new_position = kept_new[k];
      }
      item->position = new_position;
      cgtk_item_table_insert(&model->cache, new_position, item);
    }
    cgtk_item_table_clear(&old);
  }
  if (removed > 0 || added > 0) g_list_model_items_changed(G_LIST_MODEL(model), position, removed, added);
}

CGtkItem *cgtk_list_model_peek_item(CGtkListModel *model, guint position) {
  g_return_val_if_fail(CGTK_IS_LIST_MODEL(model), NULL);
  return cgtk_item_table_lookup(&model->cache, position);
}

guint cgtk_list_model_cached_count(CGtkListModel *model) {
  g_return_val_if_fail(CGTK_IS_LIST_MODEL(model), 0);
  return model->cache.size;
}

guint64 cgtk_list_model_get_item_calls(CGtkListModel *model) {
  g_return_val_if_fail(CGTK_IS_LIST_MODEL(model), 0);
  return model->get_item_calls;
}

void cgtk_list_model_reset_get_item_calls(CGtkListModel *model) {
  g_return_if_fail(CGTK_IS_LIST_MODEL(model));
  model->get_item_calls = 0;
}
