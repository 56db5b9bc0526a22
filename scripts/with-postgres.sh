#!/usr/bin/env bash
# Runs a command against a throwaway PostgreSQL server: scripts/with-postgres.sh <command…>
# Starts Debian's PostgreSQL in a temporary folder on 127.0.0.1:${PG_TEST_PORT:-5433}, exports
# TEST_DATABASE_URL (an admin URL: tests create and drop their own databases), runs the command,
# then stops the server and deletes the folder. Exits with the command's status.
# Installs the Debian package 'postgresql' when no server binaries are found (as root).
set -uo pipefail

PORT="${PG_TEST_PORT:-5433}"

find_bin() {
  local dir
  dir="$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)"
  [ -n "$dir" ] && [ -x "$dir/initdb" ] && echo "$dir"
}

# shellcheck source=scripts/debian-package.sh
source "$(dirname "$0")/debian-package.sh"
BIN="$(find_bin)"
[ -n "$BIN" ] || { install_debian_package postgresql && BIN="$(find_bin)"; }
if [ -z "$BIN" ]; then
  echo "PostgreSQL server binaries not found in /usr/lib/postgresql/*/bin (apt-get install -y postgresql, as root)." >&2
  exit 1
fi

DIR="$(mktemp -d "${TMPDIR:-/tmp}/whetstone-pg.XXXXXX")"
# initdb and postgres refuse to run as root: as root, the cluster belongs to the 'postgres' user.
if [ "$(id -u)" = "0" ]; then
  id postgres >/dev/null 2>&1 || useradd --system --no-create-home postgres
  chown postgres "$DIR"
  chmod 700 "$DIR"
  as_owner() { runuser -u postgres -- "$@"; }
else
  as_owner() { "$@"; }
fi

stop() {
  as_owner "$BIN/pg_ctl" -D "$DIR/data" -m immediate stop >/dev/null 2>&1
  rm -rf "$DIR"
}
trap stop EXIT

as_owner "$BIN/initdb" -D "$DIR/data" -U postgres --auth=trust --encoding=UTF8 --no-sync >"$DIR/initdb.log" 2>&1 || {
  cat "$DIR/initdb.log" >&2
  exit 1
}
# Durability settings are off: these databases live for one test run.
if ! as_owner "$BIN/pg_ctl" -D "$DIR/data" -l "$DIR/server.log" -w -t 60 start -o \
  "-c listen_addresses=127.0.0.1 -p $PORT -k $DIR -c max_connections=300 -c fsync=off -c synchronous_commit=off -c full_page_writes=off" >/dev/null; then
  echo "PostgreSQL did not start on 127.0.0.1:$PORT:" >&2
  cat "$DIR/server.log" >&2
  exit 1
fi
echo "PostgreSQL $("$BIN/postgres" --version | awk '{print $3}') on 127.0.0.1:$PORT ($DIR)"

export TEST_DATABASE_URL="postgres://postgres@127.0.0.1:$PORT/postgres"
"$@"
