/*
 * Plain-C baseline for the GtkListKit end-to-end benchmarks.
 *
 * What a careful C programmer would write: a GtkListView over a small custom
 * GListModel (a C array of strings, item GObjects made lazily in get_item),
 * a GtkSignalListItemFactory with one GtkLabel per row, GtkSingleSelection.
 * `--model liststore` swaps the custom model for GListStore of
 * GtkStringObject (the "no custom model" C program). `--rows boxed` puts each
 * label in a vertical GtkBox with GtkListKit's row CSS class, as the library's
 * rows are (results under "c-boxed"): the same widget work as the library.
 * `--order after` builds the view the way GtkListKit does (results under
 * "c-model-after"): gtk_list_view_new (NULL, NULL), then the factory, then the
 * model; the default `--order construct` passes both to gtk_list_view_new,
 * which on GTK 4.8 makes the first screen's rows twice (README: Workloads).
 * `--workload memory-15|memory-43|memory-100` pads every label to that many
 * bytes.
 *
 * Protocol (shared with the Python and Swift implementations, see
 * Benchmarks/README.md):
 *   bench-c --workload NAME --n N [--seed S] [--model custom|liststore]
 *           [--rows plain|boxed] [--order construct|after]
 * prints exactly one JSON line on stdout and exits 0.
 */
#include <gtk/gtk.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>
#include <valgrind/callgrind.h>

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

