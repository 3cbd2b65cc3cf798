"""What the end-to-end benchmarks run: implementations, workloads, targets.

Shared by run.py (which runs them on one GTK) and report.py (which renders BENCHMARKS.md from
the results of every GTK).
"""
import os

HERE = os.path.dirname(os.path.abspath(__file__))
PY_BENCH = os.path.join(HERE, "Baselines", "python", "bench.py")
# The system python: the one that has gi (a pyenv python on PATH does not).
SYSTEM_PYTHON = "/usr/bin/python3"


# name -> (command prefix, note, workloads or None for all). The C and Swift programs are
# arguments: each GTK has its own build of them (--c, --swift). Ratios in the per-workload tables are to "c"; the target
# table at the top compares with the variant that does the same work.
def implementations(c_bin, swift_path):
    return [
        ("c", [c_bin], "C, custom GListModel over a C array (items made in get_item); "
         "scattered-update: one items-changed over the changed span; full-replace: (0,N,0) + "
         "(0,0,N), old strings freed inside the span", None),
        ("c-same-work", [c_bin, "--variant", "same-work"], "C doing what GtkListKit does on a "
         "content update: keeps the old array, compares the new one row by row, replaces the "
         "changed strings, relabels the bound rows' GtkLabel directly, no items-changed",
         {"scattered-update"}),
        ("c-keep-old", [c_bin, "--variant", "keep-old"], "C full replace as `c`, the old 1M "
         "strings freed after the timed span", {"full-replace"}),
        ("c-boxed", [c_bin, "--rows", "boxed", "--variant", "keep-old"], "C as `c` (full replace "
         "as `c-keep-old`) with each label in a vertical GtkBox carrying the library's row CSS "
         "class: the widgets GtkListKit's rows are made of", {"first-frame", "scroll-bind",
                                                              "full-replace"}),
        ("c-liststore", [c_bin, "--model", "liststore"], "C, GListStore of GtkStringObject", None),
        ("python", [SYSTEM_PYTHON, PY_BENCH], "PyGObject, Gio.ListStore of Gtk.StringObject", None),
        ("swift", [swift_path], "GtkListKit (Swift): `ListViewManager` + `MemoryStorage` of "
         "`Row` structs, `setItems` for updates (diff + apply); its single selection does not "
         "autoselect, the baselines' GtkSingleSelection autoselects row 0", None),
        ("swift-undiffed", [swift_path, "--variant", "undiffed"], "GtkListKit full replace "
         "through `setItemsWithoutDiffing` (typed, no diff)", {"full-replace"}),
    ]


# workload -> (full Ns, quick Ns, primary metric, unit, what it measures)
WORKLOADS = [
    ("first-frame", [10_000, 100_000, 1_000_000], [10_000, 1_000_000], "ms", "ms",
     "The rows' strings are generated first (`gen_ms`, not part of `ms`); then fill the "
     "model with them (`model_ms`), build the view, present the window; `ms` = fill + until "
     "the end of the first frame that painted bound rows (`frame_ms` = the part after the fill)."),
    ("scroll-bind", [100_000], [100_000], "ns_per_bind", "ns/bind",
     "One unmeasured jump, then 200 seeded random jumps of the vertical adjustment; per jump "
     "from set_value to the end of the next frame (a 20 ms quiet spell between jumps keeps frame pacing out). "
     "ns/bind = summed jump time / binds (the whole frame: layout, snapshot, render). "
     "bind_ns = mean time of one `bind` signal emission (emission hook → after-handler), "
     "i.e. the bind dispatch alone."),
    ("scattered-update", [100_000], [100_000], "ms", "ms",
     "Visible 100k list, 1% of the rows at seeded random positions get new strings; "
     "apply (+ diff) + emit + the next frame."),
    ("full-replace", [1_000_000], [1_000_000], "ms", "ms",
     "Visible 1M list, every row replaced by a new one; apply + emit + the next frame."),
    ("memory", [1_000_000], [1_000_000], "bytes_per_row", "B/row",
     "(VmRSS with 1M rows in the model and a presented view - VmRSS of the same "
     "window presented empty) / N."),
]

# Targets from shared/DESIGN.md, printed beside the tables.
TARGETS = {
    "first-frame": "GtkListKit: 1M rows to first frame ≤ 1.1× C (fill + frame); row widgets "
                   "≤ 205 + headers.",
    "scroll-bind": "GtkListKit: bind dispatch ≤ 1.2× C in instructions per bind (callgrind); "
                   "whole frame per bind ≤ 1.05× C.",
    "scattered-update": "GtkListKit: ≤ 2× c-same-work; ≤ 2 × 205 binds.",
    "full-replace": "GtkListKit: diffing ≤ 3× C, undiffed ≤ 1.2× C (c-keep-old); ≤ 1,000 "
                    "get_item calls during the update.",
    "memory": "GtkListKit: ≤ 1.0× C per row at 1M.",
}

COUNT_KEYS = ["binds", "setups", "get_item", "frames", "span", "bind_emissions"]

# Diff micro-benchmark (`gtklistkit-bench --diff-report`): case -> DESIGN.md target for
# Diff / CollectionDifference.
DIFF_TARGETS = {
    "sparse-100k": ("≤ 0.1", 0.1),
    "differencekit-100k": ("≤ 1/250", 1 / 250),
    "1m-10-random": ("≤ 1", 1.0),
    "1m-10-one-block": ("≤ 1", 1.0),
    "1m-10-blocks": ("≤ 1", 1.0),
}
