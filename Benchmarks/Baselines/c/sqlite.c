/*
 * SQLite table workload of the C baseline (table-sort-sqlite): N rows of
 * `track (id INTEGER PRIMARY KEY, title TEXT, plays INTEGER)` with an index on `plays`, shown in
 * a GtkColumnView of two columns (plays, title; a GtkInscription per cell) over a GListModel
 * that reads pages of 256 rows from SQLite when GTK asks for a row. `ms` = sort by plays: the
 * whole order read by one query (`SELECT rowid ... ORDER BY plays, rowid`, `order_query_ms`),
 * then the rows replaced, until the end of the first frame that bound rows after it.
 *
 * Included by bench.c after table.c (it uses format_int and the harness). The database is
 * $TMPDIR/gtklistkit-bench-tracks-N.sqlite, made by the first program that needs it (this one or
 * gtklistkit-bench, with the same SQL) and reused; making it is never timed.
 */
#include <sqlite3.h>

#define SQL_PAGE 256

typedef struct
{
  gint64 id[SQL_PAGE], plays[SQL_PAGE];
  char *title[SQL_PAGE];
  guint count;
} SqlPage;

#define SQL_TYPE_MODEL (sql_model_get_type ())
G_DECLARE_FINAL_TYPE (SqlModel, sql_model, SQL, MODEL, GObject)

/* The shown order's pages; `sorted`: ORDER BY plays, id, else id order. One page is kept per
 * page index until the order changes (a page of the rows GTK shows). */
struct _SqlModel
{
  GObject parent_instance;
  sqlite3 *db;
  sqlite3_stmt *by_id, *by_plays;
  gboolean sorted;
  guint n;
  GHashTable *pages; /* page index -> SqlPage */
};

static void sql_model_list_model_init (GListModelInterface *iface);

G_DEFINE_TYPE_WITH_CODE (SqlModel, sql_model, G_TYPE_OBJECT,
                         G_IMPLEMENT_INTERFACE (G_TYPE_LIST_MODEL, sql_model_list_model_init))

static void
sql_page_free (gpointer data)
{
  SqlPage *page = data;
  for (guint i = 0; i < page->count; i++)
    g_free (page->title[i]);
  g_free (page);
}

/* Reads page `index` of the shown order: one LIMIT query (OFFSET: the pages read here are the
 * first few, where OFFSET costs nothing). */
static SqlPage *
sql_model_page (SqlModel *self, guint index)
{
  SqlPage *page = g_hash_table_lookup (self->pages, GUINT_TO_POINTER (index));
  if (page)
    return page;
  page = g_new0 (SqlPage, 1);
  sqlite3_stmt *stmt = self->sorted ? self->by_plays : self->by_id;
  sqlite3_bind_int64 (stmt, 1, (sqlite3_int64) index * SQL_PAGE);
  while (sqlite3_step (stmt) == SQLITE_ROW && page->count < SQL_PAGE)
    {
      guint i = page->count++;
      page->id[i] = sqlite3_column_int64 (stmt, 0);
      page->title[i] = g_strdup ((const char *) sqlite3_column_text (stmt, 1));
      page->plays[i] = sqlite3_column_int64 (stmt, 2);
    }
  sqlite3_reset (stmt);
  g_hash_table_insert (self->pages, GUINT_TO_POINTER (index), page);
  return page;
}

static GType
sql_model_get_item_type (GListModel *list)
{
  return TABLE_TYPE_ITEM;
}

static guint
sql_model_get_n_items (GListModel *list)
{
  return SQL_MODEL (list)->n;
}

/* A TableItem whose row is a TableRow made from the page (plays; text[0] the title). */
static gpointer
sql_model_get_item (GListModel *list, guint position)
{
  SqlModel *self = SQL_MODEL (list);
  if (position >= self->n)
    return NULL;
  n_get_item++;
  SqlPage *page = sql_model_page (self, position / SQL_PAGE);
  guint i = position % SQL_PAGE;
  if (i >= page->count)
    return NULL;
  TableRow *row = g_new0 (TableRow, 1);
  row->id = page->id[i];
  row->plays = page->plays[i];
  row->text[0] = page->title[i];
  TableItem *item = table_item_new (row);
  g_object_set_data_full (G_OBJECT (item), "row", row, g_free);
  return item;
}

static void
sql_model_list_model_init (GListModelInterface *iface)
{
  iface->get_item_type = sql_model_get_item_type;
  iface->get_n_items = sql_model_get_n_items;
  iface->get_item = sql_model_get_item;
}

static void
sql_model_class_init (SqlModelClass *klass)
{
}

static void
sql_model_init (SqlModel *self)
{
}

static void
sql_check (int rc, sqlite3 *db, const char *what)
{
  if (rc != SQLITE_OK && rc != SQLITE_DONE)
    {
      g_printerr ("bench-c: %s: %s\n", what, sqlite3_errmsg (db));
      exit (2);
    }
}