static inline void
collect_toggle (void)
{
  if (callgrind)
    CALLGRIND_TOGGLE_COLLECT;
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

/* ------------------------------------------------------------- item object */

/* The item GTK holds for a row. It owns a copy of the text so it stays valid
 * when the model replaces its strings underneath. */
#define BENCH_TYPE_ITEM (bench_item_get_type ())
G_DECLARE_FINAL_TYPE (BenchItem, bench_item, BENCH, ITEM, GObject)

struct _BenchItem
{
  GObject parent_instance;
  char *text;
};

G_DEFINE_TYPE (BenchItem, bench_item, G_TYPE_OBJECT)

static void
bench_item_finalize (GObject *object)
{
  g_free (BENCH_ITEM (object)->text);
  G_OBJECT_CLASS (bench_item_parent_class)->finalize (object);
}

static void
bench_item_class_init (BenchItemClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = bench_item_finalize;
}

static void
bench_item_init (BenchItem *self)
{
}

/* ------------------------------------------------------------ custom model */

/* A C array of strings; no GObject per row until GTK asks for one. */
#define BENCH_TYPE_MODEL (bench_model_get_type ())
G_DECLARE_FINAL_TYPE (BenchModel, bench_model, BENCH, MODEL, GObject)

struct _BenchModel
{
  GObject parent_instance;
  char **rows;
  guint n;
};

static void bench_model_list_model_init (GListModelInterface *iface);

G_DEFINE_TYPE_WITH_CODE (BenchModel, bench_model, G_TYPE_OBJECT,
                         G_IMPLEMENT_INTERFACE (G_TYPE_LIST_MODEL,
                                                bench_model_list_model_init))

static GType
bench_model_get_item_type (GListModel *list)
{
  return BENCH_TYPE_ITEM;
}

static guint
bench_model_get_n_items (GListModel *list)
{
  return BENCH_MODEL (list)->n;
}

static gpointer
bench_model_get_item (GListModel *list, guint position)
{
  BenchModel *self = BENCH_MODEL (list);
  BenchItem *item;

  if (position >= self->n)
    return NULL;
  n_get_item++;
  item = g_object_new (BENCH_TYPE_ITEM, NULL);
  item->text = g_strdup (self->rows[position]);
  return item;
}

static void
bench_model_list_model_init (GListModelInterface *iface)
{
  iface->get_item_type = bench_model_get_item_type;
  iface->get_n_items = bench_model_get_n_items;
  iface->get_item = bench_model_get_item;
}

static void
free_rows (char **rows, guint n)
{
  for (guint i = 0; i < n; i++)
    g_free (rows[i]);
  g_free (rows);
}

static void
bench_model_finalize (GObject *object)
{
  BenchModel *self = BENCH_MODEL (object);
  free_rows (self->rows, self->n);
  G_OBJECT_CLASS (bench_model_parent_class)->finalize (object);
}

static void
bench_model_class_init (BenchModelClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = bench_model_finalize;
}

static void
bench_model_init (BenchModel *self)
{
}

/* memory-15|43|100: every label is padded with '.' to exactly this many bytes
 * (0: "Row i" as it is). The Swift program pads the same way (paddedLabel). */
static guint label_bytes;

static char **
make_rows (const char *prefix, guint n)
{
  char **rows = g_new (char *, n);
  char buf[256];
  for (guint i = 0; i < n; i++)
    {
      /* snprintf into a stack buffer: g_strdup_printf formats twice. */
      int len = snprintf (buf, sizeof buf, "%s %u", prefix, i);
      if (label_bytes > (guint) len && label_bytes < sizeof buf)
        {
          memset (buf + len, '.', label_bytes - len);
          len = (int) label_bytes;
          buf[len] = '\0';
        }
      rows[i] = g_memdup2 (buf, (gsize) len + 1);
    }
  return rows;
}

/* ------------------------------------------------------------------ setup */

typedef enum
{
  MODEL_CUSTOM,
  MODEL_LISTSTORE
} ModelKind;

typedef struct
{
  ModelKind kind;
  guint n;
  BenchModel *custom;  /* when kind == MODEL_CUSTOM */
  GListStore *store;   /* when kind == MODEL_LISTSTORE */
  GtkWidget *window;
  GtkWidget *scrolled;
  GtkWidget *list;
  GtkSingleSelection *selection;
  gboolean time_binds; /* scroll-bind only: the timing itself costs a little */
  const char *variant; /* "naive" (default), "same-work", "keep-old" */
  gboolean model_after; /* --order after: the view is made without its model (below) */
} Bench;

/* Fills the model from `rows` (n strings made beforehand: the generation of
 * the data is not the model's work). The custom model adopts the array; the
 * list store copies the strings into GtkStringObjects and leaves `rows` to the
 * caller. */
static GListModel *
fill_model (Bench *b, char **rows, guint n)
{
  b->n = n;
  if (b->kind == MODEL_CUSTOM)
    {
      b->custom = g_object_new (BENCH_TYPE_MODEL, NULL);
      b->custom->rows = rows;
      b->custom->n = n;
      return G_LIST_MODEL (b->custom);
    }
  /* One splice instead of N appends: one items-changed, no O(N) re-seeks. */
  b->store = g_list_store_new (GTK_TYPE_STRING_OBJECT);
  gpointer *objs = g_new (gpointer, n);
  for (guint i = 0; i < n; i++)
    objs[i] = gtk_string_object_new (rows[i]);
  g_list_store_splice (b->store, 0, 0, objs, n);
  for (guint i = 0; i < n; i++)
    g_object_unref (objs[i]);
  g_free (objs);
  return G_LIST_MODEL (b->store);
}

static GListModel *
build_model (Bench *b, guint n)
{
  char **rows = make_rows ("Row", n);
  GListModel *model = fill_model (b, rows, n);
  if (b->kind != MODEL_CUSTOM)
    free_rows (rows, n);
  return model;
}

/* Every GtkListItem of the view (same-work variant: to find the bound rows). */
static GPtrArray *list_items;

/* The row's label (inside its box with `--rows boxed`). */
static GtkLabel *
row_label (GtkListItem *li)
{
  GtkWidget *child = gtk_list_item_get_child (li);
  return GTK_LABEL (boxed_rows ? gtk_widget_get_first_child (child) : child);
}

static void
on_setup (GtkSignalListItemFactory *f, GtkListItem *li, gpointer data)
{
  GtkWidget *label = gtk_label_new (NULL);
  gtk_label_set_xalign (GTK_LABEL (label), 0.0);
  if (boxed_rows)
    {
      GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
      gtk_widget_add_css_class (box, "gtklistkit-row");
      gtk_box_append (GTK_BOX (box), label);
      gtk_list_item_set_child (li, box);
    }
  else
    gtk_list_item_set_child (li, label);
  n_setups++;
  if (list_items)
    g_ptr_array_add (list_items, li);
}

static void
on_bind (GtkSignalListItemFactory *f, GtkListItem *li, gpointer data)
{
  GObject *item = gtk_list_item_get_item (li);
  const char *text = BENCH_IS_ITEM (item)
                       ? BENCH_ITEM (item)->text
                       : gtk_string_object_get_string (GTK_STRING_OBJECT (item));
  gtk_label_set_text (row_label (li), text);
  n_binds++;
}

/* Time from GTK starting the "bind" emission (an emission hook runs before
 * every handler) to its end (an after-handler): the whole dispatch of one
 * bind. The Swift benchmark can do the same around the library's handler. */
static gint64 bind_started_ns, bind_total_ns;
static guint64 n_bind_emissions;
/* Callgrind counts binds only from the first jump on: the first frame's binds are where the
 * library makes its cells (C makes its labels in setup), and the figure divides by the jumps'
 * binds. */
static gboolean counting_binds;

static gboolean
bind_hook (GSignalInvocationHint *hint, guint n, const GValue *params, gpointer data)
{
  bind_started_ns = now_ns ();
  if (counting_binds)
    collect_toggle ();
  return TRUE;
}

static void
on_bind_after (GtkSignalListItemFactory *f, GtkListItem *li, gpointer data)
{
  if (counting_binds)
    collect_toggle ();
  bind_total_ns += now_ns () - bind_started_ns;
  n_bind_emissions++;
}

static void
time_binds (GtkListItemFactory *factory)
{
  g_signal_add_emission_hook (g_signal_lookup ("bind", GTK_TYPE_SIGNAL_LIST_ITEM_FACTORY),
                              0, bind_hook, NULL, NULL);
  g_signal_connect_after (factory, "bind", G_CALLBACK (on_bind_after), NULL);
}

static void
on_after_paint (GdkFrameClock *clock, gpointer data)
{
  n_paints++;
  /* Rows are bound during this frame's layout phase, so the first paint
   * that follows a bind is the first frame that shows rows. */
  if (first_frame_ns == 0 && n_binds > 0)
    first_frame_ns = now_ns ();
}

/* model may be NULL: the view is then built empty and filled later. */
static void
build_view (Bench *b, GListModel *model)
{
  GtkListItemFactory *factory = gtk_signal_list_item_factory_new ();
  g_signal_connect (factory, "setup", G_CALLBACK (on_setup), NULL);
  g_signal_connect (factory, "bind", G_CALLBACK (on_bind), NULL);

  if (b->time_binds)
    time_binds (factory);

  b->selection = gtk_single_selection_new (model); /* takes the model ref */
  b->scrolled = gtk_scrolled_window_new ();
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (b->scrolled),
                                  GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC);
  if (b->model_after)
    {
      /* --order after, GtkListKit's order (ListBaseView, ListManagerCore): an empty view in
       * its scrolled window, then the factory, then the model. */
      b->list = gtk_list_view_new (NULL, NULL);
      gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (b->scrolled), b->list);
      gtk_list_view_set_factory (GTK_LIST_VIEW (b->list), factory);
      g_object_unref (factory);
      gtk_list_view_set_model (GTK_LIST_VIEW (b->list), GTK_SELECTION_MODEL (b->selection));
      g_object_unref (b->selection); /* the view holds it, as gtk_list_view_new would */
    }
  else
    {
      /* The default (--order construct): model and factory passed at construction. */
      b->list = gtk_list_view_new (GTK_SELECTION_MODEL (b->selection), factory);
      gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (b->scrolled), b->list);
    }

  b->window = gtk_window_new ();
  gtk_window_set_title (GTK_WINDOW (b->window), "bench-c");
  gtk_window_set_default_size (GTK_WINDOW (b->window), 800, 600);
  gtk_window_set_child (GTK_WINDOW (b->window), b->scrolled);
  gtk_window_present (GTK_WINDOW (b->window));

  /* Painting only happens in the main loop, so connecting now misses nothing. */
  g_signal_connect (gtk_widget_get_frame_clock (b->window), "after-paint",
                    G_CALLBACK (on_after_paint), NULL);
}

