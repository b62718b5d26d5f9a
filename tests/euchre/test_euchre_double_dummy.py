"""The double-dummy solver on euchre's trick rules (issue 12: "the solver agrees with a
brute-force search on random endings of euchre and pitch, at least 200 endings of up to 5
cards a hand"): :func:`hoyle.bots.double_dummy.solve_ordered` against a plain minimax over the
engine's own play, with euchre's order (the bowers in the trump suit: ``bower_order``), the
24-card pack: two hands (two-hand euchre) with up to five cards each, four hands in partnerships
and lone hands (the maker's partner sitting out) with up to three, some endings begun mid-trick. Pitch's endings are in tests/allfours/test_pitch_double_dummy.py."""

from __future__ import annotations

import random

import pytest

from hoyle.bots.double_dummy import solve_ordered
from hoyle.mechanics.tricks import OrderedTrickPlay, bower_order

EUCHRE_PACK = [c for c in range(52) if c >> 2 >= 7]          # nine to ace: 24 cards


def brute(tp: OrderedTrickPlay, side) -> int:
    """Tricks side 0 takes from here, every line of play tried: side 0 maximises."""
    if tp.over:
        return 0
    out = []
    for c in tp.legal():
        t = tp.clone()
        w = t.play(c)
        out.append((1 if w is not None and side(w) == 0 else 0) + brute(t, side))
    return max(out) if side(tp.turn) == 0 else min(out)


def ending(rng: random.Random, n: int, k: int, lone: bool) -> OrderedTrickPlay:
    pack = list(EUCHRE_PACK)
    rng.shuffle(pack)
    hands = [sorted(pack[i * k:(i + 1) * k]) for i in range(n)]
    out = [2] if lone else []                                    # seat 0 plays alone
    seats = [s for s in range(n) if s not in out]
    tp = OrderedTrickPlay(hands, bower_order(rng.randrange(4), jokers=False), rng.choice(seats), out)
    for _ in range(rng.randrange(len(seats))):                   # some endings begin mid-trick
        tp.play(rng.choice(tp.legal()))
    return tp


CASES = ([(2, 1 + i % 5, False, 5000 + i) for i in range(100)]
         + [(4, 1 + i % 3, False, 6000 + i) for i in range(70)]
         + [(4, 1 + i % 3, True, 7000 + i) for i in range(40)])


@pytest.mark.parametrize("chunk", range(3))
def test_solver_agrees_with_brute_force_on_210_euchre_endings(chunk):
    for n, k, lone, seed in CASES[chunk::3]:
        rng = random.Random(seed)
        tp = ending(rng, n, k, lone)
        side = (lambda s: s & 1) if n == 4 else (lambda s: s)
        before = [list(h) for h in tp.hands]
        assert solve_ordered(tp) == brute(tp, side), (n, k, lone, seed)
        assert tp.hands == before
