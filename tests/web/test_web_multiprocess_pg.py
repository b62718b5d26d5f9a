"""Two ``hoyle serve`` processes on one PostgreSQL database (issue 20 §5): the same tables are
served to watchers and players connected to either process.

* 20 players (WebSocket clients, split across both processes) act at once on five shared
  tables for several deals: every acknowledged action is in the database's action log, the log
  holds nothing that was not acknowledged, no place of a deal was acknowledged twice, and the
  watchers on the two processes saw the same table at every (deal, action) both saw, ending
  on the same state.
* kill -9 of the process that drives a table's bots, mid-deal: the other process takes the
  bots over and serves the table (its players reconnect to it) with no acknowledged action lost.

Skipped unless HOYLE_TEST_POSTGRES_URL names a PostgreSQL server.
"""

from __future__ import annotations

import json
import random
import threading
import time

from webtest_helpers import WSClient

DEALS = 3
PLAYERS = 4
TABLES = 5


def _db_actions(url: str, table_id: str) -> list[tuple[int, int, int, str]]:
    """(deal number, seq, seat, action) of every stored action of a table, in order."""
    import psycopg
    with psycopg.connect(url) as conn:
        return [tuple(r) for r in conn.execute(
            "SELECT d.number, a.seq, a.seat, a.action FROM hoyle_actions a "
            "JOIN hoyle_deals d ON d.id = a.deal_id WHERE d.table_id = %s "
            "ORDER BY d.number, a.seq", [table_id]).fetchall()]


class Seat(threading.Thread):
    """One player: acts (a random legal action) whenever the newest state it was sent says
    it is to act, until deal ``deals`` is over; the ``first`` human seat asks for the next
    deal. Keeps every
    acknowledged action as (deal, seq, seat, action)."""

    def __init__(self, server, table, token, seat, rng, deals=DEALS, stop_after=None,
                 first=0):
        super().__init__(daemon=True)
        self.first = first
        self.server, self.table, self.token, self.seat = server, table, token, seat
        self.rng, self.deals, self.stop_after = rng, deals, stop_after
        self.acked: list[tuple[int, int, int, str]] = []
        self.refused: list[dict] = []
        self.error: BaseException | None = None
        self.stop = threading.Event()
        self.done = False

    def connect(self, server) -> None:
        self.server = server
        self.ws = WSClient(server, self.table, self.token)

    def run(self) -> None:
        try:
            self._play()
        except BaseException as exc:   # reported by the test
            self.error = exc

    def _play(self) -> None:
        state, pending, acted_at, asked = None, None, None, set()
        deadline = time.monotonic() + 60
        while not self.stop.is_set() and time.monotonic() < deadline:
            if self.stop_after is not None and len(self.acked) >= self.stop_after:
                return
            try:
                m = self.ws.recv(timeout=0.5)
            except TimeoutError:
                m = None
            if m is not None and m["type"] == "state":
                state = m
            elif m is not None and m["type"] == "ack":
                self.acked.append((pending[0], m["seq"], self.seat, pending[1]))
                assert m["seq"] == pending[2] + 1, (m, pending)
                pending = None
            elif m is not None and m["type"] == "error":
                self.refused.append(m)
                pending, acted_at = None, None      # look again at the newest state
            if state is None or pending is not None:
                continue
            if state["over"]:
                if state["deal"] >= self.deals:
                    self.done = True
                    return
                if self.seat == self.first and state["deal"] not in asked:
                    asked.add(state["deal"])
                    self.ws.send({"type": "next"})
                continue
            at = (state["deal"], state["seq"])
            if state["to_act"] == self.seat and state.get("legal") and acted_at != at:
                action = self.rng.choice(state["legal"])
                acted_at, pending = at, (state["deal"], action, state["seq"])
                self.ws.send({"type": "act", "action": action, "seq": state["seq"]})