/* -------------------------------------------------------------- main loop */

static gboolean
set_flag (gpointer data)
{
  *(gboolean *) data = TRUE;
  return G_SOURCE_REMOVE;
}

static gboolean
watchdog_fired (gpointer data)
{
  g_printerr ("bench-c: no frame within 30 s, giving up\n");
  exit (3);
}

/* Iterate until the frame clock has painted `count` more frames. */
static void
wait_frames (guint count)
{
  guint64 target = n_paints + count;
  guint wd = g_timeout_add_seconds (30, watchdog_fired, NULL);
  while (n_paints < target)
    g_main_context_iteration (NULL, TRUE);
  g_source_remove (wd);
}

static void
wait_first_frame (void)
{
  guint wd = g_timeout_add_seconds (60, watchdog_fired, NULL);
  while (first_frame_ns == 0)
    g_main_context_iteration (NULL, TRUE);
  g_source_remove (wd);
}

/* Let the main loop run for `ms` with nothing new to do. The frame clock
 * paces frames (~16.7 ms apart); after a quiet spell the next frame starts
 * at once, so the measured span is work, not pacing. */
static void
settle (guint ms)
{
  gboolean done = FALSE;
  g_timeout_add (ms, set_flag, &done);
  while (!done)
    g_main_context_iteration (NULL, TRUE);
  while (g_main_context_pending (NULL))
    g_main_context_iteration (NULL, FALSE);
}

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
  r->ms = (first_frame_ns - t0) / 1e6;
  extra_dbl (r, "gen_ms", (t0 - g0) / 1e6);
  extra_dbl (r, "model_ms", (t1 - t0) / 1e6);
  extra_dbl (r, "frame_ms", (first_frame_ns - t1) / 1e6);
  extra_u64 (r, "binds", n_binds);
  extra_u64 (r, "setups", n_setups);
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

