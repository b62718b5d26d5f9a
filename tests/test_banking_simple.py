"""The simple banking engine's games: chuck-luck, under and over seven, blind hookey / banker and broker,
monte bank -- printed tables and examples, and exact edges."""

from __future__ import annotations

from fractions import Fraction

import pytest

from hoyle.analysis.banking_casino import hookey_odds, monte_bank_odds
from hoyle.analysis.banking_dice import chuck_luck_bets, chuck_luck_totals, under_over_bets
from hoyle.cards import card, parse_cards
from hoyle.core import HoyleError, IllegalAction, StackedShuffler, get_game


def throw(slug, bets, dice, **rules):
    st = get_game(slug).new_deal(len(bets) + 1, rules or None, StackedShuffler([], [d - 1 for d in dice]))
    for b in bets:
        st.apply(b)
    return st.outcome()[1:]


@pytest.mark.parametrize("bet,dice,net", [
    ("bet single-4 1", (4, 2, 1), 1), ("bet single-4 1", (4, 4, 1), 2), ("bet single-4 1", (1, 2, 3), -1),
    ("bet single-4 1", (4, 4, 4), -1),                  # raffle takes all but the raffle spaces (as printed)
    ("bet total-14 1", (6, 5, 3), 12),                  # '14 pays 12 to 1'
    ("bet total-3 1", (1, 1, 1), 180), ("bet raffle-2 1", (2, 2, 2), 180), ("bet any-raffle 5", (6, 6, 6), 150),
    ("bet big 5", (6, 5, 1), 5), ("bet big 5", (5, 5, 5), -5), ("bet odd 1", (1, 1, 1), -1),
])
def test_chuck_luck_printed_layout(bet, dice, net):
    """Oracle Foster §11.13 (grep 'The odds against 3 or 18 are 215 to 1'): the printed payouts."""
    assert throw("chuck-luck", [bet], dice) == [net]


def test_chuck_luck_modern_single_number_triple_option():
    assert throw("chuck-luck", ["bet single-4 1"], (4, 4, 4), raffle_takes_all=False) == [3]


def test_chuck_luck_exact_edges_agree_with_the_printed_table():
    rows = {r["totals"]: r for r in chuck_luck_totals()}
    bets = chuck_luck_bets()
    assert bets["total-14"]["house_edge"] == Fraction(rows["7 or 14"]["house_edge"])
    assert bets["big"]["house_edge"] == Fraction(1, 36)        # "even if the house did not take the raffles"
    assert bets["any-raffle"]["house_edge"] == Fraction(5, 36)    # true 35 to 1, pays 30
    assert bets["single-1"]["house_edge"] == Fraction(7, 72)


def test_under_and_over_seven_21_to_15():
    """Oracle Foster §11.17 (grep 'всегда составляет 21 к 15'): under/over -1/6, seven at 3 to 1 -1/3."""
    assert throw("under-and-over-seven", ["bet under 5", "bet seven 1", "bet over 1"], (3, 3)) == [5, -1, -1]
    assert throw("under-and-over-seven", ["bet seven 5"], (3, 4)) == [15]
    e = under_over_bets()
    assert e["under"]["house_edge"] == Fraction(1, 6) and e["seven"]["house_edge"] == Fraction(1, 3)


def hookey(slug, bottoms: str, n=4, **rules):
    """Packets of 4, 4, 4 and the rest (cuts drawn as 0): bottoms at indexes 3, 7, 11 and 51 (the banker's)."""
    b = parse_cards(bottoms)
    rest = [c for c in (card(r, s) for r in range(2, 15) for s in range(4)) if c not in b]
    order = rest[0:3] + [b[0]] + rest[3:6] + [b[1]] + rest[6:9] + [b[2]] + rest[9:] + [b[3]]
    st = get_game(slug).new_deal(n, rules or None, StackedShuffler([order], [0, 0, 0]))
    return st


