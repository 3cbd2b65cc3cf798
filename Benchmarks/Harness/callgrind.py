"""Instruction counts: the few programs run.py runs once more under callgrind, and the figure
each gives (see "Instruction counts" in Benchmarks/README.md)."""
import glob
import json
import os
import shutil
import subprocess
import tempfile


# (key, workload, N, impls, extra args): what runs under callgrind. Scroll-bind runs few jumps
# (callgrind is ~50x slower). Under "scroll-bind" the instructions are counted between the
# emission hook and the after-handler of every `bind` emission (both programs toggle collection
# there) and divided by the emissions; under "scroll-frames" they are counted over each whole
# jump (set_value to the end of the next frame) and divided by the binds. Updates count the
# timed span (apply + emit + the next frame; warm: the second update only).
CALLGRIND_PLAN = [
    ("scroll-bind", "scroll-bind", 100_000, ["c", "swift"], ["--jumps", "10"]),
    ("scroll-frames", "scroll-bind", 100_000, ["c", "c-boxed", "swift"],
     ["--jumps", "10", "--callgrind-frames"]),
    ("scattered-update", "scattered-update", 100_000, ["c-same-work", "c", "swift"], []),
    ("scattered-update-warm", "scattered-update-warm", 100_000, ["c-same-work", "c", "swift"],
     []),
    ("full-replace", "full-replace", 1_000_000,
     ["c", "c-keep-old", "c-boxed", "swift", "swift-undiffed"], []),
    ("first-frame", "first-frame", 1_000_000, ["c", "c-model-after", "c-boxed", "swift"], []),
    # The main thread only: the window opens in this span, and GTK's own start-up threads
    # (fontconfig's, the icon theme's: 85M instructions) finish in it or before it by chance.
    ("first-frame-grdb", "first-frame-grdb", 1_000_000, ["swift-grdb-memory", "swift-grdb-paged"],
     []),
    ("table-first-frame", "table-first-frame", 1_000_000,
     ["c", "c-model-after", "swift", "swift-a11y-label"], []),
    # 100k rows: the library's 1M sort runs ~40 s natively today (hours under callgrind).
    ("table-sort-memory", "table-sort-memory", 100_000,
     ["c", "c-sortmodel-numeric", "c-sortmodel-custom", "swift"], []),
    ("tree-expand-10k", "tree-expand-10k", 10_000, ["c", "c-liststore", "swift"], []),
    # The database rows count every thread: the library reads off the main thread what C
    # reads on it (--callgrind-threads; a toggle counts only the thread that toggles). The
    # window is open and settled before these spans, so GTK's start-up threads are done.
    ("table-sort-sqlite", "table-sort-sqlite", 1_000_000, ["c", "swift"], ["--callgrind-threads"]),
    # Issue 45: the filter and the sorted insert (the span: the change until its frame).
    ("table-filter-memory", "table-filter-memory", 1_000_000, ["c", "c-one-emission", "swift"],
     []),
    ("table-insert-sorted", "table-insert-sorted", 1_000_000, ["c", "swift"], []),
    ("table-filter-sqlite", "table-filter-sqlite", 1_000_000, ["c", "swift"], ["--callgrind-threads"]),
]


def run_callgrind(cmd, workload, n, seed, extra, env, timeout):
    """-> (instructions, result dict) or (None, error)."""
    if not shutil.which("valgrind"):
        return None, "valgrind not installed"
    out = tempfile.mkdtemp(prefix="gtklistkit-cg-")
    # valgrind 3.19 cannot read the DWARF 5 that Swift's toolchain writes ("unhandled dwarf2
    # abbrev form"): run a copy without debug info (the symbol table stays). The collection is
    # toggled by client requests, so no debug info is needed.
    exe = os.path.join(out, os.path.basename(cmd[0]))
    if subprocess.run(["strip", "--strip-debug", "-o", exe, cmd[0]]).returncode != 0:
        exe = cmd[0]
    # --callgrind-threads: collection stays on; the program zeroes every thread's counts at the
    # span's start and dumps them at its end (cg.PID.1, ...); the final dump (cg.PID) is after it.
    threads = "--callgrind-threads" in extra
    argv = ["valgrind", "--tool=callgrind", f"--collect-atstart={'yes' if threads else 'no'}",
            f"--callgrind-out-file={out}/cg.%p", exe] + cmd[1:] + [
        "--workload", workload, "--n", str(n), "--seed", str(seed)] + (
        [] if threads else ["--callgrind"]) + extra
    try:
        p = subprocess.run(argv, env=env, capture_output=True, text=True, timeout=timeout,
                           start_new_session=True)
        lines = [l for l in p.stdout.splitlines() if l.strip().startswith("{")]
        if p.returncode != 0 or len(lines) != 1:
            tail = (p.stderr.strip().splitlines() or [""])[-1][:200]
            return None, f"exit {p.returncode}; {tail}"
        total = 0
        for path in glob.glob(os.path.join(out, "cg.*.*" if threads else "cg.*")):
            with open(path) as f:
                for line in f:
                    if line.startswith("totals:"):
                        total += int(line.split()[1])
        return total, json.loads(lines[0])
    except subprocess.TimeoutExpired:
        return None, f"timeout after {timeout}s"
    finally:
        shutil.rmtree(out, ignore_errors=True)


def callgrind_figure(key, instructions, res):
    """Instructions of the measured part: per bind emission for scroll-bind, per bind for
    scroll-frames, else the span."""
    if key == "scroll-bind":
        emissions = res.get("bind_emissions") or res.get("binds") or 0
        return instructions / emissions if emissions else None
    if key == "scroll-frames":
        binds = res.get("binds") or 0
        return instructions / binds if binds else None
    return float(instructions)
