#!/usr/bin/env python3
"""The photo-grid figures of one or more run.py result files, C beside GtkListKit (issue 44).

    python3 Benchmarks/Harness/photo_report.py Benchmarks/results/gtk-4.8-photos.json

Prints, per workload, the median of each key over the runs of each implementation with the
min–max, then the per-pair ratios of the target keys (runs of the same repeat, swift ÷ c).
"""
import json
import statistics
import sys

KEYS = ["frame_p50_ms", "frame_p99_ms", "frame_max_ms", "interval_p99_ms", "frames_over_2x",
        "visible_p50_ms", "visible_p99_ms", "visible_max_ms", "visible_tiles", "visible_unloaded",
        "visible_foreign_image", "load_main_p99_ms", "load_main_max_ms", "load_main_mean_ms",
        "load_main_cpu_p99_ms", "load_main_cpu_max_ms", "load_main_library_p99_ms",
        "load_main_closures_cpu_p99_ms", "load_wall_mean_ms", "frames_pool_idle",
        "frame_binds_p50_n", "loads_requested", "loads_started", "loads_cancelled",
        "loads_completed", "loads_stopped_early", "loads_discarded", "cache_hits",
        "cache_evictions", "cache_peak_bytes", "peak_rss_kb", "rss_kb", "first_screen_ms",
        "settle_ms", "stall_ms", "binds", "tiles"]
RATIOS = ["frame_p99_ms", "visible_p99_ms", "peak_rss_kb"]


def fmt(v):
    return f"{v:,.0f}" if abs(v) >= 100 else f"{v:.3g}"


def main():
    runs = []
    for path in sys.argv[1:]:
        with open(path) as f:
            runs += json.load(f)["runs"]
    for wl in sorted({r["workload"] for r in runs}):
        by = {}
        for r in runs:
            if r["workload"] == wl:
                by.setdefault(r["impl"], []).append(r)
        impls = sorted(by)
        print(f"\n## {wl} ({', '.join(f'{i}: {len(by[i])} runs' for i in impls)})\n")
        print("| key | " + " | ".join(impls) + " |")
        print("|---|" + "---|" * len(impls))
        for k in KEYS:
            cells = []
            for i in impls:
                vals = [r[k] for r in by[i] if k in r]
                cells.append(f"{fmt(statistics.median(vals))} ({fmt(min(vals))}–{fmt(max(vals))})"
                             if vals else "–")
            if any(c != "–" for c in cells):
                print(f"| {k} | " + " | ".join(cells) + " |")
        if "c" in by and "swift" in by:
            reps = {r.get("rep"): r for r in by["c"]}
            for k in RATIOS:
                pairs = [(s[k], reps[s.get("rep")][k]) for s in by["swift"]
                         if s.get("rep") in reps and k in s and k in reps[s.get("rep")]]
                ratios = [f"{a / b:.2f}" if b else f"{a:g}/0" for a, b in pairs]
                print(f"\n{k} swift ÷ c per pair: {', '.join(ratios)}")


if __name__ == "__main__":
    main()
