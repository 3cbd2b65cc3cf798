"""The PyGObject baseline's harness: the seeded generator shared with C and Swift, clocks, RSS,
and the window, model and factory every workload uses (bench.py)."""
import os
import time

import gi

gi.require_version("Gtk", "4.0")
from gi.repository import Gio, GLib, GObject, Gtk  # noqa: E402,F401

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
