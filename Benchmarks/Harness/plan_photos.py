"""The photo-grid workloads of the end-to-end benchmarks (plan.py imports them; issue 44: slow
content never blocks a frame). A GtkGridView of N JPEG thumbnails scrolled at a steady rate: C
(Baselines/c/photo_*.c: GThreadPool loads, GCancellable per tile, GdkPixbufLoader at size, an LRU
texture cache) against GtkListKit's content loading (Sources/GtkListKitBench/Photos/PhotoGrid.swift).

The photos come from scripts/make-photos.py (not committed): run.py makes the largest N asked
before the first timed run (PhotosForRun) in $GTKLISTKIT_PHOTOS, else Benchmarks/results/photos
(git-ignored, inside the checkout, so the GTK 4.18 root, which bind-mounts the checkout and resets
the environment, finds the same files), and passes the folder to every program in that variable.
"""
import json
import os
import subprocess
import sys

PHOTOS = {"photo-grid", "photo-grid-fast", "photo-grid-fling"}

# The Swift leg is written when PhotoGrid.swift does not carry this marker (it did until the
# library's loadContent/Thumbnailer/TextureCache API existed); with it run.py leaves `swift` out
# of these workloads and says why.
SWIFT_TODO_MARKER = "PHOTO_GRID_TODO"
# Benchmarks/ (this file lives in Benchmarks/Harness).
BENCH = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SWIFT_SOURCE = os.path.join(BENCH, "Sources",
                            "GtkListKitBench", "Photos", "PhotoGrid.swift")


def swift_photo_grid_written():
    try:
        with open(SWIFT_SOURCE) as f:
            return SWIFT_TODO_MARKER not in f.read()
    except OSError:
        return False


PHOTO_KEYS = ["frame_p50_ms", "frame_p99_ms", "frame_max_ms", "interval_p99_ms", "frames_over_2x",
              "visible_p50_ms", "visible_p99_ms", "visible_max_ms", "visible_unloaded",
              "load_main_p99_ms", "load_main_max_ms", "load_main_mean_ms", "load_main_cpu_p99_ms",
              "load_main_cpu_max_ms", "frame_binds_p99_n", "loads_started",
              "loads_cancelled", "loads_completed", "loads_stopped_early", "loads_discarded",
              "cache_hits", "cache_evictions", "peak_rss_kb", "first_screen_ms", "settle_ms",
              # GtkListKit only (PhotoGrid.swift, PhotoStats.swift): requests made (C starts a
              # load per request), the library's own main-thread time, the loading closures'
              # CPU time alone (a lower bound), a visible tile showing another item's image.
              "loads_requested", "load_main_library_p99_ms", "load_main_closures_cpu_p99_ms",
              "visible_foreign_image", "frames_pool_idle"]

PHOTO_TARGETS = {
    "photo-grid": "Issue 44: frame p99 ≤ C's; no frame over 2× the refresh budget caused by the "
                  "library; visible-to-image p99 ≤ 1.2× C; main-thread loading ≤ 1 ms a frame; "
                  "RSS bounded by the cache limit + a constant.",
    "photo-grid-fast": "As photo-grid, at 8 screens a second (most loads cancelled by GTK's "
                       "rebinding; the realized tiles ahead still hide the loading in C).",
    "photo-grid-fling": "As photo-grid, at 30 screens a second: loading cannot keep up, so "
                        "visible-to-image times are not 0; the cache fills and evicts.",
}

_WHAT = ("A 1000×800 window, a GtkGridView over the first N of the folder's JPEG files (1–4 MP, "
         "scripts/make-photos.py) sorted by name, each tile a 160×160 picture and the file name; "
         "the first screen loaded, then scrolled {rate} for 600 frames (10 s at 60 Hz), "
         "then until every visible tile shows its image and the loop is idle (`ms`: scroll + "
         "settle). `frame_p99_ms`: before-paint to after-paint of each scroll frame; "
         "`frames_over_2x`: intervals between painted frames over 33.3 ms; `visible_p99_ms`: a "
         "tile inside the viewport after a paint until the end of the frame painting its image "
         "(0 when it had it); `load_main_*_ms`: main-thread time in loading per frame (bind, "
         "unbind, apply; wall clock, `load_main_cpu_*_ms` the thread's CPU time); loads started/cancelled/completed; peak and final RSS.")

# workload -> (full Ns, quick Ns, primary metric, unit, what it measures), as plan.WORKLOADS.
PHOTO_WORKLOADS = [
    ("photo-grid", [10_000], [2_000], "frame_p99_ms", "ms",
     _WHAT.format(rate="2 screens a second (a 30th of the page a frame)")),
    ("photo-grid-fast", [10_000], [2_000], "visible_p99_ms", "ms",
     _WHAT.format(rate="8 screens a second (2/15 of the page a frame)")),
    ("photo-grid-fling", [10_000], [2_000], "visible_p99_ms", "ms",
     _WHAT.format(rate="30 screens a second (half the page a frame)")),
]


class PhotosForRun:
    """Makes the photos the plan needs (idempotent: existing files are kept)."""

    def __init__(self, plan):
        self.n = max((n for wl, ns, *_ in plan if wl in PHOTOS for n in ns), default=0)

    def start(self):
        """-> an error text, or None when ready (or not needed)."""
        if not self.n:
            return None
        script = os.path.join(os.path.dirname(BENCH), "scripts", "make-photos.py")
        folder = os.environ.get("GTKLISTKIT_PHOTOS") or os.path.join(BENCH, "results", "photos")
        argv = [sys.executable, script, "-n", str(self.n), "--json", "--dir", folder]
        print(f"run.py: photos for photo-grid ({self.n} files; made once, then kept)",
              file=sys.stderr)
        p = subprocess.run(argv, stdout=subprocess.PIPE, text=True)
        if p.returncode != 0:
            return f"scripts/make-photos.py failed (exit {p.returncode})"
        try:
            os.environ["GTKLISTKIT_PHOTOS"] = json.loads(p.stdout.strip().splitlines()[-1])["dir"]
        except (ValueError, IndexError, KeyError):
            return "scripts/make-photos.py printed no summary"
        return None
