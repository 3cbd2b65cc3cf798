/*
 * stall_ms of the SQLite workloads: the longest the main loop went without running a 2 ms GLib
 * heartbeat, from stall_start to stall_stop: what the window could not draw or take input for.
 * The Swift program's StallMeter is the same. Included by bench.c.
 */

static gint64 stall_last, stall_longest;
static guint stall_source;

static gboolean
stall_beat (gpointer data)
{
  gint64 now = now_ns ();
  stall_longest = MAX (stall_longest, now - stall_last);
  stall_last = now;
  return G_SOURCE_CONTINUE;
}

static void
stall_start (void)
{
  stall_last = now_ns ();
  stall_longest = 0;
  stall_source = g_timeout_add (2, stall_beat, NULL);
}

/* Stops the heartbeat; the longest gap in ms (the last one counted until now). */
static double
stall_stop (void)
{
  g_source_remove (stall_source);
  return MAX (stall_longest, now_ns () - stall_last) / 1e6;
}

/* The end of a timed change: waits for the first frame that binds a row after it, stops the
 * instruction count, and records the span since `t0` and its longest stall. */
static void
finish_at_bound_frame (Result *r, gint64 t0, guint64 binds0)
{
  do
    wait_frames (1);
  while (n_binds == binds0);
  collect_toggle ();
  r->ms = (now_ns () - t0) / 1e6;
  extra_dbl (r, "stall_ms", stall_stop ());
}
