#!/usr/bin/env bash
# A private PostgreSQL server (Debian's packages, installed when missing) for the tests
# (scripts/test.sh) and for benchmarks run by hand:
#   eval "$(bash scripts/postgres.sh start [DATA_DIR])"   # prints `export VAR=...` lines
#   bash scripts/postgres.sh stop DATA_DIR                 # stops it and removes DATA_DIR
# start prints nothing when PGHOST/PGPORT name a server that answers (reused as it is); it reuses
# the cluster in DATA_DIR, or makes one in a new /tmp directory. The server runs as a system user
# (PostgreSQL refuses root) on 127.0.0.1 only, at a free port, trusting every login; role and
# database `gtklistkit` (a superuser). GTKLISTKIT_PG_DATA, _CTL and _RUNAS let a test restart it:
#   runuser -u "$GTKLISTKIT_PG_RUNAS" -- "$GTKLISTKIT_PG_CTL" -D "$GTKLISTKIT_PG_DATA" restart -m fast -w
set -euo pipefail
die() { echo "postgres.sh: $*" >&2; exit 1; }
fresh=""  # a data dir this start made: removed again if the start fails
# Root runs the server as a system user of its own; anyone else runs it as themselves.
if [ "$(id -u)" -eq 0 ]; then runas=gtklistkit-pg; else runas=$(id -un); fi
as_pg() {
  # cd /: the caller's directory may be closed to that user (/root).
  if [ "$(id -u)" -eq 0 ]; then (cd / && runuser -u "$runas" -- "$@"); else (cd / && "$@"); fi
}
# Debian keeps the server's programs in /usr/lib/postgresql/<version>/bin, off PATH: the highest.
find_bin() { ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1; }
# Our own clusters only: stop removes the directory, so it must be one start made.
ours() { [ -f "$1/PG_VERSION" ] && [ -f "$1/pg_ctl" ]; }

stop() {
  local data=${1:-} bin
  [ -n "$data" ] || die "usage: postgres.sh stop DATA_DIR"
  [ -d "$data" ] || return 0
  ours "$data" || die "$data is not a cluster made by postgres.sh start; not removing it"
  bin=$(find_bin)
  # immediate: the data is thrown away. A test may have stopped the server already.
  if [ -f "$data/postmaster.pid" ]; then
    as_pg "$bin/pg_ctl" -D "$data" stop -m immediate -w >/dev/null 2>&1 || true
  fi
  rm -rf "$data"
}

