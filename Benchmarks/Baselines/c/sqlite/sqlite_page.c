/*
 * page-query-sqlite of the C baseline: one page of 256 rows of the tracks table read by keyset
 * (from the page's first rowid, the order known: its key looked up, then the rows from that
 * (key, rowid) on), no window involved. Six cases: ascending and descending by plays (ties by
 * rowid) at the start, the middle and the end of the order (the pages at 0, the one holding
 * N/2, and the last full page). Each case is timed PAGE_ROUNDS times, the cases interleaved;
 * each key is the median, `ms` the slowest case's.
 *
 * `c`: the fastest SQL for an index on plays: one index range, `plays >= ?1 AND (plays > ?1 OR
 * id >= ?2)` (descending: `<=`, `<`). `--variant storage-sql` (`c-storage-sql`): the SQL
 * PagedDatabaseStorage builds (GtkListKitGRDB, SortKeyset.swift: a row value ascending, the
 * OR-chain over `+(plays)` descending), through the same C API: what its shape costs apart from
 * GRDB and decoding. Included by bench.c after sqlite.c.
 */

#define PAGE_ROUNDS 9

static const char *page_best[2] = {
  "SELECT id, title, plays FROM track WHERE plays >= ?1 AND (plays > ?1 OR id >= ?2)"
  " ORDER BY plays, id LIMIT 256",
  "SELECT id, title, plays FROM track WHERE plays <= ?1 AND (plays < ?1 OR id >= ?2)"
  " ORDER BY plays DESC, id LIMIT 256",
};

/* As SortKeyset.after(_:rowid:inclusive: true) and the storage's pageQuery write it. */
static const char *page_storage[2] = {
  "SELECT rowid AS \"gtklistkit_rowid\", * FROM track WHERE ((plays), rowid) >= (?1, ?2)"
  " ORDER BY (plays), rowid LIMIT 256",
  "SELECT rowid AS \"gtklistkit_rowid\", * FROM track WHERE (+(plays) < ?1 OR +(plays) IS NULL"
  " OR (+(plays) = ?1 AND (rowid >= ?2))) ORDER BY (plays) DESC, rowid LIMIT 256",
};

static int
cmp_double (const void *a, const void *b)
{
  double x = *(const double *) a, y = *(const double *) b;
  return (x > y) - (x < y);
}

/* One page from `first` (its key looked up): the rows kept as the model keeps them (`col`: the
 * column of id; title and plays follow). Returns the rows read; exits 4 unless the page starts
 * at `first`. */
static guint
page_read (sqlite3_stmt *key, sqlite3_stmt *page, int col, gint64 first)
{
  sqlite3_bind_int64 (key, 1, first);
  if (sqlite3_step (key) != SQLITE_ROW)
    exit (4);
  sqlite3_bind_int64 (page, 1, sqlite3_column_int64 (key, 0));
  sqlite3_reset (key);
  sqlite3_bind_int64 (page, 2, first);
  SqlPage *rows = g_new0 (SqlPage, 1);
  while (rows->count < SQL_PAGE && sqlite3_step (page) == SQLITE_ROW)
    {
      guint i = rows->count++;
      rows->id[i] = sqlite3_column_int64 (page, col);
      rows->title[i] = g_strdup ((const char *) sqlite3_column_text (page, col + 1));
      rows->plays[i] = sqlite3_column_int64 (page, col + 2);
    }
  sqlite3_reset (page);
  guint count = rows->count;
  if (count == 0 || rows->id[0] != first)
    {
      g_printerr ("bench-c: the page does not start at rowid %" G_GINT64_FORMAT "\n", first);
      exit (4);
    }
  sql_page_free (rows);
  return count;
}

static void
work_page_query_sqlite (Bench *b, Result *r)
{
  static const char *names[2][3] = { { "asc_start_ms", "asc_middle_ms", "asc_end_ms" },
                                     { "desc_start_ms", "desc_middle_ms", "desc_end_ms" } };
  gboolean storage_sql = strcmp (b->variant, "storage-sql") == 0;
  sqlite3 *db = sql_open (r->n);
  guint n;
  gint64 *order[2];
  sqlite3_stmt *page[2], *key;
  sql_check (sqlite3_prepare_v2 (db, "SELECT plays FROM track WHERE rowid = ?", -1, &key, NULL),
             db, "key");
  for (int d = 0; d < 2; d++)
    {
      order[d] = sql_read_order (db, d == 1, &n); /* the storage knows its order too */
      const char *sql = storage_sql ? page_storage[d] : page_best[d];
      sql_check (sqlite3_prepare_v2 (db, sql, -1, &page[d], NULL), db, sql);
    }
  guint starts[3] = { 0, n / 2 / SQL_PAGE * SQL_PAGE, (n / SQL_PAGE - 1) * SQL_PAGE };
  double ms[2][3][PAGE_ROUNDS];
  guint rows = 0;
  for (int round = 0; round < PAGE_ROUNDS; round++)
    for (int d = 0; d < 2; d++)
      for (int p = 0; p < 3; p++)
        {
          gint64 t0 = now_ns ();
          rows += page_read (key, page[d], storage_sql, order[d][starts[p]]);
          ms[d][p][round] = (now_ns () - t0) / 1e6;
        }
  r->ms = 0;
  for (int d = 0; d < 2; d++)
    for (int p = 0; p < 3; p++)
      {
        qsort (ms[d][p], PAGE_ROUNDS, sizeof (double), cmp_double);
        double median = ms[d][p][PAGE_ROUNDS / 2];
        extra_dbl (r, names[d][p], median);
        r->ms = MAX (r->ms, median);
      }
  extra_u64 (r, "rounds", PAGE_ROUNDS);
  extra_u64 (r, "rows_read", rows);
  extra_u64 (r, "middle_start", starts[1]);
  extra_u64 (r, "end_start", starts[2]);
}
