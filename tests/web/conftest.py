"""Fixtures of the web and store tests: the test-only game, servers in subprocesses on free
loopback ports, the database backends (SQLite always; PostgreSQL when HOYLE_TEST_POSTGRES_URL
is set, as `.ci/services.sh` does) and the system Chromium.

Tests that need PostgreSQL or Chromium skip when they are missing locally; with
HOYLE_REQUIRE_SERVICES=1 (set by `.ci/services.sh`) they fail instead, so CI cannot skip them.
"""

from __future__ import annotations

import os
import secrets
import shutil
import sys
from pathlib import Path

import pytest

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

import webtest_minigame as minigame  # noqa: E402
from webtest_helpers import Server  # noqa: E402


def need(what: str, reason: str):
    if os.environ.get("HOYLE_REQUIRE_SERVICES") == "1":
        pytest.fail(f"{what} is required here (HOYLE_REQUIRE_SERVICES=1) but {reason}")
    pytest.skip(f"{what}: {reason} (source .ci/services.sh to provide it)")


@pytest.fixture(scope="module")
def mini():
    """The test-only game, registered for one test module at a time (never shipped)."""
    info = minigame.register()
    yield info
    minigame.unregister()


# ----- databases -----------------------------------------------------------------------------
@pytest.fixture(scope="session")
def pg_server_url():
    url = os.environ.get("HOYLE_TEST_POSTGRES_URL")
    if not url:
        need("PostgreSQL", "HOYLE_TEST_POSTGRES_URL is not set")
    try:
        import psycopg
    except ImportError:
        need("PostgreSQL", "psycopg is not installed")
    try:
        psycopg.connect(url, connect_timeout=5).close()
    except Exception as exc:
        need("PostgreSQL", f"cannot connect to {url}: {exc}")
    return url


class PgDatabases:
    """Creates throw-away databases on the test server and drops them afterwards."""

    def __init__(self, url: str):
        import psycopg
        self.psycopg = psycopg
        self.url = url
        self.made: list[str] = []

    def new(self) -> str:
        name = "hoyle_t_" + secrets.token_hex(5)
        with self.psycopg.connect(self.url, autocommit=True) as conn:
            conn.execute(f'CREATE DATABASE "{name}"')
        self.made.append(name)
        base, _, _ = self.url.rpartition("/")
        return f"{base}/{name}"

    def drop_all(self) -> None:
        with self.psycopg.connect(self.url, autocommit=True) as conn:
            for name in self.made:
                conn.execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')


@pytest.fixture(scope="session")
def pg_databases(pg_server_url):
    dbs = PgDatabases(pg_server_url)
    yield dbs
    dbs.drop_all()


@pytest.fixture(params=["sqlite", "postgresql"])
def db_url(request, tmp_path):
    """A fresh, empty database on each backend."""
    if request.param == "sqlite":
        return str(tmp_path / "hoyle.db")
    return request.getfixturevalue("pg_databases").new()


# ----- servers in subprocesses -----------------------------------------------------------------
@pytest.fixture
def make_server(tmp_path):
    made: list[Server] = []

    def make(database: str | None = None, **kw) -> Server:
        s = Server(database or str(tmp_path / "srv.db"), log=tmp_path / "server.log", **kw)
        made.append(s)
        return s.start()

    yield make
    for s in made:
        s.stop()


@pytest.fixture
def chromium_path():
    path = os.environ.get("HOYLE_CHROMIUM") or shutil.which("chromium") or "/usr/bin/chromium"
    if not os.path.exists(path):
        need("Chromium", "no system chromium found (apt-get install chromium)")
    try:
        import playwright.sync_api  # noqa: F401  (is it installed?)
    except ImportError:
        need("Chromium", "the playwright package is not installed")
    return path
