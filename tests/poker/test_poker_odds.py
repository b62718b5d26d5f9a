"""Exact poker enumeration: class counts, best of seven, draws (oracle ids in test names)."""

from fractions import Fraction
from math import comb

import numpy as np
import pytest

from hoyle.analysis import format_odds, odds_against
from hoyle.analysis.poker import (
    TOTAL_5, choose_discard, draw_event_probability, draw_odds,
    five_card_class_counts, pattern_counts, seven_card_class_counts,
)
from hoyle.cards import parse_cards
from hoyle.evaluators import (
    BRITISH, DEUCES_WILD, FOSTER, FOSTER_LOCAL, FOSTER_MISTIGRIS, FOSTER_TRUE, STRAIGHT_POKER,
    HandCategory as HC, HandError,
)

STANDARD_52 = {HC.ROYAL_FLUSH: 4, HC.STRAIGHT_FLUSH: 36, HC.FOUR_OF_A_KIND: 624,
               HC.FULL_HOUSE: 3744, HC.FLUSH: 5108, HC.STRAIGHT: 10200,
               HC.THREE_OF_A_KIND: 54912, HC.TWO_PAIR: 123552, HC.ONE_PAIR: 1098240,
               HC.HIGH_CARD: 1302540}


def test_O58_five_card_class_counts_exact():
    ct = five_card_class_counts(FOSTER)
    assert ct.counts == STANDARD_52 and ct.total == TOTAL_5 == 2_598_960
    assert list(ct.counts) == [HC.ROYAL_FLUSH, HC.STRAIGHT_FLUSH, HC.FOUR_OF_A_KIND,
                               HC.FULL_HOUSE, HC.FLUSH, HC.STRAIGHT, HC.THREE_OF_A_KIND,
                               HC.TWO_PAIR, HC.ONE_PAIR, HC.HIGH_CARD]
    assert ct.odds_against(HC.ROYAL_FLUSH) == 649739
    assert ct.odds_against(HC.FOUR_OF_A_KIND) == 4164
    assert ct.odds_against(HC.THREE_OF_A_KIND) == Fraction(2598960 - 54912, 54912)


#: catalog 001_part2.md §20.4, O58 (grep '72192 to 1 Royal Flush.'): the odds against being dealt each
#: class, as Foster prints them (typed here from the book, not from the engine)
O58_AS_PRINTED = {HC.HIGH_CARD: "even", HC.ONE_PAIR: "34/25", HC.TWO_PAIR: "20", HC.THREE_OF_A_KIND: "46",
                  HC.STRAIGHT: "254", HC.FLUSH: "508", HC.FULL_HOUSE: "693", HC.FOUR_OF_A_KIND: "4164",
                  HC.STRAIGHT_FLUSH: "72192", HC.ROYAL_FLUSH: "649739"}


def test_O58_printed_table_beside_exact():
    """Each printed figure is the exact odds rounded at its printed unit (hoyle.analysis.precision:
    whole numbers; the pair's "34 to 25" in 25ths), and no coarser reading would also pass."""
    from hoyle.analysis.precision import judge, parse_printed
    ct = five_card_class_counts(FOSTER)
    for cat, text in O58_AS_PRINTED.items():
        book, unit = parse_printed(text)
        exact = ct.odds_against(cat)
        assert judge(book, exact, unit) == "correct", (cat, text, float(exact))
        assert abs(exact - book) <= unit / 2
    # the printed pair figure would be wrong in 50ths, and the second table's 1¼ is right in quarters
    assert judge(Fraction(68, 50), ct.odds_against(HC.ONE_PAIR), Fraction(1, 100)) != "correct"
    assert judge(*parse_printed("1¼")[:1], ct.odds_against(HC.ONE_PAIR), parse_printed("1¼")[1]) == "correct"
    assert ct.odds_against(HC.ROYAL_FLUSH) == 649739 and ct.odds_against(HC.FOUR_OF_A_KIND) == 4164