static int
cmp_guint (const void *a, const void *b)
{
  guint x = *(const guint *) a, y = *(const guint *) b;
  return (x > y) - (x < y);
}

/* `count` distinct positions in [0, n), sorted; same draw order everywhere. */
static guint *
pick_positions (guint n, guint count)
{
  guint8 *seen = g_malloc0 (n);
  guint *pos = g_new (guint, count);
  guint k = 0;
  while (k < count)
    {
      guint p = (guint) (rng_next () % n);
      if (seen[p])
        continue;
      seen[p] = 1;
      pos[k++] = p;
    }
  g_free (seen);
  qsort (pos, count, sizeof (guint), cmp_guint);
  return pos;
}

typedef struct
{
  guint pos;
  GtkListItem *li;
} BoundRow;

static int
cmp_bound (const void *a, const void *b)
{
  guint x = ((const BoundRow *) a)->pos, y = ((const BoundRow *) b)->pos;
  return (x > y) - (x < y);
}

/* The same work as GtkListKit's setItems on a content change, by hand: the
 * model keeps its old array; the new array (made beforehand) is compared with
 * it row by row; changed strings are replaced; the changed rows that are bound
 * right now get their item's text and their GtkLabel set directly. No
 * items-changed at all. Returns the number of labels set. */
static guint
apply_same_work (BenchModel *m, char **fresh, guint n, guint *changed)
{
  BoundRow *bound = g_new (BoundRow, list_items->len);
  guint nb = 0, relabeled = 0, k = 0;
  for (guint i = 0; i < list_items->len; i++)
    {
      GtkListItem *li = g_ptr_array_index (list_items, i);
      if (gtk_list_item_get_item (li) == NULL)
        continue;
      bound[nb].pos = gtk_list_item_get_position (li);
      bound[nb++].li = li;
    }
  qsort (bound, nb, sizeof (BoundRow), cmp_bound);
  *changed = 0;
  for (guint i = 0; i < n; i++)
    {
      if (strcmp (m->rows[i], fresh[i]) == 0)
        continue;
      (*changed)++;
      g_free (m->rows[i]);
      m->rows[i] = g_strdup (fresh[i]);
      while (k < nb && bound[k].pos < i)
        k++;
      if (k < nb && bound[k].pos == i)
        {
          BenchItem *item = BENCH_ITEM (gtk_list_item_get_item (bound[k].li));
          g_free (item->text);
          item->text = g_strdup (fresh[i]);
          gtk_label_set_text (row_label (bound[k].li), item->text);
          relabeled++;
        }
    }
  g_free (bound);
  return relabeled;
}

