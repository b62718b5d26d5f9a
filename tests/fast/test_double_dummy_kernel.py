"""The compiled double-dummy kernel (:mod:`hoyle.fast.double_dummy`) against the reference
solvers: the same trick count on random endings of two to five cards a hand (every strain
and leader, some started mid-trick, some under a game's own card order), its plain-Python
source in the interpreter and compiled by Numba where it is installed; :func:`solve` routed
to the kernel equals the pure-Python fallback; full deals equal endplay (DDS) where it is
installed."""

from __future__ import annotations

import random

import pytest

from hoyle.bots.double_dummy import (HAVE_ENDPLAY, KERNEL_ENV, _fast_from, _FastSolver, _kernel_from,
                                     _kernel_wanted, _masks, card_values, solve, solve_reference)
from hoyle.core.errors import SetupError
from hoyle.fast.double_dummy import numba_available, solve_masks
from hoyle.mechanics.tricks import TrickPlay

needs_numba = pytest.mark.skipif(not numba_available(), reason="numba is not installed (the fast extra)")


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


def _midtrick(seed: int) -> TrickPlay:
    """A random ending of 3-6 cards a hand, 0-3 cards of the first trick played."""
    rng = random.Random(seed)
    k = rng.randint(3, 6)
    cards = rng.sample(range(52), 4 * k)
    tp = TrickPlay([cards[i * k:(i + 1) * k] for i in range(4)], rng.choice([None, 0, 1, 2, 3]),
                   rng.randrange(4))
    for _ in range(seed % 4):
        tp.play(rng.choice(tp.legal()))
    return tp


@pytest.mark.parametrize("engine", ["python", pytest.param("numba", marks=needs_numba)])
def test_kernel_equals_the_reference_on_random_endings(engine):
    n = 40 if engine == "python" else 300
    for seed in range(n):
        hands, trump, leader, k = _ending(seed)
        want = solve_reference(TrickPlay([list(h) for h in hands], trump, leader))
        assert _kernel(hands, trump, leader, k, engine) == want, (seed, hands, trump, leader)


@pytest.mark.parametrize("engine", ["python", pytest.param("numba", marks=needs_numba)])
def test_kernel_equals_the_reference_mid_trick(engine):
    n = 24 if engine == "python" else 300
    for seed in range(n):
        tp = _midtrick(1000 + seed)
        want = _fast_from(tp, _FastSolver(tp.trump))
        assert _kernel_from(tp, engine=engine) == want == solve_reference(tp), (seed, tp.hands, tp.trick)


def test_kernel_keeps_a_games_own_card_order():
    # Scotch-whist style order: every suit's jack above the ace (rank index 9 = J)
    key = [((c >> 2) + 4 if c >> 2 != 9 else 13) * 4 + (c & 3) for c in range(52)]
    for seed in range(12):
        tp = _midtrick(5000 + seed)
        tp.rank_key = key
        assert _kernel_from(tp, engine="python") == _fast_from(tp, _FastSolver(tp.trump)), seed


@needs_numba
def test_solve_routed_to_the_kernel_equals_the_fallback(monkeypatch):
    for seed in range(60):
        tp = _midtrick(9000 + seed)
        monkeypatch.setenv(KERNEL_ENV, "on")
        assert _kernel_wanted(tp)
        got = solve(tp.clone(), "hoyle")
        vals = card_values(tp.clone(), "hoyle")
        monkeypatch.setenv(KERNEL_ENV, "off")
        assert not _kernel_wanted(tp)
        assert got == solve(tp.clone(), "hoyle"), seed
        assert vals == card_values(tp.clone(), "hoyle"), seed


def test_kernel_setting_is_checked(monkeypatch):
    monkeypatch.setenv(KERNEL_ENV, "sometimes")
    with pytest.raises(SetupError, match=KERNEL_ENV):
        _kernel_wanted(_midtrick(1))
    monkeypatch.setenv(KERNEL_ENV, "off")
    assert not _kernel_wanted(_midtrick(1))


@needs_numba
@pytest.mark.skipif(not HAVE_ENDPLAY, reason="endplay is not installed (the dds extra)")
def test_kernel_equals_endplay_on_full_deals(monkeypatch):
    monkeypatch.delenv(KERNEL_ENV, raising=False)
    for seed in (1000, 1001, 1004):
        cards = random.Random(seed).sample(range(52), 52)
        hands = [cards[j * 13:(j + 1) * 13] for j in range(4)]
        for trump in (None, 3):
            tp = TrickPlay([list(h) for h in hands], trump, 0)
            assert _kernel_wanted(tp)
            assert solve(tp, "hoyle") == solve(TrickPlay([list(h) for h in hands], trump, 0), "endplay"), \
                (seed, trump)


def test_later_tricks_bound_agrees_with_the_reference():
    # the bound's verdict (the side on lead needing every trick, no trumps out), wherever it
    # gives one on random no-trump endings, is the reference solver's answer
    from hoyle.fast import double_dummy as dd
    import numpy as np
    fired = 0
    for seed in range(400):
        hands, _, leader, k = _ending(7000 + seed)
        need = k if leader % 2 == 0 else 1
        got = dd._later(np.array(_masks(hands), np.int64), leader, need, k, -1)
        if got < 0:
            continue
        fired += 1
        ns = solve_reference(TrickPlay([list(h) for h in hands], None, leader))
        assert bool(got & dd._OK) == (ns >= need), (seed, hands, leader)
    assert fired >= 20


def test_quick_tricks_with_an_entry_to_partner_are_a_lower_bound():
    # the leader's side takes at least the quick tricks counted at a trick start, also where
    # they combine the leader's cashes with a crossing to partner's (no adversary ruffs)
    from hoyle.fast import double_dummy as dd
    import numpy as np
    combined = 0
    for seed in range(500):
        hands, trump, leader, k = _ending(11000 + seed)
        h = np.array(_masks(hands), np.int64)
        t = -1 if trump is None else trump
        qt, _ = dd._quick(h, leader, t)
        occ = [h[s] | h[4 + s] | h[8 + s] | h[12 + s] for s in range(4)]
        own = sum(dd._run(h[4 * leader + s], occ[s]) for s in range(4) if h[4 * leader + s])
        part = sum(dd._run(h[4 * ((leader + 2) % 4) + s], occ[s]) for s in range(4)
                   if h[4 * ((leader + 2) % 4) + s])
        if own and part and qt == own + part:
            combined += 1
        ns = solve_reference(TrickPlay([list(x) for x in hands], trump, leader))
        side = ns if leader % 2 == 0 else k - ns
        assert qt <= side, (seed, hands, trump, leader, qt, side)
    assert combined >= 10
