"""Skin (seed 004 §2.5): catalog oracles O106 (who wins a match) and O107 (the house fee)."""

from __future__ import annotations

import pytest

from hoyle.cards import parse_cards, standard_pack
from hoyle.core import StackedShuffler, get_game
from hoyle.core.errors import IllegalAction

HEAD = "5C 9D JH 5S 5D QS 9C"


def _box(head: str):
    h = parse_cards(head)
    return h + [c for c in standard_pack().cards if c not in h]


def _play(rules=None):
    st = get_game("skin").new_deal(3, rules=rules, shuffler=StackedShuffler([_box(HEAD)]))
    assert st.to_act == 2 and st.view(2)["offer"] == "5C"          # first offer: the banker's right
    st.apply("take 50")
    assert st.view(None)["banker_card"] == "9D"
    assert st.to_act == 1 and st.view(1)["offer"] == "JH"
    st.apply("take 100")
    # 5S matches seat 2's five: the bank wins 50 (O106); 5D is dead; QS is offered to seat 2 again
    assert st.to_act == 2 and st.view(2)["offer"] == "QS" and "5D" in st.view(None)["discard"]
    st.apply("refuse")
    # 9C matches the banker's card: seat 1, still holding JH, wins his 100 (O106)
    assert st.is_over and st.view(None)["centre"] == ["QS"]
    return st


def test_O106_banker_match_pays_punters_player_match_pays_bank_and_O107_two_percent():
    st = _play()
    assert st.outcome() == [-50, 98, -50] and st.house_take() == 2
    assert sum(st.outcome()) + st.house_take() == 0


def test_O107_quarter_of_the_last_winning_bet():
    st = _play({"fee": "last-bet"})
    assert st.outcome() == [-75, 100, -50] and st.house_take() == 25


def test_refused_offer_passes_right_and_bad_stake_refused():
    st = get_game("skin").new_deal(3, shuffler=StackedShuffler([_box(HEAD)]))
    before = st.view(None)
    with pytest.raises(IllegalAction, match="one of 50, 100"):
        st.apply("take 7")
    assert st.view(None) == before
    st.apply("refuse")
    assert st.to_act == 1 and st.view(1)["offer"] == "5C"


def test_bank_passes_right_each_deal():
    g = get_game("skin")
    m = g.new_match(4, shuffler=StackedShuffler([_box(HEAD), _box(HEAD)]))
    st = m.next_deal()
    while not st.is_over:
        st.apply("take 50")
    m.finish(st)
    assert m.next_deal().banker == 3
