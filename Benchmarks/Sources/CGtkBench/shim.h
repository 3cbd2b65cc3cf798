// GTK 4 for the benchmark executable, as any app would import it (GtkListKit no longer
// re-exports its C module).
#include <gtk/gtk.h>
#include <valgrind/callgrind.h>
// perf's sampling over the same spans, when BENCH_PERF_CTL is set.
#include "../../Baselines/c/perf_toggle.h"

// Toggles callgrind's collection (`valgrind --tool=callgrind --collect-atstart=no`); a few
// no-op instructions outside valgrind. The same client request as the C baseline's.
static inline void bench_callgrind_toggle(void) { CALLGRIND_TOGGLE_COLLECT; }
