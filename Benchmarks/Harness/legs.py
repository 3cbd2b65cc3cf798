"""One GTK's benchmark results as report.py reads them (a column of BENCHMARKS.md), or why
there are none."""

import json
import os

from plan import HERE


def leg_path(label):
    return os.path.join(HERE, "results", f"gtk-{label}.json")


class Leg:
    """One GTK's results (one column), or why there are none."""

    def __init__(self, label, path):
        self.label, self.data, self.why, self.failed = label, None, None, False
        try:
            with open(path) as f:
                data = json.load(f)
        except FileNotFoundError:
            self.why, self.failed = f"no results (`{os.path.relpath(path, HERE)}` missing: " \
                "the run did not finish; see the output of `make bench`)", True
            return
        if "runs" in data:
            self.data = data
        else:  # a stub written with --stub
            self.why, self.failed = data.get("why", "not run"), bool(data.get("failed"))

    @property
    def meta(self):
        return self.data["meta"] if self.data else {}

    @property
    def name(self):
        """Column head: the GTK the run found (major.minor), else the label it was meant for."""
        gtk = self.meta.get("gtk", "")
        return "GTK " + (".".join(gtk.split(".")[:2]) if gtk[:1].isdigit() else self.label)

    def runs(self, timed=True):
        rs = self.data["runs"] if self.data else []
        return [r for r in rs if (r.get("rep") != "callgrind") == timed]

    def cg(self):
        return {(c["workload"], c["impl"]): c["figure"]
                for c in (self.data or {}).get("callgrind", [])}

    def diff_rows(self):
        return [r for r in self.runs() if r.get("workload") == "diff"]

    def summary(self):
        return {(s["workload"], s["n"], s["impl"]): s for s in (self.data or {}).get("summary", [])}
