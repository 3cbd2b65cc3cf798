#!/usr/bin/env bash
# `make test-loaded`: the README's test command (scripts/test.sh, arguments passed on) while a
# busy loop runs on every core for the whole run, so a restoration that leans on timing (a
# frame count, a timeout, an idle callback) instead of GTK's state shows up as a failure.
# GTKLISTKIT_LOAD=N sets the number of loops (default: one per core).
set -uo pipefail
cd "$(dirname "$0")/.."
loops=${GTKLISTKIT_LOAD:-$(nproc)}
pids=()
for _ in $(seq "$loops"); do
  sh -c 'while :; do :; done' &
  pids+=($!)
done
trap 'kill "${pids[@]}" 2>/dev/null' EXIT
echo "test-loaded: $loops busy loops beside the test command"
start=$(date +%s)
# Tests take about twice as long beside the loops: the watchdog's limit (scripts/test.sh) too.
GTKLISTKIT_TEST_TIME_LIMIT=${GTKLISTKIT_TEST_TIME_LIMIT:-1500} bash scripts/test.sh "$@"
status=$?
echo "test-loaded: $(($(date +%s) - start)) s under load, exit $status"
exit "$status"
