/* bench-c's command line: the usage text, and the `-desc` suffix of the SQL workloads.
 * Included by bench.c. */

/* `name` or `name-desc`: descending; anything else is a usage error. */
static void usage (void);
static gboolean
sql_descending (const char *workload, const char *name)
{
  const char *rest = workload + strlen (name);
  if (*rest && strcmp (rest, "-desc") != 0)
    usage ();
  return *rest != 0;
}

static void
usage (void)
{
  g_printerr ("usage: bench-c --workload first-frame|scroll-bind|scattered-update|"
              "scattered-update-warm|full-replace|memory --n N [--seed S] "
              "[--model custom|liststore|packed] "
              "[--jumps M] [--variant naive|same-work|keep-old] [--rows plain|boxed] "
              "[--order construct|after] [--callgrind | --callgrind-frames | --callgrind-threads]\n"
              "       (also --workload table-first-frame|table-sort-memory [--sorter numeric|custom]|\n"
              "        table-filter-memory|table-insert-sorted [--variant one-emission]: table.c)\n"
              "       (also --workload tree-expand-10k [--model custom|liststore]: tree.c)\n"
              "       (also --workload table-sort-sqlite|table-open-sorted-sqlite|"
              "table-live-sorted-sqlite[-desc]: sqlite*.c)\n"
              "       (also --workload page-query-sqlite [--variant storage-sql]: sqlite_page.c)\n"
              "       (also --workload memory-15|memory-43|memory-100: labels of that many bytes)\n"
              "       (also --workload photo-grid|photo-grid-fast|photo-grid-fling [--photos DIR] [--loads K] [--cache-mib M]\n"
              "        [--thumb PX] [--seconds S] [--px-per-frame P]: photo_grid.c)\n");
  exit (2);
}
