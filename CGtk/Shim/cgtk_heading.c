#include "cgtk.h"

// A section's header or footer cell inside a row, with the heading role. In a table it spans
// the row: GtkColumnView has no full-width rows on GTK 4.8, so the heading sits in the leftmost
// shown column's cell, asks that column for no width, and lays its child out across the row (the
// cell then lets it draw past its edge). GTK 4.12's header factory was not used: its headers are
// not items, which would give the two GTK versions two index spaces.

typedef struct {
  GtkWidget parent_instance;
  gboolean spans_row;
  // The child's width and start at the last allocation.
  int span, start;
  // The frame clock whose layout this heading follows while it spans a row and is mapped.
  GdkFrameClock *clock;
  gulong layout_handler;
  // The CSS class of a row this heading spans (static: the caller's constant).
  const char *row_class;
} CGtkHeading;

typedef struct {
  GtkWidgetClass parent_class;
} CGtkHeadingClass;

G_DEFINE_TYPE(CGtkHeading, cgtk_heading, GTK_TYPE_WIDGET)

static GtkWidget *cgtk_heading_row(GtkWidget *widget) {
  GtkWidget *cell = gtk_widget_get_parent(widget);
  return cell ? gtk_widget_get_parent(cell) : NULL;
}

static GtkSizeRequestMode cgtk_heading_get_request_mode(GtkWidget *widget) {
  GtkWidget *child = gtk_widget_get_first_child(widget);
  if (!child || ((CGtkHeading *)widget)->spans_row) return GTK_SIZE_REQUEST_CONSTANT_SIZE;
  return gtk_widget_get_request_mode(child);
}

static void cgtk_heading_measure(GtkWidget *widget, GtkOrientation orientation, int for_size, int *minimum,
                                 int *natural, int *minimum_baseline, int *natural_baseline) {
  GtkWidget *child = gtk_widget_get_first_child(widget);
  if (!child) return;
  if (!((CGtkHeading *)widget)->spans_row) {
    gtk_widget_measure(child, orientation, for_size, minimum, natural, minimum_baseline, natural_baseline);
  } else if (orientation == GTK_ORIENTATION_VERTICAL) {
    // Its width is the row's, unknown while measuring: the height for its natural width.
    gtk_widget_measure(child, orientation, -1, minimum, natural, minimum_baseline, natural_baseline);
  } else {
    // No width asked of the column: a long title must not widen the leftmost column.
    gtk_widget_measure(child, orientation, -1, NULL, NULL, NULL, NULL);
    *minimum = 0;
    *natural = 0;
  }
}

// The child's width and start (negative: before the heading, right to left) for a heading
// `width` wide: across its row, as far from the row's far end as from its near one (the cell's
// padding on both sides).
static void cgtk_heading_span(CGtkHeading *self, int width, int *span, int *start) {
  GtkWidget *widget = GTK_WIDGET(self);
  GtkWidget *row = self->spans_row ? cgtk_heading_row(widget) : NULL;
  double x = 0, y = 0;
  *span = width;
  *start = 0;
  if (!row || !cgtk_widget_origin_in(widget, row, &x, &y)) return;
  int row_width = gtk_widget_get_width(row), near = (int)x;
  if (gtk_widget_get_direction(widget) == GTK_TEXT_DIR_RTL) {
    near = row_width - (int)x - width;
    *span = MAX(width, (int)x + width - near);
    *start = width - *span;
  } else {
    *span = MAX(width, row_width - 2 * near);
  }
}

static void cgtk_heading_size_allocate(GtkWidget *widget, int width, int height, int baseline) {
  GtkWidget *child = gtk_widget_get_first_child(widget);
  if (!child) return;
  CGtkHeading *self = (CGtkHeading *)widget;
  int span, start, min = 0;
  cgtk_heading_span(self, width, &span, &start);
  self->span = span;
  self->start = start;
  gtk_widget_measure(child, GTK_ORIENTATION_HORIZONTAL, height, &min, NULL, NULL, NULL);
  GskTransform *at = start != 0 ? gsk_transform_translate(NULL, &GRAPHENE_POINT_INIT((float)start, 0)) : NULL;
  gtk_widget_allocate(child, MAX(span, min), height, baseline, at);
}

// The row's other cells show nothing: they let the pointer through to the title past this
// heading's cell, and the row's class keeps column separators from crossing it. Cells GTK adds
// to the row later come with a layout, so this is checked after each. Item cells undo it when
// they are bound (cgtk_table_cell_shows_item).
static void cgtk_heading_claim_row(CGtkHeading *self) {
  GtkWidget *cell = gtk_widget_get_parent(GTK_WIDGET(self));
  GtkWidget *row = cell ? gtk_widget_get_parent(cell) : NULL;
  if (!row) return;
  if (self->row_class && !gtk_widget_has_css_class(row, self->row_class)) gtk_widget_add_css_class(row, self->row_class);
  for (GtkWidget *other = gtk_widget_get_first_child(row); other; other = gtk_widget_get_next_sibling(other))
    if (gtk_widget_get_can_target(other) != (other == cell)) gtk_widget_set_can_target(other, other == cell);
}

