#!/bin/bash
# run.sh [4.8|4.18] PROBE [args...]: builds PROBE.c against the host's GTK 4.8 or, in the Debian 13
# root (scripts/in-trixie.sh; its /tmp is private, so the sources go in through stdin), GTK 4.18,
# and runs it under Xvfb.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
gtk=$1 probe=$2; shift 2
build='mkdir -p /tmp/probe && tar x -C /tmp/probe && cd /tmp/probe && gcc -Wall -Wno-unused-parameter "$0".c $(pkg-config --cflags --libs gtk4) -o "$0" && xvfb-run -a -s "-screen 0 1280x1024x24" ./"$0" "$@"'
if [ "$gtk" = 4.18 ]; then
  tar c -C "$here" spike.h "$probe.c" | bash "$here/../../in-trixie.sh" bash -c "$build" "$probe" "$@"
else
  tar c -C "$here" spike.h "$probe.c" | bash -c "$build" "$probe" "$@"
fi
