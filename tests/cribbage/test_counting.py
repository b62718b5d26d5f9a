"""The counting mechanic (hoyle.mechanics.counting) against the book's printed counts: Foster 1914,
seed 001 part 4 §8 and part 5 §1.1-1.2 (catalog 001_part4.md §8 ORACLEs, 001_part5.md §1.1-1.2
TEST ORACLES). Oracle ids are the catalog's section and its grep anchor."""

from __future__ import annotations

import pytest

from hoyle.cards import parse_card, parse_cards
from hoyle.mechanics.counting import Pegging, count_words, heels, muggins, peg, show


def total(hand: str, starter: str | None, crib: bool = False) -> int:
    return show(parse_cards(hand), parse_card(starter) if starter else None, crib=crib).total


# ----- 001_part4.md §8 ORACLE — show (starter Q; "Это стоит 10 / 14 / 9 отверстий") ---------------
def test_oracle_show_pone_10_dealer_14_crib_9():
    """001_part4.md §8 #2 (ORACLE — show)."""
    assert total("4H 3S 5D 4C", "QH") == 10           # double run of three 8 + Q-5 fifteen 2
    c = show(parse_cards("2D AC 2S 3D"), parse_card("QH"))
    assert c.total == 14                               # 8 + three fifteens (Q+3+2 twice, Q+A+2+2)
    assert sum(1 for i in c.items if i.kind == "fifteen") == 3
    crib = show(parse_cards("AS TD JH JC"), parse_card("QH"), crib=True)
    assert crib.total == 9                             # 8 + his nobs (JH with the QH starter)
    assert [i.kind for i in crib.items].count("nobs") == 1
    # the running totals of the book: pone 15 + 10 = 25; dealer 10 + 14 = 24, + 9 = 33
    assert 15 + 10 == 25 and 10 + 14 + 9 == 33


# ----- §8 the 29 hand, and 28 + heels = 30 ("за «его нобс», всего 29"; "стоила бы 30 для сдатчика") -
def test_oracle_29_hand_and_30_for_the_dealer():
    c = show(parse_cards("5H 5C 5S JD"), parse_card("5D"))
    assert c.total == 29
    assert [i.kind for i in c.items] == ["fifteen"] * 8 + ["double pair royal", "nobs"]
    assert c.lines()[-1] == "his nobs (JD) is twenty-nine"
    assert total("5H 5C 5S 5D", "JD") + heels(parse_card("JD")) == 30
    assert heels(parse_card("QD")) == 0


# ----- §8 class values (ru:"Такие комбинации всегда стоят 15 очков", "всегда стоят 16 очков") --------
@pytest.mark.parametrize("cards,points", [
    ("4H 5S 6D 6C", 8),        # run of three with a duplicate: double run 6 + pair 2
    ("2H 3S 4D 4C 4H", 15),    # two duplicates of one card: triple run 9 + pair royal 6
    ("2H 3S 3D 4C 4H", 16),    # duplicates of two cards: four runs 12 + two pairs 4
    ("AH 2S 3D 4C 4H", 10),    # run of four with a duplicate
])
def test_oracle_run_class_values(cards, points):
    cs = parse_cards(cards)
    got = show(cs, None)
    assert sum(i.points for i in got.items if i.kind != "fifteen") == points


@pytest.mark.parametrize("cards,points", [
    ("9H 6S 6D 6C 6H", 20),    # "9 6 6 6 6 ... 20 each"
    ("9H 9S 6D 6C 6H", 20),
    ("5H 5S 5D 5C", 20),       # "four fives by themselves 20"
    ("9H 3S 3D 3C", 12),       # 9 3 3 3 -> 12
    ("7H 7S 6D 6C 2H", 12),    # duplicates of two cards in a three-card fifteen: four 15s + two pairs
    ("KH JS 5D", 4),           # K J 5: two fifteens, no pair
])
def test_oracle_fifteen_class_values(cards, points):
    assert show(parse_cards(cards), None).total == points


def test_flagged_9_9_3_3_is_8_not_6():
    """§8 flag: the book calls "9 3 3 and another nine" the same as 9 3 3 (6); a full count of
    9 9 3 3 is 8 (two fifteens 4 and two pairs 4)."""
    assert total("9H 9S 3D 3C", None) == 8


# ----- §8 flush: four in hand 4, with the starter 5, the crib only with the starter -------------
def test_flush_hand_and_crib():
    assert total("2H 4H 6H 8H", "KS") == 4
    assert total("2H 4H 6H 8H", "KH") == 5
    assert total("2H 4H 6H 8H", "KS", crib=True) == 0
    assert total("2H 4H 6H 8H", "KH", crib=True) == 5
    assert total("2H 4H 6H", "KS") == 3                # five-card: a three-card flush (§1.2)
    assert total("2H 4H 6H", "KS", crib=True) == 0


# ----- 001_part5.md §1.1 TEST ORACLES ("сделает вашу руку стоящей 24 очков"; "ничто, кроме семерки") --
def test_oracle_7788_with_6_or_9_is_24():
    """001_part5.md §1.1 #1: 7-7-8-8 with a 6 or a 9 is 24."""
    assert total("7H 7S 8D 8C", "6H") == 24
    assert total("7H 7S 8D 8C", "9H") == 24
    assert total("7H 7S 8D 8C", None) == 12
    assert total("7H 7S 8D 8C", "7D") == 20 and total("7H 7S 8D 8C", "8H") == 20


