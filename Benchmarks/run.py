#!/usr/bin/env python3
"""End-to-end GTK benchmark runner for GtkListKit.

Runs every (implementation, workload, N) R times, each in a fresh process on
one shared Xvfb, collects the one JSON line each process prints, and writes
Benchmarks/BENCHMARKS.md and Benchmarks/results/latest.json.

    python3 Benchmarks/run.py            # full: R=5, first-frame at 10k/100k/1M
    python3 Benchmarks/run.py --quick    # R=2, first-frame at 10k/1M

The protocol every implementation follows is in Benchmarks/README.md.
"""
import argparse
import datetime
import json
import os
import platform
import shutil
import signal
import statistics
import subprocess
import sys
import tempfile
import time

from targets import CALLGRIND_PLAN, TABLE_LEGEND, callgrind_figure, fmt, run_callgrind, target_table

HERE = os.path.dirname(os.path.abspath(__file__))
C_BIN = os.path.join(HERE, "Baselines", "c", "build", "bench-c")
PY_BENCH = os.path.join(HERE, "Baselines", "python", "bench.py")
SWIFT_DEFAULT = os.path.join(HERE, ".build", "release", "gtklistkit-bench")
# The system python: the one that has gi (a pyenv python on PATH does not).
SYSTEM_PYTHON = "/usr/bin/python3"

# name -> (command prefix, note, workloads or None for all). Commands are resolved in main()
# so --swift can point elsewhere. Ratios in the per-workload tables are to "c"; the target
# table at the top compares with the variant that does the same work.
def implementations(swift_path):
    return [
        ("c", [C_BIN], "C, custom GListModel over a C array (items made in get_item); "
         "scattered-update: one items-changed over the changed span; full-replace: (0,N,0) + "
         "(0,0,N), old strings freed inside the span", None),
        ("c-same-work", [C_BIN, "--variant", "same-work"], "C doing what GtkListKit does on a "
         "content update: keeps the old array, compares the new one row by row, replaces the "
         "changed strings, relabels the bound rows' GtkLabel directly, no items-changed",
         {"scattered-update"}),
        ("c-keep-old", [C_BIN, "--variant", "keep-old"], "C full replace as `c`, the old 1M "
         "strings freed after the timed span", {"full-replace"}),
        ("c-boxed", [C_BIN, "--rows", "boxed", "--variant", "keep-old"], "C as `c` (full replace "
         "as `c-keep-old`) with each label in a vertical GtkBox carrying the library's row CSS "
         "class: the widgets GtkListKit's rows are made of", {"first-frame", "scroll-bind",
                                                              "full-replace"}),
        ("c-liststore", [C_BIN, "--model", "liststore"], "C, GListStore of GtkStringObject", None),
        ("python", [SYSTEM_PYTHON, PY_BENCH], "PyGObject, Gio.ListStore of Gtk.StringObject", None),
        ("swift", [swift_path], "GtkListKit (Swift): `ListViewManager` + `MemoryStorage` of "
         "`Row` structs, `setItems` for updates (diff + apply); its single selection does not "
         "autoselect, the baselines' GtkSingleSelection autoselects row 0", None),
        ("swift-undiffed", [swift_path, "--variant", "undiffed"], "GtkListKit full replace "
         "through `setItemsWithoutDiffing` (typed, no diff)", {"full-replace"}),
    ]


