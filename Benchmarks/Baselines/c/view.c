/* The view: model filling, the factory's setup and bind, the bind timing hooks, building the
 * window, and the main-loop waits. Included by bench.c. */

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
  gboolean packed;      /* --model packed: the custom model over one buffer (memory only) */
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
  if (b->packed)
    {
      b->n = n;
      b->custom = g_object_new (BENCH_TYPE_MODEL, NULL);
      make_packed_rows (b->custom, "Row", n);
      return G_LIST_MODEL (b->custom);
    }
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

