#!/usr/bin/env bash
# A throwaway PostgreSQL 15 server for the tests, the bench and `npm run cluster`: its own data folder, its own
# port, no password on loopback, C collation (text sorts by code point, as in SQLite). Not for production.
#
#   scripts/postgres.sh start   installs Debian's postgresql when missing, starts the server, prints its URL
#   scripts/postgres.sh stop    stops it and removes the folder
#   scripts/postgres.sh url     prints the URL of the server this script starts
#   scripts/postgres.sh run CMD runs CMD with TEST_DATABASE_URL set to the server (started, and stopped after,
#                               unless it was already running)
set -euo pipefail

PGPORT="${PGPORT:-54329}"
PGROOT="${PGROOT:-/tmp/store-postgres-$PGPORT}"
URL="postgres://postgres@127.0.0.1:$PGPORT/postgres"

bin() {
  local dir
  dir="$(ls -d /usr/lib/postgresql/*/bin 2> /dev/null | sort -V | tail -1)"
  [ -n "$dir" ] && [ -x "$dir/postgres" ] && echo "$dir"
}

# PostgreSQL refuses to run as root: as root, the server runs as the `postgres` user the package creates.
as_owner() {
  if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi
}

running() {
  local pg
  pg="$(bin)" && as_owner "$pg/pg_ctl" -D "$PGROOT/data" status > /dev/null 2>&1
}

start() {
  if [ -z "$(bin)" ]; then
    apt-get update && apt-get install -y postgresql
  fi
  local pg
  pg="$(bin)"
  if running; then
    echo "$URL"
    return
  fi
  rm -rf "$PGROOT"
  mkdir -p "$PGROOT"
  [ "$(id -u)" = 0 ] && chown postgres "$PGROOT"
  as_owner "$pg/initdb" -D "$PGROOT/data" -U postgres --auth=trust --encoding=UTF8 --locale=C > "$PGROOT/initdb.log"
  # Sockets in the data folder; fsync off, since the data is thrown away (speed for the tests, never for a store).
  as_owner "$pg/pg_ctl" -D "$PGROOT/data" -l "$PGROOT/server.log" -w start \
    -o "-p $PGPORT -k $PGROOT/data -c listen_addresses=127.0.0.1 -c max_connections=300 -c fsync=off -c synchronous_commit=off -c full_page_writes=off" \
    > /dev/null
  echo "$URL"
}

stop() {
  local pg
  pg="$(bin)" || true
  if [ -n "$pg" ] && [ -d "$PGROOT/data" ]; then
    as_owner "$pg/pg_ctl" -D "$PGROOT/data" -m fast -w stop > /dev/null 2>&1 || true
  fi
  rm -rf "$PGROOT"
}

run() {
  local started=0 status=0
  running || { start > /dev/null && started=1; }
  TEST_DATABASE_URL="$URL" "$@" || status=$?
  [ "$started" = 1 ] && stop
  return "$status"
}

case "${1:-}" in
  start) start ;;
  stop) stop ;;
  url) echo "$URL" ;;
  run)
    shift
    run "$@"
    ;;
  *)
    echo "usage: $0 start|stop|url|run CMD..." >&2
    exit 2
    ;;
esac
