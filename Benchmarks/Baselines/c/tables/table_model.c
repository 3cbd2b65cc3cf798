/* The table's row items and its custom GListModel over the C array of rows. Included by table.c. */

/* ---------------------------------------------------------------- item */

#define TABLE_TYPE_ITEM (table_item_get_type ())
G_DECLARE_FINAL_TYPE (TableItem, table_item, TABLE, ITEM, GObject)

struct _TableItem
{
  GObject parent_instance;
  const TableRow *row; /* the table's rows outlive every item */
};

G_DEFINE_TYPE (TableItem, table_item, G_TYPE_OBJECT)

enum
{
  TABLE_ITEM_PROP_PLAYS = 1
};

static void
table_item_get_property (GObject *object, guint id, GValue *value, GParamSpec *spec)
{
  if (id == TABLE_ITEM_PROP_PLAYS)
    g_value_set_int64 (value, TABLE_ITEM (object)->row->plays);
  else
    G_OBJECT_WARN_INVALID_PROPERTY_ID (object, id, spec);
}

static void
table_item_class_init (TableItemClass *klass)
{
  G_OBJECT_CLASS (klass)->get_property = table_item_get_property;
  /* GtkNumericSorter reads this through a GtkPropertyExpression. */
  g_object_class_install_property (
    G_OBJECT_CLASS (klass), TABLE_ITEM_PROP_PLAYS,
    g_param_spec_int64 ("plays", NULL, NULL, G_MININT64, G_MAXINT64, 0,
                        G_PARAM_READABLE | G_PARAM_STATIC_STRINGS));
}

static void
table_item_init (TableItem *self)
{
}

static TableItem *
table_item_new (const TableRow *row)
{
  TableItem *item = g_object_new (TABLE_TYPE_ITEM, NULL);
  item->row = row;
  return item;
}

/* --------------------------------------------------------- custom model */

/* The rows in a C array; the shown order is `order` (row indices) once sorted, else the array's.
 * No GObject per row until GTK asks for one. */
#define TABLE_TYPE_MODEL (table_model_get_type ())
G_DECLARE_FINAL_TYPE (TableModel, table_model, TABLE, MODEL, GObject)

struct _TableModel
{
  GObject parent_instance;
  const TableRow *rows;
  guint32 *order; /* NULL: the array's order */
  guint n;
};

static void table_model_list_model_init (GListModelInterface *iface);

G_DEFINE_TYPE_WITH_CODE (TableModel, table_model, G_TYPE_OBJECT,
                         G_IMPLEMENT_INTERFACE (G_TYPE_LIST_MODEL, table_model_list_model_init))

static GType
table_model_get_item_type (GListModel *list)
{
  return TABLE_TYPE_ITEM;
}

static guint
table_model_get_n_items (GListModel *list)
{
  return TABLE_MODEL (list)->n;
}

static gpointer
table_model_get_item (GListModel *list, guint position)
{
  TableModel *self = TABLE_MODEL (list);
  if (position >= self->n)
    return NULL;
  n_get_item++;
  return table_item_new (&self->rows[self->order ? self->order[position] : position]);
}

static void
table_model_list_model_init (GListModelInterface *iface)
{
  iface->get_item_type = table_model_get_item_type;
  iface->get_n_items = table_model_get_n_items;
  iface->get_item = table_model_get_item;
}

static void
table_model_class_init (TableModelClass *klass)
{
}

static void
table_model_init (TableModel *self)
{
}