/* The new array of the same-work variant: n strings in one block (unchanged
 * rows copied, "Changed p" at the positions), as an app's fresh data. */
static char **
same_work_rows (BenchModel *m, const guint *pos, guint count, char **block)
{
  guint n = m->n, k = 0;
  gsize size = 0;
  char buf[64];
  for (guint i = 0; i < n; i++)
    size += strlen (m->rows[i]) + 1 + 8; /* "Changed" is longer than "Row" */
  char *p = *block = g_malloc (size);
  char **fresh = g_new (char *, n);
  for (guint i = 0; i < n; i++)
    {
      const char *text = m->rows[i];
      if (k < count && pos[k] == i)
        {
          snprintf (buf, sizeof buf, "Changed %u", pos[k++]);
          text = buf;
        }
      gsize len = strlen (text) + 1;
      memcpy (p, text, len);
      fresh[i] = p;
      p += len;
    }
  return fresh;
}

static void
work_scattered_update (Bench *b, Result *r)
{
  gboolean same_work = strcmp (b->variant, "same-work") == 0;
  if (same_work && b->kind != MODEL_CUSTOM)
    {
      g_printerr ("bench-c: --variant same-work needs the custom model\n");
      exit (2);
    }
  if (same_work)
    list_items = g_ptr_array_new ();
  build_view (b, build_model (b, r->n));
  wait_first_frame ();

  guint count = MAX (1, r->n / 100);
  guint *pos = pick_positions (r->n, count);
  /* The new data exists before the measurement, as it would in an app. */
  char **fresh = NULL, *block = NULL;
  if (same_work)
    fresh = same_work_rows (b->custom, pos, count, &block);
  else
    {
      fresh = g_new (char *, count);
      for (guint k = 0; k < count; k++)
        fresh[k] = g_strdup_printf ("Changed %u", pos[k]);
    }
  settle (50);

  guint64 binds0 = n_binds, get0 = n_get_item;
  gint64 t0 = now_ns ();
  collect_toggle ();
  guint lo = pos[0], hi = pos[count - 1], span = hi - lo + 1;
  if (same_work)
    {
      guint changed;
      guint relabeled = apply_same_work (b->custom, fresh, r->n, &changed);
      g_free (fresh);
      g_free (block);
      if (relabeled == 0) /* nothing visible changed: still end on a frame */
        gtk_widget_queue_draw (b->list);
      wait_frames (1);
      collect_toggle ();
      r->ms = (now_ns () - t0) / 1e6;
      extra_u64 (r, "relabeled", relabeled);
      extra_u64 (r, "items_changed", 0);
      count = changed;
    }
  else if (b->kind == MODEL_CUSTOM)
    {
      for (guint k = 0; k < count; k++)
        {
          g_free (b->custom->rows[pos[k]]);
          b->custom->rows[pos[k]] = fresh[k];
        }
      /* One coalesced emission: GTK 4.8 rebinds every realized row after
       * the first changed position on each emission, so never one per item. */
      g_list_model_items_changed (G_LIST_MODEL (b->custom), lo, span, span);
    }
  else
    {
      /* GtkStringObject is immutable: splice the span, reusing the
       * unchanged objects so GTK sees the same pointers. */
      gpointer *objs = g_new (gpointer, span);
      guint k = 0;
      for (guint i = 0; i < span; i++)
        {
          if (k < count && pos[k] == lo + i)
            objs[i] = gtk_string_object_new (fresh[k++]);
          else
            objs[i] = g_list_model_get_item (G_LIST_MODEL (b->store), lo + i);
        }
      g_list_store_splice (b->store, lo, span, objs, span);
      for (guint i = 0; i < span; i++)
        g_object_unref (objs[i]);
      g_free (objs);
      for (k = 0; k < count; k++)
        g_free (fresh[k]);
    }
  if (!same_work)
    {
      wait_frames (1);
      collect_toggle ();
      r->ms = (now_ns () - t0) / 1e6;
      g_free (fresh);
    }
  extra_u64 (r, "binds", n_binds - binds0);
  if (b->kind == MODEL_CUSTOM)
    extra_u64 (r, "get_item", n_get_item - get0);
  extra_u64 (r, "changed", count);
  extra_u64 (r, "span", span);
  g_free (pos);
}

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

