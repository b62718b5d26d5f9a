"""Shoot (seed 004 §2.4, title lost): catalog oracles O103-O105 on stacked deals and the engine."""

from __future__ import annotations

from fractions import Fraction
from math import comb

import pytest

from hoyle.cards import parse_cards, standard_pack
from hoyle.core import SeededShuffler, StackedShuffler, get_game
from hoyle.core.errors import IllegalAction
from hoyle.games.banking.shoot import settle_pool


def _stack(prefix: str):
    top = parse_cards(prefix)
    return top + [c for c in standard_pack().cards if c not in top]


def _deal(slug, prefix, players=2, context=None, rules=None):
    return get_game(slug).new_deal(players, rules=rules, shuffler=StackedShuffler([_stack(prefix)]),
                                   context=context)


def test_O103_high_cards_discarded_until_a_six_or_lower():
    # two players, three cards each (6 cards), then 9, A, Q are turned and discarded; 4 is the pool card
    st = _deal("shoot-pool", "2C 3C 5C 7C 8C 10C 9D AH QS 4H")
    assert str(st.view(None)["pool_card"]) == "4H"
    assert st.view(None)["turned"] == ["9D", "AH", "QS", "4H"]


def test_O104_pool_runs_out_later_winner_takes_back_his_stake():
    pool, net = settle_pool(6, [(1, 6, True), (2, 6, True)])
    assert (pool, net) == (0, {1: 6, 2: 0})
    # losers are put in first (6 + 5 = 11): the second winner is paid the 5 left (the recorded
    # reading of a short pool)
    pool, net = settle_pool(6, [(1, 6, True), (2, 6, True), (3, 5, False)])
    assert (pool, net) == (0, {3: -5, 1: 6, 2: 5})


def test_O104_on_a_stacked_pool_deal():
    # seat 1 (dealer's left) holds KH (beats the 4H pool card), the dealer (seat 0) holds 5H: both win.
    # hands are dealt one card at a time: seat 1 then seat 0.
    st = _deal("shoot-pool", "KH 5H 2C 3C 7D 8D 4H", context={"pot": 0})
    assert st.view(None)["pool"] == 2                      # the two antes
    st.apply("bet 2")
    st.apply("bet 2")
    assert st.is_over
    # seat 1 is paid 2 (the whole pool); the dealer only takes back his stake
    assert st.outcome() == [-1, 1] and st.house_take() == 0
    assert sum(st.outcome()) + st.house_take() == 0


def test_O105_blind_hand_wins_about_0486():
    # exact: pool card of rank r (2..6, each as likely), the hand three of the other 51 cards
    p = sum(1 - Fraction(comb(51 - (14 - r), 3), comb(51, 3)) for r in range(2, 7)) / 5
    assert round(float(p), 3) == 0.486
    # the engine agrees (banking form, one player covering the minimum)
    g = get_game("shoot-banking")
    wins = n = 0
    for seed in range(3000):
        st = g.new_deal(2, shuffler=SeededShuffler(seed))
        if st.is_over:
            continue
        st.apply("bet 1")
        wins += st.outcome()[1] > 0
        n += 1
    assert abs(wins / n - float(p)) < 0.03


def test_banking_cover_limit_and_pass():
    st = _deal("shoot-banking", "KH 2D 3C 5C 7D 8D 4H", players=3, rules={"bank": 10})
    assert "pass" in [str(a) for a in st.legal_actions()]
    st.apply("bet 10")                                      # seat 1 covers the whole bank
    assert st.is_over                                       # the rest cannot bet
    assert st.outcome() == [-10, 10, 0]


def test_pool_form_refuses_a_pass_and_an_overlarge_stake():
    st = _deal("shoot-pool", "KH 5H 2C 3C 7D 8D 4H")
    before = st.view(None)
    with pytest.raises(IllegalAction, match="at least the minimum"):
        st.apply("pass")
    with pytest.raises(IllegalAction, match="from 1 to 2"):
        st.apply("bet 5")
    assert st.view(None) == before


def test_no_low_card_left_makes_a_void_deal():
    # 15 players hold 45 cards; the 7 left are all 7 or higher
    high = [c for c in standard_pack().cards if c.rank >= 7][:7]
    rest = [c for c in standard_pack().cards if c not in high]
    st = get_game("shoot-pool").new_deal(15, shuffler=StackedShuffler([rest + high]))
    assert st.is_over and st.outcome() == [0] * 15 and st.view(None)["void"]