class Watcher(threading.Thread):
    """A spectator that keeps every ``state`` it is sent."""

    def __init__(self, server, table):
        super().__init__(daemon=True)
        self.ws = WSClient(server, table, None)
        self.states: list[dict] = []
        self.stop = threading.Event()

    def run(self) -> None:
        while not self.stop.is_set():
            try:
                m = self.ws.recv(timeout=0.3)
            except TimeoutError:
                continue
            except Exception:
                return
            if m["type"] == "state":
                self.states.append(m)


SAME = ("deal", "seq", "over", "to_act", "view", "log", "text", "totals", "outcome")


def _key(m):
    return (m["deal"], m["seq"], m["over"])


def test_two_processes_serve_the_same_tables_with_no_lost_or_doubled_action(
        make_server, pg_databases):
    url = pg_databases.new()
    a = make_server(url)
    b = make_server(url)
    servers = [a, b]
    rng = random.Random(20)
    seats, watchers, tables = [], [], []
    for k in range(TABLES):
        home = servers[k % 2]                  # tables made on either process
        t = home.post("/api/tables", {"game": "web-test-draw", "players": PLAYERS,
                                      "seats": ["human"] * PLAYERS})
        tables.append(t["id"])
        for s in servers:                      # watchers on both, before anyone sits
            watchers.append((t["id"], s, Watcher(s, t["id"])))
        for i in range(PLAYERS):
            srv = servers[(k + i) % 2]          # seats joined and played through both
            tok = srv.post(f"/api/tables/{t['id']}/join", {"seat": i, "name": f"P{k}.{i}"})["token"]
            p = Seat(srv, t["id"], tok, i, random.Random(rng.random()))
            p.connect(srv)
            seats.append(p)
    assert len(seats) == 20
    for _, _, w in watchers:
        w.start()
    for p in seats:
        p.start()
    for p in seats:
        p.join(70)
    time.sleep(1.0)                            # the last notices reach the watchers
    for _, _, w in watchers:
        w.stop.set()
        w.join(5)
    for p in seats:
        assert p.error is None, repr(p.error)
        assert p.done, f"table {p.table} seat {p.seat} did not reach the end of deal {DEALS}"
    for tid in tables:
        stored = _db_actions(url, tid)
        acked = sorted(x for p in seats if p.table == tid for x in p.acked)
        assert acked == stored                 # nothing lost, nothing stored unacknowledged
        assert len({(d, s) for d, s, _, _ in acked}) == len(acked)   # no place acked twice
        assert {d for d, _, _, _ in stored} == set(range(1, DEALS + 1))
        views = [w for t, _, w in watchers if t == tid]
        assert len(views) == 2
        by_key = [{_key(m): m for m in w.states} for w in views]
        for w in views:                        # each watcher's seqs only move forward
            keys = [_key(m) for m in w.states if m["deal"] > 0 and not m["waiting"]]
            assert keys == sorted(keys), keys
            last = w.states[-1]
            assert (last["deal"], last["seq"], last["over"]) == \
                (DEALS, max(s for d, s, _, _ in stored if d == DEALS), True)
        common = set(by_key[0]) & set(by_key[1])
        assert len(common) >= DEALS
        for k in common:                       # the same table at the same place
            m0, m1 = by_key[0][k], by_key[1][k]
            assert {f: m0.get(f) for f in SAME} == {f: m1.get(f) for f in SAME}, k
    for s in servers:
        assert s.proc.poll() is None


