/*
 * Tree workload of the C baseline (tree-expand-10k): a GtkListView over a GtkTreeListModel
 * (passthrough off, autoexpand off) whose one root, a folder, has N children; each row is a
 * GtkTreeExpander around a GtkLabel (GtkSignalListItemFactory). `ms` = from expanding the folder
 * (gtk_tree_list_row_set_expanded) until the end of the frame that painted its children.
 *
 * Included by bench.c after table.c (one translation unit: the same counters, frames, settle,
 * warm-up and callgrind toggles). The children, GTK's create_func answer for the folder:
 *   --model custom     (default) a GListModel over the C array of the children's strings, items
 *                      made in get_item, each pointing at its string (nothing copied);
 *   --model liststore  a GListStore filled with the N items in create_func.
 * GtkTreeListModel calls create_func once per bound row only to learn whether it is expandable
 * (and drops the model), and again when the row is expanded: both variants make the model
 * anew each time, as an app's create_func does.
 */

#define TREE_TYPE_ITEM (tree_item_get_type ())
G_DECLARE_FINAL_TYPE (TreeItem, tree_item, TREE, ITEM, GObject)

struct _TreeItem
{
  GObject parent_instance;
  const char *text; /* the rows outlive every item */
  gboolean folder;
};

G_DEFINE_TYPE (TreeItem, tree_item, G_TYPE_OBJECT)

static void
tree_item_class_init (TreeItemClass *klass)
{
}

static void
tree_item_init (TreeItem *self)
{
}

static TreeItem *
tree_item_new (const char *text, gboolean folder)
{
  TreeItem *item = g_object_new (TREE_TYPE_ITEM, NULL);
  item->text = text;
  item->folder = folder;
  return item;
}

/* The folder's children over the shared array; no GObject per row until GTK asks for one. */
#define TREE_TYPE_CHILDREN (tree_children_get_type ())
G_DECLARE_FINAL_TYPE (TreeChildren, tree_children, TREE, CHILDREN, GObject)

struct _TreeChildren
{
  GObject parent_instance;
  char **rows;
  guint n;
};

static void tree_children_list_model_init (GListModelInterface *iface);

G_DEFINE_TYPE_WITH_CODE (TreeChildren, tree_children, G_TYPE_OBJECT,
                         G_IMPLEMENT_INTERFACE (G_TYPE_LIST_MODEL, tree_children_list_model_init))

static GType
tree_children_get_item_type (GListModel *list)
{
  return TREE_TYPE_ITEM;
}

static guint
tree_children_get_n_items (GListModel *list)
{
  return TREE_CHILDREN (list)->n;
}

static gpointer
tree_children_get_item (GListModel *list, guint position)
{
  TreeChildren *self = TREE_CHILDREN (list);
  if (position >= self->n)
    return NULL;
  n_get_item++;
  return tree_item_new (self->rows[position], FALSE);
}

static void
tree_children_list_model_init (GListModelInterface *iface)
{
  iface->get_item_type = tree_children_get_item_type;
  iface->get_n_items = tree_children_get_n_items;
  iface->get_item = tree_children_get_item;
}

static void
tree_children_class_init (TreeChildrenClass *klass)
{
}

static void
tree_children_init (TreeChildren *self)
{
}

static struct
{
  char **rows; /* the children's strings: "Row i" */
  guint n;
  ModelKind kind;
  GtkTreeListModel *tree;
} tree_bench;

static GListModel *
tree_create_children (gpointer item, gpointer data)
{
  if (!TREE_ITEM (item)->folder)
    return NULL;
  if (tree_bench.kind == MODEL_CUSTOM)
    {
      TreeChildren *children = g_object_new (TREE_TYPE_CHILDREN, NULL);
      children->rows = tree_bench.rows;
      children->n = tree_bench.n;
      return G_LIST_MODEL (children);
    }
  GListStore *store = g_list_store_new (TREE_TYPE_ITEM);
  gpointer *items = g_new (gpointer, tree_bench.n);
  for (guint i = 0; i < tree_bench.n; i++)
    items[i] = tree_item_new (tree_bench.rows[i], FALSE);
  g_list_store_splice (store, 0, 0, items, tree_bench.n);
  for (guint i = 0; i < tree_bench.n; i++)
    g_object_unref (items[i]);
  g_free (items);
  return G_LIST_MODEL (store);
}

