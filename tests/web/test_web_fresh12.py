"""Fresh-user findings, round 12 (web): a table whose first deal cannot start leaves no row
behind (``hoyle serve --seed -1`` made every creation fail half-way); a deal number longer
than the database's INTEGER is "no finished deal", not a 500; wording of refusals."""

from __future__ import annotations

import pytest
from starlette.testclient import TestClient

from webtest_helpers import seeded_client

from hoyle.core import SeededShuffler
from hoyle.store import Store
from hoyle.web import create_app


@pytest.fixture
def client(tmp_path, mini):
    with seeded_client(tmp_path / "f12.db") as c:
        yield c


def test_a_table_whose_first_deal_cannot_start_leaves_no_row(tmp_path, mini):
    db = tmp_path / "broken.db"
    app = create_app(db, shuffler_factory=lambda: SeededShuffler(-1), bot_delay=0, bot_seed=1)
    with TestClient(app, raise_server_exceptions=False) as c:
        r = c.post("/api/tables", json={"game": "web-test-draw", "players": 2,
                                        "seats": ["bot", "bot"], "private": False})
        assert r.status_code == 503, r.text
        assert "no table was made" in r.json()["error"]
        assert c.get("/api/tables").json() == []
    store = Store(db)
    try:
        assert store.list_tables() == []
    finally:
        store.dispose()


@pytest.mark.parametrize("kind", ["record", "pbn"])
@pytest.mark.parametrize("number", ["99999999999999999999999", "9223372036854775808"])
def test_a_deal_number_past_the_integer_range_is_no_deal(client, kind, number):
    spec = ({"game": "whist", "players": 4, "seats": ["human", "bot", "bot", "bot"]} if kind == "pbn"
            else {"game": "web-test-draw", "players": 2, "seats": ["human", "bot"]})
    r = client.post("/api/tables", json=spec)
    assert r.status_code == 201, r.text
    tid = r.json()["id"]
    tok = client.post(f"/api/tables/{tid}/join", json={"seat": 0, "name": "Ann"}).json()["token"]
    r = client.get(f"/api/tables/{tid}/deals/{number}/{kind}",
                   headers={"Authorization": f"Bearer {tok}"})
    assert r.status_code == 404, r.text
    assert r.json()["error"].startswith(f"no finished deal {number[:20]}")


def test_players_given_as_text_is_told_to_be_a_whole_number(client):
    r = client.post("/api/tables", json={"game": "whist", "players": "4"})
    assert r.status_code == 400
    err = r.json()["error"]
    assert err.startswith("players must be a whole number") and 'not "4"' in err
    assert "not 4" not in err


def _state(ws) -> dict:
    m = ws.receive_json()
    while m["type"] != "state":
        m = ws.receive_json()
    return m


def _seated(client, spec):
    r = client.post("/api/tables", json=spec)
    assert r.status_code == 201, r.text
    tid = r.json()["id"]
    tok = client.post(f"/api/tables/{tid}/join", json={"seat": 0, "name": "Ann"}).json()["token"]
    return tid, tok


def test_score_only_table_wording(client):
    from hoyle.mechanics.scorecard import score_card
    tid, tok = _seated(client, {"game": "whist-english", "score_only": True})
    title = score_card("whist-english").game.title
    with client.websocket_connect(f"/ws/{tid}") as ws:
        ws.send_json({"type": "hello", "token": tok})
        st = _state(ws)
        text = st["text"]
        assert text.splitlines()[0].startswith(title)            # the title as written
        assert "{" not in text and "per_seat" not in text and "Card:" not in text
        ws.send_json({"type": "act", "action": "  ", "seq": st["seq"]})
        err = ws.receive_json()
        assert err["type"] == "error" and "raise 10" not in err["message"]
        assert "NS 8" in err["message"] and "close" in err["message"]


def test_an_action_is_echoed_as_typed_and_examples_are_the_tables_own(client):
    tid, tok = _seated(client, {"game": "whist", "seats": ["human", "bot", "bot", "bot"]})
    with client.websocket_connect(f"/ws/{tid}") as ws:
        ws.send_json({"type": "hello", "token": tok})
        st = _state(ws)
        while st["to_act"] != 0:
            st = _state(ws)
        ws.send_json({"type": "act", "action": "play ZZ", "seq": st["seq"]})
        err = ws.receive_json()
        assert "play ZZ" in err["message"] and "play zz" not in err["message"]
        ws.send_json({"type": "act", "action": "", "seq": st["seq"]})
        err = ws.receive_json()
        assert "raise 10" not in err["message"]
        assert any(repr(a) in err["message"] for a in st["legal"])
