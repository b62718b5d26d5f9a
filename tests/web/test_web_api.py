"""The web application in process (Starlette's test client): pages, the JSON API, the
WebSocket protocol, and bad input — every refusal is a clear message and changes nothing."""

from __future__ import annotations

import json

import pytest
from webtest_helpers import join_table, make_table, seeded_client

from hoyle.core import replay
from hoyle.core.actions import Action
from hoyle.cards import parse_cards
from hoyle.web import MAX_BODY, MAX_CREATE_BODY, MAX_MESSAGE
from hoyle.web.tables import controls_for


@pytest.fixture
def client(tmp_path, mini):
    with seeded_client(tmp_path / "api.db") as c:
        yield c


def _table(client, seats=("human", "human", "bot:random"), **kw):
    return make_table(client, seats, **kw)


_join = join_table


def test_pages_and_static_are_served_with_a_strict_policy(client):
    for path in ("/", "/table/abc"):
        r = client.get(path)
        assert r.status_code == 200 and '<script type="module" src="/static/app.js">' in r.text
        assert "default-src 'self'" in r.headers["content-security-policy"]
    js = client.get("/static/app.js").text
    # the SVG namespace names the element type of the running chart; nothing is fetched from it
    js = js.replace('"http://www.w3.org/2000/svg"', '"svg-namespace"')
    assert "innerHTML" not in js and "http://" not in js and "https://" not in js
    assert client.get("/static/style.css").status_code == 200


def test_games_list_the_registry_with_rule_options_and_bots(client, mini):
    games = {g["slug"]: g for g in client.get("/api/games").json()}
    g = games[mini.slug]
    assert g["min_players"] == 2 and g["max_players"] == 4 and g["bots"][0] == "random"
    opt = {o["name"]: o for o in g["options"]}
    assert opt["max_bet"]["default"] == 3 and opt["max_bet"]["min"] == 1


@pytest.mark.parametrize("body, needle", [
    ({"game": "no-such-game"}, "no game named"),
    ({"game": "web-test-draw", "players": 9}, "2 to 4 players"),
    ({"game": "web-test-draw", "players": "3"}, "2 to 4 players"),
    ({"game": "web-test-draw", "rules": {"max_bet": 0}}, "max_bet must be at least 1"),
    ({"game": "web-test-draw", "rules": {"colour": "red"}}, "no option 'colour'"),
    ({"game": "web-test-draw", "rules": {"max_bet": "lots"}}, "needs a value of type int"),
    ({"game": "web-test-draw", "seats": ["robot"]}, "\"human\" or \"bot\""),
    ({"game": "web-test-draw", "seats": ["bot:genius"]}, "no bot 'genius'"),
    ([1, 2], "JSON object"),
])
def test_bad_tables_are_refused_with_the_reason(client, body, needle):
    before = len(client.get("/api/tables").json())
    r = client.post("/api/tables", json=body)
    assert r.status_code == 400 and needle in r.json()["error"], r.text
    assert len(client.get("/api/tables").json()) == before


def test_malformed_and_oversized_bodies(client):
    r = client.post("/api/tables", content=b"{not json", headers={"content-type": "application/json"})
    assert r.status_code == 400 and "not valid JSON" in r.json()["error"]
    r = client.post("/api/tables", content=b"x" * (MAX_CREATE_BODY + 1),
                    headers={"content-type": "application/json"})
    assert r.status_code == 413 and str(MAX_CREATE_BODY) in r.json()["error"]
    # a table's creation may carry a PBN file's boards; every other body is kept to MAX_BODY
    tid = _table(client)["id"]
    r = client.post(f"/api/tables/{tid}/join", content=b"x" * (MAX_BODY + 1),
                    headers={"content-type": "application/json"})
    assert r.status_code == 413 and str(MAX_BODY) in r.json()["error"]
    r = client.post("/api/tables", content=b'{"game": "web-test-draw"}',
                    headers={"content-type": "text/plain"})
    assert r.status_code == 415 and "Content-Type: application/json" in r.json()["error"]


