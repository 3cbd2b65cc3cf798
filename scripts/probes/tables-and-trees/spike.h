/* shared helpers for the spike */
#include <gtk/gtk.h>
#include <stdio.h>
#include <string.h>

static int sp_frames;
static gint64 sp_t_first_paint;

static void sp_after_paint(GdkFrameClock *fc, gpointer d) {
  (void)fc; (void)d;
  sp_frames++;
  if (sp_frames == 1) sp_t_first_paint = g_get_monotonic_time();
}
static gboolean sp_tick(GtkWidget *w, GdkFrameClock *fc, gpointer d) {
  (void)w; (void)fc; (void)d; return G_SOURCE_CONTINUE; /* keeps frame clock running */
}
static void sp_on_realize(GtkWidget *win, gpointer d) {
  (void)d;
  g_signal_connect(gtk_widget_get_frame_clock(win), "after-paint", G_CALLBACK(sp_after_paint), NULL);
  GskRenderer *r = gtk_native_get_renderer(GTK_NATIVE(win));
  printf("gsk renderer in use: %s\n", r ? G_OBJECT_TYPE_NAME(r) : "?");
}
static GtkWidget *sp_window(int w, int h) {
  GtkWidget *win = gtk_window_new();
  gtk_window_set_title(GTK_WINDOW(win), "spike");
  gtk_window_set_default_size(GTK_WINDOW(win), w, h);
  g_signal_connect(win, "realize", G_CALLBACK(sp_on_realize), NULL);
  gtk_widget_add_tick_callback(win, sp_tick, NULL, NULL);
  return win;
}
/* iterate until n more frames have been painted */
static void sp_run_frames(int n) {
  int target = sp_frames + n;
  while (sp_frames < target) g_main_context_iteration(NULL, TRUE);
  while (g_main_context_pending(NULL)) g_main_context_iteration(NULL, FALSE);
}
static void sp_print_chain(GtkWidget *w, GType stop) {
  for (; w; w = gtk_widget_get_parent(w)) {
    printf("  %s (css:%s)\n", G_OBJECT_TYPE_NAME(w), gtk_widget_get_css_name(w));
    if (g_type_is_a(G_OBJECT_TYPE(w), stop)) break;
  }
}
static void sp_version(void) {
  printf("GTK runtime %u.%u.%u, renderer=%s\n", gtk_get_major_version(), gtk_get_minor_version(),
         gtk_get_micro_version(), g_getenv("GSK_RENDERER") ? g_getenv("GSK_RENDERER") : "(default)");
}
