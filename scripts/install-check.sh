#!/usr/bin/env bash
# Checks README.md's "Installation" instruction the way an app meets it: a new package whose
# Package.swift is the README's block, word for word except the URL, depends on GtkListKit
# through Git (`.package(url: "file://…", branch: "main")`), resolves it, and builds and runs
# Tests/Install/main.swift against the products; the README's line with traits must resolve and
# bring in GRDB.swift and postgres-nio (not built: that is the root package's own build). Every
# `.package(url:` line naming GtkListKit in README.md, docs/ and the DocC articles must ask for
# the same requirement as the Installation block. Exits non-zero on failure (scripts/test.sh
# counts it as one test).
#
# The URL is not the checkout itself: its `main` branch may not be the code under test (a
# worktree on another branch, uncommitted edits). It is a one-commit Git repository made from
# the working tree (tracked and untracked files, .gitignore honoured) whose `main` is that tree,
# in Tests/Install/.build (or $GTKLISTKIT_SCRATCH); its commit has a fixed date, so an unchanged
# tree is the same commit and the app's build is incremental. No tag is used or created.
set -uo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)
work=$root/Tests/Install/${GTKLISTKIT_SCRATCH:-.build}
snap=$work/GtkListKit
app=$work/MyApp
fail() { echo "install-check: FAIL: $*"; exit 1; }

# The body of README's ```swift block whose first line contains $1, without that line.
block() {
  awk -v mark="$1" '
    /^```swift$/ { inblock = 1; n = 0; next }
    inblock && /^```$/ { inblock = 0; if (keep) exit; next }
    inblock { n++; if (n == 1) { keep = index($0, mark) > 0; next } if (keep) print }
  ' README.md
}
manifest=$(block "install-check.sh builds it")
traits_line=$(block "install-check.sh resolves it")
[ -n "$manifest" ] || fail "no README block marked 'install-check.sh builds it'"
[ -n "$traits_line" ] || fail "no README block marked 'install-check.sh resolves it'"
dep=$(echo "$manifest" | grep -E '^\s*\.package\(url:' | head -1)
[ -n "$dep" ] || fail "README's manifest has no .package(url: …) line"
# The requirement: what follows the URL (`branch: "main"`), and the same in every other document.
requirement=$(echo "$dep" | sed -E 's/.*url: "[^"]*", *([^)]*)\).*/\1/')
others=$(grep -rnE '\.package\((name: "GtkListKit", )?url: "[^"]*GtkListKit' README.md docs Sources/*/*.docc)
wrong=$(echo "$others" | grep -vF "$requirement" || true)
[ -z "$wrong" ] || fail "lines that do not ask for $requirement as Installation does:
$wrong"

# The snapshot repository: one commit of the working tree on branch main.
rm -rf "$snap"
mkdir -p "$snap" "$app/Sources/MyApp"
export GIT_AUTHOR_NAME=install-check GIT_AUTHOR_EMAIL=install-check@localhost
export GIT_COMMITTER_NAME=install-check GIT_COMMITTER_EMAIL=install-check@localhost
export GIT_AUTHOR_DATE="2026-01-01T00:00:00Z" GIT_COMMITTER_DATE="2026-01-01T00:00:00Z"
g() { git --git-dir="$snap/.git" --work-tree="$root" "$@"; }
{ git init -q -b main "$snap" && g add -A && g commit -q -m "snapshot of $root"; } ||
  fail "could not make the snapshot repository"
url="file://$snap"

# The app: README's manifest with the snapshot's URL, and Tests/Install/main.swift.
echo "$manifest" | sed -E "s|\.package\(url: \"[^\"]*\"|.package(url: \"$url\"|" >"$app/Package.swift"
cp Tests/Install/main.swift "$app/Sources/MyApp/main.swift"
# `update`, not a plain build: the pins and the workspace of an earlier run would keep the
# earlier snapshot's commit of branch main (checked below).
log=$work/install-check.log
{ swift package --package-path "$app" --scratch-path "$app/.build" update &&
  swift build --package-path "$app" --scratch-path "$app/.build"; } >"$log" 2>&1 || {
  grep -E "error:" "$log" | sort -u | head -20
  fail "the app of README's Installation did not resolve or build (log: $log)"
}
out=$("$app/.build/debug/MyApp") || fail "the app built but did not run"
echo "$out" | grep -q "install-check: 2 posts" || fail "the app printed: $out"
head=$(git --git-dir="$snap/.git" rev-parse HEAD)
grep -q '"branch" : "main"' "$app/Package.resolved" && grep -q "\"revision\" : \"$head\"" "$app/Package.resolved" ||
  fail "Package.resolved does not pin GtkListKit's branch main at the snapshot ($head)"

# The line with traits, in place of the plain one: GRDB.swift and postgres-nio must resolve.
# Its .build is kept between runs: resolving again reuses the clones of SwiftNIO and the rest.
traits_app=$work/MyAppTraits
mkdir -p "$traits_app/Sources/MyApp"
cp "$app/Sources/MyApp/main.swift" "$traits_app/Sources/MyApp/"
line=$(echo "$traits_line" | sed -E "s|\.package\(url: \"[^\"]*\"|.package(url: \"$url\"|")
awk -v line="$line" '/^[ \t]*\.package\(url:/ { print "    " line; next } { print }' "$app/Package.swift" \
  >"$traits_app/Package.swift"
swift package --package-path "$traits_app" --scratch-path "$traits_app/.build" update >"$log" 2>&1 || {
  grep -E "error:" "$log" | sort -u | head -20
  fail "README's line with traits did not resolve (log: $log)"
}
for pin in grdb.swift postgres-nio; do
  grep -qi "\"identity\" : \"$pin\"" "$traits_app/Package.resolved" ||
    fail "README's line with traits did not bring in $pin"
done
echo "install-check: PASS ($requirement; resolved with traits)"
