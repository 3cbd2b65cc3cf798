/* scattered-update and scattered-update-warm: the naive update and the same work as
 * GtkListKit's, by hand. Included by bench.c. */
#include <sys/resource.h>

/* Minor page faults of the process so far (the `minflt` of a timed span). */
static long
minor_faults (void)
{
  struct rusage u;
  getrusage (RUSAGE_SELF, &u);
  return u.ru_minflt;
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
 * rows copied, "<label> p" at the positions), as an app's fresh data. */
static char **
same_work_rows (BenchModel *m, const guint *pos, guint count, const char *label,
                char **block)
{
  guint n = m->n, k = 0;
  gsize size = 0;
  char buf[64];
  for (guint i = 0; i < n; i++)
    size += strlen (m->rows[i]) + 1 + 8; /* "Changed" is longer than "Row" or "Warm" */
  char *p = *block = g_malloc (size);
  char **fresh = g_new (char *, n);
  for (guint i = 0; i < n; i++)
    {
      const char *text = m->rows[i];
      if (k < count && pos[k] == i)
        {
          snprintf (buf, sizeof buf, "%s %u", label, pos[k++]);
          text = buf;
        }
      gsize len = strlen (text) + 1;
      memcpy (p, text, len);
      fresh[i] = p;
      p += len;
    }
  return fresh;
}

/* One 1% scattered update of the shown list: draw the positions, make the new
 * strings ("<label> p"; not timed), settle, then apply + emit + the next frame.
 * Only a `timed` round toggles callgrind and records `ms` and the counts; the
 * warm workload runs an untimed round ("Warm p") first, so the timed one
 * ("Changed p", fresh positions) changes every row it picks. */
static void
scattered_round (Bench *b, Result *r, const char *label, gboolean timed)
{
  gboolean same_work = strcmp (b->variant, "same-work") == 0;
  guint count = MAX (1, r->n / 100);
  guint *pos = pick_positions (r->n, count);
  /* The new data exists before the measurement, as it would in an app. */
  char **fresh = NULL, *block = NULL;
  if (same_work)
    fresh = same_work_rows (b->custom, pos, count, label, &block);
  else
    {
      fresh = g_new (char *, count);
      for (guint k = 0; k < count; k++)
        fresh[k] = g_strdup_printf ("%s %u", label, pos[k]);
    }
  settle (50);

  guint64 binds0 = n_binds, get0 = n_get_item;
  guint relabeled = 0;
  long faults0 = minor_faults ();
  gint64 t0 = now_ns ();
  if (timed)
    collect_toggle ();
  guint lo = pos[0], hi = pos[count - 1], span = hi - lo + 1;
  if (same_work)
    {
      guint changed;
      relabeled = apply_same_work (b->custom, fresh, r->n, &changed);
      g_free (fresh);
      fresh = NULL;
      g_free (block);
      if (relabeled == 0) /* nothing visible changed: still end on a frame */
        gtk_widget_queue_draw (b->list);
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
  gint64 t1 = now_ns (); /* the update alone, as the library's `apply_ms` */
  wait_frames (1);
  if (timed)
    collect_toggle ();
  double ms = (now_ns () - t0) / 1e6;
  long faults = minor_faults () - faults0;
  g_free (fresh);
  g_free (pos);
  if (!timed)
    return;
  r->ms = ms;
  extra_dbl (r, "apply_ms", (t1 - t0) / 1e6);
  if (same_work)
    {
      extra_u64 (r, "relabeled", relabeled);
      extra_u64 (r, "items_changed", 0);
    }
  extra_u64 (r, "binds", n_binds - binds0);
  if (b->kind == MODEL_CUSTOM)
    extra_u64 (r, "get_item", n_get_item - get0);
  extra_u64 (r, "changed", count);
  extra_u64 (r, "span", span);
  extra_u64 (r, "minflt", (guint64) faults);
}

/* scattered-update (cold: the first update of the process) and, with `warm`,
 * scattered-update-warm: the same update after an untimed one of the same kind. */
static void
work_scattered_update (Bench *b, Result *r, gboolean warm)
{
  if (strcmp (b->variant, "same-work") == 0)
    {
      if (b->kind != MODEL_CUSTOM)
        {
          g_printerr ("bench-c: --variant same-work needs the custom model\n");
          exit (2);
        }
      list_items = g_ptr_array_new ();
    }
  build_view (b, build_model (b, r->n));
  wait_first_frame ();
  if (warm)
    scattered_round (b, r, "Warm", FALSE);
  scattered_round (b, r, "Changed", TRUE);
}
