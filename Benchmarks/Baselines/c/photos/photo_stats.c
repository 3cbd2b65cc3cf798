/*
 * photo-grid's measurements: per frame of the scroll, its duration (the frame clock's
 * before-paint to after-paint: updates, layout with the binds, paint), the interval between two
 * painted frames (a frame over 2x the 16.7 ms budget is a visible hitch) and the main-thread
 * time spent on loading (photo_loader.c's load_main_ns); per tile, the time from becoming
 * visible (its bounds inside the grid's allocation after a paint) to the end of the first frame
 * that paints it with its image (0 when it already had it), through the settle too; the longest
 * main-loop gap (stall.c); peak and final RSS. Included by bench.c after photo_loader.c.
 */

static GArray *frame_ms, *interval_ms, *frame_load_ms, *frame_load_cpu_ms, *visible_ms, *frame_binds;
static guint64 binds_mark;
static gint64 load_cpu_mark;
static gboolean photo_recording, photo_measuring;
static gint64 before_paint_ns, last_paint_ns, load_main_mark;
static guint64 visible_unloaded, frames_over_budget;
static GtkWidget *photo_grid;
#define PHOTO_BUDGET_MS (1000.0 / 60)

static int
photo_name_cmp (const char **a, const char **b)
{
  return strcmp (*a, *b);
}

static long
status_kb (const char *key)
{
  FILE *f = fopen ("/proc/self/status", "r");
  char line[256];
  long kb = -1;
  size_t len = strlen (key);
  if (!f)
    return -1;
  while (fgets (line, sizeof line, f))
    if (strncmp (line, key, len) == 0)
      {
        kb = strtol (line + len, NULL, 10);
        break;
      }
  fclose (f);
  return kb;
}

static gboolean
photo_tile_visible (PhotoTile *tile)
{
  graphene_rect_t rect;
  if (!tile->key || !gtk_widget_get_mapped (tile->box)
      || !gtk_widget_compute_bounds (tile->box, photo_grid, &rect))
    return FALSE;
  return rect.origin.y < gtk_widget_get_height (photo_grid)
         && rect.origin.y + rect.size.height > 0
         && rect.origin.x < gtk_widget_get_width (photo_grid)
         && rect.origin.x + rect.size.width > 0;
}

/* Every visible tile shows its image and the frame that shows it is painted. */
static gboolean
photo_visible_done (void)
{
  if (!photo_grid || last_paint_ns == 0)
    return FALSE;
  for (guint i = 0; i < photo_tiles->len; i++)
    {
      PhotoTile *tile = g_ptr_array_index (photo_tiles, i);
      if (photo_tile_visible (tile) && (!tile->has_image || !tile->reported))
        return FALSE;
    }
  return TRUE;
}

static void
photo_tile_unbound (PhotoTile *tile)
{
  if (photo_measuring && tile->seen && !tile->reported)
    visible_unloaded++;
}

static void
photo_before_paint (GdkFrameClock *clock, gpointer data)
{
  before_paint_ns = now_ns ();
}

static void
photo_after_paint (GdkFrameClock *clock, gpointer data)
{
  gint64 now = now_ns ();
  n_paints++;
  if (photo_recording)
    {
      double ms = (now - before_paint_ns) / 1e6;
      g_array_append_val (frame_ms, ms);
      double gap = (now - last_paint_ns) / 1e6;
      g_array_append_val (interval_ms, gap);
      if (gap > 2 * PHOTO_BUDGET_MS)
        frames_over_budget++;
      double load = (load_main_ns - load_main_mark) / 1e6;
      g_array_append_val (frame_load_ms, load);
      double cpu = (load_main_cpu_ns - load_cpu_mark) / 1e6;
      g_array_append_val (frame_load_cpu_ms, cpu);
      double binds = (double) (n_binds - binds_mark);
      g_array_append_val (frame_binds, binds);
    }
  load_main_mark = load_main_ns;
  load_cpu_mark = load_main_cpu_ns;
  binds_mark = n_binds;
  last_paint_ns = now;
  /* Visibility after the paint: what this frame showed. Not counted as loading time. */
  for (guint i = 0; i < photo_tiles->len; i++)
    {
      PhotoTile *tile = g_ptr_array_index (photo_tiles, i);
      if (!tile->key)
        continue;
      if (!tile->seen && photo_tile_visible (tile))
        {
          tile->seen = TRUE;
          tile->seen_ns = now;
        }
      if (tile->seen && !tile->reported && tile->has_image)
        {
          tile->reported = TRUE;
          double ms = (now - tile->seen_ns) / 1e6;
          if (photo_measuring)
            g_array_append_val (visible_ms, ms);
        }
    }
}

