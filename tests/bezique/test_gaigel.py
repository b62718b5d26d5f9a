"""Gaigel (``gaigel``), "short binocle": Foster 1914, catalog 001_part4.md §4.11, its oracle
(the meld table: marriage 20, double marriage 40, royal 40, double royal 80, five nines 101),
the law on two single marriages of a suit, and game 101 won at once."""

import json
from collections import Counter

import pytest

from hoyle.cards import Card, parse_card, pinochle_pack
from hoyle.core import get_game
from hoyle.core.chance import SeededShuffler, StackedShuffler
from hoyle.core.errors import IllegalAction
from hoyle.games.bezique.gaigel import GAIGEL_MELDS

G = get_game("gaigel")


def stacked(pone, dealer, up, stock=()):
    p, d = pone.split(), dealer.split()
    order = p[:4] + d[:4] + p[4:8] + d[4:8] + p[8:] + d[8:] + [up] + list(stock)
    left = Counter(int(c) for c in pinochle_pack())
    left.subtract(int(parse_card(c)) for c in order)
    order += [str(Card(c)) for c in sorted(left.elements())]
    return G.new_deal(2, None, StackedShuffler([order]))


def test_oracle_meld_table():
    """§4.11 ORACLE: plain marriage 20, double marriage in one suit 40, royal marriage 40, double
    marriage in trumps 80, any five nines 101; game 101."""
    v = {k.name: k.points for k in GAIGEL_MELDS}
    assert v == {"marriage": 20, "double marriage": 40, "royal marriage": 40, "double royal marriage": 80,
                 "five nines": 101}
    assert G.rules_cls().game_points == 101


def test_two_single_marriages_of_a_suit_not_at_different_times():
    """§4.11: a single marriage of hearts melded, a second single marriage of hearts is refused
    later (with the law, the state unchanged); the double marriage is offered at once for 40."""
    st = stacked("KH KH QH QH AC AC TC TC KD QD 9D 9D", "AS AS TS TS KS KS QS QS JS JS JC JC", "AD")
    st.apply("play AC")
    st.apply("play JC")
    assert "declare KH KH' QH QH'" in st.legal_strings()
    st.apply("declare KH QH")
    assert st.points[0] == 11 + 2 + 20
    st.apply("play AC'")
    st.apply("play JC'")
    assert st.phase == "declare" and st.turn == 0
    assert "declare KD QD" in st.legal_strings()
    assert not any("KH'" in a for a in st.legal_strings())
    before = json.dumps(st.record(), sort_keys=True, default=str)
    with pytest.raises(IllegalAction, match="already melded") as exc:
        st.apply("declare KH' QH'")
    assert "G3" in str(exc.value.law)
    assert json.dumps(st.record(), sort_keys=True, default=str) == before


def test_five_nines_win_the_game_at_once():
    """§4.11: five nines 101 -- the game (101) is won on the spot."""
    st = stacked("9H 9H 9D 9D 9C AC AC TC TC AS KD QD", "AS TS TS KS KS QS QS JS JS 9S JC JC", "AD")
    st.apply("play AC")
    st.apply("play JC")
    assert "declare 9C 9D 9D' 9H 9H'" in st.legal_strings()
    st.apply("declare 9C 9D 9D' 9H 9H'")
    assert st.is_over and st.points[0] >= 101 and st.outcome() == [1, -1]


def test_the_first_to_101_wins():
    """§4.11 game 101: a deal ends as soon as one player reaches 101."""
    for seed in range(10):
        st = G.new_deal(2, None, SeededShuffler(seed))
        bots = [G.bots["heuristic"](s) for s in range(2)]
        while not st.is_over:
            st.apply(bots[st.turn].choose(st.view(st.turn), st.legal_actions()))
        assert max(st.points) >= 101 and min(st.points) < 101
        w = 0 if st.points[0] > st.points[1] else 1
        assert st.outcome()[w] == 1 and sum(st.outcome()) == 0
