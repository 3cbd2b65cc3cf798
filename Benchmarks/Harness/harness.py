"""Running one benchmark process on one GTK: the Xvfb, the environment every program gets,
the one-JSON-line protocol, and what machine and GTK it ran on (run.py drives these)."""
import datetime
import json
import os
import platform
import shutil
import subprocess
import sys
import time

from plan import HERE, SYSTEM_PYTHON


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


def sh(cmd):
    try:
        return subprocess.run(cmd, capture_output=True, text=True, timeout=60,
                              shell=isinstance(cmd, str)).stdout.strip()
    except (OSError, subprocess.SubprocessError):
        return ""


def machine_info():
    """Where and on what this run ran: one column head of the report."""
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
    # The GTK the programs were built against (pkg-config) and the one they load (through gi,
    # same library): the report's columns are labelled by these, read here at run time.
    gtk_runtime = sh([SYSTEM_PYTHON, "-c", "import gi; gi.require_version('Gtk', '4.0'); "
                      "from gi.repository import Gtk as G; print(f'{G.get_major_version()}."
                      "{G.get_minor_version()}.{G.get_micro_version()}')"])
    valgrind = sh(["valgrind", "--version"]) if shutil.which("valgrind") else ""
    return {
        "date": datetime.datetime.now(datetime.timezone.utc).strftime("%Y-%m-%d %H:%M UTC"),
        "nproc": os.cpu_count(),
        "cpu": cpu or platform.processor(),
        "memory": mem,
        "kernel": platform.release(),
        "os": sh(". /etc/os-release 2>/dev/null && echo $PRETTY_NAME"),
        "gtk": sh(["pkg-config", "--modversion", "gtk4"]) or gtk_runtime or "unknown",
        "gtk_runtime": gtk_runtime or "unknown",
        "valgrind": valgrind.replace("valgrind-", "") or "not installed",
        "swift": swift,
        "python": pyver[0] if pyver else "unknown",
        "pygobject": pyver[1] if len(pyver) > 1 else "unknown",
        "xvfb": "Xvfb 1280x1024x24",
        # The code measured: the record names it (a tree with changes says so).
        "commit": (sh(["git", "-C", HERE, "rev-parse", "--short", "HEAD"]) or "unknown")
        + (" (with uncommitted changes)" if sh(["git", "-C", HERE, "status", "--porcelain",
                                                 "--untracked-files=no"]) else ""),
    }
