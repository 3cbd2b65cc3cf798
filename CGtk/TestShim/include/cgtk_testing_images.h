#ifndef CGTK_TESTING_IMAGES_H
#define CGTK_TESTING_IMAGES_H

// Test-only C for image loading tests.
#include <gio/gio.h>

G_BEGIN_DECLS

// Why: g_signal_emit_by_name is varargs. Emits "low-memory-warning" with `level` (a
// GMemoryMonitorWarningLevel: 50, 100 or 255) on GLib's default GMemoryMonitor, as the system
// would under memory pressure.
void cgtk_testing_emit_low_memory_warning(int level);

G_END_DECLS

#endif
