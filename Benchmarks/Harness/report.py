#!/usr/bin/env python3
"""Writes Benchmarks/BENCHMARKS.md, the record, whole, from the results of every GTK.

run.py writes one results file per GTK (results/gtk-4.8.json on the host, results/gtk-4.18.json
in the Debian 13 root); this reads them, writes BENCHMARKS.md (a header and one table: each row
judged per GTK by the confidence interval of its paired ratios), results/details.md (the rest)
and results/latest.json (both GTKs' raw results), and prints the table.

    python3 Benchmarks/Harness/report.py                        # results/gtk-4.8.json + gtk-4.18.json
    python3 Benchmarks/Harness/report.py --leg 4.8=PATH ...     # other files
    python3 Benchmarks/Harness/report.py --stub 4.18 --why "needs root"   # a column that did not run

Exit 1 when a GTK's run failed (its column says why), so `make bench` fails after writing.
"""
import argparse
import datetime
import json
import os
import sys

from legs import Leg, leg_path
from plan import HERE, TARGETS, WORKLOADS, implementations
from target_rows import TARGET_ROWS
from report_tables import diff_markdown, workload_markdown
from targets import TABLE_LEGEND, target_cells, target_table

LEGS = ["4.8", "4.18"]
IMPL_ORDER = [name for name, *_ in implementations("c", "swift")]


def base_load(leg):
    """The 1-minute load (start, end) of the leg's base run: after run.py --merge the leg's own
    figures are the newest re-run's (summary.merge_old keeps the base run's)."""
    merged = leg.meta.get("merged")
    if merged and merged.get("base_load"):
        return tuple(merged["base_load"])
    return leg.meta.get("load_start"), leg.meta.get("load_end")


def with_reruns(leg, key, fmt=str):
    """A fact of the leg's base run, then each re-run's where it differs (run.py --merge keeps
    the base run's as merged["base_<key>"]; files merged before that kept only the newest)."""
    merged = leg.meta.get("merged") or {}
    reruns = [r for r in merged.get("reruns", []) if r.get(key) is not None]
    if not reruns:
        return fmt(leg.meta.get(key, "not recorded"))
    base = merged.get("base_" + key)  # absent: merged before the base's was kept
    return (fmt(base) if base is not None else "not recorded") + "".join(
        f"; re-run {r['date']}: {fmt(r[key])}" for r in reruns if r[key] != base)


def meta_markdown(legs):
    """The record's header: one line per fact, a column per GTK."""
    def row(title, get):
        return f"| {title} | " + " | ".join(get(l) if l.data else "–" for l in legs) + " |"
    def load(l):
        # A merged file (run.py --merge): the base run's load, then each re-run's (its date
        # already names the re-runs, summary.merge_old).
        start, end = base_load(l)
        reruns = (l.meta.get("merged") or {}).get("reruns", [])
        return f"{start} → {end}" + "".join(
            f"; re-run {r['date']}: {r['load'][0]} → {r['load'][1]}" for r in reruns if r.get("load"))
    L = ["| | " + " | ".join(l.name for l in legs) + " |", "|---|" + "---|" * len(legs)]
    L.append("| Status | " + " | ".join(
        "ran" if l.data else (f"**failed**: {l.why}" if l.failed else l.why)
        for l in legs) + " |")
    L.append(row("Date", lambda l: l.meta["date"]))
    L.append(row("Commit", lambda l: with_reruns(l, "commit")))
    L.append(row("OS, GTK (built / loaded)", lambda l: f"{l.meta['os']}, "
                 f"{l.meta['gtk']} / {l.meta.get('gtk_runtime', '?')}"))
    L.append(row("Swift", lambda l: l.meta["swift"]))
    def pairs(l):
        done = len({r["rep"] for r in l.runs() if isinstance(r.get("rep"), int)})
        asked = (l.meta.get("merged") or {}).get("base_repeats") or l.meta["repeats"]
        return (f"{asked} asked{' (quick)' if l.meta.get('quick') else ''}"
                + (f", the run stopped after {done} (each row says how many it has)"
                   if done < asked else "") + f"; seed {l.meta['seed']}; callgrind "
                + ("on" if l.meta.get("callgrind") else "off (rows are judged on time alone)"))
    L.append(row("Pairs", pairs))
    L.append(row("Elapsed", lambda l: with_reruns(l, "elapsed_s", lambda s: f"{s} s")))
    L.append(row("Load average, 1 min (start → end)", load))
    first = next((l.meta for l in legs if l.data), None)
    if first:
        same = " | same" * (len(legs) - 1)  # one machine, one display setup for every column
        L.append(f"| Machine | {first['nproc']} CPUs, {first['cpu']}, {first['memory']} RAM, "
                 f"Linux {first['kernel']}{same} |")
        L.append(f"| Display | {first['xvfb']}, GSK_RENDERER={first.get('renderer')}, "
                 f"animations off, GTK_A11Y=none{same} |")
    return L + [""]


