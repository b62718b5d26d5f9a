"""The one-call seven-card paths (``FastEvaluator.single()``, ``best_hand()``) equal the batch
path and the best of the 21 fives valued by the five-card table (itself equal to the written-out
reference on every five-card hand, tests/poker/test_evaluators_fast.py)."""

import itertools
import pickle

import numpy as np
import pytest

from hoyle.cards import Card, format_cards, parse_cards
from hoyle.evaluators import (
    FOSTER, FOSTER_LOCAL, FOSTER_TRUE, STRAIGHT_POKER, HandCategory as HC, HandError, best_hand,
    hand_rank,
)
from hoyle.evaluators.fast import fast_evaluator
from hoyle.evaluators.poker import evaluate_reference

RULES = [FOSTER, FOSTER_LOCAL, FOSTER_TRUE, STRAIGHT_POKER]


def _random(rng, n, k=7):
    return np.argpartition(rng.random((n, 52)), k, axis=1)[:, :k].astype(np.uint8)


def _flush_heavy(rng, n, k=7):
    """Hands with five to seven cards of one suit, the rest of other suits."""
    out = []
    for _ in range(n):
        s = int(rng.integers(4))
        m = int(rng.integers(5, k + 1))
        own = rng.choice(np.arange(s, 52, 4), size=m, replace=False)
        other = rng.choice([c for c in range(52) if c & 3 != s], size=k - m, replace=False)
        out.append(np.concatenate([own, other]))
    return np.array(out, dtype=np.uint8)


def _best_of_fives(hand, rules=FOSTER):
    return max(hand_rank(five, rules) for five in itertools.combinations(hand, 5))


def test_single_equals_the_batch_on_a_large_random_sample():
    rng = np.random.default_rng(18)
    hands = np.concatenate([_random(rng, 200_000), _flush_heavy(rng, 5_000)])
    fe = fast_evaluator(FOSTER)
    dense = fe.eval7(hands).tolist()
    rows = hands.tolist()
    assert [fe.single(h) for h in rows] == dense
    assert [fe.single(tuple(Card(c) for c in h)) for h in rows[:5000]] == dense[:5000]
    assert [fe.single(h) for h in hands[:300]] == dense[:300]  # rows of NumPy ints


def test_every_seven_card_rank_multiset_without_a_flush():
    """All 49,205 rank multisets of seven cards (at most four of a rank), suits dealt in turn
    so that no suit holds five: single() is the best of the 21 fives."""
    fe = fast_evaluator(FOSTER)
    seen = set()
    n = 0
    for ranks in itertools.combinations_with_replacement(range(13), 7):
        if max(ranks.count(r) for r in set(ranks)) > 4:
            continue
        hand = [4 * r + j % 4 for j, r in enumerate(ranks)]
        v = fe.single(hand)
        assert v == _best_of_fives(hand), hand
        seen.add(fe.category(v))
        n += 1
    assert n == 49_205
    assert seen == {HC.HIGH_CARD, HC.ONE_PAIR, HC.TWO_PAIR, HC.THREE_OF_A_KIND, HC.STRAIGHT,
                    HC.FULL_HOUSE, HC.FOUR_OF_A_KIND}


def test_every_rank_set_of_the_flush_suit():
    """Every set of five to seven ranks in one suit (4,719 of them), the other cards at
    random: single() is the best of the 21 fives; flushes, straight and royal flushes seen."""
    rng = np.random.default_rng(7)
    fe = fast_evaluator(FOSTER)
    seen = set()
    for m in (5, 6, 7):
        for i, rs in enumerate(itertools.combinations(range(13), m)):
            s = i % 4
            hand = [4 * r + s for r in rs]
            hand += [int(c) for c in rng.choice([c for c in range(52) if c & 3 != s], 7 - m,
                                                replace=False)]
            v = fe.single(hand)
            assert v == _best_of_fives(hand), hand
            seen.add(fe.category(v))
    assert {HC.FLUSH, HC.STRAIGHT_FLUSH, HC.ROYAL_FLUSH} <= seen


