/* The idle-memory baseline of the example app: a plain C libadwaita application (an
 * AdwApplicationWindow with a header bar) showing a 1,000,000-row GtkListView, nothing else.
 * Its model makes row items when GTK asks (as GtkListKit does), so what remains is GTK's and
 * libadwaita's own cost. Prints VmRSS in kB after SECONDS idle (default 5), then quits.
 *
 *   build/adw-idle-rss [SECONDS]      (under xvfb-run on a headless machine)
 */
#include <adwaita.h>
#include <stdlib.h>
#include <string.h>

#define ROWS 1000000

/* A GListModel of ROWS strings whose items exist only while GTK holds them. */
#define LAZY_TYPE_MODEL (lazy_model_get_type ())
G_DECLARE_FINAL_TYPE (LazyModel, lazy_model, LAZY, MODEL, GObject)
struct _LazyModel { GObject parent; };

static GType lazy_item_type (GListModel *model) { return GTK_TYPE_STRING_OBJECT; }
static guint lazy_n_items (GListModel *model) { return ROWS; }
static gpointer
lazy_get_item (GListModel *model, guint position)
{
  if (position >= ROWS)
    return NULL;
  char text[32];
  g_snprintf (text, sizeof text, "Row %u", position + 1);
  return gtk_string_object_new (text);
}

static void
lazy_model_iface_init (GListModelInterface *iface)
{
  iface->get_item_type = lazy_item_type;
  iface->get_n_items = lazy_n_items;
  iface->get_item = lazy_get_item;
}

G_DEFINE_TYPE_WITH_CODE (LazyModel, lazy_model, G_TYPE_OBJECT,
                         G_IMPLEMENT_INTERFACE (G_TYPE_LIST_MODEL, lazy_model_iface_init))
static void lazy_model_class_init (LazyModelClass *klass) {}
static void lazy_model_init (LazyModel *self) {}

static void
setup_row (GtkSignalListItemFactory *factory, GtkListItem *item, gpointer data)
{
  GtkWidget *label = gtk_label_new ("");
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_list_item_set_child (item, label);
}

static void
bind_row (GtkSignalListItemFactory *factory, GtkListItem *item, gpointer data)
{
  GtkStringObject *row = gtk_list_item_get_item (item);
  gtk_label_set_text (GTK_LABEL (gtk_list_item_get_child (item)), gtk_string_object_get_string (row));
}

static long
rss_kb (void)
{
  FILE *status = fopen ("/proc/self/status", "r");
  char line[256];
  long kb = -1;
  while (status && fgets (line, sizeof line, status))
    if (strncmp (line, "VmRSS:", 6) == 0)
      kb = strtol (line + 6, NULL, 10);
  if (status)
    fclose (status);
  return kb;
}

static gboolean
report (gpointer app)
{
  printf ("rss_kb %ld\n", rss_kb ());
  fflush (stdout);
  g_application_quit (G_APPLICATION (app));
  return G_SOURCE_REMOVE;
}

static void
activate (GtkApplication *app, gpointer seconds)
{
  GtkListItemFactory *factory = gtk_signal_list_item_factory_new ();
  g_signal_connect (factory, "setup", G_CALLBACK (setup_row), NULL);
  g_signal_connect (factory, "bind", G_CALLBACK (bind_row), NULL);
  GtkSingleSelection *selection = gtk_single_selection_new (G_LIST_MODEL (g_object_new (LAZY_TYPE_MODEL, NULL)));
  GtkWidget *list = gtk_list_view_new (GTK_SELECTION_MODEL (selection), factory);
  GtkWidget *scrolled = gtk_scrolled_window_new ();
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scrolled), list);
  gtk_widget_set_vexpand (scrolled, TRUE);

  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  gtk_box_append (GTK_BOX (box), adw_header_bar_new ());
  gtk_box_append (GTK_BOX (box), scrolled);
  GtkWidget *window = adw_application_window_new (app);
  gtk_window_set_default_size (GTK_WINDOW (window), 960, 720);
  adw_application_window_set_content (ADW_APPLICATION_WINDOW (window), box);
  gtk_window_present (GTK_WINDOW (window));
  g_timeout_add_seconds (GPOINTER_TO_UINT (seconds), report, app);
}

int
main (int argc, char **argv)
{
  guint seconds = argc > 1 ? (guint) atoi (argv[1]) : 5;
  AdwApplication *app = adw_application_new ("org.gtklistkit.IdleBaseline", G_APPLICATION_NON_UNIQUE);
  g_signal_connect (app, "activate", G_CALLBACK (activate), GUINT_TO_POINTER (seconds));
  int status = g_application_run (G_APPLICATION (app), 1, argv);
  g_object_unref (app);
  return status;
}
