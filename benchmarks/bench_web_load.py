"""Load benchmark of the web table at club size: many tables with server bots, many WebSocket
clients, on one ``hoyle serve`` process and on two processes sharing one PostgreSQL database.

Each table has ``--humans`` seats played by benchmark clients (one WebSocket each, a random
legal action after a think time) and ``--bots`` seats played by the server's bots (waiting
``--bot-delay`` s); with ``--spectators`` more clients only watch. With two processes the
clients of one table are sent to both in turn (a load balancer without stickiness: every
table is held, and caught up by LISTEN/NOTIFY, in both). Reports per configuration: actions
acknowledged per second, client-observed latency of an action (send -> ``ack``, which the
server sends after the engine has checked the action and the database has committed it)
p50/p99/max, server-side p50/p99, errors, and server memory: the resident set (RSS) growth
of the server processes from before the first table to the end of play, divided by the
number of tables.

    python benchmarks/bench_web_load.py                                # 500 tables, 1,000 clients
    python benchmarks/bench_web_load.py --tables 100 --duration 15
    python benchmarks/bench_web_load.py --configs pg1,pg2 \\
        --database postgresql://postgres@127.0.0.1:54329/hoyle_test

``--database`` names a PostgreSQL server: each PostgreSQL configuration runs on a throw-away
database created there (and dropped afterwards). Loopback only, bounded in time; never run as
a unit test.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import random
import secrets
import subprocess
import sys
import tempfile
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from bench_web import cpu_seconds, free_port, pct, wait_http  # noqa: E402


def rss_kib(pid: int) -> int:
    with open(f"/proc/{pid}/status") as f:
        for line in f:
            if line.startswith("VmRSS:"):
                return int(line.split()[1])
    return 0


class Stats:
    def __init__(self):
        self.lat: list[float] = []
        self.errors: dict[str, int] = {}
        self.deals = 0
        self.connected = 0


async def client(url, hello, seat, dealer, st: Stats, stop_at, think, rng, start_at):
    import websockets
    await asyncio.sleep(max(0.0, start_at - time.monotonic()))
    async with websockets.connect(url, max_size=2 ** 22, open_timeout=60, ping_interval=None) as ws:
        await ws.send(json.dumps(hello))
        st.connected += 1
        sent_at = None
        acted = None
        asked = None
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
                key = m.get("message", "")[:40]
                st.errors[key] = st.errors.get(key, 0) + 1
                sent_at, acted = None, None
            elif t == "state" and seat is not None:
                if m["over"]:
                    if dealer and asked != m["deal"]:
                        asked = m["deal"]
                        st.deals += 1
                        await ws.send('{"type":"next"}')
                elif m.get("legal") and sent_at is None and acted != (m["deal"], m["seq"]):
                    if think:
                        await asyncio.sleep(rng.expovariate(1000.0 / think))
                    acted = (m["deal"], m["seq"])
                    sent_at = time.perf_counter()
                    await ws.send(json.dumps({"type": "act", "action": rng.choice(m["legal"]),
                                              "seq": m["seq"]}))


async def drive(args, ports: list[int]) -> tuple[Stats, float, list[dict]]:
    import httpx
    seats = ["human"] * args.humans + ["bot"] * args.bots
    players = len(seats)
    plan = []         # (port, table, seat or None, token or None, dealer)
    async with httpx.AsyncClient(timeout=60) as http:
        sem = asyncio.Semaphore(8)

        async def make_table(i):
            async with sem:
                base = f"http://127.0.0.1:{ports[i % len(ports)]}"
                r = await http.post(base + "/api/tables", json={
                    "game": args.game, "players": players, "seats": seats})
                r.raise_for_status()
                tid = r.json()["id"]
                out = []
                for s in range(args.humans):
                    port = ports[(i + s) % len(ports)]
                    j = await http.post(f"http://127.0.0.1:{port}/api/tables/{tid}/join",
                                        json={"seat": s, "name": f"c{i}.{s}"})
                    j.raise_for_status()
                    out.append((port, tid, s, j.json()["token"], s == 0))
                for k in range(args.spectators):
                    out.append((ports[(i + args.humans + k) % len(ports)], tid, None, None, False))
                return out

        for lst in await asyncio.gather(*(make_table(i) for i in range(args.tables))):
            plan += lst
    st = Stats()
    rng = random.Random(args.seed)
    t_conn = time.monotonic()
    # connections are opened over ``--ramp`` seconds, then every client plays until the end
    start = [t_conn + args.ramp * k / max(1, len(plan)) for k in range(len(plan))]
    stop_at = t_conn + args.ramp + args.duration
    await asyncio.gather(*(client(f"ws://127.0.0.1:{port}/ws/{tid}",
                                  {"type": "hello", "token": tok}, seat, dealer, st, stop_at,
                                  args.think_ms, random.Random(rng.random()), start[k])
                           for k, (port, tid, seat, tok, dealer) in enumerate(plan)))
    wall = args.duration + args.ramp
    metrics = []
    async with httpx.AsyncClient(timeout=30) as http:
        for p in ports:
            metrics.append((await http.get(f"http://127.0.0.1:{p}/api/metrics")).json())
    return st, wall, metrics


def start_server(db: str, args) -> tuple[subprocess.Popen, int]:
    port = free_port()
    proc = subprocess.Popen(
        [sys.executable, "-c", "from hoyle.cli import main; main()", "serve", "--port", str(port),
         "--database", db, "--bot-delay", str(args.bot_delay), "--log-level", "warning",
         "--idle-unload", "0",
         # every benchmark client comes from this one address
         "--max-tables-per-client", "0", "--max-connections-per-client", "0",
         "--max-messages-per-client", "0"],
        stdout=subprocess.DEVNULL, stderr=open(args.log, "ab"))
    wait_http(f"http://127.0.0.1:{port}/api/games", proc, timeout=60)
    return proc, port


def run_config(name: str, db: str, nproc: int, args) -> str:
    procs = []
    try:
        for _ in range(nproc):
            procs.append(start_server(db, args))
        time.sleep(1.0)
        rss0 = [rss_kib(p.pid) for p, _ in procs]
        cpu0 = [cpu_seconds(p.pid) for p, _ in procs]
        t0 = time.monotonic()
        st, wall, metrics = asyncio.run(drive(args, [port for _, port in procs]))
        elapsed = time.monotonic() - t0
        rss1 = [rss_kib(p.pid) for p, _ in procs]
        cpu = sum(cpu_seconds(p.pid) for p, _ in procs) - sum(cpu0)
    finally:
        for p, _ in procs:
            p.terminate()
            try:
                p.wait(20)
            except subprocess.TimeoutExpired:
                p.kill()
    per_table = (sum(rss1) - sum(rss0)) / args.tables
    server_p50 = "/".join(str(m["p50_ms"]) for m in metrics)
    server_p99 = "/".join(str(m["p99_ms"]) for m in metrics)
    n = len(st.lat)
    errs = sum(st.errors.values())
    row = (f"| {name:<26} | {st.connected:>5} | {n / wall:>9.0f} | {pct(st.lat, .5):>7.1f} "
           f"| {pct(st.lat, .99):>7.1f} | {max(st.lat, default=0) * 1000:>8.1f} "
           f"| {server_p50:>11} | {server_p99:>11} | {per_table:>8.0f} "
           f"| {'/'.join(f'{r / 1024:.0f}' for r in rss1):>9} | {cpu / elapsed * 100:>5.0f}% "
           f"| {errs:>4} |")
    if st.errors:
        row += "\n  errors: " + "; ".join(f"{k!r} x{v}" for k, v in st.errors.items())
    return row


def pg_database(url: str) -> tuple[str, str]:
    """A throw-away database on the server of ``url``: (its URL, its name)."""
    import psycopg
    name = "hoyle_bench_" + secrets.token_hex(4)
    with psycopg.connect(url, autocommit=True) as conn:
        conn.execute(f'CREATE DATABASE "{name}"')
    return url.rpartition("/")[0] + "/" + name, name


def drop_database(url: str, name: str) -> None:
    import psycopg
    with psycopg.connect(url, autocommit=True) as conn:
        conn.execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--tables", type=int, default=500)
    ap.add_argument("--humans", type=int, default=2, help="client-played seats per table")
    ap.add_argument("--bots", type=int, default=2, help="server-bot seats per table")
    ap.add_argument("--spectators", type=int, default=0, help="watching clients per table")
    ap.add_argument("--game", default="draw-poker")
    ap.add_argument("--duration", type=float, default=30.0, help="seconds of play (bounded)")
    ap.add_argument("--ramp", type=float, default=10.0, help="seconds over which clients connect")
    ap.add_argument("--think-ms", type=float, default=1000.0,
                    help="mean think time of a client before it acts")
    ap.add_argument("--bot-delay", type=float, default=0.5, help="the server bots' delay (s)")
    ap.add_argument("--configs", default="sqlite1,pg2",
                    help="comma-separated: sqlite1 (one process, SQLite), pg1, pg2 (one or two "
                         "processes on PostgreSQL)")
    ap.add_argument("--database", default=os.environ.get("HOYLE_TEST_POSTGRES_URL"),
                    help="PostgreSQL server URL for the pg configurations")
    ap.add_argument("--seed", type=int, default=1)
    args = ap.parse_args()
    args.duration = min(args.duration, 300.0)
    tmp = tempfile.mkdtemp(prefix="hoyle-bench-load-")
    args.log = os.path.join(tmp, "servers.log")
    clients = args.tables * (args.humans + args.spectators)
    head = ("| configuration              | conns | actions/s | p50 ms  | p99 ms  | max ms   "
            "| server p50  | server p99  | KiB/table | RSS MiB   | CPU   | err  |\n"
            "|----------------------------|------:|----------:|--------:|--------:|---------:"
            "|------------:|------------:|---------:|----------:|------:|-----:|")
    rows = []
    for cfg in args.configs.split(","):
        cfg = cfg.strip()
        if cfg == "sqlite1":
            rows.append(run_config("1 process, SQLite", os.path.join(tmp, f"{cfg}.db"), 1, args))
        elif cfg in ("pg1", "pg2"):
            if not args.database:
                raise SystemExit(f"{cfg} needs --database postgresql://... (or "
                                 "HOYLE_TEST_POSTGRES_URL)")
            url, name = pg_database(args.database)
            try:
                n = int(cfg[-1])
                rows.append(run_config(f"{n} process{'es' if n > 1 else ''}, PostgreSQL", url,
                                       n, args))
            finally:
                drop_database(args.database, name)
        else:
            raise SystemExit(f"unknown configuration {cfg!r}")
        print(rows[-1], flush=True)
    print(f"\n{args.tables} tables of {args.game} ({args.humans} client seats + {args.bots} "
          f"server bots each), {clients} WebSocket clients, think {args.think_ms:g} ms, bot "
          f"delay {args.bot_delay:g} s, {args.duration:g} s of play after a {args.ramp:g} s "
          f"ramp; {os.cpu_count()} CPUs shared by the clients and the servers")
    print(head)
    print("\n".join(rows))
    print("server p50/p99: inside each server process (message received -> stored, "
          "acknowledged), one value per process; KiB/table: RSS growth of all server processes "
          "over the run / tables; RSS: each process at the end")


if __name__ == "__main__":
    main()
