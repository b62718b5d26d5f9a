"""The compiled double-dummy kernel (:mod:`hoyle.fast.double_dummy`, not yet routed from
:func:`hoyle.bots.double_dummy.solve`) against the reference solver: the same trick count on random
endings of two to five cards a hand, every strain and leader; its plain-Python source in the
interpreter, and compiled by Numba where it is installed."""

from __future__ import annotations

import random

import pytest

from hoyle.bots.double_dummy import _masks, solve_reference
from hoyle.fast.double_dummy import numba_available, solve_masks
from hoyle.mechanics.tricks import TrickPlay


def _ending(seed: int) -> tuple[list[list[int]], int | None, int, int]:
    rng = random.Random(seed)
    k = rng.randint(2, 5)
    cards = rng.sample(range(52), 4 * k)
    hands = [sorted(cards[i * k:(i + 1) * k]) for i in range(4)]
    trump = rng.choice([None, 0, 1, 2, 3])
    return hands, trump, rng.randrange(4), k


def _kernel(hands, trump, leader, k, engine):
    return solve_masks(_masks(hands), [0, 0, 0, 0], leader, 0, -1, -1, -1, -1, k,
                       -1 if trump is None else trump, engine=engine)


@pytest.mark.parametrize("engine", ["python", pytest.param("numba", marks=pytest.mark.skipif(
    not numba_available(), reason="numba is not installed (the fast extra)"))])
def test_kernel_equals_the_reference_on_random_endings(engine):
    n = 40 if engine == "python" else 300
    for seed in range(n):
        hands, trump, leader, k = _ending(seed)
        want = solve_reference(TrickPlay([list(h) for h in hands], trump, leader))
        assert _kernel(hands, trump, leader, k, engine) == want, (seed, hands, trump, leader)
