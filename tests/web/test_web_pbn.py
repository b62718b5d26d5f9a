"""PBN at the web table (issue 17 item 18): a finished whist or bridge deal downloads as PBN on
the record's terms (the seated players only, finished deals only, never while the deal's pack
is still dealt from), and a table is created with the deals of a PBN file (Foster's auction
deal 1, 001 part 1 §2.14, here), each board dealt as given as a plain deal, the way the
terminal's ``hoyle play --deal FILE.pbn`` plays them. Bad PBN is refused at creation with
the reason, and nothing is stored."""

from __future__ import annotations

import pytest
from webtest_helpers import join_table, seeded_client

from hoyle.core import SeededShuffler, get_game, replay
from hoyle.formats.pbn import from_whist_state, parse_pbn, to_state, write_pbn

# Foster's auction deal 1 (001 part 1 §2.14), the hands only: West deals
AUCTION_1 = """% PBN 2.1
[Event "Foster 1914, auction deal 1"]
[Board "1"]
[Dealer "W"]
[Deal "W:.KQJ73.AKJ65.972 AKQ75.84.T2.J854 JT62.5.Q93.AKQ63 9843.AT962.874.T"]
"""
# a second board: the first with the hands turned a seat, North dealing
BOARD_2 = """[Event "turned"]
[Board "2"]
[Dealer "N"]
[Deal "N:.KQJ73.AKJ65.972 AKQ75.84.T2.J854 JT62.5.Q93.AKQ63 9843.AT962.874.T"]
"""


@pytest.fixture
def client(tmp_path, mini):
    with seeded_client(tmp_path / "pbn.db") as c:
        yield c


def _bearer(token):
    return {"Authorization": f"Bearer {token}"}


def _create(client, game, pbn=None, seats=("human", "bot:random", "bot:random", "bot:random")):
    body = {"game": game, "seats": list(seats)}
    if pbn is not None:
        body["pbn"] = pbn
    return client.post("/api/tables", json=body)


def _play_deal(client, tid, tok, start_next=False) -> dict:
    """Seat 0 plays its first legal action at each turn until the deal is over; the last state."""
    with client.websocket_connect(f"/ws/{tid}") as ws:
        ws.send_json({"type": "hello", "token": tok})
        if start_next:
            ws.send_json({"type": "next"})
        while True:
            m = ws.receive_json()
            if m["type"] == "error":
                return m
            if m["type"] != "state" or (start_next and m["over"]):
                continue
            start_next = False
            if m["over"]:
                return m
            if m["to_act"] == 0:
                ws.send_json({"type": "act", "action": m["legal"][0], "seq": m["seq"]})


def _hands(board) -> dict:
    return {s: sorted(h) for s, h in board.hands.items()}


def test_a_table_plays_the_boards_of_a_pbn_file_as_given_and_no_more(client):
    r = _create(client, "auction-bridge", AUCTION_1 + "\n" + BOARD_2)
    assert r.status_code == 201, r.text
    t = r.json()
    assert t["boards"] == 2
    tid = t["id"]
    tok = join_table(client, tid, 0)
    m = _play_deal(client, tid, tok)
    assert m["over"] and m["boards"] == 2 and m["deal"] == 1
    assert m["pbn_url"] == f"/api/tables/{tid}/deals/1/pbn"
    rec = client.get(m["record_url"], headers=_bearer(tok)).json()
    r = client.get(m["pbn_url"], headers=_bearer(tok))
    assert r.status_code == 200 and "attachment" in r.headers["content-disposition"]
    assert r.headers["content-disposition"].endswith('.pbn"') and r.headers["cache-control"] == "no-store"
    (played,) = parse_pbn(r.text)
    (given,) = parse_pbn(AUCTION_1)
    # the hands and the dealer as the file gave them; the play is the deal played at the table
    assert played.tags["Dealer"] == "W" and _hands(played) == _hands(given)
    assert played.tags["Deal"] == given.tags["Deal"] and len(played.play) == 13
    assert to_state(played).outcome() == m["outcome"] == replay(rec).outcome()
    # board 2: North deals the same hands
    m2 = _play_deal(client, tid, tok, start_next=True)
    assert m2["type"] == "state" and m2["over"] and m2["deal"] == 2, m2
    (played2,) = parse_pbn(client.get(m2["pbn_url"], headers=_bearer(tok)).text)
    assert played2.tags["Dealer"] == "N" and _hands(played2) == _hands(parse_pbn(BOARD_2)[0])
    listed = client.get(f"/api/tables/{tid}/deals").json()
    assert [d["pbn_url"] for d in listed] == [f"/api/tables/{tid}/deals/{n}/pbn" for n in (1, 2)]
    # and no third deal: the file holds two boards
    err = _play_deal(client, tid, tok, start_next=True)
    assert err["type"] == "error" and "every board of this table's PBN file is played (2 boards)" in err["message"]


