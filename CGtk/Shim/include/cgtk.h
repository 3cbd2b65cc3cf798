// CGtk: the small C layer GtkListKit needs because Swift imports GTK's functions
// but not its macros, GObject subclassing or varargs. Every symbol is `cgtk_`-prefixed.
#ifndef CGTK_H
#define CGTK_H

#include <gtk/gtk.h>

G_BEGIN_DECLS

#pragma mark - Item objects

// Why: GTK only accepts GObjects from a GListModel; this tiny type stands for one row and
// knows its position, so GTK sees the same object for a row while it holds it.
#define CGTK_TYPE_ITEM (cgtk_item_get_type())
G_DECLARE_FINAL_TYPE(CGtkItem, cgtk_item, CGTK, ITEM, GObject)

// Why: position kept current by the model's cache (re-keyed on moves); G_MAXUINT once detached.
guint cgtk_item_get_position(CGtkItem *item);
// Why: a number no other item object gets in this process (an address may be reused after
// finalize): willDisplay tells a row showing the same item from one showing a new item.
guint64 cgtk_item_get_serial(CGtkItem *item);
// Why: tests count item objects to prove none is made per storage item up front.
guint64 cgtk_item_created_count(void);
// Why: number of item objects alive right now in the process.
guint64 cgtk_item_live_count(void);

#pragma mark - List model

// Why: the storage lives in Swift; GTK asks the count and items through these callbacks.
typedef guint (*CGtkNItemsFunc)(gpointer context);
// Why: optional; lets Swift attach a payload to a freshly created item object.
typedef gpointer (*CGtkPayloadFunc)(gpointer context, guint position, GDestroyNotify *release);

#define CGTK_TYPE_LIST_MODEL (cgtk_list_model_get_type())
G_DECLARE_FINAL_TYPE(CGtkListModel, cgtk_list_model, CGTK, LIST_MODEL, GObject)

// Why: a GListModel whose size comes from Swift and whose items are created lazily, only when
// GTK asks; a weak cache keyed by position hands back the same object while GTK holds it.
CGtkListModel *cgtk_list_model_new(CGtkNItemsFunc n_items, CGtkPayloadFunc payload,
                                   gpointer context, GDestroyNotify context_release);
// Why: emit `items-changed` after re-keying the cache: rows in [position, position+removed)
// listed in kept_old come back at kept_new (absolute positions, kept_old sorted ascending)
// as the same object, rows after the range shift, the rest of the range is dropped.
void cgtk_list_model_splice(CGtkListModel *model, guint position, guint removed, guint added,
                            const guint *kept_old, const guint *kept_new, guint n_kept);
// Why: the cached item at a position, without creating one (NULL if GTK holds none). No ref.
CGtkItem *cgtk_list_model_peek_item(CGtkListModel *model, guint position);
// Why: number of item objects currently cached (alive and attached).
guint cgtk_list_model_cached_count(CGtkListModel *model);
// Why: benchmarks and tests count get_item calls made by GTK.
guint64 cgtk_list_model_get_item_calls(CGtkListModel *model);
void cgtk_list_model_reset_get_item_calls(CGtkListModel *model);

#pragma mark - Selection model

// Why: GTK changes its own selection models before anyone can object; this one sits in front of
// a GtkSingleSelection/GtkMultiSelection and lets Swift veto rows before the change happens.
#define CGTK_TYPE_SELECTION (cgtk_selection_get_type())
G_DECLARE_FINAL_TYPE(CGtkSelection, cgtk_selection, CGTK, SELECTION, GObject)

// Why: Swift removes the positions it vetoes from `adding` / `removing` before they apply.
typedef void (*CGtkSelectionFilterFunc)(gpointer context, GtkBitset *adding, GtkBitset *removing);
// Why: reports exactly the rows a change selected and deselected (not GTK's coarse range).
typedef void (*CGtkSelectionChangedFunc)(gpointer context, GtkBitset *added, GtkBitset *removed);

// Why: wraps `inner` (transfer full), a GtkSingleSelection, GtkMultiSelection or GtkNoSelection.
CGtkSelection *cgtk_selection_new(GtkSelectionModel *inner);
// Why: header and footer rows: never selected, whether by a click, Ctrl+A or a Shift range.
void cgtk_selection_set_unselectable(CGtkSelection *self, const guint *positions, guint n);
// Why: hooks are set only when Swift wants events (zero cost otherwise); NULL funcs are skipped.
void cgtk_selection_set_hooks(CGtkSelection *self, CGtkSelectionFilterFunc filter,
                              CGtkSelectionChangedFunc changed, gpointer context, GDestroyNotify release);

#pragma mark - Signals

// Why: one trampoline type for every signal: the closure hands Swift the signal's parameters
// as GValues (params[0] is the instance) and the return slot (NULL for void signals).
typedef void (*CGtkSignalHandler)(gpointer user_data, guint n_params, const GValue *params,
                                  GValue *return_value);

