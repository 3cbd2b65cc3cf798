"""Summaries of one run's results per (workload, N) and implementation, and `--merge`: the old
result file's runs of what this run did not measure, kept beside the new ones (run.py)."""

import json
import statistics

from plan import COUNT_KEYS, WORKLOADS


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


def merge_old(path, meta, results, plan, impls, cg, cg_errors, diff, failures):
    """--merge: the old file's runs of what this run did not measure, added to this run's.
    The merged file says which workloads were re-run when (meta["merged"])."""
    try:
        with open(path) as f:
            old = json.load(f)
    except (FileNotFoundError, json.JSONDecodeError):
        return results, plan, impls, cg, cg_errors, diff, failures
    if "runs" not in old:
        return results, plan, impls, cg, cg_errors, diff, failures
    new_keys = {(r["workload"], r["n"], r["impl_key"]) for r in results
                if r.get("rep") != "callgrind"}
    new_cg = {(r["callgrind_key"], r["impl_key"]) for r in results if r.get("rep") == "callgrind"}
    # A callgrind-only run re-measured instructions, not times: it re-ran no workload's rows.
    rerun = {"instruction counts"} if meta.get("callgrind_only") else {wl for wl, *_ in plan}
    if diff is not None:
        rerun.add("diff")
    kept = [r for r in old["runs"] if not (
        (r.get("rep") == "callgrind" and (r.get("callgrind_key"), r.get("impl_key")) in new_cg)
        or (r.get("rep") != "callgrind" and (r.get("workload"), r.get("n"), r.get("impl_key"))
            in new_keys)
        or (r.get("workload") == "diff" and "diff" in rerun))]
    old_cg = {(c["workload"], c["impl"]): c["figure"] for c in old.get("callgrind", [])}
    cg = {**{k: v for k, v in old_cg.items() if k not in new_cg}, **cg}
    metrics = {wl: (m, u, w) for wl, _f, _q, m, u, w in WORKLOADS}
    ns = {}
    for p in old.get("plan", []) + [{"workload": wl, "ns": n} for wl, n, *_ in plan]:
        ns.setdefault(p["workload"], set()).update(p["ns"])
    plan = [(wl, sorted(n), *metrics[wl]) for wl, n in ns.items() if wl in metrics]
    names = {i[0] for i in impls}
    impls = impls + [(i["name"], i["command"], i["note"], None)
                     for i in old.get("implementations", []) if i["name"] not in names]
    if diff is None and old.get("diff") is not None:
        diff = ([r for r in kept if r.get("workload") == "diff"], old["diff"].get("error"))
    failures = failures + [f for f in old.get("failures", [])
                           if (f["workload"], f["n"], f["impl"]) not in new_keys]
    prev = old["meta"].get("merged") or {
        "base_date": old["meta"].get("date"), "base_repeats": old["meta"].get("repeats"),
        "base_quick": old["meta"].get("quick"),
        "base_load": [old["meta"].get("load_start"), old["meta"].get("load_end")],
        "base_commit": old["meta"].get("commit"), "base_elapsed_s": old["meta"].get("elapsed_s"),
        "reruns": []}
    reruns = prev["reruns"] + [{"date": meta["date"], "workloads": sorted(rerun),
                                "repeats": meta.get("repeats"), "callgrind": meta.get("callgrind"),
                                "load": [meta.get("load_start"), meta.get("load_end")],
                                "commit": meta.get("commit"), "elapsed_s": meta.get("elapsed_s")}]
    meta["merged"] = {**prev, "reruns": reruns}
    meta["date"] = f"{prev['base_date']}; re-run " + "; ".join(
        f"{r['date']}: {', '.join(r['workloads'])}" for r in reruns)
    return results + kept, plan, impls, cg, cg_errors, diff, failures
