#!/usr/bin/env bash
# Installs what GtkListKit needs on Debian 12 when it is missing: GTK 4 headers (libadwaita
# for the example app, SQLite for the GRDB product), Xvfb,
# xdotool (real input in tests), PyGObject (benchmark baseline) and
# at-spi2-core, python3-pyatspi and dbus (the AT-SPI accessibility test). Uses sudo when not root.
# `bash scripts/setup.sh chromium` installs only Chromium (the documentation site's test).
set -euo pipefail
# dbus-x11: GLib starts a session bus on the X display when there is none (GTK's accessibility
# bridge asks for one and warns without it; any GLib warning fails a GTK test).
# postgresql: the private server of the PostgreSQL storage's tests (scripts/postgres.sh).
# gdb: the stacks a test that never ends leaves (GtkListKitTestSupport's TestWatchdog).
if [ "${1:-}" = chromium ]; then
  packages=(chromium)
else
  packages=(libgtk-4-dev libadwaita-1-dev libsqlite3-dev xvfb xauth xdotool python3-gi gir1.2-gtk-4.0 pkg-config at-spi2-core python3-pyatspi dbus dbus-x11 sqlite3 postgresql postgresql-client gdb)
fi
missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if [ ${#missing[@]} -gt 0 ]; then
  sudo=""
  [ "$(id -u)" -ne 0 ] && sudo="sudo"
  echo "setup: installing ${missing[*]}"
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
fi
command -v swift >/dev/null || { echo "setup: the Swift toolchain (6.0 or later) must be on PATH" >&2; exit 1; }
