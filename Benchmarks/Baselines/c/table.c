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
 *                      model sorts its row order itself (qsort of packed keys) and emits
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

/* ---------------------------------------------------------------- item */

#define TABLE_TYPE_ITEM (table_item_get_type ())
G_DECLARE_FINAL_TYPE (TableItem, table_item, TABLE, ITEM, GObject)

struct _TableItem
{
  GObject parent_instance;
  const TableRow *row; /* the table's rows outlive every item */
};

G_DEFINE_TYPE (TableItem, table_item, G_TYPE_OBJECT)

enum
{
  TABLE_ITEM_PROP_PLAYS = 1
};

static void
table_item_get_property (GObject *object, guint id, GValue *value, GParamSpec *spec)
{
  if (id == TABLE_ITEM_PROP_PLAYS)
    g_value_set_int64 (value, TABLE_ITEM (object)->row->plays);
  else
    G_OBJECT_WARN_INVALID_PROPERTY_ID (object, id, spec);
}

static void
table_item_class_init (TableItemClass *klass)
{
  G_OBJECT_CLASS (klass)->get_property = table_item_get_property;
  /* GtkNumericSorter reads this through a GtkPropertyExpression. */
  g_object_class_install_property (
    G_OBJECT_CLASS (klass), TABLE_ITEM_PROP_PLAYS,
    g_param_spec_int64 ("plays", NULL, NULL, G_MININT64, G_MAXINT64, 0,
                        G_PARAM_READABLE | G_PARAM_STATIC_STRINGS));
}

static void
table_item_init (TableItem *self)
{
}

static TableItem *
table_item_new (const TableRow *row)
{
  TableItem *item = g_object_new (TABLE_TYPE_ITEM, NULL);
  item->row = row;
  return item;
}

/* --------------------------------------------------------- custom model */

/* The rows in a C array; the shown order is `order` (row indices) once sorted, else the array's.
 * No GObject per row until GTK asks for one. */
#define TABLE_TYPE_MODEL (table_model_get_type ())
G_DECLARE_FINAL_TYPE (TableModel, table_model, TABLE, MODEL, GObject)

struct _TableModel
{
  GObject parent_instance;
  const TableRow *rows;
  guint32 *order; /* NULL: the array's order */
  guint n;
};

static void table_model_list_model_init (GListModelInterface *iface);

G_DEFINE_TYPE_WITH_CODE (TableModel, table_model, G_TYPE_OBJECT,
                         G_IMPLEMENT_INTERFACE (G_TYPE_LIST_MODEL, table_model_list_model_init))

static GType
table_model_get_item_type (GListModel *list)
{
  return TABLE_TYPE_ITEM;
}

static guint
table_model_get_n_items (GListModel *list)
{
  return TABLE_MODEL (list)->n;
}

static gpointer
table_model_get_item (GListModel *list, guint position)
{
  TableModel *self = TABLE_MODEL (list);
  if (position >= self->n)
    return NULL;
  n_get_item++;
  return table_item_new (&self->rows[self->order ? self->order[position] : position]);
}

static void
table_model_list_model_init (GListModelInterface *iface)
{
  iface->get_item_type = table_model_get_item_type;
  iface->get_n_items = table_model_get_n_items;
  iface->get_item = table_model_get_item;
}

static void
table_model_class_init (TableModelClass *klass)
{
}

static void
table_model_init (TableModel *self)
{
}

/* ------------------------------------------------------------ the view */

typedef struct
{
  guint n;
  TableRow *rows;
  TableModel *custom;
  GListStore *store;
  GtkSortListModel *sorted; /* --sorter */
  GtkSingleSelection *selection;
  GtkWidget *window, *scrolled, *view;
  GtkColumnViewColumn *columns[TABLE_COLUMNS];
  GPtrArray *plays_cells; /* every inscription of the plays column (the sort's check) */
} Table;

static Table table;

/* The decimal text of v into buf (at least 24 bytes); the Swift program formats the same way. */
static const char *
format_int (gint64 v, char *buf)
{
  char *p = buf + 23;
  gboolean negative = v < 0;
  guint64 u = negative ? (guint64) (-(v + 1)) + 1 : (guint64) v;
  *p = '\0';
  do
    {
      *--p = (char) ('0' + u % 10);
      u /= 10;
    }
  while (u);
  if (negative)
    *--p = '-';
  return p;
}

