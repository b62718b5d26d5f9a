"""Reference five-card evaluator: the books' own examples (oracle ids in test names)."""

import random

import pytest
from hypothesis import given, settings, strategies as st

from hoyle.cards import Card, CardParseError, parse_cards
from hoyle.evaluators import (
    BRITISH, BRITISH_MODIFIED, DEUCES_WILD, FOSTER, FOSTER_LOCAL, FOSTER_MISTIGRIS, FOSTER_TRUE,
    PRESETS, STRAIGHT_POKER, HandCategory as HC, HandError, HandRules, best_hand, compare, evaluate,
)
from hoyle.evaluators.poker import evaluate_reference


def ev(text, rules=FOSTER):
    return evaluate(text, rules)


def beats(a, b, rules=FOSTER):
    return compare(a, b, rules) == 1


# ---------------------------------------------------------------- Foster (seed 001 part 2, 002)

def test_O58_foster_class_order():
    hands = ["AS KD 9C 7H 4S", "QS QH 7C 4D 2S", "KH KD 4C 4S QH", "7S 7H 7D KC 2S",
             "5S 6H 7D 8C 9S", "2H 6H 9H JH KH", "TH TC TD 4S 4H", "KS KH KD KC 2S",
             "5H 6H 7H 8H 9H", "TS JS QS KS AS"]
    cats = [HC.HIGH_CARD, HC.ONE_PAIR, HC.TWO_PAIR, HC.THREE_OF_A_KIND, HC.STRAIGHT, HC.FLUSH,
            HC.FULL_HOUSE, HC.FOUR_OF_A_KIND, HC.STRAIGHT_FLUSH, HC.ROYAL_FLUSH]
    vals = [ev(h) for h in hands]
    assert [v.category for v in vals] == cats
    assert vals == sorted(vals)
    assert len(set(vals)) == len(vals)


def test_O58_pair_of_nines_low_kickers_beats_sevens_with_AKQ():
    assert beats("9S 9H 2C 3D 4S", "7S 7H AC KD QS")


def test_O59_flushes_compared_card_by_card():
    assert beats("AH JH 9H 4H 2H", "AS JS 8S 6S 5S")


def test_O60_full_hands_by_triplets():
    assert beats("QS QH QD 2C 2S", "JS JH JD AC AS")


def test_O61_ace_low_straight_is_five_high_and_no_round_the_corner():
    assert ev("AH 2C 3D 4S 5H").category is HC.STRAIGHT
    assert beats("2C 3D 4S 5H 6H", "AH 2C 3D 4S 5S")
    assert ev("QH KC AD 2S 3H").category is HC.HIGH_CARD


def test_O002_07_law36_ties():
    assert beats("KS KH 4C 4D 2S", "QS QH JC JD AS")
    assert beats("5S 5H 5C 2D 2S", "4S 4H 4C AD AS")


def test_O002_08_law35_straights_both_ends_and_short_hand():
    assert ev("TS JH QC KD AS").category is HC.STRAIGHT
    assert ev("AS 2H 3C 4D 5S").category is HC.STRAIGHT
    assert ev("QS KH AC 2D 3S").category is HC.HIGH_CARD
    # a four-card hand is never a straight or flush
    assert ev("2H 3H 4H 5H").category is HC.HIGH_CARD
    assert ev("2H 2D 4H 5H").category is HC.ONE_PAIR


def test_O68_equal_two_pairs_odd_card_decides_then_split():
    assert beats("AS AH 8C 8D KS", "AC AD 8H 8S QS")
    assert compare("AS AH 8C 8D KS", "AC AD 8H 8S KH") == 0
    assert ev("AS AH 8C 8D KS") == ev("AC AD 8H 8S KH")
    assert hash(ev("AS AH 8C 8D KS")) == hash(ev("AC AD 8H 8S KH"))


def test_O64_mistigris_named_as_duplicate_ace():
    r = FOSTER_MISTIGRIS
    joker_hand, clubs = "AH JH 8H 5H JKR", "AC KC QC 7C 3C"
    # naming the joker K♥ would lose: A-K-J against A-K-Q
    assert compare("AH JH 8H 5H KH", clubs) == -1
    v = evaluate(joker_hand, r)
    assert v.category is HC.FLUSH and v.ranks == (14, 14, 11, 8, 5)
    assert compare(joker_hand, clubs, r) == 1
    assert v.named == ((52, Card(parse_cards("AH")[0])),)


def test_O64_mistigris_five_of_a_kind_beats_royal_and_joker_wins_ties():
    r = FOSTER_MISTIGRIS
    assert evaluate("AS AD AH AC JKR", r).category is HC.FIVE_OF_A_KIND
    assert compare("2S 2D 2H 2C JKR", "TS JS QS KS AS", r) == 1
    assert evaluate("AS AD JKR 7C 4H", r).category is HC.THREE_OF_A_KIND
    assert evaluate("KC QC 9C 4C JKR", r).category is HC.FLUSH
    # ace and joker (a pair of aces) beat two natural aces with the same odd cards
    assert compare("AS JKR 9C 7H 4D", "AC AD 9H 7S 4C", r) == 1
    assert evaluate("KH QH JH TH JKR", r).category is HC.ROYAL_FLUSH


