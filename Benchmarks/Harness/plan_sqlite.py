"""The SQLite workloads of the end-to-end benchmarks (plan.py imports them; issue 42: the main
thread never waits on a database).

A header click (`table-sort-sqlite`, in plan.py, and its descending twin), a window opened with a
saved sort, a live change under a sort, each by plays ascending and descending (`-desc`: ties by
rowid), and one page by keyset. C: Baselines/c/sqlite*.c; Swift: Sources/GtkListKitBench/SQLite*.swift.
"""

SQLITE = {f"table-{w}-sqlite{d}" for w in ("sort", "open-sorted", "live-sorted")
          for d in ("", "-desc")} | {"page-query-sqlite", "table-filter-sqlite"}

# The keys the summaries keep (their medians) beside the counts.
SQLITE_KEYS = ["stall_ms", "order_query_ms", "order_shown_ms", "order_reversing_ms",
               "first_frame_ms", "write_ms", "applied_ms", "asc_start_ms", "asc_middle_ms",
               "asc_end_ms", "desc_start_ms", "desc_middle_ms", "desc_end_ms", "filter_query_ms",
               "filtered_shown_ms", "matches"]

SQLITE_TARGETS = {
    "table-sort-sqlite-desc": "Issue 42: sorted and idle ≤ 1.2× one `SELECT rowid … ORDER BY plays "
                              "DESC, rowid` (C's `order_query_ms`), no main-loop stall over 33 ms.",
    "page-query-sqlite": "Reported (issue 42).",
    "table-filter-sqlite": "Issue 45: filtered and idle ≤ 1.2× C doing the same (the query on its "
                           "main thread, remove-all + add-all, the first frame).",
}

# workload -> (full Ns, quick Ns, primary metric, unit, what it measures), as plan.WORKLOADS.
SQLITE_WORKLOADS = [
    ("table-sort-sqlite-desc", [1_000_000], [1_000_000], "ms", "ms",
     "As table-sort-sqlite, sorted by plays **descending**, ties by rowid ascending (`ORDER BY "
     "plays DESC, rowid`: 100,000 distinct values over 1M rows). `ms`: C the order query (SQLite "
     "sorts every tie group) and its first sorted frame; GtkListKit until sorted and idle, "
     "`stall_ms` its longest main-loop gap. `order_reversing_ms` (C, reported): the same order "
     "read through the index in its own order, the tie groups reversed in memory."),
] + [
    (f"table-open-sorted-sqlite{s}", [1_000_000], [1_000_000], "ms", "ms",
     f"A window opening on the SQLite table with a saved sort by plays {d} (the database open "
     "before t0): C counts, reads the order by one query on its main thread, makes the view and "
     "presents it, until the first frame with bound rows; GtkListKit makes the manager and "
     "`PagedDatabaseStorage`, sets `sortOrder` and presents, until the sorted rows are shown and "
     "the storage idle (`first_frame_ms`: its first frame, before the order is read).")
    for d, s in (("ascending", ""), ("descending", "-desc"))
] + [
    (f"table-live-sorted-sqlite{s}", [1_000_000], [1_000_000], "ms", "ms",
     f"The SQLite table shown sorted by plays {d} (a private copy of the database); one row's "
     "plays changes so that it moves from the last place to the first; `ms` from the commit until "
     "the moved row is shown at the top (and the storage idle). C: the UPDATE on its main thread, "
     "a count of the rows before the new key by index ranges, items-changed; GtkListKit: the "
     "UPDATE through `storage.writer` from a background task, the storage's own change handling.")
    for d, s in (("ascending", ""), ("descending", "-desc"))
] + [
    ("page-query-sqlite", [1_000_000], [1_000_000], "ms", "ms",
     "One page (256 rows) of the 1M-row table by keyset, no window: plays ascending and "
     "descending (ties by rowid) at the start, the middle and the end of the order, 9 rounds "
     "each, interleaved; each column the median, `ms` the slowest case's. GtkListKit: "
     "`PagedDatabaseStorage.record(at:)` of a row whose page is not cached (its key, the keyset "
     "query, the records decoded); C: the key, then one index range."),
    ("table-filter-sqlite", [1_000_000], [1_000_000], "ms", "ms",
     "The SQLite table shown in rowid order, then filtered by `title LIKE '%77%'` (a search "
     "field's substring, no index: 45,739 matches of 1M); `ms` until the filtered rows are shown "
     "and idle. C: the rowids of the matches by one query on its main thread "
     "(`filter_query_ms`), remove-all + add-all, pages by rowid, the first frame with binds; "
     "GtkListKit: `PagedDatabaseStorage.filter(by:)`, the query off the main thread and the "
     "change shown as deletes (the rows that stay keep their identity)."),
]
