#include "cgtk.h"

#pragma mark - Widgets: accessibility and animations

GtkWidget *cgtk_box_new_with_role(GtkOrientation orientation, GtkAccessibleRole role) {
  return g_object_new(GTK_TYPE_BOX, "orientation", orientation, "accessible-role", role, NULL);
}

void cgtk_accessible_set_label(GtkWidget *widget, const char *label) {
  gtk_accessible_update_property(GTK_ACCESSIBLE(widget), GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
}

void cgtk_accessible_set_selected(GtkWidget *widget, gboolean selected) {
  gtk_accessible_update_state(GTK_ACCESSIBLE(widget), GTK_ACCESSIBLE_STATE_SELECTED, selected, -1);
}

void cgtk_accessible_set_hidden(GtkWidget *widget, gboolean hidden) {
  gtk_accessible_update_state(GTK_ACCESSIBLE(widget), GTK_ACCESSIBLE_STATE_HIDDEN, hidden, -1);
}

gboolean cgtk_widget_animations_enabled(GtkWidget *widget) {
  gboolean enabled = TRUE;
  g_object_get(gtk_widget_get_settings(widget), "gtk-enable-animations", &enabled, NULL);
  return enabled;
}

GtkWidget *cgtk_ghost_new(GtkWidget *widget, GtkWidget *relative_to, const char *css_class) {
  graphene_rect_t bounds;
  if (!gtk_widget_compute_bounds(widget, relative_to, &bounds)) return NULL;
  // Only rows wholly inside the overlay: a larger overlay child would grow the overlay.
  if (bounds.origin.x < 0 || bounds.origin.y < 0 || bounds.size.width < 1 || bounds.size.height < 1 ||
      bounds.origin.x + bounds.size.width > gtk_widget_get_width(relative_to) ||
      bounds.origin.y + bounds.size.height > gtk_widget_get_height(relative_to))
    return NULL;
  GdkPaintable *live = gtk_widget_paintable_new(widget);
  GdkPaintable *image = gdk_paintable_get_current_image(live);
  g_object_unref(live);
  GtkWidget *picture = gtk_picture_new_for_paintable(image);
  g_object_unref(image);
  gtk_picture_set_can_shrink(GTK_PICTURE(picture), TRUE);
  gtk_widget_set_can_target(picture, FALSE);
  gtk_widget_set_can_focus(picture, FALSE);
  gtk_widget_set_halign(picture, GTK_ALIGN_START);
  gtk_widget_set_valign(picture, GTK_ALIGN_START);
  gtk_widget_set_margin_start(picture, (int)bounds.origin.x);
  gtk_widget_set_margin_top(picture, (int)bounds.origin.y);
  gtk_widget_set_size_request(picture, (int)bounds.size.width, (int)bounds.size.height);
  gtk_widget_add_css_class(picture, css_class);
  return picture;
}

enum { CGTK_MAX_NAMING_LABELS = 4 };

static void cgtk_collect_labels(GtkWidget *widget, GtkWidget **labels, int *count) {
  if (*count == CGTK_MAX_NAMING_LABELS) return;
  // An inscription (GTK 4.8's light text widget, for table cells) names itself by its text too.
  if (GTK_IS_LABEL(widget) || GTK_IS_INSCRIPTION(widget)) {
    labels[(*count)++] = widget;
    return;
  }
  for (GtkWidget *child = gtk_widget_get_first_child(widget); child != NULL; child = gtk_widget_get_next_sibling(child))
    cgtk_collect_labels(child, labels, count);
}

gboolean cgtk_accessible_label_by_texts(GtkWidget *widget, GtkWidget *content, gboolean reset_label) {
  GtkWidget *labels[CGTK_MAX_NAMING_LABELS] = {NULL};
  int count = 0;
  cgtk_collect_labels(content, labels, &count);
  if (count == 0) {
    gtk_accessible_reset_relation(GTK_ACCESSIBLE(widget), GTK_ACCESSIBLE_RELATION_LABELLED_BY);
    return FALSE;
  }
  // Only a label set before needs clearing (a reset costs a few hundred instructions a row).
  if (reset_label) gtk_accessible_reset_property(GTK_ACCESSIBLE(widget), GTK_ACCESSIBLE_PROPERTY_LABEL);
  // The varargs take exactly the references, then NULL, then -1: one call per count.
  GtkAccessible *self = GTK_ACCESSIBLE(widget);
  GtkAccessibleRelation by = GTK_ACCESSIBLE_RELATION_LABELLED_BY;
  switch (count) {
    case 1: gtk_accessible_update_relation(self, by, labels[0], NULL, -1); break;
    case 2: gtk_accessible_update_relation(self, by, labels[0], labels[1], NULL, -1); break;
    case 3: gtk_accessible_update_relation(self, by, labels[0], labels[1], labels[2], NULL, -1); break;
    default: gtk_accessible_update_relation(self, by, labels[0], labels[1], labels[2], labels[3], NULL, -1); break;
  }
  return TRUE;
}

void cgtk_accessible_reset_labelled_by(GtkWidget *widget) {
  gtk_accessible_reset_relation(GTK_ACCESSIBLE(widget), GTK_ACCESSIBLE_RELATION_LABELLED_BY);
}

#pragma mark - Deprecated on newer GTK

gboolean cgtk_widget_origin_in(GtkWidget *widget, GtkWidget *target, double *x, double *y) {
  g_return_val_if_fail(GTK_IS_WIDGET(widget) && GTK_IS_WIDGET(target), FALSE);
#if GTK_CHECK_VERSION(4, 12, 0)
  graphene_point_t origin = GRAPHENE_POINT_INIT(0, 0), point;
  if (!gtk_widget_compute_point(widget, target, &origin, &point)) return FALSE;
  *x = point.x;
  *y = point.y;
  return TRUE;
#else
  return gtk_widget_translate_coordinates(widget, target, 0, 0, x, y);
#endif
}

void cgtk_css_provider_load(GtkCssProvider *provider, const char *css) {
  g_return_if_fail(GTK_IS_CSS_PROVIDER(provider));
#if GTK_CHECK_VERSION(4, 12, 0)
  gtk_css_provider_load_from_string(provider, css);
#else
  gtk_css_provider_load_from_data(provider, css, -1);
#endif
}

void cgtk_list_item_set_focusable(GtkListItem *item, gboolean focusable) {
#if GTK_CHECK_VERSION(4, 12, 0)
  if (gtk_list_item_get_focusable(item) != focusable) gtk_list_item_set_focusable(item, focusable);
#else
  (void)item;
  (void)focusable;
#endif
}

gboolean cgtk_column_cell_set_focusable(GtkListItem *cell, gboolean focusable) {
#if GTK_CHECK_VERSION(4, 12, 0)
  if (!GTK_IS_COLUMN_VIEW_CELL(cell)) return FALSE;
  GtkColumnViewCell *column_cell = GTK_COLUMN_VIEW_CELL(cell);
  if (gtk_column_view_cell_get_focusable(column_cell) != focusable) gtk_column_view_cell_set_focusable(column_cell, focusable);
  return TRUE;
#else
  (void)cell;
  (void)focusable;
  return FALSE;
#endif
}

gboolean cgtk_column_cells_can_focus(void) {
#if GTK_CHECK_VERSION(4, 12, 0)
  return gtk_get_minor_version() >= 12 || gtk_get_major_version() > 4;
#else
  return FALSE;
#endif
}

void cgtk_list_item_set_accessible_label(GtkListItem *item, GtkWidget *row_widget, const char *label) {
#if GTK_CHECK_VERSION(4, 12, 0)
  (void)row_widget;
  gtk_list_item_set_accessible_label(item, label);
#else
  (void)item;
  cgtk_accessible_set_label(row_widget, label);
#endif
}