# workload -> (full Ns, quick Ns, primary metric, unit, what it measures)
WORKLOADS = [
    ("first-frame", [10_000, 100_000, 1_000_000], [10_000, 1_000_000], "ms", "ms",
     "The rows' strings are generated first (`gen_ms`, not part of `ms`); then fill the "
     "model with them (`model_ms`), build the view, present the window; `ms` = fill + until "
     "the end of the first frame that painted bound rows (`frame_ms` = the part after the fill)."),
    ("scroll-bind", [100_000], [100_000], "ns_per_bind", "ns/bind",
     "One unmeasured jump, then 200 seeded random jumps of the vertical adjustment; per jump "
     "from set_value to the end of the next frame (a 20 ms quiet spell between jumps keeps frame pacing out). "
     "ns/bind = summed jump time / binds (the whole frame: layout, snapshot, render). "
     "bind_ns = mean time of one `bind` signal emission (emission hook → after-handler), "
     "i.e. the bind dispatch alone."),
    ("scattered-update", [100_000], [100_000], "ms", "ms",
     "Visible 100k list, 1% of the rows at seeded random positions get new strings; "
     "apply (+ diff) + emit + the next frame."),
    ("full-replace", [1_000_000], [1_000_000], "ms", "ms",
     "Visible 1M list, every row replaced by a new one; apply + emit + the next frame."),
    ("memory", [1_000_000], [1_000_000], "bytes_per_row", "B/row",
     "(VmRSS with 1M rows in the model and a presented view - VmRSS of the same "
     "window presented empty) / N."),
]

# Targets from shared/DESIGN.md, printed beside the tables.
TARGETS = {
    "first-frame": "GtkListKit: 1M rows to first frame ≤ 1.1× C (fill + frame); row widgets "
                   "≤ 205 + headers.",
    "scroll-bind": "GtkListKit: bind dispatch ≤ 1.2× C in instructions per bind (callgrind); "
                   "whole frame per bind ≤ 1.05× C.",
    "scattered-update": "GtkListKit: ≤ 2× c-same-work; ≤ 2 × 205 binds.",
    "full-replace": "GtkListKit: diffing ≤ 3× C, undiffed ≤ 1.2× C (c-keep-old); ≤ 1,000 "
                    "get_item calls during the update.",
    "memory": "GtkListKit: ≤ 1.0× C per row at 1M.",
}

COUNT_KEYS = ["binds", "setups", "get_item", "frames", "span", "bind_emissions"]

# Diff micro-benchmark (`gtklistkit-bench --diff-report`): case -> DESIGN.md target for
# Diff / CollectionDifference.
DIFF_TARGETS = {
    "sparse-100k": ("≤ 0.1", 0.1),
    "differencekit-100k": ("≤ 1/250", 1 / 250),
    "1m-10-random": ("≤ 1", 1.0),
    "1m-10-one-block": ("≤ 1", 1.0),
    "1m-10-blocks": ("≤ 1", 1.0),
}


# --------------------------------------------------------------------- Xvfb

class Xvfb:
    """One Xvfb for the whole run; restarted if it dies."""

    def __init__(self):
        self.proc = None
        self.display = None

    def start(self):
        if not shutil.which("Xvfb"):
            sys.exit("run.py: Xvfb not found (apt-get install xvfb), or pass --display")
        r, w = os.pipe()
        # -displayfd picks a free display and writes its number to the pipe.
        self.proc = subprocess.Popen(
            ["Xvfb", "-displayfd", str(w), "-screen", "0", "1280x1024x24",
             "-nolisten", "tcp", "-noreset"],
            pass_fds=(w,), stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
            start_new_session=True)
        os.close(w)
        buf = b""
        deadline = time.monotonic() + 15
        with os.fdopen(r, "rb", buffering=0) as f:
            while not buf.endswith(b"\n") and time.monotonic() < deadline:
                chunk = f.read(16)
                if not chunk:
                    break
                buf += chunk
        if not buf.strip():
            self.stop()
            sys.exit("run.py: Xvfb did not report a display")
        self.display = ":" + buf.decode().strip()

    def ensure(self):
        if self.proc is None or self.proc.poll() is not None:
            if self.proc is not None:
                print("run.py: Xvfb died, restarting", file=sys.stderr)
            self.start()
        return self.display

    def stop(self):
        if self.proc and self.proc.poll() is None:
            self.proc.terminate()
            try:
                self.proc.wait(5)
            except subprocess.TimeoutExpired:
                self.proc.kill()
        self.proc = None


# ------------------------------------------------------------------ running

