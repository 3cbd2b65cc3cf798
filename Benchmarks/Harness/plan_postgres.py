"""The PostgreSQL workloads of the end-to-end benchmarks (plan.py imports them; issue 43: a live
table on a shared server). Swift only: there is no fair C program of a live PostgreSQL list, so
each is compared with GtkListKit over storage the person would otherwise have (SQLite, memory),
or with an absolute target. Swift: Sources/GtkListKitBench/Postgres*.swift. They need a server:
run.py starts a private one (scripts/postgres.sh) when PGPORT is unset, and the delay proxy
(delay_proxy.py) for scroll-postgres-latency.
"""

POSTGRES = {"first-frame-postgres", "change-latency-postgres", "change-latency-postgres-sorted",
            "scroll-postgres-latency", "burst-postgres"}
# Workloads whose N-row table `bench_item_N` run.py has made before the first timed run.
POSTGRES_SHARED_TABLES = {"first-frame-postgres", "scroll-postgres-latency"}
PROXY_WORKLOADS = {"scroll-postgres-latency"}
PROXY_DELAY_MS = 20

POSTGRES_KEYS = ["p50_ms", "p99_ms", "max_ms", "commit_p50_ms", "samples", "batches",
                 "first_frame_ms", "rows_shown_ms", "pages_fetched", "frame_p50_ms",
                 "frame_p99_ms", "frame_max_ms", "jump_p50_ms", "jump_p99_ms", "filled_ms", "drain_ms",
                 "waits_over_frame", "converge_ms", "tx_per_s"]


def postgres_implementations(swift_path):
    return [
        ("swift-postgres", [swift_path, "--variant", "postgres"], "GtkListKit, `PostgresStorage<PGItem>` "
         "(256-row pages, 16 cached) of a table on the private PostgreSQL server, label cells "
         "(`Sources/GtkListKitBench/Postgres*.swift`)", POSTGRES),
        ("swift-sqlite-paged", [swift_path, "--variant", "sqlite-paged"], "GtkListKit, "
         "`PagedDatabaseStorage<PGItem>` over the same rows and columns in SQLite (the pool open "
         "before t0): first-frame-postgres's baseline", {"first-frame-postgres"}),
        ("swift-memory", [swift_path, "--variant", "memory"], "GtkListKit, the same `PGItem` rows "
         "in a `MemoryStorage`: scroll-postgres-latency's baseline", {"scroll-postgres-latency"}),
    ]


POSTGRES_TARGETS = {
    "first-frame-postgres": "Issue 43: ≤ 2× `swift-sqlite-paged` (until idle with the rows drawn).",
    "change-latency-postgres": "Issue 43: p99 ≤ 100 ms from the write sent to the new title drawn.",
    "change-latency-postgres-sorted": "Issue 43: p99 ≤ 100 ms (the row moves to the top).",
    "scroll-postgres-latency": f"Issue 43: frame p99 ≤ 1.1× `swift-memory` with {PROXY_DELAY_MS} ms "
                               "added each way; no main-loop wait over a frame caused by the storage.",
    "burst-postgres": "Issue 43: reported (longest stall, frame p99, converged).",
}

# workload -> (full Ns, quick Ns, primary metric, unit, what it measures), as plan.WORKLOADS.
POSTGRES_WORKLOADS = [
    ("first-frame-postgres", [1_000_000], [1_000_000], "ms", "ms",
     "A window opening on a 1M-row table (`id bigint` key, `title`, `rank int`): `ms` from the "
     "manager and storage made until the storage is idle, the top label shows row 0 and the frame "
     "drawing it is painted (`first_frame_ms`: the first frame with bound cells)."),
    ("change-latency-postgres", [10_000], [10_000], "ms", "ms",
     "Two clients on loopback: a plain PostgresNIO connection updates a visible row's title, 200 "
     "times one after another; each sample from just before the statement is sent until the end "
     "of the frame that draws the new title in the reader's GTK label. `ms` = p99 of a run."),
    ("change-latency-postgres-sorted", [10_000], [10_000], "ms", "ms",
     "As change-latency-postgres, the list sorted by rank; the update also gives the row the "
     "smallest rank, so it moves from below the window to the top."),
    ("scroll-postgres-latency", [100_000], [100_000], "ms", "ms",
     f"200 seeded random jumps over 100k rows (20 ms quiet after each), the server {PROXY_DELAY_MS} "
     "ms away each way (delay_proxy.py); `ms` = p99 of every frame's duration (before-paint to "
     "after-paint) during the jumps and until the last pages are in; `waits_over_frame`: "
     "main-loop gaps over 16.7 ms."),
    ("burst-postgres", [10_000], [10_000], "stall_ms", "ms",
     "A 10k-row table shown sorted by rank (desc) while another client commits 100 transactions "
     "a second of 100 row updates (new ranks: rows move) for 10 s; the longest main-loop gap, "
     "frame p99, and whether the list converges on the server's order."),
]
