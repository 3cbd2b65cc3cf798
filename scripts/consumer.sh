#!/usr/bin/env bash
# Builds and runs the downstream consumer package (Tests/Consumer): an app with the targets and
# type names the Swift GTK bindings declare (`CGtk`, `CAdw`, `Gtk.SelectionMode`, ...), whose
# build fails if a GtkListKit name clashes with them, and which shows a GtkListKit list in a
# real window under Xvfb and reads the rows back. Exits non-zero on failure.
set -uo pipefail
cd "$(dirname "$0")/.."
# GtkListKit's public type names against every public type name of the bindings' modules (the
# list in Tests/Consumer/BindingTypeNames.txt): a clash must be documented with its qualified
# spelling, which the build below compiles (BindingNames).
python3 scripts/binding-names.py || {
  echo "consumer: FAIL: a GtkListKit type name clashes with a binding's"
  exit 1
}
scratch=Tests/Consumer/${GTKLISTKIT_SCRATCH:-.build}
build() { swift build --package-path Tests/Consumer --scratch-path "$scratch" "$@"; }
# SwiftPM's incremental build of a path dependency can miss added or deleted source files:
# a failed build is retried once from a clean scratch directory before it counts as a failure.
build "$@" || { rm -rf "$scratch"; build "$@"; } || {
  echo "consumer: FAIL: build failed"
  exit 1
}
# The consumer uses no database product, so GRDB.swift must not be resolved for it (Package.swift
# keeps GRDB behind the `GRDB` trait): no pin for it in the consumer's Package.resolved.
if grep -qi '"identity" : "grdb' Tests/Consumer/Package.resolved 2>/dev/null; then
  echo "consumer: FAIL: GRDB.swift resolved for an app that does not use the database product"
  exit 1
fi
bin=$(build "$@" --show-bin-path)
G_DEBUG=fatal-criticals xvfb-run -a -s "-screen 0 1280x1024x24" "$bin/gtklistkit-consumer"
