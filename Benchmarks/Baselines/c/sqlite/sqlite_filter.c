/*
 * The SQL filter workload of the C baseline (table-filter-sqlite): the tracks of sqlite_db.c in
 * the table of sqlite.c, in id order and settled; `ms` = filter by `title LIKE '%77%'` (a
 * search field's substring: no index serves it): the rowids of the matches read by one query on
 * the main thread (`filter_query_ms`), the rows replaced (remove-all + add-all), until the end of
 * the first frame that bound rows after it. Pages of the filtered rows are read row by rowid.
 *
 * Included by bench.c after sqlite.c.
 */

#define SQL_FILTER "title LIKE ?"
#define SQL_FILTER_PATTERN "%77%"

/* The rowids the filter keeps, in id order; `count` set. */
static gint64 *
sql_read_filtered (sqlite3 *db, guint *count)
{
  const char *sql = "SELECT rowid FROM track WHERE (" SQL_FILTER ") ORDER BY rowid";
  sqlite3_stmt *stmt;
  sql_check (sqlite3_prepare_v2 (db, sql, -1, &stmt, NULL), db, sql);
  sqlite3_bind_text (stmt, 1, SQL_FILTER_PATTERN, -1, SQLITE_STATIC);
  GArray *rowids = g_array_new (FALSE, FALSE, sizeof (gint64));
  while (sqlite3_step (stmt) == SQLITE_ROW)
    {
      gint64 rowid = sqlite3_column_int64 (stmt, 0);
      g_array_append_val (rowids, rowid);
    }
  sqlite3_finalize (stmt);
  *count = rowids->len;
  return (gint64 *) g_array_free (rowids, FALSE);
}

static void
work_table_filter_sqlite (Bench *b, Result *r)
{
  SqlModel *model = sql_model_new (sql_open (r->n), FALSE);
  const char *by_rowid = "SELECT id, title, plays FROM track WHERE rowid = ?";
  sql_check (sqlite3_prepare_v2 (model->db, by_rowid, -1, &model->by_rowid, NULL), model->db, by_rowid);
  sql_table_show (model);
  wait_first_frame ();
  settle (50);
  gint64 first = sql_int (model->db, "SELECT plays FROM track WHERE title LIKE '" SQL_FILTER_PATTERN
                                     "' ORDER BY rowid LIMIT 1");

  guint64 binds0 = n_binds, get0 = n_get_item;
  guint n = model->n;
  gint64 t0 = now_ns ();
  collect_toggle ();
  stall_start ();
  guint matches;
  gint64 *rowids = sql_read_filtered (model->db, &matches);
  gint64 tq = now_ns ();
  g_hash_table_remove_all (model->pages);
  model->n = 0;
  g_list_model_items_changed (G_LIST_MODEL (model), 0, n, 0);
  model->rowids = rowids;
  model->n = matches;
  g_list_model_items_changed (G_LIST_MODEL (model), 0, 0, matches);
  gint64 t1 = now_ns ();
  finish_at_bound_frame (r, t0, binds0);

  sql_check_top (first, "the filter");
  extra_dbl (r, "apply_ms", (t1 - t0) / 1e6);
  extra_dbl (r, "filter_query_ms", (tq - t0) / 1e6);
  extra_u64 (r, "matches", matches);
  extra_u64 (r, "binds", n_binds - binds0);
  extra_u64 (r, "get_item", n_get_item - get0);
}
