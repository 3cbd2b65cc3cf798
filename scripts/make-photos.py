#!/usr/bin/env python3
"""Test photos for issue 44's photo grid (the Photos page, the photo-grid benchmark): N distinct
JPEG files IMG_000000.jpg … of 1 to 4 megapixels in one folder, their mtimes spread over the two
years before 2026-12-01 (a Photos page groups them by month). Not committed: the default folder
is $GTKLISTKIT_PHOTOS, else ~/.cache/gtklistkit/photos.

    python3 scripts/make-photos.py               # 100,000 files
    python3 scripts/make-photos.py -n 2000       # the first 2,000 (tests)
    python3 scripts/make-photos.py -n 10000 --dir /tmp/photos -j 2

Idempotent: files already there are skipped, so a larger N adds to a smaller one's folder and a
run can be interrupted and started again. The pictures are drawn and encoded by a small C
program (scripts/make-photos.c, cairo + gdk-pixbuf: what the GTK headers already bring), compiled
here on first use into the folder's `.bin/`; one process per core, each taking every j-th index.
Prints progress and, at the end, the files, bytes and seconds (JSON with --json).
"""
import argparse
import json
import os
import selectors
import subprocess
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
SOURCE = os.path.join(HERE, "make-photos.c")


def default_dir():
    if os.environ.get("GTKLISTKIT_PHOTOS"):
        return os.environ["GTKLISTKIT_PHOTOS"]
    cache = os.environ.get("XDG_CACHE_HOME") or os.path.expanduser("~/.cache")
    return os.path.join(cache, "gtklistkit", "photos")


def build_generator(folder):
    """The C generator, compiled when missing or older than its source."""
    exe = os.path.join(folder, ".bin", "make-photos")
    if os.path.exists(exe) and os.path.getmtime(exe) >= os.path.getmtime(SOURCE):
        return exe
    os.makedirs(os.path.dirname(exe), exist_ok=True)
    flags = subprocess.run(["pkg-config", "--cflags", "--libs", "gdk-pixbuf-2.0", "cairo"],
                           capture_output=True, text=True)
    if flags.returncode != 0:
        sys.exit("make-photos: pkg-config found no gdk-pixbuf-2.0/cairo "
                 "(bash scripts/setup.sh installs libgtk-4-dev)")
    cmd = ["cc", "-O2", "-o", exe, SOURCE, *flags.stdout.split(), "-lm"]
    p = subprocess.run(cmd, capture_output=True, text=True)
    if p.returncode != 0:
        sys.exit(f"make-photos: compiling the generator failed:\n{p.stderr}")
    return exe


def main():
    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("-n", type=int, default=100_000, help="files (default %(default)s)")
    ap.add_argument("--dir", default=default_dir(), help="folder (default %(default)s)")
    ap.add_argument("-j", "--jobs", type=int, default=os.cpu_count() or 1,
                    help="parallel generators (default: the cores, %(default)s)")
    ap.add_argument("--json", action="store_true", help="print the summary as one JSON line")
    ap.add_argument("-q", "--quiet", action="store_true", help="no progress lines")
    args = ap.parse_args()
    if args.n < 0 or args.jobs < 1:
        sys.exit("make-photos: -n must be ≥ 0 and -j ≥ 1")
    os.makedirs(args.dir, exist_ok=True)
    exe = build_generator(args.dir)

    started = time.monotonic()
    sel = selectors.DefaultSelector()
    procs = []
    for w in range(min(args.jobs, max(args.n, 1))):
        p = subprocess.Popen([exe, args.dir, "0", str(args.n), str(w), str(args.jobs)],
                             stdout=subprocess.PIPE, text=True)
        procs.append(p)
        sel.register(p.stdout, selectors.EVENT_READ)
    made = skipped = made_bytes = total_bytes = 0
    open_streams, last_print = len(procs), 0.0
    while open_streams:
        for key, _ in sel.select(timeout=1):
            line = key.fileobj.readline()
            if not line:
                sel.unregister(key.fileobj)
                open_streams -= 1
                continue
            kind, _index, size = line.split()
            total_bytes += int(size)
            if kind == "made":
                made += 1
                made_bytes += int(size)
            else:
                skipped += 1
        now = time.monotonic()
        if not args.quiet and (now - last_print >= 2 or not open_streams):
            last_print = now
            done = made + skipped
            rate = made / (now - started) if now > started else 0
            left = f", ~{(args.n - done) / rate:.0f} s left" if rate else ""
            print(f"make-photos: {done}/{args.n} ({made} made, {skipped} there), "
                  f"{rate:.0f} files/s{left}", file=sys.stderr, flush=True)
    failed = [p.wait() for p in procs]
    if any(failed):
        sys.exit(f"make-photos: a generator failed (exit codes {failed})")
    elapsed = time.monotonic() - started
    summary = {"dir": args.dir, "files": made + skipped, "made": made, "skipped": skipped,
               "bytes": total_bytes, "bytes_per_file": round(total_bytes / max(made + skipped, 1)),
               "made_s": round(elapsed, 1), "jobs": args.jobs}
    if args.json:
        print(json.dumps(summary))
    else:
        print(f"make-photos: {summary['files']} files in {args.dir} ({made} made in "
              f"{elapsed:.1f} s), {total_bytes / 1e6:.1f} MB, "
              f"{summary['bytes_per_file'] / 1e3:.1f} kB a file")
    return 0


if __name__ == "__main__":
    sys.exit(main())