def test_join_checks_names_and_seats(client):
    t = _table(client)
    tid = t["id"]
    for body, status, needle in [
        ({"seat": 0, "name": ""}, 400, "name is needed"),
        ({"seat": 0, "name": "x" * 25}, 400, "at most 24"),
        ({"seat": 0, "name": "a\x00b"}, 400, "control"),
        ({"seat": 5, "name": "Ann"}, 400, "seat is a number"),
        ({"seat": 2, "name": "Ann"}, 409, "not open"),
    ]:
        r = client.post(f"/api/tables/{tid}/join", json=body)
        assert r.status_code == status and needle in r.json()["error"], (body, r.text)
    assert client.post("/api/tables/nope/join", json={"seat": 0, "name": "A"}).status_code == 404
    _join(client, tid, 0)
    assert client.get(f"/api/tables/{tid}").json()["seats"][0]["name"] == "Ann"


def _bearer(token):
    return {"Authorization": f"Bearer {token}"}


def _play_out(client, tid, tok) -> dict:
    """Play seat 0's turns (its last legal action) until the deal is over; the last state."""
    with client.websocket_connect(f"/ws/{tid}") as ws:
        ws.send_json({"type": "hello", "token": tok})
        seen = 0
        while True:
            m = ws.receive_json()
            if m["type"] != "state":
                continue
            assert m["seat"] == 0 and "hand" in m["view"]
            if m["over"]:
                break
            if m["to_act"] == 0:
                assert m["controls"] and m["legal"]
                ws.send_json({"type": "act", "action": m["legal"][-1], "seq": m["seq"]})
                ack = ws.receive_json()
                assert ack == {"type": "ack", "seq": m["seq"] + 1, "action": ack["action"]}
                seen += 1
        assert seen >= 2 and m["outcome"] and m["log"]
    return m


def test_a_full_deal_over_the_websocket_and_its_record(client):
    t = _table(client, seats=("human", "bot:random"), players=2)
    tid = t["id"]
    tok = _join(client, tid, 0)
    r = client.get(f"/api/tables/{tid}/deals/1/record", headers=_bearer(tok))
    assert r.status_code == 404  # in progress
    m = _play_out(client, tid, tok)
    assert m["record_url"] == f"/api/tables/{tid}/deals/1/record"
    r = client.get(m["record_url"], headers=_bearer(tok))
    assert r.status_code == 200 and "attachment" in r.headers["content-disposition"]
    assert r.headers["cache-control"] == "no-store"
    rec = r.json()
    assert replay(rec).outcome() == m["outcome"] == rec["outcome"]
    assert client.get(f"/api/tables/{tid}/deals").json()[0]["outcome"] == rec["outcome"]
    stats = client.get(f"/api/tables/{tid}/stats").json()
    assert [s["net"] for s in stats] == rec["outcome"] and stats[0]["name"] == "Ann"


