// GtkColumnView for tables: casts, header sorters that only make a header clickable, reading the
// sort the user chose (GTK 4.10's GtkColumnViewSorter getters, or the view sorter asked on 4.8),
// the column visibility actions of the header menu.
#pragma once

#include <gtk/gtk.h>

GtkColumnView *cgtk_column_view(gpointer object);
GtkColumnViewColumn *cgtk_column_view_column(gpointer object);

/// A sorter for a column header: it never orders anything (the storage sorts); GTK shows the
/// header as clickable and draws the arrow. `tag` is what ``cgtk_column_view_read_sort`` reports.
GtkSorter *cgtk_header_sorter_new(guint tag);

/// The primary sort the view's sorter holds now: `TRUE` with the column's header sorter tag and
/// direction, `FALSE` when unsorted.
gboolean cgtk_column_view_read_sort(GtkColumnView *view, guint *tag, gboolean *descending);

/// Sets the view's sort to `column` (NULL: none) without leaving the previous column's arrow.
void cgtk_column_view_set_sort(GtkColumnView *view, GtkColumnViewColumn *column, gboolean descending);

/// Sets the column's id (GTK 4.10+; nothing on 4.8).
void cgtk_column_view_column_set_id_if_supported(GtkColumnViewColumn *column, const char *id);

/// The column's name as an adopted view's UI file gave it: its `id` property (GTK 4.10+), else
/// the object id GtkBuilder made it with; NULL when it has neither.
const char *cgtk_column_view_column_get_name(GtkColumnViewColumn *column);

/// Installs a boolean action `name` in `group` that shows and hides `column`, and a menu item
/// for it in `menu`.
void cgtk_column_visibility_action_add(GSimpleActionGroup *group, GMenu *menu, GtkColumnViewColumn *column,
                                       const char *name, const char *prefix, const char *label);
