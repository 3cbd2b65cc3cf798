#include "cgtk.h"

#pragma mark - Row state

// A row's Swift state lives on its GtkListItem, which releases it when GTK destroys the row, and
// (unretained) on GTK's row widget once the row shows something, so a widget under the pointer
// or holding the focus leads back to its row.
static GQuark row_state_quark(void) {
  static GQuark quark = 0;  // main thread only, like every GTK call
  if (G_UNLIKELY(quark == 0)) quark = g_quark_from_static_string("gtklistkit-row-state");
  return quark;
}

#pragma mark Rows by list item

// Every bind looks its row up by the GtkListItem: a table keyed by the list item's address
// (open addressing, linear probing) takes a dozen instructions, GLib's qdata lookup (a bit lock
// and a list walk) about 110. Main thread only; a few hundred rows per view.
typedef struct {
  gpointer item;
  gpointer state;
} RowEntry;

static RowEntry *row_entries;
static guint row_capacity;  // a power of two, or 0
static guint row_count;

static inline guint row_home(gconstpointer item) {
  guint64 key = (guint64)(guintptr)item;
  return (guint)((key * G_GUINT64_CONSTANT(0x9E3779B97F4A7C15)) >> 32) & (row_capacity - 1);
}

static void row_table_put(gpointer item, gpointer state);

static void row_table_grow(void) {
  RowEntry *old = row_entries;
  guint old_capacity = row_capacity;
  row_capacity = old_capacity ? old_capacity * 2 : 256;
  row_entries = g_new0(RowEntry, row_capacity);
  row_count = 0;
  for (guint i = 0; i < old_capacity; i++)
    if (old[i].item) row_table_put(old[i].item, old[i].state);
  g_free(old);
}

static void row_table_put(gpointer item, gpointer state) {
  if ((row_count + 1) * 2 > row_capacity) row_table_grow();
  guint i = row_home(item);
  while (row_entries[i].item && row_entries[i].item != item) i = (i + 1) & (row_capacity - 1);
  if (!row_entries[i].item) row_count++;
  row_entries[i].item = item;
  row_entries[i].state = state;
}

static void row_table_remove(gpointer item) {
  if (!row_capacity) return;
  guint i = row_home(item);
  while (row_entries[i].item != item) {
    if (!row_entries[i].item) return;
    i = (i + 1) & (row_capacity - 1);
  }
  row_entries[i].item = NULL;
  row_count--;
  // Backward-shift deletion: move up each following entry that the hole cut off from its home.
  guint hole = i;
  for (guint j = (i + 1) & (row_capacity - 1); row_entries[j].item; j = (j + 1) & (row_capacity - 1)) {
    guint home = row_home(row_entries[j].item);
    gboolean reachable = hole <= j ? (home > hole && home <= j) : (home > hole || home <= j);
    if (reachable) continue;
    row_entries[hole] = row_entries[j];
    row_entries[j].item = NULL;
    hole = j;
  }
}

static gpointer row_table_get(gconstpointer item) {
  if (!row_capacity) return NULL;
  for (guint i = row_home(item);; i = (i + 1) & (row_capacity - 1)) {
    if (row_entries[i].item == item) return row_entries[i].state;
    if (!row_entries[i].item) return NULL;
  }
}

#pragma mark List items and row widgets

// What the list item's data holds: the state, the list item's address (its table entry goes
// when GLib finalizes the list item) and the release of the state.
typedef struct {
  gpointer item;
  gpointer state;
  GDestroyNotify release;
} RowStateData;

static void row_state_data_free(gpointer data) {
  RowStateData *row = data;
  row_table_remove(row->item);
  if (row->release) row->release(row->state);
  g_free(row);
}

void cgtk_list_item_set_state(gpointer item, gpointer state, GDestroyNotify release) {
  RowStateData *row = g_new(RowStateData, 1);
  row->item = item;
  row->state = state;
  row->release = release;
  // Replacing data releases the old first, which takes the entry out; the new one goes in after.
  g_object_set_qdata_full((GObject *)item, row_state_quark(), row, row_state_data_free);
  row_table_put(item, state);
}

gpointer cgtk_list_item_get_state(gpointer item) {
  // No type check: the factory hands over GtkListItems only.
  return item ? row_table_get(item) : NULL;
}

void cgtk_row_widget_set_state(gpointer widget, gpointer state) {
  g_object_set_qdata((GObject *)widget, row_state_quark(), state);
}

gpointer cgtk_row_widget_get_state(gpointer widget) {
  return G_IS_OBJECT(widget) ? g_object_get_qdata((GObject *)widget, row_state_quark()) : NULL;
}
