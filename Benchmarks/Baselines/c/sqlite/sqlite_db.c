/*
 * The SQLite workloads' database (sqlite.c and the files after it): N rows of
 * `track (id INTEGER PRIMARY KEY, title TEXT, plays INTEGER)` with an index on `plays`, in
 * $TMPDIR/gtklistkit-bench-tracks-N.sqlite, made by the first program that needs it (this one or
 * gtklistkit-bench, with the same SQL) and reused; making it is never timed. Included by bench.c.
 */
#include <sqlite3.h>

static void
sql_check (int rc, sqlite3 *db, const char *what)
{
  if (rc != SQLITE_OK && rc != SQLITE_DONE)
    {
      g_printerr ("bench-c: %s: %s\n", what, sqlite3_errmsg (db));
      exit (2);
    }
}

static char *
sql_path (guint n)
{
  return g_strdup_printf ("%s/gtklistkit-bench-tracks-%u.sqlite", g_get_tmp_dir (), n);
}

/* The database of n tracks (made once per n, then reused). */
static sqlite3 *
sql_open (guint n)
{
  char *path = sql_path (n);
  sqlite3 *db;
  if (!g_file_test (path, G_FILE_TEST_EXISTS))
    {
      char *building = g_strdup_printf ("%s.building-%d", path, (int) getpid ());
      char *sql = g_strdup_printf (
        "CREATE TABLE track (id INTEGER PRIMARY KEY, title TEXT NOT NULL, plays INTEGER NOT NULL);"
        "WITH RECURSIVE n(x) AS (SELECT 0 UNION ALL SELECT x + 1 FROM n WHERE x < %u) "
        "INSERT INTO track (id, title, plays) SELECT x, 'Row ' || x, "
        "((x + 1) * 7919 %% 1000003) %% 100000 FROM n;"
        "CREATE INDEX track_plays ON track (plays);", n - 1);
      sql_check (sqlite3_open (building, &db), db, "create");
      sql_check (sqlite3_exec (db, sql, NULL, NULL, NULL), db, "fill");
      sqlite3_close (db);
      rename (building, path);
      g_free (sql);
      g_free (building);
    }
  sql_check (sqlite3_open_v2 (path, &db, SQLITE_OPEN_READWRITE, NULL), db, path);
  g_free (path);
  return db;
}

/* A private copy of the database (SQLite's backup API: the shared file is never written), for
 * a workload that writes; *path_out is its path (remove it with sql_remove). */
static sqlite3 *
sql_open_copy (guint n, char **path_out)
{
  sqlite3 *shared = sql_open (n), *db;
  char *path = g_strdup_printf ("%s/gtklistkit-bench-tracks-%u-%d.sqlite", g_get_tmp_dir (), n,
                                (int) getpid ());
  sql_check (sqlite3_open (path, &db), db, path);
  sqlite3_backup *backup = sqlite3_backup_init (db, "main", shared, "main");
  sqlite3_backup_step (backup, -1);
  sql_check (sqlite3_backup_finish (backup), db, "backup");
  sqlite3_close (shared);
  *path_out = path;
  return db;
}

/* Removes a copy made by sql_open_copy, with SQLite's side files. */
static void
sql_remove (const char *path)
{
  const char *suffixes[] = { "", "-wal", "-shm", "-journal" };
  for (guint i = 0; i < G_N_ELEMENTS (suffixes); i++)
    {
      char *file = g_strconcat (path, suffixes[i], NULL);
      unlink (file);
      g_free (file);
    }
}

/* The first column of the first row of `sql` (an aggregate such as min(plays)). */
static gint64
sql_int (sqlite3 *db, const char *sql)
{
  sqlite3_stmt *stmt;
  sql_check (sqlite3_prepare_v2 (db, sql, -1, &stmt, NULL), db, sql);
  sqlite3_step (stmt);
  gint64 v = sqlite3_column_int64 (stmt, 0);
  sqlite3_finalize (stmt);
  return v;
}

/* The whole order by one query, rowids only: what the library reads off its main thread.
 * *count: rows read. */
static gint64 *
sql_read_order (sqlite3 *db, gboolean descending, guint *count)
{
  const char *sql = descending ? "SELECT rowid FROM track ORDER BY plays DESC, rowid"
                               : "SELECT rowid FROM track ORDER BY plays, rowid";
  guint n = (guint) sql_int (db, "SELECT count(*) FROM track"), read = 0;
  gint64 *rowids = g_new (gint64, n);
  sqlite3_stmt *stmt;
  sql_check (sqlite3_prepare_v2 (db, sql, -1, &stmt, NULL), db, sql);
  while (read < n && sqlite3_step (stmt) == SQLITE_ROW)
    rowids[read++] = sqlite3_column_int64 (stmt, 0);
  sqlite3_finalize (stmt);
  *count = read;
  return rowids;
}

/* The descending order read another way (reported, not the baseline): the index in its own
 * order (no sort at all), then the groups of equal plays taken from the last to the first, each
 * kept in ascending rowid order. For `ORDER BY plays DESC, rowid` SQLite sorts every tie group. */
static gint64 *
sql_read_order_reversing (sqlite3 *db, guint *count)
{
  guint n = (guint) sql_int (db, "SELECT count(*) FROM track"), read = 0;
  gint64 *rowids = g_new (gint64, n), *keys = g_new (gint64, n), *out = g_new (gint64, n);
  sqlite3_stmt *stmt;
  const char *sql = "SELECT rowid, plays FROM track ORDER BY plays, rowid";
  sql_check (sqlite3_prepare_v2 (db, sql, -1, &stmt, NULL), db, sql);
  while (read < n && sqlite3_step (stmt) == SQLITE_ROW)
    {
      rowids[read] = sqlite3_column_int64 (stmt, 0);
      keys[read++] = sqlite3_column_int64 (stmt, 1);
    }
  sqlite3_finalize (stmt);
  guint end = read, next = 0;
  while (end > 0)
    {
      guint start = end - 1;
      while (start > 0 && keys[start - 1] == keys[end - 1])
        start--;
      memcpy (out + next, rowids + start, (end - start) * sizeof (gint64));
      next += end - start;
      end = start;
    }
  g_free (rowids);
  g_free (keys);
  *count = read;
  return out;
}
