"""What the end-to-end benchmarks run: implementations, workloads, targets.

Shared by run.py (which runs them on one GTK) and report.py (which renders BENCHMARKS.md from
the results of every GTK).
"""
import os

from plan_postgres import (POSTGRES_KEYS, POSTGRES_TARGETS, POSTGRES_WORKLOADS,
                           postgres_implementations)
from plan_photos import (PHOTO_KEYS, PHOTO_TARGETS, PHOTO_WORKLOADS, PHOTOS,
                         swift_photo_grid_written)
from plan_sqlite import SQLITE, SQLITE_KEYS, SQLITE_TARGETS, SQLITE_WORKLOADS
from plan_edits import EDIT_KEYS, EDIT_TARGETS, EDIT_WORKLOADS, EDITS, edit_implementations

# Benchmarks/: this file lives in Benchmarks/Harness.
HERE = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
PY_BENCH = os.path.join(HERE, "Baselines", "python", "bench.py")
# The system python: the one that has gi (a pyenv python on PATH does not).
SYSTEM_PYTHON = "/usr/bin/python3"


# name -> (command prefix, note, workloads or None for all). The C and Swift programs are
# arguments: each GTK has its own build of them (--c, --swift). Ratios in the per-workload tables are to "c"; the target
# table at the top compares with the variant that does the same work.
# The workloads every GTK program speaks (the Python program: these only); memory-15|43|100 are
# the memory workload with labels padded to that many bytes (C and Swift).
CORE = {"first-frame", "scroll-bind", "scattered-update", "full-replace", "memory"}
LABELED_MEMORY = {"memory-15", "memory-43", "memory-100"}
# The table workloads (C: Baselines/c/tables/table.c, included by bench.c; Swift: Tables.swift).
TABLES = {"table-first-frame", "table-sort-memory"} | EDITS  # issue 45: plan_edits.py
# The tree workload (C: Baselines/c/tree.c, included by bench.c; Swift: Trees.swift).
TREES = {"tree-expand-10k"}
# The SQLite table workloads (C: Baselines/c/sqlite*.c; Swift: SQLite*.swift): plan_sqlite.py.
# The photo grid (C: Baselines/c/photo_*.c; Swift: PhotoGrid.swift, PhotoStats.swift):
# plan_photos.py. SWIFT_PHOTOS is empty while PhotoGrid.swift carries the TODO marker.
SWIFT_PHOTOS = PHOTOS if swift_photo_grid_written() else set()
# The scattered update done again after an untimed one (C: scattered.c; Swift: Updates.swift).
WARM = {"scattered-update-warm"}


