"""Bango (seed 004 §1.3): catalog oracle O15 and stacked deals of both forms."""

from __future__ import annotations

import pytest

from hoyle.cards import parse_cards, standard_pack
from hoyle.core import SeededShuffler, StackedShuffler, get_game
from hoyle.core.errors import IllegalAction


def _order(head: str):
    h = parse_cards(head)
    return h + [c for c in standard_pack().cards if c not in h]


def _run(st):
    while not st.is_over:
        st.apply("call")
    return st


def test_O15_one_card_per_call_one_winner_within_52_calls():
    g = get_game("bango")
    for seed in range(300):
        st = g.new_deal(10, shuffler=SeededShuffler(seed))
        turned = 0
        while not st.is_over:
            before = sum(len(d) for d in st.down.values())
            st.apply("call")
            after = sum(len(d) for d in st.down.values())
            assert after - before <= 1                   # at most one player turns a card per call
            turned = after
        assert len(st.called) <= 52 and len(st.winners) == 1
        w = st.winners[0]
        assert st.outcome()[w] == 9 and sorted(st.outcome()) == [-1] * 9 + [9]
        assert turned >= 5


def test_stacked_deal_first_full_hand_takes_the_pool():
    # three players, dealer seat 0: hands dealt one at a time to seats 1, 2, 0
    first = _order("2C 3C 4C 2D 3D 4D 2H 3H 4H 2S 3S 4S 5C 5D 5H")
    # seat 2 holds 3C 3D 3H 3S 5D: call exactly those (and an unrelated card first)
    second = _order("KS 3C 3D 3H 3S 5D")
    st = _run(get_game("bango").new_deal(3, shuffler=StackedShuffler([first, second])))
    assert st.hands[2] == parse_cards("3C 3D 3H 3S 5D")
    assert st.winners == [2] and len(st.called) == 6
    assert st.outcome() == [-1, -1, 2]


def test_rank_only_variant_shares_a_simultaneous_finish():
    first = _order("2C 3C 4C 2D 3D 4D 2H 3H 4H 2S 3S 4S 5C 5D 5H")
    # seat 1: 2C 2D 2H 2S 5C; seat 2: 3s and 5D. Calls: ranks 2, 3, then a five turns both down
    second = _order("2C 3C 5S")
    st = _run(get_game("bango-rank-only").new_deal(3, rules={"ante": 2},
                                                    shuffler=StackedShuffler([first, second])))
    assert st.winners == [1, 2]
    assert st.outcome() == [-2, 1, 1]                  # pool 6 shared: 3 each, less the ante
    st3 = _run(get_game("bango-rank-only").new_deal(3, rules={"ante": 1},
                                                     shuffler=StackedShuffler([first, second])))
    assert st3.outcome() == [-1, 1, 0]                 # pool 3: the odd chip to seat 1 (dealer's left)


def test_only_the_dealer_calls():
    st = get_game("bango").new_deal(4)
    with pytest.raises(IllegalAction, match="call the next card"):
        st.apply("bango")
    assert st.called == []