// Why: g_signal_connect is a macro; this connects a retained Swift box that is released through
// `release` when the handler is disconnected or the instance is finalized. Returns the handler id
// (0 when the signal does not exist on the instance).
gulong cgtk_signal_connect(gpointer instance, const char *detailed_signal, CGtkSignalHandler handler,
                           gpointer user_data, GDestroyNotify release, gboolean after);
// Why: the hot factory signals (setup, bind: instance + one object, no return) go through
// GLib's C marshaller fast path instead of a generic GValue closure; `release` frees user_data.
typedef void (*CGtkObjectHandler)(gpointer user_data, gpointer object);
gulong cgtk_signal_connect_object_handler(gpointer instance, const char *detailed_signal, CGtkObjectHandler handler,
                                          gpointer user_data, GDestroyNotify release);
// Why: g_signal_has_handler_pending needs the signal id looked up by G_OBJECT_TYPE (a macro).
gboolean cgtk_signal_has_handler(gpointer instance, const char *detailed_signal);

// Why: g_signal_emit_by_name is varargs; tests and the manager emit action signals with these.
void cgtk_signal_emit_void(gpointer instance, const char *detailed_signal);
void cgtk_signal_emit_uint(gpointer instance, const char *detailed_signal, guint value);

#pragma mark - Casts and type checks (NULL / FALSE when the object is not of that type)

// Why: a row's Swift state is read on every bind and found again from GTK's row widget; object
// data set from C with a static quark (the list item releases it with `release`).
void cgtk_list_item_set_state(gpointer item, gpointer state, GDestroyNotify release);
gpointer cgtk_list_item_get_state(gpointer item);
void cgtk_row_widget_set_state(gpointer widget, gpointer state);
// The state of the row whose GTK row widget is `widget`, NULL for any other widget.
gpointer cgtk_row_widget_get_state(gpointer widget);

// Why: GTK's cast macros are not importable; these check the type and never emit criticals.
GtkWidget *cgtk_widget(gpointer object);
GtkListItem *cgtk_list_item(gpointer object);
GtkListView *cgtk_list_view(gpointer object);
GtkGridView *cgtk_grid_view(gpointer object);
GtkSelectionModel *cgtk_selection_model(gpointer object);
GtkEventController *cgtk_event_controller(gpointer object);
GtkWindow *cgtk_window(gpointer object);
GtkLabel *cgtk_label(gpointer object);
GtkBox *cgtk_box(gpointer object);
GtkScrolledWindow *cgtk_scrolled_window(gpointer object);
GtkOverlay *cgtk_overlay(gpointer object);
GtkDragSource *cgtk_drag_source(gpointer object);
GtkDropTarget *cgtk_drop_target(gpointer object);
GtkListItemFactory *cgtk_list_item_factory(gpointer object);
GListModel *cgtk_g_list_model(gpointer object);
CGtkItem *cgtk_as_item(gpointer object);
// Why: G_OBJECT_TYPE_NAME is a macro; used in anomaly texts and tests.
const char *cgtk_type_name(gpointer object);

#pragma mark - GTK newer than 4.8, resolved at run time

// Why: gtk_list_view_scroll_to / gtk_grid_view_scroll_to are GTK 4.12 (compile-time guard);
// TRUE when this build has them and the running GTK is 4.12 or newer.
gboolean cgtk_has_scroll_to(void);
// Why: one call for both views and both GTKs: scroll_to with a GtkScrollInfo on 4.12+, the list
// base's "list.scroll-to-item" (and "list.select-item") actions on 4.8. A position past the
// model's end is ignored (4.12+ asserts on it) and returns FALSE.
gboolean cgtk_list_base_scroll_to(GtkWidget *view, guint position, gboolean focus, gboolean select);

#pragma mark - Headings of sections

// Why: a header or footer cell sits in a heading (accessible role heading, fixed at creation).
// In a table the heading spans the row (GtkColumnView has no full-width row on GTK 4.8): it
// asks its column for no width, lays its child out across the row and follows the row's width.
GtkWidget *cgtk_heading_new(void);
gboolean cgtk_is_heading(gpointer widget);
// Makes `child` the heading's only child (NULL: none).
void cgtk_heading_set_child(GtkWidget *heading, GtkWidget *child);
// Spans the table row of `cell` (GTK's cell widget around the heading) or stops: the cell draws
// past its edge, the row's other cells let the pointer through and the row takes `row_class`
// (a static string: the heading keeps the pointer).
void cgtk_heading_set_spans_row(GtkWidget *heading, GtkWidget *cell, gboolean spans, const char *row_class);
// Undoes what a spanning heading did to `cell` and its row, once the row shows an item.
void cgtk_table_cell_shows_item(GtkWidget *cell, const char *row_class);
// Does to `cell`, an empty cell of a header row, what the row's heading does to it (for a cell
// that showed an item since the heading last looked).
void cgtk_table_cell_blank_in_spanned_row(GtkWidget *cell, const char *row_class);

