#include "cgtk.h"

#pragma mark - Row state

// A row's Swift state lives on its GtkListItem, which releases it when GTK destroys the row, and
// (unretained) on GTK's row widget once the row shows something, so a widget under the pointer
// or holding the focus leads back to its row. Read on every bind: one quark lookup.
static GQuark row_state_quark(void) {
  static GQuark quark = 0;  // main thread only, like every GTK call
  if (G_UNLIKELY(quark == 0)) quark = g_quark_from_static_string("gtklistkit-row-state");
  return quark;
}

void cgtk_list_item_set_state(gpointer item, gpointer state, GDestroyNotify release) {
  g_object_set_qdata_full((GObject *)item, row_state_quark(), state, release);
}

gpointer cgtk_list_item_get_state(gpointer item) {
  // No type check: the factory hands over GtkListItems only.
  return item ? g_object_get_qdata((GObject *)item, row_state_quark()) : NULL;
}

void cgtk_row_widget_set_state(gpointer widget, gpointer state) {
  g_object_set_qdata((GObject *)widget, row_state_quark(), state);
}

gpointer cgtk_row_widget_get_state(gpointer widget) {
  return G_IS_OBJECT(widget) ? g_object_get_qdata((GObject *)widget, row_state_quark()) : NULL;
}
