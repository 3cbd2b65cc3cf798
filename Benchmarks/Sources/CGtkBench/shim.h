// GTK 4 for the benchmark executable, as any app would import it (GtkListKit no longer
// re-exports its C module).
#include <gtk/gtk.h>
#include <valgrind/callgrind.h>
// perf's sampling over the same spans, when BENCH_PERF_CTL is set.
#include "../../Baselines/c/perf_toggle.h"

// Toggles callgrind's collection (`valgrind --tool=callgrind --collect-atstart=no`); a few
// no-op instructions outside valgrind. The same client request as the C baseline's.
static inline void bench_callgrind_toggle(void) { CALLGRIND_TOGGLE_COLLECT; }
// `--callgrind-threads` (`valgrind --tool=callgrind --collect-atstart=yes`): the span counts
// every thread's instructions, the work a storage does off the main thread included. Collection
// is per thread (a thread the library starts never sees the main thread's toggle), so the
// span's start zeroes every thread's counts and its end dumps them.
static inline void bench_callgrind_zero(void) { CALLGRIND_ZERO_STATS; }
static inline void bench_callgrind_dump(void) { CALLGRIND_DUMP_STATS; }
