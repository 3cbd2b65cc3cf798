/* probe1: 100k rows x 20 columns, per-column SignalListItemFactory, Label vs Inscription.
   Counts setup/bind per column after first frame; times first frame; prints parent chain;
   checks gtk_list_item_get_position in column bind.  usage: ./probe1 [label|inscription] */
#include "spike.h"
#define NCOL 20
#define NROWS 100000
static int setup_n[NCOL], bind_n[NCOL], unbind_n[NCOL], teardown_n[NCOL];
static int pos_ok, pos_bad, pos_invalid;
static gboolean use_insc;
static GListModel *g_model;
static GtkWidget *sample_child;
static char item_type_name[64];

static void setup_cb(GtkSignalListItemFactory *f, GObject *li, gpointer d) {
  int c = GPOINTER_TO_INT(d); setup_n[c]++;
  if (!item_type_name[0]) snprintf(item_type_name, sizeof item_type_name, "%s", G_OBJECT_TYPE_NAME(li));
  GtkWidget *w = use_insc ? gtk_inscription_new(NULL) : gtk_label_new(NULL);
  gtk_list_item_set_child(GTK_LIST_ITEM(li), w);
}
static void bind_cb(GtkSignalListItemFactory *f, GObject *obj, gpointer d) {
  int c = GPOINTER_TO_INT(d); bind_n[c]++;
  GtkListItem *li = GTK_LIST_ITEM(obj);
  GtkStringObject *so = gtk_list_item_get_item(li);
  guint pos = gtk_list_item_get_position(li);
  if (pos == GTK_INVALID_LIST_POSITION) pos_invalid++;
  else {
    gpointer m = g_list_model_get_item(g_model, pos);
    if (m == (gpointer)so) pos_ok++; else pos_bad++;
    g_object_unref(m);
  }
  char buf[64]; snprintf(buf, sizeof buf, "%s c%d", gtk_string_object_get_string(so), c);
  GtkWidget *w = gtk_list_item_get_child(li);
  if (use_insc) gtk_inscription_set_text(GTK_INSCRIPTION(w), buf);
  else gtk_label_set_text(GTK_LABEL(w), buf);
  if (c == 0 && !sample_child) sample_child = g_object_ref(w);
}
static void unbind_cb(GtkSignalListItemFactory *f, GObject *li, gpointer d) { unbind_n[GPOINTER_TO_INT(d)]++; }
static void teardown_cb(GtkSignalListItemFactory *f, GObject *li, gpointer d) { teardown_n[GPOINTER_TO_INT(d)]++; }

static void dump(const char *when) {
  printf("[%s] per-column setup/bind/unbind/teardown:\n", when);
  int ts = 0, tb = 0;
  for (int c = 0; c < NCOL; c++) {
    printf("  c%02d %d/%d/%d/%d%s", c, setup_n[c], bind_n[c], unbind_n[c], teardown_n[c], (c % 5 == 4) ? "\n" : "");
    ts += setup_n[c]; tb += bind_n[c];
  }
  printf("  totals setup=%d bind=%d; position checks ok=%d bad=%d invalid=%d\n", ts, tb, pos_ok, pos_bad, pos_invalid);
}

int main(int argc, char **argv) {
  use_insc = argc > 1 && strcmp(argv[1], "inscription") == 0;
  gtk_init();
  sp_version();
  printf("cell widget: %s\n", use_insc ? "GtkInscription" : "GtkLabel");
  gint64 t0 = g_get_monotonic_time();
  GListStore *store = g_list_store_new(GTK_TYPE_STRING_OBJECT);
  GtkStringObject **arr = g_new(GtkStringObject *, NROWS);
  for (int i = 0; i < NROWS; i++) { char b[32]; snprintf(b, sizeof b, "row %d", i); arr[i] = gtk_string_object_new(b); }
  g_list_store_splice(store, 0, 0, (gpointer *)arr, NROWS);
  for (int i = 0; i < NROWS; i++) g_object_unref(arr[i]);
  g_free(arr);
  g_model = G_LIST_MODEL(store);
  gint64 t1 = g_get_monotonic_time();
  GtkWidget *win = sp_window(800, 600);
  GtkWidget *sw = gtk_scrolled_window_new();
  GtkWidget *view = gtk_column_view_new(GTK_SELECTION_MODEL(gtk_no_selection_new(G_LIST_MODEL(g_object_ref(store)))));
  for (int c = 0; c < NCOL; c++) {
    GtkListItemFactory *f = gtk_signal_list_item_factory_new();
    g_signal_connect(f, "setup", G_CALLBACK(setup_cb), GINT_TO_POINTER(c));
    g_signal_connect(f, "bind", G_CALLBACK(bind_cb), GINT_TO_POINTER(c));
    g_signal_connect(f, "unbind", G_CALLBACK(unbind_cb), GINT_TO_POINTER(c));
    g_signal_connect(f, "teardown", G_CALLBACK(teardown_cb), GINT_TO_POINTER(c));
    char t[16]; snprintf(t, sizeof t, "Col %d", c);
    GtkColumnViewColumn *col = gtk_column_view_column_new(t, f);
    gtk_column_view_append_column(GTK_COLUMN_VIEW(view), col);
    g_object_unref(col);
  }
  gtk_scrolled_window_set_child(GTK_SCROLLED_WINDOW(sw), view);
  gtk_window_set_child(GTK_WINDOW(win), sw);
  gint64 t2 = g_get_monotonic_time();
  gtk_window_present(GTK_WINDOW(win));
  sp_run_frames(1);
  gint64 t3 = sp_t_first_paint;
  printf("TIME store build %.1f ms, widget build %.1f ms, present->first after-paint %.1f ms\n",
         (t1 - t0) / 1000.0, (t2 - t1) / 1000.0, (t3 - t2) / 1000.0);
  printf("item object type passed to column factory: %s\n", item_type_name);
  dump("after first frame");
  sp_run_frames(5);
  dump("after 5 more frames");
  printf("view allocated %dx%d\n", gtk_widget_get_width(view), gtk_widget_get_height(view));
  printf("parent chain of a bound col-0 cell child:\n");
  sp_print_chain(sample_child, GTK_TYPE_COLUMN_VIEW);
  return 0;
}
