/*
 * photo-grid (issue 44): a GtkGridView over the first N JPEG files of a folder (by name; made by
 * scripts/make-photos.py), each tile a 160x160 GtkPicture and a label; on bind the tile shows its
 * cached texture or starts a load (photo_loader.c), on unbind it cancels it. The window
 * (1000x800) shows its first screen loaded, then a tick callback scrolls the grid P pixels a
 * frame (`--px-per-frame`, default 2 screens a second at 60 Hz, photo-grid-fast 8, -fling 30) for
 * `--seconds` S (60·S frames), then stops; done when every visible tile shows its image, no load
 * is in flight and the main loop is idle. photo_stats.c measures frames, visibility and memory.
 * Included by bench.c after photo_loader.c and photo_stats.c.
 */


static void
photo_on_setup (GtkSignalListItemFactory *f, GtkListItem *li, gpointer data)
{
  PhotoTile *tile = g_new0 (PhotoTile, 1);
  tile->box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 4);
  tile->picture = gtk_picture_new ();
  gtk_widget_set_size_request (tile->picture, photo_thumb, photo_thumb);
  gtk_picture_set_can_shrink (GTK_PICTURE (tile->picture), TRUE);
  tile->label = gtk_label_new (NULL);
  gtk_label_set_ellipsize (GTK_LABEL (tile->label), PANGO_ELLIPSIZE_MIDDLE);
  gtk_box_append (GTK_BOX (tile->box), tile->picture);
  gtk_box_append (GTK_BOX (tile->box), tile->label);
  gtk_list_item_set_child (li, tile->box);
  g_object_set_data (G_OBJECT (li), "photo-tile", tile);
  g_ptr_array_add (photo_tiles, tile);
  n_setups++;
}

static void
photo_on_bind (GtkSignalListItemFactory *f, GtkListItem *li, gpointer data)
{
  PhotoTile *tile = g_object_get_data (G_OBJECT (li), "photo-tile");
  const char *name = gtk_string_object_get_string (GTK_STRING_OBJECT (gtk_list_item_get_item (li)));
  gtk_label_set_text (GTK_LABEL (tile->label), name);
  LOAD_SPAN_BEGIN; /* loading from here: the key, the cache, the placeholder or the start */
  char *path = g_build_filename (photo_dir, name, NULL);
  tile->key = g_strdup_printf ("%s@%d", path, photo_thumb);
  tile->seen = tile->reported = FALSE;
  GdkTexture *cached = cache_lookup (tile->key);
  gtk_picture_set_paintable (GTK_PICTURE (tile->picture), GDK_PAINTABLE (cached));
  tile->has_image = cached != NULL;
  if (cached)
    cache_hits++;
  else
    tile->load = photo_load_start (path, tile);
  g_free (path);
  n_binds++;
  LOAD_SPAN_END;
}

static void
photo_on_unbind (GtkSignalListItemFactory *f, GtkListItem *li, gpointer data)
{
  LOAD_SPAN_BEGIN;
  PhotoTile *tile = g_object_get_data (G_OBJECT (li), "photo-tile");
  if (tile->load)
    photo_load_cancel (tile->load);
  tile->load = NULL;
  photo_tile_unbound (tile); /* photo_stats.c: shown without its image? */
  g_clear_pointer (&tile->key, g_free);
  tile->has_image = FALSE;
  LOAD_SPAN_END;
}

/* Main thread, from the worker's idle source: the result, if the tile still wants it. */
static gboolean
photo_apply (gpointer data)
{
  LOAD_SPAN_BEGIN;
  PhotoLoad *load = data;
  PhotoTile *tile = load->tile;
  loads_in_flight--;
  if (load->error)
    {
      loads_failed++;
      if (loads_failed == 1)
        g_printerr ("bench-c: photo-grid: %s\n", load->error);
    }
  else if (load->stopped_early)
    loads_stopped_early++;
  else if (!tile || tile->load != load)
    loads_discarded++;
  if (load->texture)
    {
      /* Decoded is decoded: cached even when no tile wants it now. */
      char *key = g_strdup_printf ("%s@%d", load->path, photo_thumb);
      cache_insert (key, load->texture);
      g_free (key);
    }
  if (tile && tile->load == load)
    {
      tile->load = NULL;
      if (load->texture)
        {
          gtk_picture_set_paintable (GTK_PICTURE (tile->picture), GDK_PAINTABLE (load->texture));
          tile->has_image = TRUE;
          loads_completed++;
        }
    }
  photo_load_free (load);
  LOAD_SPAN_END;
  return G_SOURCE_REMOVE;
}