static void
on_table_setup (GtkSignalListItemFactory *f, GtkListItem *li, gpointer column)
{
  GtkWidget *cell = gtk_inscription_new (NULL);
  gtk_list_item_set_child (li, cell);
  n_setups++;
  /* A reference: GTK destroys row widgets (4.8: all of them on a remove-all), and the check
   * after the sort only looks at the mapped ones. */
  if (GPOINTER_TO_UINT (column) == 0 && table.plays_cells)
    g_ptr_array_add (table.plays_cells, g_object_ref (cell));
}

static void
on_table_bind (GtkSignalListItemFactory *f, GtkListItem *li, gpointer column)
{
  const TableRow *row = TABLE_ITEM (gtk_list_item_get_item (li))->row;
  guint c = GPOINTER_TO_UINT (column);
  GtkInscription *cell = GTK_INSCRIPTION (gtk_list_item_get_child (li));
  if (c == 0)
    {
      char buf[24];
      gtk_inscription_set_text (cell, format_int (row->plays, buf));
    }
  else
    gtk_inscription_set_text (cell, row->text[c - 1]);
  n_binds++;
}

static int
cmp_plays_items (gconstpointer a, gconstpointer b, gpointer data)
{
  gint64 x = TABLE_ITEM ((gpointer) a)->row->plays, y = TABLE_ITEM ((gpointer) b)->row->plays;
  return (x > y) - (x < y);
}

/* How many of the columns to show (table-sort-sqlite: plays and the title, sqlite.c). */
static guint table_column_count = TABLE_COLUMNS;

static void
table_add_columns (void)
{
  static const char *titles[TABLE_COLUMNS];
  for (guint c = 0; c < table_column_count; c++)
    {
      GtkListItemFactory *factory = gtk_signal_list_item_factory_new ();
      g_signal_connect (factory, "setup", G_CALLBACK (on_table_setup), GUINT_TO_POINTER (c));
      g_signal_connect (factory, "bind", G_CALLBACK (on_table_bind), GUINT_TO_POINTER (c));
      if (!titles[c])
        titles[c] = c == 0 ? "Plays" : g_strdup_printf ("Column %u", c + 1);
      GtkColumnViewColumn *column = gtk_column_view_column_new (titles[c], factory);
      table.columns[c] = column;
      gtk_column_view_append_column (GTK_COLUMN_VIEW (table.view), column);
      g_object_unref (column);
    }
}

/* model: the selection's model (may be NULL: set later). `after`: GtkListKit's order. */
static void
table_build_view (GListModel *model, gboolean after)
{
  table.selection = gtk_single_selection_new (model);
  table.scrolled = gtk_scrolled_window_new ();
  if (after)
    {
      table.view = gtk_column_view_new (NULL);
      gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (table.scrolled), table.view);
      table_add_columns ();
      gtk_column_view_set_model (GTK_COLUMN_VIEW (table.view),
                                 GTK_SELECTION_MODEL (table.selection));
      g_object_unref (table.selection);
    }
  else
    {
      table.view = gtk_column_view_new (GTK_SELECTION_MODEL (table.selection));
      gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (table.scrolled), table.view);
      table_add_columns ();
    }
  table.window = gtk_window_new ();
  gtk_window_set_title (GTK_WINDOW (table.window), "bench-c");
  gtk_window_set_default_size (GTK_WINDOW (table.window), 800, 600);
  gtk_window_set_child (GTK_WINDOW (table.window), table.scrolled);
  gtk_window_present (GTK_WINDOW (table.window));
  g_signal_connect (gtk_widget_get_frame_clock (table.window), "after-paint",
                    G_CALLBACK (on_after_paint), NULL);
}

/* The model of the rows: the custom model adopts the array; the list store makes every item. */
static GListModel *
table_fill (ModelKind kind, gboolean sort_model)
{
  if (kind == MODEL_CUSTOM)
    {
      table.custom = g_object_new (TABLE_TYPE_MODEL, NULL);
      table.custom->rows = table.rows;
      table.custom->n = table.n;
      return G_LIST_MODEL (table.custom);
    }
  table.store = g_list_store_new (TABLE_TYPE_ITEM);
  gpointer *objs = g_new (gpointer, table.n);
  for (guint i = 0; i < table.n; i++)
    objs[i] = table_item_new (&table.rows[i]);
  g_list_store_splice (table.store, 0, 0, objs, table.n);
  for (guint i = 0; i < table.n; i++)
    g_object_unref (objs[i]);
  g_free (objs);
  if (!sort_model)
    return G_LIST_MODEL (table.store);
  table.sorted = gtk_sort_list_model_new (G_LIST_MODEL (table.store), NULL);
  gtk_sort_list_model_set_incremental (table.sorted, FALSE);
  return G_LIST_MODEL (table.sorted);
}

