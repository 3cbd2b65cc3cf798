#!/usr/bin/env bash
# Compiles every Swift code block of README.md, docs/*.md and the DocC articles (see
# scripts/snippets.py for the block conventions): the documentation's blocks and the rhx/SwiftGtk
# and adwaita-swift recipes in the Tests/Snippets package, the SwiftCrossUI recipes in
# Tests/Bindings/SwiftCrossUIApp (the recipes against the bindings' stand-ins in Tests/Bindings).
# Exits non-zero if any block does not compile, or a recipe warns.
set -uo pipefail
cd "$(dirname "$0")/.."
python3 scripts/snippets.py || exit 1
# Builds one package; on failure prints the errors and names the blocks (document and line).
check() {
  local package=$1
  local scratch=$package/${GTKLISTKIT_SCRATCH:-.build}
  shift
  build() { swift build --package-path "$package" --scratch-path "$scratch" "$@"; }
  # As in scripts/consumer.sh: an incremental build of a path dependency can miss added or deleted
  # files, and the generated sources change with the documents; one clean retry.
  build "$@" >"$scratch.log" 2>&1
  local status=$?
  if [ "$status" -ne 0 ] && ! grep -q "Generated/.*error:" "$scratch.log"; then
    rm -rf "$scratch"
    build "$@" >"$scratch.log" 2>&1
    status=$?
  fi
  if [ "$status" -ne 0 ]; then
    grep -E "error:" "$scratch.log" | grep -v "^ *|" | sed 's|.*/Generated/||' | sort -u
    echo "snippets: FAIL: blocks that do not compile, named by document and line: $(grep -oE "Generated/[A-Za-z0-9_]+\.swift:[0-9]+:[0-9]+: error" "$scratch.log" | cut -d: -f1 | sort -u | sed 's|Generated/||; s|\.swift||' | tr '\n' ' ') (build log: $scratch.log)"
    return 1
  fi
}
check Tests/Snippets "$@" || exit 1
check Tests/Bindings/SwiftCrossUIApp "$@" || exit 1
echo "snippets: PASS"
