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
import time

import gi

gi.require_version("Gtk", "4.0")
from gi.repository import Gio, GLib, GObject, Gtk  # noqa: E402

MASK64 = (1 << 64) - 1


class SplitMix64:
    """Same generator as the C and Swift programs, so all jump to / change
    the very same positions for a given seed."""

    def __init__(self, seed):
        self.state = seed & MASK64

    def next(self):
        self.state = (self.state + 0x9E3779B97F4A7C15) & MASK64
        z = self.state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & MASK64
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK64
        return z ^ (z >> 31)

    def unit(self):
        return (self.next() >> 11) * (1.0 / 9007199254740992.0)


def rss_kb():
    with open("/proc/self/status") as f:
        for line in f:
            if line.startswith("VmRSS:"):
                return int(line.split()[1])
    return -1


def now_ns():
    return time.monotonic_ns()


class Bench:
    def __init__(self):
        self.binds = 0
        self.setups = 0
        self.paints = 0
        self.first_frame_ns = 0
        self.store = None
        self.time_binds = False  # scroll-bind only: the timing costs a little
        self.bind_started_ns = 0
        self.bind_total_ns = 0
        self.ctx = GLib.MainContext.default()

    # -- model and view ----------------------------------------------------

    def build_model(self, n, rows=None):
        if rows is None:
            rows = [f"Row {i}" for i in range(n)]
        store = Gio.ListStore.new(Gtk.StringObject)
        # One splice, not n appends: one items-changed signal.
        store.splice(0, 0, [Gtk.StringObject.new(text) for text in rows])
        self.store = store
        return store

    def on_setup(self, factory, item):
        label = Gtk.Label()
        label.set_xalign(0.0)
        item.set_child(label)
        self.setups += 1

    def on_bind(self, factory, item):
        item.get_child().set_text(item.get_item().get_string())
        self.binds += 1

    # Time from GTK starting the "bind" emission (emission hooks run before
    # every handler) to its end (an after-handler): the whole dispatch.
    def bind_hook(self, *args):
        self.bind_started_ns = now_ns()
        return True

    def on_bind_after(self, factory, item):
        self.bind_total_ns += now_ns() - self.bind_started_ns

    def on_after_paint(self, clock):
        self.paints += 1
        # Rows are bound in this frame's layout phase: this paint shows them.
        if self.first_frame_ns == 0 and self.binds > 0:
            self.first_frame_ns = now_ns()

    def build_view(self, model):
        factory = Gtk.SignalListItemFactory()
        factory.connect("setup", self.on_setup)
        factory.connect("bind", self.on_bind)
        if self.time_binds:
            GObject.add_emission_hook(Gtk.SignalListItemFactory, "bind", self.bind_hook)
            factory.connect_after("bind", self.on_bind_after)
        self.selection = Gtk.SingleSelection.new(model)
        self.list = Gtk.ListView.new(self.selection, factory)
        self.scrolled = Gtk.ScrolledWindow()
        self.scrolled.set_policy(Gtk.PolicyType.NEVER, Gtk.PolicyType.AUTOMATIC)
        self.scrolled.set_child(self.list)
        self.window = Gtk.Window(title="bench-python")
        self.window.set_default_size(800, 600)
        self.window.set_child(self.scrolled)
        self.window.present()
        self.window.get_frame_clock().connect("after-paint", self.on_after_paint)

    # -- main loop ---------------------------------------------------------

    def pump_until(self, cond, timeout_s=60):
        deadline = time.monotonic() + timeout_s
        fired = []

        def tick():
            fired.append(True)
            return GLib.SOURCE_REMOVE

        # A wake-up source so the blocking iteration returns at the deadline.
        src = GLib.timeout_add(int(timeout_s * 1000), tick)
        while not cond():
            if fired or time.monotonic() > deadline:
                sys.stderr.write("bench.py: no frame within %d s, giving up\n" % timeout_s)
                sys.exit(3)
            self.ctx.iteration(True)
        if not fired:
            GLib.source_remove(src)

    def wait_frames(self, count):
        target = self.paints + count
        self.pump_until(lambda: self.paints >= target, 30)

    def wait_first_frame(self):
        self.pump_until(lambda: self.first_frame_ns != 0, 120)

    def settle(self, ms):
        """Run the loop `ms` with nothing new to do, so the frame clock's
        pacing is over and the next frame starts at once."""
        done = []
        GLib.timeout_add(ms, lambda: done.append(True) or GLib.SOURCE_REMOVE)
        while not done:
            self.ctx.iteration(True)
        while self.ctx.pending():
            self.ctx.iteration(False)

    def warm_up(self):
        """Same as the C program: load theme, fonts, renderer before t0."""
        w = Gtk.Window()
        w.set_default_size(800, 600)
        w.set_child(Gtk.Label(label="warm-up"))
        w.present()
        clock = w.get_frame_clock()
        hid = clock.connect("after-paint", self.on_after_paint)
        self.wait_frames(1)
        clock.disconnect(hid)
        w.destroy()
        while self.ctx.pending():
            self.ctx.iteration(False)
        self.paints = self.binds = self.setups = 0
        self.first_frame_ns = 0