def child_env(display, renderer, config_home):
    env = dict(os.environ)
    env.pop("WAYLAND_DISPLAY", None)
    env.update({
        "DISPLAY": display,
        "GDK_BACKEND": "x11",
        # No accessibility bus under Xvfb: without this GTK may wait for one.
        "GTK_A11Y": "none",
        "NO_AT_BRIDGE": "1",
        "GSETTINGS_BACKEND": "memory",
        # settings.ini with animations off: scrollbar fades would otherwise
        # keep the frame clock busy and pace our frames.
        "XDG_CONFIG_HOME": config_home,
    })
    if renderer != "default":
        env["GSK_RENDERER"] = renderer
    return env


def run_one(cmd, workload, n, seed, env, timeout):
    argv = cmd + ["--workload", workload, "--n", str(n), "--seed", str(seed)]
    t = time.monotonic()
    try:
        p = subprocess.run(argv, env=env, capture_output=True, text=True,
                           timeout=timeout, start_new_session=True)
    except subprocess.TimeoutExpired:
        return None, f"timeout after {timeout}s"
    wall = time.monotonic() - t
    lines = [l for l in p.stdout.splitlines() if l.strip().startswith("{")]
    if p.returncode != 0 or len(lines) != 1:
        tail = (p.stderr.strip().splitlines() or [""])[-1][:200]
        return None, f"exit {p.returncode}, {len(lines)} JSON lines; {tail}"
    try:
        res = json.loads(lines[0])
    except json.JSONDecodeError as e:
        return None, f"bad JSON: {e}"
    missing = [k for k in ("impl", "workload", "n", "ms") if k not in res]
    if missing or res["workload"] != workload or int(res["n"]) != n:
        return None, f"protocol mismatch (missing {missing}): {lines[0][:200]}"
    res["process_s"] = round(wall, 3)
    return res, None


def run_diff_report(swift_path, quick, timeout):
    """ModelStorage's Diff vs CollectionDifference, one process, side by side -> rows."""
    argv = [swift_path, "--diff-report"] + (["--quick"] if quick else [])
    try:
        p = subprocess.run(argv, capture_output=True, text=True, timeout=timeout)
    except subprocess.TimeoutExpired:
        return [], f"timeout after {timeout}s"
    if p.returncode != 0:
        return [], f"exit {p.returncode}: {(p.stderr.strip().splitlines() or [''])[-1][:200]}"
    rows = []
    for line in p.stdout.splitlines():
        if line.strip().startswith("{"):
            try:
                rows.append(json.loads(line))
            except json.JSONDecodeError as e:
                return [], f"bad JSON: {e}"
    return rows, None


def median(xs):
    return statistics.median(xs) if xs else None


def summarize(results, impl_names, workload_plan):
    """-> {(workload, n): {impl: summary}}"""
    out = {}
    for wl, ns, metric, *_ in workload_plan:
        for n in ns:
            row = {}
            for impl in impl_names:
                rs = [r for r in results if r["impl_key"] == impl and r["workload"] == wl
                      and r["n"] == n]
                vals = [r[metric] for r in rs if r.get(metric) is not None]
                if not vals:
                    continue
                s = {"runs": len(vals), "median": median(vals), "min": min(vals),
                     "max": max(vals)}
                for k in COUNT_KEYS + ["ms", "ns_per_bind", "bind_ns", "rss_kb",
                                       "bytes_per_row", "model_ms", "gen_ms", "frame_ms"]:
                    v = [r[k] for r in rs if r.get(k) is not None]
                    if v and k != metric:
                        s[k] = median(v)
                row[impl] = s
            out[(wl, n)] = row
    return out


# ------------------------------------------------------------------ report

def sh(cmd):
    try:
        return subprocess.run(cmd, capture_output=True, text=True, timeout=60,
                              shell=isinstance(cmd, str)).stdout.strip()
    except (OSError, subprocess.SubprocessError):
        return ""


