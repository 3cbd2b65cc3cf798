"""The target table of the benchmarks (run.py prints it, report.py writes it per GTK).

The target table compares GtkListKit with the baseline that does the same work, one ratio
per row (library / baseline, lower is better), judged against issue 29's targets: a row with a
callgrind `Ir` ratio is met only when the time ratio and the `Ir` ratio both meet it. A row
whose limit is None is reported, not judged. A baseline given as a list of implementations is
the faster of them, the one with the lowest median (and the lower `Ir`): the first frame's two
C orders.
"""
from intervals import median_ci
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


def _unit(source):
    if source[0] == "cg":
        return " Ir"
    if source[0] == "diff":
        return " ms"
    metric = source[3][0] if isinstance(source[3], tuple) else source[3]
    return {"ns_per_bind": " ns", "bytes_per_row": " B", "peak_rss_kb": " kB"}.get(
        metric, " ms" if metric.endswith("ms") else "")


def judge(source, limit, results, ir=None, level=0.95):
    """One row on one GTK (`results`: its timed runs, callgrind figures and diff rows) -> a dict: `ratio` (the median of the per-pair ratios, or of the two
    medians when the row has no pairs), `ci` ((low, high, coverage) or None), `pairs`, the two
    medians, `ir`, and `verdict`: *met* when the interval's upper end (or the ratio, without
    pairs) and the `Ir` ratio are within the limit, *missed* when its lower end or the `Ir`
    ratio is above it, *not shown* when the interval straddles the limit, *reported* without a
    limit, *not run* without figures."""
    lib, _ls, base, _bs, per_run = _figures(source, *results)
    # A baseline whose median is 0 has no ratio: the pairs where it was not 0 are not the row.
    got = None if lib is not None and base == 0 else median_ci(per_run, level)
    ratio = got[0] if got else (lib / base if lib is not None and base else None)
    ci = got[1:] if got else None
    if ratio is None and lib is not None and base == 0:
        # The baseline measured nothing to wait for (0 ms): there is no ratio, and any wait of
        # the library's is above it.
        verdict = "reported" if limit is None else ("met" if lib == 0 else "missed")
    elif ratio is None:
        verdict = "not run"
    elif limit is None:
        verdict = "reported"
    else:
        low, high = (ci[0], ci[1]) if ci else (ratio, ratio)
        if high <= limit and (ir is None or ir <= limit):
            verdict = "met"
        elif low > limit or (ir is not None and ir > limit):
            verdict = "missed"
        else:
            verdict = "not shown"
    return {"ratio": ratio, "ci": ci, "pairs": len(per_run), "lib": lib, "base": base,
            "unit": _unit(source), "ir": ir, "verdict": verdict}


def target_cells(runs, cg, diff_rows):
    """One GTK's results -> per TARGET_ROWS row its judgement (`judge`), with `cell` (one line
    for the record) and `side` (the other ratios, for the details file)."""
    results = (runs, cg, diff_rows)
    rows = []
    for key, _label, _target, limit, source in TARGET_ROWS:
        side = []
        ir = None
        for name, other in SIDE_RATIOS.get(key, []):
            a, _s, b, _t, _p = _figures(other, *results)
            value = a / b if a is not None and b else None
            if name == "Ir":
                ir = value
            side.append(f"{name} {_ratio(value) if value is not None else '–'}")
        row = judge(source, limit, results, ir)
        row["side"] = "; ".join(side) or "–"
        row["cell"] = cell(row)
        rows.append(row)
    return rows


def cell(row):
    """`1.04× [0.98–1.09, 95%, 9 pairs] · 16.9 / 16.1 ms · Ir 1.03`, or why there is none."""
    if row["ratio"] is None and row["lib"] is not None and row["base"] == 0:
        return f"no ratio: the baseline's is 0 · {_fmt(row['lib'])} / 0{row['unit']}"
    if row["ratio"] is None:
        return "not run"
    text = f"{_ratio(row['ratio'])}×"
    if row["ci"]:
        low, high, cover = row["ci"]
        text += f" [{_ratio(low)}–{_ratio(high)}, {cover:.0%}, {row['pairs']} pairs]"
    text += f" · {_fmt(row['lib'])} / {_fmt(row['base'])}{row['unit']}"
    if row["ir"] is not None:
        text += f" · Ir {_ratio(row['ir'])}"
    return text


def overall(verdicts):
    """The `met` column: one word when every GTK that ran agrees, else each GTK's verdict."""
    ran = [(gtk, v) for gtk, v in verdicts if v != "not run"]
    if not ran:
        return "not run"
    if len({v for _g, v in ran}) == 1 and len(ran) == len(verdicts):
        word = ran[0][1]
        return f"**{word}**" if word == "missed" else word
    return "; ".join(f"{gtk.removeprefix('GTK ')}: {v}" for gtk, v in verdicts)


def target_table(legs):
    """Markdown lines of the record's table, the GTKs side by side. legs: [(column label, rows
    from target_cells, or None when that GTK has no results)]."""
    L = ["| workload | target | " + " | ".join(g for g, _c in legs) + " | met |",
         "|---|---|" + "---|" * len(legs) + "---|"]
    for i, (_key, label, target, _limit, _source) in enumerate(TARGET_ROWS):
        verdicts = [(g, cells[i]["verdict"] if cells else "not run") for g, cells in legs]
        L.append(f"| {label} | {target} | "
                 + " | ".join(cells[i]["cell"] if cells else "not run" for _g, cells in legs)
                 + f" | {overall(verdicts)} |")
    return L


TABLE_LEGEND = (
    "Each GTK's cell: the median of the per-pair ratios GtkListKit ÷ baseline (lower is "
    "better; a pair is one run of each, back to back, each a fresh process), in brackets its "
    "confidence interval with its coverage and the number of pairs (distribution-free: order "
    "statistics of the pairs, `Harness/intervals.py`), then the two medians, then the callgrind "
    "instruction ratio of the same span where the row has one (one run each). A row is **met** "
    "when the interval's upper end and the `Ir` ratio are within the target, **missed** when "
    "the interval's lower end or the `Ir` ratio is above it, **not shown** when the interval "
    "straddles the target (more pairs or a quieter machine would decide it). Rows without pairs "
    "(diffs, instruction counts) are judged on their ratio. A baseline of several programs is "
    "the one with the lowest median. What each row runs: `Benchmarks/README.md`."
)
