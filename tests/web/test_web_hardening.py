"""Issue 20 §2-§4 in process (Starlette's test client): a client that stops reading is closed
with a code and never acts unheard; ``seq`` is required; set-up errors are refused before
anything is stored and a join is atomic; per-address limits; coalesced presence; private
tables; a database outage the table survives."""

from __future__ import annotations

import itertools

import pytest
from webtest_helpers import join_table, make_table
from sqlalchemy.exc import OperationalError
from starlette.testclient import TestClient
from starlette.websockets import WebSocketDisconnect

from hoyle.core import SeededShuffler
from hoyle.store import Store
from hoyle.web import create_app
from hoyle.web.limits import CLOSE_LIMIT, Limits
from hoyle.web.tables import CLOSE_SLOW, Client


def _app(tmp_path, **kw):
    seeds = itertools.count(100)
    return create_app(tmp_path / "hard.db", shuffler_factory=lambda: SeededShuffler(next(seeds)),
                      bot_delay=0, bot_seed=1, **kw)


@pytest.fixture
def client(tmp_path, mini):
    with TestClient(_app(tmp_path, limits=Limits.none())) as c:
        yield c


def _table(client, seats=("human", "human"), **kw):
    return make_table(client, seats, **kw)


_join = join_table


def _hello(client, tid, token):
    ws = client.websocket_connect(f"/ws/{tid}")
    ws.__enter__()
    ws.send_json({"type": "hello", "token": token})
    return ws, ws.receive_json()


# ----- §2: a client that stops reading ------------------------------------------------------
def test_a_full_outbox_closes_the_client_and_calls_back():
    import asyncio

    async def run():
        never = asyncio.Event()

        async def stuck(text):          # a peer that never reads: the write never completes
            await never.wait()
        calls = []
        c = Client(stuck, 0, on_overflow=lambda: calls.append(1))
        c.start()
        for i in range(Client.MAX_QUEUE + 5):
            c.push({"type": "pong", "seq": i})
            await asyncio.sleep(0)
        assert c.dead and c.overflowed and calls == [1] and not c.can_hear()
        c.push({"type": "pong"})         # nothing more is queued, no second callback
        assert calls == [1]
    asyncio.run(run())


def test_a_client_that_stops_reading_is_closed_and_never_acts_unheard(client, monkeypatch):
    t = _table(client)
    tid = t["id"]
    tok0, tok1 = _join(client, tid, 0), _join(client, tid, 1, "Bob")
    watcher, st = _hello(client, tid, tok1)
    assert st["to_act"] == 0 and st["seq"] == 0
    # seat 0's connection stops reading: its writer never runs, so its outbox only grows
    real_start, first = Client.start, []

    def start(self):
        if not first:
            first.append(self)
            return
        real_start(self)
    monkeypatch.setattr(Client, "start", start)
    with client.websocket_connect(f"/ws/{tid}") as ws:
        ws.send_json({"type": "hello", "token": tok0})
        for _ in range(Client.MAX_QUEUE + 10):
            ws.send_json({"type": "ping"})
        ws.send_json({"type": "act", "action": "bet 2", "seq": 0})   # legal, but unheard
        with pytest.raises(WebSocketDisconnect) as info:
            while True:
                ws.receive_json()
        assert info.value.code == CLOSE_SLOW
    assert first[0].dead and first[0].overflowed
    # the action of the client that could not hear was not taken
    ws2, st2 = _hello(client, tid, tok0)
    assert (st2["seq"], st2["to_act"]) == (0, 0)
    # after reconnecting (the page does on CLOSE_SLOW) the seat plays on
    ws2.send_json({"type": "act", "action": "bet 2", "seq": 0})
    assert ws2.receive_json()["type"] == "ack"
    ws2.__exit__(None, None, None)
    watcher.__exit__(None, None, None)


def test_the_page_reconnects_on_the_slow_close_code():
    from pathlib import Path

    import hoyle.web
    js = (Path(hoyle.web.__file__).parent / "static" / "app.js").read_text()
    close = js[js.index('addEventListener("close"'):]
    close = close[:close.index("\n  });")]
    # only 4401 (bad token) and 4404 (no table) stop the page; every other code reconnects
    assert "connect()" in close and str(CLOSE_SLOW) in close
    returns = [ln for ln in close.splitlines() if "return" in ln]
    assert all("4401" in ln or "4404" in ln or "T.ws !== ws" in ln or ln.strip() == "}"
               or "return;" in ln and ("drawJoin" in ln or "No such table" in ln)
               for ln in returns), returns
    assert "seq: T.msg.seq" in js      # every act the page sends carries seq


