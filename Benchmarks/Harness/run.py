#!/usr/bin/env python3
"""End-to-end GTK benchmark runner for GtkListKit, on the GTK it finds (one column of the report).

Runs every (implementation, workload, N) R times, each in a fresh process on one shared Xvfb,
collects the one JSON line each process prints, runs a few once more under callgrind and the
Swift diff report, and writes all of it with the GTK version (read now, from pkg-config) to one
JSON file. report.py renders BENCHMARKS.md from the files of every GTK; `make bench` runs this
on the host (GTK 4.8) and in the Debian 13 root (GTK 4.18), then report.py.

    python3 Benchmarks/Harness/run.py            # full: R=5, first-frame at 10k/100k/1M
    python3 Benchmarks/Harness/run.py --quick    # R=2, first-frame at 10k/1M
    python3 Benchmarks/Harness/report.py         # BENCHMARKS.md from results/gtk-*.json

The protocol every implementation follows is in Benchmarks/README.md.
"""
import argparse
import json
import os
import signal
import sys
import shutil
import tempfile
import time

from callgrind import CALLGRIND_PLAN, callgrind_figure, run_callgrind
from harness import Xvfb, child_env, machine_info, run_diff_report, run_one, sh
from plan import COUNT_KEYS, HERE, SYSTEM_PYTHON, WORKLOADS, implementations
from plan_photos import PHOTOS, PhotosForRun, swift_photo_grid_written
from postgres_env import PostgresForRun
from summary import merge_old, summarize
from targets import target_cells, target_table

C_DEFAULT = os.path.join(HERE, "Baselines", "c", "build", "bench-c")
SWIFT_DEFAULT = os.path.join(HERE, ".build", "release", "gtklistkit-bench")


# --------------------------------------------------------------------- main