def implementations(c_bin, swift_path):
    return [
        ("c", [c_bin], "C, custom GListModel over a C array (items made in get_item); "
         "scattered-update: one items-changed over the changed span; full-replace: (0,N,0) + "
         "(0,0,N), old strings freed inside the span; first-frame: model and factory passed to "
         "`gtk_list_view_new` (`Baselines/c/view.c`, `build_view`). Tables (`Baselines/c/tables/table.c`): "
         "a GtkColumnView of 20 columns over a custom GListModel of a C array of row structs "
         "(items made in get_item, pointing at their row), first frame with the model passed to "
         "`gtk_column_view_new`; sort: a stable qsort of packed (plays, position) keys into the "
         "model's row order, then (0,N,0) + (0,0,N) (loses the selection). Tree (`Baselines/c/tree.c`): "
         "a GtkTreeListModel whose create_func returns a GListModel over the C array of the "
         "children's strings (items made in get_item). SQLite table (`Baselines/c/sqlite/sqlite.c`): a "
         "GListModel reading pages of 256 rows (`ORDER BY plays, id LIMIT 256 OFFSET ?`) when GTK "
         "asks; the sort drops the pages and emits (0,N,0) + (0,0,N); a saved sort, a live change and "
         "a page: `sqlite_open.c`, `sqlite_live.c`, `sqlite_page.c`. Photo grid (`Baselines/c/photos/photo_grid.c`): "
         "a GtkGridView of GtkPicture tiles, loads on a GThreadPool of max(2, cores) threads with a "
         "GCancellable each (cancelled on unbind), GdkPixbufLoader at the tile's size in 64 KiB "
         "chunks, a 128 MiB LRU texture cache",
         CORE | LABELED_MEMORY | TABLES | TREES | SQLITE | WARM | PHOTOS),
        ("c-model-after", [c_bin, "--order", "after"], "C first frame in GtkListKit's order: "
         "`gtk_list_view_new (NULL, NULL)`, then the factory, then the model "
         "(`Baselines/c/view.c`, `build_view`, `--order after`); the first-frame target "
         "compares with the faster of this and `c` (the lower median). table-first-frame: "
         "`gtk_column_view_new (NULL)`, the 20 columns, then the model", {"first-frame",
                                                                       "table-first-frame"}),
        ("c-same-work", [c_bin, "--variant", "same-work"], "C doing what GtkListKit does on a "
         "content update: keeps the old array, compares the new one row by row, replaces the "
         "changed strings, relabels the bound rows' GtkLabel directly, no items-changed",
         {"scattered-update"} | WARM),
        ("c-keep-old", [c_bin, "--variant", "keep-old"], "C full replace as `c`, the old 1M "
         "strings freed after the timed span", {"full-replace"}),
        ("c-boxed", [c_bin, "--rows", "boxed", "--variant", "keep-old", "--order", "after"],
         "C as `c` (full replace as `c-keep-old`; the view made in GtkListKit's order, as "
         "`c-model-after`) with each label in a vertical GtkBox carrying the library's row CSS "
         "class: the widgets GtkListKit's rows are made of", {"first-frame", "scroll-bind",
                                                              "full-replace"}),
        ("c-liststore", [c_bin, "--model", "liststore"], "C, GListStore of GtkStringObject "
         "(table-first-frame: a GListStore of the 1M row items, made in the timed fill; "
         "tree-expand-10k: create_func fills a GListStore with the N children's items)",
         CORE | LABELED_MEMORY | {"table-first-frame"} | TREES),
        ("c-packed", [c_bin, "--model", "packed"], "C, the custom GListModel over the labels "
         "packed back to back in one growing buffer (`GByteArray`) with a 32-bit end offset "
         "each, items made in get_item (`g_strndup`): the compact C the memory target compares "
         "with, beside `c` (`Baselines/c/model.c`, `make_packed_rows`)", LABELED_MEMORY),
        ("c-sortmodel-numeric", [c_bin, "--model", "liststore", "--sorter", "numeric"],
         "C table sort the GTK way: a GListStore of the 1M row items under a GtkSortListModel "
         "(incremental off) whose sorter becomes a GtkNumericSorter of the items' `plays` "
         "property (`Baselines/c/tables/table.c`)", {"table-sort-memory"}),
        ("c-sortmodel-custom", [c_bin, "--model", "liststore", "--sorter", "custom"],
         "as `c-sortmodel-numeric`, with a GtkCustomSorter comparing the rows' `plays` field",
         {"table-sort-memory"}),
        ("c-storage-sql", [c_bin, "--variant", "storage-sql"], "C reading a page with the SQL "
         "PagedDatabaseStorage builds (a row value ascending, an OR-chain over `+(plays)` "
         "descending; `Baselines/c/sqlite/sqlite_page.c`): what the SQL's shape costs apart from GRDB",
         {"page-query-sqlite"}),
        ("python", [SYSTEM_PYTHON, PY_BENCH], "PyGObject, Gio.ListStore of Gtk.StringObject "
         "(not the labelled memory workloads)", CORE),
        ("swift", [swift_path], "GtkListKit (Swift): `ListViewManager` + `MemoryStorage` of "
         "`Row` structs, `setItems` for updates (diff + apply); its single selection does not "
         "autoselect, the baselines' GtkSingleSelection autoselects row 0. Tables: `ColumnViewManager` "
         "of 20 columns (GtkInscription cells), `setItems` of `TableRow` structs, sort by "
         "`sortOrder = [ColumnSort(\"plays\")]` (`Sources/GtkListKitBench/Tables/Tables.swift`). Tree: "
         "`TreeListManager` over a `TreeStorage` whose provider hands over the N children "
         "(`Sources/GtkListKitBench/Trees.swift`). SQLite table: `PagedDatabaseStorage` in a "
         "two-column `ColumnViewManager` sorted by `sortable(sql: \"plays\")` "
         "(`Sources/GtkListKitBench/SQLite*.swift`)",
         CORE | LABELED_MEMORY | TABLES | TREES | SQLITE | WARM | SWIFT_PHOTOS),
        ("swift-a11y-label", [swift_path, "--variant", "a11y-label"], "GtkListKit table as "
         "`swift`, every column's mapping answering `accessibleLabel` with the text it shows: "
         "the library then does not name each GtkInscription cell by `String(describing: row)` "
         "at bind (its default for a cell without a GtkLabel; `describesRowsForAccessibility` "
         "does not reach a table's columns)", {"table-first-frame"}),
        ("swift-strings", [swift_path, "--variant", "strings"], "GtkListKit, the labels in a "
         "`StringListStorage` (one UTF-8 buffer, 32-bit end offsets), appended from a lazy "
         "sequence; cells with `Model == String`", LABELED_MEMORY),
        ("swift-undiffed", [swift_path, "--variant", "undiffed"], "GtkListKit full replace "
         "through `setItemsWithoutDiffing` (typed, no diff)", {"full-replace"}),
        ("swift-grdb-memory", [swift_path, "--variant", "grdb-memory"], "GtkListKit, the GRDB "
         "first frame's baseline: the table's 1M `Item` records (typed: `[Item]`, not `[Any]`) "
         "in a `MemoryStorage` (`setItems`), release build "
         "(`Sources/GtkListKitBench/SQLite/GRDBFirstFrame.swift`)", {"first-frame-grdb"}),
        ("swift-grdb-paged", [swift_path, "--variant", "grdb-paged"], "GtkListKit, "
         "`PagedDatabaseStorage<Item>` (default pages: 256 rows, 16 cached) over the same 1M-row "
         "SQLite table (a `DatabasePool` opened before the timing), release build",
         {"first-frame-grdb"}),
    ] + postgres_implementations(swift_path) + edit_implementations(c_bin)


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
     "apply (+ diff) + emit + the next frame. Cold: the first update of the process."),
    ("scattered-update-warm", [100_000], [100_000], "ms", "ms",
     "As scattered-update, warm: after the first frame, one untimed 1% scattered update "
     "(`\"Warm p\"` at seeded positions) and its frame, then the timed one (`\"Changed p\"` at "
     "fresh seeded positions): apply (+ diff) + emit + the next frame, with the one-time costs "
     "(runtime lookups, first-use allocations) paid by the first update."),
    ("full-replace", [1_000_000], [1_000_000], "ms", "ms",
     "Visible 1M list, every row replaced by a new one; apply + emit + the next frame."),
] + [
    (f"memory-{b}", [1_000_000], [1_000_000], "bytes_per_row", "B/row",
     f"(VmRSS with 1M rows in the model and a presented view - VmRSS of the same window "
     f"presented empty) / N, every label `Row i` padded with `.` to exactly {b} bytes"
     + (" (fits Swift's 15-byte inline string: no allocation per label)" if b == 15 else
        " (a heap string per label in both programs)") + ".")
    for b in (15, 43, 100)
] + [
    ("first-frame-grdb", [1_000_000], [1_000_000], "ms", "ms",
     "GtkListKit only, release build, same `Item` records and cell: from `t0` (the data "
     "exists: `[Item]` in memory, or the SQLite table with its `DatabasePool` open) through "
     "the storage (`model_ms`: `setItems`, or `PagedDatabaseStorage.init`, which reads the "
     "rowids), the manager and the window until the first frame with bound rows. × base = "
     "÷ `swift-grdb-memory`."),
]