/* The first N names of the folder's *.jpg files, sorted; exits 3 when there are fewer. */
static GtkStringList *
photo_list (const char *dir, guint n)
{
  GError *error = NULL;
  GDir *d = g_dir_open (dir, 0, &error);
  if (!d)
    {
      g_printerr ("bench-c: photo-grid: %s (make the photos: python3 scripts/make-photos.py "
                  "-n %u --dir %s)\n", error->message, n, dir);
      exit (3);
    }
  GPtrArray *names = g_ptr_array_new_with_free_func (g_free);
  const char *name;
  while ((name = g_dir_read_name (d)))
    if (name[0] != '.' && (g_str_has_suffix (name, ".jpg") || g_str_has_suffix (name, ".jpeg")))
      g_ptr_array_add (names, g_strdup (name));
  g_dir_close (d);
  if (names->len < n)
    {
      g_printerr ("bench-c: photo-grid: %s has %u photos, %u asked (python3 "
                  "scripts/make-photos.py -n %u --dir %s)\n", dir, names->len, n, n, dir);
      exit (3);
    }
  g_ptr_array_sort (names, (GCompareFunc) photo_name_cmp);
  g_ptr_array_set_size (names, n);
  g_ptr_array_add (names, NULL);
  GtkStringList *list = gtk_string_list_new ((const char *const *) names->pdata);
  g_ptr_array_unref (names);
  return list;
}

static guint photo_ticks_left;
static double photo_px;

static gboolean
photo_scroll_tick (GtkWidget *widget, GdkFrameClock *clock, gpointer data)
{
  GtkAdjustment *adj = data;
  if (photo_ticks_left == 0)
    return G_SOURCE_REMOVE;
  photo_ticks_left--;
  double top = gtk_adjustment_get_upper (adj) - gtk_adjustment_get_page_size (adj);
  gtk_adjustment_set_value (adj, MIN (top, gtk_adjustment_get_value (adj) + photo_px));
  return G_SOURCE_CONTINUE;
}

/* Iterate until every visible tile shows its image (and that frame is painted), no load is in
 * flight and nothing is pending. */
static void
photo_wait_idle (guint timeout_s)
{
  guint wd = g_timeout_add_seconds (timeout_s, watchdog_fired, NULL);
  while (loads_in_flight > 0 || !photo_visible_done () || g_main_context_pending (NULL))
    g_main_context_iteration (NULL, TRUE);
  g_source_remove (wd);
}

static void
work_photo_grid (Bench *b, Result *r, const PhotoOptions *o)
{
  photo_dir = o->dir;
  GtkStringList *files = photo_list (o->dir, r->n);
  photo_loader_init (o->loads, o->cache_mib, o->thumb);
  photo_tiles = g_ptr_array_new ();

  GtkListItemFactory *factory = gtk_signal_list_item_factory_new ();
  g_signal_connect (factory, "setup", G_CALLBACK (photo_on_setup), NULL);
  g_signal_connect (factory, "bind", G_CALLBACK (photo_on_bind), NULL);
  g_signal_connect (factory, "unbind", G_CALLBACK (photo_on_unbind), NULL);
  b->list = gtk_grid_view_new (GTK_SELECTION_MODEL (gtk_no_selection_new (G_LIST_MODEL (files))),
                               factory);
  b->scrolled = gtk_scrolled_window_new ();
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (b->scrolled), GTK_POLICY_NEVER,
                                  GTK_POLICY_AUTOMATIC);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (b->scrolled), b->list);
  b->window = gtk_window_new ();
  gtk_window_set_title (GTK_WINDOW (b->window), "bench-c photo-grid");
  gtk_window_set_default_size (GTK_WINDOW (b->window), 1000, 800);
  gtk_window_set_child (GTK_WINDOW (b->window), b->scrolled);

  gint64 t0 = now_ns ();
  gtk_window_present (GTK_WINDOW (b->window));
  photo_stats_attach (b->window, b->list);
  photo_wait_idle (60);
  extra_dbl (r, "first_screen_ms", (now_ns () - t0) / 1e6);
  settle (100);

  GtkAdjustment *adj = gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (b->scrolled));
  photo_px = o->px_per_frame > 0 ? o->px_per_frame
                                  : gtk_adjustment_get_page_size (adj) * o->screens_per_s / 60;
  photo_ticks_left = (guint) (o->seconds * 60 + 0.5);
  photo_stats_begin ();
  gint64 s0 = now_ns ();
  gtk_widget_add_tick_callback (b->list, photo_scroll_tick, adj, NULL);
  while (photo_ticks_left > 0)
    g_main_context_iteration (NULL, TRUE);
  gint64 s1 = now_ns ();
  double scrolled_px = gtk_adjustment_get_value (adj);
  photo_frames_end ();
  photo_wait_idle (120);
  gint64 s2 = now_ns ();

  photo_stats_report (r);
  r->ms = (s2 - s0) / 1e6;
  extra_dbl (r, "scroll_ms", (s1 - s0) / 1e6);
  extra_dbl (r, "settle_ms", (s2 - s1) / 1e6);
  extra_dbl (r, "px_per_frame", photo_px);
  extra_dbl (r, "scrolled_px", scrolled_px);
  extra_u64 (r, "max_loads", o->loads);
  extra_u64 (r, "cache_mib", o->cache_mib);
  extra_u64 (r, "tiles", photo_tiles->len);
  extra_u64 (r, "binds", n_binds);
}