/* Present and destroy a window with one label before any workload, so the
 * one-time cost of loading theme, fonts and renderer is not charged to the
 * list. Every implementation does the same. */
static void
warm_up (void)
{
  GtkWidget *w = gtk_window_new ();
  gtk_window_set_default_size (GTK_WINDOW (w), 800, 600);
  gtk_window_set_child (GTK_WINDOW (w), gtk_label_new ("warm-up"));
  gtk_window_present (GTK_WINDOW (w));
  gulong id = g_signal_connect (gtk_widget_get_frame_clock (w), "after-paint",
                                G_CALLBACK (on_after_paint), NULL);
  wait_frames (1);
  g_signal_handler_disconnect (gtk_widget_get_frame_clock (w), id);
  gtk_window_destroy (GTK_WINDOW (w));
  while (g_main_context_pending (NULL))
    g_main_context_iteration (NULL, FALSE);
  n_paints = n_binds = n_setups = n_get_item = 0;
  first_frame_ns = 0;
}

/* The table workloads (table-first-frame, table-sort-memory): their own file, same harness. */
#include "table.c"
/* The tree workload (tree-expand-10k): tree.c. */
#include "tree.c"
/* The SQLite table workload (table-sort-sqlite): sqlite.c. */
#include "sqlite.c"

/* ------------------------------------------------------------------- main */

static void
usage (void)
{
  g_printerr ("usage: bench-c --workload first-frame|scroll-bind|scattered-update|"
              "full-replace|memory --n N [--seed S] [--model custom|liststore] "
              "[--jumps M] [--variant naive|same-work|keep-old] [--rows plain|boxed] "
              "[--order construct|after] [--callgrind | --callgrind-frames]\n"
              "       (also --workload table-first-frame|table-sort-memory [--sorter numeric|custom]\n"
              "        [--variant one-emission]: table.c)\n"
              "       (also --workload tree-expand-10k [--model custom|liststore]: tree.c)\n"
              "       (also --workload table-sort-sqlite: sqlite.c)\n"
              "       (also --workload memory-15|memory-43|memory-100: labels of that many bytes)\n");
  exit (2);
}

