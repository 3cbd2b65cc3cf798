/*
 * table-live-sorted-sqlite[-desc] of the C baseline: the tracks table shown sorted by plays
 * (ascending or descending, ties by rowid), then one row's plays changes so that it moves from
 * the last place to the first. On a private copy of the database (sqlite_db.c), so the shared
 * file stays as it is. C keeps the order's rowids it read when opening.
 *
 * Timed from the commit (the UPDATE on the main thread, autocommit): the old place (the rowid
 * looked up in the kept order), the new one (a count of the rows before the new key, by two
 * index ranges), the kept order updated, the pages dropped, items-changed (old, 1, 0) +
 * (new, 0, 1), until the end of the first frame that bound rows after it. stall_ms counts from
 * just before the UPDATE. Included by bench.c after sqlite.c.
 */

/* The position `rowid` takes under its new `key`: the rows before it in the order. */
static guint
sql_position_of (sqlite3 *db, gboolean descending, gint64 key, gint64 rowid)
{
  const char *sql = descending
    ? "SELECT (SELECT count(*) FROM track WHERE plays > ?1)"
      " + (SELECT count(*) FROM track WHERE plays = ?1 AND id < ?2)"
    : "SELECT (SELECT count(*) FROM track WHERE plays < ?1)"
      " + (SELECT count(*) FROM track WHERE plays = ?1 AND id < ?2)";
  sqlite3_stmt *stmt;
  sql_check (sqlite3_prepare_v2 (db, sql, -1, &stmt, NULL), db, sql);
  sqlite3_bind_int64 (stmt, 1, key);
  sqlite3_bind_int64 (stmt, 2, rowid);
  sqlite3_step (stmt);
  guint position = (guint) sqlite3_column_int64 (stmt, 0);
  sqlite3_finalize (stmt);
  return position;
}

static void
work_table_live_sorted_sqlite (Bench *b, Result *r, gboolean descending)
{
  char *path;
  SqlModel *model = sql_model_new (sql_open_copy (r->n, &path), descending);
  guint n;
  gint64 *order = sql_read_order (model->db, descending, &n);
  model->sorted = TRUE;
  sql_table_show (model);
  sql_set_arrow (descending);
  wait_first_frame ();
  settle (50);
  /* The last row of the order gets a key before every other: it moves to the top. */
  gint64 rowid = order[n - 1];
  gint64 key = descending ? sql_int (model->db, "SELECT max(plays) FROM track") + 1
                          : sql_int (model->db, "SELECT min(plays) FROM track") - 1;
  sqlite3_stmt *update;
  const char *sql = "UPDATE track SET plays = ? WHERE id = ?";
  sql_check (sqlite3_prepare_v2 (model->db, sql, -1, &update, NULL), model->db, sql);
  sqlite3_bind_int64 (update, 1, key);
  sqlite3_bind_int64 (update, 2, rowid);
  guint64 binds0 = n_binds, get0 = n_get_item;

  stall_start ();
  gint64 tw = now_ns ();
  sql_check (sqlite3_step (update), model->db, sql);
  gint64 t0 = now_ns ();
  collect_toggle ();
  guint old = n - 1;
  while (old > 0 && order[old] != rowid) /* found by value, wherever it was */
    old--;
  guint new = sql_position_of (model->db, descending, key, rowid);
  memmove (order + new + 1, order + new, (old - new) * sizeof (gint64));
  order[new] = rowid;
  /* Set aside, not freed: the rows GTK keeps still point at their titles. */
  GHashTable *old_pages = model->pages;
  model->pages = g_hash_table_new_full (NULL, NULL, NULL, sql_page_free);
  model->n = n - 1;
  g_list_model_items_changed (G_LIST_MODEL (model), old, 1, 0);
  model->n = n;
  g_list_model_items_changed (G_LIST_MODEL (model), new, 0, 1);
  gint64 t1 = now_ns ();
  finish_at_bound_frame (r, t0, binds0);

  sql_check_top (key, "the update");
  extra_dbl (r, "write_ms", (t0 - tw) / 1e6);
  extra_dbl (r, "apply_ms", (t1 - t0) / 1e6);
  extra_u64 (r, "moved_from", old);
  extra_u64 (r, "moved_to", new);
  extra_u64 (r, "binds", n_binds - binds0);
  extra_u64 (r, "get_item", n_get_item - get0);
  sqlite3_finalize (update);
  g_hash_table_unref (old_pages);
  g_free (order);
  sql_remove (path);
  g_free (path);
}
