"""Issue 20 §1 at the web table: at a live shoe, nothing a seated player receives (state
messages, the deal log, the records it may download with its token) lets it read the cards
still to come. The truth is read from the server's own database (the next deal's carried
shoe), which no client sees."""

from __future__ import annotations

import itertools
import sys
from pathlib import Path

import pytest
from starlette.testclient import TestClient

from hoyle.core import SeededShuffler, replay
from hoyle.core.record import verify_unsealed
from hoyle.store import Store
from hoyle.web import create_app

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
from test_live_pack import _carried_lists, _leaks  # noqa: E402

SHOE_GAMES = ["blackjack-casino", "chemin-de-fer-foster", "punto-banco", "baccarat-banque-foster",
              "monte-bank-foster"]


def _until_turn_or_over(ws, seen):
    while True:
        m = ws.receive_json()
        seen.append(m)
        if m.get("type") == "state" and (m.get("over") or m.get("legal")):
            return m


@pytest.mark.parametrize("slug", SHOE_GAMES)
def test_a_seated_player_cannot_read_the_rest_of_the_shoe(tmp_path, slug):
    seeds = itertools.count(300)
    db = tmp_path / "shoe.db"
    app = create_app(db, shuffler_factory=lambda: SeededShuffler(next(seeds)), bot_delay=0, bot_seed=3)
    store = Store(db)
    with TestClient(app) as client:
        r = client.post("/api/tables", json={"game": slug, "players": 3,
                                             "seats": ["bot:random", "human", "bot:random"]})
        assert r.status_code == 201, r.text
        tid = r.json()["id"]
        tok = client.post(f"/api/tables/{tid}/join", json={"seat": 1, "name": "Ann"}).json()["token"]
        hdr = {"Authorization": f"Bearer {tok}"}
        seen: list = []
        records: list = []
        sealed = 0
        with client.websocket_connect(f"/ws/{tid}") as ws:
            ws.send_json({"type": "hello", "token": tok})
            m = _until_turn_or_over(ws, seen)
            for deal in range(1, 6):
                while not m.get("over"):
                    ws.send_json({"type": "act", "action": m["legal"][0], "seq": m["seq"]})
                    m = _until_turn_or_over(ws, seen)
                # everything this seat may download now
                for n in range(1, deal + 1):
                    rr = client.get(f"/api/tables/{tid}/deals/{n}/record", headers=hdr)
                    assert rr.status_code == 200
                    records.append(rr.json())
                assert client.get(f"/api/tables/{tid}/deals/{deal}/record").status_code == 403
                lobby = client.get("/api/tables").json()
                ws.send_json({"type": "next"})
                m = _until_turn_or_over(ws, seen)     # the next deal has begun (its context stored)
                cur = store.current_deal(tid)
                for key, live in _carried_lists(cur.context).items():
                    if key in ("discards", "burnt"):
                        continue
                    # the server goes on dealing from `live`: none of it may be derivable
                    sealed += 1
                    assert not _leaks(records, live), f"deal {deal}: a record shows the live shoe"
                    assert not _leaks(seen, live), f"deal {deal}: a message shows the live shoe"
                    assert not _leaks(lobby, live)
        assert sealed > 0
        # every record downloaded replays (the sealed items are never dealt in their deal)
        for rec in records[-5:]:
            assert replay(rec).outcome() == rec["outcome"]
        # sealed records are checked against the full ones the server keeps
        full = store.deal_record(tid, 1)
        first = next(r for r in records if r.get("sealed") and r["actions"] == full["actions"])
        assert verify_unsealed(first, full)
