"""Security of the web table against a real server over real WebSockets.

* Every message a seat's client receives during full deals is checked against the cards
  that seat may not see at that moment (rebuilt from the deal's record, step by step):
  none appears, as a card code, a suit-symbol card or a card name.
* Forged, mistyped, cross-table and replayed tokens and messages are refused and change nothing.
"""

from __future__ import annotations

import json
import random
import re

import pytest
from webtest_helpers import Player, drive, open_table

from hoyle.cards import Card
from hoyle.core import StackedShuffler, get_game, parse_action


def _games():
    """The test game, and each of draw poker, a trick-taking and a banking game once registered."""
    out = ["web-test-draw"]
    for group in (("draw-poker",), ("whist", "whist-english", "short-whist"),
                  ("chemin-de-fer-foster", "punto-banco", "baccarat-banque-foster")):
        for name in group:
            try:
                out.append(get_game(name).slug)
                break
            except Exception:
                continue
    return out


def _pattern(cards) -> re.Pattern | None:
    words = set()
    for c in map(Card, cards):
        words.add(str(c))
        if not c.is_joker:
            words |= {c.pretty, c.name}
            if c.rank == 10:
                words.add("10" + "CDHS"[c.suit])
    if not words:
        return None
    alts = "|".join(sorted(map(re.escape, words), key=len, reverse=True))
    return re.compile(rf"(?<![A-Za-z0-9])(?:{alts})(?![A-Za-z0-9])", re.IGNORECASE)


def _states_by_seq(record: dict):
    """The deal's state after each number of actions (0..n), rebuilt from its record."""
    game = get_game(record["game"])
    st = game.new_deal(record["players"], game.rules_cls.from_dict(record["rules"]),
                       StackedShuffler(record["shuffles"], record.get("draws", [])),
                       record.get("context") or {})
    out = [st.clone()]
    for seat, text in record["actions"]:
        assert st.to_act == seat
        st.apply(parse_action(text))
        out.append(st.clone())
    return out


def _check_no_leak(raw_messages: list[str], record: dict, seat: int | None, deal: int) -> int:
    states = _states_by_seq(record)
    hidden_always = set.intersection(*(set(s.hidden_cards(seat)) for s in states))
    always = _pattern(hidden_always)
    checked = 0
    cur = None                # the deal a message without a "deal" field belongs to
    for text in raw_messages:
        m = json.loads(text)
        cur = m.get("deal", cur)
        if cur != deal:
            continue
        if "seq" in m and m["type"] in ("state", "ack", "error", "pong"):
            pat = _pattern(states[m["seq"]].hidden_cards(seat))
        else:
            pat = always
        if pat is not None:
            hit = pat.search(text)
            assert hit is None, f"seat {seat} was sent hidden card {hit.group()} in {text[:300]}"
        checked += 1
    return checked


@pytest.mark.parametrize("game", _games())
def test_no_message_of_a_full_deal_holds_another_seats_hidden_card(make_server, mini, game):
    server = make_server(bot_delay=0)
    g = get_game(game)
    players = max(g.min_players, min(g.max_players, 4 if game != "web-test-draw" else 3))
    seats = ["human", "human"] + ["bot"] * (players - 2)
    tid, tokens = open_table(server, game, seats)
    p = {s: Player(server, tid, tok, s) for s, tok in tokens.items()}
    spectator = Player(server, tid, None, None)
    rng = random.Random(5)
    total = 0
    for deal in (1, 2):
        p[0].wait_seq(0, deal)
        acked = drive(p, rng)
        rec = server.get(f"/api/tables/{tid}/deals/{deal}/record", tokens[0])
        assert acked and all(rec["actions"][q - 1] == [s, a] for q, s, a in acked)
        for pl in (*p.values(), spectator):
            pl.wait_seq(len(rec["actions"]), deal)
            total += _check_no_leak(pl.raw, rec, pl.seat, deal)
        assert newest(p.values())["over"]
        p[0].send({"type": "next"})
        for pl in p.values():
            pl.wait_seq(0, deal + 1)
    # every listener (each seat and the spectator) had messages checked in both deals
    assert total >= 2 * (len(p) + 1)
    for pl in (*p.values(), spectator):
        pl.close()


