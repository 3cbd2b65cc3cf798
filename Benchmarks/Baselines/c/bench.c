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
 *   bench-c --workload NAME --n N [--seed S] [--model custom|liststore|packed]
 *           [--rows plain|boxed] [--order construct|after]
 * prints exactly one JSON line on stdout and exits 0.
 */
#include <errno.h>
#include <fcntl.h>
#include <gtk/gtk.h>
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "perf_toggle.h"
#include <valgrind/callgrind.h>

/* The program is one translation unit: these files are included in order. */
#include "harness.c"
#include "model.c"
#include "view.c"
#include "frames.c"
#include "scattered.c"
#include "replace.c"

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

/* The stall meter, then the table workloads (first frame, sort, filter, sorted insert). */
#include "stall.c"
#include "tables/table.c"
/* The tree workload (tree-expand-10k): tree.c. */
#include "tree.c"
/* The SQLite workloads: the database, the sort (table-sort-sqlite[-desc]), a
 * window opening sorted, a live change under a sort, one page by keyset (page-query-sqlite). */
#include "sqlite/sqlite_db.c"
#include "sqlite/sqlite.c"
#include "sqlite/sqlite_open.c"
#include "sqlite/sqlite_live.c"
#include "sqlite/sqlite_page.c"
#include "sqlite/sqlite_filter.c"
/* The photo grid (photo-grid, issue 44): loads with cancellation and a texture cache, the
 * measurements, the grid and its scroll. */
#include "photos/photo_loader.c"
#include "photos/photo_stats.c"
#include "photos/photo_grid.c"

/* ------------------------------------------------------------------- main */

#include "usage.c"

int
main (int argc, char **argv)
{
  const char *workload = NULL, *model = "custom", *variant = "naive", *order = "construct";
  const char *sorter = NULL; /* table-sort-memory: --sorter numeric|custom (table.c) */
  guint64 n = 0, seed = 42, jumps = 200;
  PhotoOptions photos = { .dir = g_getenv ("GTKLISTKIT_PHOTOS"), .loads = MAX (2, g_get_num_processors ()),
                          .cache_mib = 128, .thumb = 160, .seconds = 10,
                          .screens_per_s = 2 };
  if (!photos.dir)
    photos.dir = g_build_filename (g_get_user_cache_dir (), "gtklistkit", "photos", NULL);

  for (int i = 1; i < argc; i++)
    {
      if (strcmp (argv[i], "--callgrind") == 0
          || strcmp (argv[i], "--callgrind-frames") == 0
          || strcmp (argv[i], "--callgrind-threads") == 0)
        {
          callgrind = TRUE;
          callgrind_frames = strcmp (argv[i], "--callgrind-frames") == 0;
          callgrind_threads = strcmp (argv[i], "--callgrind-threads") == 0;
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
      else if (strcmp (argv[i], "--photos") == 0)
        photos.dir = argv[++i];
      else if (strcmp (argv[i], "--loads") == 0)
        photos.loads = (guint) g_ascii_strtoull (argv[++i], NULL, 10);
      else if (strcmp (argv[i], "--cache-mib") == 0)
        photos.cache_mib = (guint) g_ascii_strtoull (argv[++i], NULL, 10);
      else if (strcmp (argv[i], "--thumb") == 0)
        photos.thumb = (int) g_ascii_strtoull (argv[++i], NULL, 10);
      else if (strcmp (argv[i], "--seconds") == 0)
        photos.seconds = g_ascii_strtod (argv[++i], NULL);
      else if (strcmp (argv[i], "--px-per-frame") == 0)
        photos.px_per_frame = g_ascii_strtod (argv[++i], NULL);
      else
        usage ();
    }
  if (!workload || n == 0 || n > G_MAXUINT)
    usage ();

  Bench b = { .variant = variant, .model_after = strcmp (order, "after") == 0 };
  if (!b.model_after && strcmp (order, "construct") != 0)
    usage ();
  if (strcmp (variant, "naive") != 0 && strcmp (variant, "same-work") != 0
      && strcmp (variant, "keep-old") != 0 && strcmp (variant, "one-emission") != 0
      && strcmp (variant, "storage-sql") != 0)
    usage ();
  if (strcmp (model, "custom") == 0)
    b.kind = MODEL_CUSTOM;
  else if (strcmp (model, "liststore") == 0)
    b.kind = MODEL_LISTSTORE;
  else if (strcmp (model, "packed") == 0 && strncmp (workload, "memory", 6) == 0)
    b.kind = MODEL_CUSTOM, b.packed = TRUE;
  else
    usage ();

  gtk_init ();
  warm_up ();
  rng_state = seed;

  /* A variant's results go under its own name: c-same-work, c-keep-old,
   * c-boxed (boxed rows, keep-old on a full replace), c-model-after (--order after). */
  char *impl = sorter ? g_strdup_printf ("c-sortmodel-%s", sorter)
               : b.packed ? g_strdup ("c-packed")
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
    work_scattered_update (&b, &r, FALSE);
  else if (strcmp (workload, "scattered-update-warm") == 0)
    work_scattered_update (&b, &r, TRUE);
  else if (strcmp (workload, "full-replace") == 0)
    work_full_replace (&b, &r);
  else if (strcmp (workload, "memory") == 0)
    work_memory (&b, &r);
  else if (strcmp (workload, "table-first-frame") == 0)
    work_table_first_frame (&b, &r);
  else if (strcmp (workload, "table-sort-memory") == 0)
    work_table_sort_memory (&b, &r, sorter);
  else if (strcmp (workload, "table-filter-memory") == 0)
    work_table_filter_memory (&b, &r);
  else if (strcmp (workload, "table-insert-sorted") == 0)
    work_table_insert_sorted (&b, &r);
  else if (strcmp (workload, "tree-expand-10k") == 0)
    work_tree_expand (&b, &r);
  else if (g_str_has_prefix (workload, "table-sort-sqlite"))
    work_table_sort_sqlite (&b, &r, sql_descending (workload, "table-sort-sqlite"));
  else if (g_str_has_prefix (workload, "table-open-sorted-sqlite"))
    work_table_open_sorted_sqlite (&b, &r, sql_descending (workload, "table-open-sorted-sqlite"));
  else if (g_str_has_prefix (workload, "table-live-sorted-sqlite"))
    work_table_live_sorted_sqlite (&b, &r, sql_descending (workload, "table-live-sorted-sqlite"));
  else if (strcmp (workload, "page-query-sqlite") == 0)
    work_page_query_sqlite (&b, &r);
  else if (strcmp (workload, "table-filter-sqlite") == 0)
    work_table_filter_sqlite (&b, &r);
  else if (strcmp (workload, "photo-grid") == 0 || strcmp (workload, "photo-grid-fast") == 0
           || strcmp (workload, "photo-grid-fling") == 0)
    {
      /* 2 screens a second, fast 8, fling 30 (loading cannot keep up), unless --px-per-frame. */
      if (strcmp (workload, "photo-grid-fast") == 0)
        photos.screens_per_s = 8;
      else if (strcmp (workload, "photo-grid-fling") == 0)
        photos.screens_per_s = 30;
      if (photos.loads == 0 || photos.thumb <= 0 || photos.seconds <= 0 || photos.px_per_frame < 0)
        usage ();
      work_photo_grid (&b, &r, &photos);
    }
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