def machine_info():
    cpu = ""
    try:
        with open("/proc/cpuinfo") as f:
            for line in f:
                if line.startswith("model name"):
                    cpu = line.split(":", 1)[1].strip()
                    break
    except OSError:
        pass
    mem = ""
    try:
        with open("/proc/meminfo") as f:
            kb = int(f.readline().split()[1])
            mem = f"{kb / 1024 / 1024:.1f} GiB"
    except (OSError, ValueError, IndexError):
        pass
    swift = sh(["swift", "--version"]) if shutil.which("swift") else ""
    swift = next((l for l in swift.splitlines() if "version" in l.lower()), "not installed")
    pyver = sh([SYSTEM_PYTHON, "-c",
                "import sys, gi; print(sys.version.split()[0], gi.__version__)"]).split()
    return {
        "date": datetime.datetime.now(datetime.timezone.utc).strftime("%Y-%m-%d %H:%M UTC"),
        "nproc": os.cpu_count(),
        "cpu": cpu or platform.processor(),
        "memory": mem,
        "kernel": platform.release(),
        "os": sh(". /etc/os-release 2>/dev/null && echo $PRETTY_NAME"),
        "gtk": sh(["pkg-config", "--modversion", "gtk4"]) or "unknown",
        "swift": swift,
        "python": pyver[0] if pyver else "unknown",
        "pygobject": pyver[1] if len(pyver) > 1 else "unknown",
        "xvfb": "Xvfb 1280x1024x24",
    }


def diff_markdown(rows, err):
    L = ["## diff\n",
         "ModelStorage's `Diff.changes(from:to:)` (identity + content, moves) beside Swift's "
         "`CollectionDifference` on the same identifiers "
         "(`newIDs.difference(from: oldIDs).inferringMoves()`), one process "
         "(`gtklistkit-bench --diff-report`), median wall time of repeated runs after a warm-up. "
         "Inputs are seeded (splitmix64); `~` updates are content changes only `Diff` sees. "
         "Every result is applied to the old list and checked against the new one (the report "
         "fails otherwise). Blocks are consecutive rows; `deepdiff-*` are DeepDiff-style "
         "shapes. Mallocs and peak memory: `swift package benchmark --target DiffBenchmarks` "
         "(ordo-one/benchmark) in `Benchmarks/`.\n",
         "Target: Diff / CollectionDifference ≤ 0.1 at 100k with 1% changes + moves; ≤ 1/250 "
         "in DifferenceKit's case; ≤ 1 at 1M with 10 changes, random and in blocks.\n"]
    if err:
        L.append(f"Not run: {err}\n")
        return L
    by_case = {}
    for r in rows:
        by_case.setdefault(r["case"], {})[r["impl"]] = r
    L.append("| case | N | changes | swift (Diff) ms | collectiondifference ms | ratio Diff/CD | target |")
    L.append("|---|---:|---|---:|---:|---:|---|")
    for case, impls in by_case.items():
        d, cd = impls.get("swift"), impls.get("collectiondifference")
        if not d:
            continue
        cd_ms = cd.get("ms") if cd else None
        ratio = d["ms"] / cd_ms if cd_ms else None
        target = DIFF_TARGETS.get(case)
        verdict = "–"
        if target and ratio is not None:
            verdict = f"{target[0]} {'met' if ratio <= target[1] else 'MISSED'}"
        L.append(f"| {case} | {d['n']:,} | {d.get('summary', '')}; Diff: {d.get('counts', '')} | "
                 f"{fmt(d['ms'])} | {fmt(cd_ms) if cd_ms else (cd or {}).get('skipped', '–')} | "
                 f"{f'{ratio:.4f}' if ratio is not None else '–'} | {verdict} |")
    L.append("")
    return L


def targets_markdown(results, cg, cg_errors, diff):
    L = ["## Targets\n"] + [line + "\n" for line in TABLE_LEGEND]
    L += target_table(results, cg, diff[0] if diff else [])
    for e in cg_errors:
        L.append(f"\ncallgrind: {e}")
    L.append("")
    return L


