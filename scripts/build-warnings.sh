#!/usr/bin/env bash
# Fails when the package's own build has warnings (a project standard: none from Sources/,
# Tests/, Examples/, CGtk/ on either GTK), given the log of `swift build --build-tests`:
#   bash scripts/build-warnings.sh BUILD_LOG [SCRATCH]
# Allowed: SwiftPM's "prohibited flag(s)" for GTK's pkg-config cflags, and only with the flags
# README.md explains (-pthread, -mfpmath=sse, -msse, -msse2): no package can act on it.
# A warning is printed only when its file is compiled, so the Swift compiler's serialized
# diagnostics (one .dia per file, kept by incremental builds) are read too.
set -uo pipefail
cd "$(dirname "$0")/.."
log=$1
scratch=${2:-.build}
own="^($PWD/)?(Sources|Tests|Examples|CGtk)/"
found=0
# Warnings about a file: ours unless under a scratch directory (dependencies' checkouts).
while IFS= read -r line; do
  path=${line%%:*}
  if [[ "$path" =~ $own ]] && [[ "$path" != *"/.build"* ]]; then
    echo "build-warnings: $line"
    found=1
  fi
done < <(grep -E "^[^ ]+:[0-9]+:[0-9]+: warning:" "$log" | sort -u)
# Warnings without a file (SwiftPM's own): only the explained pkg-config one, with its flags.
while IFS= read -r line; do
  case "$line" in
    "warning: prohibited flag(s): "*)
      extra=$(echo "${line#warning: prohibited flag(s): }" | tr ',' '\n' | tr -d ' ' |
        grep -vxE -- '-pthread|-mfpmath=sse|-msse|-msse2' || true)
      [ -z "$extra" ] && continue ;;
  esac
  echo "build-warnings: $line"
  found=1
done < <(grep -E "^warning:" "$log" | sort -u)
# Serialized diagnostics of this package's Swift files from their last compile.
for dia in "$scratch"/debug/*.build/*.dia; do
  [ -e "$dia" ] || continue
  if tr -c "[:print:]" "\n" <"$dia" | grep -qE "$own"; then
    echo "build-warnings: $dia:"
    tr -c "[:print:]" "\n" <"$dia" | grep -E "[a-z]+ [a-z]+" | grep -vE "^/|https?:" | sed 's/^/  /'
    found=1
  fi
done
[ "$found" -eq 0 ] && echo "build-warnings: none from this package's code"
exit "$found"
