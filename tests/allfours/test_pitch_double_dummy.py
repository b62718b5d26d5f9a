"""The double-dummy solver on pitch's trick rules (issue 12: "the solver agrees with a
brute-force search on random endings ... at least 200 endings of up to 5 cards a hand"):
:func:`hoyle.bots.double_dummy.solve_ordered` against a plain minimax over the engine's own
play (``OrderedTrickPlay.legal`` and ``play``), for tricks and for Game's card points (law 10),
two hands with up to five cards each and four hands (partners) with up to three, some endings
begun mid-trick."""

from __future__ import annotations

import random

import pytest

from hoyle.bots.double_dummy import solve_ordered
from hoyle.games.allfours import GAME_VALUES
from hoyle.mechanics.tricks import SUIT_OR_TRUMP, OrderedTrickPlay, TrickOrder


def brute(tp: OrderedTrickPlay, values, side) -> int:
    """Every line of play, no table, no pruning: side 0 maximises, side 1 minimises."""
    if tp.over:
        return 0
    seat = tp.turn
    out = []
    for c in tp.legal():
        t = tp.clone()
        trick = [*t.trick, c]
        w = t.play(c)
        gain = 0
        if w is not None and side(w) == 0:
            gain = 1 if values is None else sum(values.get(x, 0) for x in trick)
        out.append(gain + brute(t, values, side))
    return max(out) if side(seat) == 0 else min(out)


def ending(rng: random.Random, n: int, k: int) -> OrderedTrickPlay:
    pack = list(range(52))
    rng.shuffle(pack)
    hands = [sorted(pack[i * k:(i + 1) * k]) for i in range(n)]
    tp = OrderedTrickPlay(hands, TrickOrder(rng.randrange(4), follow=SUIT_OR_TRUMP), rng.randrange(n))
    for _ in range(rng.randrange(n)):                    # some endings begin mid-trick
        tp.play(rng.choice(tp.legal()))
    return tp


CASES = [(2, 1 + i % 5, i) for i in range(130)] + [(4, 1 + i % 3, 1000 + i) for i in range(90)]


@pytest.mark.parametrize("chunk", range(4))
def test_solver_agrees_with_brute_force_on_220_pitch_endings(chunk):
    for n, k, seed in CASES[chunk::4]:
        rng = random.Random(seed)
        tp = ending(rng, n, k)
        side = (lambda s: s & 1) if n == 4 else (lambda s: s)
        values = None if seed % 2 else GAME_VALUES
        before = [list(h) for h in tp.hands]
        assert solve_ordered(tp, values) == brute(tp, values, side), (n, k, seed)
        assert tp.hands == before                         # the solver leaves the play alone


def test_solver_refuses_three_sides():
    tp = OrderedTrickPlay([[0], [1], [2]], TrickOrder(0, follow=SUIT_OR_TRUMP), 0)
    with pytest.raises(ValueError):
        solve_ordered(tp)
    assert solve_ordered(tp, side_of=lambda s: 0 if s == 0 else 1) in (0, 1)