def write_markdown(path, meta, summary, plan, impls, skipped, failures, args, diff=None,
                   targets=None):
    L = []
    L.append("# GtkListKit end-to-end benchmarks\n")
    L.append("Generated by `Benchmarks/run.py`. Same workloads, same window, same seed, "
             "implemented three ways: GtkListKit (Swift), plain C, and Python with PyGObject. "
             "Each figure is the median of the runs, each run a fresh process; "
             "*spread* is min–max; *× C* is the median divided by the C median "
             "(lower is better everywhere).\n")
    L.append("| | |\n|---|---|")
    L.append(f"| Date | {meta['date']} |")
    L.append(f"| Machine | {meta['nproc']} CPUs, {meta['cpu']}, {meta['memory']} RAM |")
    L.append(f"| OS | {meta['os']}, Linux {meta['kernel']} |")
    L.append(f"| GTK | {meta['gtk']} (pkg-config gtk4) |")
    L.append(f"| Swift | {meta['swift']} |")
    L.append(f"| Python / PyGObject | {meta['python']} / {meta['pygobject']} |")
    L.append(f"| Display | {meta['xvfb']}, GSK_RENDERER={args.renderer}, animations off, "
             "GTK_A11Y=none |")
    L.append(f"| Runs | {args.repeats} per (implementation, workload, N)"
             f"{' — quick mode' if args.quick else ''}, seed {args.seed} |")
    L.append("")
    L += targets or []
    L.append("Implementations:\n")
    for name, _cmd, note, _w in impls:
        L.append(f"- **{name}** — {note}")
    for name, why in skipped:
        L.append(f"- **{name}** — skipped: {why}")
    L.append("")

    for wl, ns, metric, unit, what in plan:
        L.append(f"## {wl}\n")
        L.append(what + "\n")
        if wl in TARGETS:
            L.append(f"Target: {TARGETS[wl]}\n")
        cols = ["ms"] if metric != "ms" else []
        if wl == "first-frame":
            cols += ["gen_ms", "model_ms", "frame_ms", "setups", "binds", "get_item"]
        elif wl == "scroll-bind":
            cols = ["bind_ns", "bind_ns × C", "binds", "bind_emissions", "frames", "ms"]
        elif wl in ("scattered-update", "full-replace"):
            cols += ["binds", "get_item"]
        elif wl == "memory":
            cols = ["rss_kb", "setups"]
        header = ["impl"] + (["N"] if len(ns) > 1 else []) + \
            [f"median {unit}", "spread", "× C"] + cols + ["runs"]
        L.append("| " + " | ".join(header) + " |")
        L.append("|" + "|".join(["---"] + ["---:"] * (len(header) - 1)) + "|")
        for n in ns:
            row = summary.get((wl, n), {})
            c = row.get("c")
            for name, _cmd, _note, _w in impls:
                s = row.get(name)
                if not s:
                    continue
                ratio = (f"{s['median'] / c['median']:.2f}×"
                         if c and c["median"] else "–")
                cells = [name] + ([f"{n:,}"] if len(ns) > 1 else []) + [
                    fmt(s["median"]), f"{fmt(s['min'])}–{fmt(s['max'])}", ratio]
                for k in cols:
                    if k.endswith(" × C"):
                        base = k[:-4]
                        cells.append(f"{s[base] / c[base]:.2f}×" if c and c.get(base)
                                     and s.get(base) is not None else "–")
                    else:
                        cells.append(fmt(s.get(k)))
                cells.append(str(s["runs"]))
                L.append("| " + " | ".join(cells) + " |")
        if len(ns) == 1:
            L.append(f"\nN = {ns[0]:,}.")
        L.append("")

    if diff is not None:
        L += diff_markdown(*diff)

    if failures:
        L.append("## Failed runs\n")
        for f in failures:
            L.append(f"- {f['impl']} {f['workload']} n={f['n']} rep {f['rep']}: {f['error']}")
        L.append("")

    L.append("## Reproduce\n")
    L.append("```sh")
    L.append("sudo apt-get install libgtk-4-dev xvfb python3-gi gir1.2-gtk-4.0")
    L.append("make -C Benchmarks bench            # full run, ~3 min for C + Python")
    L.append("make -C Benchmarks bench QUICK=1    # 2 runs, fewer N")
    L.append("```\n")
    L.append("`make bench` builds the C baseline (and the Swift benchmark executable when "
             "`Benchmarks/Package.swift` provides it), then runs `Benchmarks/run.py`. "
             "One implementation by hand, on any X display:\n")
    L.append("```sh")
    L.append("GTK_A11Y=none GSK_RENDERER=cairo Benchmarks/Baselines/c/build/bench-c "
             "--workload first-frame --n 1000000")
    L.append("GTK_A11Y=none GSK_RENDERER=cairo Benchmarks/.build/release/gtklistkit-bench "
             "--workload first-frame --n 1000000")
    L.append("Benchmarks/.build/release/gtklistkit-bench --diff-report   # the diff table")
    L.append("```\n")
    L.append("Raw per-run results: `Benchmarks/results/latest.json` (not committed). "
             "The protocol and the measurement points are in `Benchmarks/README.md`.")
    with open(path, "w") as f:
        f.write("\n".join(L) + "\n")


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
    ap.add_argument("--renderer", default="cairo", choices=["cairo", "gl", "ngl", "default"],
                    help="GSK_RENDERER for every implementation (default cairo: "
                         "software GL under Xvfb adds noise, not list work)")
    ap.add_argument("--display", help="use this X display instead of starting Xvfb")
    ap.add_argument("--no-callgrind", action="store_true",
                    help="skip the callgrind instruction counts of the target table")
    ap.add_argument("--timeout", type=int, default=300, help="seconds per process")
    ap.add_argument("--out", default=os.path.join(HERE, "BENCHMARKS.md"))
    ap.add_argument("--json", default=os.path.join(HERE, "results", "latest.json"))
    args = ap.parse_args()
    if args.repeats is None:
        args.repeats = 2 if args.quick else 5

    plan = [(wl, quick if args.quick else full, metric, unit, what)
            for wl, full, quick, metric, unit, what in WORKLOADS
            if not args.workload or wl in args.workload]
    want_diff = not args.workload or "diff" in args.workload
    if not plan and not want_diff:
        sys.exit("run.py: no workload selected")

    impls, skipped = [], []
    for name, cmd, note, only in implementations(args.swift):
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
    if not impls and not want_diff:
        sys.exit("run.py: nothing to run (build the C baseline: make -C Benchmarks/Baselines/c)")

    config_home = tempfile.mkdtemp(prefix="gtklistkit-bench-")
    os.makedirs(os.path.join(config_home, "gtk-4.0"))
    with open(os.path.join(config_home, "gtk-4.0", "settings.ini"), "w") as f:
        f.write("[Settings]\ngtk-enable-animations=0\n")

    xvfb = None if args.display else Xvfb()
    results, failures = [], []

    def cleanup(*_):
        if xvfb:
            xvfb.stop()
        shutil.rmtree(config_home, ignore_errors=True)

    signal.signal(signal.SIGTERM, lambda *a: (cleanup(), sys.exit(143)))
    meta = machine_info()
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
    meta["renderer"] = args.renderer
    meta["repeats"] = args.repeats
    meta["quick"] = args.quick
    meta["seed"] = args.seed
    os.makedirs(os.path.dirname(args.json), exist_ok=True)
    with open(args.json, "w") as f:
        json.dump({
            "meta": meta,
            "implementations": [{"name": n, "command": c, "note": t} for n, c, t, _w in impls],
            "callgrind": [{"workload": wl, "impl": i, "figure": v} for (wl, i), v in cg.items()],
            "skipped": [{"name": n, "why": w} for n, w in skipped],
            "summary": [{"workload": wl, "n": n, "impl": impl, **s}
                        for (wl, n), row in summary.items() for impl, s in row.items()],
            "runs": results,
            "failures": failures,
        }, f, indent=1)
    targets = targets_markdown(timed, cg, cg_errors, diff)
    write_markdown(args.out, meta, summary, plan, impls, skipped, failures, args, diff, targets)
    print("\n".join(targets))
    print(f"run.py: wrote {os.path.relpath(args.out)} and {os.path.relpath(args.json)} "
          f"({meta['elapsed_s']} s, {len(failures)} failed runs)", file=sys.stderr)
    return 1 if failures and not results else 0


if __name__ == "__main__":
    sys.exit(main())
