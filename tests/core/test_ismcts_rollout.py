"""The ISMCTS playout policies (hoyle.bots.rollout, issue 18 section 4): the cheap trick sense
wins a trick as cheaply as it can unless partner is winning it, throws its lowest card
otherwise, leads high from its longest suit; read from the trick play's own order (euchre's
bowers too); playouts reach the end; the search with it stays blind to the other hands."""

from __future__ import annotations

import numpy as np
import pytest

from hoyle.bots.ismcts import ISMCTSBot
from hoyle.bots.rollout import playout, trick_sense
from hoyle.core import SeededShuffler, get_game
from hoyle.core.chance import CHANCE
from hoyle.core.errors import HoyleError
from hoyle.mechanics.tricks import PLAY, OrderedTrickPlay, TrickPlay, bower_order, determinise_tricks

C, D, H, S = 0, 1, 2, 3


def card(rank: int, suit: int) -> int:
    return (rank - 2) * 4 + suit


class _Greedy:
    """An rng whose draws never take the random branch."""

    def random(self) -> float:
        return 0.99

    def integers(self, n: int) -> int:  # pragma: no cover - the greedy branch only
        raise AssertionError("no random draw expected")


def _choose(tp: TrickPlay, seat: int) -> int:
    legal = [PLAY[c] for c in tp.legal(seat)]
    return int(trick_sense(tp, seat, legal, _Greedy()).args[0])


def _whist(hands, leader=0, trump=S):
    return TrickPlay([list(h) for h in hands], trump, leader)


def test_second_hand_wins_as_cheaply_as_it_can():
    # North (0) leads the 9 of hearts; East holds the 10, queen and ace of hearts: the 10 wins
    hands = [[card(9, H), card(2, C)], [card(10, H), card(12, H), card(14, H)],
             [card(3, H), card(4, H)], [card(5, H), card(6, H)]]
    tp = _whist(hands)
    tp.play(card(9, H))
    assert _choose(tp, 1) == card(10, H)


def test_void_hand_ruffs_with_its_lowest_trump_and_discards_lowest_when_it_cannot_win():
    hands = [[card(14, H), card(2, C)], [card(3, S), card(13, S), card(9, C)],
             [card(3, H), card(4, H)], [card(5, D), card(6, C)]]
    tp = _whist(hands)
    tp.play(card(14, H))
    assert _choose(tp, 1) == card(3, S)          # the cheapest trump, not the king
    tp.play(card(3, S))
    tp.play(card(3, H))
    # West cannot follow and has no trump: the lowest card, whatever its suit
    assert _choose(tp, 3) == card(5, D)


def test_fourth_hand_lets_partner_win():
    hands = [[card(10, H)], [card(14, H)], [card(2, H)], [card(13, H), card(3, H)]]
    tp = _whist(hands)
    tp.play(card(10, H))
    tp.play(card(14, H))          # East (1) wins so far; West (3) is his partner
    tp.play(card(2, H))
    assert _choose(tp, 3) == card(3, H)
    hands = [[card(10, H)], [card(4, H)], [card(2, H)], [card(13, H), card(3, H)]]
    tp = _whist(hands)
    for c in (card(10, H), card(4, H), card(2, H)):
        tp.play(c)                # North (0), an opponent, wins so far: the king takes it
    assert _choose(tp, 3) == card(13, H)


def test_leads_the_highest_of_the_longest_suit():
    hands = [[card(14, S), card(4, C), card(9, C), card(11, C), card(2, D)],
             [card(2, H)], [card(3, H)], [card(4, H)]]
    tp = _whist(hands)
    assert _choose(tp, 0) == card(11, C)


def test_euchre_bowers_are_read_from_the_order():
    # hearts trumps: the jack of diamonds is the left bower, a trump, above the ace of hearts
    order = bower_order(H, jokers=False)
    hands = [[card(14, H)], [card(11, D), card(10, H)], [card(9, C)], [card(10, C)]]
    tp = OrderedTrickPlay([list(h) for h in hands], order, 0)
    tp.play(card(14, H))
    assert _choose(tp, 1) == card(11, D)


@pytest.mark.parametrize("slug", ["whist-english", "euchre", "auction-bridge"])
def test_trick_playouts_reach_the_end(slug):
    g = get_game(slug)
    n = g.default_players or g.min_players
    for seed in range(3):
        st = g.new_deal(n, None, SeededShuffler(seed))
        playout(st, np.random.default_rng(seed), "tricks", 0.1, CHANCE)
        assert st.is_over and len(st.outcome()) == n


def test_unknown_rollout_is_a_hoyle_error():
    with pytest.raises(HoyleError):
        ISMCTSBot(0, 1, get_game("whist-english"), rollout="greedy")


def test_the_trick_rollout_search_never_reads_the_other_hands():
    g = get_game("whist-english")
    st = g.new_deal(4, None, SeededShuffler(21))
    rng = np.random.default_rng(5)
    for _ in range(9):
        legal = st.legal_actions()
        st.apply(legal[int(rng.integers(len(legal)))])
    me = st.to_act
    others = [determinise_tricks(st, me, np.random.default_rng(k)) for k in range(3)]
    assert all(o.tp.hands != st.tp.hands and o.view(me) == st.view(me) for o in others)
    picks = {ISMCTSBot(me, 1234, g, iterations=60, rollout="tricks").bind(s).choose(s.view(me), s.legal_actions())
             for s in [st, *others]}
    assert len(picks) == 1
