"""Batch fast paths equal the reference evaluator: every five-card hand, random 6/7-card hands."""

import itertools

import numpy as np
import pytest

from hoyle.cards import Card, parse_cards
from hoyle.evaluators import (
    BRITISH, FOSTER, FOSTER_LOCAL, FOSTER_MISTIGRIS, FOSTER_TRUE, STRAIGHT_POKER, best_hand,
    evaluate,
)
from hoyle.evaluators.fast import (
    W7, all_hands, as_hand_array, best_hand_batch, evaluate5_batch, evaluate7_batch,
    fast_evaluator,
)
from hoyle.evaluators.poker import W5, _tables, evaluate_reference

RULES = [FOSTER, FOSTER_LOCAL, FOSTER_TRUE, STRAIGHT_POKER]


def _multisets(k):
    for c in itertools.combinations_with_replacement(range(13), k):
        if max(c.count(r) for r in set(c)) <= 4:
            yield c


@pytest.mark.parametrize("weights,k", [(W5, 5), (W7, 5), (W7, 6), (W7, 7)])
def test_rank_weights_are_a_perfect_hash(weights, k):
    sums = [sum(weights[r] for r in m) for m in _multisets(k)]
    assert len(sums) == len(set(sums))


@pytest.mark.parametrize("rules", RULES, ids=lambda r: r.name)
def test_every_rank_class_of_the_table_equals_the_written_out_reference(rules):
    plain, suited = _tables(rules)
    for m in _multisets(5):
        ranks = [r + 2 for r in m]
        s = sum(W5[r] for r in m)
        cards = [(r - 2) * 4 + (i % 2 if len(set(ranks)) == 5 else 0) for i, r in enumerate(ranks)]
        if len(set(ranks)) < 5:
            seen = {}
            cards = []
            for r in ranks:
                cards.append((r - 2) * 4 + seen.get(r, 0))
                seen[r] = seen.get(r, 0) + 1
        assert plain[s][0] == evaluate_reference(cards, rules).key
        if len(set(ranks)) == 5:
            assert suited[s][0] == evaluate_reference([(r - 2) * 4 + 2 for r in ranks], rules).key


@pytest.mark.slow
def test_every_five_card_hand_fast_equals_reference_order():
    """All 2,598,960 hands: the NumPy batch value equals the one-call value (plain Python sums
    over the same reference tables, checked class by class above), and the dense values order
    the reference keys."""
    from hoyle.evaluators import hand_rank
    hands = all_hands()
    fe = fast_evaluator(FOSTER)
    dense = fe.eval5(hands)
    keys = fe.keys
    assert len(keys) - 1 == 7462
    assert all(keys[i] < keys[i + 1] for i in range(1, len(keys) - 1))
    cards = [Card(i) for i in range(52)]  # combinations() yields them in all_hands() order
    assert [hand_rank(h) for h in itertools.combinations(cards, 5)] == dense.tolist()
    # and a sample through the written-out reference
    for i in range(0, len(hands), 2609):
        assert keys[dense[i]] == evaluate_reference(hands[i].tolist()).key


@pytest.mark.parametrize("rules", [FOSTER_LOCAL, FOSTER_TRUE, STRAIGHT_POKER], ids=lambda r: r.name)
def test_random_five_card_hands_other_rules(rules):
    rng = np.random.default_rng(11)
    hands = np.argpartition(rng.random((20_000, 52)), 5, axis=1)[:, :5].astype(np.uint8)
    fe = fast_evaluator(rules)
    dense = fe.eval5(hands)
    for h, d in zip(hands.tolist()[:5000], dense.tolist()):
        assert fe.keys[d] == evaluate_reference(h, rules).key
    assert [fe.keys[d] for d in dense.tolist()] == [evaluate(tuple(h), rules).key for h in hands.tolist()]


@pytest.mark.parametrize("k", [6, 7])
def test_random_six_and_seven_card_hands_equal_reference_best_of(k):
    rng = np.random.default_rng(5 + k)
    hands = np.argpartition(rng.random((3000, 52)), k, axis=1)[:, :k].astype(np.uint8)
    # plus some flush-heavy hands
    suited = np.array([rng.choice(np.arange(s, 52, 4), size=k, replace=False)
                       for s in rng.integers(0, 4, 500)], dtype=np.uint8)
    hands = np.concatenate([hands, suited])
    fe = fast_evaluator(FOSTER)
    dense = fe.evaluate(hands)
    for h, d in zip(hands.tolist(), dense.tolist()):
        ref = max(evaluate_reference(f).key for f in itertools.combinations(h, 5))
        assert fe.keys[d] == ref
        assert fe.single(h) == d
        assert best_hand(h).key == ref


def test_best_hand_cards_are_the_five_chosen():
    v = best_hand("AS KS QS JS TS 2H 2D")
    assert sorted(v.cards) == sorted(parse_cards("AS KS QS JS TS"))
    v = best_hand("2C 2D 2H 9S 9D 4C 4D")
    assert v.describe() == "full house, deuces over nines"
    assert evaluate(v.cards).key == v.key


def test_batch_helpers_and_categories():
    hands = as_hand_array(["AS KS QS JS TS", "2C 2D 2H 9S 9D"])
    v = evaluate5_batch(hands)
    fe = fast_evaluator(FOSTER)
    assert [fe.category(x).value for x in v] == ["royal flush", "full house"]
    v7 = evaluate7_batch(as_hand_array(["AS KS QS JS TS 2C 3D"]))
    assert fe.category(int(v7[0])).value == "royal flush"
    assert best_hand_batch(hands).tolist() == v.tolist()
    with pytest.raises(ValueError):
        as_hand_array([[1, 2, 3, 4, 60]])
    with pytest.raises(ValueError):
        fast_evaluator(FOSTER_MISTIGRIS)
    with pytest.raises(ValueError):
        fast_evaluator(BRITISH)


def test_all_hands_generator():
    h = all_hands(7, 3)
    assert h.tolist() == [list(c) for c in itertools.combinations(range(7), 3)]
    assert len(all_hands(47, 3)) == 16215


def test_hand_rank_is_the_batch_value():
    from hoyle.evaluators import HandError, hand_rank
    rng = np.random.default_rng(21)
    hands = np.argpartition(rng.random((20_000, 52)), 5, axis=1)[:, :5].astype(np.uint8)
    for rules in (FOSTER, FOSTER_LOCAL):
        dense = fast_evaluator(rules).eval5(hands)
        assert [hand_rank(tuple(h), rules) for h in hands.tolist()] == dense.tolist()
    assert hand_rank(parse_cards("AS KS QS JS TS")) == 7462
    for bad in [(1, 1, 2, 3, 4), (0, 1, 2, 3, 52), (0, 1, 2, 3)]:
        with pytest.raises(HandError):
            hand_rank(bad)
    with pytest.raises(HandError):
        hand_rank(parse_cards("AS KS QS JS TS"), BRITISH)
