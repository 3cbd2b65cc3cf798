/* The custom GListModel over a C array of strings (items made lazily in get_item) and the rows'
 * strings. Included by bench.c. */

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
  /* --model packed: the strings back to back in `bytes`, string i ending at
   * ends[i] (rows is NULL then). */
  char *bytes;
  guint32 *ends;
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
  if (self->bytes)
    {
      guint32 start = position ? self->ends[position - 1] : 0;
      item->text = g_strndup (self->bytes + start, self->ends[position] - start);
    }
  else
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
  if (self->rows)
    free_rows (self->rows, self->n);
  g_free (self->bytes);
  g_free (self->ends);
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

/* Formats row i's label into buf (256 bytes) and returns its length. */
static int
format_row (char *buf, const char *prefix, guint i)
{
  /* snprintf into a stack buffer: g_strdup_printf formats twice. */
  int len = snprintf (buf, 256, "%s %u", prefix, i);
  if (label_bytes > (guint) len && label_bytes < 256)
    {
      memset (buf + len, '.', label_bytes - len);
      len = (int) label_bytes;
      buf[len] = '\0';
    }
  return len;
}

static char **
make_rows (const char *prefix, guint n)
{
  char **rows = g_new (char *, n);
  char buf[256];
  for (guint i = 0; i < n; i++)
    {
      int len = format_row (buf, prefix, i);
      rows[i] = g_memdup2 (buf, (gsize) len + 1);
    }
  return rows;
}

/* --model packed: the n labels back to back in one growing buffer (no
 * terminators) and where each ends, as GtkListKit's StringListStorage keeps
 * them. */
static void
make_packed_rows (BenchModel *model, const char *prefix, guint n)
{
  GByteArray *bytes = g_byte_array_new ();
  guint32 *ends = g_new (guint32, n);
  char buf[256];
  for (guint i = 0; i < n; i++)
    {
      int len = format_row (buf, prefix, i);
      g_byte_array_append (bytes, (const guint8 *) buf, (guint) len);
      ends[i] = bytes->len;
    }
  model->bytes = (char *) g_byte_array_free (bytes, FALSE);
  model->ends = ends;
  model->n = n;
}

