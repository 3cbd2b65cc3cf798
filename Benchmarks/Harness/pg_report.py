#!/usr/bin/env python3
"""The PostgreSQL workloads of a run.py results file as Markdown (for BENCHMARKS.md's dated
sections): per workload each implementation's median and min–max, the ratio of the medians to
the baseline with the min–max of the per-pair ratios (runs of the same repeat), the side figures'
medians, and for change latency the p50/p99 of every sample of every run pooled.

    python3 Benchmarks/Harness/pg_report.py results/gtk-4.8-postgres.json
"""
import json
import statistics
import sys

from plan_postgres import POSTGRES_TARGETS, POSTGRES_WORKLOADS
from report_tables import BASE, EXTRA_COLS


def fmt(v):
    if isinstance(v, bool):
        return "yes" if v else "no"
    if isinstance(v, (int, float)):
        return f"{v:,.1f}" if abs(v) < 10_000 else f"{v:,.0f}"
    return str(v)


def pooled(runs, q):
    xs = sorted(float(x) for r in runs for x in r.get("latencies_ms", "").split())
    return xs[min(len(xs) - 1, max(0, int(-(-q * len(xs) // 1)) - 1))] if xs else None, len(xs)


def main(path):
    data = json.load(open(path))
    runs = [r for r in data["runs"] if r.get("rep") != "callgrind"]
    meta = data["meta"]
    print(f"GTK {meta['gtk']}, {meta['date']}, {meta['repeats']} interleaved runs each, load "
          f"{meta['load_start']} → {meta['load_end']} (1-min loadavg), {meta['nproc']} CPUs\n")
    for wl, _full, _quick, metric, unit, _what in POSTGRES_WORKLOADS:
        rs = [r for r in runs if r["workload"] == wl]
        if not rs:
            continue
        impls = sorted({r["impl_key"] for r in rs}, key=lambda i: (i != "swift-postgres", i))
        base = BASE.get(wl)
        extras = EXTRA_COLS.get(wl, [])
        print(f"**{wl}** (N = {rs[0]['n']:,}; {POSTGRES_TARGETS[wl]})\n")
        head = ["impl", f"median {metric} ({unit})", "min–max", "× base", "per-pair × base"] + extras + ["runs"]
        print("| " + " | ".join(head) + " |")
        print("|" + "|".join(["---"] + ["---:"] * (len(head) - 1)) + "|")
        by = {i: [r for r in rs if r["impl_key"] == i] for i in impls}
        for i in impls:
            vals = [r[metric] for r in by[i]]
            cells = [i, fmt(statistics.median(vals)), f"{fmt(min(vals))}–{fmt(max(vals))}"]
            if base and base in by and i != base:
                b = {r["rep"]: r[metric] for r in by[base]}
                pairs = [r[metric] / b[r["rep"]] for r in by[i] if b.get(r["rep"])]
                cells += [f"{statistics.median(vals) / statistics.median(list(b.values())):.2f}×",
                          f"{min(pairs):.2f}–{max(pairs):.2f}×" if pairs else "–"]
            else:
                cells += ["–", "–"]
            for k in extras:
                v = [r[k] for r in by[i] if k in r]
                cells.append(fmt(statistics.median(v)) if v else "–")
            cells.append(str(len(vals)))
            print("| " + " | ".join(cells) + " |")
        if wl.startswith("change-latency"):
            (p50, count), (p99, _) = pooled(rs, 0.5), pooled(rs, 0.99)
            if count:
                print(f"\nAll {count} samples pooled: p50 {p50:.1f} ms, p99 {p99:.1f} ms.")
        if wl == "burst-postgres":
            print(f"\nConverged: {sum(1 for r in rs if r.get('converged'))} of {len(rs)} runs.")
        print()
    for f in data.get("failures", []):
        print(f"- failed: {f['impl']} {f['workload']} rep {f['rep']}: {f['error']}")


if __name__ == "__main__":
    main(sys.argv[1])