def test_O58_printed_table_is_not_in_the_engine():
    """Issue 17: the book's printed O58 table lives with the errata, not in hoyle.analysis.poker."""
    import hoyle.analysis.poker as engine
    from hoyle.analysis.errata_poker import FOSTER_O58_PRINTED
    assert not hasattr(engine, "FOSTER_O58_PRINTED")
    assert {c: str(v) for c, v in FOSTER_O58_PRINTED.items()} == {
        c: ("1" if t == "even" else t) for c, t in O58_AS_PRINTED.items()}


def test_fast_path_classifies_all_2598960_hands_like_exact_counts():
    from hoyle.evaluators.fast import all_hands, fast_evaluator
    hands = all_hands()
    assert hands.shape == (2_598_960, 5)
    fe = fast_evaluator(FOSTER)
    assert fe.class_counts(fe.eval5(hands)) == STANDARD_52


def test_O000_british_class_counts():
    ct = five_card_class_counts(BRITISH)
    assert ct.counts[HC.STRAIGHT] == 9180          # A-5 .. 9-K: nine sequences (law 71)
    assert ct.counts[HC.STRAIGHT_FLUSH] == 36
    assert HC.ROYAL_FLUSH not in ct.counts
    assert ct.counts[HC.FLUSH] == 5112
    assert ct.counts[HC.HIGH_CARD] == 1303560


def test_O002_18_straight_poker_counts():
    ct = five_card_class_counts(STRAIGHT_POKER)
    assert ct.counts[HC.FLUSH] == 5148 and HC.STRAIGHT_FLUSH not in ct.counts


def test_O64_joker_53_card_counts():
    ct = five_card_class_counts(FOSTER_MISTIGRIS, jokers=1)
    assert ct.total == comb(53, 5) == 2_869_685
    assert ct.counts == {HC.FIVE_OF_A_KIND: 13, HC.ROYAL_FLUSH: 24, HC.STRAIGHT_FLUSH: 180,
                         HC.FOUR_OF_A_KIND: 3120, HC.FULL_HOUSE: 6552, HC.FLUSH: 7804,
                         HC.STRAIGHT: 20532, HC.THREE_OF_A_KIND: 137280, HC.TWO_PAIR: 123552,
                         HC.ONE_PAIR: 1268088, HC.HIGH_CARD: 1302540}


def test_deuces_wild_counts_match_the_standard_table():
    ct = five_card_class_counts(DEUCES_WILD)
    assert ct.counts == {HC.FIVE_OF_A_KIND: 672, HC.ROYAL_FLUSH: 484, HC.STRAIGHT_FLUSH: 2068,
                         HC.FOUR_OF_A_KIND: 31552, HC.FULL_HOUSE: 12672, HC.FLUSH: 14472,
                         HC.STRAIGHT: 62232, HC.THREE_OF_A_KIND: 355080, HC.TWO_PAIR: 95040,
                         HC.ONE_PAIR: 1225008, HC.HIGH_CARD: 799680}


def test_O63_local_hand_pattern_counts():
    pc = pattern_counts(FOSTER_LOCAL, [HC.BLAZE, HC.TIGER, HC.SKIP_STRAIGHT, HC.ROUND_THE_CORNER])
    assert pc == {HC.BLAZE: 792, HC.TIGER: 4080, HC.SKIP_STRAIGHT: 6120, HC.ROUND_THE_CORNER: 3060}
    assert odds_against(Fraction(4080, TOTAL_5)) == Fraction(2598960 - 4080, 4080)  # 636.0
    # Foster's customary order: blazes that are threes or better count as those
    ct = five_card_class_counts(FOSTER_LOCAL)
    assert ct.counts[HC.BLAZE] == 432 and sum(ct.counts.values()) == TOTAL_5
    ct = five_card_class_counts(FOSTER_TRUE)
    assert ct.counts[HC.BLAZE] == 768  # above full hands in the "true" order; fours still beat it


