#!/usr/bin/env bash
# Turns the DocC archives `make docs` built into one static site: each product's archive,
# transformed for static hosting (docc process-archive transform-for-static-hosting), in a folder
# named after it, and docs/site/index.html as the landing page linking them.
#   bash scripts/docs-site.sh [SITE_DIR]   # default .build-docs/site
# DOCS_BASE_PATH: the path the site is served under (e.g. /GtkListKit for a project page),
# empty for the root of a server. Serve the folder with any static web server (DocC pages load
# their content with fetch, so file:// does not work): python3 -m http.server -d SITE_DIR.
set -euo pipefail
cd "$(dirname "$0")/.."
site=${1:-.build-docs/site}
archives=.build-docs/plugins/Swift-DocC/outputs
base=${DOCS_BASE_PATH:-}
base=${base%/}
docc=$(dirname "$(command -v swift)")/docc
[ -x "$docc" ] || docc=docc
rm -rf "$site"
mkdir -p "$site"
count=0
for archive in "$archives"/*.doccarchive; do
  [ -d "$archive" ] || continue
  name=$(basename "$archive" .doccarchive)
  "$docc" process-archive transform-for-static-hosting "$archive" \
    --output-path "$site/$name" --hosting-base-path "$base/$name" >/dev/null
  # DocC's renderer asks every site for its theme settings (colours, fonts); archives carry none
  # unless a catalog has one, and the request's 404 shows as a console error. Defaults, then.
  [ -f "$site/$name/theme-settings.json" ] || echo '{"theme": {}, "features": {}}' >"$site/$name/theme-settings.json"
  count=$((count + 1))
done
[ "$count" -gt 0 ] || { echo "docs-site: no archives in $archives (run make docs)" >&2; exit 1; }
cp docs/site/index.html "$site/index.html"
echo "docs-site: $count products in $site (serve it: python3 -m http.server -d $site)"
