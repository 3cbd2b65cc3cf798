"""The per-workload and diff tables of BENCHMARKS.md, one column group per GTK (report.py)."""
from plan import DIFF_TARGETS
from targets import fmt

# workload -> the extra columns after median, × C and spread (one cell for all GTKs).
EXTRA_COLS = {
    "first-frame-postgres": ["first_frame_ms", "rows_shown_ms", "stall_ms", "pages_fetched"],
    "change-latency-postgres": ["p50_ms", "max_ms", "commit_p50_ms", "stall_ms", "batches"],
    "change-latency-postgres-sorted": ["p50_ms", "max_ms", "commit_p50_ms", "stall_ms", "batches"],
    "scroll-postgres-latency": ["frame_p50_ms", "jump_p99_ms", "filled_ms", "drain_ms", "stall_ms", "waits_over_frame",
                                "pages_fetched"],
    "burst-postgres": ["frame_p99_ms", "waits_over_frame", "converge_ms", "tx_per_s", "batches"],
    "first-frame": ["gen_ms", "model_ms", "frame_ms", "setups", "binds", "get_item"],
    "scroll-bind": ["bind_ns", "bind_ns × C", "binds", "bind_emissions", "frames", "ms"],
    "scattered-update": ["binds", "get_item"],
    "scattered-update-warm": ["binds", "get_item", "items_changed"],
    "full-replace": ["binds", "get_item"],
    "memory": ["rss_kb", "setups"],
    "memory-15": ["rss_kb", "setups"],
    "memory-43": ["rss_kb", "setups"],
    "memory-100": ["rss_kb", "setups"],
    "first-frame-grdb": ["gen_ms", "model_ms", "frame_ms", "setups", "binds", "get_item",
                         "rows_fetched"],
    "table-first-frame": ["gen_ms", "model_ms", "frame_ms", "setups", "binds", "get_item"],
    "table-sort-memory": ["apply_ms", "binds", "get_item", "items_changed"],
    "table-sort-sqlite": ["apply_ms", "order_query_ms", "order_shown_ms", "stall_ms", "binds", "get_item", "rows_fetched"],
    "table-sort-sqlite-desc": ["order_query_ms", "order_reversing_ms", "order_shown_ms",
                               "stall_ms", "binds", "get_item", "rows_fetched"],
    **{f"table-open-sorted-sqlite{d}": ["order_query_ms", "first_frame_ms", "order_shown_ms",
                                        "stall_ms", "binds", "get_item", "rows_fetched"]
       for d in ("", "-desc")},
    **{f"table-live-sorted-sqlite{d}": ["write_ms", "apply_ms", "applied_ms", "stall_ms",
                                        "binds", "get_item", "rows_fetched"] for d in ("", "-desc")},
    "page-query-sqlite": [f"{d}_{p}_ms" for d in ("asc", "desc") for p in ("start", "middle", "end")],
    "tree-expand-10k": ["apply_ms", "binds", "setups", "get_item", "provider_calls"],
    **{w: ["frame_p50_ms", "interval_p99_ms", "frames_over_2x", "visible_p99_ms",
           "load_main_p99_ms", "load_main_cpu_p99_ms", "loads_started", "loads_cancelled", "peak_rss_kb", "rss_kb"]
       for w in ("photo-grid", "photo-grid-fast", "photo-grid-fling")},
}

# workload -> the implementation its "× C" column divides by, when it is not "c".
BASE = {"first-frame-grdb": "swift-grdb-memory", "first-frame-postgres": "swift-sqlite-paged",
        "scroll-postgres-latency": "swift-memory"}


def joined(cells):
    """One cell for every GTK: the value once when all agree, else "4.8 value / 4.18 value"."""
    return cells[0] if len(set(cells)) == 1 else " / ".join(cells)


def ratio(a, b):
    return f"{a / b:.2f}×" if a is not None and b else "–"