static void
on_tree_setup (GtkSignalListItemFactory *f, GtkListItem *li, gpointer data)
{
  GtkWidget *expander = gtk_tree_expander_new ();
  GtkWidget *label = gtk_label_new (NULL);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_tree_expander_set_child (GTK_TREE_EXPANDER (expander), label);
  gtk_list_item_set_child (li, expander);
  n_setups++;
}

static void
on_tree_bind (GtkSignalListItemFactory *f, GtkListItem *li, gpointer data)
{
  GtkTreeListRow *row = gtk_list_item_get_item (li);
  GtkTreeExpander *expander = GTK_TREE_EXPANDER (gtk_list_item_get_child (li));
  gtk_tree_expander_set_list_row (expander, row);
  TreeItem *item = gtk_tree_list_row_get_item (row);
  gtk_label_set_text (GTK_LABEL (gtk_tree_expander_get_child (expander)), item->text);
  g_object_unref (item);
  n_binds++;
}

static void
tree_build_view (void)
{
  GListStore *roots = g_list_store_new (TREE_TYPE_ITEM);
  TreeItem *folder = tree_item_new ("Folder", TRUE);
  g_list_store_append (roots, folder);
  g_object_unref (folder);
  tree_bench.tree = gtk_tree_list_model_new (G_LIST_MODEL (roots), FALSE, FALSE,
                                             tree_create_children, NULL, NULL);
  GtkSingleSelection *selection = gtk_single_selection_new (
    G_LIST_MODEL (g_object_ref (tree_bench.tree)));
  GtkListItemFactory *factory = gtk_signal_list_item_factory_new ();
  g_signal_connect (factory, "setup", G_CALLBACK (on_tree_setup), NULL);
  g_signal_connect (factory, "bind", G_CALLBACK (on_tree_bind), NULL);
  GtkWidget *view = gtk_list_view_new (GTK_SELECTION_MODEL (selection), factory);
  GtkWidget *scrolled = gtk_scrolled_window_new ();
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scrolled), view);
  GtkWidget *window = gtk_window_new ();
  gtk_window_set_title (GTK_WINDOW (window), "bench-c");
  gtk_window_set_default_size (GTK_WINDOW (window), 800, 600);
  gtk_window_set_child (GTK_WINDOW (window), scrolled);
  gtk_window_present (GTK_WINDOW (window));
  g_signal_connect (gtk_widget_get_frame_clock (window), "after-paint",
                    G_CALLBACK (on_after_paint), NULL);
}

/* The window shows the collapsed folder (first frame, then a settle); ms = expand it until the
 * end of the first frame that bound rows after it. Then, not timed: the tree must hold N + 1
 * rows (exit 4 otherwise). */
static void
work_tree_expand (Bench *b, Result *r)
{
  tree_bench.n = r->n;
  tree_bench.kind = b->kind;
  tree_bench.rows = make_rows ("Row", r->n);
  tree_build_view ();
  wait_first_frame ();
  settle (50);
  guint64 binds0 = n_binds, setups0 = n_setups, get0 = n_get_item;
  gint64 t0 = now_ns ();
  collect_toggle ();
  GtkTreeListRow *folder = gtk_tree_list_model_get_row (tree_bench.tree, 0);
  gtk_tree_list_row_set_expanded (folder, TRUE);
  gint64 t1 = now_ns ();
  do
    wait_frames (1);
  while (n_binds == binds0);
  collect_toggle ();
  r->ms = (now_ns () - t0) / 1e6;
  g_object_unref (folder);
  guint shown = g_list_model_get_n_items (G_LIST_MODEL (tree_bench.tree));
  if (shown != r->n + 1)
    {
      g_printerr ("bench-c: the expanded tree has %u rows, not %u\n", shown, r->n + 1);
      exit (4);
    }
  extra_dbl (r, "apply_ms", (t1 - t0) / 1e6);
  extra_u64 (r, "binds", n_binds - binds0);
  extra_u64 (r, "setups", n_setups - setups0);
  if (b->kind == MODEL_CUSTOM)
    extra_u64 (r, "get_item", n_get_item - get0);
}
