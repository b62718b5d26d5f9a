"""Lowball / high-low low hands (seed 004) and three-card hands (brag, commerce, thirty-one)."""

import pytest

from hoyle.analysis.poker import three_card_class_counts
from hoyle.evaluators import HandError
from hoyle.evaluators.low import HIGH_LOW, LOWBALL, best_low, evaluate_low
from hoyle.evaluators.three_card import (
    AMERICAN_BRAG, BRAG, BRAG_DEUCES_WILD, COMMERCE_BRITISH, COMMERCE_FOSTER, SINGLE_BRAG,
    THIRTY_ONE, THREE_CARD_POKER, ThreeCategory as TC, evaluate3,
)


def low_beats(a, b, rules=LOWBALL):
    return evaluate_low(a, rules) > evaluate_low(b, rules)


# ------------------------------------------------------------------ lowball (004 §1.18.3)

def test_O78_lowball_bicycle_best_whatever_the_suits():
    bike = evaluate_low("5H 4H 3H 2H AH")
    assert bike.describe() == "five-four low (5-4-3-2-A), the bicycle"
    assert bike == evaluate_low("5C 4D 3H 2S AC")
    assert low_beats("AS 2D 3C 4H 6S", "AC 2H 3S 4D 7C")
    assert low_beats("KS QD JC 9H 8S", "2C 2H 3S 4D 5C")   # a pair loses to any no-pair hand
    assert low_beats("2C 2H 3S 4D 5C", "2D 2S 3C 3D 4S")


def test_lowball_joker_is_the_card_lacking():
    v = evaluate_low("JKR 5S 4D 3C 2H")
    assert v == evaluate_low("AC 5S 4D 3C 2H")
    assert evaluate_low("JKR AS 4D 3C 2H").ranks == (5, 4, 3, 2, 1)


# ------------------------------------------------------------------ high-low (004 §1.18.5)

def test_O82_high_low_low_hand_order():
    assert low_beats("9S 7D 6C 5H 4S", "9C 8D 4H 3S 2C", HIGH_LOW)
    assert evaluate_low("5S 4D 3C 2H AS", HIGH_LOW).category.value == "straight"
    best_natural = evaluate_low("6S 4D 3C 2H AS", HIGH_LOW)
    assert best_natural > evaluate_low("5S 4D 3C 2H AS", HIGH_LOW)
    assert best_natural > evaluate_low("7S 4S 3S 2S AS", HIGH_LOW)     # a flush is no low


def test_O84_high_low_joker_unpaired_ace_is_the_lowest():
    top = evaluate_low("4S 3D 2C AH JKR", HIGH_LOW)
    assert top > evaluate_low("6S 4D 3C 2H AS", HIGH_LOW)
    assert top.ranks == (4, 3, 2, 1, 1) and top.category.value == "high card"


def test_best_low_of_seven():
    v = best_low("KS 8D 5C 4H 3S 2C 2D")
    assert v.ranks == (8, 5, 4, 3, 2)
    with pytest.raises(HandError):
        best_low("KS 8D")
    with pytest.raises(HandError):
        evaluate_low("KS 8D 5C 4H 4H")


# ------------------------------------------------------------------ three-card hands

def test_O42_brag_22100_hands_split():
    ct = three_card_class_counts(BRAG)
    assert ct.total == 22100
    assert ct.counts == {TC.PRIAL: 52, TC.RUNNING_FLUSH: 48, TC.RUN: 720, TC.FLUSH: 1096,
                         TC.PAIR: 3744, TC.HIGH_CARD: 16440}


def test_O39_brag_order_and_three_two_ace_top():
    order = ["AS KD 9C", "7S 7D 2C", "2H 8H JH", "4S 5D 6C", "4H 5H 6H", "3S 3D 3C"]
    vals = [evaluate3(h) for h in order]
    assert vals == sorted(vals)
    assert evaluate3("3S 2D AC") > evaluate3("AS KD QC")
    assert evaluate3("3H 2H AH") > evaluate3("AH KH QH")
    assert evaluate3("KS AD 2C").category is TC.HIGH_CARD