// After GTK's layout of a frame: when the row's width changed while this heading's column kept
// its own, GTK did not allocate the heading again; asking now makes the frame clock run the
// layout once more before it paints (it repeats the phase while layout is requested).
static void cgtk_heading_after_layout(GdkFrameClock *clock, CGtkHeading *self) {
  (void)clock;
  cgtk_heading_claim_row(self);
  int span, start;
  cgtk_heading_span(self, gtk_widget_get_width(GTK_WIDGET(self)), &span, &start);
  if (span != self->span || start != self->start) gtk_widget_queue_allocate(GTK_WIDGET(self));
}

static void cgtk_heading_untrack(CGtkHeading *self) {
  if (!self->clock) return;
  g_signal_handler_disconnect(self->clock, self->layout_handler);
  g_clear_object(&self->clock);
  self->layout_handler = 0;
}

static void cgtk_heading_track(CGtkHeading *self) {
  cgtk_heading_untrack(self);
  if (!self->spans_row || !gtk_widget_get_mapped(GTK_WIDGET(self))) return;
  GdkFrameClock *clock = gtk_widget_get_frame_clock(GTK_WIDGET(self));
  if (!clock) return;
  self->clock = g_object_ref(clock);
  self->layout_handler =
      g_signal_connect_after(clock, "layout", G_CALLBACK(cgtk_heading_after_layout), self);
  // Mapped during a layout (a scroll maps rows as GTK lays them out), it would miss that one's
  // end: a layout asked for now runs before the frame is painted.
  gdk_frame_clock_request_phase(clock, GDK_FRAME_CLOCK_PHASE_LAYOUT);
}

static void cgtk_heading_map(GtkWidget *widget) {
  GTK_WIDGET_CLASS(cgtk_heading_parent_class)->map(widget);
  cgtk_heading_track((CGtkHeading *)widget);
}

static void cgtk_heading_unmap(GtkWidget *widget) {
  cgtk_heading_untrack((CGtkHeading *)widget);
  GTK_WIDGET_CLASS(cgtk_heading_parent_class)->unmap(widget);
}

static void cgtk_heading_dispose(GObject *object) {
  cgtk_heading_untrack((CGtkHeading *)object);
  GtkWidget *child;
  while ((child = gtk_widget_get_first_child(GTK_WIDGET(object)))) gtk_widget_unparent(child);
  G_OBJECT_CLASS(cgtk_heading_parent_class)->dispose(object);
}

static void cgtk_heading_class_init(CGtkHeadingClass *klass) {
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS(klass);
  G_OBJECT_CLASS(klass)->dispose = cgtk_heading_dispose;
  widget_class->get_request_mode = cgtk_heading_get_request_mode;
  widget_class->measure = cgtk_heading_measure;
  widget_class->size_allocate = cgtk_heading_size_allocate;
  widget_class->map = cgtk_heading_map;
  widget_class->unmap = cgtk_heading_unmap;
  gtk_widget_class_set_css_name(widget_class, "heading");
  gtk_widget_class_set_accessible_role(widget_class, GTK_ACCESSIBLE_ROLE_HEADING);
}

static void cgtk_heading_init(CGtkHeading *self) { (void)self; }

GtkWidget *cgtk_heading_new(void) { return g_object_new(cgtk_heading_get_type(), NULL); }

gboolean cgtk_is_heading(gpointer widget) {
  return widget && G_TYPE_CHECK_INSTANCE_TYPE(widget, cgtk_heading_get_type());
}

void cgtk_heading_set_child(GtkWidget *heading, GtkWidget *child) {
  GtkWidget *old = gtk_widget_get_first_child(heading);
  if (old == child) return;
  if (old) gtk_widget_unparent(old);
  if (child) gtk_widget_set_parent(child, heading);
}

void cgtk_heading_set_spans_row(GtkWidget *heading, GtkWidget *cell, gboolean spans, const char *row_class) {
  CGtkHeading *self = (CGtkHeading *)heading;
  self->row_class = row_class;
  if (self->spans_row != spans) {
    self->spans_row = spans;
    gtk_widget_queue_resize(heading);
    cgtk_heading_track(self);
  }
  if (cell) gtk_widget_set_overflow(cell, spans ? GTK_OVERFLOW_VISIBLE : GTK_OVERFLOW_HIDDEN);
  if (spans) cgtk_heading_claim_row(self);
}

void cgtk_table_cell_shows_item(GtkWidget *cell, const char *row_class) {
  if (!gtk_widget_get_can_target(cell)) gtk_widget_set_can_target(cell, TRUE);
  GtkWidget *row = gtk_widget_get_parent(cell);
  if (row && gtk_widget_has_css_class(row, row_class)) gtk_widget_remove_css_class(row, row_class);
}

void cgtk_table_cell_blank_in_spanned_row(GtkWidget *cell, const char *row_class) {
  if (gtk_widget_get_can_target(cell)) gtk_widget_set_can_target(cell, FALSE);
  GtkWidget *row = gtk_widget_get_parent(cell);
  if (row && !gtk_widget_has_css_class(row, row_class)) gtk_widget_add_css_class(row, row_class);
}