# ----- §3: set-up ---------------------------------------------------------------------------
@pytest.mark.parametrize("pays", ["x", "", "-3:2", "3:0", "5e3"])
def test_blackjack_pays_is_refused_at_creation_and_nothing_is_stored(client, pays):
    store = client.app.state.store
    before = len(store.list_tables())
    r = client.post("/api/tables", json={"game": "blackjack-casino", "players": 2,
                                         "rules": {"blackjack_pays": pays}})
    assert r.status_code == 400 and "blackjack_pays" in r.json()["error"], r.text
    assert len(store.list_tables()) == before


@pytest.mark.parametrize("rules,needle", [
    ({"cut_card": 10 ** 300}, "cut_card must be at least 20 and at most 416"),
    ({"cut_card": 1e308}, "cut_card must be at least 20 and at most 416"),
])
def test_out_of_range_options_are_refused_with_the_range(client, rules, needle):
    r = client.post("/api/tables", json={"game": "blackjack-casino", "players": 2,
                                         "rules": rules})
    assert r.status_code == 400 and needle in r.json()["error"], r.text


def test_rules_the_game_cannot_deal_are_refused_before_storing(client, monkeypatch, mini):
    real = mini.state_cls.__init__

    def init(self, n, rules=None, shuffler=None, context=None):
        if rules is not None and rules.ante == 7:
            raise ZeroDivisionError("division by zero")
        real(self, n, rules, shuffler, context)
    monkeypatch.setattr(mini.state_cls, "__init__", init)
    store = client.app.state.store
    before = len(store.list_tables())
    r = client.post("/api/tables", json={"game": "web-test-draw", "players": 2,
                                         "rules": {"ante": 7}})
    assert r.status_code == 400 and "cannot deal" in r.json()["error"], r.text
    assert len(store.list_tables()) == before
    _table(client)     # other rules still make tables


def test_a_join_whose_deal_cannot_start_leaves_the_seat_open(client, monkeypatch):
    t = _table(client)
    tid = t["id"]
    _join(client, tid, 0)
    real = Store.start_deal_in

    def down(conn, *a, **kw):
        raise OperationalError("INSERT", {}, Exception("the database is down"))
    monkeypatch.setattr(Store, "start_deal_in", staticmethod(down))
    r = client.post(f"/api/tables/{tid}/join", json={"seat": 1, "name": "Bob"})
    assert r.status_code == 503, r.text
    seats = client.get(f"/api/tables/{tid}").json()["seats"]
    assert seats[1]["open"] and seats[0]["open"] is False
    assert client.app.state.store.get_table(tid).seats[1].token_hash is None
    monkeypatch.setattr(Store, "start_deal_in", staticmethod(real))
    tok1 = _join(client, tid, 1, "Bob")
    ws, st = _hello(client, tid, tok1)
    assert st["deal"] == 1 and not st["waiting"]
    ws.__exit__(None, None, None)


# ----- §4: the database goes away -----------------------------------------------------------
class _Down:
    """An engine whose database is gone: every connection attempt fails."""

    def _fail(self, *a, **kw):
        raise OperationalError("SELECT 1", {}, Exception("connection refused"))
    begin = connect = _fail

    def dispose(self):
        pass


def _until(ws, pred, n=50):
    for _ in range(n):
        m = ws.receive_json()
        if pred(m):
            return m
    raise AssertionError("no matching message")


