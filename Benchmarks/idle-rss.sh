#!/bin/bash
# The example app's idle memory against a plain C libadwaita app with a 1,000,000-row list
# (Baselines/c/adw-idle-rss.c): VmRSS 8 s after start, in interleaved pairs, each process under
# its own Xvfb. The example is built as `make release` builds it (release, the Swift runtime
# linked in); `--shared` measures it on the shared Swift libraries instead.
#
#   bash Benchmarks/idle-rss.sh [--shared] [PAIRS]     (from the checkout; PAIRS defaults to 5)
#   bash scripts/in-trixie.sh bash Benchmarks/idle-rss.sh     (the same on GTK 4.18)
#
# Prints each pair, then the medians and their difference in MB (the target is +25 MB).
set -euo pipefail
cd "$(dirname "$0")/.."
link=(--static-swift-stdlib)
if [ "${1:-}" = --shared ]; then link=(); shift; fi
pairs=${1:-5}
# Objects built against another GTK (scripts/in-trixie.sh: 4.18) go to folders of their own.
gtk=$(pkg-config --modversion gtk4)
case $gtk in 4.8.*) suffix= ;; *) suffix=-gtk$(echo "$gtk" | cut -d. -f1,2 | tr -d .) ;; esac
scratch=.build-idle-rss${link:+-static}$suffix

swift build -c release --product gtklistkit-example --traits GRDB "${link[@]}" --scratch-path "$scratch" >&2
make -s -C Benchmarks/Baselines/c idle-rss BUILD="build$suffix" >&2
example="$scratch/release/gtklistkit-example"
baseline=Benchmarks/Baselines/c/build$suffix/adw-idle-rss
echo "GTK $gtk, libadwaita $(pkg-config --modversion libadwaita-1)"

# VmRSS in kB of a command 8 s after it started, with a data folder of its own.
rss() {
  XDG_DATA_HOME=$(mktemp -d) xvfb-run -a -s "-screen 0 1280x1024x24" bash -c \
    '"$@" >/dev/null 2>&1 & pid=$!; sleep 8; awk "/VmRSS/{print \$2}" /proc/$pid/status; kill $pid' _ "$@"
}

median() { sort -n | awk '{v[NR]=$1} END {print (NR % 2) ? v[(NR+1)/2] : (v[NR/2] + v[NR/2+1]) / 2}'; }

ours=() theirs=()
for i in $(seq "$pairs"); do
  ours+=("$(rss "$example" --page million)")
  theirs+=("$(rss "$baseline" 30)")
  echo "pair $i: example ${ours[-1]} kB, C ${theirs[-1]} kB"
done
a=$(printf '%s\n' "${ours[@]}" | median)
b=$(printf '%s\n' "${theirs[@]}" | median)
awk -v a="$a" -v b="$b" 'BEGIN {printf "median: example %.1f MB, C %.1f MB, difference %+.1f MB\n", a/1000, b/1000, (a-b)/1000}'