def workload_markdown(legs, wl, ns, metric, unit, what, target, impl_order):
    sums = [l.summary() for l in legs]
    extras = EXTRA_COLS.get(wl, [])
    names = " / ".join(l.name for l in legs)
    L = [f"## {wl}\n", what + "\n"]
    if target:
        L.append(f"Target: {target}\n")
    head = ["impl"] + (["N"] if len(ns) > 1 else [])
    base = BASE.get(wl, "c")
    head += [f"{l.name} {c}" for c in (f"median {unit}", "× C" if base == "c" else "× base")
             for l in legs]
    head += [f"{l.name} spread" for l in legs] + extras + ["runs"]
    L.append("| " + " | ".join(head) + " |")
    L.append("|" + "|".join(["---"] + ["---:"] * (len(head) - 1)) + "|")
    for n in ns:
        for impl in impl_order:
            rows = [s.get((wl, n, impl)) for s in sums]
            if not any(rows):
                continue
            cs = [s.get((wl, n, base)) for s in sums]
            cells = [impl] + ([f"{n:,}"] if len(ns) > 1 else [])
            cells += [fmt(r["median"]) if r else "–" for r in rows]
            cells += [ratio(r["median"], c["median"]) if r and c else "–"
                      for r, c in zip(rows, cs)]
            cells += [f"{fmt(r['min'])}–{fmt(r['max'])}" if r else "–" for r in rows]
            for k in extras:
                if k.endswith(" × C"):
                    base = k[:-4]
                    cells.append(joined([ratio(r.get(base), c.get(base)) if r and c else "–"
                                         for r, c in zip(rows, cs)]))
                else:
                    cells.append(joined([fmt(r.get(k)) if r else "–" for r in rows]))
            cells.append(joined([str(r["runs"]) if r else "–" for r in rows]))
            L.append("| " + " | ".join(cells) + " |")
    if len(ns) == 1:
        L.append(f"\nN = {ns[0]:,}.")
    if extras and len(legs) > 1:
        L.append(f"\nThe columns after the spreads give one value when every GTK agrees, "
                 f"else {names}.")
    L.append("")
    return L


def diff_markdown(legs):
    L = ["## diff\n",
         "ModelStorage's `Diff.changes(from:to:)` (identity + content, moves) beside Swift's "
         "`CollectionDifference` on the same identifiers "
         "(`newIDs.difference(from: oldIDs).inferringMoves()`), one process "
         "(`gtklistkit-bench --diff-report`), median wall time of repeated runs after a warm-up. "
         "No GTK is involved: the two columns are the same Swift code, built and run in each "
         "root (their C library and allocator differ). "
         "Inputs are seeded (splitmix64); `~` updates are content changes only `Diff` sees. "
         "Every result is applied to the old list and checked against the new one (the report "
         "fails otherwise). Blocks are consecutive rows; `deepdiff-*` are DeepDiff-style "
         "shapes. Mallocs and peak memory: `swift package benchmark --target DiffBenchmarks` "
         "(ordo-one/benchmark) in `Benchmarks/`.\n",
         "Target: Diff / CollectionDifference ≤ 0.1 at 100k with 1% changes + moves; ≤ 1/250 "
         "in DifferenceKit's case; ≤ 1 at 1M with 10 changes, random and in blocks.\n"]
    for l in legs:
        err = (l.data or {}).get("diff", {}) or {}
        if l.data and err.get("error"):
            L.append(f"Not run on {l.name}: {err['error']}\n")
    by_case = [{} for _ in legs]
    cases = []
    for i, l in enumerate(legs):
        for r in l.diff_rows():
            by_case[i].setdefault(r["case"], {})[r["impl"]] = r
            if r["case"] not in cases and r["impl"] == "swift":
                cases.append(r["case"])
    if not cases:
        return L
    head = ["case", "N", "changes"]
    head += [f"{l.name} {c}" for c in ("Diff ms", "CD ms", "Diff/CD") for l in legs]
    head += ["target"] + [l.name for l in legs]
    L.append("| " + " | ".join(head) + " |")
    L.append("|---|---:|---|" + "---:|" * (3 * len(legs)) + "---|" * (1 + len(legs)))
    for case in cases:
        pairs = [(b.get(case, {}).get("swift"), b.get(case, {}).get("collectiondifference"))
                 for b in by_case]
        d0 = next(d for d, _c in pairs if d)
        rs = [d["ms"] / c["ms"] if d and c and c.get("ms") else None for d, c in pairs]
        target = DIFF_TARGETS.get(case)
        cells = [case, f"{d0['n']:,}", f"{d0.get('summary', '')}; Diff: {d0.get('counts', '')}"]
        cells += [fmt(d["ms"]) if d else "–" for d, _c in pairs]
        cells += [fmt(c["ms"]) if c and c.get("ms") else (c or {}).get("skipped", "–")
                  for _d, c in pairs]
        cells += [f"{r:.4f}" if r is not None else "–" for r in rs]
        cells.append(target[0] if target else "–")
        cells += ["–" if not target or r is None else ("met" if r <= target[1] else "MISSED")
                  for r in rs]
        L.append("| " + " | ".join(cells) + " |")
    L.append("")
    return L