def main():
    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--quick", action="store_true", help="2 runs, fewer N")
    ap.add_argument("--repeats", "-r", type=int, help="runs per cell (default 5, quick 2)")
    ap.add_argument("--seed", type=int, default=42)
    ap.add_argument("--impl", action="append",
                    help="only these implementations (repeatable)")
    ap.add_argument("--workload", action="append", help="only these workloads (repeatable)")
    ap.add_argument("--swift", default=os.environ.get("SWIFT_IMPL", SWIFT_DEFAULT),
                    help="GtkListKit benchmark executable (default %(default)s)")
    ap.add_argument("--c", default=C_DEFAULT,
                    help="C baseline executable (default %(default)s)")
    ap.add_argument("--renderer", default="cairo", choices=["cairo", "gl", "ngl", "default"],
                    help="GSK_RENDERER for every implementation (default cairo: "
                         "software GL under Xvfb adds noise, not list work)")
    ap.add_argument("--display", help="use this X display instead of starting Xvfb")
    ap.add_argument("--no-callgrind", action="store_true",
                    help="skip the callgrind instruction counts of the target table")
    ap.add_argument("--timeout", type=int, default=300, help="seconds per process")
    ap.add_argument("--json", help="results file (default results/gtk-MAJOR.MINOR.json, "
                    "the GTK from pkg-config; report.py reads these)")
    ap.add_argument("--merge", action="store_true",
                    help="keep the results already in the --json file for every (workload, N, "
                    "implementation) and callgrind figure this run did not measure, so a "
                    "narrower run (--workload/--impl) updates its rows only")
    ap.add_argument("--callgrind-only", action="store_true",
                    help="only the callgrind instruction counts, merged into the --json file's "
                    "timed runs (implies --merge; the timed runs are left as they are)")
    args = ap.parse_args()
    if args.callgrind_only:
        args.repeats, args.merge, args.no_callgrind = 0, True, False
    if args.repeats is None:
        args.repeats = 2 if args.quick else 5

    plan = [(wl, quick if args.quick else full, metric, unit, what)
            for wl, full, quick, metric, unit, what in WORKLOADS
            if not args.workload or wl in args.workload]
    want_diff = not args.callgrind_only and (not args.workload or "diff" in args.workload)
    if not plan and not want_diff:
        sys.exit("run.py: no workload selected")

    impls, skipped = [], []
    for name, cmd, note, only in implementations(args.c, args.swift):
        if args.impl and name not in args.impl:
            continue
        if only and not any(wl in only for wl, *_ in plan):
            continue
        exe = cmd[0]
        if not (os.path.isfile(exe) and os.access(exe, os.X_OK)):
            why = f"`{os.path.relpath(exe, HERE) if exe.startswith(HERE) else exe}` not built"
            skipped.append((name, why))
            print(f"run.py: skipping {name}: {why}", file=sys.stderr)
            continue
        if name == "python" and sh([SYSTEM_PYTHON, "-c", "import gi; print('ok')"]) != "ok":
            skipped.append((name, f"{SYSTEM_PYTHON} cannot import gi"))
            continue
        impls.append((name, cmd, note, only))
    if any(wl in PHOTOS for wl, *_ in plan) and not swift_photo_grid_written():
        skipped.append(("swift photo-grid", "not written yet: Sources/GtkListKitBench/"
                        "PhotoGrid.swift is a TODO (issue 44)"))
    if not impls and not want_diff:
        sys.exit("run.py: nothing to run (build the C baseline: make -C Benchmarks/Baselines/c)")

    config_home = tempfile.mkdtemp(prefix="gtklistkit-bench-")
    os.makedirs(os.path.join(config_home, "gtk-4.0"))
    with open(os.path.join(config_home, "gtk-4.0", "settings.ini"), "w") as f:
        f.write("[Settings]\ngtk-enable-animations=0\n")

    # The *-postgres workloads: a server (started here when PGPORT is unset), their tables, the
    # delay proxy. Without them those workloads are left out, the rest runs.
    postgres = PostgresForRun(plan, args.swift)
    pg_error = postgres.start()
    if pg_error:
        print(f"run.py: skipping the PostgreSQL workloads: {pg_error}", file=sys.stderr)
        plan = [p for p in plan if p[0] not in postgres.workloads]
    # The photo-grid workloads: the photos (made once by scripts/make-photos.py, then kept).
    photos_error = PhotosForRun(plan).start()
    if photos_error:
        print(f"run.py: skipping the photo-grid workloads: {photos_error}", file=sys.stderr)
        plan = [p for p in plan if p[0] not in PHOTOS]
    xvfb = None if args.display else Xvfb()
    results, failures = [], []

    def cleanup(*_):
        postgres.stop()
        if xvfb:
            xvfb.stop()
        shutil.rmtree(config_home, ignore_errors=True)

    signal.signal(signal.SIGTERM, lambda *a: (cleanup(), sys.exit(143)))
    meta = machine_info()
    meta["load_start"] = round(os.getloadavg()[0], 2)
    def runs_here(impl, wl):
        return not impl[3] or wl in impl[3]
    total = args.repeats * sum(len(p[1]) for p in plan for i in impls if runs_here(i, p[0]))
    cg, cg_errors = {}, []
    done = 0
    started = time.monotonic()
    try:
        # Repeats on the outside and implementations innermost, so slow drift
        # of the machine hits every implementation alike.
        for rep in range(args.repeats):
            for wl, ns, metric, _unit, _what in plan:
                for n in ns:
                    for name, cmd, _note, only in impls:
                        if only and wl not in only:
                            continue
                        display = args.display or xvfb.ensure()
                        env = child_env(display, args.renderer, config_home)
                        res, err = run_one(cmd, wl, n, args.seed, env, args.timeout)
                        if err and xvfb and xvfb.proc.poll() is not None:
                            # The X server died under us: once more on a fresh one.
                            env = child_env(xvfb.ensure(), args.renderer, config_home)
                            res, err = run_one(cmd, wl, n, args.seed, env, args.timeout)
                        done += 1
                        if err:
                            failures.append({"impl": name, "workload": wl, "n": n,
                                             "rep": rep, "error": err})
                            print(f"[{done}/{total}] {name:12} {wl:17} n={n:<8} FAILED: {err}",
                                  file=sys.stderr)
                            continue
                        res["impl_key"] = name
                        res["rep"] = rep
                        results.append(res)
                        print(f"[{done}/{total}] {name:12} {wl:17} n={n:<8} "
                              f"{metric}={res.get(metric)}", file=sys.stderr)
        # Instruction counts (one run each, under callgrind): bind dispatch and updates.
        by_name = {i[0]: i for i in impls}
        for key, wl, n, names, extra in ([] if args.no_callgrind else CALLGRIND_PLAN):
            if not any(p[0] == wl for p in plan):
                continue
            for name in names:
                if name not in by_name:
                    continue
                env = child_env(args.display or xvfb.ensure(), args.renderer, config_home)
                ir, res = run_callgrind(by_name[name][1], wl, n, args.seed, extra, env,
                                        max(args.timeout, 900))
                if ir is None:
                    cg_errors.append(f"{name} {key}: {res}")
                    print(f"callgrind {name:14} {key:17} FAILED: {res}", file=sys.stderr)
                    continue
                cg[(key, name)] = callgrind_figure(key, ir, res)
                results.append(dict(res, impl_key=name, rep="callgrind", instructions=ir,
                                    callgrind_figure=cg[(key, name)], callgrind_key=key))
                print(f"callgrind {name:14} {key:17} Ir={ir:,} figure={cg[(key, name)]:,.0f}",
                      file=sys.stderr)
    except KeyboardInterrupt:
        print("run.py: interrupted, writing what ran", file=sys.stderr)
    finally:
        cleanup()

    diff = None
    swift_built = any(i[0] == "swift" for i in impls)
    if want_diff and swift_built:
        print("run.py: diff report (gtklistkit-bench --diff-report)", file=sys.stderr)
        diff_rows, diff_err = run_diff_report(args.swift, args.quick, max(args.timeout, 600))
        diff = (diff_rows, diff_err)
        results += [dict(r, impl_key=r["impl"], rep=0) for r in diff_rows]
    elif want_diff:
        diff = ([], "the Swift benchmark executable is not built")

    timed = [r for r in results if r.get("rep") != "callgrind"]
    summary = summarize(timed, [i[0] for i in impls], plan)
    meta["elapsed_s"] = round(time.monotonic() - started, 1)
    meta["load_end"] = round(os.getloadavg()[0], 2)
    meta["callgrind"] = not args.no_callgrind
    meta["callgrind_only"] = args.callgrind_only
    meta["renderer"] = args.renderer
    meta["repeats"] = args.repeats
    meta["quick"] = args.quick
    meta["seed"] = args.seed
    if not args.json:
        minor = ".".join(meta["gtk"].split(".")[:2])
        args.json = os.path.join(HERE, "results", f"gtk-{minor}.json")
    os.makedirs(os.path.dirname(os.path.abspath(args.json)), exist_ok=True)
    if args.merge:
        results, plan, impls, cg, cg_errors, diff, failures = merge_old(
            args.json, meta, results, plan, impls, cg, cg_errors, diff, failures)
        timed = [r for r in results if r.get("rep") != "callgrind"]
        summary = summarize(timed, [i[0] for i in impls], plan)
    with open(args.json, "w") as f:
        json.dump({
            "meta": meta,
            "implementations": [{"name": n, "command": c, "note": t} for n, c, t, _w in impls],
            "plan": [{"workload": wl, "ns": ns} for wl, ns, *_ in plan],
            "callgrind": [{"workload": wl, "impl": i, "figure": v} for (wl, i), v in cg.items()],
            "callgrind_errors": cg_errors,
            # None: the diff report was not asked for; else its rows are in "runs".
            "diff": None if diff is None else {"error": diff[1]},
            "skipped": [{"name": n, "why": w} for n, w in skipped],
            "summary": [{"workload": wl, "n": n, "impl": impl, **s}
                        for (wl, n), row in summary.items() for impl, s in row.items()],
            "runs": results,
            "failures": failures,
        }, f, indent=1)
    cells = target_cells(timed, cg, diff[0] if diff else [])
    print("\n".join(target_table([(f"GTK {meta['gtk']}", cells)])))
    print(f"run.py: wrote {os.path.relpath(args.json)} "
          f"({meta['elapsed_s']} s, {len(failures)} failed runs)", file=sys.stderr)
    return 1 if failures and not results else 0


if __name__ == "__main__":
    sys.exit(main())