def test_O63_foster_local_hands_customary_places():
    r = FOSTER_LOCAL
    blaze, skip = "KS KH QC QD JS", "2H 4C 6D 8S TH"
    tiger, rtc = "7C 5D 4H 3S 2C", "QH KC AD 2S 3H"
    assert evaluate(blaze, r).category is HC.BLAZE
    assert evaluate(skip, r).category is HC.SKIP_STRAIGHT
    assert evaluate(tiger, r).category is HC.TIGER
    assert evaluate(rtc, r).category is HC.ROUND_THE_CORNER
    assert compare(blaze, "AS AH KC KD QS", r) == 1          # beats two pairs
    assert compare(blaze, "2S 2H 2C 4D 5S", r) == -1         # loses to threes
    assert compare(skip, blaze, r) == 1                       # beats a blaze
    assert compare(tiger, "TS JH QC KD AS", r) == 1          # beats a straight
    assert compare(tiger, "2H 4H 6H 8H TH", r) == -1         # loses to a flush
    assert compare(rtc, "AS AH AC 4D 5S", r) == 1            # beats threes
    assert compare(rtc, "AS 2H 3C 4D 5S", r) == -1           # any regular straight beats it
    # without the local rules they are ordinary hands
    assert evaluate(tiger).category is HC.HIGH_CARD
    assert evaluate("AS 3H 5C 7D 9S", r).category is HC.SKIP_STRAIGHT


def test_O63_foster_true_order():
    r = FOSTER_TRUE
    order = ["AS AH 2C 3D 5S", "AS AH 2C 2D 5S", "7S 7H 7C 3D 5S", "5S 6H 7D 8C 9S",
             "3S 5H 7D 9C JS", "2H 6H 9H JH KH", "7C 6D 4H 3S 2C", "TH TC TD 4S 4H",
             "JH QC KD AS 2H", "KS KH QC QD JS", "KS KH KD KC 2S", "5H 6H 7H 8H 9H"]
    vals = [evaluate(h, r) for h in order]
    assert vals == sorted(vals) and len(set(vals)) == len(vals)
    assert evaluate("KS KH KD QC JS", r).category is HC.BLAZE   # a blaze that is also threes


# ---------------------------------------------------------------- British (seed 000 laws 65-76)

def test_O000_02_british_order():
    hands = ["AS KD 9C 7H 4S", "QS QH 7C 4D 2S", "KH KD 4C 4S QH", "7S 7H 7D KC 2S",
             "5S 6H 7D 8C 9S", "2H 6H 9H JH KH", "TH TC TD 4S 4H", "KS KH KD KC 2S",
             "5H 6H 7H 8H 9H"]
    vals = [evaluate(h, BRITISH) for h in hands]
    assert vals == sorted(vals)


def test_O000_03_full_hand_by_triplet():
    assert beats("TS TH TD 4C 4S", "9S 9H 9D KC KS", BRITISH)


def test_O000_04_ace_low_only_straights():
    r = BRITISH
    assert evaluate("AS 2H 3C 4D 5S", r).category is HC.STRAIGHT
    assert evaluate("TS JH QC KD AS", r).category is HC.HIGH_CARD
    assert evaluate("KS AH 2C 3D 4S", r).category is HC.HIGH_CARD
    top = evaluate("9H TH JH QH KH", r)
    assert top.category is HC.STRAIGHT_FLUSH
    assert top > evaluate("AS 2S 3S 4S 5S", r)
    assert compare("9S TH JC QD KS", "AS 2H 3C 4D 5S", r) == 1
    # 9-K straight flush is the best hand there is without a joker
    assert top > evaluate("TS JS QS KS AS", r) > evaluate("AC AD AH AS KS", r) or \
        top > evaluate("AC AD AH AS KS", r)


def test_O000_05_hearts_flush_beats_all_other_flushes():
    r = BRITISH
    assert compare("2H 4H 6H 8H JH", "AS KS QS JS 9S", r) == 1
    assert compare("AS KS QS JS 9S", "AD KD QD JD 8D", r) == 1
    assert compare("2H 4H 6H 8H JH", "AS KS QS JS 9S", FOSTER) == -1


def test_O000_06_equal_straights_hearts_tiebreak_top_card_reading():
    r = BRITISH
    assert compare("5C 6D 7S 8C 9H", "5D 6C 7H 8S 9S", r) == 1
    assert compare("5C 6D 7S 8C 9D", "5D 6C 7H 8S 9S", r) == 0
    most = BRITISH.replace(name="british-most-hearts", hearts_straight_tiebreak="most_hearts")
    assert compare("5H 6H 7S 8C 9D", "5D 6C 7H 8S 9H", most) == 0
    assert compare("5H 6H 7S 8C 9D", "5D 6C 7H 8S 9S", most) == 1


