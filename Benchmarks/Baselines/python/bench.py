#!/usr/bin/python3
"""PyGObject baseline for the GtkListKit end-to-end benchmarks.

The idiomatic Python program: Gio.ListStore of Gtk.StringObject, a
Gtk.SignalListItemFactory with one Gtk.Label per row, Gtk.SingleSelection,
Gtk.ListView in a Gtk.ScrolledWindow. Same protocol as the C baseline
(see Benchmarks/README.md):

    /usr/bin/python3 bench.py --workload NAME --n N [--seed S]

prints exactly one JSON line on stdout and exits 0.
Run it with the system python (/usr/bin/python3): that is the one with gi.
"""
import argparse
import json
import os
import sys

import gi

gi.require_version("Gtk", "4.0")
from gi.repository import Gtk  # noqa: E402

from harness import Bench, rss_kb  # noqa: E402
from workloads import (  # noqa: E402
    work_first_frame, work_full_replace, work_memory, work_scattered_update, work_scroll_bind)


WORKLOADS = {
    "first-frame": work_first_frame,
    "scroll-bind": work_scroll_bind,
    "scattered-update": work_scattered_update,
    "full-replace": work_full_replace,
    "memory": work_memory,
}


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--workload", required=True, choices=sorted(WORKLOADS))
    ap.add_argument("--n", type=int, required=True)
    ap.add_argument("--seed", type=int, default=42)
    ap.add_argument("--jumps", type=int, default=200)
    args = ap.parse_args()
    if args.n <= 0:
        ap.error("--n must be positive")

    Gtk.init()
    b = Bench()
    b.warm_up()
    res = {"impl": "python", "workload": args.workload, "n": args.n, "seed": args.seed}
    WORKLOADS[args.workload](b, res, args)
    res.setdefault("rss_kb", rss_kb())
    for k, v in res.items():
        if isinstance(v, float):
            res[k] = round(v, 3)
    sys.stdout.write(json.dumps(res) + "\n")
    sys.stdout.flush()
    # Skip tearing down a million objects: not part of any workload.
    os._exit(0)


if __name__ == "__main__":
    main()