def test_a_whist_deal_from_pbn_keeps_its_turned_trump(client):
    g = get_game("whist-english")
    text = write_pbn(from_whist_state(g.new_deal(shuffler=SeededShuffler(5))))
    (given,) = parse_pbn(text)
    r = _create(client, "whist-english", text)
    assert r.status_code == 201, r.text
    tid = r.json()["id"]
    tok = join_table(client, tid, 0)
    m = _play_deal(client, tid, tok)
    (played,) = parse_pbn(client.get(m["pbn_url"], headers=_bearer(tok)).text)
    assert _hands(played) == _hands(given)
    assert played.tags["TrumpCard"] == given.tags["TrumpCard"] and played.tags["Trump"] == given.tags["Trump"]
    assert to_state(played).outcome() == m["outcome"]


def _all_tables(client) -> int:
    return len(client.app.state.store.list_tables())


@pytest.mark.parametrize("game, pbn, needle", [
    ("auction-bridge", "", "pbn is the text of a PBN file"),
    ("auction-bridge", 17, "pbn is the text of a PBN file"),
    ("auction-bridge", "% only a comment\n", "no PBN game"),
    ("auction-bridge", '[Deal "N:AKQ"', "line 1: malformed tag"),
    ("auction-bridge", '[Dealer "W"]\nstray text\n', "line 2: text outside a section"),
    ("auction-bridge", AUCTION_1.replace("W:.KQJ73", "W:KQJ73"), "does not have four suits"),
    ("auction-bridge", AUCTION_1.replace(".972 ", ".97 "), "13 cards"),
    ("auction-bridge", AUCTION_1.replace("AT962", "AT962K"), "appears twice"),
    ("auction-bridge", AUCTION_1.replace('[Dealer "W"]', '[Dealer "X"]'), "Dealer 'X' is not a seat"),
    ("auction-bridge", AUCTION_1 + "\n" + BOARD_2.replace("T2.J854", "T2.J85"), "board 2:"),
    ("whist-english", AUCTION_1, "TrumpCard tag missing"),
    ("web-test-draw", AUCTION_1, "cannot be dealt a PBN file's hands"),
])
def test_bad_pbn_is_refused_at_creation_with_the_reason_and_nothing_is_stored(client, game, pbn, needle):
    before = _all_tables(client)
    seats = ["human", "bot:random", "bot:random"] if game == "web-test-draw" else None
    r = _create(client, game, pbn, **({"seats": seats} if seats else {}))
    assert r.status_code == 400 and needle in r.json()["error"], r.text
    assert r.json()["error"].startswith(("pbn", "a PBN")), r.text
    assert _all_tables(client) == before


def test_the_pbn_download_follows_the_records_rules(client, monkeypatch):
    tid = _create(client, "auction-bridge", AUCTION_1).json()["id"]
    tok = join_table(client, tid, 0)
    url = f"/api/tables/{tid}/deals/1/pbn"
    assert client.get(url, headers=_bearer(tok)).status_code == 404            # in progress
    m = _play_deal(client, tid, tok)
    for headers in ({}, _bearer("forged-token-of-enough-length"), {"Authorization": "Basic x"}):
        r = client.get(url, headers=headers)
        assert r.status_code == 403 and "seat token" in r.json()["error"]
    assert client.get(f"/api/tables/{tid}/deals/2/pbn", headers=_bearer(tok)).status_code == 404
    # a deal whose pack is still dealt from: PBN would show every hand, the unseen ones too
    import hoyle.web.app as web_app
    monkeypatch.setattr(web_app, "is_sealed", lambda rec: True)
    monkeypatch.setattr(web_app, "pack_finished", lambda later: False)
    r = client.get(url, headers=_bearer(tok))
    assert r.status_code == 409 and "still dealt from" in r.json()["error"]
    monkeypatch.setattr(web_app, "pack_finished", lambda later: True)       # a fresh pack since
    assert client.get(url, headers=_bearer(tok)).status_code == 200
    assert m["pbn_url"] == url
    # a game PBN cannot hold: no PBN link, and the endpoint says why
    other = client.post("/api/tables", json={"game": "web-test-draw", "players": 2,
                                             "seats": ["human", "bot:random"]}).json()["id"]
    tok2 = join_table(client, other, 0)
    r = client.get(f"/api/tables/{other}/deals/1/pbn", headers=_bearer(tok2))
    assert r.status_code == 404 and "cannot be written as PBN" in r.json()["error"]


def test_the_lobby_says_which_games_take_pbn(client, mini):
    games = {g["slug"]: g for g in client.get("/api/games").json()}
    assert games["auction-bridge"]["pbn"] and games["whist-english"]["pbn"]
    assert not games[mini.slug]["pbn"] and not games["dummy-whist"]["pbn"]