/* The database of n tracks (made once per n, then reused). */
static sqlite3 *
sql_open (guint n)
{
  char *path = g_strdup_printf ("%s/gtklistkit-bench-tracks-%u.sqlite", g_get_tmp_dir (), n);
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

static SqlModel *
sql_model_new (guint n)
{
  SqlModel *self = g_object_new (SQL_TYPE_MODEL, NULL);
  self->db = sql_open (n);
  const char *columns = "SELECT id, title, plays FROM track ";
  char *by_id = g_strconcat (columns, "ORDER BY id LIMIT 256 OFFSET ?", NULL);
  char *by_plays = g_strconcat (columns, "ORDER BY plays, id LIMIT 256 OFFSET ?", NULL);
  sql_check (sqlite3_prepare_v2 (self->db, by_id, -1, &self->by_id, NULL), self->db, by_id);
  sql_check (sqlite3_prepare_v2 (self->db, by_plays, -1, &self->by_plays, NULL), self->db, by_plays);
  g_free (by_id);
  g_free (by_plays);
  sqlite3_stmt *count;
  sqlite3_prepare_v2 (self->db, "SELECT count(*) FROM track", -1, &count, NULL);
  sqlite3_step (count);
  self->n = (guint) sqlite3_column_int64 (count, 0);
  sqlite3_finalize (count);
  self->pages = g_hash_table_new_full (NULL, NULL, NULL, sql_page_free);
  return self;
}

/* The table shown in id order and settled; timed: the header arrow, the new order (its pages
 * dropped), remove-all + add-all, until the first frame with binds. Then, not timed, the
 * topmost plays cell must show the smallest plays (exit 4 otherwise). */
static void
work_table_sort_sqlite (Bench *b, Result *r)
{
  SqlModel *model = sql_model_new (r->n);
  table.n = model->n;
  table_column_count = 2;
  table.plays_cells = g_ptr_array_new ();
  table_build_view (G_LIST_MODEL (model), TRUE);
  GtkSorter *arrow = GTK_SORTER (gtk_custom_sorter_new (cmp_plays_items, NULL, NULL));
  gtk_column_view_column_set_sorter (table.columns[0], arrow);
  wait_first_frame ();
  settle (50);
  sqlite3_stmt *min;
  sqlite3_prepare_v2 (model->db, "SELECT min(plays) FROM track", -1, &min, NULL);
  sqlite3_step (min);
  gint64 smallest = sqlite3_column_int64 (min, 0);
  sqlite3_finalize (min);

  guint64 binds0 = n_binds, get0 = n_get_item;
  guint n = model->n;
  gint64 t0 = now_ns ();
  collect_toggle ();
  /* The same work as the library's sort: the whole new order read by one query (rowids only),
   * here on the main thread, as a C app reading it at once would (its longest stall). */
  sqlite3_stmt *order;
  sqlite3_prepare_v2 (model->db, "SELECT rowid FROM track ORDER BY plays, rowid", -1, &order, NULL);
  gint64 *rowids = g_new (gint64, n);
  guint read = 0;
  while (sqlite3_step (order) == SQLITE_ROW && read < n)
    rowids[read++] = sqlite3_column_int64 (order, 0);
  sqlite3_finalize (order);
  gint64 tq = now_ns ();
  gtk_column_view_sort_by_column (GTK_COLUMN_VIEW (table.view), table.columns[0], GTK_SORT_ASCENDING);
  model->sorted = TRUE;
  g_hash_table_remove_all (model->pages);
  model->n = 0;
  g_list_model_items_changed (G_LIST_MODEL (model), 0, n, 0);
  model->n = n;
  g_list_model_items_changed (G_LIST_MODEL (model), 0, 0, n);
  gint64 t1 = now_ns ();
  do
    wait_frames (1);
  while (n_binds == binds0);
  collect_toggle ();
  r->ms = (now_ns () - t0) / 1e6;

  char expect[24];
  const char *want = format_int (smallest, expect);
  const char *top = table_top_plays_text ();
  if (!top || strcmp (top, want) != 0)
    {
      g_printerr ("bench-c: after the sort the first row shows plays %s, not the smallest %s\n",
                  top ? top : "(none)", want);
      exit (4);
    }
  extra_dbl (r, "apply_ms", (t1 - t0) / 1e6);
  extra_dbl (r, "order_query_ms", (tq - t0) / 1e6);
  extra_u64 (r, "order_rows", read);
  g_free (rowids);
  extra_u64 (r, "binds", n_binds - binds0);
  extra_u64 (r, "get_item", n_get_item - get0);
  extra_u64 (r, "first_plays", (guint64) smallest);
  extra_u64 (r, "columns", 2);
}
