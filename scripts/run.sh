#!/usr/bin/env bash
# Builds and runs the example app. Without a DISPLAY it runs under Xvfb and saves a
# screenshot (screenshots/example.png) instead of waiting for a person.
set -euo pipefail
cd "$(dirname "$0")/.."
# GTKLISTKIT_SCRATCH names the build folder (scripts/in-trixie.sh sets .build-gtk418).
scratch=${GTKLISTKIT_SCRATCH:-.build}
[ -n "${GTKLISTKIT_GTK:-}" ] || bash scripts/setup.sh
# --traits GRDB,Postgres: the example has database pages (Package.swift keeps both behind traits).
swift build --scratch-path "$scratch" --traits GRDB,Postgres --product gtklistkit-example
app=$(swift build --scratch-path "$scratch" --traits GRDB,Postgres --show-bin-path)/gtklistkit-example
if [ -n "${DISPLAY:-}${WAYLAND_DISPLAY:-}" ]; then
  exec "$app" "$@"
fi
mkdir -p screenshots
xvfb-run -a -s "-screen 0 1280x1024x24" "$app" --screenshot screenshots/example.png "$@"
echo "run: no display; saved screenshots/example.png"
