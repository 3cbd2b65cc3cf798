#!/usr/bin/env bash
# Builds and runs every test under Xvfb with GTK criticals fatal, then prints one closing
# line with the totals of both frameworks (XCTest and Swift Testing) plus the consumer package
# (scripts/consumer.sh), the build's warnings (scripts/build-warnings.sh), and on the host only
# (compile-only, so not again in the GTK 4.18 root) README's installation instruction
# (scripts/install-check.sh), the documentation snippets (scripts/snippets.sh) and the migration
# package (scripts/migration.sh, two), one test each.
# The tests get a private PostgreSQL server (scripts/postgres.sh), stopped when this script exits.
set -uo pipefail
cd "$(dirname "$0")/.."
# GTKLISTKIT_SCRATCH names the build folder (scripts/in-trixie.sh sets .build-gtk418).
scratch=${GTKLISTKIT_SCRATCH:-.build}
[ -n "${GTKLISTKIT_GTK:-}" ] || bash scripts/setup.sh || exit 1
# --traits GRDB,Postgres: the database products, their tests and the example (Package.swift explains the traits).
set -- --scratch-path "$scratch" --traits GRDB,Postgres "$@"
buildlog=$(mktemp)
swift build --build-tests "$@" 2>&1 | tee "$buildlog"
[ "${PIPESTATUS[0]}" -eq 0 ] || { rm -f "$buildlog"; exit 1; }
# No warnings from the package's own code (scripts/build-warnings.sh; counted as one test):
# only SwiftPM's pkg-config one, which README.md explains.
bash scripts/build-warnings.sh "$buildlog" "$scratch"
warnings_status=$?
rm -f "$buildlog"
# A private PostgreSQL server for the PostgreSQL storage's tests (scripts/postgres.sh): libpq's
# PG* variables, plus GTKLISTKIT_PG_* for the tests that restart it. Stopped and removed when
# this script exits; a server that already answers at PGHOST/PGPORT is used as it is.
pg_env=$(bash scripts/postgres.sh start) || {
  echo "test: no PostgreSQL server for the tests (scripts/postgres.sh start failed)" >&2
  exit 1
}
if [ -n "$pg_env" ]; then
  eval "$pg_env"
  trap 'bash scripts/postgres.sh stop "$GTKLISTKIT_PG_DATA"' EXIT
  trap 'exit 130' INT
  trap 'exit 143' TERM
fi
log=$(mktemp)
# A test that runs longer than this many seconds stops the run, named, with every thread's stack
# (GtkListKitTestSupport's TestWatchdog). The random tests get it once per seed: one seed of the
# sectioned grid took 319 s on GTK 4.8 with the GTK 4.18 tests running beside it on 2 cores.
export GTKLISTKIT_TEST_TIME_LIMIT=${GTKLISTKIT_TEST_TIME_LIMIT:-600}
# -s 24-bit screen: GTK renders the same as on a desktop; -a picks a free display number.
# stdbuf -oL: the test process writes each line as it ends (a pipe would hold 4 KB back), so a
# log cut short still ends at the test that was running.
G_DEBUG=fatal-criticals stdbuf -oL -eL xvfb-run -a -s "-screen 0 1280x1024x24" swift test --skip-build "$@" 2>&1 |
  tee "$log"
status=${PIPESTATUS[0]}
# When the run failed: what the test server said of lock waits and timeouts (scripts/postgres.sh).
pg_log=${GTKLISTKIT_PG_DATA:-}/server.log
if [ "$status" -ne 0 ] && [ -f "$pg_log" ]; then
  grep -E "still waiting|lock timeout|statement timeout|idle-in-transaction|deadlock" "$pg_log" | tail -20