def test_the_same_action_sent_to_both_processes_at_once_is_taken_once(make_server, pg_databases):
    """A player with a page open on each process sends its action to both at the same moment
    (both at the same seq): one process stores it, the other refuses it (stale, or not that
    seat's turn any more), and the database holds one action per acknowledgement."""
    url = pg_databases.new()
    a = make_server(url)
    b = make_server(url)
    t = a.post("/api/tables", {"game": "web-test-draw", "players": 2, "seats": ["human"] * 2})
    tid = t["id"]
    toks = [b.post(f"/api/tables/{tid}/join", {"seat": i, "name": f"P{i}"})["token"]
            for i in range(2)]
    pages = {(i, s.port): WSClient(s, tid, toks[i]) for i in range(2) for s in (a, b)}
    rng = random.Random(5)
    acks = refusals = 0
    why: list[str] = []
    everyone = list(pages.values())
    for _ in range(80):
        state = _newest(*everyone)
        if state["over"]:
            if state["deal"] >= 4:
                break
            pages[(0, a.port)].send({"type": "next"})
            _newest(*everyone, deal=state["deal"] + 1)
            continue
        seat = state["to_act"]
        pa, pb = pages[(seat, a.port)], pages[(seat, b.port)]
        sa = _state_at(pa, state)
        action = rng.choice(sa["legal"])
        msg = {"type": "act", "action": action, "seq": state["seq"]}
        threads = [threading.Thread(target=p.send, args=(msg,)) for p in (pa, pb)]
        for th in threads:
            th.start()
        for th in threads:
            th.join()
        replies = [p.until(lambda m: m["type"] in ("ack", "error"), 30) for p in (pa, pb)]
        kinds = sorted(r["type"] for r in replies)
        why.extend(r["message"][:100] for r in replies if r["type"] == "error")
        assert kinds == ["ack", "error"], replies
        acks += 1
        refusals += 1
    stored = _db_actions(url, tid)
    assert acks >= 10 and len(stored) == acks, (acks, len(stored))
    assert refusals == acks
    # the loser is refused either by the store's check under the table's advisory lock (both
    # processes held the same seq: "another action was taken first", the usual case here) or
    # because it had already heard of the other's action; the store-level test below checks
    # the first deterministically; when the winner's action was the deal's last, the loser hears
    # that the deal is over
    odd = [w for w in why if not ("stale action" in w or "not your turn" in w or "the deal is over" in w)]
    assert not odd, odd


def _newest(*pages, deal=None, timeout=30.0):
    """The newest state either page has been sent (after draining what is waiting)."""
    deadline = time.monotonic() + timeout
    while True:
        for p in pages:
            while True:
                try:
                    p.recv(timeout=0.05)
                except TimeoutError:
                    break
        states = [m for p in pages for m in p.msgs if m["type"] == "state"]
        best = max(states, key=lambda m: (m["deal"], m["seq"], m["over"]))
        if deal is None or best["deal"] >= deal:
            both = [max((m for m in p.msgs if m["type"] == "state"),
                        key=lambda m: (m["deal"], m["seq"], m["over"])) for p in pages]
            if all((m["deal"], m["seq"], m["over"]) == (best["deal"], best["seq"], best["over"])
                   for m in both):
                return best
        if time.monotonic() > deadline:
            raise TimeoutError("the pages do not agree on the newest state")


def _state_at(page, state):
    return next(m for m in reversed(page.msgs) if m["type"] == "state"
                and (m["deal"], m["seq"]) == (state["deal"], state["seq"]))