WORKLOADS += [
    ("table-first-frame", [1_000_000], [1_000_000], "ms", "ms",
     "A table: GtkColumnView, 20 columns, one GtkInscription per cell showing one field of the "
     "row (`plays` as decimal text, a unique 43-byte label, 18 categorical 43-byte labels shared "
     "by the rows). The rows are generated first (`gen_ms`, not in `ms`); then the model (C) or "
     "`setItems` (Swift), the view with its columns, present; `ms` = until the end of the first "
     "frame that painted bound cells."),
    ("table-sort-memory", [1_000_000], [1_000_000], "ms", "ms",
     "The same table, presented and settled; `ms` = sort the 1M rows by the `plays` column "
     "(`((i + 1) × 7919 mod 1000003) mod 100000`: ~10 rows per value, stable) until the end of "
     "the next frame (Swift: `sortOrder = [ColumnSort(\"plays\")]` on the `MemoryStorage`). "
     "After it, not timed, the topmost shown plays cell must show the smallest key (exit 4 "
     "otherwise)."),
]

WORKLOADS += [
    ("tree-expand-10k", [10_000], [10_000], "ms", "ms",
     "A tree: GtkListView over a GtkTreeListModel, each row a GtkTreeExpander around a GtkLabel; "
     "one root folder with N children (\"Row i\"), shown collapsed in the window (first frame, "
     "then a settle); `ms` = expand the folder (C: `gtk_tree_list_row_set_expanded`, Swift: "
     "`TreeListManager.expand`) until the end of the first frame that bound rows after it "
     "(`apply_ms`: the expand call alone). After it, not timed, the tree must hold N + 1 rows "
     "(exit 4 otherwise)."),
]

