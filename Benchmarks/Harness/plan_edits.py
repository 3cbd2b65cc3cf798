"""The table edit workloads of the end-to-end benchmarks (issue 45; plan.py imports them): a
substring filter and 10^4 sorted inserts on the 1M-row, 20-column table of table-sort-memory.

C: Baselines/c/tables/table_filter.c, table_insert.c; Swift: Sources/GtkListKitBench/Tables/TableFilter.swift,
TableInsertSorted.swift. Both end at the first frame that bound cells after the change (a memory
storage is done when its call returns: that frame is the idle window), with `stall_ms` counted.
"""

EDITS = {"table-filter-memory", "table-insert-sorted"}



def edit_implementations(c_bin):
    """The C variant beside `c` (plan.implementations adds it)."""
    return [("c-one-emission", [c_bin, "--variant", "one-emission"], "C filter as `c`, the "
             "change emitted as one items-changed (0, N, M) instead of remove-all + add-all "
             "(`Baselines/c/tables/table_filter.c`); the filter row compares with the faster of the two",
             {"table-filter-memory"})]


# The keys the summaries keep (their medians) beside the counts.
EDIT_KEYS = ["inserted"]

EDIT_TARGETS = {
    "table-filter-memory": "Issue 45: filtered frame ≤ 1.2× C doing the same work (strstr into "
                           "the custom model's row order, remove-all + add-all).",
    "table-insert-sorted": "Issue 45: ≤ 1.2× C merging the sorted new keys into its row order, "
                           "one items-changed.",
}

# workload -> (full Ns, quick Ns, primary metric, unit, what it measures), as plan.WORKLOADS.
EDIT_WORKLOADS = [
    ("table-filter-memory", [1_000_000], [1_000_000], "ms", "ms",
     "The table of table-sort-memory, presented in row order and settled; `ms` = keep the rows "
     "whose unique label (`Row i` padded to 43 bytes) contains `77` (45,739 of 1M) until the end "
     "of the first frame that bound cells after it. C: `strstr` over the rows into the custom "
     "model's row order, remove-all + add-all; GtkListKit: `MemoryStorage.setFilter`, its "
     "predicate `strstr` on the label's own bytes (`withCString`), the change shown as deletes "
     "(the rows that stay keep their identity). After it, not timed, the topmost plays cell "
     "must show the first match's plays "
     "and the model hold the matches (exit 4 otherwise)."),
    ("table-insert-sorted", [1_000_000], [1_000_000], "ms", "ms",
     "The same table shown sorted by plays (header arrow on; GtkListKit: `sortOrder`, kept by "
     "the `MemoryStorage`) and settled; `ms` = add 10^4 rows (rows N… of the generator, plays "
     "over the whole range) at their sorted places until the end of the first frame that bound "
     "cells after it. C: qsort of the new packed (plays, row) keys merged into the row order, one "
     "items-changed from the first new row's place to the end; GtkListKit: `addItems` of the "
     "`[TableRow]`. After it, not timed, the first new row of the smallest plays must be right "
     "after its old equals (exit 4 otherwise)."),
]
