#!/usr/bin/env bash
# Runs a command in the checkout inside the Debian 13 root (GTK 4.18, libadwaita 1.7) that
# scripts/gtk418-root.sh builds or reuses, with the host's Swift toolchain and package mirror
# bind-mounted at the same paths. Usage: scripts/in-trixie.sh COMMAND [ARGS...]
# The mounts live in a private mount namespace (unshare), so nothing is left mounted afterwards.
# Builds go to .build-gtk418 (GTKLISTKIT_SCRATCH): objects compiled against 4.18's headers never
# mix with the host's .build.
set -euo pipefail
checkout=$(cd "$(dirname "$0")/.." && pwd)
root=$(bash "$checkout/scripts/gtk418-root.sh")
toolchain=$(dirname "$(dirname "$(dirname "$(command -v swift)")")")
mirror=/opt/swift-packages
export GTKLISTKIT_ROOT="$root" GTKLISTKIT_CHECKOUT="$checkout" GTKLISTKIT_TOOLCHAIN="$toolchain"
export GTKLISTKIT_MIRROR="$mirror"
exec unshare --mount --propagation private bash -euo pipefail -c '
  root=$GTKLISTKIT_ROOT
  bindmount() { mkdir -p "$root$2"; mount --rbind "$1" "$root$2"; }
  # /tmp first: the checkout (or the toolchain) may itself live under /tmp.
  mount -t tmpfs tmpfs "$root/tmp"
  bindmount /proc /proc
  bindmount /dev /dev
  bindmount /sys /sys
  bindmount "$GTKLISTKIT_TOOLCHAIN" "$GTKLISTKIT_TOOLCHAIN"
  [ -d "$GTKLISTKIT_MIRROR" ] && bindmount "$GTKLISTKIT_MIRROR" "$GTKLISTKIT_MIRROR"
  bindmount "$GTKLISTKIT_CHECKOUT" "$GTKLISTKIT_CHECKOUT"
  cp /etc/resolv.conf "$root/etc/resolv.conf"
  cd /
  exec chroot "$root" /usr/bin/env -i \
    HOME=/root TERM="${TERM:-dumb}" CI="${CI:-}" LANG=C.UTF-8 \
    PATH="$GTKLISTKIT_TOOLCHAIN/usr/bin:/usr/local/bin:/usr/bin:/bin:/usr/sbin:/sbin" \
    GTKLISTKIT_SCRATCH=.build-gtk418 GTKLISTKIT_GTK=4.18 \
    GTKLISTKIT_SOAK_STEPS="${GTKLISTKIT_SOAK_STEPS:-}" GTKLISTKIT_SOAK_SEED="${GTKLISTKIT_SOAK_SEED:-}" \
    bash -c "cd \"\$0\" && exec \"\$@\"" "$GTKLISTKIT_CHECKOUT" "$@"
' bash "$@"
