/*
 * SQLite table workloads of the C baseline (table-sort-sqlite, table-sort-sqlite-desc): the
 * tracks of sqlite_db.c shown in a GtkColumnView of two columns (plays, title; a GtkInscription
 * per cell) over a GListModel that reads pages of 256 rows from SQLite when GTK asks for a row.
 * `ms` = sort by plays, ascending or descending (ties by rowid): the whole order read by one
 * query (`SELECT rowid ... ORDER BY plays [DESC], rowid`, `order_query_ms`), then the rows
 * replaced, until the end of the first frame that bound rows after it.
 *
 * Included by bench.c after table.c (it uses format_int and the harness) and sqlite_db.c.
 */

#define SQL_PAGE 256

typedef struct
{
  gint64 id[SQL_PAGE], plays[SQL_PAGE];
  char *title[SQL_PAGE];
  guint count;
} SqlPage;

#define SQL_TYPE_MODEL (sql_model_get_type ())
G_DECLARE_FINAL_TYPE (SqlModel, sql_model, SQL, MODEL, GObject)

/* The shown order's pages; `sorted`: ORDER BY plays [DESC], id (`by_plays`), else id order. One
 * page is kept per page index until the order changes (a page of the rows GTK shows). */
struct _SqlModel
{
  GObject parent_instance;
  sqlite3 *db;
  sqlite3_stmt *by_id, *by_plays;
  gboolean sorted;
  guint n;
  GHashTable *pages; /* page index -> SqlPage */
  gint64 *rowids;    /* filtered (sqlite_filter.c): the rows shown, read by rowid; NULL: all */
  sqlite3_stmt *by_rowid;
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
  if (self->rowids)
    {
      /* Filtered: each row by its rowid (one b-tree search, as the library's IN list). */
      for (guint p = index * SQL_PAGE; p < self->n && page->count < SQL_PAGE; p++)
        {
          sqlite3_bind_int64 (self->by_rowid, 1, self->rowids[p]);
          if (sqlite3_step (self->by_rowid) == SQLITE_ROW)
            {
              guint i = page->count++;
              page->id[i] = sqlite3_column_int64 (self->by_rowid, 0);
              page->title[i] = g_strdup ((const char *) sqlite3_column_text (self->by_rowid, 1));
              page->plays[i] = sqlite3_column_int64 (self->by_rowid, 2);
            }
          sqlite3_reset (self->by_rowid);
        }
      g_hash_table_insert (self->pages, GUINT_TO_POINTER (index), page);
      return page;
    }
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

/* The model over db in id order; `descending`: the direction of its sorted order. */
static SqlModel *
sql_model_new (sqlite3 *db, gboolean descending)
{
  SqlModel *self = g_object_new (SQL_TYPE_MODEL, NULL);
  self->db = db;
  const char *columns = "SELECT id, title, plays FROM track ";
  char *by_id = g_strconcat (columns, "ORDER BY id LIMIT 256 OFFSET ?", NULL);
  char *by_plays = g_strconcat (columns, descending ? "ORDER BY plays DESC, id" : "ORDER BY plays, id",
                                " LIMIT 256 OFFSET ?", NULL);
  sql_check (sqlite3_prepare_v2 (db, by_id, -1, &self->by_id, NULL), db, by_id);
  sql_check (sqlite3_prepare_v2 (db, by_plays, -1, &self->by_plays, NULL), db, by_plays);
  g_free (by_id);
  g_free (by_plays);
  self->n = (guint) sql_int (db, "SELECT count(*) FROM track");
  self->pages = g_hash_table_new_full (NULL, NULL, NULL, sql_page_free);
  return self;
}

/* The two-column table over `model`, presented, its plays header sortable (the arrow). */
static void
sql_table_show (SqlModel *model)
{
  table.n = model->n;
  table_column_count = 2;
  table.plays_cells = g_ptr_array_new ();
  table_build_view (G_LIST_MODEL (model), TRUE);
  GtkSorter *arrow = GTK_SORTER (gtk_custom_sorter_new (cmp_plays_items, NULL, NULL));
  gtk_column_view_column_set_sorter (table.columns[0], arrow);
}

static void
sql_set_arrow (gboolean descending)
{
  gtk_column_view_sort_by_column (GTK_COLUMN_VIEW (table.view), table.columns[0],
                                  descending ? GTK_SORT_DESCENDING : GTK_SORT_ASCENDING);
}

/* The plays the first row has in `descending` order: min or max. */
static gint64
sql_first_plays (sqlite3 *db, gboolean descending)
{
  return sql_int (db, descending ? "SELECT max(plays) FROM track" : "SELECT min(plays) FROM track");
}

/* Not timed: exit 4 unless the topmost plays cell shows `want`. */
static void
sql_check_top (gint64 want, const char *after)
{
  char expect[24];
  const char *text = format_int (want, expect);
  const char *top = table_top_plays_text ();
  if (!top || strcmp (top, text) != 0)
    {
      g_printerr ("bench-c: after %s the first row shows plays %s, not %s\n", after,
                  top ? top : "(none)", text);
      exit (4);
    }
}

/* The table shown in id order and settled; timed: the header arrow, the new order (its pages
 * dropped), remove-all + add-all, until the first frame with binds. Then, not timed, the
 * topmost plays cell must show the first plays of the order (exit 4 otherwise). */
static void
work_table_sort_sqlite (Bench *b, Result *r, gboolean descending)
{
  SqlModel *model = sql_model_new (sql_open (r->n), descending);
  sql_table_show (model);
  wait_first_frame ();
  settle (50);
  gint64 first = sql_first_plays (model->db, descending);

  guint64 binds0 = n_binds, get0 = n_get_item;
  guint n = model->n;
  gint64 t0 = now_ns ();
  collect_toggle ();
  stall_start ();
  /* The same work as the library's sort: the whole new order read by one query (rowids only),
   * here on the main thread, as a C app reading it at once would (its longest stall). */
  guint read;
  gint64 *rowids = sql_read_order (model->db, descending, &read);
  gint64 tq = now_ns ();
  sql_set_arrow (descending);
  model->sorted = TRUE;
  g_hash_table_remove_all (model->pages);
  model->n = 0;
  g_list_model_items_changed (G_LIST_MODEL (model), 0, n, 0);
  model->n = n;
  g_list_model_items_changed (G_LIST_MODEL (model), 0, 0, n);
  gint64 t1 = now_ns ();
  finish_at_bound_frame (r, t0, binds0);

  sql_check_top (first, "the sort");
  extra_dbl (r, "apply_ms", (t1 - t0) / 1e6);
  extra_dbl (r, "order_query_ms", (tq - t0) / 1e6);
  extra_u64 (r, "order_rows", read);
  g_free (rowids);
  extra_u64 (r, "binds", n_binds - binds0);
  extra_u64 (r, "get_item", n_get_item - get0);
  extra_u64 (r, "first_plays", (guint64) first);
  extra_u64 (r, "columns", 2);
  if (descending)
    {
      /* Reported beside: the same order read through the index's own order, groups reversed. */
      gint64 t2 = now_ns ();
      g_free (sql_read_order_reversing (model->db, &read));
      extra_dbl (r, "order_reversing_ms", (now_ns () - t2) / 1e6);
    }
}
