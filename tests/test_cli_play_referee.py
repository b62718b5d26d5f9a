"""``hoyle play`` with a physical table's irregularities (fresh13: a revoke accepted by
``referee_mode`` could not be claimed anywhere): ``referee CALL SEAT [KEY=VALUE ...]`` at the
prompt, and once the last card is played, the claims the laws allow before the next deal
(auction bridge law 84: three tricks or 100 points for an established revoke)."""

from __future__ import annotations

import random

from typer.testing import CliRunner

from hoyle.cli import app
from hoyle.cli import play as P
from hoyle.cli._common import console
from hoyle.core import SeededShuffler, get_game


def _revoked_deal():
    """An auction bridge deal in referee mode in which a player (not the dummy) revoked."""
    g = get_game("auction-bridge")
    st = g.new_deal(4, g.make_rules({"referee_mode": True}), SeededShuffler(3))
    rng = random.Random(3)
    offender = None
    while not st.is_over:
        legal = st.legal_actions()
        if offender is None and legal[0].verb == "play" and st.tp.trick and st.tp.turn != st.dummy:
            off = [c for c in st.tp.hands[st.tp.turn] if f"play {c}" not in {str(a) for a in legal}]
            if off:
                offender = st.tp.turn
                st.apply(st.parse_action(f"play {off[0]}"))
                continue
        st.apply(rng.choice(legal))
    return st, offender


def _said(fn, *args) -> str:
    with console.capture() as cap:
        fn(*args)
    return cap.get()


def test_a_revoke_is_claimed_by_the_innocent_side_and_scored_by_law_84():
    st, offender = _revoked_deal()
    before = st.outcome()
    innocent = (offender + 1) % 4
    out = _said(P._referee, st, f"referee revoke {offender} penalty=points")
    assert "not allowed" in out and "no established revoke by the adversaries" in out
    assert st.outcome() == before                          # a refused claim changes nothing
    out = _said(P._referee, st, f"referee revoke {innocent} penalty=points")
    assert out.startswith("ruling: revoke:") and "law 84" in out
    after = st.outcome()
    assert after != before and sum(after) == 0
    assert after[innocent] - before[innocent] >= 100       # the 100 points, and what they change


def test_the_claims_after_the_last_card_are_read_until_an_empty_line(monkeypatch):
    st, offender = _revoked_deal()
    before = st.outcome()
    lines = iter(["referee", "bogus-call 1", f"revoke {(offender + 1) % 4} penalty=points", ""])
    monkeypatch.setattr(P.typer, "prompt", lambda *a, **k: next(lines))
    out = _said(P._claims_after, st)
    assert "referee calls: bid-out-of-turn" in out and "'bogus-call' is not a referee call" in out
    assert "ruling: revoke" in out and st.outcome() != before


def test_the_prompt_lists_the_referee_calls_and_refuses_a_bad_detail():
    res = CliRunner().invoke(app, ["play", "auction-bridge", "--referee-mode", "true", "--seed", "1"],
                             input="?\nreferee\nreferee revoke 0 penalty\nquit\n")
    assert "'referee CALL SEAT' settles an irregularity" in res.output
    assert "referee calls: bid-out-of-turn" in res.output
    assert "is not KEY=VALUE" in res.output and "Traceback" not in res.output
    res = CliRunner().invoke(app, ["play", "whist", "--seed", "1"], input="referee revoke 0\nquit\n")
    assert "Traceback" not in res.output
