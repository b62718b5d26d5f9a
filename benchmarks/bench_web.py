"""Load benchmark of the web table, on loopback only and bounded in time.

N concurrent tables of a registered game (default: draw poker), every seat played by a bot
client over its own WebSocket (random legal actions, optional think time). Reports actions
per second and the latency of an action (client send -> server's acknowledgement, which
comes only after the action is checked by the engine and committed to the database),
p50/p99/max, and the server's CPU use. As a floor it runs the same number of connections
against a bare Starlette WebSocket echo server in the same run (the framework and
uvicorn with no game, no database): the difference is what hoyle adds.

    python benchmarks/bench_web.py --tables 200 --duration 20 --think-ms 500
    python benchmarks/bench_web.py --tables 50 --think-ms 0          # closed loop, saturating
    python benchmarks/bench_web.py --database postgresql://postgres@127.0.0.1:54329/hoyle_test

The target is 200 concurrent tables with p99 under 50 ms at a person's pace.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import random
import socket
import subprocess
import sys
import tempfile
import time

ECHO_APP = r'''
import sys, uvicorn
from starlette.applications import Starlette
from starlette.routing import WebSocketRoute
async def ws(w):
    await w.accept()
    try:
        while True:
            t = await w.receive_text()
            await w.send_text(t)
    except Exception:
        pass
app = Starlette(routes=[WebSocketRoute("/ws", ws)])
uvicorn.run(app, host="127.0.0.1", port=int(sys.argv[1]), log_level="warning", ws="auto")
'''


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def cpu_seconds(pid: int) -> float:
    try:
        with open(f"/proc/{pid}/stat") as f:
            parts = f.read().rsplit(")", 1)[1].split()
        return (int(parts[11]) + int(parts[12])) / os.sysconf("SC_CLK_TCK")
    except OSError:
        return float("nan")


def wait_http(url: str, proc, timeout: float = 30.0) -> None:
    import httpx
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if proc.poll() is not None:
            raise SystemExit(f"server exited with {proc.returncode}")
        try:
            httpx.get(url, timeout=1)
            return
        except httpx.HTTPError:
            time.sleep(0.1)
    raise SystemExit("server did not start")


class Stats:
    def __init__(self):
        self.lat: list[float] = []
        self.errors = 0
        self.deals = 0
        self.server: dict = {}


async def seat_client(url, hello, seat, st: Stats, stop_at, think, rng):
    import websockets
    async with websockets.connect(url, max_size=2 ** 22, open_timeout=30) as ws:
        await ws.send(json.dumps(hello))
        sent_at = None
        acted_seq = None
        asked_next = None
        while True:
            left = stop_at - time.monotonic()
            if left <= 0:
                return
            try:
                text = await asyncio.wait_for(ws.recv(), timeout=left)
            except (asyncio.TimeoutError, websockets.ConnectionClosed):
                return
            m = json.loads(text)
            t = m.get("type")
            if t == "ack":
                if sent_at is not None:
                    st.lat.append(time.perf_counter() - sent_at)
                sent_at = None
            elif t == "error":
                st.errors += 1
                sent_at = None
            elif t == "state":
                if m["over"]:
                    if seat == 0 and asked_next != m["deal"]:
                        asked_next = m["deal"]
                        st.deals += 1
                        await ws.send('{"type":"next"}')
                elif m.get("legal") and sent_at is None and acted_seq != (m["deal"], m["seq"]):
                    if think:
                        await asyncio.sleep(rng.expovariate(1000.0 / think))
                    acted_seq = (m["deal"], m["seq"])
                    sent_at = time.perf_counter()
                    await ws.send(json.dumps({"type": "act", "action": rng.choice(m["legal"]),
                                              "seq": m["seq"]}))


async def echo_client(url, st: Stats, stop_at, think, rng):
    import websockets
    payload = json.dumps({"type": "act", "action": "raise 10", "seq": 1})
    async with websockets.connect(url, open_timeout=30) as ws:
        while time.monotonic() < stop_at:
            if think:
                await asyncio.sleep(rng.expovariate(1000.0 / think))
            t0 = time.perf_counter()
            await ws.send(payload)
            try:
                await asyncio.wait_for(ws.recv(), timeout=max(0.01, stop_at - time.monotonic()))
            except asyncio.TimeoutError:
                return
            st.lat.append(time.perf_counter() - t0)


async def run_hoyle(args, port: int) -> tuple[Stats, float]:
    import httpx
    base = f"http://127.0.0.1:{port}"
    seats = ["human"] * args.players
    clients = []
    async with httpx.AsyncClient(base_url=base, timeout=30) as http:
        sem = asyncio.Semaphore(16)

        async def make_table(i):
            async with sem:
                r = await http.post("/api/tables", json={"game": args.game, "players": args.players,
                                                         "seats": seats})
                r.raise_for_status()
                tid = r.json()["id"]
                out = []
                for s in range(args.players):
                    j = await http.post(f"/api/tables/{tid}/join", json={"seat": s, "name": f"b{i}.{s}"})
                    j.raise_for_status()
                    out.append((tid, s, j.json()["token"]))
                return out

        for lst in await asyncio.gather(*(make_table(i) for i in range(args.tables))):
            clients += lst
    await asyncio.sleep(0.5)
    st = Stats()
    rng = random.Random(args.seed)
    t0 = time.monotonic()
    stop_at = t0 + args.duration
    await asyncio.gather(*(seat_client(f"ws://127.0.0.1:{port}/ws/{tid}",
                                       {"type": "hello", "token": tok}, s, st, stop_at,
                                       args.think_ms, random.Random(rng.random()))
                           for tid, s, tok in clients))
    wall = time.monotonic() - t0
    async with httpx.AsyncClient(base_url=base, timeout=30) as http:
        st.server = (await http.get("/api/metrics")).json()
    return st, wall


async def run_echo(args, port: int) -> tuple[Stats, float]:
    st = Stats()
    rng = random.Random(args.seed)
    t0 = time.monotonic()
    stop_at = t0 + args.duration
    n = args.tables * args.players
    await asyncio.gather(*(echo_client(f"ws://127.0.0.1:{port}/ws", st, stop_at, args.think_ms,
                                       random.Random(rng.random())) for _ in range(n)))
    return st, time.monotonic() - t0


def pct(xs, q):
    if not xs:
        return float("nan")
    xs = sorted(xs)
    return xs[min(len(xs) - 1, int(q * len(xs)))] * 1000


def row(name, st: Stats, wall, cpu):
    n = len(st.lat)
    return (f"| {name:<34} | {n / wall:>9.0f} | {pct(st.lat, .5):>7.1f} | {pct(st.lat, .99):>7.1f} "
            f"| {max(st.lat, default=0) * 1000:>7.1f} | {cpu / wall * 100:>5.0f}% | {st.errors:>3} |")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--tables", type=int, default=200)
    ap.add_argument("--players", type=int, default=2)
    ap.add_argument("--game", default="draw-poker")
    ap.add_argument("--duration", type=float, default=20.0, help="seconds of play (bounded)")
    ap.add_argument("--think-ms", type=float, default=500.0,
                    help="mean think time of a bot client before it acts (0 = closed loop)")
    ap.add_argument("--database", default=None, help="database URL (default: a temporary SQLite file)")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--no-echo", action="store_true", help="skip the bare Starlette echo floor")
    args = ap.parse_args()
    args.duration = min(args.duration, 120.0)

    tmp = tempfile.mkdtemp(prefix="hoyle-bench-")
    db = args.database or os.path.join(tmp, "bench.db")
    lines = []
    head = ("| server (loopback)                  | actions/s | p50 ms  | p99 ms  | max ms  | CPU   | err |\n"
            "|------------------------------------|----------:|--------:|--------:|--------:|------:|----:|")
    port = free_port()
    proc = subprocess.Popen([sys.executable, "-c", "from hoyle.cli import main; main()", "serve", "--port", str(port),
                             "--database", db, "--bot-delay", "0", "--log-level", "warning",
                             # every benchmark client comes from this one address
                             "--max-tables-per-client", "0", "--max-connections-per-client", "0",
                             "--max-messages-per-client", "0"],
                            stdout=subprocess.DEVNULL, stderr=subprocess.STDOUT)
    try:
        wait_http(f"http://127.0.0.1:{port}/api/games", proc)
        c0 = cpu_seconds(proc.pid)
        st, wall = asyncio.run(run_hoyle(args, port))
        cpu = cpu_seconds(proc.pid) - c0
        backend = "postgresql" if db.startswith("postgres") else "sqlite"
        lines.append(row(f"hoyle {args.game} ({backend})", st, wall, cpu))
        server_side = st.server
        deals = st.deals
    finally:
        proc.terminate()
        proc.wait(10)
    if not args.no_echo:
        port = free_port()
        proc = subprocess.Popen([sys.executable, "-c", ECHO_APP, str(port)],
                                stdout=subprocess.DEVNULL, stderr=subprocess.STDOUT)
        try:
            for _ in range(100):
                try:
                    socket.create_connection(("127.0.0.1", port), timeout=0.2).close()
                    break
                except OSError:
                    time.sleep(0.1)
            c0 = cpu_seconds(proc.pid)
            st, wall = asyncio.run(run_echo(args, port))
            cpu = cpu_seconds(proc.pid) - c0
            lines.append(row("starlette echo (floor, no game/db)", st, wall, cpu))
        finally:
            proc.terminate()
            proc.wait(10)
    print(f"{args.tables} tables x {args.players} seats = {args.tables * args.players} WebSockets, "
          f"think {args.think_ms:g} ms, {args.duration:g} s; {deals} deals finished; "
          f"{os.cpu_count()} CPUs (client and server share them)")
    print(head)
    print("\n".join(lines))
    print(f"server side (message received -> checked, committed, acknowledged): "
          f"p50 {server_side['p50_ms']} ms, p99 {server_side['p99_ms']} ms, "
          f"max {server_side['max_ms']} ms over {server_side['actions']} actions")


if __name__ == "__main__":
    main()