def test_an_outage_leaves_the_table_whole_and_answers_503(client, monkeypatch):
    mgr, store = client.app.state.manager, client.app.state.store
    tid = _table(client)["id"]
    tok0, _ = _join(client, tid, 0), _join(client, tid, 1, "Bob")
    other = _table(client)["id"]             # a table that is not in memory when the outage comes
    mgr.live.pop(other)
    ws, st = _hello(client, tid, tok0)
    hand = st["view"]["hand"]
    monkeypatch.setattr(store, "engine", _Down())
    ws.send_json({"type": "act", "action": "bet 2", "seq": 0})
    m = ws.receive_json()
    assert m["type"] == "error" and "could not be stored" in m["message"] and m["seq"] == 0
    ws.send_json({"type": "ping"})            # the socket is still open
    assert ws.receive_json() == {"type": "pong", "seq": 0}
    live = mgr.live[tid]                     # the table is whole in memory, at the same place
    assert live.state is not None and live.seq == 0 and live.state.to_act == 0
    assert live.state.view(0)["hand"] == hand
    r = client.get("/api/tables")
    assert r.status_code == 503 and r.headers["retry-after"] and "unavailable" in r.json()["error"]
    assert client.get(f"/api/tables/{other}").status_code == 503
    with client.websocket_connect(f"/ws/{other}") as w2:
        assert "unavailable" in w2.receive_json()["message"]
        with pytest.raises(WebSocketDisconnect) as info:
            w2.receive_json()
        assert info.value.code == 4503
    monkeypatch.undo()                       # the database is back: the same deal goes on
    ws.send_json({"type": "act", "action": "bet 2", "seq": 0})
    assert _until(ws, lambda m: m["type"] in ("ack", "error"))["type"] == "ack"
    assert client.get("/api/tables").status_code == 200
    assert client.get(f"/api/tables/{other}").status_code == 200
    ws.__exit__(None, None, None)


def test_next_is_refused_while_the_stored_deal_is_unfinished(client, monkeypatch):
    store = client.app.state.store
    tid = _table(client)["id"]
    tok0, _ = _join(client, tid, 0), _join(client, tid, 1, "Bob")
    ws, st = _hello(client, tid, tok0)
    real = Store.finish_deal_in

    def down(conn, *a, **kw):
        raise OperationalError("UPDATE", {}, Exception("connection refused"))
    monkeypatch.setattr(Store, "finish_deal_in", staticmethod(down))
    ws.send_json({"type": "act", "action": "fold", "seq": 0})    # the deal ends at once
    assert _until(ws, lambda m: m["type"] in ("ack", "error"))["type"] == "ack"
    ws.send_json({"type": "next"})
    m = _until(ws, lambda m: m["type"] == "error")
    assert "not stored yet" in m["message"]
    deal = store.current_deal(tid)
    assert deal.number == 1 and deal.outcome is None and len(deal.actions) == 1
    monkeypatch.setattr(Store, "finish_deal_in", staticmethod(real))
    # the table stores the end by itself once the database takes it
    over = _until(ws, lambda m: m["type"] == "state" and m["over"])
    assert over["deal"] == 1 and store.current_deal(tid).outcome is not None
    ws.send_json({"type": "next"})
    assert _until(ws, lambda m: m["type"] == "state" and m["deal"] == 2)["seq"] == 0
    ws.__exit__(None, None, None)


def test_bots_play_on_when_the_database_returns(client, monkeypatch):
    tid = _table(client, seats=("human", "bot:random"))["id"]
    tok0 = _join(client, tid, 0)
    ws, st = _hello(client, tid, tok0)
    real = Store.add_action_in
    failing = {"on": True}

    def flaky(conn, *a, **kw):
        if failing["on"] and kw.get("seat") == 1:
            raise OperationalError("INSERT", {}, Exception("connection refused"))
        return real(conn, *a, **kw)
    monkeypatch.setattr(Store, "add_action_in", staticmethod(flaky))
    ws.send_json({"type": "act", "action": "pass", "seq": 0})
    assert _until(ws, lambda m: m["type"] in ("ack", "error"))["type"] == "ack"
    live = client.app.state.manager.live[tid]
    import time
    time.sleep(0.5)
    assert live.seq == 1 and live.state.to_act == 1     # the bot cannot store its action
    failing["on"] = False                               # back: the bot acts, unprompted
    m = _until(ws, lambda m: m["type"] == "state" and (m["seq"] >= 2 or m["over"]), n=200)
    assert m["deal"] == 1
    ws.__exit__(None, None, None)


# ----- §3: limits, presence, private tables -------------------------------------------------
def test_table_creation_is_limited_per_address(tmp_path, mini):
    with TestClient(_app(tmp_path, limits=Limits(tables_per_hour=3))) as c:
        for _ in range(3):
            _table(c)
        r = c.post("/api/tables", json={"game": "web-test-draw", "players": 2})
        assert r.status_code == 429 and int(r.headers["retry-after"]) >= 1
        assert "at most 3 an hour" in r.json()["error"]
        assert len(c.app.state.store.list_tables()) == 3


