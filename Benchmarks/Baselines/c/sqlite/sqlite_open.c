/*
 * table-open-sorted-sqlite[-desc] of the C baseline: a window opening on the tracks table with a
 * saved sort. The database is open before t0 (as the Swift program's pool); timed: the count,
 * the whole order by one query on the main thread (`order_query_ms`), the model, the view and its
 * two columns, present, until the end of the first frame with bound rows: C reads its pages in
 * get_item, so that frame shows the sorted rows and nothing is left to load. Included by bench.c
 * after sqlite.c.
 */

static void
work_table_open_sorted_sqlite (Bench *b, Result *r, gboolean descending)
{
  sqlite3 *db = sql_open (r->n);
  gint64 first = sql_first_plays (db, descending);

  gint64 t0 = now_ns ();
  collect_toggle ();
  stall_start ();
  SqlModel *model = sql_model_new (db, descending);
  guint read;
  gint64 *rowids = sql_read_order (db, descending, &read);
  gint64 tq = now_ns ();
  model->sorted = TRUE;
  sql_table_show (model);
  sql_set_arrow (descending);
  wait_first_frame ();
  collect_toggle ();
  r->ms = (first_frame_ns - t0) / 1e6;
  extra_dbl (r, "stall_ms", stall_stop ());

  sql_check_top (first, "opening sorted");
  extra_dbl (r, "order_query_ms", (tq - t0) / 1e6);
  extra_dbl (r, "frame_ms", (first_frame_ns - tq) / 1e6);
  extra_u64 (r, "order_rows", read);
  g_free (rowids);
  extra_u64 (r, "binds", n_binds);
  extra_u64 (r, "get_item", n_get_item);
  extra_u64 (r, "first_plays", (guint64) first);
}
