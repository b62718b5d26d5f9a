"""Monte bank, club version (seed 004 §1.17): catalog oracles O71-O75 on stacked deals."""

from __future__ import annotations

from fractions import Fraction

import pytest

from hoyle.cards import parse_cards
from hoyle.core import StackedShuffler, get_game
from hoyle.core.errors import IllegalAction
from hoyle.games.banking.monte_modern import levy_of
from hoyle.games.banking.packets import monte_pack


def _stack(head: str, tail: str):
    """A 40-card order: ``head`` on top (the bottom layout first), ``tail`` ending at the bottom card."""
    h, t = parse_cards(head), parse_cards(tail)
    mid = [c for c in monte_pack() if c not in h and c not in t]
    return h + mid + t


# O71's layout (the lost figure, as the catalog deduces it): a pair of sevens with 7S top left, AD top
# right; 3C and KH the bottom layout. Exposed from the bottom: JC, AH, 7H, 6C, KD.
O71 = ("3C KH", "KD 6C 7H AH JC AD 7C 7S")
O71_BETS = ["round-tl", "round-tr", "cross-tl-bl", "cross-br-tr", "cross-bl-br", "cross-tr-tl", "double-left",
            "double-bottom"]           # the sample's bets (a) to (h)


def _play(stack, bets, stakes, rules=None):
    st = get_game("monte-bank-modern").new_deal(len(bets) + 1, rules=rules, shuffler=StackedShuffler([stack]))
    for b, k in zip(bets, stakes):
        st.apply(f"bet {b} {k}")
    assert st.is_over
    return st


def test_O71_printed_sample_play():
    st = _play(_stack(*O71), O71_BETS, [4] * 8)
    assert st.view(None)["layout"] == {"tl": ["7S", "7C"], "tr": ["AD"], "bl": ["3C"], "br": ["KH"]}
    # (a) round on the pair wins 3 to 1 on 7H; (c) and (g) win evens; (b), (f), (h) lose on 7H;
    # (d) loses on AH (ordinary match, no pair in the cross bet); (e) loses on KD (ordinary match)
    assert st.outcome()[1:] == [12, -4, 4, -4, -4, -4, 4, -4]
    assert st.outcome()[0] == 0 and st.house_take() == 0
    assert st.view(None)["exposed"] == ["JC", "AH", "7H", "6C", "KD"]


def test_O72_round_pays_three_cross_and_double_evens():
    st = _play(_stack(*O71), ["round-tl", "cross-tl-tr", "double-top"], [20, 20, 20])
    assert st.outcome()[1:] == [60, 20, 20]


def test_O73_levy_on_a_win_decided_by_the_first_card():
    assert levy_of(30) == Fraction(15, 2)                   # round bet 10 wins 30: 7½ to the house
    # 7H is the first card exposed: the round bet of 20 wins 60, 15 of it to the house
    st = _play(_stack("3C KH", "KD 6C JC AH 7H AD 7C 7S"), ["round-tl"], [20])
    assert st.outcome() == [-60, 45] and st.house_take() == 15
    assert sum(st.outcome()) + st.house_take() == 0
    free = _play(_stack("3C KH", "KD 6C JC AH 7H AD 7C 7S"), ["round-tl"], [20], rules={"levy": False})
    assert free.outcome() == [-60, 60]


def test_O74_pair_leaves_two_live_cards_to_every_place():
    st = _play(_stack(*O71), ["round-tl"], [4])
    live = {}
    pack = [c for c in monte_pack()]
    for p, cs in st.places.items():
        rank = cs[0].rank
        others = [c for c in pack if c.rank == rank and c not in cs]
        if p != "tl":
            red = cs[0].suit in (1, 2)
            others = [c for c in others if (c.suit in (1, 2)) != red]
        live[p] = len(others)
    assert live == {"tl": 2, "tr": 2, "bl": 2, "br": 2}


def test_O75_short_bank_pays_largest_bets_first_and_returns_the_rest():
    st = _play(_stack(*O71), ["cross-tl-bl", "double-left", "cross-tl-tr"], [50, 30, 20],
               rules={"stakes": (20, 30, 50), "bank": 60})
    assert st.outcome() == [-50, 50, 0, 0]


def test_void_layouts_are_reshuffled_and_bad_bets_refused():
    # a pair in the bottom layout (3C 3H) voids the deal: the second order is used
    void = _stack("3C 3H", "KD 6C 7H AH JC AD 7C 7S")
    st = get_game("monte-bank-modern").new_deal(2, shuffler=StackedShuffler([void, _stack(*O71)]))
    assert st.view(None)["layout"]["bl"] == ["3C"]
    before = st.view(None)
    with pytest.raises(IllegalAction):
        st.apply("bet round-xx 4")
    with pytest.raises(IllegalAction):
        st.apply("bet round-tl 7")
    assert st.view(None) == before