def test_O16_banker_and_broker_ties_option():
    """Oracle 004 O16 (grep 'либо игроку возвращают его ставку'): banker 9; packets 10, 9, 5."""
    st = hookey("banker-and-broker", "TS 9H 5C 9D")
    for _ in range(3):
        st.apply("bet own 5")
    assert st.outcome() == [5, 5, -5, -5]
    st = hookey("banker-and-broker", "TS 9H 5C 9D", ties="stand-off")
    for _ in range(3):
        st.apply("bet own 5")
    assert st.outcome() == [0, 5, 0, -5]


def test_blind_hookey_any_packet_and_ties_to_the_banker():
    st = hookey("blind-hookey-foster", "TS 9H 5C 9D")
    st.apply("bet packet-1 5")
    st.apply("bet packet-2 5")
    st.apply("bet packet-1 1")
    assert st.outcome() == [-1, 5, -5, 1]
    assert st.view(None)["bottom_cards"] == ["TS", "9H", "5C", "9D"]


def test_O17_at_most_seven_packets():
    with pytest.raises(HoyleError):
        get_game("banker-and-broker").new_deal(8)


def test_hookey_exact_edge():
    assert hookey_odds()["house_edge"] == Fraction(1, 17)
    assert hookey_odds("stand-off")["house_edge"] == 0


def test_monte_bank_gate_suit_decides():
    """Foster §11.15: a layout holding a card of the gate's suit wins."""
    top, bottom_rev, gate = parse_cards("KH 3C"), parse_cards("2D 7S"), parse_cards("4H")[0]
    from hoyle.games.banking.packets import monte_pack
    rest = [c for c in monte_pack() if c not in top + bottom_rev + [gate]]
    order = top + rest + [gate] + bottom_rev[::-1]
    st = get_game("monte-bank-foster").new_deal(3, None, StackedShuffler([order]))
    assert st.view(1)["top_layout"] == ["KH", "3C"] and st.view(1)["bottom_layout"] == ["2D", "7S"]
    st.apply("bet top 5")
    st.apply("bet bottom 1")
    assert st.view(None)["gate"] == "4H" and st.outcome() == [-4, 5, -1]


def test_monte_bank_exact_first_coup():
    m = monte_bank_odds()
    assert m["win"] == 1 - Fraction(435, 741) and m["house_edge"] == Fraction(43, 247)


def test_simple_engine_refuses_late_and_unknown_stakes():
    st = get_game("chuck-luck").new_deal(2)
    with pytest.raises(IllegalAction):
        st.apply("bet total-2 1")
    st.apply("pass")
    with pytest.raises(IllegalAction):
        st.apply("bet big 1")
    assert st.outcome() == [0, 0]


def test_O52_put_and_take_printed_hand():
    """Oracle 004 O52 (grep '8 за четвертую и 16 за пятую'): {7♣ 7♦ K♠ 2♥ 9♣}: put card 3 a seven -> pays 8;
    take card 5 a king -> takes 16."""
    from hoyle.games.banking.put_and_take import put_take_payment
    hand = parse_cards("7C 7D KS 2H 9C")
    assert put_take_payment(hand, parse_cards("7S")[0], 3) == 8
    assert put_take_payment(hand, parse_cards("KH")[0], 5) == 16


def test_O54_up_and_down_the_river_and_easy_come():
    from hoyle.games.banking.put_and_take import PutTakeRules, put_take_payment
    r = PutTakeRules(river=True)
    assert put_take_payment(parse_cards("QC 2D"), parse_cards("QS")[0], 1, r) == 12
    assert put_take_payment(parse_cards("AC 2D"), parse_cards("AS")[0], 4, r) == 1
    e = PutTakeRules(same_colour_extra=True)
    assert put_take_payment(parse_cards("7C 7D"), parse_cards("7S")[0], 1, e) == 3     # 7C also black: +1


def test_put_and_take_engine_round():
    hand = parse_cards("7C 7D KS 2H 9C")
    turned = parse_cards("3S 4S 7S 5S 6S  8S TS JS QS KH")
    rest = [c for c in (card(r, s) for r in range(2, 15) for s in range(4)) if c not in hand + turned]
    st = get_game("card-put-and-take").new_deal(2, None, StackedShuffler([hand + turned + rest]))
    for _ in range(10):
        st.apply("turn")
    assert st.outcome() == [-8, 8]         # pays 8 on the third put card, takes 16 on the fifth take card