def test_a_record_is_only_for_the_players_seated_at_that_table(client):
    """A record is the whole deal (every hand, folded ones too): spectators, other tables'
    players and forged tokens get 403 and a reason; a seated player's token gets it."""
    tid = _table(client, seats=("human", "human", "bot:random"))["id"]
    tok0 = _join(client, tid, 0)
    tok1 = _join(client, tid, 1, "Bob")
    other = _table(client, seats=("human", "bot:random"), players=2)["id"]
    tok_other = _join(client, other, 0, "Eve")
    # play the deal out: each person in turn connects, acts (its last legal action) if it is
    # to act, and leaves; the bot acts at once
    m0 = m1 = None
    for _ in range(200):
        for seat, tok in ((0, tok0), (1, tok1)):
            with client.websocket_connect(f"/ws/{tid}") as w:
                w.send_json({"type": "hello", "token": tok})
                m = w.receive_json()
                while m["type"] != "state":
                    m = w.receive_json()
                if m["over"]:
                    m0, m1 = (m, m1) if seat == 0 else (m0, m)
                elif m["to_act"] == seat:
                    w.send_json({"type": "act", "action": m["legal"][-1], "seq": m["seq"]})
                    r = w.receive_json()
                    while r["type"] not in ("ack", "error"):
                        r = w.receive_json()
                    assert r["type"] == "ack", r
        if m0 and m1:
            break
    assert m0 and m1 and m0["outcome"] == m1["outcome"]
    url = f"/api/tables/{tid}/deals/1/record"
    assert m0["record_url"] == m1["record_url"] == url
    # a spectator sees the outcome but is offered no record
    with client.websocket_connect(f"/ws/{tid}") as spec:
        spec.send_json({"type": "hello", "token": None})
        s = spec.receive_json()
        while s["type"] != "state":
            s = spec.receive_json()
        assert s["seat"] is None and s["over"] and s["outcome"] == m0["outcome"]
        assert "record_url" not in s
    # the deals list still shows outcomes and the record's path (not the record)
    listed = client.get(f"/api/tables/{tid}/deals").json()
    assert listed == [{"number": 1, "outcome": m0["outcome"], "record_url": url}]
    forged = tok0[:-1] + ("A" if tok0[-1] != "A" else "B")
    for headers in ({}, _bearer(tok_other), _bearer(forged), _bearer(tok0.upper()),
                    _bearer(""), {"Authorization": tok0}, {"Authorization": f"Basic {tok0}"},
                    _bearer("x" * 43)):
        r = client.get(url, headers=headers)
        assert r.status_code == 403, (headers, r.text)
        err = r.json()["error"]
        assert "records are for the players at this table" in err
        assert "Authorization: Bearer" in err
        assert "shuffles" not in r.text and "actions" not in r.text
    # nor does the other table's record open with this table's token
    assert client.get(f"/api/tables/{other}/deals/1/record",
                      headers=_bearer(tok0)).status_code == 403
    # each seated player's token opens it (the scheme's case and spaces do not matter)
    for tok, headers in ((tok0, _bearer(tok0)), (tok1, {"Authorization": f"bearer  {tok1} "})):
        r = client.get(url, headers=headers)
        assert r.status_code == 200, r.text
        rec = r.json()
        assert rec["outcome"] == m0["outcome"]
        assert replay(rec).outcome() == m0["outcome"]


def test_bad_websocket_messages_get_errors_and_change_nothing(client):
    t = _table(client)
    tid = t["id"]
    tok0, tok1 = _join(client, tid, 0), _join(client, tid, 1, "Bob")
    with client.websocket_connect(f"/ws/{tid}") as ws:
        ws.send_json({"type": "hello", "token": tok1})
        st = ws.receive_json()
        assert st["type"] == "state" and st["to_act"] == 0 and "legal" not in st
        seq = st["seq"]
        bad = [
            ("{oops", "not valid JSON"),
            ("[1,2]", "JSON object"),
            (json.dumps({"type": "dance"}), "unknown message type"),
            (json.dumps({"type": "act", "action": "pass", "seq": 0}), "not your turn"),
            (json.dumps({"type": "act", "action": 7}), "an action is text"),
            (json.dumps({"type": "act", "action": "pass", "seq": "0"}), "seq must be an integer"),
            (json.dumps({"type": "act", "action": "pass"}), 'needs "seq"'),
            (json.dumps({"type": "act", "action": "pass", "seq": None}), 'needs "seq"'),
            (json.dumps({"type": "act", "action": "pass", "seq": 0.0}), "seq must be an integer"),
            (json.dumps({"type": "act", "action": "p@ss", "seq": 0}), "not an action"),
            (json.dumps({"type": "hello", "token": tok0}), "already greeted"),
            (json.dumps({"type": "next"}), "still in progress"),
            (json.dumps({"type": "act", "action": "x" * (MAX_MESSAGE + 10)}), "message too large"),
        ]
        for text, needle in bad:
            ws.send_text(text)
            m = ws.receive_json()
            assert m["type"] == "error" and needle in m["message"], (text[:40], m)
            assert m["seq"] == seq
        ws.send_bytes(b"\x00\x01")
        assert "not binary" in ws.receive_json()["message"]
    with client.websocket_connect(f"/ws/{tid}") as ws:
        ws.send_json({"type": "hello", "token": tok0})
        st = ws.receive_json()
        assert st["seq"] == seq and st["to_act"] == 0          # nothing changed
        ws.send_json({"type": "act", "action": "bet 99", "seq": seq})
        m = ws.receive_json()
        assert m["type"] == "error" and "1 to 3 chips" in m["message"] and m["law"] == "test game, rule 2"
        ws.send_json({"type": "act", "action": "bet 2", "seq": seq + 5})
        assert "stale" in ws.receive_json()["message"]
        ws.send_json({"type": "act", "action": "bet 2"})    # the seat to act, without seq
        m = ws.receive_json()
        assert m["type"] == "error" and 'needs "seq"' in m["message"] and m["seq"] == seq
        ws.send_json({"type": "ping"})
        assert ws.receive_json() == {"type": "pong", "seq": seq}


