#include "cgtk.h"


#pragma mark - Signals

typedef struct {
  GClosure closure;
  CGtkSignalHandler handler;
  GDestroyNotify release;
} CGtkClosure;

static void cgtk_closure_marshal(GClosure *closure, GValue *return_value, guint n_param_values,
                                 const GValue *param_values, gpointer invocation_hint,
                                 gpointer marshal_data) {
  (void)invocation_hint;
  (void)marshal_data;
  CGtkClosure *c = (CGtkClosure *)closure;
  c->handler(closure->data, n_param_values, param_values, return_value);
}

// GLib overwrites closure->data while finalize notifiers run, so the user data arrives as
// notify_data and the release function lives in our closure struct.
static void cgtk_closure_release(gpointer notify_data, GClosure *closure) {
  GDestroyNotify release = ((CGtkClosure *)closure)->release;
  if (release != NULL) release(notify_data);
}

gulong cgtk_signal_connect(gpointer instance, const char *detailed_signal, CGtkSignalHandler handler,
                           gpointer user_data, GDestroyNotify release, gboolean after) {
  g_return_val_if_fail(G_IS_OBJECT(instance), 0);
  guint signal_id = 0;
  GQuark detail = 0;
  if (!g_signal_parse_name(detailed_signal, G_OBJECT_TYPE(instance), &signal_id, &detail, TRUE)) {
    if (release != NULL) release(user_data);  // nothing will ever call it: give the box back now
    return 0;
  }
  GClosure *closure = g_closure_new_simple(sizeof(CGtkClosure), user_data);
  ((CGtkClosure *)closure)->handler = handler;
  ((CGtkClosure *)closure)->release = release;
  g_closure_set_marshal(closure, cgtk_closure_marshal);
  g_closure_add_finalize_notifier(closure, user_data, cgtk_closure_release);
  return g_signal_connect_closure_by_id(instance, signal_id, detail, closure, after);
}

typedef struct {
  CGtkObjectHandler handler;
  gpointer user_data;
  GDestroyNotify release;
} CGtkObjectConnection;

static void cgtk_object_signal(gpointer instance, gpointer object, gpointer data) {
  (void)instance;
  CGtkObjectConnection *connection = data;
  connection->handler(connection->user_data, object);
}

static void cgtk_object_connection_free(gpointer data, GClosure *closure) {
  (void)closure;
  CGtkObjectConnection *connection = data;
  if (connection->release != NULL) connection->release(connection->user_data);
  g_free(connection);
}

gulong cgtk_signal_connect_object_handler(gpointer instance, const char *detailed_signal, CGtkObjectHandler handler,
                                          gpointer user_data, GDestroyNotify release) {
  g_return_val_if_fail(G_IS_OBJECT(instance), 0);
  guint signal_id = 0;
  GQuark detail = 0;
  if (!g_signal_parse_name(detailed_signal, G_OBJECT_TYPE(instance), &signal_id, &detail, TRUE)) {
    if (release != NULL) release(user_data);
    return 0;
  }
  CGtkObjectConnection *connection = g_new(CGtkObjectConnection, 1);
  connection->handler = handler;
  connection->user_data = user_data;
  connection->release = release;
  return g_signal_connect_data(instance, detailed_signal, G_CALLBACK(cgtk_object_signal), connection,
                               cgtk_object_connection_free, 0);
}

gboolean cgtk_signal_has_handler(gpointer instance, const char *detailed_signal) {
  g_return_val_if_fail(G_IS_OBJECT(instance), FALSE);
  guint signal_id = 0;
  GQuark detail = 0;
  if (!g_signal_parse_name(detailed_signal, G_OBJECT_TYPE(instance), &signal_id, &detail, TRUE))
    return FALSE;
  return g_signal_has_handler_pending(instance, signal_id, detail, TRUE);
}

void cgtk_signal_emit_void(gpointer instance, const char *detailed_signal) {
  g_return_if_fail(G_IS_OBJECT(instance));
  g_signal_emit_by_name(instance, detailed_signal);
}

void cgtk_signal_emit_uint(gpointer instance, const char *detailed_signal, guint value) {
  g_return_if_fail(G_IS_OBJECT(instance));
  g_signal_emit_by_name(instance, detailed_signal, value);
}

#pragma mark - Casts

#define CGTK_CHECKED_CAST(name, Type, GTYPE)                                        \
  Type *name(gpointer object) {                                                     \
    return (object != NULL && G_TYPE_CHECK_INSTANCE_TYPE(object, GTYPE)) ? (Type *)object : NULL; \
  }

