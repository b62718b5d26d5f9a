"""Thirty-five (seed 004 §2.8): catalog oracles O112-O114 on stacked deals."""

from __future__ import annotations

import pytest

from hoyle.cards import parse_cards, standard_pack
from hoyle.core import StackedShuffler, get_game
from hoyle.core.errors import IllegalAction
from hoyle.games.banking.thirty_five import best_suit_total


def _order(widow: str):
    w = parse_cards(widow)
    s1 = parse_cards("KH QH 3H 4H 6C 7C 8D 9D AC")
    s0 = parse_cards("TS 9S 8S 7S 2C 3C 4D 5D 2H")
    head = []
    for i in range(4):
        head += [s1[i], s0[i], w[i]]
    for j in range(4, 9):
        head += [s1[j], s0[j]]
    return head + [c for c in standard_pack().cards if c not in head]


def test_O112_cards_used_are_4_plus_9n():
    for n, aside in ((5, 3), (2, 30)):
        st = get_game("thirty-five").new_deal(n)
        assert all(len(h) == 9 for h in st.hands.values()) and len(st.widow) == 4
        assert len(st.aside) == aside and 4 + 9 * n == 52 - aside


def test_O113_suit_totals():
    assert best_suit_total(parse_cards("KH QH JH 5H")) == 35
    assert best_suit_total(parse_cards("TS 9S 8S 7S")) == 34
    assert best_suit_total([c for c in standard_pack().cards if c.suit == 0]) == 85      # ace 1
    assert best_suit_total(parse_cards("AH KH QH 4H"), ace=11) == 35
    assert best_suit_total(parse_cards("AH KH QH 4H")) == 25


def test_O114_widow_taker_makes_35_and_takes_at_most_the_pool():
    st = get_game("thirty-five").new_deal(2, shuffler=StackedShuffler([_order("2S 3D 4C 5H")]),
                                          context={"pot": 18})
    assert st.view(None)["pool"] == 20
    for a in ("bid 20", "bid 30", "pass"):
        st.apply(a)
    assert st.is_over and st.taker == 0
    assert st.outcome() == [19, -1] and st.house_take() == -18 and st.pot == 0


def test_O114_widow_taker_fails_and_pays_his_bid():
    st = get_game("thirty-five").new_deal(2, shuffler=StackedShuffler([_order("3D 4C 5H 6H")]),
                                          context={"pot": 18})
    for a in ("bid 20", "bid 30", "pass"):
        st.apply(a)
    assert st.outcome() == [-31, -1] and st.pot == 50 and st.house_take() == 32
    assert sum(st.outcome()) + st.house_take() == 0


def test_declared_35_on_the_deal_takes_the_pool_and_bad_bids_are_refused():
    # seat 0's hand with the widow's 2S moved in: swap 2H (his last card) for 2S
    order = _order("3D 4C 5H 6H")
    i, j = order.index(parse_cards("2H")[0]), order.index(parse_cards("2S")[0])
    order[i], order[j] = order[j], order[i]
    st = get_game("thirty-five").new_deal(2, shuffler=StackedShuffler([order]))
    assert st.is_over and st.outcome() == [1, -1]
    st = get_game("thirty-five").new_deal(2, shuffler=StackedShuffler([_order("3D 4C 5H 6H")]))
    before = st.view(None)
    with pytest.raises(IllegalAction, match="at most 2"):
        st.apply("bid 5")                                   # the opening bid is at most the pool
    assert st.view(None) == before
    st.apply("pass")
    st.apply("pass")
    assert st.is_over and st.outcome() == [-1, -1] and st.house_take() == 2
