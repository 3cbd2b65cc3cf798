#include "cgtk.h"

#pragma mark - The row container

// A vertical GtkBox that holds the Swift state of its row in a field: the state is read on every
// bind, and a field is a load where object data (g_object_get_qdata) walks a locked list.
struct _CGtkRowBox {
  GtkBox parent_instance;
  gpointer state;
  GDestroyNotify release;
};

G_DEFINE_FINAL_TYPE(CGtkRowBox, cgtk_row_box, GTK_TYPE_BOX)

static void cgtk_row_box_dispose(GObject *object) {
  CGtkRowBox *self = CGTK_ROW_BOX(object);
  gpointer state = self->state;
  self->state = NULL;
  if (state && self->release) self->release(state);
  G_OBJECT_CLASS(cgtk_row_box_parent_class)->dispose(object);
}

static void cgtk_row_box_class_init(CGtkRowBoxClass *klass) {
  G_OBJECT_CLASS(klass)->dispose = cgtk_row_box_dispose;
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS(klass);
  // Styled, laid out and exposed exactly as a GtkBox.
  gtk_widget_class_set_css_name(widget_class, "box");
  gtk_widget_class_set_layout_manager_type(widget_class, GTK_TYPE_BOX_LAYOUT);
  gtk_widget_class_set_accessible_role(widget_class, GTK_ACCESSIBLE_ROLE_GENERIC);
}

static void cgtk_row_box_init(CGtkRowBox *self) {}

GtkWidget *cgtk_row_box_new(gpointer state, GDestroyNotify release) {
  CGtkRowBox *box = g_object_new(CGTK_TYPE_ROW_BOX, "orientation", GTK_ORIENTATION_VERTICAL, NULL);
  box->state = state;
  box->release = release;
  return GTK_WIDGET(box);
}

gpointer cgtk_row_box_get_state(gpointer widget) {
  // A final type: comparing the instance's type is the whole check (the cast macros would
  // check it twice more).
  static GType row_box_type = 0;  // main thread only, like every GTK call
  if (G_UNLIKELY(row_box_type == 0)) row_box_type = CGTK_TYPE_ROW_BOX;
  if (!widget || G_TYPE_FROM_INSTANCE(widget) != row_box_type) return NULL;
  return ((CGtkRowBox *)widget)->state;
}