def test_the_first_message_must_be_hello(client):
    t = _table(client)
    with client.websocket_connect(f"/ws/{t['id']}") as ws:
        ws.send_json({"type": "act", "action": "pass"})
        m = ws.receive_json()
        assert m["type"] == "error" and "hello" in m["message"]
    with client.websocket_connect("/ws/no-such-table") as ws:
        assert ws.receive_json()["message"] == "no such table"


def test_controls_group_the_legal_actions_by_verb():
    qs, seven = parse_cards("QS 7C")
    legal = [Action("fold"), Action("call"), *(Action("raise", (k,)) for k in (2, 3, 4)),
             Action("bet", (1,)), Action("bet", (5,)), Action("discard", ()),
             Action("discard", (qs,)), Action("discard", (qs, seven)), Action("bid", (2, "hearts"))]
    c = {x["verb"]: x for x in controls_for(legal)}
    assert c["fold"] == {"verb": "fold", "kind": "button", "action": "fold"}
    assert c["raise"] == {"verb": "raise", "kind": "amount", "min": 2, "max": 4}
    assert c["bet"]["values"] == [1, 5]
    assert c["discard"]["kind"] == "cards"
    assert {"cards": ["QS", "7C"], "action": "discard QS 7C"} in c["discard"]["options"]
    assert c["bid"] == {"verb": "bid", "kind": "choice", "actions": ["bid 2 hearts"]}


def test_an_action_the_database_refuses_is_not_taken(client, monkeypatch):
    from hoyle.store import Store
    t = _table(client, seats=("human", "human"), players=2)
    tid = t["id"]
    tok0, _ = _join(client, tid, 0), _join(client, tid, 1, "Bob")
    real = Store.add_action_in
    calls = {"n": 0}

    def failing(conn, *a, **kw):
        calls["n"] += 1
        raise RuntimeError("disk full")

    with client.websocket_connect(f"/ws/{tid}") as ws:
        ws.send_json({"type": "hello", "token": tok0})
        st = ws.receive_json()
        hand = st["view"]["hand"]
        monkeypatch.setattr(Store, "add_action_in", staticmethod(failing))
        ws.send_json({"type": "act", "action": "bet 2", "seq": st["seq"]})
        m = ws.receive_json()
        assert m["type"] == "error" and "could not be stored" in m["message"] and calls["n"] >= 1
        monkeypatch.setattr(Store, "add_action_in", staticmethod(real))
    with client.websocket_connect(f"/ws/{tid}") as ws:
        ws.send_json({"type": "hello", "token": tok0})
        st2 = ws.receive_json()
        # nothing changed: same deal, same place, same cards, the pot without the bet
        assert (st2["deal"], st2["seq"], st2["to_act"]) == (st["deal"], st["seq"], 0)
        assert st2["view"]["hand"] == hand and st2["view"]["pot"] == st["view"]["pot"]
        ws.send_json({"type": "act", "action": "bet 2", "seq": st2["seq"]})
        assert ws.receive_json()["type"] == "ack"


