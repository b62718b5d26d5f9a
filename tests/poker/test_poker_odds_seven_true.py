"""Best-of-seven class counts under Foster's "true" order (seed 001 part 2, O63; FOSTER_TRUE).

There a tiger must hold no flush and a round-the-corner straight in one suit counts as a flush,
yet both rank above a flush: "the better of the flush and the ranks alone" is then not the best
five of a hand holding five of a suit. Before the fix, ``seven_card_class_counts`` counted
5,608 hands too many as tigers and 4,100 too many as round-the-corner straights, 9,708 too few
as flushes.
"""

import itertools
from math import comb

import pytest

from hoyle.analysis.poker import TOTAL_7, seven_card_class_counts
from hoyle.cards import parse_cards
from hoyle.evaluators import FOSTER_LOCAL, FOSTER_TRUE, HandCategory as HC
from hoyle.evaluators.poker import best_hand, evaluate_reference

#: The exact counts, found by the reference evaluator alone (the best of the 21 fives of one hand
#: of every group of hands with the same ranks and the same ranks in a five-card suit; the
#: enumeration is :func:`_reference_counts`, run in the slow test below).
FOSTER_TRUE_SEVEN = {
    HC.ROYAL_FLUSH: 4_324, HC.STRAIGHT_FLUSH: 37_260, HC.FOUR_OF_A_KIND: 224_848,
    HC.BLAZE: 632_976, HC.ROUND_THE_CORNER: 2_026_764, HC.FULL_HOUSE: 3_323_760,
    HC.TIGER: 2_631_584, HC.FLUSH: 3_855_944, HC.SKIP_STRAIGHT: 3_816_960,
    HC.STRAIGHT: 5_220_680, HC.THREE_OF_A_KIND: 6_268_328, HC.TWO_PAIR: 30_818_232,
    HC.ONE_PAIR: 55_420_200, HC.HIGH_CARD: 19_502_700}


def _best_of_21(cards, rules):
    return max(evaluate_reference(list(f), rules) for f in itertools.combinations(cards, 5))


def test_suited_tiger_ranks_with_two_odd_cards_make_a_flush():
    hand = parse_cards("7S 6S 4S 3S 2S KH QD")
    assert _best_of_21(hand, FOSTER_TRUE).category is HC.FLUSH
    assert best_hand(hand, FOSTER_TRUE).category is HC.FLUSH
    # with the seven of hearts as well, the tiger can be made of mixed suits
    hand = parse_cards("7S 6S 4S 3S 2S 7H QD")
    assert best_hand(hand, FOSTER_TRUE).category is HC.TIGER


def test_seven_card_counts_foster_true_exact():
    ct = seven_card_class_counts(FOSTER_TRUE)
    assert ct.total == TOTAL_7 == 133_784_560
    assert ct.counts == FOSTER_TRUE_SEVEN
    assert list(ct.counts) == [c for c in reversed(FOSTER_TRUE.order) if c in FOSTER_TRUE_SEVEN]


def _reference_counts(rules) -> dict:
    """Exact best-of-seven counts by the reference evaluator only: the hands are grouped by rank
    multiset and, for a hand with five or more of a suit, the ranks in that suit (a five is
    suited exactly when all its cards are of that suit; the other suits hold two cards at
    most). One hand of each group, the rest valued as one hand with no five of a suit."""
    memo: dict = {}

    def ref5(five):
        key = (tuple(sorted(c >> 2 for c in five)), len({c & 3 for c in five}) == 1)
        if key not in memo:
            memo[key] = evaluate_reference(list(five), rules)
        return memo[key]

    def best(hand):
        return max(ref5(f) for f in itertools.combinations(hand, 5)).category

    acc: dict = {}
    for ranks in itertools.combinations_with_replacement(range(13), 7):
        cnt = {r: ranks.count(r) for r in set(ranks)}
        if max(cnt.values()) > 4:
            continue
        all_ways = 1
        for n in cnt.values():
            all_ways *= comb(4, n)
        distinct = sorted(cnt)
        in_flushes = 0
        for k in range(5, len(distinct) + 1):
            for sub in itertools.combinations(distinct, k):
                ways, hand = 4, []
                for r in distinct:
                    if r in sub:
                        ways *= comb(3, cnt[r] - 1)
                        hand += [4 * r + s for s in range(cnt[r])]
                    else:
                        ways *= comb(3, cnt[r])
                        hand += [4 * r + s for s in range(1, cnt[r] + 1)]
                if ways:
                    in_flushes += ways
                    cat = best(hand)
                    acc[cat] = acc.get(cat, 0) + ways
        if all_ways > in_flushes:  # the cards dealt round the suits: two of a suit at most
            hand = [4 * r + i % 4 for i, r in enumerate(sorted(ranks))]
            cat = best(hand)
            acc[cat] = acc.get(cat, 0) + all_ways - in_flushes
    assert sum(acc.values()) == TOTAL_7
    return acc


@pytest.mark.slow
@pytest.mark.parametrize("rules", [FOSTER_TRUE, FOSTER_LOCAL], ids=lambda r: r.name)
def test_seven_card_counts_equal_the_reference_enumeration(rules):
    assert seven_card_class_counts(rules).counts == _reference_counts(rules)