WORKLOADS += [
    ("table-sort-sqlite", [1_000_000], [1_000_000], "ms", "ms",
     "A SQLite table of N tracks (`id INTEGER PRIMARY KEY, title, plays`, an index on `plays`; "
     "`plays` as in table-sort-memory) in a GtkColumnView of two columns (plays, title; "
     "GtkInscription cells), shown in rowid order and settled; `ms` = sort by plays (SQL "
     "`ORDER BY plays, id`) until the end of the first frame that bound cells after it. After "
     "it, not timed, the topmost plays cell must show the smallest plays (exit 4 otherwise)."),
] + SQLITE_WORKLOADS + EDIT_WORKLOADS + POSTGRES_WORKLOADS + PHOTO_WORKLOADS

# The performance targets, printed beside the tables (the `target` column of BENCHMARKS.md).
TARGETS = {
    "first-frame": "GtkListKit: 1M rows to first frame ≤ 1.05× C in the faster of its two "
                   "orders (`c`, `c-model-after`), in time and in instructions (issue 29); row "
                   "widgets ≤ 205 + headers.",
    "scroll-bind": "GtkListKit: bind dispatch ≤ 1.2× C in instructions per bind (callgrind); "
                   "whole frame per bind ≤ 1.05× C.",
    "scattered-update": "GtkListKit: ≤ 1.3× c-same-work, cold (issue 29); ≤ 2 × 205 binds.",
    "scattered-update-warm": "GtkListKit: ≤ 1.15× c-same-work, warm, in time and in "
                             "instructions (issue 29).",
    "full-replace": "GtkListKit: diffing ≤ 1.5× C, undiffed ≤ 1.05× C (c-keep-old; issue 29); ≤ 1,000 "
                    "get_item calls during the update.",
    "memory-43": "GtkListKit: ≤ 1.1× C per row at 1M with 43-byte labels (issue 29): "
                 "`swift-strings` (`StringListStorage`) vs the smaller of `c` and `c-packed`; "
                 "15 and 100 bytes, and `swift` (a `MemoryStorage` of `Row` structs), are reported.",
    "first-frame-grdb": "PagedDatabaseStorage ≤ 2× the typed MemoryStorage (issue 29).",
    "table-first-frame": "GtkListKit: ≤ 1.2× C in its fastest variant (the lowest median of `c`, "
                         "`c-model-after`, `c-liststore`), in time and in instructions.",
    "table-sort-memory": "GtkListKit: ≤ 1.2× C in its fastest variant (the lowest median of `c`, "
                         "`c-sortmodel-numeric`, `c-sortmodel-custom`), in time and in "
                         "instructions (callgrind at 100k rows: see the target table).",
    "table-sort-sqlite": "GtkListKit: ≤ 1.2× C, in time and in instructions; issue 42: sorted "
                         "and idle ≤ 1.2× one order query (C's `order_query_ms`), no main-loop "
                         "stall over 33 ms.",
    **SQLITE_TARGETS,
    **EDIT_TARGETS,
    **POSTGRES_TARGETS,
    **PHOTO_TARGETS,
    "tree-expand-10k": "GtkListKit: ≤ 1.2× C in its faster variant (the lower median of `c`, "
                       "`c-liststore`), in time and in instructions.",
}

COUNT_KEYS = ["binds", "setups", "get_item", "frames", "span", "bind_emissions", "rows_fetched",
              "items_changed", "apply_ms", "provider_calls",
              *SQLITE_KEYS, *EDIT_KEYS, *POSTGRES_KEYS, *PHOTO_KEYS]

# Diff micro-benchmark (`gtklistkit-bench --diff-report`): case -> target (BENCHMARKS.md) for
# Diff / CollectionDifference.
DIFF_TARGETS = {
    "sparse-100k": ("≤ 0.1", 0.1),
    "differencekit-100k": ("≤ 1/250", 1 / 250),
    "1m-10-random": ("≤ 1", 1.0),
    "1m-10-one-block": ("≤ 1", 1.0),
    "1m-10-blocks": ("≤ 1", 1.0),
}
