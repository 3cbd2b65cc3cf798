/* The harness every workload shares: counters, callgrind toggles, clocks, RSS and the seeded
 * random numbers. Included by bench.c. */

/* ---------------------------------------------------------------- counters */

/* `--rows boxed`: every row is a box holding the label (see the top). */
static gboolean boxed_rows;

static guint64 n_binds, n_setups, n_get_item, n_paints;
static gint64 first_frame_ns; /* end of the first frame that drew bound rows */

/* --callgrind: toggle callgrind's collection around the measured parts (run
 * under `valgrind --tool=callgrind --collect-atstart=no`). A no-op outside
 * valgrind, but only done when asked. */
static gboolean callgrind;
/* --callgrind-frames: scroll-bind collects whole jumps (set_value to the end of the frame)
 * instead of bind emissions. */
static gboolean callgrind_frames;
/* --callgrind-threads (run with --collect-atstart=yes): the span counts every thread, zeroed at
 * its start and dumped at its end (callgrind's collection toggle is per thread). */
static gboolean callgrind_threads;
static gboolean callgrind_in_span;

static inline void
collect_toggle (void)
{
  if (callgrind_threads)
    {
      callgrind_in_span = !callgrind_in_span;
      if (callgrind_in_span)
        CALLGRIND_ZERO_STATS;
      else
        CALLGRIND_DUMP_STATS;
    }
  else if (callgrind)
    CALLGRIND_TOGGLE_COLLECT;
  bench_perf_toggle (); /* perf's sampling, only when BENCH_PERF_CTL is set */
}

static gint64
now_ns (void)
{
  struct timespec ts;
  clock_gettime (CLOCK_MONOTONIC, &ts);
  return (gint64) ts.tv_sec * 1000000000 + ts.tv_nsec;
}

static long
rss_kb (void)
{
  FILE *f = fopen ("/proc/self/status", "r");
  char line[256];
  long kb = -1;
  if (!f)
    return -1;
  while (fgets (line, sizeof line, f))
    if (strncmp (line, "VmRSS:", 6) == 0)
      {
        kb = strtol (line + 6, NULL, 10);
        break;
      }
  fclose (f);
  return kb;
}

/* splitmix64: tiny, and easy to reproduce bit-for-bit in Python and Swift so
 * every implementation jumps to / changes the very same positions. */
static guint64 rng_state;

static guint64
rng_next (void)
{
  guint64 z = (rng_state += 0x9E3779B97F4A7C15ULL);
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
  return z ^ (z >> 31);
}

static double
rng_unit (void)
{
  return (double) (rng_next () >> 11) * (1.0 / 9007199254740992.0);
}