@pytest.mark.parametrize("rules", RULES, ids=lambda r: r.name)
def test_best_hand_one_call_equals_the_checked_path_and_the_reference(rules):
    rng = np.random.default_rng(hash(rules.name) % 1000)
    hands = np.concatenate([_random(rng, 1500), _flush_heavy(rng, 500)]).tolist()
    fe = fast_evaluator(rules)
    dense = fe.eval7(np.array(hands, dtype=np.uint8)).tolist()
    for i, (h, d) in enumerate(zip(hands, dense)):
        fast = best_hand(tuple(Card(c) for c in h), rules)
        checked = best_hand(format_cards(h), rules)  # text: the checked path
        assert fast.key == checked.key == fe.keys[d]
        assert fast.category is checked.category and fast.ranks == checked.ranks
        assert fast.cards == checked.cards and len(fast.cards) == 5
        assert fast.describe() == checked.describe()
        assert best_hand(h, rules).key == fast.key  # a list of ints
        if i % 10 == 0:  # the written-out reference, best of the 21 fives
            ref = max(evaluate_reference(f, rules).key for f in itertools.combinations(h, 5))
            assert fast.key == ref
    # ordering: best_hand orders hands as the dense values do
    keys = [best_hand(h, rules).key for h in hands]
    order = sorted(range(len(hands)), key=lambda i: dense[i])
    assert all(keys[a] <= keys[b] for a, b in zip(order, order[1:]))


def test_foster_true_a_suited_tiger_or_corner_straight_is_a_flush_in_seven_cards():
    """Foster's "true" order (seed 001 part 2, the odds table after "Extreme hands") puts the
    tiger and the round-the-corner straight above the flush; in one suit they count as a flush
    (a tiger may hold no flush, O63; the corner straight by our reading), so the six- and
    seven-card paths must not take their mixed-suit value."""
    h = "AC 3C 2C 4C KC 5D 7D"  # K-A-2-3-4 of clubs (a flush), 7-5-4-3-2 mixed (a tiger)
    v = best_hand(h, FOSTER_TRUE)
    assert v.category is HC.TIGER
    fe = fast_evaluator(FOSTER_TRUE)
    idx = [int(c) for c in v.cards]
    assert sorted(format_cards(idx).split()) == sorted("7D 5D 4C 3C 2C".split())
    seven = [int(c) for c in parse_cards(h)]
    assert fe.keys[fe.single(seven)] == v.key
    assert fe.keys[int(fe.eval7(np.array([seven], dtype=np.uint8))[0])] == v.key
    assert best_hand(tuple(parse_cards(h)), FOSTER_TRUE).key == v.key
    # six cards too
    six = seven[:5] + [seven[6]]
    ref = max(evaluate_reference(f, FOSTER_TRUE).key for f in itertools.combinations(six, 5))
    assert fe.keys[fe.single(six)] == ref == best_hand(six, FOSTER_TRUE).key
    assert fe.keys[int(fe.eval6(np.array([six], dtype=np.uint8))[0])] == ref


def test_bad_hands_are_refused_by_name():
    fe = fast_evaluator(FOSTER)
    for bad in [(0, 1, 2, 3, 4, 5, 52), (0, 1, 2, 3, 4, 5, -1), (0, 1, 2, 3, 4, 5, 60),
                (0, 1, 2, 3, 4), (0, 0, 1, 2, 3, 4), ("AS", 1, 2, 3, 4, 5, 6)]:
        with pytest.raises(HandError):
            fe.single(bad)
    for bad in [(0, 0, 1, 2, 3, 4, 5), [0, 1, 2, 3, 4, 5, 52],
                (np.int64(3), np.int64(3), 1, 2, 4, 5, 6), (Card(9), 9, 1, 2, 4, 5, 6)]:
        with pytest.raises(HandError, match="duplicate|joker"):
            best_hand(bad)


def test_one_call_values_and_rules_pickle():
    v = best_hand((Card(48), Card(44), Card(40), Card(36), Card(32), Card(1), Card(5)))
    assert v.category is HC.ROYAL_FLUSH
    w = pickle.loads(pickle.dumps(v))
    assert w.key == v.key and w.cards == v.cards
    r = pickle.loads(pickle.dumps(FOSTER))
    assert "_fast7" not in r.__dict__ and r == FOSTER
    assert best_hand([48, 44, 40, 36, 32, 1, 5], r).key == v.key


def test_one_call_keys_stay_in_one_digit_and_their_suit_part_never_misses_a_flush():
    """Every way of dealing seven cards among the suits: the suit part of a sum of the one-call
    keys names the suit of five (or says "count them"), never "none" when there are five;
    and the largest possible sum is below 2**30."""
    from hoyle.evaluators.fast import _FLUSH7_BY_WEIGHT, _KEY7, _SUIT_W7, W7
    for counts in itertools.product(range(8), repeat=4):
        if sum(counts) != 7:
            continue
        u = _FLUSH7_BY_WEIGHT[sum(n * w for n, w in zip(counts, _SUIT_W7))]
        five = [s for s in range(4) if counts[s] >= 5]
        assert u == 5 or u == (1 + five[0] if five else 0), counts
    top = 4 * W7[12] + 3 * W7[11] + (7 * max(_SUIT_W7) << 23)
    assert top < 2 ** 30 and max(k for k in _KEY7 if k is not None) * 7 < 2 ** 30