def pick_positions(rng, n, count):
    seen = set()
    out = []
    while len(out) < count:
        p = rng.next() % n
        if p in seen:
            continue
        seen.add(p)
        out.append(p)
    out.sort()
    return out


def work_first_frame(b, res, args):
    # Generation (the rows' strings) is timed apart and not part of ms.
    g0 = now_ns()
    rows = [f"Row {i}" for i in range(args.n)]
    t0 = now_ns()
    model = b.build_model(args.n, rows)
    t1 = now_ns()
    b.build_view(model)
    b.wait_first_frame()
    res["ms"] = (b.first_frame_ns - t0) / 1e6
    res["gen_ms"] = (t0 - g0) / 1e6
    res["model_ms"] = (t1 - t0) / 1e6
    res["frame_ms"] = (b.first_frame_ns - t1) / 1e6
    res["binds"] = b.binds
    res["setups"] = b.setups


def work_scroll_bind(b, res, args):
    rng = SplitMix64(args.seed)
    b.time_binds = True
    b.build_view(b.build_model(args.n))
    b.wait_first_frame()
    b.settle(50)
    adj = b.scrolled.get_vadjustment()
    # One unmeasured jump, as the C program makes (its first jump rebound no row in GTK 4.8).
    adj.set_value((adj.get_upper() - adj.get_page_size()) / 2)
    b.wait_frames(1)
    b.settle(20)
    binds0, paints0, bind_ns0 = b.binds, b.paints, b.bind_total_ns
    total = 0
    for _ in range(args.jumps):
        target = rng.unit() * (adj.get_upper() - adj.get_page_size())
        t = now_ns()
        adj.set_value(target)
        b.wait_frames(1)
        total += now_ns() - t
        b.settle(20)
    binds = b.binds - binds0
    res["ms"] = total / 1e6
    res["binds"] = binds
    res["ns_per_bind"] = total / binds if binds else 0.0
    res["bind_ns"] = (b.bind_total_ns - bind_ns0) / binds if binds else 0.0
    res["jumps"] = args.jumps
    res["frames"] = b.paints - paints0
    res["setups"] = b.setups


def work_scattered_update(b, res, args):
    rng = SplitMix64(args.seed)
    n = args.n
    b.build_view(b.build_model(n))
    b.wait_first_frame()
    count = max(1, n // 100)
    pos = pick_positions(rng, n, count)
    # The new data exists before the measurement, as it would in an app.
    fresh = {p: f"Changed {p}" for p in pos}
    b.settle(50)

    store = b.store
    binds0 = b.binds
    t0 = now_ns()
    lo, hi = pos[0], pos[-1]
    # StringObject is immutable: splice the whole span once, reusing the
    # unchanged objects (same pointers, so GTK keeps those rows' state).
    span = [
        Gtk.StringObject.new(fresh[i]) if i in fresh else store.get_item(i)
        for i in range(lo, hi + 1)
    ]
    store.splice(lo, len(span), span)
    b.wait_frames(1)
    res["ms"] = (now_ns() - t0) / 1e6
    res["binds"] = b.binds - binds0
    res["changed"] = count
    res["span"] = hi - lo + 1


def work_full_replace(b, res, args):
    n = args.n
    b.build_view(b.build_model(n))
    b.wait_first_frame()
    fresh = [f"Item {i}" for i in range(n)]
    b.settle(50)

    binds0 = b.binds
    t0 = now_ns()
    b.store.splice(0, n, [Gtk.StringObject.new(s) for s in fresh])
    b.wait_frames(1)
    res["ms"] = (now_ns() - t0) / 1e6
    res["binds"] = b.binds - binds0


def work_memory(b, res, args):
    # Present the view empty first, so the "before" reading already has
    # theme, fonts and renderer loaded: the delta is the rows' own cost.
    b.build_view(None)
    b.wait_frames(1)
    b.settle(50)
    before = rss_kb()
    t0 = now_ns()
    b.selection.set_model(b.build_model(args.n))
    b.wait_first_frame()
    res["ms"] = (b.first_frame_ns - t0) / 1e6
    b.settle(50)
    after = rss_kb()
    res["rss_kb"] = after
    res["rss_before_kb"] = before
    res["bytes_per_row"] = (after - before) * 1024.0 / args.n
    res["setups"] = b.setups


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
