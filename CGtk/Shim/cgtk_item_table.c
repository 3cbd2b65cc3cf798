#include "cgtk_item_table.h"

// Linear probing over at most half-full slots; removal shifts the entries behind the hole back
// (no tombstones, so a table that sees millions of inserts and removes never degrades).

enum { initial_bits = 6 };

// Fibonacci hashing: neighbouring positions land far apart.
static inline guint slot_of(const CGtkItemTable *table, guint position) {
  return (guint)(position * 0x9E3779B1u) >> table->shift;
}

static void allocate(CGtkItemTable *table, guint bits) {
  table->slots = g_new0(CGtkItemSlot, 1u << bits);
  table->mask = (1u << bits) - 1;
  table->shift = 32 - bits;
  table->size = 0;
}

void cgtk_item_table_init(CGtkItemTable *table) { allocate(table, initial_bits); }

void cgtk_item_table_clear(CGtkItemTable *table) {
  g_free(table->slots);
  table->slots = NULL;
  table->mask = 0;
  table->shift = 31;
  table->size = 0;
}

gpointer cgtk_item_table_lookup(const CGtkItemTable *table, guint position) {
  for (guint i = slot_of(table, position);; i = (i + 1) & table->mask) {
    const CGtkItemSlot *slot = &table->slots[i];
    if (slot->item == NULL) return NULL;
    if (slot->position == position) return slot->item;
  }
}

static void grow(CGtkItemTable *table) {
  CGtkItemSlot *old = table->slots;
  guint old_capacity = table->mask + 1;
  allocate(table, 32 - table->shift + 1);
  for (guint i = 0; i < old_capacity; i++)
    if (old[i].item != NULL) cgtk_item_table_insert(table, old[i].position, old[i].item);
  g_free(old);
}

void cgtk_item_table_insert(CGtkItemTable *table, guint position, gpointer item) {
  g_assert(item != NULL);
  if ((table->size + 1) * 2 > table->mask + 1) grow(table);
  for (guint i = slot_of(table, position);; i = (i + 1) & table->mask) {
    CGtkItemSlot *slot = &table->slots[i];
    if (slot->item == NULL) {
      *slot = (CGtkItemSlot){position, item};
      table->size++;
      return;
    }
    if (slot->position == position) {
      slot->item = item;
      return;
    }
  }
}

void cgtk_item_table_remove(CGtkItemTable *table, guint position, gpointer item) {
  guint hole = slot_of(table, position);
  while (table->slots[hole].item != NULL && table->slots[hole].position != position)
    hole = (hole + 1) & table->mask;
  if (table->slots[hole].item != item || item == NULL) return;
  // Move back each following entry whose home slot does not lie in (hole, i].
  for (guint i = (hole + 1) & table->mask; table->slots[i].item != NULL; i = (i + 1) & table->mask) {
    guint home = slot_of(table, table->slots[i].position);
    gboolean stays = hole <= i ? (hole < home && home <= i) : (hole < home || home <= i);
    if (stays) continue;
    table->slots[hole] = table->slots[i];
    hole = i;
  }
  table->slots[hole] = (CGtkItemSlot){0, NULL};
  table->size--;
}
