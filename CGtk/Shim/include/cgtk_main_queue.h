// Swift's main actor on GTK's main loop.
#ifndef CGTK_MAIN_QUEUE_H
#define CGTK_MAIN_QUEUE_H

#include <glib.h>

G_BEGIN_DECLS

// Why: Swift's main actor runs its jobs on Dispatch's main queue, which GLib's loop never
// drains. This watches the queue's wake-up eventfd from the default main context and drains the
// queue when it fires, as Foundation's run loop does. Call on the main thread; once is enough
// (later calls do nothing). FALSE when libdispatch gave no handle.
gboolean cgtk_main_queue_drain_in_glib(void);

// Why: tests check that deliveries came through the watch: how many times it drained the queue.
guint64 cgtk_main_queue_drains(void);

G_END_DECLS

#endif