def test_O000_07_kickers():
    r = BRITISH
    assert compare("JS JH AC 5D 3S", "JC JD KC QD TS", r) == 1
    assert compare("AS 9H 7C 5D 3S", "AC 9D 7H 4S 3C", r) == 1
    assert compare("KS KH 4C 4D QS", "KC KD 4H 4S JS", r) == 1


def test_O000_13_14_15_british_modifications():
    r = BRITISH_MODIFIED
    blaze = "KS KH QC QD JS"
    assert compare(blaze, "AS AH KC KD QS", r) == 1
    assert compare(blaze, "2S 2H 2C 4D 5S", r) == -1
    skip = "2H 4C 6D 8S TH"
    assert evaluate(skip, r).category is HC.SKIP_STRAIGHT
    assert compare(skip, "AS AH AC KD QS", r) == 1
    assert compare(skip, "AS 2H 3C 4D 5S", r) == -1
    v = evaluate("KH QH JH TH JKR", r)
    assert v.category is HC.STRAIGHT_FLUSH and v.ranks == (13,)       # joker as 9♥ (law 71)
    # a joker named K♠ beats the real K♠
    assert compare("KS JKR 9C 7H 4D", "KC KD 9H 7S 4C", r) == 1


# ---------------------------------------------------------------- straight poker and stud

def test_O002_18_straight_poker_no_straight_flush_fours_top():
    r = STRAIGHT_POKER
    v = evaluate("5H 6H 7H 8H 9H", r)
    assert v.category is HC.FLUSH
    assert evaluate("2S 2H 2C 2D 3S", r) > evaluate("TS JS QS KS AS", r)


def test_best_hand_of_seven_picks_five():
    v = best_hand("AS KS QS JS TS 2H 2D")
    assert v.category is HC.ROYAL_FLUSH and len(v.cards) == 5
    v = best_hand("AS AH AD KC KD KH 2S")
    assert v.describe() == "full house, aces over kings"
    v = best_hand("2S 3S 4S 5S 9H 9D", FOSTER)
    assert v.category is HC.ONE_PAIR
    assert best_hand("AS 2S 3S 4S 5S 6S 9D").describe().startswith("straight flush in spades, six")


def test_describe_examples():
    assert ev("TH TC TD 4S 4H").describe() == "full house, tens over fours"
    assert ev("KH KD 4C 4S QH").describe() == "two pairs, kings and fours, queen kicker"
    assert ev("AH 2C 3D 4S 5H").describe() == "straight, five high"
    assert ev("QS QH 7C 4D 2S").describe() == "pair of queens, seven, four, deuce kickers"
    assert ev("AS KD 9C 7H 4S").describe() == "ace high, king, nine, seven, four"
    assert ev("TS JS QS KS AS").describe() == "royal flush in spades"
    assert str(ev("6S 6D 6C 6H 2S")) == "four sixes"


@pytest.mark.parametrize("bad,exc", [
    ("KH QH JH TH", None), ("KH QH JH TH XX", CardParseError), ("KH KH JH TH 9H", HandError),
    ("KH QH JH TH JKR", HandError), ("", HandError), ("2C 3C 4C 5C 6C 7C", HandError)])
def test_bad_hands_refused(bad, exc):
    if exc is None:
        assert evaluate(bad).category is HC.HIGH_CARD
    else:
        with pytest.raises(exc):
            evaluate(bad)


def test_rules_validation():
    with pytest.raises(ValueError):
        HandRules(blaze=True)  # blaze not in the standard order
    with pytest.raises(ValueError):
        HandRules(wild_ties="coin")
    assert set(PRESETS) >= {"foster", "british", "foster-mistigris", "deuces-wild"}


def test_deuces_wild_natural_wins_ties():
    r = DEUCES_WILD
    assert evaluate("2S 2H 2D 2C AS", r).category is HC.FIVE_OF_A_KIND
    assert compare("AS 2H 9C 7H 4D", "AC AD 9H 7S 4C", r) == -1
    assert evaluate("2S 2H 2D 2C", r).category is HC.FOUR_OF_A_KIND


_RULES = [FOSTER, BRITISH, FOSTER_LOCAL, FOSTER_TRUE, STRAIGHT_POKER]


@settings(max_examples=300, deadline=None)
@given(st.lists(st.integers(0, 51), min_size=5, max_size=5, unique=True), st.sampled_from(_RULES))
def test_table_path_equals_reference(cards, rules):
    assert evaluate(cards, rules).key == evaluate_reference(cards, rules).key


def test_random_orders_are_total_and_consistent():
    rng = random.Random(7)
    hands = [rng.sample(range(52), 5) for _ in range(300)]
    vals = [evaluate(h) for h in hands]
    s = sorted(vals)
    for a, b in zip(s, s[1:]):
        assert a <= b