static void
work_table_first_frame (Bench *b, Result *r)
{
  gint64 g0 = now_ns ();
  table.n = r->n;
  table.rows = table_make_rows (r->n);
  gint64 t0 = now_ns ();
  collect_toggle ();
  GListModel *model = table_fill (b->kind, FALSE);
  gint64 t1 = now_ns ();
  table_build_view (model, b->model_after);
  wait_first_frame ();
  collect_toggle ();
  r->ms = (first_frame_ns - t0) / 1e6;
  extra_dbl (r, "gen_ms", (t0 - g0) / 1e6);
  extra_dbl (r, "model_ms", (t1 - t0) / 1e6);
  extra_dbl (r, "frame_ms", (first_frame_ns - t1) / 1e6);
  extra_u64 (r, "binds", n_binds);
  extra_u64 (r, "setups", n_setups);
  if (b->kind == MODEL_CUSTOM)
    extra_u64 (r, "get_item", n_get_item);
  extra_u64 (r, "columns", TABLE_COLUMNS);
  extra_u64 (r, "rss_kb", rss_kb ());
}

static int
cmp_u64 (const void *a, const void *b)
{
  guint64 x = *(const guint64 *) a, y = *(const guint64 *) b;
  return (x > y) - (x < y);
}

/* Sorts the custom model's order by plays, stable: each key packs plays (< 2^31) above the
 * row's current position (< 2^32), so equal plays keep their order. */
static void
table_sort_custom (TableModel *m)
{
  guint n = m->n;
  guint64 *keys = g_new (guint64, n);
  for (guint i = 0; i < n; i++)
    {
      guint32 row = m->order ? m->order[i] : i;
      keys[i] = ((guint64) m->rows[row].plays << 32) | i;
    }
  qsort (keys, n, sizeof (guint64), cmp_u64);
  guint32 *order = g_new (guint32, n);
  for (guint i = 0; i < n; i++)
    {
      guint32 at = (guint32) keys[i];
      order[i] = m->order ? m->order[at] : at;
    }
  g_free (keys);
  g_free (m->order);
  m->order = order;
}

/* The text the topmost shown plays cell shows (after the frame: the sort's check). */
static const char *
table_top_plays_text (void)
{
  const char *best = NULL;
  double best_y = G_MAXDOUBLE;
  for (guint i = 0; i < table.plays_cells->len; i++)
    {
      GtkWidget *cell = g_ptr_array_index (table.plays_cells, i);
      graphene_point_t p = GRAPHENE_POINT_INIT (0, 0), q;
      if (!gtk_widget_get_mapped (cell))
        continue;
      if (!gtk_widget_compute_point (cell, table.view, &p, &q))
        continue;
      if (q.y >= 0 && q.y < best_y)
        {
          best_y = q.y;
          best = gtk_inscription_get_text (GTK_INSCRIPTION (cell));
        }
    }
  return best;
}

