"""The target table of the benchmarks (run.py prints it, report.py writes it per GTK).

The target table compares GtkListKit with the baseline that does the same work, one ratio
per row (library / baseline, lower is better), judged against issue 29's targets: a row with a
callgrind `Ir` ratio is met only when the time ratio and the `Ir` ratio both meet it. A row
whose limit is None is reported, not judged. A baseline given as a list of implementations is
the faster of them, the one with the lowest median (and the lower `Ir`): the first frame's two
C orders.
"""
from target_rows import SIDE_RATIOS, TARGET_ROWS


def fmt(v, metric=None):
    """A figure with the digits that matter: 1,234 · 123 · 12.3 · 1.23 (integers as they are)."""
    if v is None:
        return "–"
    if isinstance(v, float) and not v.is_integer():
        if abs(v) >= 1000:
            return f"{v:,.0f}"
        if abs(v) >= 100:
            return f"{v:.0f}"
        if abs(v) >= 10:
            return f"{v:.1f}"
        return f"{v:.2f}"
    return f"{int(v):,}"


_ratio = fmt


def _fmt(v):
    return fmt(None if v is None else float(v))


def _median(xs):
    xs = sorted(xs)
    if not xs:
        return None
    m = len(xs) // 2
    return xs[m] if len(xs) % 2 else (xs[m - 1] + xs[m]) / 2


def _figures(source, runs, cg, diff_rows):
    """-> (lib median, lib (min, max), base median, base (min, max), per-run ratios)."""
    kind = source[0]
    span = lambda d: (min(d.values()), max(d.values())) if d else None
    if kind in ("run", "abs"):
        _, wl, n, metric, lib, base = source
        # metric: one key for both, or (library's key, baseline's key): issue 42 compares the
        # library's whole sort with the baseline's order query alone.
        lib_metric, base_metric = metric if isinstance(metric, tuple) else (metric, metric)
        def vals(impl, key):
            return {r["rep"]: r[key] for r in runs if r.get("impl_key") == impl and
                    r.get("workload") == wl and r.get("n") == n and r.get(key) is not None}
        a = vals(lib, lib_metric)
        if kind == "abs":  # a bound, not a program: `base` is the limit's value (a stall in ms)
            return _median(list(a.values())), span(a), base, None, [v / base for v in a.values()]
        if isinstance(base, list):  # the faster of several baselines: the lowest median
            # Not the smaller of them run by run: that is a best-of-two sample, below either
            # one's own median by the noise alone. A variant with no run (table-sort-memory's
            # sort models on GTK 4.8 leave the view blank; the program exits 4) is left out.
            each = [d for d in (vals(i, base_metric) for i in base) if d]
            b = min(each, key=lambda d: _median(list(d.values()))) if each else {}
        else:
            b = vals(base, base_metric)
        per_run = [a[k] / b[k] for k in a if k in b and b[k]]
        return _median(list(a.values())), span(a), _median(list(b.values())), span(b), per_run
    if kind == "cg":
        _, wl, n, _m, lib, base = source
        a = cg.get((wl, lib))
        if isinstance(base, list):
            got = [v for v in (cg.get((wl, i)) for i in base) if v is not None]
            b = min(got) if got else None
        else:
            b = cg.get((wl, base))
        return a, None, b, None, []
    _, case = source
    d = next((r for r in diff_rows if r.get("case") == case and r["impl"] == "swift"), None)
    c = next((r for r in diff_rows if r.get("case") == case and
              r["impl"] == "collectiondifference" and "ms" in r), None)
    span = lambda r: (r["min_ms"], r["max_ms"]) if r and "min_ms" in r and "max_ms" in r else None
    return (d or {}).get("ms"), span(d), (c or {}).get("ms"), span(c), []