def test_oracle_6688_nothing_but_a_seven_is_refuted_by_an_ace():
    """001_part5.md §1.1 #2: with 6-6-8-8 a seven adds 16, an ace 8 (the book's claim is false for an ace)."""
    base = total("6H 6S 8D 8C", None)
    assert base == 4
    assert total("6H 6S 8D 8C", "7H") - base == 16
    assert total("6H 6S 8D 8C", "AH") - base == 8          # the book's claim is false for an ace
    assert {total("6H 6S 8D 8C", s) - base for s in ("6D", "8H", "9H")} == {4}


# ----- §8 laying out: 10 9 8 8 7 6 (ru:"и две пятнадцать, всего 8") -------------------------------
@pytest.mark.parametrize("keep,points", [("TH 9S 7D 6C", 2), ("TH 9S 8D 7C", 6), ("9S 8D 7C 6C", 8),
                                         ("8D 8C 7C 6C", 12)])
def test_oracle_laying_out_values(keep, points):
    assert total(keep, None) == points


# ----- §8 ORACLE — play sequence: dealer 10, pone 15 (ru:"составляет 10 очков, а «поуна» — 15") ---
def _play(pone: str, dealer: str, seq: list[tuple[int, str | None]], stop_at_go=False) -> list[int]:
    p = Pegging([parse_cards(pone), parse_cards(dealer)], leader=0, stop_at_go=stop_at_go)
    got = [0, 0]
    for seat, card in seq:
        assert p.turn == seat
        scored = p.go(seat) if card is None else p.lay(seat, parse_card(card))
        for who, it in scored:
            got[who] += it.points
    return got


def test_oracle_play_sequence_dealer_10_pone_15():
    """001_part4.md §8 #1 (ORACLE — play sequence): dealer pegs 10, pone 15."""
    seq = [(0, "4H"), (1, "2S"), (0, "3H"), (1, "AS"), (0, "5H"), (1, "2D"), (0, "4C"), (1, "3D")]
    assert _play("4H 3H 5H 4C", "2S AS 2D 3D", seq) == [15, 10]


def test_oracle_go_example_1():
    """001_part4.md §8 #3 (ORACLE — go example 1): Pone J 9 J 10, dealer 9 9 8 5: 15 for 2, pone's go 1, dealer's go 1, dealer's last card 1
    (the text omits the dealer's 8: catalog flag)."""
    # when neither can play the go is pegged at once (nobody need say it)
    seq = [(0, "JH"), (1, "5S"), (0, "9H"), (1, "9S"), (0, "JC"), (1, "9D"), (0, "TH"), (1, "8S")]
    assert _play("JH 9H JC TH", "9S 9D 8S 5S", seq) == [1, 4]


def test_oracle_go_example_2_thirty_one():
    """001_part4.md §8 #4 (ORACLE — go example 2): Pone 9 6 5 A pegs 7 (pair 2, run 3, 31 for 2); dealer 6 5 5 4 pegs 5 (fifteen 2, pair 2,
    last card 1) (ru:"Тридцать, с раном из трех")."""
    seq = [(0, "9H"), (1, "6S"), (0, "6H"), (1, "4S"), (0, "5H"), (1, None), (0, "AH"), (1, "5S"),
           (1, "5D")]
    assert _play("9H 6H 5H AH", "6S 5S 5D 4S", seq) == [7, 5]


def test_no_run_through_a_duplicate_and_pairs_in_play():
    got = [i.kind for i in peg(parse_cards("3H 2S 2D 4C"))]
    assert "run" not in got                                # a duplicate 2 intervenes
    assert [i.points for i in peg(parse_cards("7H 7S 7D"))] == [6]
    assert [(i.kind, i.points) for i in peg(parse_cards("AH 7S 7D 7C 7H"))] == [("double pair royal", 12)]
    assert [(i.kind, i.points) for i in peg(parse_cards("5H TS"))] == [("fifteen", 2)]


def test_five_card_play_stops_at_the_first_go():
    """001_part5.md §1.2 (ru:"пона набрал 56 очков"): pone 7, dealer 6, pone 6 (pair 2), dealer 6
    (pair royal 6), pone go, dealer 6 (double pair royal and 31: 14); then the play stops."""
    p = Pegging([parse_cards("7C 6C KD"), parse_cards("6D 6H 6S")], leader=0, stop_at_go=True)
    got = [0, 0]
    for seat, card in [(0, "7C"), (1, "6D"), (0, "6C"), (1, "6H"), (0, None), (1, "6S")]:
        for who, it in (p.go(seat) if card is None else p.lay(seat, parse_card(card))):
            got[who] += it.points
    assert got == [2, 20] and p.over           # dealer: pair royal 6 + double pair royal 12 + 31 2
    assert 56 + 2 == 58


def test_muggins_and_words():
    assert muggins(6, 8) == (6, 2)
    assert muggins(10, 8) == (8, 2)
    assert count_words(24) == "twenty-four" and count_words(15) == "fifteen"
    with pytest.raises(ValueError):
        show(parse_cards("5H 5H"), None)


# ----- 001_part5.md §1.1 TEST ORACLE "bad plays X on Y" (grep: Следующие ходы являются плохими) ----
@pytest.mark.parametrize("first,second,best", [
    ("3", "9", 2), ("A", "7", 4), ("3", "6", 4), ("4", "6", 5), ("5", "6", 5), ("5", "5", 8),
    ("7", "4", 4), ("9", "3", 4), ("7", "A", 2)])
def test_oracle_bad_plays_best_reply(first, second, best):
    """001_part5.md §1.1 #3: The catalog's computed best reply of the opponent after the cards [Y, X]: "9 on 3" and "A on
    7" expose only a single 2 (the book calls all of them double scores)."""
    y, x = parse_card(first + "H"), parse_card(second + "S")
    replies = [parse_card(r + "D") for r in "A23456789TJQK"]
    got = max(sum(i.points for i in peg([y, x, z])) for z in replies if z not in (y, x))
    assert got == best