fi
xc=$(grep -E "^\s*Executed [0-9]+ tests?, with ([0-9]+ tests? skipped and )?[0-9]+ failures?" "$log" | tail -1)
xc_run=$(echo "$xc" | sed -nE 's/.*Executed ([0-9]+) tests?.*/\1/p'); xc_run=${xc_run:-0}
xc_fail=$(echo "$xc" | sed -nE 's/.*with ([0-9]+) failures?.*/\1/p'); xc_fail=${xc_fail:-0}
xc_skip=$(grep -cE "Test Case .* skipped" "$log")
st=$(grep -E "Test run with [0-9]+ tests?" "$log" | tail -1)
st_run=$(echo "$st" | sed -nE 's/.*Test run with ([0-9]+) tests?.*/\1/p'); st_run=${st_run:-0}
st_fail=$(echo "$st" | sed -nE 's/.* with ([0-9]+) issues?.*/\1/p'); st_fail=${st_fail:-0}
if echo "$st" | grep -q "passed"; then st_fail=0; fi
# Swift's crash handler can catch the trap G_DEBUG=fatal-criticals raises and let the test go
# on, so any GLib critical in the log fails the run as well.
criticals=$(grep -E "^\(.*\): [A-Za-z-]+-CRITICAL \*\*" "$log" || true)
# The names of the failed tests, repeated next to the closing line (CI keeps only the tail).
# The first failures' messages (seed and step of a random test), cut short, for the same reason.
failures=$(grep -E ": error: " "$log" | sed -E 's/^.*: error: /failure: /' | cut -c1-400 | head -n 4)
failing=$(sed -nE "s/^Test Case '(.*)' failed.*/\1/p; s/^.*Test (.*)\(\) (recorded an issue|failed).*/\1/p; s/^watchdog: (.*) ran over.*/\1/p" "$log" | sort -u | paste -sd ' ' -)
rm -f "$log"
passed=$(( xc_run - xc_fail - xc_skip + st_run - (st_fail > 0 ? 1 : 0) ))
failed=$(( xc_fail + (st_fail > 0 ? 1 : 0) ))
[ "$status" -ne 0 ] && [ "$failed" -eq 0 ] && failed=1
if [ -n "$criticals" ]; then
  echo "$criticals"
  failed=$(( failed + 1 ))
  status=1
fi
# A separate package depending on this one next to its own `CGtk` module (see docs/Bindings.md).
# It builds in its own debug configuration; the root package's arguments do not apply to it.
if bash scripts/consumer.sh; then
  passed=$(( passed + 1 ))
else
  failed=$(( failed + 1 ))
  status=1
fi
# The checks below compile Swift against the products and run nothing that draws, so the GTK
# version does not enter: they run once, on the host, not again in the GTK 4.18 root.
if [ -n "${GTKLISTKIT_GTK:-}" ]; then
  echo "install-check, snippets, migration: compile-only, run by the host's make test, not on GTK $GTKLISTKIT_GTK"
  checks=()
else
  # README's Installation instruction, from a new package that depends on a snapshot of this
  # checkout through a file:// Git URL on branch main (scripts/install-check.sh; one test).
  # Every Swift block of the README, docs/ and the DocC articles, compiled against the products
  # (scripts/snippets.sh; one test): a snippet that stops compiling fails the run.
  # An app written against the first public API (scripts/migration.sh, Tests/Migration): old calls
  # build with deprecation warnings, old type names fail with "renamed to", and the database
  # product without the GRDB trait fails with a message naming it (two tests).
  checks=("install-check.sh" "snippets.sh" "migration.sh spellings" "migration.sh grdb-trait")
fi
for check in "${checks[@]}"; do
  # shellcheck disable=SC2086 # the check's name and its argument
  if bash scripts/$check; then
    passed=$(( passed + 1 ))
  else
    failed=$(( failed + 1 ))
    status=1
  fi
done
if [ "$warnings_status" -eq 0 ]; then
  passed=$(( passed + 1 ))
else
  failed=$(( failed + 1 ))
  status=1
fi
[ -n "$failures" ] && echo "$failures"
[ -n "$failing" ] && echo "failing: $failing"
echo "tests: $passed passed, $failed failed, $xc_skip skipped"
exit "$status"