def target_cells(runs, cg, diff_rows):
    """One GTK's results -> per TARGET_ROWS row the markdown cells: ratio (with the min–max
    of the per-run ratios), result, the two medians, the side ratios (callgrind `Ir` etc.)."""
    rows = []
    for key, _label, _target, limit, source in TARGET_ROWS:
        lib, _ls, base, _bs, per_run = _figures(source, runs, cg, diff_rows)
        ratio = lib / base if lib is not None and base else None
        unit = {"cg": " Ir", "diff": " ms", "abs": " ms"}.get(source[0], "")
        spread = (f" ({_ratio(min(per_run))}–{_ratio(max(per_run))})" if len(per_run) > 1
                  else "")
        also, ir = [], None
        for name, side in SIDE_RATIOS.get(key, []):
            a, _s, b, _t, _p = _figures(side, runs, cg, diff_rows)
            if name == "Ir" and a is not None and b:
                ir = a / b
            also.append(f"{name} {_ratio(a / b) if a is not None and b else '–'}")
        if ratio is None:
            result = "–"
        elif limit is None:
            result = "reported"
        elif ratio <= limit and (ir is None or ir <= limit):
            result = "met" + (" (time; no Ir)" if ir is None and SIDE_RATIOS.get(key)
                              and SIDE_RATIOS[key][0][0] == "Ir" else "")
        else:
            measured = ("B/row" if source[3:4] == ("bytes_per_row",) else
                        "stall" if source[0] == "abs" else "time")
            why = [w for w, bad in ((measured, ratio > limit), ("Ir", ir is not None and
                                                                 ir > limit)) if bad]
            result = f"**missed** ({', '.join(why)})"
        rows.append({
            "ratio": "–" if ratio is None else f"{_ratio(ratio)}×{spread}",
            "result": result,
            "figures": f"{_fmt(lib)}{unit} / {_fmt(base)}{unit}",
            "also": "; ".join(also) or "–",
        })
    return rows


def target_table(legs):
    """Markdown lines of the target table, the GTKs side by side. legs: [(column label, cells
    from target_cells, or None when that GTK has no results)]."""
    cols = [("ratio", "ratio (per run)"), ("result", "result"),
            ("figures", "GtkListKit / baseline"), ("also", "also")]
    head = ["workload", "target"] + [f"{gtk} {name}" for _k, name in cols for gtk, _c in legs]
    L = ["| " + " | ".join(head) + " |",
         "|---|---|" + "|".join(("---:" if k in ("ratio", "figures") else "---")
                               for k, _n in cols for _l in legs) + "|"]
    for i, (_key, label, target, _limit, _source) in enumerate(TARGET_ROWS):
        cells = [label, target] + [cells[i][k] if cells else "–"
                                   for k, _n in cols for _g, cells in legs]
        L.append("| " + " | ".join(cells) + " |")
    return L


TABLE_LEGEND = [
    "Columns, one of each per GTK: *ratio* = GtkListKit / baseline of the medians, in brackets "
    "the min–max of the ratios of runs of the same repeat; *result* = met or missed on that "
    "GTK; *GtkListKit / baseline* = the two medians (ms, ns/bind, B/row; `Ir` = callgrind "
    "instructions, one run; diff: ms, median of repeated runs); *also*: `Ir` = the callgrind "
    "instruction ratio of the same span (whole frame: per bind over the whole jumps), "
    "`× C freeing in span` / `× naive C` = the ratio to the other C variant, `× C with boxed "
    "rows` = the ratio to **c-boxed** (C whose rows are a box around the label, as the "
    "library's rows were until they lost their container: the targets compare with C's bare "
    "labels), `bind_ns` = the time ratio of one bind emission.",
    "*result*: met only when both the time ratio and the callgrind `Ir` ratio (where the row "
    "has one) meet the target (issue 29); *missed (time)* / *missed (Ir)* says which did not; "
    "*reported* rows have no target of their own. First frame: the baseline is the faster "
    "of the C program's two orders, the one with the lower median (**c** passes model and factory to "
    "`gtk_list_view_new`, **c-model-after** sets them after construction, as GtkListKit "
    "does), and the lower `Ir` of the two.",
    "Baselines: **c-same-work** keeps the old array, compares the new one row by row, replaces "
    "changed strings and relabels the bound rows' GtkLabel (no items-changed); **c-keep-old** "
    "emits (0,N,0) then (0,0,N) and frees the old strings after the span; **c** frees them "
    "inside it; bind dispatch counts the emission hook → after-handler of each `bind` in both; "
    "first frame excludes generating the rows' strings; diff baseline is Swift's "
    "`CollectionDifference` with `inferringMoves()` on the identifiers.",
]