def test_an_idle_table_leaves_memory_and_comes_back_unchanged(client):
    """Tables nobody uses are unloaded (TableManager.unload_idle) and rebuilt from the store,
    mid-deal, with the same position; a table with a client connected stays loaded."""
    mgr = client.app.state.manager
    t = _table(client, seats=("human", "human", "bot:random"))
    tid = t["id"]
    tok0 = _join(client, tid, 0)
    _join(client, tid, 1, "Bob")
    with client.websocket_connect(f"/ws/{tid}") as ws:
        ws.send_json({"type": "hello", "token": tok0})
        st = ws.receive_json()
        while st["type"] != "state":
            st = ws.receive_json()
        assert st["to_act"] == 0
        ws.send_json({"type": "act", "action": st["legal"][0], "seq": st["seq"]})
        assert ws.receive_json()["type"] == "ack"
        assert tid not in mgr.unload_idle(0)             # a client is connected
        before = mgr.live[tid].state.view(1)
    assert tid in mgr.unload_idle(0) and tid not in mgr.live
    assert client.get(f"/api/tables/{tid}").json()["deal"] == 1     # loaded again from the store
    assert mgr.live[tid].state.view(1) == before and mgr.live[tid].seq == 1
    assert mgr.metrics()["tables_live"] == len(mgr.live)


def _spectate(client, tid) -> dict:
    """The state message a spectator (no token) is sent on arriving."""
    with client.websocket_connect(f"/ws/{tid}") as ws:
        ws.send_json({"type": "hello"})
        while True:
            m = ws.receive_json()
            if m["type"] == "state":
                return m


def test_each_client_is_sent_the_log_entries_its_seat_may_read(client):
    """The test game tells a seat alone what it draws, and what it kept to it at once and to
    everyone at the end (``GameState.note``); the server sends each client ``log_for(seat)``."""
    def has(log, *starts):
        return any(ln.startswith(starts) for ln in log)

    for _ in range(6):        # until the bot in seat 0 stays in and the deal reaches the draw
        tid = _table(client, seats=("bot:random", "human"), players=2)["id"]
        tok = _join(client, tid, 1)
        mid = spectator_mid = None
        with client.websocket_connect(f"/ws/{tid}") as ws:
            ws.send_json({"type": "hello", "token": tok})
            while True:
                m = ws.receive_json()
                if m["type"] != "state":
                    continue
                if m["over"]:
                    break
                if m["to_act"] == 1:
                    if m["view"]["phase"] == "draw":      # seat 0 has drawn; the deal goes on
                        mid, spectator_mid = m["log"], _spectate(client, tid)["log"]
                    ws.send_json({"type": "act", "action": m["legal"][-1], "seq": m["seq"]})
        if mid is not None:
            break
    assert mid is not None, "the bot never reached the draw"
    assert has(mid, "Seat 0 discards ")                       # the public line
    assert not has(mid, "Seat 0 draws", "Seat 0 kept"), mid
    assert not has(spectator_mid, "Seat 0 draws", "Seat 0 kept"), spectator_mid
    mine = m["log"]
    assert has(mine, "Seat 1 draws ") and has(mine, "Seat 1 kept ") and has(mine, "Seat 0 kept "), mine
    assert not has(mine, "Seat 0 draws"), mine
    end = _spectate(client, tid)["log"]
    assert has(end, "Seat 0 kept ") and has(end, "Seat 1 kept "), end      # shown at the end
    assert not has(end, "Seat 0 draws", "Seat 1 draws"), end


def test_each_kind_of_game_gets_its_table_layout():
    """Issue 17 item 10: the page draws a layout per kind of game, chosen by the server from
    the game's family, bank seat and traits (lobby JSON and every state message carry it)."""
    from hoyle.core import get_game
    from hoyle.web.tables import LAYOUTS, game_info_json, layout_for
    expect = {"whist": "trick", "auction-bridge": "trick", "solo-whist": "trick",
              "draw-poker-foster": "poker", "faro-foster": "banking", "blackjack-casino": "banking",
              "chemin-de-fer-foster": "banking", "vingt-et-un-foster": "banking",
              "vint": "trick", "calabrasella": "trick", "solo-ombre": "trick"}      # the national family
    for slug, layout in expect.items():
        g = get_game(slug)
        assert layout_for(g) == layout, slug
        assert game_info_json(g)["layout"] == layout
    from hoyle.core.registry import all_games
    assert {layout_for(g) for g in all_games()} <= set(LAYOUTS)
