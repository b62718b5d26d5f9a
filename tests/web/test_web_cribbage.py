"""cribbage-six-card at a web table (the generic ``table`` layout): a person and the heuristic
bot play a deal over the WebSocket to its end (issue 14: playable at a web table)."""

from __future__ import annotations

import itertools

import pytest
from starlette.testclient import TestClient
from webtest_helpers import join_table

from hoyle.core import SeededShuffler
from hoyle.web import create_app


@pytest.fixture
def client(tmp_path):
    seeds = itertools.count(100)
    app = create_app(tmp_path / "crib.db", shuffler_factory=lambda: SeededShuffler(next(seeds)),
                     bot_delay=0, bot_seed=1)
    with TestClient(app) as c:
        yield c


def test_cribbage_six_card_plays_a_deal_at_a_web_table(client):
    r = client.post("/api/tables", json={"game": "cribbage-six-card", "players": 2,
                                         "seats": ["human", "bot:heuristic"]})
    assert r.status_code == 201, r.text
    t = r.json()
    tok = join_table(client, t["id"], 0)
    with client.websocket_connect(f"/ws/{t['id']}") as ws:
        ws.send_json({"type": "hello", "token": tok})
        acted = 0
        while True:
            m = ws.receive_json()
            assert m["type"] != "error", m
            if m["type"] != "state":
                continue
            assert m["game"]["layout"] == "table"
            if m["over"]:
                break
            if m["to_act"] == 0:
                ws.send_json({"type": "act", "action": m["legal"][0], "seq": m["seq"]})
                acted += 1
        assert acted >= 4 and m["outcome"] is not None
        assert any("shows his hand" in line for line in m["log"])
