"""The web table of a score-pad game (ten-pins, fifteen-ball-pool): the server chooses the
``scorepad`` layout from the traits (items "table"), the page has it in LAYOUTS, and a state
message carries the pad (the sheet, what is to be reported) with the reports as controls."""

from __future__ import annotations

import itertools
from pathlib import Path

import pytest
from starlette.testclient import TestClient

from hoyle.core import SeededShuffler, get_game
from hoyle.web import create_app
from hoyle.web.tables import LAYOUTS, game_info_json, layout_for

STATIC = Path(__file__).resolve().parents[2] / "src" / "hoyle" / "web" / "static" / "app.js"


def test_table_games_get_the_scorepad_layout():
    for slug in ("ten-pins", "fifteen-ball-pool", "shuffleboard", "newport-game"):
        g = get_game(slug)
        assert layout_for(g) == "scorepad" and game_info_json(g)["layout"] == "scorepad"
    assert layout_for(get_game("dice-ten-pins")) == "score"        # the dice game is not a pad
    assert "scorepad" in LAYOUTS
    js = STATIC.read_text(encoding="utf-8")
    assert "scorepad: scorepadLayout" in js and "function scorepadLayout" in js


@pytest.fixture
def client(tmp_path):
    seeds = itertools.count(100)
    app = create_app(tmp_path / "pad.db", shuffler_factory=lambda: SeededShuffler(next(seeds)),
                     bot_delay=0, bot_seed=1)
    with TestClient(app) as c:
        yield c


def test_a_ten_pins_table_reports_balls_and_shows_the_pad(client):
    r = client.post("/api/tables", json={"game": "ten-pins", "players": 1, "seats": ["human"]})
    assert r.status_code == 201, r.text
    tid = r.json()["id"]
    tok = client.post(f"/api/tables/{tid}/join", json={"seat": 0, "name": "Ann"}).json()["token"]
    with client.websocket_connect(f"/ws/{tid}") as ws:
        ws.send_json({"type": "hello", "token": tok})
        m = ws.receive_json()
        while m["type"] != "state":
            m = ws.receive_json()
        assert m["game"]["layout"] == "scorepad"
        # the pad names the seated player as he joined (test_web_pad_names.py)
        assert m["view"]["next"].startswith("Ann, frame 1, ball 1: 10 standing")
        ball = next(c for c in m["controls"] if c["verb"] == "ball")
        assert ball["kind"] == "amount" and ball["min"] == 0 and ball["max"] == 10
        ws.send_json({"type": "act", "action": "ball 7", "seq": m["seq"]})
        m = ws.receive_json()
        while m["type"] != "state":
            m = ws.receive_json()
        assert m["view"]["sheet"][0].startswith("Ann: 7 ?")
        assert next(c for c in m["controls"] if c["verb"] == "ball")["max"] == 3
