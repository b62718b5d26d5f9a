"""Helpers of the web tests (a uniquely named module, so it never clashes with another
conftest): servers in subprocesses, WebSocket clients, a random driver of deals."""

from __future__ import annotations

import contextlib
import fcntl
import json
import signal
import socket
import subprocess
import sys
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent.parent
ARTIFACTS = ROOT / "test-artifacts"


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


#: held while a test server picks its port and starts listening: with the tests on several
#: workers (pytest-xdist), or two checkouts testing at once, two servers could otherwise be
#: handed the same free port between free_port() and the server's own bind
PORT_LOCK = Path(tempfile.gettempdir()) / "hoyle-test-server-ports.lock"


@contextlib.contextmanager
def _port_lock():
    with open(PORT_LOCK, "a+b") as fh:
        fcntl.flock(fh, fcntl.LOCK_EX)
        try:
            yield
        finally:
            fcntl.flock(fh, fcntl.LOCK_UN)



class Server:
    """``hoyle serve`` (with the test game) in a subprocess on a free loopback port."""

    def __init__(self, database: str, bot_delay: float = 0.0, seed: int | None = 7,
                 log: Path | None = None):
        self.database = database
        self.bot_delay = bot_delay
        self.seed = seed
        self.port = free_port()
        self.base = f"http://127.0.0.1:{self.port}"
        self.ws_base = f"ws://127.0.0.1:{self.port}"
        self.log = log
        self.proc: subprocess.Popen | None = None

    def start(self, timeout: float = 30.0) -> "Server":
        """Start the server and wait until it answers; the port is chosen again, and the
        server started, under :data:`PORT_LOCK`, so no other test server can take it first."""
        with _port_lock():
            self.port = free_port()
            self.base = f"http://127.0.0.1:{self.port}"
            self.ws_base = f"ws://127.0.0.1:{self.port}"
            return self._start(timeout)

    def _start(self, timeout: float) -> "Server":
        import httpx
        cmd = [sys.executable, str(HERE / "serve_testgame.py"), "--host", "127.0.0.1",
               "--port", str(self.port), "--database", self.database,
               "--bot-delay", str(self.bot_delay), "--log-level", "warning",
               # the tests play every seat from this one address at machine speed: the
               # per-address message limit is tested in process (test_web_hardening.py)
               "--max-messages-per-client", "0"]
        if self.seed is not None:
            cmd += ["--seed", str(self.seed)]
        out = open(self.log, "ab") if self.log else subprocess.DEVNULL
        self.proc = subprocess.Popen(cmd, stdout=out, stderr=subprocess.STDOUT, cwd=ROOT)
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if self.proc.poll() is not None:
                raise RuntimeError(f"server exited with {self.proc.returncode}; see {self.log}")
            try:
                if httpx.get(self.base + "/api/games", timeout=1).status_code == 200:
                    return self
            except httpx.HTTPError:
                pass
            time.sleep(0.1)
        self.stop()
        raise RuntimeError("server did not start in time")

    def kill(self) -> None:
        """SIGKILL: no shutdown handler runs."""
        if self.proc and self.proc.poll() is None:
            self.proc.send_signal(signal.SIGKILL)
            self.proc.wait(10)

    def stop(self) -> None:
        if self.proc and self.proc.poll() is None:
            self.proc.terminate()
            try:
                self.proc.wait(10)
            except subprocess.TimeoutExpired:
                self.proc.kill()
                self.proc.wait(10)

    # helpers
    def post(self, path: str, body) -> dict:
        import httpx
        r = httpx.post(self.base + path, json=body, timeout=10)
        assert r.status_code < 300, r.text
        return r.json()

    def get(self, path: str, token: str | None = None):
        """GET ``path`` (with ``token`` as ``Authorization: Bearer``, as records need)."""
        import httpx
        headers = {"Authorization": f"Bearer {token}"} if token else {}
        r = httpx.get(self.base + path, headers=headers, timeout=10)
        assert r.status_code == 200, r.text
        return r.json()


