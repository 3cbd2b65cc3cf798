/*
 * Table workloads of the C baseline: a GtkColumnView of 20 columns, each a GtkInscription per
 * cell showing one field of the row (Benchmarks/README.md, "Table workloads").
 *
 * Included by bench.c (one translation unit: it shares the harness above it: counters, frames,
 * settle, warm-up, callgrind toggles). Options of the table workloads:
 *   --model custom     (default) a custom GListModel over a C array of TableRow structs, item
 *                      GObjects made lazily in get_item, each pointing at its row;
 *   --model liststore  a GListStore of the same item GObjects, all 1M made in the fill;
 *   --order construct  (default) gtk_column_view_new (model), then the columns;
 *   --order after      gtk_column_view_new (NULL), the columns, then the model (GtkListKit's order);
 *   --sorter numeric|custom  table-sort-memory over a GListStore: a GtkSortListModel (incremental
 *                      off) whose sorter becomes a GtkNumericSorter on the item's `plays` property
 *                      or a GtkCustomSorter comparing the field; without --sorter, the custom
 *                      model sorts its row order itself (a radix sort of packed keys) and emits
 *                      (0, N, 0) + (0, 0, N), or one (0, N, N) with --variant one-emission.
 *
 * Rows: field 0 `plays` = ((i + 1) * 7919 % 1000003) % 100000 (ties: ~10 rows per value; row 0
 * is not the smallest), shown as decimal text; field 1 a unique 43-byte label per row ("Row i"
 * padded with '.'); fields 2..19 one of 1000 distinct 43-byte labels per column (categorical
 * columns: the rows share the strings). The Swift program makes the same rows (Tables.swift).
 */

#define TABLE_COLUMNS 20
#define TABLE_TEXTS (TABLE_COLUMNS - 1)
#define TABLE_POOL 1000
#define TABLE_LABEL 43

typedef struct
{
  gint64 id;
  gint64 plays;
  const char *text[TABLE_TEXTS]; /* text[0]: unique per row; the others from the pools */
} TableRow;

static gint64
table_plays (guint64 i)
{
  return (gint64) (((i + 1) * 7919) % 1000003 % 100000);
}

/* Pool index of row i in text column c (1..18 of text[]). */
static guint
table_pool_index (guint64 i, guint c)
{
  return (guint) ((i * (2 * c + 1) + c) % TABLE_POOL);
}

static char *
padded_label (const char *text)
{
  char buf[TABLE_LABEL + 1];
  size_t len = strlen (text);
  memcpy (buf, text, len);
  memset (buf + len, '.', TABLE_LABEL - len);
  buf[TABLE_LABEL] = '\0';
  return g_memdup2 (buf, TABLE_LABEL + 1);
}

/* The rows and the strings they point at (generation: not timed). */
static TableRow *
table_make_rows (guint n)
{
  static char *pool[TABLE_TEXTS][TABLE_POOL];
  char buf[64];
  for (guint c = 1; c < TABLE_TEXTS; c++)
    for (guint k = 0; k < TABLE_POOL; k++)
      {
        snprintf (buf, sizeof buf, "Column %u value %u", c + 1, k);
        pool[c][k] = padded_label (buf);
      }
  TableRow *rows = g_new (TableRow, n);
  for (guint i = 0; i < n; i++)
    {
      rows[i].id = i;
      rows[i].plays = table_plays (i);
      snprintf (buf, sizeof buf, "Row %u", i);
      rows[i].text[0] = padded_label (buf);
      for (guint c = 1; c < TABLE_TEXTS; c++)
        rows[i].text[c] = pool[c][table_pool_index (i, c)];
    }
  return rows;
}

/* The rest of the table workloads, in order. */
#include "table_model.c"
#include "table_view.c"
#include "table_sort.c"
#include "table_filter.c"
#include "table_insert.c"