def test_seven_card_class_counts_exact():
    ct = seven_card_class_counts(FOSTER)
    assert ct.total == 133_784_560
    assert ct.counts[HC.ROYAL_FLUSH] + ct.counts[HC.STRAIGHT_FLUSH] == 41_584
    assert ct.counts[HC.ROYAL_FLUSH] == 4_324
    assert {k: v for k, v in ct.counts.items() if k not in (HC.ROYAL_FLUSH, HC.STRAIGHT_FLUSH)} == {
        HC.FOUR_OF_A_KIND: 224_848, HC.FULL_HOUSE: 3_473_184, HC.FLUSH: 4_047_644,
        HC.STRAIGHT: 6_180_020, HC.THREE_OF_A_KIND: 6_461_620, HC.TWO_PAIR: 31_433_400,
        HC.ONE_PAIR: 58_627_800, HC.HIGH_CARD: 23_294_460}


def test_seven_card_exact_counts_agree_with_sampling():
    from hoyle.evaluators.fast import fast_evaluator
    rng = np.random.default_rng(3)
    n = 200_000
    hands = np.argpartition(rng.random((n, 52)), 7, axis=1)[:, :7].astype(np.uint8)
    fe = fast_evaluator(FOSTER)
    got = fe.class_counts(fe.eval7(hands))
    exact = seven_card_class_counts(FOSTER)
    for cat, cnt in got.items():
        p = float(exact.probability(cat))
        sd = (p * (1 - p) / n) ** 0.5
        assert abs(cnt / n - p) < 5 * sd + 1e-5, cat


def test_O002_01_pair_draw_three_distribution():
    d = draw_odds("QS QH 7C 4D 2S", "7C 4D 2S")
    assert d.total == comb(47, 3) == 16215
    assert d.counts == {HC.FOUR_OF_A_KIND: 45, HC.FULL_HOUSE: 165, HC.THREE_OF_A_KIND: 1854,
                        HC.TWO_PAIR: 2592, HC.ONE_PAIR: 11559}
    assert d.improve() == Fraction(4656, 16215)
    assert format_odds(d.improve()) == "2.48 to 1 against"
    assert odds_against(d.probability(HC.FULL_HOUSE)) == Fraction(16215 - 165, 165)  # 97.27, book 61


def test_draw_discard_by_number_keeps_the_pair():
    assert set(choose_discard("QS QH 7C 4D 2S", 3)) == set(parse_cards("7C 4D 2S"))
    d = draw_odds("QS QH 7C 4D 2S", 3)
    assert d.kept == tuple(parse_cards("QS QH"))


def test_O002_01_flush_and_straight_outs():
    assert draw_odds("2H 6H 9H JH KS", "KS").at_least(HC.FLUSH) == Fraction(9, 47)
    assert draw_odds("5S 6H 7D 8C KS", "KS").at_least(HC.STRAIGHT) == Fraction(8, 47)
    assert draw_odds("5H 6H 7H 8H KS", "KS").at_least(HC.STRAIGHT) == Fraction(15, 47)
    assert draw_odds("7S 7H 7D KC 2S", "2S").probability(HC.FOUR_OF_A_KIND) == Fraction(1, 47)


def test_draw_event_probability_ace_draw_four():
    p = draw_event_probability("AS KH 9C 6D 2S", "KH 9C 6D 2S",
                               lambda v: sum(1 for c in v.cards if c // 4 == 12) >= 2)
    assert p == 1 - Fraction(comb(44, 4), comb(47, 4))


def test_draw_with_joker_in_pack():
    d = draw_odds("QS QH 7C 4D 2S", "7C 4D 2S", FOSTER_MISTIGRIS, jokers=1)
    assert d.total == comb(48, 3)
    assert d.counts[HC.FIVE_OF_A_KIND] == 1


@pytest.mark.parametrize("hand,discard", [("QS QH 7C 4D", "7C"), ("QS QH 7C 4D 2S", "AS"),
                                          ("QS QS 7C 4D 2S", "7C")])
def test_draw_refuses_bad_input(hand, discard):
    with pytest.raises(HandError):
        draw_odds(hand, discard)


def test_format_odds():
    assert format_odds(Fraction(1, 2)) == "even"
    assert format_odds(Fraction(2, 7)) == "2.5 to 1 against"
    assert format_odds(Fraction(3, 4)) == "3 to 1 on"
    with pytest.raises(ValueError):
        odds_against(Fraction(0))
