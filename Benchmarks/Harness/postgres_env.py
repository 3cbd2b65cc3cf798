"""The PostgreSQL server, tables and delay proxy the `*-postgres` workloads need (run.py):
a private server from scripts/postgres.sh when PGPORT is unset (stopped again after the run),
the shared N-row tables made once before the first timed run, and delay_proxy.py (the server
20 ms away each way) for scroll-postgres-latency. Everything goes to the children through
os.environ (harness.child_env copies it)."""
import os
import subprocess
import sys

from plan import HERE
from plan_postgres import POSTGRES, POSTGRES_SHARED_TABLES, PROXY_DELAY_MS, PROXY_WORKLOADS

SCRIPT = os.path.join(os.path.dirname(HERE), "scripts", "postgres.sh")


class PostgresForRun:
    def __init__(self, plan, swift_path):
        self.workloads = {wl: ns for wl, ns, *_ in plan if wl in POSTGRES}
        self.swift = swift_path
        self.data = None
        self.proxy = None

    def start(self):
        """-> an error text, or None when ready (or not needed)."""
        if not self.workloads:
            return None
        if not (os.path.isfile(self.swift) and os.access(self.swift, os.X_OK)):
            return f"`{self.swift}` not built"
        if not os.environ.get("PGPORT"):
            p = subprocess.run(["bash", SCRIPT, "start"], capture_output=True, text=True)
            if p.returncode != 0:
                return f"scripts/postgres.sh start failed: {p.stderr.strip()[-200:]}"
            for line in p.stdout.splitlines():
                if line.startswith("export ") and "=" in line:
                    key, value = line[len("export "):].split("=", 1)
                    os.environ[key] = value.strip("'\"")
            self.data = os.environ.get("GTKLISTKIT_PG_DATA")
            print(f"run.py: PostgreSQL on port {os.environ.get('PGPORT')} ({self.data})",
                  file=sys.stderr)
        for wl in POSTGRES_SHARED_TABLES & set(self.workloads):
            for n in self.workloads[wl]:
                try:
                    p = subprocess.run([self.swift, "--pg-prepare", "--n", str(n)],
                                       capture_output=True, text=True, timeout=900)
                except (OSError, subprocess.SubprocessError) as e:
                    return f"table bench_item_{n}: {e}"
                if p.returncode != 0:
                    return f"table bench_item_{n}: {p.stderr.strip()[-200:]}"
        if PROXY_WORKLOADS & set(self.workloads):
            self.proxy = subprocess.Popen(
                [sys.executable, os.path.join(HERE, "Harness", "delay_proxy.py"), os.environ["PGPORT"],
                 str(PROXY_DELAY_MS)], stdout=subprocess.PIPE, text=True, start_new_session=True)
            port = self.proxy.stdout.readline().strip()
            if not port.isdigit():
                return "delay_proxy.py did not report its port"
            os.environ["GTKLISTKIT_BENCH_PG_PROXY_PORT"] = port
        return None

    def stop(self):
        if self.proxy and self.proxy.poll() is None:
            self.proxy.terminate()
            self.proxy.wait(5)
        if self.data:
            subprocess.run(["bash", SCRIPT, "stop", self.data], capture_output=True)
            self.data = None
