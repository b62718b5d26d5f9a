"""The store on SQLite and on a real PostgreSQL server: migrations, seats, deals, actions,
records and statistics; duplicates are refused and change nothing."""

from __future__ import annotations

import pytest

from hoyle.cards import Card
from hoyle.core import SeededShuffler, replay
from hoyle.store import ActionConflict, Store, hash_token, normalize_url
from hoyle.web.chance import ResumeShuffler


def test_normalize_url():
    assert normalize_url("hoyle.db") == "sqlite:///hoyle.db"
    assert normalize_url("/tmp/x.db") == "sqlite:////tmp/x.db"
    assert normalize_url("postgresql://u@h/db") == "postgresql+psycopg://u@h/db"
    assert normalize_url("postgres://u@h:5/db") == "postgresql+psycopg://u@h:5/db"
    assert normalize_url("sqlite:///a.db") == "sqlite:///a.db"


def test_password_is_hidden_in_messages():
    s = Store("postgresql://user:secret@127.0.0.1:1/none")
    assert "secret" not in s.safe_url


@pytest.fixture
def store(db_url):
    s = Store(db_url)
    s.migrate()
    yield s
    s.dispose()


def test_migrations_run_to_head_and_are_idempotent(store):
    assert store.schema_revision() == "0004"
    store.migrate()
    assert store.schema_revision() == "0004"


def test_seats_tokens_and_claims(store):
    tid = store.create_table("web-test-draw", 3, {"max_bet": 3, "ante": 1},
                             [{"kind": "human"}, {"kind": "human"}, {"kind": "bot", "bot": "random"}],
                             {"dealer": 2}, "t")
    assert store.claim_seat(tid, 0, "Ann", hash_token("tok-a"))
    assert not store.claim_seat(tid, 0, "Bob", hash_token("tok-b"))   # taken
    assert not store.claim_seat(tid, 2, "Bob", hash_token("tok-b"))   # a bot's seat
    assert not store.claim_seat(tid, 7, "Bob", hash_token("tok-b"))   # no such seat
    t = store.get_table(tid)
    assert [s.name for s in t.seats] == ["Ann", None, None]
    assert t.seats[0].token_hash == hash_token("tok-a") and "tok-a" not in repr(t)
    assert t.seats[1].is_open and not t.seats[2].is_open


def test_deal_actions_duplicates_record_and_stats(store, mini):
    tid = store.create_table(mini.slug, 3, {"max_bet": 3, "ante": 1},
                             [{"kind": "human"}] * 3, {"dealer": 2})
    sh = SeededShuffler(3)
    st = mini.new_deal(3, {"max_bet": 3}, sh, {"dealer": 2})
    shuffles = [[str(Card(c)) for c in o] for o in sh.log]
    did = store.start_deal(tid, 1, {"dealer": 2}, shuffles, [])
    assert store.tables_in_play() == [tid]
    with pytest.raises(ActionConflict):
        store.start_deal(tid, 1, {"dealer": 2}, shuffles, [])
    seq = 0
    while not st.is_over:
        seat, a = st.to_act, st.legal_actions()[-1]
        st.apply(a)
        seq += 1
        store.add_action(did, seq, seat, str(a))
    with pytest.raises(ActionConflict):
        store.add_action(did, 1, 0, "pass")
    assert store.action_count(did) == seq             # the duplicate changed nothing
    # rebuilt from what is stored, the deal is the same deal
    d = store.current_deal(tid)
    assert d.outcome is None and [a["seq"] for a in d.actions] == list(range(1, seq + 1))
    rebuilt = mini.new_deal(3, {"max_bet": 3}, ResumeShuffler(d.shuffles, d.draws), d.context)
    for a in d.actions:
        rebuilt.apply(a["action"])
    assert rebuilt.outcome() == st.outcome()
    rec = st.record()
    store.finish_deal(did, st.outcome(), rec, tid, {"dealer": 0}, st.outcome())
    assert store.tables_in_play() == []
    assert replay(store.deal_record(tid, 1)).outcome() == st.outcome()
    assert store.deal_record(tid, 2) is None
    t = store.get_table(tid)
    assert t.context == {"dealer": 0} and t.totals == st.outcome() and t.deal_number == 1
    stats = store.stats(tid)
    assert [s["net"] for s in stats] == st.outcome()
    assert [s["deals"] for s in stats] == [1, 1, 1]
    assert sum(s["won"] for s in stats) >= 1


def test_resume_shuffler_replays_then_goes_live():
    from hoyle.cards import standard_pack
    live = SeededShuffler(1)
    first = SeededShuffler(9).shuffle(list(standard_pack()))
    r = ResumeShuffler([first], [4], live)
    assert r.shuffle(list(standard_pack())) == first
    assert r.randint(10) == 4
    nxt = r.shuffle(list(standard_pack()))
    assert nxt == SeededShuffler(1).shuffle(list(standard_pack()))
    assert r.log == [[int(c) for c in first], [int(c) for c in nxt]] and r.draws_log == [4]


def test_tables_of_bots_play_concurrently_and_every_deal_is_stored_whole(db_url, mini):
    """Many tables writing at once (grouped commits on PostgreSQL): every deal's stored
    actions replay to its stored outcome, with no action lost or doubled."""
    import itertools
    import time

    from starlette.testclient import TestClient

    from hoyle.web import create_app

    seeds = itertools.count(1)
    app = create_app(db_url, shuffler_factory=lambda: SeededShuffler(next(seeds)), bot_delay=0,
                     bot_seed=3)
    with TestClient(app) as c:
        ids = [c.post("/api/tables", json={"game": mini.slug, "players": 4,
                                           "seats": ["bot:random"] * 4}).json()["id"]
               for _ in range(12)]
        deadline = time.monotonic() + 30
        while time.monotonic() < deadline:
            if all(c.get(f"/api/tables/{t}/deals").json() for t in ids):
                break
            time.sleep(0.05)
        mgr = app.state.manager
        for t in ids:
            # all-bot tables have no seat tokens, so nobody may download the record over
            # HTTP; the stored record is checked directly
            assert c.get(f"/api/tables/{t}/deals/1/record").status_code == 403
            rec = mgr.store.deal_record(t, 1)
            assert replay(rec).outcome() == rec["outcome"]
            d = mgr.store.current_deal(t)
            assert [a["seq"] for a in d.actions] == list(range(1, len(rec["actions"]) + 1))
            assert [[a["seat"], a["action"]] for a in d.actions] == rec["actions"]
            assert c.get(f"/api/tables/{t}").json()["totals"] == rec["outcome"]
