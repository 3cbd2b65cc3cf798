#!/usr/bin/env bash
# Builds Tests/Migration, an app written against the first public API, one target at a time:
#   bash scripts/migration.sh spellings   # old calls warn and build; old type names fail with "renamed to"
#   bash scripts/migration.sh grdb-trait  # the database product without the trait fails with our message
# Exits non-zero on failure (scripts/test.sh counts each check as one test).
set -uo pipefail
cd "$(dirname "$0")/.."
pkg=Tests/Migration
scratch=$pkg/${GTKLISTKIT_SCRATCH:-.build}
log=$(mktemp)
trap 'rm -f "$log"' EXIT
# SwiftPM keeps the build plan of a path dependency between incremental builds and misses a
# source file added to the library since: drop the plan (it is made again in a second).
build() {
  rm -f "$scratch"/debug.yaml "$scratch"/*/debug/description.json
  swift build --package-path "$pkg" --scratch-path "$scratch" --target "$1" >"$log" 2>&1
}
fail() { echo "migration: FAIL: $*"; grep -E "(error|warning):" "$log" | sort -u | head -20; exit 1; }

spellings() {
  local src=$pkg/Sources/OldCalls/OldCalls.swift
  # Warnings are printed only when a file is compiled: touch it so an incremental build does.
  touch "$src"
  build OldCalls || fail "OldCalls did not build (an old spelling is an error, not a warning)"
  # Every call of an old spelling is a line with `on: self`, or `.moveItem {`.
  local expected got
  expected=$(grep -cE "on: self|\.moveItem \{" "$src")
  got=$(grep -E "^/.*OldCalls\.swift:[0-9]+:[0-9]+: warning: '[^']+' is deprecated: (use |renamed to)" "$log" |
    sed -E 's/:[0-9]+: warning.*//' | sort -u | wc -l)
  [ "$got" -eq "$expected" ] || fail "$got of $expected old calls warned with their replacement"
  grep -E "^/.*OldCalls\.swift:.*(error|warning):" "$log" | grep -vE "is deprecated: (use |renamed to)" &&
    fail "OldCalls: a diagnostic other than a deprecation"
  touch "$pkg/Sources/OldTypes/OldTypes.swift"
  build OldTypes && fail "OldTypes built: the old type names must be errors that name the new ones"
  local pair
  for pair in SelectionMode:ListSelectionMode Tooltip:RowTooltip DragResult:DragOutcome \
    Storage:ListStorage SectionModel:StorageSection Snapshot:WidgetSnapshot; do
    grep -qE "OldTypes\.swift:.*error: '${pair%%:*}' has been renamed to '${pair##*:}'" "$log" ||
      fail "no \"'${pair%%:*}' has been renamed to '${pair##*:}'\""
  done
  grep -E "^/.*OldTypes\.swift:.*error:" "$log" | grep -v "has been renamed to" &&
    fail "OldTypes: an error other than a rename"
  echo "migration: PASS: $expected old calls build with a deprecation naming the replacement, 6 old type names are renamed errors"
}

grdb_trait() {
  build NoTrait && fail "NoTrait built without the GRDB trait"
  grep -qF 'GtkListKitGRDB needs the GRDB trait of GtkListKit' "$log" || fail "no message naming the trait"
  grep -qF 'add traits: ["GRDB"]' "$log" || fail "the message does not give the line to add"
  grep -qE "no such module|missing required module" "$log" && fail "a module error besides the message"
  echo "migration: PASS: the database product without the GRDB trait fails with the trait and the line to add"
}

case "${1:-}" in
  spellings) spellings ;;
  grdb-trait) grdb_trait ;;
  *) echo "usage: $0 spellings|grdb-trait" >&2; exit 2 ;;
esac
