/*
 * table-filter-memory (issue 45): the 20-column table of table.c over the custom model, 1M rows
 * in row order and settled; `ms` = keep the rows whose unique label contains "77" (strstr:
 * 45,739 of 1M) as the model's row order, remove-all + add-all, until the end of the first frame
 * that bound cells after it. `stall_ms` as the SQLite workloads (stall.c).
 *
 * Why this and not GtkFilterListModel + GtkStringFilter: the string filter reads each item's
 * string through a GtkExpression (a GValue per item, items made for all 1M rows in a GListStore)
 * and normalizes and case-folds it before matching; the custom model tests the C strings in place
 * and makes items only for the rows GTK shows. With `--variant one-emission`: one (0, N, M).
 *
 * Included by table.c (stall.c comes before it in bench.c).
 */

#define TABLE_FILTER_NEEDLE "77"

/* Whether the decimal text of i contains "77": the expected matches, without strings. */
static gboolean
table_has_77 (guint64 i)
{
  for (; i >= 10; i /= 10)
    if (i % 100 == 77)
      return TRUE;
  return FALSE;
}

static void
work_table_filter_memory (Bench *b, Result *r)
{
  table.n = r->n;
  table.rows = table_make_rows (r->n);
  table.plays_cells = g_ptr_array_new ();
  table_build_view (table_fill (MODEL_CUSTOM, FALSE), TRUE);
  wait_first_frame ();
  settle (50);
  guint expected = 0;
  gint64 first_plays = -1;
  for (guint i = 0; i < table.n; i++)
    if (table_has_77 (i) && expected++ == 0)
      first_plays = table.rows[i].plays;

  TableModel *m = table.custom;
  guint n = m->n;
  gboolean one = strcmp (b->variant, "one-emission") == 0;
  guint64 binds0 = n_binds, get0 = n_get_item;
  gint64 t0 = now_ns ();
  collect_toggle ();
  stall_start ();
  guint32 *order = g_new (guint32, n);
  guint kept = 0;
  for (guint i = 0; i < n; i++)
    {
      guint32 row = m->order ? m->order[i] : i;
      if (strstr (m->rows[row].text[0], TABLE_FILTER_NEEDLE))
        order[kept++] = row;
    }
  g_free (m->order);
  m->order = order;
  if (one)
    {
      m->n = kept;
      g_list_model_items_changed (G_LIST_MODEL (m), 0, n, kept);
    }
  else
    {
      m->n = 0;
      g_list_model_items_changed (G_LIST_MODEL (m), 0, n, 0);
      m->n = kept;
      g_list_model_items_changed (G_LIST_MODEL (m), 0, 0, kept);
    }
  gint64 t1 = now_ns ();
  finish_at_bound_frame (r, t0, binds0);

  char expect[24];
  const char *want = format_int (first_plays, expect), *top = table_top_plays_text ();
  if (kept != expected || !top || strcmp (top, want) != 0)
    {
      g_printerr ("bench-c: the filter shows %u rows (not %u), the first plays %s (not %s)\n", kept,
                  expected, top ? top : "(none)", want);
      exit (4);
    }
  extra_dbl (r, "apply_ms", (t1 - t0) / 1e6);
  extra_u64 (r, "binds", n_binds - binds0);
  extra_u64 (r, "get_item", n_get_item - get0);
  extra_u64 (r, "matches", kept);
  extra_u64 (r, "columns", TABLE_COLUMNS);
}