start() {
  exec 3>&1 1>&2  # stdout is eval'd by the caller: only the export lines go there (fd 3)
  local bin data port try log created=""
  bin=$(find_bin)
  if [ -z "$bin" ] || [ ! -x "$bin/initdb" ] || [ ! -x "$bin/pg_ctl" ]; then
    [ "$(id -u)" -eq 0 ] || die "PostgreSQL is not installed (sudo bash scripts/setup.sh)"
    echo "postgres.sh: installing postgresql"
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends \
      postgresql postgresql-client >/dev/null
    bin=$(find_bin)
    [ -n "$bin" ] && [ -x "$bin/pg_ctl" ] || die "no pg_ctl in /usr/lib/postgresql/*/bin after installing"
  fi
  if [ -n "${PGHOST:-}" ] && [ -n "${PGPORT:-}" ] && "$bin/pg_isready" -q -h "$PGHOST" -p "$PGPORT"; then
    echo "postgres.sh: reusing the server at $PGHOST:$PGPORT"
    return 0
  fi
  if [ "$(id -u)" -eq 0 ] && ! id -u "$runas" >/dev/null 2>&1; then
    useradd --system --user-group --no-create-home --home-dir /nonexistent \
      --shell /usr/sbin/nologin "$runas"
  fi
  data=${1:-}
  if [ -z "$data" ]; then
    data=$(mktemp -d /tmp/gtklistkit-pg.XXXXXX)
    fresh=$data
    trap '[ -z "$fresh" ] || { [ -f "$fresh/pg_ctl" ] && stop "$fresh" || rm -rf "$fresh"; }' EXIT
  elif [ -e "$data" ] && ! ours "$data" && [ -n "$(ls -A "$data")" ]; then
    die "$data is neither empty nor a cluster made by postgres.sh start"
  fi
  mkdir -p "$data"
  if ! ours "$data"; then
    chown "$runas:" "$data"
    chmod 700 "$data"
    # C collation (--no-locale): the same order on every machine. --no-sync: throwaway data.
    log=$(mktemp)
    as_pg "$bin/initdb" -D "$data" -U postgres --auth=trust --no-locale --encoding=UTF8 \
      --no-sync >"$log" 2>&1 || { cat "$log"; rm -f "$log"; die "initdb failed in $data"; }
    rm -f "$log"
    echo "include = 'gtklistkit.conf'" >>"$data/postgresql.conf"
    # pg_ctl whose server holds none of the caller's pipes (a test's, test.sh's tee, the $(...)
    # of `eval`), which would otherwise stay open until it stops: output to its log (-l) and
    # every descriptor above 2 closed.
    printf '%s\n' '#!/bin/bash' 'for fd in $(ls /proc/$$/fd); do [ "$fd" -le 2 ] || eval "exec $fd>&-"; done' \
      "exec $(printf %q "$bin/pg_ctl") -l $(printf %q "$data/server.log") \"\$@\"" >"$data/pg_ctl"
    chmod 755 "$data/pg_ctl"
    created=1
  fi
  if as_pg "$bin/pg_ctl" -D "$data" status >/dev/null 2>&1; then
    port=$(sed -n 's/^port = //p' "$data/gtklistkit.conf")
  else
    # A free port: the kernel picks one; another process may take it before the server binds
    # it, so a failed start tries again with a new one.
    for try in 1 2 3 4 5; do
      port=$(python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
      # In the data dir, read on every start and restart. fsync off: throwaway data. The
      # timeouts turn a statement waiting on a lock some session never releases, or a
      # transaction left open, into an error the test reports, instead of a test that never ends.
      cat >"$data/gtklistkit.conf" <<EOF
port = $port
listen_addresses = '127.0.0.1'
unix_socket_directories = '$data'
max_connections = 200
shared_buffers = 32MB
fsync = off
synchronous_commit = off
full_page_writes = off
lock_timeout = '60s'
statement_timeout = '180s'
idle_in_transaction_session_timeout = '120s'
log_lock_waits = on
EOF
      chown "$runas:" "$data/gtklistkit.conf"
      if as_pg "$data/pg_ctl" -D "$data" -w -t 60 start >/dev/null; then break; fi
      [ "$try" -lt 5 ] || { tail -n 20 "$data/server.log"; die "the server in $data did not start (log above)"; }
    done
  fi
  if [ -n "$created" ]; then
    as_pg "$bin/psql" -h "$data" -p "$port" -U postgres -d postgres -X -q -v ON_ERROR_STOP=1 \
      -c "CREATE ROLE gtklistkit SUPERUSER LOGIN" -c "CREATE DATABASE gtklistkit OWNER gtklistkit" \
      || die "could not create the role and database gtklistkit (server in $data)"
  fi
  fresh=""
  echo "postgres.sh: PostgreSQL $(cat "$data/PG_VERSION") on 127.0.0.1:$port, data $data"
  printf 'export %s=%q\n' PGHOST 127.0.0.1 PGPORT "$port" PGUSER gtklistkit PGDATABASE gtklistkit \
    GTKLISTKIT_PG_DATA "$data" GTKLISTKIT_PG_CTL "$data/pg_ctl" GTKLISTKIT_PG_RUNAS "$runas" >&3
}

case ${1:-} in
  start) shift; start "$@" ;;
  stop) shift; stop "$@" ;;
  *) die "usage: postgres.sh start [DATA_DIR] | stop DATA_DIR" ;;
esac
