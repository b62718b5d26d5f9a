"""The stops games at the terminal (``hoyle play pope-joan``, input piped) and at a web table (the
generic ``table`` layout): a person plays whole deals against the book bots, sees his own hand,
the layout and the cards played, and never a card of another hand or of the stops."""

from __future__ import annotations

import re

import pytest
from typer.testing import CliRunner

from hoyle.cards import standard_pack
from hoyle.cli import app
from hoyle.core import SeededShuffler, get_game
from hoyle.core.record import replay

TRY_EVERY_CARD = "".join(f"play {c}\n" for _ in range(15) for c in standard_pack()) + "quit\n"


def test_pope_joan_in_the_terminal_with_piped_input():
    res = CliRunner().invoke(app, ["play", "pope-joan", "--seed", "3", "--deals", "1"], input=TRY_EVERY_CARD)
    out = res.output
    assert res.exit_code == 0, out
    assert "Layout: ten (ten of diamonds) 1, jack (jack of diamonds) 2" in out
    assert "Your hand (player 1):" in out and "Deal over:" in out and "deal 1: player 1 (you)" in out
    assert "Traceback" not in out
    # before the end, no line names a card of another hand or of the stops
    st = get_game("pope-joan").new_deal(4, None, SeededShuffler(3))
    mine = {str(c) for c in st.view(0)["hand"]}
    first = out.split("your action:")[0]
    named = set(re.findall(r"\b[2-9TJQKA][CDHS]\b", first))
    assert named <= mine


@pytest.mark.parametrize("slug,players", [("pope-joan", 4), ("newmarket", 3), ("pochen", 4), ("fan-tan-cards", 4),
                                          ("matrimony", 3)])
def test_a_deal_at_a_web_table(tmp_path, slug, players):
    pytest.importorskip("starlette")
    from starlette.testclient import TestClient

    from hoyle.web import create_app
    from hoyle.web.tables import layout_for
    assert layout_for(get_game(slug)) == "table"
    app_ = create_app(tmp_path / "s.db", shuffler_factory=lambda: SeededShuffler(7), bot_delay=0, bot_seed=1)
    with TestClient(app_) as c:
        r = c.post("/api/tables", json={"game": slug, "players": players,
                                        "seats": ["human"] + ["bot:book"] * (players - 1)})
        assert r.status_code == 201, r.text
        tid = r.json()["id"]
        tok = c.post(f"/api/tables/{tid}/join", json={"seat": 0, "name": "Ann"}).json()["token"]
        with c.websocket_connect(f"/ws/{tid}") as ws:
            ws.send_json({"type": "hello", "token": tok})
            while True:
                m = ws.receive_json()
                assert m["type"] != "error", m
                if m["type"] != "state":
                    continue
                assert "layout" in m["view"] or "lines" in m["view"]
                if m["over"]:
                    break
                if m["to_act"] == 0:
                    ws.send_json({"type": "act", "action": m["legal"][0], "seq": m["seq"]})
        rec = c.get(m["record_url"], headers={"Authorization": f"Bearer {tok}"}).json()
        assert replay(rec).outcome() == m["outcome"]
