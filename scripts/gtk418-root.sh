#!/usr/bin/env bash
# Builds (or reuses) a Debian 13 "trixie" root with GTK 4.18 and libadwaita 1.7 for running the
# suite on the newer GTK, and prints its path. The root lives outside the checkout
# (GTKLISTKIT_TRIXIE_ROOT, default /var/cache/gtklistkit/trixie) so a fresh clone reuses it.
# Needs root (debootstrap, chroot); scripts/in-trixie.sh runs commands inside it.
set -euo pipefail
root=${GTKLISTKIT_TRIXIE_ROOT:-/var/cache/gtklistkit/trixie}
mirror=${GTKLISTKIT_DEBIAN_MIRROR:-http://deb.debian.org/debian}
# Bump when the package list changes: a root stamped with another version is completed.
stamp_version=5
stamp="$root/.gtklistkit-ready"
if [ -f "$stamp" ] && [ "$(cat "$stamp")" = "$stamp_version" ]; then
  echo "$root"
  exit 0
fi
[ "$(id -u)" -eq 0 ] || { echo "gtk418-root: needs root (debootstrap, chroot)" >&2; exit 1; }
if ! command -v debootstrap >/dev/null; then
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq debootstrap >/dev/null
fi
if [ ! -x "$root/usr/bin/apt-get" ]; then
  # minbase and apt-get inside: debootstrap --include= fails on packages with virtual
  # dependencies.
  rm -rf "$root"
  mkdir -p "$(dirname "$root")"
  echo "gtk418-root: debootstrap trixie into $root" >&2
  debootstrap --variant=minbase trixie "$root" "$mirror" >&2
fi
# What the host's Swift toolchain needs (its Debian dependencies) and what the suite needs
# (scripts/setup.sh's list, with trixie's names; librsvg2-common: the SVG icons of the example;
# sqlite3: the example's database tests read its file as another process would; postgresql: the
# private server of the PostgreSQL storage's tests, scripts/postgres.sh; gdb: the watchdog's stacks).
packages=(
  binutils git libc6-dev libcurl4-openssl-dev libedit2 libgcc-14-dev libstdc++-14-dev
  libpython3-dev libsqlite3-dev libxml2-dev libz3-dev pkg-config tzdata zlib1g-dev make gcc
  ca-certificates libncurses-dev
  libgtk-4-dev libadwaita-1-dev xvfb xauth xdotool python3-gi gir1.2-gtk-4.0
  at-spi2-core python3-pyatspi dbus dbus-x11 fonts-dejavu-core valgrind python3
  librsvg2-common sqlite3 postgresql postgresql-client gdb
)
cp /etc/resolv.conf "$root/etc/resolv.conf"
# No service starts inside the root (Debian's policy-rc.d convention): postgresql's install would
# start its default cluster there and leave it running; the tests start their own.
printf '#!/bin/sh\nexit 101\n' >"$root/usr/sbin/policy-rc.d"
chmod 755 "$root/usr/sbin/policy-rc.d"
chroot "$root" /usr/bin/env -i PATH=/usr/sbin:/usr/bin:/sbin:/bin DEBIAN_FRONTEND=noninteractive \
  sh -c "apt-get update -qq && apt-get install -y -qq --no-install-recommends ${packages[*]} >/dev/null" >&2
# The host's package mirror: github.com addresses read from /opt/swift-packages, as on the host.
chroot "$root" git config --system url./opt/swift-packages/.insteadOf https://github.com/
chroot "$root" apt-get clean
echo "$stamp_version" >"$stamp"
echo "$root"