static void
photo_stats_attach (GtkWidget *window, GtkWidget *grid)
{
  photo_grid = grid;
  frame_ms = g_array_new (FALSE, FALSE, sizeof (double));
  interval_ms = g_array_new (FALSE, FALSE, sizeof (double));
  frame_load_ms = g_array_new (FALSE, FALSE, sizeof (double));
  visible_ms = g_array_new (FALSE, FALSE, sizeof (double));
  frame_binds = g_array_new (FALSE, FALSE, sizeof (double));
  frame_load_cpu_ms = g_array_new (FALSE, FALSE, sizeof (double));
  GdkFrameClock *clock = gtk_widget_get_frame_clock (window);
  g_signal_connect (clock, "before-paint", G_CALLBACK (photo_before_paint), NULL);
  g_signal_connect (clock, "after-paint", G_CALLBACK (photo_after_paint), NULL);
}

/* The scroll starts: counters from zero, frames and visibility recorded, the stall meter on. */
static void
photo_stats_begin (void)
{
  loads_started = loads_cancelled = loads_completed = loads_discarded = 0;
  loads_stopped_early = loads_failed = cache_hits = cache_evictions = 0;
  load_main_ns = load_main_mark = load_main_cpu_ns = load_cpu_mark = 0;
  binds_mark = n_binds;
  visible_unloaded = frames_over_budget = 0;
  photo_recording = photo_measuring = TRUE;
  last_paint_ns = now_ns ();
  stall_start ();
}

/* The scroll ends: frame figures stop; visibility goes on through the settle. */
static void
photo_frames_end (void)
{
  photo_recording = FALSE;
}

/* Nearest-rank percentiles (cmp_double: sqlite_page.c) of `a` as "<key>_p50<unit>", p99, max. */
static void
report_spread (Result *r, const char *key, const char *unit, GArray *a)
{
  qsort (a->data, a->len, sizeof (double), cmp_double);
  double *v = (double *) a->data;
  char name[64];
  const double qs[] = { 0.5, 0.99 };
  for (int i = 0; i < 2; i++)
    {
      guint k = a->len ? (guint) ceil (qs[i] * a->len) - 1 : 0;
      snprintf (name, sizeof name, "%s_p%d_%s", key, (int) (qs[i] * 100), unit);
      extra_dbl (r, name, a->len ? v[k] : 0);
    }
  snprintf (name, sizeof name, "%s_max_%s", key, unit);
  extra_dbl (r, name, a->len ? v[a->len - 1] : 0);
}

static void
photo_stats_report (Result *r)
{
  photo_measuring = FALSE;
  extra_dbl (r, "stall_ms", stall_stop ());
  report_spread (r, "frame", "ms", frame_ms);
  report_spread (r, "interval", "ms", interval_ms);
  extra_u64 (r, "frames", frame_ms->len);
  extra_u64 (r, "frames_over_2x", frames_over_budget);
  report_spread (r, "visible", "ms", visible_ms);
  extra_u64 (r, "visible_tiles", visible_ms->len);
  extra_u64 (r, "visible_unloaded", visible_unloaded);
  report_spread (r, "load_main", "ms", frame_load_ms);
  double total = 0;
  for (guint i = 0; i < frame_load_ms->len; i++)
    total += g_array_index (frame_load_ms, double, i);
  extra_dbl (r, "load_main_mean_ms", frame_load_ms->len ? total / frame_load_ms->len : 0);
  report_spread (r, "load_main_cpu", "ms", frame_load_cpu_ms);
  report_spread (r, "frame_binds", "n", frame_binds);
  extra_u64 (r, "loads_started", loads_started);
  extra_u64 (r, "loads_cancelled", loads_cancelled);
  extra_u64 (r, "loads_completed", loads_completed);
  extra_u64 (r, "loads_stopped_early", loads_stopped_early);
  extra_u64 (r, "loads_discarded", loads_discarded);
  extra_u64 (r, "loads_failed", loads_failed);
  extra_u64 (r, "cache_hits", cache_hits);
  extra_u64 (r, "cache_evictions", cache_evictions);
  extra_u64 (r, "cache_peak_bytes", cache_peak_bytes);
  extra_u64 (r, "peak_rss_kb", status_kb ("VmHWM:"));
  extra_u64 (r, "rss_kb", status_kb ("VmRSS:"));
}
