# Services for the web and store tests: Chromium (for Playwright) and a PostgreSQL server
# on loopback. Sourced by .ci/run (`source .ci/services.sh`); idempotent and quick when
# everything is already installed and running. Exports:
#   HOYLE_CHROMIUM            path of the system Chromium (never a downloaded browser)
#   HOYLE_TEST_POSTGRES_URL   postgresql://postgres@127.0.0.1:PORT/hoyle_test
#   HOYLE_REQUIRE_SERVICES=1  the web/store tests then fail (instead of skipping) when
#                             Chromium or PostgreSQL is missing, so CI cannot skip them
# Settings (optional): HOYLE_PGDATA (default /tmp/hoyle-pgdata), HOYLE_PGPORT (default 54329).

_hoyle_services() {
    local sudo_pkg=""
    if [ "$(id -u)" != "0" ]; then
        if command -v sudo >/dev/null 2>&1; then sudo_pkg="sudo"; fi
    fi
    local need=""
    command -v chromium >/dev/null 2>&1 || need="$need chromium"
    ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1 || need="$need postgresql"
    if [ -n "$need" ]; then
        echo "services: installing$need from the system package manager"
        $sudo_pkg apt-get update -qq >/dev/null || return 1
        DEBIAN_FRONTEND=noninteractive $sudo_pkg apt-get install -y -qq $need >/dev/null || return 1
    fi
    export HOYLE_CHROMIUM="$(command -v chromium)"

    local pgbin
    pgbin="$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -1)"
    local pgdata="${HOYLE_PGDATA:-/tmp/hoyle-pgdata}"
    local port="${HOYLE_PGPORT:-54329}"
    local as=""
    if [ "$(id -u)" = "0" ]; then as="runuser -u postgres --"; fi
    if [ ! -f "$pgdata/PG_VERSION" ]; then
        mkdir -p "$pgdata"
        [ -n "$as" ] && chown postgres:postgres "$pgdata"
        chmod 700 "$pgdata"
        $as "$pgbin/initdb" -D "$pgdata" -A trust -U postgres -E UTF8 >/dev/null || return 1
    fi
    if ! $as "$pgbin/pg_ctl" -D "$pgdata" status >/dev/null 2>&1; then
        $as "$pgbin/pg_ctl" -D "$pgdata" -l "$pgdata/server.log" -w -t 60 \
            -o "-c listen_addresses=127.0.0.1 -p $port -k $pgdata -c fsync=on" start >/dev/null \
            || { cat "$pgdata/server.log"; return 1; }
    fi
    if ! "$pgbin/psql" -h 127.0.0.1 -p "$port" -U postgres -tAc \
            "select 1 from pg_database where datname='hoyle_test'" | grep -q 1; then
        "$pgbin/createdb" -h 127.0.0.1 -p "$port" -U postgres hoyle_test || return 1
    fi
    export HOYLE_TEST_POSTGRES_URL="postgresql://postgres@127.0.0.1:$port/hoyle_test"
    echo "services: chromium at $HOYLE_CHROMIUM; PostgreSQL at $HOYLE_TEST_POSTGRES_URL"
}
_hoyle_services || echo "services: could not start every service (the tests that need it will fail)"
export HOYLE_REQUIRE_SERVICES=1
unset -f _hoyle_services
