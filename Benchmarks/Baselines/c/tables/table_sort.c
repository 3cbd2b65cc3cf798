/* table-sort-memory: the custom model sorting its row order (a radix sort of packed keys), or a
 * GtkSortListModel. Included by table.c. */

/* Sorts the custom model's order by plays, stable, the way the library sorts integer keys: a
 * least-significant-digit radix sort, 11 bits a pass, over only the bits in which the keys
 * differ. Each key packs plays above the row's current position, so a pass moves 8 bytes and
 * equal plays keep their order. (qsort of the same keys took 395 ms against 246 for 1M rows.) */
static void
table_sort_custom (TableModel *m)
{
  guint n = m->n;
  guint64 *keys = g_new (guint64, n), *spare = g_new (guint64, n);
  guint32 low = G_MAXUINT32, high = 0;
  for (guint i = 0; i < n; i++)
    {
      guint32 row = m->order ? m->order[i] : i;
      guint32 plays = (guint32) m->rows[row].plays;
      low = MIN (low, plays);
      high = MAX (high, plays);
      keys[i] = ((guint64) plays << 32) | i;
    }
  guint bits = 0;
  for (guint32 span = high - low; span; span >>= 1)
    bits++;
  enum { DIGIT = 11, BUCKETS = 1 << DIGIT };
  for (guint shift = 0; shift < bits; shift += DIGIT)
    {
      guint counts[BUCKETS] = { 0 };
      for (guint i = 0; i < n; i++)
        counts[(((guint32) (keys[i] >> 32) - low) >> shift) & (BUCKETS - 1)]++;
      guint at = 0;
      for (guint d = 0; d < BUCKETS; d++)
        {
          guint c = counts[d];
          counts[d] = at;
          at += c;
        }
      for (guint i = 0; i < n; i++)
        spare[counts[(((guint32) (keys[i] >> 32) - low) >> shift) & (BUCKETS - 1)]++] = keys[i];
      guint64 *t = keys;
      keys = spare;
      spare = t;
    }
  guint32 *order = g_new (guint32, n);
  for (guint i = 0; i < n; i++)
    {
      guint32 at = (guint32) keys[i];
      order[i] = m->order ? m->order[at] : at;
    }
  g_free (keys);
  g_free (spare);
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
