#include "cgtk_main_queue.h"

#include <glib-unix.h>
#include <sys/eventfd.h>
#include <sys/syscall.h>
#include <unistd.h>

// What CoreFoundation's run loop calls for the same job (swift-corelibs-foundation's
// CFRunLoop.c): the main queue's wake-up handle, an eventfd on Linux that libdispatch writes
// whenever it queues work for the main thread, and the drain. The drain runs what was queued
// when it started and writes the eventfd again if more is left, so reading the eventfd before
// draining loses no wake-up. It returns at once when called inside a block of the main queue
// (an async XCTest method), where the outer drain picks up what arrived.
extern int _dispatch_get_main_queue_handle_4CF(void);
extern void _dispatch_main_queue_callback_4CF(void *message);

static gboolean installed = FALSE;
static guint64 drains = 0;

static gboolean main_queue_ready(gint fd, GIOCondition condition, gpointer data) {
  (void)condition;
  (void)data;
  // libdispatch aborts a drain from any thread but the main one; a default context turned by
  // another thread leaves the wake-up for the main thread.
  if (syscall(SYS_gettid) != getpid()) return G_SOURCE_CONTINUE;
  eventfd_t count;
  (void)eventfd_read(fd, &count);  // non-blocking: EAGAIN when another reader acknowledged it
  drains++;
  _dispatch_main_queue_callback_4CF(NULL);
  return G_SOURCE_CONTINUE;
}

gboolean cgtk_main_queue_drain_in_glib(void) {
  if (installed) return TRUE;
  int fd = _dispatch_get_main_queue_handle_4CF();
  if (fd < 0) return FALSE;
  installed = TRUE;
  // Default priority, as GTask hands back results and GDK its events: a result is in before the
  // layout and the frame that show it.
  GSource *source = g_unix_fd_source_new(fd, G_IO_IN);
  g_source_set_priority(source, G_PRIORITY_DEFAULT);
  g_source_set_callback(source, G_SOURCE_FUNC(main_queue_ready), NULL, NULL);
  g_source_set_name(source, "GtkListKit: Swift main actor");
  g_source_attach(source, NULL);
  g_source_unref(source);
  return TRUE;
}

guint64 cgtk_main_queue_drains(void) { return drains; }
