"""The PyGObject baseline's workloads, one function each (bench.py, Benchmarks/README.md)."""
import time

import gi

gi.require_version("Gtk", "4.0")
from gi.repository import Gio, GLib, GObject, Gtk  # noqa: E402,F401

from harness import SplitMix64, now_ns, rss_kb  # noqa: E402


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
