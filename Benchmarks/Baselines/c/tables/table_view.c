/* The table's view (20 columns of GtkInscription cells), its fill and table-first-frame. Included
 * by table.c. */

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
  report_first_frame (r, g0, t0, t1);
  if (b->kind == MODEL_CUSTOM)
    extra_u64 (r, "get_item", n_get_item);
  extra_u64 (r, "columns", TABLE_COLUMNS);
  extra_u64 (r, "rss_kb", rss_kb ());
}
