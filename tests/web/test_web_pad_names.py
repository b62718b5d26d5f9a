"""The seated players' names on a web table's score pad and score-only card, as ``hoyle score
GAME --names`` names them (tests/tables/test_pad_names.py, tests/test_scorecard_names_and_sides.py):
each seat's name as the player typed it when joining; a name the pad or card refuses (a number,
an earlier seat's name, another seat's label, a word of the card's entries, over 24 characters)
refuses the seat, the join answering with the pad's or card's reason (the page shows it). A report or entry may name a player, but what is stored (the actions, the record)
keeps the seats, so a table rebuilt from the store is the same table."""

from __future__ import annotations

import json

import pytest

from starlette.testclient import TestClient
from typer.testing import CliRunner
from webtest_helpers import join_table

from hoyle.cli import app as cli_app
from hoyle.web import create_app


def _state(ws):
    while True:
        m = ws.receive_json()
        if m["type"] == "state":
            return m


def _act(ws, line, seq):
    """Send one action; the ack and the state after it, or the error and None."""
    ws.send_json({"type": "act", "action": line, "seq": seq})
    while True:
        m = ws.receive_json()
        if m["type"] == "error":
            return m, None
        if m["type"] == "ack":
            return m, _state(ws)


def _cli_card(game, lines):
    r = CliRunner().invoke(cli_app, ["score", game, "--deals", "; ".join(lines), "--json"])
    assert r.exit_code == 0, r.output
    return json.loads(r.output)


def test_a_snooker_pad_names_the_seated_players_and_stores_seats_by_number(tmp_path):
    db = tmp_path / "names.db"
    with TestClient(create_app(db, bot_delay=0)) as client:
        r = client.post("/api/tables", json={"game": "snooker", "players": 4, "seats": ["human"] * 4})
        assert r.status_code == 201, r.text
        tid = r.json()["id"]
        # "ANN" is seat 0's name (case not counted), "seat 0" seat 0's label, "12" a number:
        # refused as --names refuses them, with the pad's reason, and the seat stays open
        toks = [join_table(client, tid, 0, "Ann")]
        for seat, name, why in [(1, "ANN", "two players are named 'ANN' (seats 0 and 1)"),
                                (3, "seat 0", "'seat 0' is what the pad calls seat 0"),
                                (3, "12", "a name is not a number ('12')")]:
            r = client.post(f"/api/tables/{tid}/join", json={"seat": seat, "name": name})
            assert r.status_code == 400 and why in r.json()["error"], r.text
        assert [s["open"] for s in client.get(f"/api/tables/{tid}").json()["seats"]] == [False, True, True, True]
        toks += [join_table(client, tid, s, n) for s, n in [(1, "Bob"), (2, "Cy"), (3, "Dee")]]
        with client.websocket_connect(f"/ws/{tid}") as ws:
            ws.send_json({"type": "hello", "token": toks[0]})
            m = _state(ws)
            assert m["view"]["names"] == ["Ann", "Bob", "Cy", "Dee"]
            assert m["view"]["next"].startswith("Ann's stroke")
            assert m["view"]["sheet"][0].startswith("Ann: ") and m["view"]["sheet"][1].startswith("Bob: ")
            ack, m = _act(ws, "foul out-of-turn Cy", m["seq"])       # rule 17, by name
            assert ack["type"] == "ack" and ack["action"] == "foul out-of-turn 2"   # stored by number
            assert "Cy loses his next turn" in m["log"][-1]
            err, _ = _act(ws, "foul out-of-turn Zed", m["seq"])
            assert err["type"] == "error" and "0 or Ann, 1 or Bob, 2 or Cy" in err["message"]
            view = m["view"]
    with TestClient(create_app(db, bot_delay=0)) as client:                # rebuilt from the store
        with client.websocket_connect(f"/ws/{tid}") as ws:
            ws.send_json({"type": "hello"})
            m = _state(ws)
            assert m["seq"] == 1 and m["view"] == view