int
main (int argc, char **argv)
{
  const char *workload = NULL, *model = "custom", *variant = "naive", *order = "construct";
  const char *sorter = NULL; /* table-sort-memory: --sorter numeric|custom (table.c) */
  guint64 n = 0, seed = 42, jumps = 200;

  for (int i = 1; i < argc; i++)
    {
      if (strcmp (argv[i], "--callgrind") == 0
          || strcmp (argv[i], "--callgrind-frames") == 0)
        {
          callgrind = TRUE;
          callgrind_frames = strcmp (argv[i], "--callgrind-frames") == 0;
          continue;
        }
      if (i + 1 >= argc)
        usage ();
      if (strcmp (argv[i], "--workload") == 0)
        workload = argv[++i];
      else if (strcmp (argv[i], "--n") == 0)
        n = g_ascii_strtoull (argv[++i], NULL, 10);
      else if (strcmp (argv[i], "--seed") == 0)
        seed = g_ascii_strtoull (argv[++i], NULL, 10);
      else if (strcmp (argv[i], "--model") == 0)
        model = argv[++i];
      else if (strcmp (argv[i], "--variant") == 0)
        variant = argv[++i];
      else if (strcmp (argv[i], "--rows") == 0)
        boxed_rows = strcmp (argv[++i], "boxed") == 0;
      else if (strcmp (argv[i], "--jumps") == 0)
        jumps = g_ascii_strtoull (argv[++i], NULL, 10);
      else if (strcmp (argv[i], "--order") == 0)
        order = argv[++i];
      else if (strcmp (argv[i], "--sorter") == 0)
        sorter = argv[++i];
      else
        usage ();
    }
  if (!workload || n == 0 || n > G_MAXUINT)
    usage ();

  Bench b = { .variant = variant, .model_after = strcmp (order, "after") == 0 };
  if (!b.model_after && strcmp (order, "construct") != 0)
    usage ();
  if (strcmp (variant, "naive") != 0 && strcmp (variant, "same-work") != 0
      && strcmp (variant, "keep-old") != 0 && strcmp (variant, "one-emission") != 0)
    usage ();
  if (strcmp (model, "custom") == 0)
    b.kind = MODEL_CUSTOM;
  else if (strcmp (model, "liststore") == 0)
    b.kind = MODEL_LISTSTORE;
  else
    usage ();

  gtk_init ();
  warm_up ();
  rng_state = seed;

  /* A variant's results go under its own name: c-same-work, c-keep-old,
   * c-boxed (boxed rows, keep-old on a full replace), c-model-after (--order after). */
  char *impl = sorter ? g_strdup_printf ("c-sortmodel-%s", sorter)
               : boxed_rows ? g_strdup ("c-boxed") /* in either order */
               : b.model_after ? g_strdup ("c-model-after")
               : strcmp (variant, "naive") == 0
                 ? g_strdup (b.kind == MODEL_CUSTOM ? "c" : "c-liststore")
                 : g_strdup_printf ("c-%s", variant);
  Result r = { .impl = impl,
               .workload = workload, .n = (guint) n, .seed = seed,
               .extra = g_string_new (NULL) };

  if (strcmp (workload, "first-frame") == 0)
    work_first_frame (&b, &r);
  else if (strcmp (workload, "scroll-bind") == 0)
    work_scroll_bind (&b, &r, (guint) jumps);
  else if (strcmp (workload, "scattered-update") == 0)
    work_scattered_update (&b, &r);
  else if (strcmp (workload, "full-replace") == 0)
    work_full_replace (&b, &r);
  else if (strcmp (workload, "memory") == 0)
    work_memory (&b, &r);
  else if (strcmp (workload, "table-first-frame") == 0)
    work_table_first_frame (&b, &r);
  else if (strcmp (workload, "table-sort-memory") == 0)
    work_table_sort_memory (&b, &r, sorter);
  else if (strcmp (workload, "tree-expand-10k") == 0)
    work_tree_expand (&b, &r);
  else if (strcmp (workload, "table-sort-sqlite") == 0)
    work_table_sort_sqlite (&b, &r);
  else if (strcmp (workload, "memory-15") == 0 || strcmp (workload, "memory-43") == 0
           || strcmp (workload, "memory-100") == 0)
    {
      label_bytes = (guint) g_ascii_strtoull (workload + strlen ("memory-"), NULL, 10);
      work_memory (&b, &r);
      extra_u64 (&r, "label_bytes", label_bytes);
    }
  else
    usage ();

  if (!strstr (r.extra->str, "\"rss_kb\""))
    extra_u64 (&r, "rss_kb", rss_kb ());
  printf ("{\"impl\": \"%s\", \"workload\": \"%s\", \"n\": %u, \"seed\": %" G_GUINT64_FORMAT
          ", \"ms\": %.3f%s}\n",
          r.impl, r.workload, r.n, r.seed, r.ms, r.extra->str);
  fflush (stdout);
  /* Exit without tearing down 1M rows: teardown is not part of any workload. */
  _exit (0);
}
