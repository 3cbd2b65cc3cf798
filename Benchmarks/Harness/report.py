#!/usr/bin/env python3
"""Renders Benchmarks/BENCHMARKS.md from the results of every GTK, side by side.

run.py writes one results file per GTK (results/gtk-4.8.json on the host, results/gtk-4.18.json
in the Debian 13 root); this reads them, writes BENCHMARKS.md with one column per GTK and
results/latest.json with both, and prints the target table.

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
from report_tables import diff_markdown, workload_markdown
from targets import TABLE_LEGEND, target_cells, target_table

LEGS = ["4.8", "4.18"]
IMPL_ORDER = [name for name, *_ in implementations("c", "swift")]


def meta_markdown(legs):
    def row(title, get):
        return f"| {title} | " + " | ".join(get(l) if l.data else "–" for l in legs) + " |"
    first = next((l.meta for l in legs if l.data), {})
    L = ["| | " + " | ".join(l.name for l in legs) + " |", "|---|" + "---|" * len(legs)]
    L.append("| Status | " + " | ".join(
        "ran" if l.data else (f"**failed**: {l.why}" if l.failed else l.why)
        for l in legs) + " |")
    L.append(row("Date", lambda l: l.meta["date"]))
    L.append(row("OS", lambda l: l.meta["os"]))
    L.append(row("GTK (built against / loaded)",
                 lambda l: f"{l.meta['gtk']} / {l.meta.get('gtk_runtime', '?')}"))
    L.append(row("Swift", lambda l: l.meta["swift"]))
    L.append(row("Python / PyGObject", lambda l: f"{l.meta['python']} / {l.meta['pygobject']}"))
    L.append(row("valgrind", lambda l: l.meta.get("valgrind", "?")))
    def runs(l):
        m = l.meta
        merged = m.get("merged")
        if not merged:
            return (f"{m['repeats']} per (implementation, workload, N)"
                    f"{' — quick mode' if m.get('quick') else ''}, seed {m['seed']}")
        text = (f"{merged.get('base_repeats', '?')} per (implementation, workload, N)"
                f"{' — quick mode' if merged.get('base_quick') else ''}, seed {m['seed']} "
                f"({merged.get('base_date', '?')}); re-run: ")
        return text + "; ".join(
            f"{r['date']}: {r['repeats']} per cell of {', '.join(r['workloads'])}"
            f"{' + callgrind' if r.get('callgrind') else ' (callgrind figures kept)'}"
            for r in merged["reruns"])
    L.append(row("Runs", runs))
    L.append(row("Elapsed", lambda l: f"{l.meta.get('elapsed_s', '?')} s"))
    def load(l):
        m = l.meta
        merged = m.get("merged")
        if not merged:
            return f"{m.get('load_start', '?')} → {m.get('load_end', '?')}"
        base = merged.get("base_load") or [None, None]
        text = (f"{base[0]} → {base[1]}" if any(base) else
                merged.get("base_load_note", "not recorded")) + " (the other rows)"
        return text + "".join(f"; {r['load'][0]} → {r['load'][1]} ({r['date']})"
                              for r in merged["reruns"])
    L.append(row("Load average, 1 min (start → end of the run)", load))
    def loads(l):
        runs = [l.meta] + [{"load_start": r["load"][0], "load_end": r["load"][1]}
                           for r in (l.meta.get("merged") or {}).get("reruns", [])]
        return [v or 0 for r in runs for v in (r.get("load_start"), r.get("load_end"))]
    loaded = [l for l in legs if l.data and max(loads(l)) > 1.5]
    if first:
        same = " | same" * (len(legs) - 1)  # one machine, one display setup for every column
        L.append(f"| Machine | {first['nproc']} CPUs, {first['cpu']}, {first['memory']} RAM, "
                 f"Linux {first['kernel']}{same} |")
        L.append(f"| Display | {first['xvfb']}, GSK_RENDERER={first.get('renderer')}, "
                 f"animations off, GTK_A11Y=none{same} |")
    L.append("")
    L.append("The GTK 4.8 column ran on the host (Debian 12). The GTK 4.18 column ran in a "
             "Debian 13 root on the **same machine**, one after the other, with the **same "
             "Swift toolchain** (bind-mounted; `scripts/gtk418-root.sh`, "
             "`scripts/in-trixie.sh`): its GTK, GLib, C compiler, Python and valgrind are "
             "Debian 13's, and its C and Swift programs were built against GTK 4.18 in their "
             "own folders. Compare the columns through the ratios; absolute times move "
             "with the machine's load.\n")
    if loaded:
        L.append(f"**Under load:** on {', '.join(l.name for l in loaded)} the 2 cores were shared "
                 "(1-min load average above 1.5, see the Load row): the times and time ratios "
                 "of those runs are noisy; the callgrind `Ir` ratios are not.\n")
    return L


def write_markdown(path, legs):
    L = ["# GtkListKit end-to-end benchmarks\n",
         "Generated by `Benchmarks/Harness/run.py` (once per GTK) and `Benchmarks/Harness/report.py`. Same "
         "workloads, same window, same seed, implemented three ways: GtkListKit (Swift), plain "
         "C, and Python with PyGObject, each run on GTK 4.8 and on GTK 4.18, **side by side**. "
         "Each figure is the median of the runs, each run a fresh process; *spread* is min–max; "
         "*× C* is the median divided by the C median of the same GTK (lower is better "
         "everywhere).\n"]
    L += meta_markdown(legs)
    L += ["## Targets\n"] + [line + "\n" for line in TABLE_LEGEND]
    L += target_table([(l.name, target_cells(l.runs(), l.cg(), l.diff_rows()) if l.data
                        else None) for l in legs])
    for l in legs:
        for e in (l.data or {}).get("callgrind_errors", []):
            L.append(f"\ncallgrind on {l.name}: {e}")
    L.append("")

    L.append("Implementations:\n")
    notes = {}
    for l in legs:
        for i in (l.data or {}).get("implementations", []):
            notes.setdefault(i["name"], i["note"])
    for name in sorted(notes, key=IMPL_ORDER.index):
        L.append(f"- **{name}** — {notes[name]}")
    for l in legs:
        for s in (l.data or {}).get("skipped", []):
            L.append(f"- **{s['name']}** — skipped on {l.name}: {s['why']}")
    L.append("")

    for wl, _full, _quick, metric, unit, what in WORKLOADS:
        ns = sorted({n for l in legs for p in (l.data or {}).get("plan", [])
                     if p["workload"] == wl for n in p["ns"]})
        if ns:
            L += workload_markdown(legs, wl, ns, metric, unit, what, TARGETS.get(wl),
                                   IMPL_ORDER)
    if any(l.data and l.data.get("diff") is not None for l in legs):
        L += diff_markdown(legs)

    for l in legs:
        if l.data and l.data.get("failures"):
            L.append(f"## Failed runs on {l.name}\n")
            L += [f"- {f['impl']} {f['workload']} n={f['n']} rep {f['rep']}: {f['error']}"
                  for f in l.data["failures"]]
            L.append("")
    L += REPRODUCE
    with open(path, "w") as f:
        f.write("\n".join(L) + "\n")


REPRODUCE = [
    "## Reproduce\n",
    "```sh",
    "sudo apt-get install libgtk-4-dev xvfb python3-gi gir1.2-gtk-4.0 valgrind",
    "make bench                 # as root: GTK 4.8 on the host, then GTK 4.18 in the Debian 13 root",
    "make bench QUICK=1         # 2 runs, fewer N, both GTKs",
    "make bench GTK=4.8         # the host only (no root needed); GTK=4.18: the root only",
    "```\n",
    "`make bench` (`make -C Benchmarks bench`) builds the C baseline and the Swift benchmark "
    "executable for each GTK in its own folders (host: `Baselines/c/build/`, `.build/`; "
    "GTK 4.18: `Baselines/c/build-gtk418/`, `.build-gtk418/`), runs `Benchmarks/Harness/run.py` on "
    "each (`results/gtk-4.8.json`, `results/gtk-4.18.json`), then `Benchmarks/Harness/report.py`. "
    "One implementation by hand, on any X display:\n",
    "```sh",
    "GTK_A11Y=none GSK_RENDERER=cairo Benchmarks/Baselines/c/build/bench-c "
    "--workload first-frame --n 1000000",
    "GTK_A11Y=none GSK_RENDERER=cairo Benchmarks/.build/release/gtklistkit-bench "
    "--workload first-frame --n 1000000",
    "Benchmarks/.build/release/gtklistkit-bench --diff-report   # the diff table",
    "```\n",
    "Raw per-run results of both GTKs: `Benchmarks/results/latest.json` (not committed). "
    "The protocol and the measurement points are in `Benchmarks/README.md`.",
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
    write_markdown(args.out, legs)
    os.makedirs(os.path.dirname(os.path.abspath(args.json)), exist_ok=True)
    with open(args.json, "w") as f:
        json.dump({"generated": datetime.datetime.now(datetime.timezone.utc).isoformat(),
                   "legs": [{"label": l.label, "column": l.name,
                             "status": "ran" if l.data else ("failed" if l.failed else "not run"),
                             "why": l.why, **(l.data or {})} for l in legs]}, f, indent=1)
    print("\n".join(target_table([(l.name, target_cells(l.runs(), l.cg(), l.diff_rows())
                                   if l.data else None) for l in legs])))
    for l in legs:
        if not l.data:
            print(f"report.py: {l.name}: {'FAILED: ' if l.failed else ''}{l.why}",
                  file=sys.stderr)
    print(f"report.py: wrote {os.path.relpath(args.out)} and {os.path.relpath(args.json)}",
          file=sys.stderr)
    return 1 if any(l.failed for l in legs) else 0


if __name__ == "__main__":
    sys.exit(main())
