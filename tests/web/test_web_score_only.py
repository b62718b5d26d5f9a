"""Score-only web tables (issue 16 item 5, the browser half): a card game played with a real
pack at the club's own table, each deal's result entered as announced and scored by the game's
own score card (:mod:`hoyle.web.scoreonly` over :mod:`hoyle.mechanics.scorecard`), the same
card ``hoyle score GAME`` keeps in the terminal."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from starlette.testclient import TestClient
from typer.testing import CliRunner
from webtest_helpers import join_table

from hoyle.cli import app as cli_app
from hoyle.mechanics.scorecard import score_card_games
from hoyle.web import create_app
from hoyle.web.scoreonly import score_only_game
from hoyle.web.tables import layout_for

STATIC = Path(__file__).resolve().parents[2] / "src" / "hoyle" / "web" / "static" / "app.js"

#: an English whist rubber (EW laws 1-11): deal 1 corrected while its game is in progress, a
#: rubber won 2-0 by North-South, worth 6 points (the game value and the rubber's 2)
WHIST = ["NS 9", "EW 8", "correct 1: NS 10", "NS 8", "EW 8", "NS 12 honours NS 4"]


@pytest.fixture
def db(tmp_path):
    return tmp_path / "score.db"


@pytest.fixture
def client(db):
    with TestClient(create_app(db, bot_delay=0)) as c:
        yield c


def _create(client, game, **kw):
    r = client.post("/api/tables", json={"game": game, "score_only": True, **kw})
    assert r.status_code == 201, r.text
    return r.json()


def _state(ws):
    while True:
        m = ws.receive_json()
        if m["type"] == "state":
            return m


def _reply(ws):
    """The answer to an act: the ack and the state after it, or the error."""
    while True:
        m = ws.receive_json()
        if m["type"] == "error":
            return m, None
        if m["type"] == "ack":
            return m, _state(ws)


def _enter(ws, line, seq):
    ws.send_json({"type": "act", "action": line, "seq": seq})
    return _reply(ws)


def _cli_card(game, lines):
    r = CliRunner().invoke(cli_app, ["score", game, "--deals", "; ".join(lines), "--json"])
    assert r.exit_code == 0, r.output
    return json.loads(r.output)


def test_the_lobby_offers_score_only_for_the_games_with_a_score_card(client):
    games = {g["slug"]: g for g in client.get("/api/games").json()}
    have = {s for s, g in games.items() if g["score_card"]}
    assert have == set(score_card_games()) and {"whist-english", "auction-bridge", "euchre"} <= have
    assert not games["draw-poker-foster"]["score_card"]
    g = score_only_game("whist-english")
    assert layout_for(g) == "scorepad" and g.traits["information"] == "perfect"
    js = STATIC.read_text(encoding="utf-8")
    assert "score_only" in js and 'c.kind === "line"' in js


def test_a_whist_card_is_kept_corrected_refused_and_settled_as_the_terminal_does(client, tmp_path):
    t = _create(client, "whist-english")
    assert t["score_only"] and t["game"] == "whist-english" and t["in_play"]
    assert t["players"] == 4
    tok = join_table(client, t["id"], 2, "Scorer")           # any seat may keep the card
    with client.websocket_connect(f"/ws/{t['id']}") as watcher, \
            client.websocket_connect(f"/ws/{t['id']}") as ws:
        watcher.send_json({"type": "hello"})
        w = _state(watcher)
        assert w["game"]["layout"] == "scorepad" and "controls" not in w   # a spectator reads only
        ws.send_json({"type": "hello", "token": tok})
        m = _state(ws)
        assert m["score_only"] and m["to_act"] == 2 and m["deal"] == 1
        assert m["seat_names"] == ["N", "E", "S", "W"]
        assert [c["kind"] for c in m["controls"]] == ["line", "button"]
        assert m["view"]["sheet"][0] == "Whist (English short whist): game 5 points"
        seq = m["seq"]
        for line in WHIST[:2]:
            ack, m = _enter(ws, line, seq)
            assert ack["type"] == "ack", ack
            seq = m["seq"]
        assert m["view"]["sheet"][1].startswith("deal 1 (W deals): NS 9 tricks")
        before = m["view"]["sheet"]

        err, _ = _enter(ws, "NS 14", seq)                   # fourteen tricks: refused
        assert err["type"] == "error" and "13 tricks in a deal" in err["message"]
        err, _ = _enter(ws, "NS 8 honours NS 5", seq)
        assert err["type"] == "error" and err["seq"] == seq
        ws.send_json({"type": "ping"})
        assert ws.receive_json() == {"type": "pong", "seq": seq}
        with client.websocket_connect(f"/ws/{t['id']}") as late:   # the card is unchanged
            late.send_json({"type": "hello"})
            assert _state(late)["view"]["sheet"] == before

        ack, m = _enter(ws, "correct 1: NS 10", seq)        # EW law 11: in time
        assert ack["action"] == "correct 1: NS 10"
        assert m["view"]["sheet"][1].startswith("deal 1 (W deals): NS 10 tricks")
        assert m["view"]["sheet"] != before and m["log"][-1].startswith("corrected: deal 1")
        for line in WHIST[3:]:
            ack, m = _enter(ws, line, m["seq"])
            assert ack["type"] == "ack", ack
        assert "rubber: North-South win 2-0, worth 6 points" in m["view"]["sheet"]

        err, _ = _enter(ws, "correct 1: NS 7", m["seq"])    # the law's time has run out
        assert err["type"] == "error" and err["law"] == "EW law 11"
        assert "can no longer be corrected" in err["message"]

        cli = _cli_card("whist-english", WHIST)
        assert m["view"]["card"] == cli                      # deal for deal, the terminal's card
        ack, m = _enter(ws, "close", m["seq"])
        assert m["over"] and m["outcome"] == cli["settlement"]["per_seat"] == [6, -6, 6, -6]
        assert m["view"]["result"].endswith("settled: NS +6, EW -6 points (each partner)")
        w = watcher.receive_json()
        while w["type"] != "state" or not w["over"]:
            w = watcher.receive_json()
        assert w["outcome"] == [6, -6, 6, -6]
        err, _ = _enter(ws, "NS 8", m["seq"])
        assert err["type"] == "error"
        ws.send_json({"type": "next"})                       # a fresh card
        m = _state(ws)
        assert m["deal"] == 2 and not m["over"] and m["view"]["deals"] == 0
        assert m["totals"] == [6, -6, 6, -6]
    rec = client.get(f"/api/tables/{t['id']}/deals/1/record", headers={"Authorization": f"Bearer {tok}"})
    assert rec.status_code == 200 and rec.json()["typed"] == WHIST
    assert rec.json()["score_card"] == cli
    path = tmp_path / "card.json"                            # hoyle replay reads the card's record
    path.write_text(rec.text, encoding="utf-8")
    res = CliRunner().invoke(cli_app, ["replay", str(path)])
    assert res.exit_code == 0, res.output
    printed = CliRunner().invoke(cli_app, ["score", "whist-english", "--deals", "; ".join(WHIST)]).output
    assert res.output.partition("\n")[2] == printed and "worth 6 points" in printed
    forged = rec.json()
    forged["score_card"]["lines"][0] = forged["score_card"]["lines"][0].replace("NS 10", "NS 11")
    path.write_text(json.dumps(forged), encoding="utf-8")
    res = CliRunner().invoke(cli_app, ["replay", str(path)])
    assert res.exit_code == 2 and "deal 1 scores" in res.output


def test_a_score_card_survives_a_restart(db):
    with TestClient(create_app(db, bot_delay=0)) as client:
        t = _create(client, "auction-bridge")
        tok = join_table(client, t["id"], 0)
        with client.websocket_connect(f"/ws/{t['id']}") as ws:
            ws.send_json({"type": "hello", "token": tok})
            m = _state(ws)
            for line in ["NS 1NT 7", "EW 3H 9 honours EW 4", "correct 1: NS 1NT 8"]:
                ack, m = _enter(ws, line, m["seq"])
                assert ack["type"] == "ack", ack
            sheet = m["view"]["sheet"]
    with TestClient(create_app(db, bot_delay=0)) as client:
        with client.websocket_connect(f"/ws/{t['id']}") as ws:
            ws.send_json({"type": "hello", "token": tok})
            m = _state(ws)
            assert m["view"]["sheet"] == sheet and m["seq"] == 3
            assert m["view"]["card"] == _cli_card("auction-bridge", ["NS 1NT 7", "EW 3H 9 honours EW 4",
                                                                       "correct 1: NS 1NT 8"])


@pytest.mark.parametrize("game, lines", [
    ("cribbage-six-card", ["20 10", "25 8", "16 30 out 0", "5 5"]),
    ("euchre", ["NS 3", "EW 5 alone", "NS 5", "NS 4", "NS 3 alone"]),
    ("piquet-au-cent", ["N 71 S 27", "N point 5 sequence 4 tricks 7 cards 10 S tricks 5"]),
    ("rubicon-piquet", ["N 71 S 27", "N 30 S 40", "N 12 S 60"]),
    ("pinochle", ["N melds 180 cards 130 S melds 80", "N melds 40 cards 100 S melds 120"]),
])
def test_other_cards_total_as_the_terminal_does(client, game, lines):
    t = _create(client, game)
    tok = join_table(client, t["id"], 0)
    with client.websocket_connect(f"/ws/{t['id']}") as ws:
        ws.send_json({"type": "hello", "token": tok})
        m = _state(ws)
        for line in lines:
            ack, m = _enter(ws, line, m["seq"])
            assert ack["type"] == "ack", (line, ack)
        ack, m = _enter(ws, "close", m["seq"])
    cli = _cli_card(game, lines)
    assert m["view"]["card"] == cli and m["outcome"] == cli["settlement"]["per_seat"]


@pytest.mark.parametrize("body, needle", [
    ({"game": "draw-poker-foster", "score_only": True}, "has no score card"),
    ({"game": "whist-english", "score_only": "yes"}, "score_only is true"),
    ({"game": "whist-english", "score_only": True, "seats": ["human", "bot"]}, "has no bots"),
    ({"game": "whist-english", "score_only": True, "players": 3}, "is played by 4 players, not 3"),
    ({"game": "piquet-au-cent", "players": 3}, "is played by 2 players, not 3"),
    ({"game": "whist-english", "score_only": True, "pbn": "[Deal \"N:...\"]"}, "no PBN"),
    ({"game": "score-card:whist-english"}, "no game named"),
])
def test_bad_score_only_tables_are_refused_with_the_reason(client, body, needle):
    before = client.get("/api/tables").json()
    r = client.post("/api/tables", json=body)
    assert r.status_code == 400 and needle in r.json()["error"], r.text
    assert client.get("/api/tables").json() == before


def test_bad_entries_are_refused_and_store_nothing(client):
    t = _create(client, "whist-english", private=False)
    assert any(x["id"] == t["id"] and x["score_only"] for x in client.get("/api/tables").json())
    tok = join_table(client, t["id"], 1)
    with client.websocket_connect(f"/ws/{t['id']}") as ws:
        ws.send_json({"type": "hello", "token": tok})
        m = _state(ws)
        for bad, needle in [("correct x: NS 8", "by its number"), ("correct 3: NS 8", "no deal 3"),
                            ("correct 1", "correct N: LINE"), ("enter", "enter what"),
                            ("NS", ""), ("   ", "an action is text"), ("x" * 300, "200 characters"),
                            ("NS 8 " + "x" * 195, "as stored")]:
            err, _ = _enter(ws, bad, m["seq"])
            assert err["type"] == "error" and needle in err["message"], (bad, err)
        ws.send_json({"type": "ping"})
        assert ws.receive_json()["seq"] == 0
    assert client.get(f"/api/tables/{t['id']}/deals").json() == []


#: a club table of seven at English whist: the cut for the table seats six (Gus waits, EW law
#: 17), a newcomer waits after him, Ann retires at the rubber's end and Gus takes her place
CLUB = ["club Ann, Bob, Cy, Di, Ed, Flo, Gus", "cut Ann 2C Bob 3C Cy 4C Di 5C Ed 6C Flo 7C Gus 8C",
        "cut Ann 2D Bob 3D Cy 4D Di 5D", "enter Ivy", "leave Ann", "NS 13", "Bob 13", "enter NS 13"]


def test_a_club_table_at_the_web_cuts_retires_replays_and_survives_a_restart(db, tmp_path):
    with TestClient(create_app(db, bot_delay=0)) as client:
        t = _create(client, "whist-english")
        tok = join_table(client, t["id"], 0, "Scorer")
        with client.websocket_connect(f"/ws/{t['id']}") as ws:
            ws.send_json({"type": "hello", "token": tok})
            m = _state(ws)
            err, _ = _enter(ws, "club Ann, Bob", m["seq"])
            assert err["type"] == "error" and "five or more members" in err["message"]
            for line in CLUB:
                ack, m = _enter(ws, line, m["seq"])
                assert ack["type"] == "ack", (line, ack)
                if line == CLUB[0]:
                    assert "cut Ann 5H Bob KS" in m["view"]["next"] and "cut draw" not in m["view"]["next"]
                    err, _ = _enter(ws, "cut draw", m["seq"])
                    assert err["type"] == "error" and "would not replay" in err["message"]
            sheet = m["view"]["sheet"]
            assert "  before deal 1: Gus waits for a place at the table, in that order (EW law 17)" in sheet
            assert "  before deal 4: Gus takes the vacant place, first of those waiting for one (EW law 17)" in sheet
            assert "waiting for a place, in turn: Ivy" in sheet and m["view"]["next"].startswith("the table cuts")
            # the joining scorer's name does not rename the members the table seated
            assert "Scorer" not in "\n".join(sheet)
            ack, m = _enter(ws, "close", m["seq"])
            assert m["outcome"] == [0, 0, 0, 0]               # the members settle, not the web seats
            assert "settled: Ann -5, Bob -5, Cy +5, Di +5, Ed +0, Flo +0, Gus +0 points" in m["view"]["result"]
    with TestClient(create_app(db, bot_delay=0)) as client:      # rebuilt from the stored lines
        with client.websocket_connect(f"/ws/{t['id']}") as ws:
            ws.send_json({"type": "hello", "token": tok})
            assert _state(ws)["view"]["sheet"] == sheet
        rec = client.get(f"/api/tables/{t['id']}/deals/1/record", headers={"Authorization": f"Bearer {tok}"})
    assert rec.status_code == 200 and rec.json()["typed"][0].startswith("cut Ann 2C")
    path = tmp_path / "club.json"
    path.write_text(rec.text, encoding="utf-8")
    res = CliRunner().invoke(cli_app, ["replay", str(path)])
    assert res.exit_code == 0, res.output
    assert "settled: Ann -5, Bob -5, Cy +5, Di +5, Ed +0, Flo +0, Gus +0 points" in res.output
    # the terminal keeps the same card from the same lines and the members' names
    r = CliRunner().invoke(cli_app, ["score", "whist-english", "--names", "Ann,Bob,Cy,Di,Ed,Flo,Gus",
                                     "--deals", "; ".join(rec.json()["typed"])])
    assert r.exit_code == 0 and "settled: Ann -5, Bob -5, Cy +5, Di +5" in r.output, r.output


@pytest.mark.parametrize("game, first, needle", [
    ("euchre", None, "has no club table"),                       # no club table at euchre
    ("whist-english", "NS 8", "before the first entry"),           # named once, before any deal
])
def test_club_lines_are_refused_where_there_is_no_club_table(client, game, first, needle):
    t = _create(client, game)
    tok = join_table(client, t["id"], 0)
    with client.websocket_connect(f"/ws/{t['id']}") as ws:
        ws.send_json({"type": "hello", "token": tok})
        m = _state(ws)
        if first:
            ack, m = _enter(ws, first, m["seq"])
            assert ack["type"] == "ack", ack
        err, _ = _enter(ws, "club Ann, Bob, Cy, Di, Ed", m["seq"])
        assert err["type"] == "error" and needle in err["message"]
