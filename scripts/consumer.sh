#!/usr/bin/env bash
# Builds and runs the downstream consumer package (Tests/Consumer): an app with its own
# system-library target `CGtk`, as rhx/SwiftGtk and SwiftCrossUI declare, that shows a
# GtkListKit list in a real window under Xvfb and reads the rows back. Exits non-zero on failure.
set -uo pipefail
cd "$(dirname "$0")/.."
scratch=Tests/Consumer/${GTKLISTKIT_SCRATCH:-.build}
build() { swift build --package-path Tests/Consumer --scratch-path "$scratch" "$@"; }
# SwiftPM's incremental build of a path dependency can miss added or deleted source files:
# a failed build is retried once from a clean scratch directory before it counts as a failure.
build "$@" || { rm -rf "$scratch"; build "$@"; } || {
  echo "consumer: FAIL: build failed"
  exit 1
}
bin=$(build "$@" --show-bin-path)
G_DEBUG=fatal-criticals xvfb-run -a -s "-screen 0 1280x1024x24" "$bin/gtklistkit-consumer"
