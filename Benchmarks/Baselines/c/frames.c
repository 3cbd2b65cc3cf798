/* Workload results, first-frame and scroll-bind. Included by bench.c. */

/* ------------------------------------------------------------- workloads */

typedef struct
{
  const char *impl;
  const char *workload;
  guint n;
  guint64 seed;
  GString *extra; /* extra ", \"key\": value" pairs */
  double ms;
} Result;

static void
extra_u64 (Result *r, const char *key, guint64 v)
{
  g_string_append_printf (r->extra, ", \"%s\": %" G_GUINT64_FORMAT, key, v);
}

static void
extra_dbl (Result *r, const char *key, double v)
{
  g_string_append_printf (r->extra, ", \"%s\": %.3f", key, v);
}

/* What every first-frame workload reports: ms from the fill to the first frame, and its parts
 * (generation g0..t0, not in ms; the fill t0..t1; the frame t1..first frame). */
static void
report_first_frame (Result *r, gint64 g0, gint64 t0, gint64 t1)
{
  r->ms = (first_frame_ns - t0) / 1e6;
  extra_dbl (r, "gen_ms", (t0 - g0) / 1e6);
  extra_dbl (r, "model_ms", (t1 - t0) / 1e6);
  extra_dbl (r, "frame_ms", (first_frame_ns - t1) / 1e6);
  extra_u64 (r, "binds", n_binds);
  extra_u64 (r, "setups", n_setups);
}

/* Generation (the rows' strings, as an app would have its data) is timed
 * apart and not part of `ms`: ms = fill the model + build the view + present
 * until the first frame with bound rows. */
static void
work_first_frame (Bench *b, Result *r)
{
  gint64 g0 = now_ns ();
  char **rows = make_rows ("Row", r->n);
  gint64 t0 = now_ns ();
  collect_toggle ();
  GListModel *model = fill_model (b, rows, r->n);
  gint64 t1 = now_ns ();
  build_view (b, model);
  wait_first_frame ();
  collect_toggle ();
  report_first_frame (r, g0, t0, t1);
  if (b->kind == MODEL_CUSTOM)
    extra_u64 (r, "get_item", n_get_item);
  else
    free_rows (rows, r->n);
  extra_u64 (r, "rss_kb", rss_kb ());
}

static void
work_scroll_bind (Bench *b, Result *r, guint jumps)
{
  b->time_binds = TRUE;
  build_view (b, build_model (b, r->n));
  wait_first_frame ();
  settle (50);

  GtkAdjustment *adj =
    gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (b->scrolled));
  /* Here GTK 4.8 rebinds no row on the first value change after the first frame (the first
   * jump bound nothing and still took a frame's time): one unmeasured jump first, so every
   * measured jump rebinds the screen. The Swift and Python programs do the same. */
  gtk_adjustment_set_value (adj, (gtk_adjustment_get_upper (adj)
                                  - gtk_adjustment_get_page_size (adj)) / 2);
  wait_frames (1);
  settle (20);
  guint64 binds0 = n_binds, paints0 = n_paints, emissions0 = n_bind_emissions;
  gint64 total = 0, bind_ns0 = bind_total_ns;
  counting_binds = !callgrind_frames;
  for (guint j = 0; j < jumps; j++)
    {
      double span = gtk_adjustment_get_upper (adj) - gtk_adjustment_get_page_size (adj);
      double target = rng_unit () * span;
      gint64 t = now_ns ();
      if (callgrind_frames)
        collect_toggle ();
      gtk_adjustment_set_value (adj, target);
      wait_frames (1);
      if (callgrind_frames)
        collect_toggle ();
      total += now_ns () - t;
      settle (20);
    }
  guint64 binds = n_binds - binds0;
  r->ms = total / 1e6;
  extra_u64 (r, "binds", binds);
  extra_dbl (r, "ns_per_bind", binds ? (double) total / binds : 0);
  guint64 emissions = n_bind_emissions - emissions0;
  extra_dbl (r, "bind_ns", emissions ? (double) (bind_total_ns - bind_ns0) / emissions : 0);
  extra_u64 (r, "bind_emissions", emissions);
  extra_u64 (r, "jumps", jumps);
  extra_u64 (r, "frames", n_paints - paints0);
  extra_u64 (r, "setups", n_setups);
}