def test_kill_9_of_one_process_mid_deal_the_other_serves_on(make_server, pg_databases):
    url = pg_databases.new()
    a = make_server(url)
    b = make_server(url)
    # seat 0 is a bot, first to act: the process that starts the deal (a) drives the bots
    t = a.post("/api/tables", {"game": "web-test-draw", "players": 4,
                               "seats": ["bot:random", "human", "human", "bot:random"]})
    tid = t["id"]
    tok1 = a.post(f"/api/tables/{tid}/join", {"seat": 1, "name": "Ann"})["token"]
    tok2 = a.post(f"/api/tables/{tid}/join", {"seat": 2, "name": "Bob"})["token"]
    watcher = Watcher(b, tid)
    watcher.start()
    p1 = Seat(a, tid, tok1, 1, random.Random(1), deals=3, stop_after=2, first=1)
    p2 = Seat(b, tid, tok2, 2, random.Random(2), deals=3, first=1)
    p1.connect(a)
    p2.connect(b)
    p1.start()
    p2.start()
    p1.join(30)
    assert p1.error is None and len(p1.acked) == 2, (p1.error, p1.acked)
    before = _db_actions(url, tid)
    assert before
    a.kill()                                   # mid-deal, bots driven by a
    p1b = Seat(b, tid, tok1, 1, random.Random(3), deals=3, first=1)
    p1b.acked = list(p1.acked)
    p1b.connect(b)                             # its page reconnects to the other process
    p1b.start()
    p1b.join(40)
    p2.join(40)
    time.sleep(0.5)
    watcher.stop.set()
    watcher.join(5)
    for p in (p1b, p2):
        assert p.error is None, repr(p.error)
        assert p.done, (f"seat {p.seat} did not see the end of deal 3", p.refused[-3:],
                        [(m["type"], m.get("deal"), m.get("seq"), m.get("over"), m.get("to_act"))
                         for m in p.ws.msgs[-3:]], _db_actions(url, tid)[-3:],
                        b.get(f"/api/tables/{tid}"), b.get("/api/metrics"))
    stored = _db_actions(url, tid)
    acked = p1b.acked + p2.acked
    assert set(acked) <= set(stored)           # no acknowledged action lost
    assert [x for x in stored if x[2] in (1, 2)] == sorted(acked)
    bots = [x for x in stored if x[2] in (0, 3)]
    assert any(x[0] >= 2 for x in bots)        # the bots played on after the kill
    places = [(d, s) for d, s, _, _ in stored]
    assert len(set(places)) == len(places)
    last = watcher.states[-1]
    assert (last["deal"], last["over"]) == (3, True)
    assert last["seq"] == max(s for d, s, _, _ in stored if d == 3)
    assert b.proc.poll() is None


def test_the_store_takes_one_of_two_racing_writes_and_shares_rate_buckets(pg_databases):
    """Two stores (two processes' views) on one database: action N is stored once, an action
    after a deal's end and a second end are refused, the notices name what committed, and a
    rate bucket is counted over both."""
    import psycopg

    from hoyle.store import ActionConflict, Store, TableOp
    url = pg_databases.new()
    s1, s2 = Store(url), Store(url)
    s1.migrate()
    tid = s1.create_table("g", 2, {}, [{"kind": "human"}, {"kind": "human"}])
    did = s1.start_deal(tid, 1, {}, [], [])
    listen = psycopg.connect(url, autocommit=True)
    listen.execute("LISTEN hoyle_tables")

    def op(store, seq, seat, action="pass"):
        return TableOp(tid, lambda c: store.add_action_in(c, did, seq, seat, action), "a", 1, seq)
    assert s1.run_batch([op(s1, 1, 0)]) == [(True, None)]
    ok, err = s2.run_batch([op(s2, 1, 1, "bet 1")])[0]      # the same place: refused
    assert not ok and isinstance(err, ActionConflict)
    ok, err = s2.run_batch([op(s2, 3, 1)])[0]                # a gap: refused
    assert not ok and isinstance(err, ActionConflict)
    assert s2.run_batch([op(s2, 2, 1)])[0][0]
    fin = [TableOp(tid, lambda c, s=s: s.finish_deal_in(c, did, [1, -1], {}, tid, {}, [1, -1]),
                   "f", 1, 2) for s in (s1, s2)]
    assert s1.run_batch([fin[0]])[0][0]
    assert isinstance(s2.run_batch([fin[1]])[0][1], ActionConflict)   # finished once
    assert isinstance(s2.run_batch([op(s2, 3, 0)])[0][1], ActionConflict)  # after the end
    assert [(a["seq"], a["seat"], a["action"]) for a in s2.current_deal(tid).actions] == \
        [(1, 0, "pass"), (2, 1, "pass")]
    got = [n.payload for n in listen.notifies(timeout=1, stop_after=3)]
    assert [json.loads(p)["k"] + str(json.loads(p)["s"]) for p in got] == ["a1", "a2", "f2"]
    assert {json.loads(p)["o"] for p in got} == {s1.origin, s2.origin}
    listen.close()
    waits = [s.take_token("tables:10.0.0.1", 3, 3 / 3600) for s in (s1, s2, s1, s2)]
    assert waits[:3] == [0.0, 0.0, 0.0] and 1000 < waits[3] <= 1200   # 3 an hour, together
    s1.dispose()
    s2.dispose()
