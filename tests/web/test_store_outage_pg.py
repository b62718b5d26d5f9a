"""A PostgreSQL outage during play (issue 20 §4), on a throw-away PostgreSQL cluster of the
test's own (stopping the shared test server would break other tests): while the database is
stopped, an action is refused with an error (the socket stays open), the lobby answers 503,
and when the database is back the same deal goes on, bots included, without a restart.

Needs the PostgreSQL server binaries (``initdb``); skips without them."""

from __future__ import annotations

import glob
import itertools
import os
import shutil
import subprocess
import tempfile
import time

import pytest

from webtest_helpers import free_port


def _pgbin():
    found = sorted(glob.glob("/usr/lib/postgresql/*/bin/initdb"))
    return os.path.dirname(found[-1]) if found else None


@pytest.fixture
def own_pg():
    pgbin = _pgbin()
    if pgbin is None:
        pytest.skip("no PostgreSQL server binaries (initdb)")
    try:
        import psycopg  # noqa: F401
    except ImportError:
        pytest.skip("psycopg is not installed")
    as_ = ["runuser", "-u", "postgres", "--"] if os.getuid() == 0 else []
    data = tempfile.mkdtemp(prefix="hoyle-pg-outage-")
    if as_:
        shutil.chown(data, "postgres", "postgres")
    os.chmod(data, 0o700)
    port = free_port()
    run = lambda *a: subprocess.run([*as_, *a], check=True, capture_output=True, timeout=60)  # noqa: E731
    run(f"{pgbin}/initdb", "-D", data, "-A", "trust", "-U", "postgres", "-E", "UTF8")

    def start():
        run(f"{pgbin}/pg_ctl", "-D", data, "-l", f"{data}/log", "-w", "-t", "60", "-o",
            f"-c listen_addresses=127.0.0.1 -p {port} -k {data}", "start")

    def stop():
        run(f"{pgbin}/pg_ctl", "-D", data, "-w", "-m", "fast", "stop")
    start()
    try:
        yield f"postgresql://postgres@127.0.0.1:{port}/postgres", stop, start
    finally:
        subprocess.run([*as_, f"{pgbin}/pg_ctl", "-D", data, "-m", "immediate", "stop"],
                       capture_output=True, timeout=60)
        shutil.rmtree(data, ignore_errors=True)


def _until(ws, pred, n=200):
    for _ in range(n):
        m = ws.receive_json()
        if pred(m):
            return m
    raise AssertionError("no matching message")


def test_play_survives_a_postgresql_outage(own_pg, mini):
    from starlette.testclient import TestClient

    from hoyle.core import SeededShuffler
    from hoyle.web import create_app
    from hoyle.web.limits import Limits
    url, stop, start = own_pg
    seeds = itertools.count(1)
    app = create_app(url, shuffler_factory=lambda: SeededShuffler(next(seeds)), bot_delay=1.0,
                     bot_seed=1, limits=Limits.none())
    with TestClient(app) as c:
        def table(seats):
            r = c.post("/api/tables", json={"game": "web-test-draw", "players": 2, "seats": seats})
            assert r.status_code == 201, r.text
            return r.json()["id"]

        def join(tid, seat):
            r = c.post(f"/api/tables/{tid}/join", json={"seat": seat, "name": f"P{seat}"})
            assert r.status_code == 200, r.text
            return r.json()["token"]
        people = table(["human", "human"])
        tok = join(people, 0)
        join(people, 1)
        botted = table(["human", "bot:random"])
        tokb = join(botted, 0)
        with c.websocket_connect(f"/ws/{people}") as ws, \
                c.websocket_connect(f"/ws/{botted}") as wb:
            ws.send_json({"type": "hello", "token": tok})
            assert ws.receive_json()["seq"] == 0
            wb.send_json({"type": "hello", "token": tokb})
            assert wb.receive_json()["seq"] == 0
            wb.send_json({"type": "act", "action": "pass", "seq": 0})   # then the bot is due
            assert _until(wb, lambda m: m["type"] in ("ack", "error"))["type"] == "ack"
            stop()                                  # the bot's action (in 1 s) cannot be stored
            ws.send_json({"type": "act", "action": "bet 2", "seq": 0})
            m = _until(ws, lambda m: m["type"] in ("ack", "error"))
            assert m["type"] == "error" and m["seq"] == 0, m
            ws.send_json({"type": "ping"})          # no dropped socket
            assert _until(ws, lambda m: m["type"] == "pong")["seq"] == 0
            r = c.get("/api/tables")
            assert r.status_code == 503 and "retry-after" in r.headers
            time.sleep(1.5)
            live = app.state.manager.live
            assert live[people].seq == 0 and live[botted].seq == 1 and live[botted].state.to_act == 1
            start()
            t0 = time.monotonic()
            m = _until(wb, lambda m: m["type"] == "state" and (m["seq"] >= 2 or m["over"]))
            assert m["deal"] == 1 and time.monotonic() - t0 < 15     # the same deal, by itself
            for _ in range(20):                     # the seat's retry is taken
                ws.send_json({"type": "act", "action": "bet 2", "seq": 0})
                m = _until(ws, lambda m: m["type"] in ("ack", "error"))
                if m["type"] == "ack":
                    break
                time.sleep(0.5)
            assert m["type"] == "ack" and m["seq"] == 1, m
            assert c.get("/api/tables").status_code == 200
        rows = app.state.store.current_deal(people)
        assert rows.number == 1 and [a["action"] for a in rows.actions] == ["bet 2"]
