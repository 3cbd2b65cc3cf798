/*
 * table-insert-sorted (issue 45): the 20-column table of table.c over the custom model, 1M rows
 * shown sorted by plays (the header arrow on, as the library shows it) and settled; `ms` = add
 * 10^4 rows (rows N.. of the same generator) at their sorted places, until the end of the first
 * frame that bound cells after it. The new rows' keys are sorted (qsort of packed (plays, row)
 * keys) and merged into the row order in one pass, a new row after its old equals; then one
 * items-changed over the span from the first new row's place to the end: GTK keeps the rows
 * above it, and the selection (row 0) is above it. `stall_ms` as the SQLite workloads.
 *
 * Included by table.c (stall.c comes before it in bench.c).
 */

#define TABLE_INSERT_COUNT 10000

static int
cmp_u64 (const void *a, const void *b)
{
  guint64 x = *(const guint64 *) a, y = *(const guint64 *) b;
  return (x > y) - (x < y);
}

static void
work_table_insert_sorted (Bench *b, Result *r)
{
  guint n = r->n, k = TABLE_INSERT_COUNT;
  table.n = n;
  table.rows = table_make_rows (n + k); /* rows n.. are the ones to add */
  table.plays_cells = g_ptr_array_new ();
  TableModel *m = TABLE_MODEL (table_fill (MODEL_CUSTOM, FALSE));
  table_sort_custom (m);
  table_build_view (G_LIST_MODEL (m), TRUE);
  GtkSorter *column_sorter = GTK_SORTER (gtk_custom_sorter_new (cmp_plays_items, NULL, NULL));
  gtk_column_view_column_set_sorter (table.columns[0], column_sorter);
  gtk_column_view_sort_by_column (GTK_COLUMN_VIEW (table.view), table.columns[0],
                                  GTK_SORT_ASCENDING);
  wait_first_frame ();
  settle (50);
  /* Where the first new row of the smallest new plays must land: after its old equals. */
  guint lowest = n;
  for (guint j = n + 1; j < n + k; j++)
    if (table.rows[j].plays < table.rows[lowest].plays)
      lowest = j;
  guint place = 0;
  while (place < n && table.rows[m->order[place]].plays <= table.rows[lowest].plays)
    place++;
  gint64 top_plays = MIN (table.rows[m->order[0]].plays, table.rows[lowest].plays);

  guint64 binds0 = n_binds, get0 = n_get_item;
  gint64 t0 = now_ns ();
  collect_toggle ();
  stall_start ();
  const TableRow *rows = m->rows;
  guint64 *keys = g_new (guint64, k);
  for (guint j = 0; j < k; j++)
    keys[j] = ((guint64) rows[n + j].plays << 32) | (n + j);
  qsort (keys, k, sizeof (guint64), cmp_u64);
  guint32 *old = m->order, *order = g_new (guint32, n + k);
  guint i = 0, j = 0, at = 0, first = G_MAXUINT;
  while (j < k)
    {
      gint64 plays = (gint64) (keys[j] >> 32);
      while (i < n && rows[old[i]].plays <= plays)
        order[at++] = old[i++];
      if (first == G_MAXUINT)
        first = at;
      order[at++] = (guint32) keys[j++];
    }
  memcpy (order + at, old + i, (n - i) * sizeof (guint32));
  g_free (keys);
  g_free (old);
  m->order = order;
  m->n = n + k;
  g_list_model_items_changed (G_LIST_MODEL (m), first, n - first, n + k - first);
  gint64 t1 = now_ns ();
  finish_at_bound_frame (r, t0, binds0);

  char expect[24];
  const char *want = format_int (top_plays, expect), *top = table_top_plays_text ();
  if (m->order[place] != lowest || !top || strcmp (top, want) != 0)
    {
      g_printerr ("bench-c: after the insert row %u is %u (not %u), the first plays %s (not %s)\n",
                  place, m->order[place], lowest, top ? top : "(none)", want);
      exit (4);
    }
  extra_dbl (r, "apply_ms", (t1 - t0) / 1e6);
  extra_u64 (r, "binds", n_binds - binds0);
  extra_u64 (r, "get_item", n_get_item - get0);
  extra_u64 (r, "inserted", k);
  extra_u64 (r, "columns", TABLE_COLUMNS);
}
