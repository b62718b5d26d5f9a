"""Whist and bridge on the shared trick-play penalties (mechanics.tricks.TrickPenalties, issue
12): the calls each state answers, and the bridge laws that needed the mechanic's hooks
(auction bridge laws 63, 72, 75-77, 79, 84; 001 part 1 §2.15)."""

from __future__ import annotations

import pytest

from hoyle.core.chance import SeededShuffler
from hoyle.core.errors import IllegalAction
from hoyle.core.registry import get_game
from hoyle.mechanics.tricks import TrickPenalties

WHIST_CALLS = ["attention-to-trick", "call-card", "call-suit", "claim-rest", "correct-revoke", "exposed-card",
               "fourth-before-second", "lead-out-of-turn", "named-trump-card", "revoke", "third-before-second",
               "trump-card-left"]
BRIDGE_CALLS = ["bid-out-of-turn", "call-card", "call-suit", "double-partner", "exposed-card", "insufficient-bid",
                "lead-out-of-turn", "looked-at-quitted-trick", "redouble-twice", "revoke"]


@pytest.mark.parametrize("slug, calls", [("whist-english", WHIST_CALLS), ("whist-american", WHIST_CALLS),
                                         ("mort", WHIST_CALLS), ("auction-bridge", BRIDGE_CALLS),
                                         ("straight-bridge", BRIDGE_CALLS)])
def test_the_calls_are_those_the_games_answered_before(slug, calls):
    s = get_game(slug).new_deal(shuffler=SeededShuffler(1))
    assert isinstance(s, TrickPenalties) and s.referee_calls() == calls


def test_bridge_has_no_correct_revoke_call():
    s = get_game("auction-bridge").new_deal(shuffler=SeededShuffler(1))
    with pytest.raises(IllegalAction, match="unknown referee call"):
        s.referee("correct-revoke", seat=0)


def _at_opening_lead(slug: str, seed: int = 1):
    s = get_game(slug).new_deal(shuffler=SeededShuffler(seed))
    while s.phase != "play":
        s.apply(s.legal_actions()[-1] if s.phase == "auction" and len(s.auction.calls) == 0 else s.legal_actions()[0])
    return s


@pytest.mark.parametrize("slug", ["auction-bridge", "auction-without-dummy"])
@pytest.mark.parametrize("seed, opponent_leads", [(1, False), (2, True)])
def test_law_76_only_the_declarer_calls_a_suit_and_only_from_an_opponent(slug, seed, opponent_leads):
    """Seed 1: the declarer's side wins the first trick, so no call yet (and, without a dummy,
    never from the declarer's partner); seed 2: an opponent leads and the suit is called."""
    s = _at_opening_lead(slug, seed)
    d = s.declarer
    leader = s.tp.turn                                   # the declarer's left: an opponent
    partner = (leader + 2) % 4                           # the other opponent leads out of turn
    card = str(s.tp.hands[partner][0])
    r = s.referee("lead-out-of-turn", seat=partner, card=card, penalty="call-suit")
    assert "law 76" in r.law and s.suit_call_right == d & 1
    with pytest.raises(IllegalAction, match="declarer"):
        s.referee("call-suit", seat=(d + 2) % 4, suit="hearts")   # the declarer's partner may not
    with pytest.raises(IllegalAction, match="declarer"):
        s.referee("call-suit", seat=partner, suit="hearts")
    s.apply(s.legal_actions()[0])                        # the opening lead; three more cards
    while s.tp.trick:
        s.apply(s.legal_actions()[0])
    assert (s.tp.turn & 1 != d & 1) == opponent_leads
    if not opponent_leads:
        with pytest.raises(IllegalAction, match="next has the lead"):
            s.referee("call-suit", seat=d, suit="hearts")
    else:
        held = {c & 3 for c in s.tp.hands[s.tp.turn]}
        suit = next(iter(held))
        r = s.referee("call-suit", seat=d, suit=["clubs", "diamonds", "hearts", "spades"][suit])
        assert "law 76" in r.law and s.tp.suit_called[s.tp.turn] == suit and s.suit_call_right is None


def test_law_77_the_declarers_lead_out_of_turn_is_not_penalised():
    s = _at_opening_lead("auction-bridge")
    d = s.declarer
    r = s.referee("lead-out-of-turn", seat=d, card=str(s.tp.hands[d][0]))
    assert "law 77" in r.law and r.penalty.startswith("none") and not s.tp.exposed[d]
