/* full-replace and the memory workloads. Included by bench.c. */

static void
work_full_replace (Bench *b, Result *r)
{
  build_view (b, build_model (b, r->n));
  wait_first_frame ();

  guint n = r->n;
  char **fresh = make_rows ("Item", n);
  settle (50);

  gboolean keep_old = strcmp (b->variant, "keep-old") == 0;
  char **old = NULL;
  guint64 binds0 = n_binds, get0 = n_get_item;
  gint64 t0 = now_ns ();
  collect_toggle ();
  if (b->kind == MODEL_CUSTOM)
    {
      /* Remove-all then insert-all: a single (0, N, N) makes GTK 4.8 fetch
       * every item twice; two emissions cost a few hundred get_item. */
      old = b->custom->rows;
      b->custom->n = 0;
      g_list_model_items_changed (G_LIST_MODEL (b->custom), 0, n, 0);
      b->custom->rows = fresh;
      b->custom->n = n;
      g_list_model_items_changed (G_LIST_MODEL (b->custom), 0, 0, n);
      /* keep-old: the old strings are freed after the measurement. */
      if (!keep_old)
        free_rows (old, n);
    }
  else
    {
      gpointer *objs = g_new (gpointer, n);
      for (guint i = 0; i < n; i++)
        objs[i] = gtk_string_object_new (fresh[i]);
      g_list_store_splice (b->store, 0, n, objs, n);
      for (guint i = 0; i < n; i++)
        g_object_unref (objs[i]);
      g_free (objs);
      free_rows (fresh, n);
    }
  wait_frames (1);
  collect_toggle ();
  r->ms = (now_ns () - t0) / 1e6;
  if (keep_old && old)
    free_rows (old, n);
  extra_u64 (r, "old_freed_in_span", !keep_old);
  extra_u64 (r, "binds", n_binds - binds0);
  if (b->kind == MODEL_CUSTOM)
    extra_u64 (r, "get_item", n_get_item - get0);
}

static void
work_memory (Bench *b, Result *r)
{
  /* Present the view empty first so theme, fonts and renderer are loaded
   * before the "before" reading: the delta is then the rows' own cost. */
  build_view (b, NULL);
  wait_frames (1);
  settle (50);
  long before = rss_kb ();

  gint64 t0 = now_ns ();
  gtk_single_selection_set_model (b->selection, build_model (b, r->n));
  g_object_unref (b->kind == MODEL_CUSTOM ? (gpointer) b->custom : (gpointer) b->store);
  wait_first_frame ();
  r->ms = (first_frame_ns - t0) / 1e6;
  settle (50);
  long after = rss_kb ();
  extra_u64 (r, "rss_kb", after);
  extra_u64 (r, "rss_before_kb", before);
  extra_dbl (r, "bytes_per_row", (after - before) * 1024.0 / r->n);
  extra_u64 (r, "setups", n_setups);
}

