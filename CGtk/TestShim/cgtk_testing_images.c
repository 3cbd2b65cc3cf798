#include "cgtk_testing_images.h"

void cgtk_testing_emit_low_memory_warning(int level) {
  GMemoryMonitor *monitor = g_memory_monitor_dup_default();
  g_signal_emit_by_name(monitor, "low-memory-warning", (GMemoryMonitorWarningLevel)level);
  g_object_unref(monitor);
}