#pragma mark - Menus and accessibility

GtkPopover *cgtk_popover(gpointer object);
// Why: accessible-role is construct-only, so the box must be made with g_object_new (varargs).
GtkWidget *cgtk_box_new_with_role(GtkOrientation orientation, GtkAccessibleRole role);
// Why: gtk_accessible_update_property / update_state are varargs, which Swift cannot call.
void cgtk_accessible_set_label(GtkWidget *widget, const char *label);
// Why: names a row by what its cell shows, computed by GTK only when an assistive technology
// asks: the first 4 GtkLabels under `content` become `widget`'s labelled-by relation (set once
// per cell, not per bind); FALSE, and no relation, when the cell has no label.
gboolean cgtk_accessible_label_by_texts(GtkWidget *widget, GtkWidget *content, gboolean reset_label);
void cgtk_accessible_reset_labelled_by(GtkWidget *widget);
void cgtk_accessible_set_selected(GtkWidget *widget, gboolean selected);
void cgtk_accessible_set_hidden(GtkWidget *widget, gboolean hidden);

// Why: gtk-enable-animations is read with g_object_get (varargs).
gboolean cgtk_widget_animations_enabled(GtkWidget *widget);
// Why: a deleted row fades out as a still image of itself over the list (graphene bounds and
// paintables are struct/pointer work Swift cannot do tidily): a GtkPicture of the widget's
// current image, placed at its bounds in `relative_to` (an overlay), or NULL when not laid out.
GtkWidget *cgtk_ghost_new(GtkWidget *widget, GtkWidget *relative_to, const char *css_class);

// Why: gtk_widget_translate_coordinates is deprecated since 4.12 for gtk_widget_compute_point,
// which 4.8 lacks; the origin of `widget` in `target`'s coordinates, FALSE when unrelated.
gboolean cgtk_widget_origin_in(GtkWidget *widget, GtkWidget *target, double *x, double *y);
// Why: gtk_css_provider_load_from_data is deprecated since 4.12 for load_from_string (not in 4.8).
void cgtk_css_provider_load(GtkCssProvider *provider, const char *css);
// Why: GtkListItem:focusable is 4.12. There a focusable row takes the focus itself; a header, or
// a sectioned grid's strip whose tiles take the focus, must not (4.8 focused into the children).
void cgtk_list_item_set_focusable(GtkListItem *item, gboolean focusable);
// Why: GtkColumnViewCell:focusable is 4.12 and off by default, and GtkListItem's own setter on a
// column view cell reaches no widget. FALSE on 4.8, where a table's cells cannot take the focus.
gboolean cgtk_column_cell_set_focusable(GtkListItem *cell, gboolean focusable);
// Whether table cells can take the focus: built against and running on GTK 4.12 or later.
gboolean cgtk_column_cells_can_focus(void);
// Why: GtkListItem:accessible-label is 4.12 (GTK applies it to the row widget showing the item);
// on 4.8 the row widget's label property is set directly.
void cgtk_list_item_set_accessible_label(GtkListItem *item, GtkWidget *row_widget, const char *label);

#pragma mark - Drag and drop

// Why: a drag of managed rows must carry a type only GtkListKit's drop targets accept (a boxed
// GType defined in C), holding the serial of the in-process drag session.
typedef struct {
  guint serial;
} CGtkDragToken;
#define CGTK_TYPE_DRAG_TOKEN (cgtk_drag_token_get_type())
GType cgtk_drag_token_get_type(void);
// Why: GdkContentProvider unions and typed values are varargs/GValue work: the token (when
// `serial` is not 0), plus
// `uri_list` (text/uri-list) and `text` (a string) for other widgets and apps when not NULL.
GdkContentProvider *cgtk_drag_content_new(guint serial, const char *text, const char *uri_list);
// Why: GType arrays (and the macros GDK_TYPE_FILE_LIST / G_TYPE_STRING) are C-side: a drop
// target for the token and, when asked, strings and file lists; copy and move actions.
GtkDropTarget *cgtk_drop_target_new(gboolean strings, gboolean files);
// Sets what the target takes besides managed drags (a handler registered after it was made).
void cgtk_drop_target_set_types(GtkDropTarget *target, gboolean strings, gboolean files);
// Why: G_VALUE_HOLDS is a macro. The dropped token's serial, or 0.
guint cgtk_value_drag_token(const GValue *value);
// The dropped string, or NULL.
const char *cgtk_value_string(const GValue *value);
// The dropped files as URIs (free with g_strfreev), or NULL.
char **cgtk_value_file_uris(const GValue *value);
// Why: the drag icon is a still image of the row widget (paintable plumbing).
void cgtk_drag_source_set_widget_icon(GtkDragSource *source, GtkWidget *widget, double x, double y);
// Why: GTK_PICK_DEFAULT is a flags macro: the widget at (x, y) of `widget`.
GtkWidget *cgtk_widget_pick(GtkWidget *widget, double x, double y);

G_END_DECLS

#endif