def test_a_cribbage_card_names_each_player_as_he_joins_and_keeps_the_record_by_seat(tmp_path):
    db = tmp_path / "card.db"
    lines = ["20 10", "25 8", "16 30 out 0"]
    with TestClient(create_app(db, bot_delay=0)) as client:
        r = client.post("/api/tables", json={"game": "cribbage-six-card", "score_only": True})
        assert r.status_code == 201, r.text
        tid = r.json()["id"]
        ann = join_table(client, tid, 0, "Ann")
        with client.websocket_connect(f"/ws/{tid}") as ws:
            ws.send_json({"type": "hello", "token": ann})
            m = _state(ws)
            ack, m = _act(ws, "20 10", m["seq"])
            assert m["view"]["sheet"][1] == "deal 1 (seat 1 deals): Ann +20 (20), seat 1 +10 (10)"
            assert m["view"]["names"] == ["Ann", "seat 1"] and m["view"]["players"] == "players: seat 0 Ann"
            join_table(client, tid, 1, "Bob")        # the deals entered are named again
            m = _state(ws)
            assert m["view"]["sheet"][1] == "deal 1 (Bob deals): Ann +20 (20), Bob +10 (10)"
            ack, m = _act(ws, "25 8", m["seq"])
            ack, m = _act(ws, "16 30 out Ann", m["seq"])              # pegged out, by name
            assert ack["action"] == "enter 16 30 out 0"
            assert m["view"]["sheet"][3].endswith("Ann out; game: Ann wins 61-48, worth 1 point")
            cli = _cli_card("cribbage-six-card", lines)
            assert m["view"]["card"] == cli                             # by seat, as the terminal
            ack, m = _act(ws, "close", m["seq"])
            assert m["view"]["result"].endswith("settled: Ann +1, Bob -1 points")
            sheet = m["view"]["sheet"]
        rec = client.get(f"/api/tables/{tid}/deals/1/record", headers={"Authorization": f"Bearer {ann}"})
        assert rec.status_code == 200 and rec.json()["typed"] == lines
        assert rec.json()["score_card"] == cli and "Ann" not in json.dumps(rec.json()["actions"])
    with TestClient(create_app(db, bot_delay=0)) as client:
        with client.websocket_connect(f"/ws/{tid}") as ws:
            ws.send_json({"type": "hello"})
            m = _state(ws)
            assert m["view"]["sheet"] == sheet and m["outcome"] == [1, -1]


def test_a_whist_card_refuses_names_with_the_reason_and_reads_a_partner_s_name(tmp_path):
    with TestClient(create_app(tmp_path / "w.db", bot_delay=0)) as client:
        r = client.post("/api/tables", json={"game": "whist-english", "score_only": True})
        tid = r.json()["id"]
        # "NS" is a word of the entries, "cy" an earlier seat's name, "W" a seat's label, 25
        # letters over the pads' and cards' 24: each join is refused with the card's reason
        toks = [join_table(client, tid, 2, "Cy")]
        for seat, name, why in [(0, "NS", "'NS' is a word of the card's entries"),
                                (3, "cy", "two players are named 'cy'"),
                                (1, "W", "'W' is a word of the card's entries"),
                                (1, "x" * 25, "a name has at most 24 characters")]:
            r = client.post(f"/api/tables/{tid}/join", json={"seat": seat, "name": name})
            assert r.status_code == 400 and why in r.json()["error"], r.text
            assert "cannot be used at this table" in r.json()["error"] or len(name) > 24
        with client.websocket_connect(f"/ws/{tid}") as ws:
            ws.send_json({"type": "hello", "token": toks[0]})
            m = _state(ws)
            assert m["view"]["players"] == "players: S Cy" and m["view"]["names"] == ["N", "E", "Cy", "W"]
            ack, m = _act(ws, "Cy 9", m["seq"])              # Cy's side: North-South
            assert ack["action"] == "enter NS 9"
            assert m["view"]["sheet"][1].startswith("deal 1 (W deals): NS 9 tricks")
            for line in ["EW 8", "NS 8", "EW 8", "NS 12 honours NS 4"]:
                ack, m = _act(ws, line, m["seq"])
            ack, m = _act(ws, "close", m["seq"])
            # North is not named: the partnership is not bracketed (it is once both partners are)
            assert m["view"]["result"].endswith("settled: NS +6, EW -6 points (each partner)")
            join_table(client, tid, 1, "Dee")
            m = _state(ws)
            assert m["view"]["players"] == "players: E Dee, S Cy" and m["over"]


def test_the_web_s_name_limit_is_the_pads_and_cards(tmp_path):
    """One constant: a 24-letter name is taken by the web table, a pad and a card, 25 by none;
    the page's name box holds as many."""
    from pathlib import Path

    from hoyle.core.actions import MAX_NAME_CHARS
    from hoyle.mechanics.scorecard import EntryRefused, score_card
    from hoyle.mechanics.scorepad import ScorePadState
    from hoyle.web.tables import MAX_NAME
    assert MAX_NAME == ScorePadState.NAME_CHARS == MAX_NAME_CHARS == 24
    js = (Path(__file__).resolve().parents[2] / "src" / "hoyle" / "web" / "static" / "app.js").read_text(encoding="utf-8")
    assert f'placeholder: "your name", maxlength: "{MAX_NAME_CHARS}"' in js
    card = score_card("cribbage")
    card.name_players(["A" * 24, "Bob"])
    with pytest.raises(EntryRefused, match="1 to 24 characters"):
        card.name_players(["A" * 25, "Bob"])
    with TestClient(create_app(tmp_path / "n.db", bot_delay=0)) as client:
        tid = client.post("/api/tables", json={"game": "cribbage-six-card", "score_only": True}).json()["id"]
        r = client.post(f"/api/tables/{tid}/join", json={"seat": 0, "name": "B" * 25})
        assert r.status_code == 400 and "at most 24 characters" in r.json()["error"]
        tok = join_table(client, tid, 0, "B" * 24)
        with client.websocket_connect(f"/ws/{tid}") as ws:
            ws.send_json({"type": "hello", "token": tok})
            assert _state(ws)["view"]["names"] == ["B" * 24, "seat 1"]