static void
work_table_sort_memory (Bench *b, Result *r, const char *sorter)
{
  table.n = r->n;
  table.rows = table_make_rows (r->n);
  table.plays_cells = g_ptr_array_new ();
  if (sorter && b->kind != MODEL_LISTSTORE)
    {
      g_printerr ("bench-c: --sorter needs --model liststore\n");
      exit (2);
    }
  table_build_view (table_fill (b->kind, sorter != NULL), TRUE);
  /* Header arrow, as the library shows it: the plays column gets a sorter (the one the sort
   * model uses, or one that only makes the header clickable) and is sorted by below. */
  GtkSorter *column_sorter;
  if (sorter && strcmp (sorter, "numeric") == 0)
    column_sorter = GTK_SORTER (gtk_numeric_sorter_new (
      gtk_property_expression_new (TABLE_TYPE_ITEM, NULL, "plays")));
  else if (sorter && strcmp (sorter, "custom") == 0)
    column_sorter = GTK_SORTER (gtk_custom_sorter_new (cmp_plays_items, NULL, NULL));
  else if (sorter)
    {
      g_printerr ("bench-c: --sorter numeric|custom\n");
      exit (2);
    }
  else
    column_sorter = GTK_SORTER (gtk_custom_sorter_new (cmp_plays_items, NULL, NULL));
  gtk_column_view_column_set_sorter (table.columns[0], column_sorter);
  wait_first_frame ();
  settle (50);

  if (g_getenv ("TABLE_DEBUG"))
    {
      guint mapped = 0;
      for (guint i = 0; i < table.plays_cells->len; i++)
        mapped += gtk_widget_get_mapped (g_ptr_array_index (table.plays_cells, i));
      g_printerr ("before: plays cells %u mapped %u top %s binds %lu\n", table.plays_cells->len, mapped, table_top_plays_text (), (unsigned long) n_binds);
    }
  gint64 min_plays = G_MAXINT64;
  for (guint i = 0; i < table.n; i++)
    min_plays = MIN (min_plays, table.rows[i].plays);
  guint64 binds0 = n_binds, get0 = n_get_item;
  gboolean one = strcmp (b->variant, "one-emission") == 0;
  gint64 t0 = now_ns ();
  collect_toggle ();
  gtk_column_view_sort_by_column (GTK_COLUMN_VIEW (table.view), table.columns[0],
                                  GTK_SORT_ASCENDING);
  if (sorter)
    /* The sort model sorts at once (incremental off) and emits its change. */
    gtk_sort_list_model_set_sorter (table.sorted, column_sorter);
  else
    {
      TableModel *m = table.custom;
      guint n = m->n;
      table_sort_custom (m);
      if (one)
        g_list_model_items_changed (G_LIST_MODEL (m), 0, n, n);
      else
        {
          /* Remove-all then insert-all: on one (0, N, N) GtkSingleSelection looks for its
           * selected item among the N new ones (a get_item each). */
          m->n = 0;
          g_list_model_items_changed (G_LIST_MODEL (m), 0, n, 0);
          m->n = n;
          g_list_model_items_changed (G_LIST_MODEL (m), 0, 0, n);
        }
    }
  gint64 t1 = now_ns ();
  wait_frames (1);
  collect_toggle ();
  r->ms = (now_ns () - t0) / 1e6;
  g_object_unref (column_sorter);

  char expect[24];
  const char *want = format_int (min_plays, expect);
  const char *top = table_top_plays_text ();
  if (g_getenv ("TABLE_DEBUG"))
    {
      guint mapped = 0;
      for (guint i = 0; i < table.plays_cells->len; i++)
        mapped += gtk_widget_get_mapped (g_ptr_array_index (table.plays_cells, i));
      GtkAdjustment *adj = gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (table.scrolled));
      if (g_getenv ("TABLE_RESIZE"))
        {
          /* Diagnostic: a quiet spell, then a scroll down one row and back. */
          settle (300);
          GtkAdjustment *a2 = gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (table.scrolled));
          g_printerr ("after a settle: %lu paints, scroll value %f, top %s\n",
                      (unsigned long) n_paints, gtk_adjustment_get_value (a2), table_top_plays_text ());
          gtk_adjustment_set_value (a2, 32.0);
          wait_frames (1);
          gtk_adjustment_set_value (a2, 0.0);
          wait_frames (1);
          top = table_top_plays_text ();
          g_printerr ("after a scroll down and back: top %s\n", top);
        }
      if (g_getenv ("TABLE_SHOT"))
        {
          GdkPaintable *paintable = gtk_widget_paintable_new (table.window);
          GtkSnapshot *snap = gtk_snapshot_new ();
          gdk_paintable_snapshot (paintable, snap, 800, 600);
          GskRenderNode *node = gtk_snapshot_free_to_node (snap);
          GdkTexture *tex = gsk_renderer_render_texture (
            gtk_native_get_renderer (GTK_NATIVE (table.window)), node, NULL);
          gdk_texture_save_to_png (tex, g_getenv ("TABLE_SHOT"));
        }
      g_printerr ("setups %lu vadj %f upper %f page %f\n", (unsigned long) n_setups, gtk_adjustment_get_value (adj), gtk_adjustment_get_upper (adj), gtk_adjustment_get_page_size (adj));
      g_printerr ("plays cells %u mapped %u top %s binds %lu items %u paints %lu\n", table.plays_cells->len, mapped, top, (unsigned long) (n_binds - binds0), g_list_model_get_n_items (G_LIST_MODEL (table.selection)), (unsigned long) n_paints);
    }
  if (!top || strcmp (top, want) != 0)
    {
      g_printerr ("bench-c: after the sort the first row shows plays %s, not the smallest %s\n",
                  top ? top : "(none)", want);
      exit (4);
    }
  extra_dbl (r, "apply_ms", (t1 - t0) / 1e6);
  extra_u64 (r, "binds", n_binds - binds0);
  if (b->kind == MODEL_CUSTOM)
    extra_u64 (r, "get_item", n_get_item - get0);
  extra_u64 (r, "first_plays", (guint64) min_plays);
  extra_u64 (r, "columns", TABLE_COLUMNS);
}
