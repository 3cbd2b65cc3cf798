#!/usr/bin/env bash
# Compiles every Swift code block of README.md, docs/*.md and the DocC articles (see
# scripts/snippets.py for the block conventions) in one target of the Tests/Snippets package,
# which imports only GtkListKit's products. Exits non-zero if any block does not compile.
set -uo pipefail
cd "$(dirname "$0")/.."
python3 scripts/snippets.py || exit 1
scratch=Tests/Snippets/${GTKLISTKIT_SCRATCH:-.build}
build() { swift build --package-path Tests/Snippets --scratch-path "$scratch" "$@"; }
# As in scripts/consumer.sh: an incremental build of a path dependency can miss added or deleted
# files, and the generated sources change with the documents; one clean retry.
build "$@" >"$scratch.log" 2>&1
status=$?
if [ "$status" -ne 0 ] && ! grep -q "Generated/.*error:" "$scratch.log"; then
  rm -rf "$scratch"
  build "$@" >"$scratch.log" 2>&1
  status=$?
fi
if [ "$status" -ne 0 ]; then
  grep -E "error:" "$scratch.log" | grep -v "^ *|" | sed 's|.*/Generated/||' | sort -u
  echo "snippets: FAIL: blocks that do not compile, named by document and line: $(grep -oE "Generated/[A-Za-z0-9_]+\.swift:[0-9]+:[0-9]+: error" "$scratch.log" | cut -d: -f1 | sort -u | sed 's|Generated/||; s|\.swift||' | tr '\n' ' ')"
  exit 1
fi
echo "snippets: PASS"