from webtest_helpers import newest  # noqa: E402


def _hello(server, tid, token):
    from websockets.exceptions import ConnectionClosed
    from websockets.sync.client import connect
    ws = connect(f"{server.ws_base}/ws/{tid}", open_timeout=10)
    ws.send(json.dumps({"type": "hello", "token": token}))
    msgs = []
    try:
        while True:
            msgs.append(json.loads(ws.recv(timeout=5)))
    except ConnectionClosed as exc:
        return msgs, exc.rcvd.code if exc.rcvd else None
    except TimeoutError:
        ws.close()
        return msgs, None


def test_forged_cross_table_and_replayed_tokens_are_refused(make_server, mini):
    server = make_server(bot_delay=0)
    tid, tokens = open_table(server, "web-test-draw", ["human", "human", "bot"])
    tid2, tokens2 = open_table(server, "web-test-draw", ["human", "human", "bot"])
    good = tokens[0]
    forged = [good[:-1] + ("A" if good[-1] != "A" else "B"), "x" * 43, "", 12345,
              tokens2[0], good.upper()]
    for tok in forged:
        msgs, code = _hello(server, tid, tok)
        assert code == 4401, (tok, msgs)
        assert msgs and msgs[0]["type"] == "error" and "token" in msgs[0]["message"]
        assert not any(m["type"] == "state" for m in msgs)
    # a taken seat cannot be claimed again (no second token for it)
    import httpx
    r = httpx.post(f"{server.base}/api/tables/{tid}/join", json={"seat": 0, "name": "Mallory"})
    assert r.status_code == 409 and "not open" in r.json()["error"]
    # replaying an action message (same seq) is refused as stale; it is stored once
    p = {s: Player(server, tid, tok, s) for s, tok in tokens.items()}
    st = newest(p.values())
    seat = st["to_act"]
    mine = p[seat].wait_seq(st["seq"])
    msg = {"type": "act", "action": mine["legal"][0], "seq": mine["seq"]}
    p[seat].send(msg)
    ack = p[seat].until(lambda m: m["type"] in ("ack", "error"))
    assert ack["type"] == "ack"
    p[seat].send(msg)
    err = p[seat].until(lambda m: m["type"] == "error")
    assert "stale" in err["message"]
    # out of turn and spectators' actions are refused, and nothing changes
    other = 1 - seat if seat in (0, 1) else 0
    now = newest(p.values())
    if now["to_act"] != other and not now["over"]:
        p[other].send({"type": "act", "action": "pass", "seq": now["seq"]})
        err = p[other].until(lambda m: m["type"] == "error")
        assert "not your turn" in err["message"] and err["seq"] == now["seq"]
    spec = Player(server, tid, None, None)
    spec.send({"type": "act", "action": "pass"})
    assert "spectators" in spec.until(lambda m: m["type"] == "error")["message"]
    drive(p, random.Random(1))
    rec = server.get(f"/api/tables/{tid}/deals/1/record", tokens[1])
    assert rec["actions"][ack["seq"] - 1] == [seat, ack["action"]]
    assert len(rec["actions"]) == newest(p.values())["seq"]
    for pl in (*p.values(), spec):
        pl.close()


def test_oversized_frames_are_refused_and_change_nothing(make_server, mini):
    from websockets.exceptions import ConnectionClosed
    server = make_server(bot_delay=0)
    tid, tokens = open_table(server, "web-test-draw", ["human", "human"], players=2)
    p0 = Player(server, tid, tokens[0], 0)
    seq = p0.state["seq"]
    # above the message limit but within the frame limit: an error, the connection stays
    p0.send({"type": "act", "action": "pass", "pad": "x" * 10_000})
    err = p0.until(lambda m: m["type"] == "error")
    assert "message too large" in err["message"] and err["seq"] == seq
    # above the WebSocket frame limit (64 KiB): the server closes that connection (1009)
    p0.send("y" * 200_000)
    with pytest.raises(ConnectionClosed) as info:
        while True:
            p0.recv(5)
    assert info.value.rcvd is None or info.value.rcvd.code == 1009
    # the server is alive and nothing changed
    q = Player(server, tid, tokens[0], 0)
    assert q.state["seq"] == seq and q.state["to_act"] == 0
    q.close()
