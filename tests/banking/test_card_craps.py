"""Card craps (seed 004 §1.9): the printed decisions O45, the centre bet and fading, the hard double O50,
the dice odds the book prints (O46-O48) and the odds of its 48-card pack (O51)."""

from __future__ import annotations

from collections import Counter
from fractions import Fraction

import pytest

from hoyle.analysis.banking_craps import (card_come_out, card_point_made, dice_hard_ways, dice_pass, dice_table,
                                          faders_edge, one_roll_props)
from hoyle.analysis.banking_errata import banking_errata
from hoyle.cards import parse_cards
from hoyle.core import CHANCE, IllegalAction, StackedShuffler, get_game, resolve_chance
from hoyle.games.banking.card_craps import craps_pack


def order(first: str) -> list:
    head = parse_cards(first)
    rest = Counter(craps_pack())
    rest.subtract(head)
    return head + sorted(rest.elements())


def shoot(come_out: str, point_rolls: str = "", fades=("fade 10",), n=2, **rules):
    orders = [order(come_out)] + ([order(point_rolls)] if point_rolls else [])
    st = get_game("card-craps").new_deal(n, rules or None, StackedShuffler(orders))
    st.apply("bet 10")
    for f in fades:
        if st.to_act != CHANCE:
            st.apply(f)
    resolve_chance(st)                 # the rolls: the stacked packs' cards, two at a time
    return st


@pytest.mark.parametrize("come_out,passed", [("AS 6H", True), ("5C 6D", True), ("AS AH", False),
                                             ("AS 2H", False), ("6S 6H", False)])
def test_O45_come_out_naturals_and_craps(come_out, passed):
    """Oracle 004 O45 (grep 'он выбросил «крепе»'): 7 and 11 pass, 2, 3, 12 miss."""
    st = shoot(come_out)
    assert st.passed is passed and st.point is None
    assert st.outcome() == ([10, -10] if passed else [-10, 10])


def test_O45_point_nine_made_after_5_and_6():
    st = shoot("3S 6H", "2S 3H 4C 2D 4S 5D")
    assert st.point == 9 and [r[2] for r in st.view(None)["rolls"]] == [9, 5, 6, 9]
    assert st.passed and st.outcome() == [10, -10]


def test_O45_seven_out_after_8():
    st = shoot("4S 4H", "5S 3H AC 6D")        # point 8 made at once
    assert st.point == 8 and st.passed
    st = shoot("5S 3H", "AC 6D")              # point 8, then a 7: seven out
    assert st.point == 8 and st.passed is False and st.outcome() == [-10, 10]


def test_O49_centre_bet_faded_in_part_and_unfaded_part_withdrawn():
    st = shoot("AS 6H", "", fades=("fade 2", "pass"), n=3)
    assert st.outcome() == [2, -2, 0]


def test_fade_over_the_uncovered_is_refused():
    st = get_game("card-craps").new_deal(3)
    st.apply("bet 2")
    with pytest.raises(IllegalAction) as e:
        st.apply("fade 10")
    assert "C1" in str(e.value.law) and st.fades == []


def test_O50_hard_double_two_like_fours_of_hearts():
    """Oracle 004 O50 (grep 'например 8 двумя четверками червей'): point 8 made with 4H 4H -> paid double."""
    st = shoot("5S 3H", "4H 4H")
    assert st.hard and st.outcome() == [20, -20]
    st = shoot("5S 3H", "4H 4S")
    assert not st.hard and st.outcome() == [10, -10]
    st = shoot("5S 3H", "4H 4H", hard_double=False)
    assert st.outcome() == [10, -10]


def test_O46_pass_976_not_970_and_edge_1414():
    """Oracle 004 O46 (grep 'фактически 970 случаев из 1980'): dice pass = 976/1980, faders' edge 1.414 %."""
    p = dice_pass()
    assert p == Fraction(244, 495) and p * 1980 == 976
    assert faders_edge() == Fraction(7, 495)
    rows = {r["id"]: r for r in banking_errata()}
    # the printed 1.414 % is the exact edge rounded at its printed unit (0.001 %): correct
    edge = rows["card-craps-faders-edge"]
    assert edge["printed"] == "1.414%" and edge["unit"] == Fraction(1, 1000) and edge["verdict"] == "correct"
    assert edge["exact_value"] == faders_edge() * 100
    # the printed 970 passes are not the 976 the game's own decisions give
    passes = rows["card-craps-passes-in-1980"]
    assert passes["printed_value"] == 970 and passes["exact_value"] == 976 and not passes["correct"]


def test_O47_O48_dice_odds_and_the_card_pack():
    """Oracle O47 (grep 'любого крепса (2, 3 или 12): 8 к 1'), O48 (grep 'например, 12 до 4: 3 к 1')."""
    d = one_roll_props(False)
    assert (d["specific pair"], d["specific two different"], d["any craps"]) == (35, 17, 8)
    c = one_roll_props(True)
    assert c["specific pair"] == Fraction(1100, 28) and c["any craps"] == Fraction(1008, 120)
    t = {r["total"]: r for r in dice_table()}
    assert t[4]["ways"] / t[12]["ways"] == 3                         # 12 before 4: 3 to 1
    assert t[6]["before_7"] == Fraction(6, 5) and t[4]["one_roll"] == 11
    assert dice_hard_ways() == {4: 8, 6: 10, 8: 10, 10: 8}


def test_card_come_out_distribution():
    """Catalog 004 §1.9 (COMPUTED): 28, 64, 92, 128, 156, 192 ... of 1128."""
    co = card_come_out()
    assert [co[t] * 1128 for t in range(2, 13)] == [28, 64, 92, 128, 156, 192, 156, 128, 92, 64, 28]


@pytest.mark.slow
def test_O51_card_point_four_made():
    """Oracle O51 (catalog, COMPUTED): P(point 4 made) with the cards = 0.33017."""
    p = card_point_made(4)
    assert isinstance(p, Fraction) and round(float(p), 5) == 0.33017