def write_markdown(path, legs, cells):
    L = ["# GtkListKit benchmarks\n",
         "Written whole by `make bench` (`Benchmarks/Makefile`: `Harness/run.py` on GTK 4.8 on "
         "the host and on GTK 4.18 in a Debian 13 root on the same machine, then "
         "`Harness/report.py`); do not edit it by hand. Earlier records are in git "
         "(`git log -p Benchmarks/BENCHMARKS.md`; the last hand-kept notebook is at 08fda25). "
         "Each run's every figure, the per-workload tables and the other ratios of each row are "
         "in `Benchmarks/results/` (`latest.json`, `details.md`; not committed).\n"]
    L += meta_markdown(legs)
    loaded = [l.name for l in legs if l.data and max(x or 0 for x in base_load(l)) > 1.5]
    if loaded:
        L.append(f"**Under load** on {', '.join(loaded)} (1-minute load above 1.5 on 2 cores): "
                 "the intervals are wider than on a quiet machine; the `Ir` ratios are not "
                 "affected.\n")
    L += [TABLE_LEGEND + "\n"]
    L += target_table([(l.name, c) for l, c in zip(legs, cells)])
    L.append("")
    L.append("Not part of `make bench`: the example app's idle memory (`bash "
             "Benchmarks/idle-rss.sh`, target ≤ +25 MB over a C libadwaita app).\n")
    for l in legs:
        errors = (l.data or {}).get("callgrind_errors", [])
        failed = {}  # one line per (program, workload, error), however many runs it hit
        for f in (l.data or {}).get("failures", []):
            failed.setdefault((f["impl"], f["workload"], f["n"], f["error"]), []).append(f["rep"])
        if errors or failed:
            L.append(f"**Failed on {l.name}:** " + "; ".join(
                [f"callgrind: {e}" for e in errors] +
                [f"{impl} {wl} n={n}, {len(reps)} run{'s' if len(reps) > 1 else ''}: {error}"
                 for (impl, wl, n, error), reps in failed.items()]) + "\n")
    L += REPRODUCE
    with open(path, "w") as f:
        f.write("\n".join(L) + "\n")


def write_details(path, legs, cells):
    """Everything the record leaves out, for whoever digs: each row's other ratios, the
    implementations, the per-workload tables."""
    L = ["# Benchmark details (`make bench`; not committed)\n", "## Other ratios per row\n",
         "| row | " + " | ".join(l.name for l in legs) + " |", "|---|" + "---|" * len(legs)]
    for i, (_k, label, *_r) in enumerate(TARGET_ROWS):
        L.append(f"| {label} | " + " | ".join(c[i]["side"] if c else "–" for c in cells) + " |")
    L += ["", "## Implementations\n"]
    notes = {}
    for l in legs:
        for impl in (l.data or {}).get("implementations", []):
            notes.setdefault(impl["name"], impl["note"])
    L += [f"- **{name}**: {notes[name]}" for name in sorted(notes, key=IMPL_ORDER.index)]
    L += [f"- **{s['name']}**: skipped on {l.name}: {s['why']}"
          for l in legs for s in (l.data or {}).get("skipped", [])]
    L.append("")
    for wl, _full, _quick, metric, unit, what in WORKLOADS:
        ns = sorted({n for l in legs for p in (l.data or {}).get("plan", [])
                     if p["workload"] == wl for n in p["ns"]})
        if ns:
            L += workload_markdown(legs, wl, ns, metric, unit, what, TARGETS.get(wl), IMPL_ORDER)
    if any(l.data and l.data.get("diff") is not None for l in legs):
        L += diff_markdown(legs)
    with open(path, "w") as f:
        f.write("\n".join(L) + "\n")


REPRODUCE = [
    "## Reproduce\n",
    "```sh",
    "make bench                 # as root: GTK 4.8 on the host, then GTK 4.18 in the Debian 13 root",
    "make bench GTK=4.8         # one GTK (the other column says it was not run)",
    "make bench PAIRS=15        # more pairs: narrower intervals",
    "```\n",
    "Setup, the protocol, what each workload and implementation does, and how to run one by "
    "hand: `Benchmarks/README.md`.",
]


def main():
    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--leg", action="append", metavar="LABEL=PATH",
                    help="a GTK's results file (default: 4.8 and 4.18 in results/)")
    ap.add_argument("--stub", metavar="LABEL", help="write results/gtk-LABEL.json saying why "
                    "that GTK has no results (--why), and exit")
    ap.add_argument("--why", default="not run", help="with --stub: the reason, said as is")
    ap.add_argument("--failed", action="store_true", help="with --stub: the run failed")
    ap.add_argument("--out", default=os.path.join(HERE, "BENCHMARKS.md"))
    ap.add_argument("--json", default=os.path.join(HERE, "results", "latest.json"))
    args = ap.parse_args()
    if args.stub:
        os.makedirs(os.path.dirname(leg_path(args.stub)), exist_ok=True)
        with open(leg_path(args.stub), "w") as f:
            json.dump({"leg": args.stub, "why": args.why, "failed": args.failed}, f)
        return 0

    pairs = [s.split("=", 1) for s in args.leg] if args.leg else \
        [(label, leg_path(label)) for label in LEGS]
    legs = [Leg(label, path) for label, path in pairs]
    cells = [target_cells(l.runs(), l.cg(), l.diff_rows()) if l.data else None for l in legs]
    write_markdown(args.out, legs, cells)
    write_details(os.path.join(os.path.dirname(os.path.abspath(args.json)), "details.md"),
                  legs, cells)
    os.makedirs(os.path.dirname(os.path.abspath(args.json)), exist_ok=True)
    with open(args.json, "w") as f:
        json.dump({"generated": datetime.datetime.now(datetime.timezone.utc).isoformat(),
                   "legs": [{"label": l.label, "column": l.name,
                             "status": "ran" if l.data else ("failed" if l.failed else "not run"),
                             "why": l.why, **(l.data or {})} for l in legs]}, f, indent=1)
    print("\n".join(target_table([(l.name, c) for l, c in zip(legs, cells)])))
    for l in legs:
        if not l.data:
            print(f"report.py: {l.name}: {'FAILED: ' if l.failed else ''}{l.why}",
                  file=sys.stderr)
    print(f"report.py: wrote {os.path.relpath(args.out)} and {os.path.relpath(args.json)}",
          file=sys.stderr)
    return 1 if any(l.failed for l in legs) else 0


if __name__ == "__main__":
    sys.exit(main())