CGTK_CHECKED_CAST(cgtk_widget, GtkWidget, GTK_TYPE_WIDGET)
CGTK_CHECKED_CAST(cgtk_list_item, GtkListItem, GTK_TYPE_LIST_ITEM)
CGTK_CHECKED_CAST(cgtk_list_view, GtkListView, GTK_TYPE_LIST_VIEW)
CGTK_CHECKED_CAST(cgtk_grid_view, GtkGridView, GTK_TYPE_GRID_VIEW)
CGTK_CHECKED_CAST(cgtk_selection_model, GtkSelectionModel, GTK_TYPE_SELECTION_MODEL)
CGTK_CHECKED_CAST(cgtk_event_controller, GtkEventController, GTK_TYPE_EVENT_CONTROLLER)
CGTK_CHECKED_CAST(cgtk_window, GtkWindow, GTK_TYPE_WINDOW)
CGTK_CHECKED_CAST(cgtk_label, GtkLabel, GTK_TYPE_LABEL)
CGTK_CHECKED_CAST(cgtk_box, GtkBox, GTK_TYPE_BOX)
CGTK_CHECKED_CAST(cgtk_popover, GtkPopover, GTK_TYPE_POPOVER)
CGTK_CHECKED_CAST(cgtk_scrolled_window, GtkScrolledWindow, GTK_TYPE_SCROLLED_WINDOW)
CGTK_CHECKED_CAST(cgtk_overlay, GtkOverlay, GTK_TYPE_OVERLAY)
CGTK_CHECKED_CAST(cgtk_drag_source, GtkDragSource, GTK_TYPE_DRAG_SOURCE)
CGTK_CHECKED_CAST(cgtk_drop_target, GtkDropTarget, GTK_TYPE_DROP_TARGET)
CGTK_CHECKED_CAST(cgtk_list_item_factory, GtkListItemFactory, GTK_TYPE_LIST_ITEM_FACTORY)
CGTK_CHECKED_CAST(cgtk_g_list_model, GListModel, G_TYPE_LIST_MODEL)
CGTK_CHECKED_CAST(cgtk_as_item, CGtkItem, CGTK_TYPE_ITEM)

const char *cgtk_type_name(gpointer object) {
  return object != NULL ? G_OBJECT_TYPE_NAME(object) : "(null)";
}

#pragma mark - Newer GTK

gboolean cgtk_has_scroll_to(void) {
#if GTK_CHECK_VERSION(4, 12, 0)
  return gtk_get_minor_version() >= 12 || gtk_get_major_version() > 4;
#else
  return FALSE;
#endif
}

// The row count GTK reads, or 0 when the view has no model.
static guint view_n_items(GtkWidget *view) {
  GtkSelectionModel *model = GTK_IS_LIST_VIEW(view)    ? gtk_list_view_get_model(GTK_LIST_VIEW(view))
                             : GTK_IS_GRID_VIEW(view) ? gtk_grid_view_get_model(GTK_GRID_VIEW(view))
                                                      : gtk_column_view_get_model(GTK_COLUMN_VIEW(view));
  return model != NULL ? g_list_model_get_n_items(G_LIST_MODEL(model)) : 0;
}

gboolean cgtk_list_base_scroll_to(GtkWidget *view, guint position, gboolean focus, gboolean select) {
  g_return_val_if_fail(GTK_IS_LIST_VIEW(view) || GTK_IS_GRID_VIEW(view) || GTK_IS_COLUMN_VIEW(view), FALSE);
  // GTK asserts pos < n_items (4.12+) or ignores it (4.8): a stale position is not an error here.
  if (position >= view_n_items(view)) return FALSE;
#if GTK_CHECK_VERSION(4, 12, 0)
  if (cgtk_has_scroll_to()) {
    GtkListScrollFlags flags = (focus ? GTK_LIST_SCROLL_FOCUS : 0) | (select ? GTK_LIST_SCROLL_SELECT : 0);
    // Vertical only: a list or grid wider than its scrolled window keeps its horizontal offset.
    GtkScrollInfo *info = gtk_scroll_info_new();
    gtk_scroll_info_set_enable_horizontal(info, FALSE);
    if (GTK_IS_LIST_VIEW(view)) gtk_list_view_scroll_to(GTK_LIST_VIEW(view), position, flags, info);
    else if (GTK_IS_GRID_VIEW(view)) gtk_grid_view_scroll_to(GTK_GRID_VIEW(view), position, flags, info);
    else gtk_column_view_scroll_to(GTK_COLUMN_VIEW(view), position, NULL, flags, info);
    return TRUE;
  }
#endif
  // GTK 4.8: the list base's own actions (they take no focus flag).
  (void)focus;
  if (GTK_IS_COLUMN_VIEW(view)) {
    // A column view's rows are a GtkListView inside it (its documented CSS nodes: columnview >
    // listview); the actions live on that list view.
    GtkWidget *child = gtk_widget_get_first_child(view);
    while (child != NULL && !GTK_IS_LIST_VIEW(child)) child = gtk_widget_get_next_sibling(child);
    if (child == NULL) return FALSE;
    view = child;
  }
  gtk_widget_activate_action(view, "list.scroll-to-item", "u", position);
  if (select) gtk_widget_activate_action(view, "list.select-item", "(ubb)", position, FALSE, FALSE);
  return TRUE;
}
