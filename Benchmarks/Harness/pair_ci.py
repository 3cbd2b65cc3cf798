#!/usr/bin/env python3
"""Interleaved pairs of one results file: per workload, both medians, the ratio of the medians,
and a distribution-free confidence interval of the median per-pair ratio (order statistics of
the binomial; run.py's repeats are the pairs: one run of each program per repeat, back to back).

    python3 Benchmarks/Harness/pair_ci.py results/gtk-4.8.json --workload table-filter-memory
"""
import argparse
import json
import statistics

from intervals import ci_ranks


def pairs(runs, wl, lib, base, metric):
    by = lambda impl: {r["rep"]: r[metric] for r in runs if r.get("impl_key") == impl and
                       r.get("workload") == wl and r.get(metric) is not None and
                       r.get("rep") != "callgrind"}
    a, b = by(lib), by(base)
    reps = sorted(set(a) & set(b))
    return [a[r] for r in reps], [b[r] for r in reps]


def main():
    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("json")
    ap.add_argument("--workload", action="append", required=True)
    ap.add_argument("--lib", default="swift")
    ap.add_argument("--base", default="c")
    ap.add_argument("--metric", action="append", help="default: ms and stall_ms")
    args = ap.parse_args()
    with open(args.json) as f:
        data = json.load(f)
    runs = data["runs"]
    cg = {(c["workload"], c["impl"]): c["figure"] for c in data.get("callgrind", [])}
    meta = data["meta"]
    print(f"GTK {meta.get('gtk')}, load {meta.get('load_start')} → {meta.get('load_end')}")
    for wl in args.workload:
        for metric in args.metric or ["ms", "stall_ms"]:
            a, b = pairs(runs, wl, args.lib, args.base, metric)
            if not a:
                continue
            ratios = sorted(x / y for x, y in zip(a, b))
            k, cover = ci_ranks(len(ratios))
            ma, mb = statistics.median(a), statistics.median(b)
            print(f"{wl} {metric}: {len(a)} pairs, {args.lib} {ma:.1f} ({min(a):.1f}–{max(a):.1f}),"
                  f" {args.base} {mb:.1f} ({min(b):.1f}–{max(b):.1f}); ratio of medians "
                  f"{ma / mb:.3f}, median pair ratio {statistics.median(ratios):.3f}, "
                  f"{cover:.0%} CI {ratios[k - 1]:.3f}–{ratios[-k]:.3f}")
        lib_ir, base_ir = cg.get((wl, args.lib)), cg.get((wl, args.base))
        if lib_ir and base_ir:
            print(f"{wl} Ir: {args.lib} {lib_ir:,.0f}, {args.base} {base_ir:,.0f}: "
                  f"{lib_ir / base_ir:.3f}")


if __name__ == "__main__":
    main()
