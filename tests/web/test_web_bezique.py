"""Bezique at a web table (issue 13): declared cards lie on the table, still held, and every seat
sees them; the opponent's hand and the stock stay hidden (two-hand ``bezique``, and the
four-handed game with its three other seats)."""

from __future__ import annotations

import itertools

import pytest
from starlette.testclient import TestClient
from webtest_helpers import join_table

from hoyle.core import SeededShuffler
from hoyle.web import create_app


@pytest.fixture
def client(tmp_path):
    seeds = itertools.count(7)
    app = create_app(tmp_path / "bz.db", shuffler_factory=lambda: SeededShuffler(next(seeds)),
                     bot_delay=0, bot_seed=1)
    with TestClient(app) as c:
        yield c


def _play_until_an_opponent_declares(client, game, players):
    seats = ["human"] + ["bot:heuristic"] * (players - 1)
    r = client.post("/api/tables", json={"game": game, "players": players, "seats": seats})
    assert r.status_code == 201, r.text
    t = r.json()
    tok = join_table(client, t["id"], 0)
    with client.websocket_connect(f"/ws/{t['id']}") as ws:
        ws.send_json({"type": "hello", "token": tok})
        while True:
            m = ws.receive_json()
            assert m["type"] != "error", m
            if m["type"] != "state":
                continue
            view = m["view"]
            declared = {k: v for k, v in view["declared"].items() if k != "N" and v}
            if declared or m["over"]:
                return m, declared
            if m["to_act"] == 0:
                legal = m["legal"]
                pick = next((a for a in legal if a == "draw"), legal[-1])   # declare nothing
                ws.send_json({"type": "act", "action": pick, "seq": m["seq"]})


@pytest.mark.parametrize("game,players", [("bezique", 2), ("four-handed-bezique", 4)])
def test_the_opponents_melds_are_seen_and_his_hand_is_not(client, game, players):
    m, declared = _play_until_an_opponent_declares(client, game, players)
    assert declared, "no opponent declared before the deal ended"
    view = m["view"]
    assert m["game"]["layout"] == "trick"
    # the melded cards are seen by seat 0 on the opponent's side of the table while he holds them
    for who, melds in declared.items():
        cards = {c for _, _, labels in melds for c in labels}
        assert cards <= set(view["shown"][who]) and view["hand_sizes"][who] >= len(cards)
        assert not cards & set(view["hand_labels"])
    # seat 0 sees his own hand only; nothing of the stock but its size; no other hand
    assert view["seat"] == "N" and len(view["hand_labels"]) == view["hand_sizes"]["N"]
    text = repr(m)
    assert "'stock': [" not in text and "hands" not in view
    assert isinstance(view["stock"], int)
