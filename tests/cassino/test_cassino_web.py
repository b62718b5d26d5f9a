"""``cassino`` at a web table (the generic ``table`` layout: cassino is not a trick game): a person
plays a whole deal against the book bot over the WebSocket, and the record replays."""

from __future__ import annotations

import pytest

pytest.importorskip("starlette")

from starlette.testclient import TestClient  # noqa: E402

from hoyle.core import SeededShuffler, get_game  # noqa: E402
from hoyle.core.record import replay  # noqa: E402
from hoyle.web import create_app  # noqa: E402
from hoyle.web.tables import layout_for  # noqa: E402


def test_a_deal_of_cassino_at_a_web_table(tmp_path):
    assert layout_for(get_game("cassino")) == "table"
    app = create_app(tmp_path / "c.db", shuffler_factory=lambda: SeededShuffler(7), bot_delay=0, bot_seed=1)
    with TestClient(app) as c:
        r = c.post("/api/tables", json={"game": "cassino", "players": 2, "seats": ["human", "bot:book"]})
        assert r.status_code == 201, r.text
        tid = r.json()["id"]
        tok = c.post(f"/api/tables/{tid}/join", json={"seat": 0, "name": "Ann"}).json()["token"]
        with c.websocket_connect(f"/ws/{tid}") as ws:
            ws.send_json({"type": "hello", "token": tok})
            played = 0
            while True:
                m = ws.receive_json()
                played += m["type"] == "ack"
                assert m["type"] != "error", m
                if m["type"] != "state":
                    continue
                assert "table" in m["view"] and "hand" in m["view"]
                if m["over"]:
                    break
                if m["to_act"] == 0:
                    ws.send_json({"type": "act", "action": m["legal"][0], "seq": m["seq"]})
        assert played == 24 and sum(m["outcome"]) == 0
        rec = c.get(m["record_url"], headers={"Authorization": f"Bearer {tok}"}).json()
        assert replay(rec).outcome() == m["outcome"]