def test_connections_are_limited_per_address(tmp_path, mini):
    with TestClient(_app(tmp_path, limits=Limits(connections=2))) as c:
        tid = _table(c)["id"]
        a, _ = _hello(c, tid, None)
        b, _ = _hello(c, tid, None)
        with c.websocket_connect(f"/ws/{tid}") as w:
            m = w.receive_json()
            assert m["type"] == "error" and "too many connections" in m["message"]
            with pytest.raises(WebSocketDisconnect) as info:
                w.receive_json()
            assert info.value.code == CLOSE_LIMIT
        b.__exit__(None, None, None)
        import time
        for _ in range(100):            # the server counts b as gone once its handler ends
            if len(c.app.state.manager.live[tid].clients) < 2:
                break
            time.sleep(0.01)
        time.sleep(0.05)
        d, st = _hello(c, tid, None)   # room again
        assert st["type"] == "state"
        for w in (a, d):
            w.__exit__(None, None, None)


def test_messages_are_limited_per_address_and_a_flood_is_closed(tmp_path, mini):
    import time
    with TestClient(_app(tmp_path, limits=Limits(messages_per_second=5))) as c:
        tid = _table(c)["id"]
        tok0, _ = _join(c, tid, 0), _join(c, tid, 1, "Bob")
        ws, st = _hello(c, tid, tok0)
        for _ in range(30):                 # a burst of 10 (twice the rate) goes through
            ws.send_json({"type": "ping"})
        ws.send_json({"type": "act", "action": "bet 2", "seq": 0})    # in the flood: not taken
        time.sleep(1.5)
        ws.send_json({"type": "act", "action": "bet 1", "seq": 0})    # the rate allows it again
        msgs = [ws.receive_json()]
        while msgs[-1]["type"] != "ack":
            msgs.append(ws.receive_json())
            assert len(msgs) < 40, msgs
        errors = [m for m in msgs if m["type"] == "error"]
        assert len(errors) == 1 and "too many messages" in errors[0]["message"]   # told once
        assert sum(m["type"] == "pong" for m in msgs) == 10
        assert msgs[-1]["action"] == "bet 1" and msgs[-1]["seq"] == 1    # the flooded act was not
        for _ in range(200):              # still flooding: closed with the code
            ws.send_json({"type": "ping"})
        with pytest.raises(WebSocketDisconnect) as info:
            while True:
                ws.receive_json()
        assert info.value.code == CLOSE_LIMIT
        ws.__exit__(None, None, None)


def test_presence_is_coalesced(client, monkeypatch):
    from hoyle.web.tables import LiveTable
    monkeypatch.setattr(LiveTable, "PRESENCE_TICK", 1.0)
    tid = _table(client, seats=("bot:random", "bot:random"))["id"]
    seats_sent = []
    real_push = Client.push

    def push(self, msg, snapshot=False):
        if isinstance(msg, str) and msg.startswith('{"type":"seats"'):
            seats_sent.append(1)
        real_push(self, msg, snapshot)
    monkeypatch.setattr(Client, "push", push)
    n = 30
    watchers = [_hello(client, tid, None)[0] for _ in range(n)]
    import time
    time.sleep(1.5)
    # one seats message per watcher per tick (at most two ticks here), not one per connect
    assert len(seats_sent) <= 2 * n < n * (n - 1) // 2
    for w in watchers:
        w.__exit__(None, None, None)


def test_tables_with_people_are_private_by_default(client):
    def listed():
        return {t["id"] for t in client.get("/api/tables").json()}
    people = _table(client)
    assert people["private"] is True and people["id"] not in listed()
    assert client.get(f"/api/tables/{people['id']}").status_code == 200     # by its link
    public = _table(client, private=False)
    bots = _table(client, seats=("bot:random", "bot:random"))
    assert public["private"] is False and bots["private"] is False
    assert {public["id"], bots["id"]} <= listed()
    r = client.post("/api/tables", json={"game": "web-test-draw", "private": "yes"})
    assert r.status_code == 400 and "private" in r.json()["error"]


def test_tables_stored_before_private_tables_stay_listed(tmp_path):
    from sqlalchemy import text
    s = Store(tmp_path / "old.db")
    s.migrate("0001")
    with s.engine.begin() as conn:
        conn.execute(text("INSERT INTO hoyle_tables (id, game, name, players, rules, context, "
                          "totals, deal_number, created_at) VALUES ('old', 'g', 'n', 2, '{}', "
                          "'{}', '[0, 0]', 0, '2026-11-30 00:00:00')"))
    s.migrate()
    assert s.schema_revision() == "0004"
    assert [t.id for t in s.list_tables(listed_only=True)] == ["old"]
    assert s.get_table("old").boards is None        # 0004: dealt by the shuffler, as before
    s.dispose()