class WSClient:
    """A WebSocket client that keeps every message it receives (as text and parsed)."""

    def __init__(self, server: Server, table: str, token: str | None):
        from websockets.sync.client import connect
        self.ws = connect(f"{server.ws_base}/ws/{table}", max_size=2 ** 22, open_timeout=10)
        self.raw: list[str] = []
        self.msgs: list[dict] = []
        self.ws.send(json.dumps({"type": "hello", "token": token}))

    def recv(self, timeout: float = 10.0) -> dict:
        text = self.ws.recv(timeout=timeout)
        self.raw.append(text)
        m = json.loads(text)
        self.msgs.append(m)
        return m

    def send(self, obj) -> None:
        self.ws.send(obj if isinstance(obj, str) else json.dumps(obj))

    def until(self, pred, timeout: float = 10.0) -> dict:
        deadline = time.monotonic() + timeout
        while True:
            left = deadline - time.monotonic()
            if left <= 0:
                raise TimeoutError("no matching message")
            m = self.recv(left)
            if pred(m):
                return m

    def close(self) -> None:
        try:
            self.ws.close()
        except Exception:
            pass


CHROMIUM_ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                 "--disable-background-networking", "--disable-component-update",
                 "--disable-sync", "--no-first-run"]



class Player(WSClient):
    """A seat's client that tracks the newest ``state`` message."""

    def __init__(self, server: Server, table: str, token: str | None, seat: int | None):
        super().__init__(server, table, token)
        self.seat = seat
        self.state: dict | None = None
        self.until(lambda m: m["type"] == "state")

    def recv(self, timeout: float = 10.0) -> dict:
        m = super().recv(timeout)
        if m["type"] == "state":
            self.state = m
        return m

    def wait_seq(self, seq: int, deal: int | None = None, timeout: float = 10.0) -> dict:
        def ok(s):
            return s is not None and (s["deal"], s["seq"]) >= (deal or s["deal"], seq)
        if ok(self.state):
            return self.state
        return self.until(lambda m: m["type"] == "state" and ok(m), timeout)


def newest(players) -> dict:
    return max((p.state for p in players), key=lambda m: (m["deal"], m["seq"]))


def drive(players: dict, rng, max_steps: int = 500, acked: list | None = None,
          stop_after: int | None = None) -> list:
    """Play random legal actions for the seats in ``players`` (seat -> Player) until the deal
    is over (or ``stop_after`` acknowledged actions); returns ``[(seq, seat, action)]`` acked."""
    acked = [] if acked is None else acked
    done = 0
    for _ in range(max_steps):
        st = newest(players.values())
        if st["over"] or (stop_after is not None and done >= stop_after):
            return acked
        seat = st["to_act"]
        if seat not in players:           # a server bot is to act: wait for its move
            p = next(iter(players.values()))
            p.wait_seq(st["seq"] + 1, st["deal"])
            continue
        p = players[seat]
        mine = p.wait_seq(st["seq"], st["deal"])
        action = rng.choice(mine["legal"])
        p.send({"type": "act", "action": action, "seq": mine["seq"]})
        m = p.until(lambda m: m["type"] in ("ack", "error"))
        assert m["type"] == "ack", m
        acked.append((m["seq"], seat, action))
        done += 1
        for q in players.values():
            q.wait_seq(m["seq"], st["deal"])
    raise AssertionError("the deal did not end")


def open_table(server: Server, game: str, seats: list[str], **kw) -> tuple[str, dict]:
    """Create a table and take its human seats; returns (table id, {seat: token})."""
    t = server.post("/api/tables", {"game": game, "players": len(seats), "seats": seats, **kw})
    tokens = {}
    for i, s in enumerate(seats):
        if s == "human":
            tokens[i] = server.post(f"/api/tables/{t['id']}/join",
                                    {"seat": i, "name": f"P{i}"})["token"]
    return t["id"], tokens


def make_table(client, seats, **kw) -> dict:
    """Create a table of the web-test game through a Starlette TestClient (201 expected)."""
    r = client.post("/api/tables", json={"game": "web-test-draw", "players": len(seats),
                                         "seats": list(seats), **kw})
    assert r.status_code == 201, r.text
    return r.json()


def join_table(client, tid, seat, name="Ann") -> str:
    """Take a seat through a TestClient; returns the seat token."""
    r = client.post(f"/api/tables/{tid}/join", json={"seat": seat, "name": name})
    assert r.status_code == 200, r.text
    return r.json()["token"]


@contextlib.contextmanager
def seeded_client(database: Path, first_seed: int = 100):
    """A test client of an app on ``database`` whose deals are shuffled by seeds counted from
    ``first_seed`` and whose bots answer at once, with seeded choices."""
    import itertools

    from starlette.testclient import TestClient

    from hoyle.core import SeededShuffler
    from hoyle.web import create_app
    seeds = itertools.count(first_seed)
    app = create_app(database, shuffler_factory=lambda: SeededShuffler(next(seeds)), bot_delay=0, bot_seed=1)
    with TestClient(app) as c:
        yield c