def test_O40_wild_pair_loses_to_natural_pair_even_with_better_odd_card():
    r = BRAG_DEUCES_WILD
    assert evaluate3("8C 8D 4S", r) > evaluate3("8S 2H 5D", r)
    assert evaluate3("8S 2H 5D", r).category is TC.PAIR


def test_BR01_BR02_BR03_single_brag_braggers():
    r = SINGLE_BRAG
    assert evaluate3("8S 8H 8C", r) > evaluate3("8D AD JC", r)            # BR-01
    assert evaluate3("8D AD JC", r).category is TC.PRIAL
    three_aces = evaluate3("AS AH AD", r)
    two_aces_jc = evaluate3("AS AH JC", r)
    assert three_aces > two_aces_jc                                          # BR-02
    assert all(two_aces_jc > evaluate3(h, r) for h in ("KS KH KC", "QS QH AD", "AC AS 9D"))
    assert evaluate3("7S 4H JC", r) > evaluate3("7D 5C 9D", r)              # BR-03
    assert evaluate3("AS KH 5C", r).category is TC.HIGH_CARD
    assert evaluate3("4H 5H 6H", r).category is TC.HIGH_CARD                 # no runs or flushes


def test_BR05_american_brag():
    r = AMERICAN_BRAG
    assert evaluate3("JS JH JC", r) > evaluate3("AS AH AC", r)
    assert evaluate3("JS JH JC", r) == evaluate3("9S 9H 9C", r)
    assert evaluate3("JS 9H AC", r) > evaluate3("AS AH JC", r)


def test_O80_three_card_poker_order():
    order = ["AS KD 9C", "7S 7D 2C", "4S 5D 6C", "2H 8H JH", "4H 5H 6H", "3S 3D 3C"]
    vals = [evaluate3(h, THREE_CARD_POKER) for h in order]
    assert vals == sorted(vals)


def test_O000_30_33_commerce_british():
    r = COMMERCE_BRITISH
    order = ["AS KD 9C", "7S 7D 2C", "2H 8H JH", "4H 5H 6H", "3S 3D 3C"]
    vals = [evaluate3(h, r) for h in order]
    assert vals == sorted(vals)
    assert evaluate3("AH KH QH", r) > evaluate3("JH QH KH", r)
    assert evaluate3("3S 2S AS", r) < evaluate3("4S 3S 2S", r)
    assert evaluate3("KS AS 2S", r).category is TC.FLUSH
    assert evaluate3("QH JH 9H", r) > evaluate3("AS KS 5S", r)                # O-000-33: 29 > 26


def test_CM01_commerce_foster():
    r = COMMERCE_FOSTER
    assert evaluate3("9H JH TH", r) > evaluate3("9S 8S 7S", r)
    assert evaluate3("9S 8S 7S", r).category is TC.RUNNING_FLUSH
    assert evaluate3("7S 7D 7C", r) > evaluate3("QH KH AH", r)
    assert evaluate3("AS KD 2C", r).key < evaluate3("AS KS 2C", r).key       # a single card counts nothing
    assert evaluate3("AS KS 2C", r) == evaluate3("AH KH 3C", r)
    assert evaluate3("9S 8S 4S", r) > evaluate3("KD JD 5C", r)                # 21 in three > 20 in two
    assert evaluate3("QD TD 2C", r) < evaluate3("9S 8S 3S", r)               # 20 in two < 20 in three


def test_O002_22_thirty_one():
    r = THIRTY_ONE
    assert evaluate3("AH KH TH", r).category is TC.THIRTY_ONE
    assert evaluate3("7S 7D 7C", r) > evaluate3("AS KS 9S", r)
    assert evaluate3("AS KS 9S", r).key[1] == 30
    assert evaluate3("AS KD 9C", r).key[1] == 11
    assert evaluate3("AS KS QS", r) > evaluate3("7S 7D 7C", r)


def test_three_card_bad_input():
    for bad in ("AS KS", "AS AS KS", "AS KS JKR"):
        with pytest.raises(HandError, match="three different cards"):
            evaluate3(bad)
