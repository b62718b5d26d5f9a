"""The club table under random sequences of cuts, rubbers, entries and retirements (EW laws
16-23, bridge laws 14-26): whatever the order, the table keeps four to six members, four play,
each member plays or sits out, the reserve and the members are apart, and a refused step leaves
the table as it was."""

from __future__ import annotations

import copy
import random

import pytest

from hoyle.core.chance import SeededShuffler
from hoyle.mechanics.table import AMERICAN_WHIST, BRIDGE, ENGLISH_WHIST, ClubTable, TableError


def _snapshot(t: ClubTable):
    return (t.phase, list(t.members), list(t.playing), list(t.waiting), list(t.reserve), list(t.left),
            list(t.leaving), t.pending, t.rubbers, len(t.said))


def _check(t: ClubTable) -> None:
    m = set(t.members)
    assert 4 <= len(t.members) <= 6 or t.phase == "table"
    assert len(m) == len(t.members)
    assert not m & set(t.reserve) and len(set(t.reserve)) == len(t.reserve)
    assert set(t.leaving) <= set(t.playing)
    if t.phase in ("partners", "playing"):
        assert len(t.playing) == 4 and set(t.playing) | set(t.waiting) == m
        assert not set(t.playing) & set(t.waiting)
    if t.phase == "playing":
        assert t.partners is not None and set(t.partners.low) | set(t.partners.high) == set(t.playing)
        assert not t.pending
    if t.reserve:
        assert len(t.members) == 6 or t.phase == "table"
    assert set(t.everyone) >= m


@pytest.mark.parametrize("code", [ENGLISH_WHIST, AMERICAN_WHIST, BRIDGE], ids=lambda c: c.name)
def test_random_tables_keep_their_invariants(code):
    for seed in range(150):
        rng = random.Random(seed)
        shuffler = SeededShuffler(seed)
        names = [f"P{i}" for i in range(rng.randint(4, 9))]
        t = ClubTable(names, code)
        fresh = 0
        for _ in range(80):
            _check(t)
            before = _snapshot(t)
            kind = rng.choice(["cut", "cut", "cut", "rubber", "rubber", "enter", "leave"])
            try:
                if kind == "cut" and t.pending:
                    t.draw(shuffler)
                elif kind == "rubber":
                    t.end_rubber()
                elif kind == "enter":
                    fresh += 1
                    t.enter(f"N{fresh}")
                elif kind == "leave":
                    pool = t.members + t.reserve
                    t.leave(rng.choice(pool))
            except TableError as exc:
                assert exc.reason and exc.law
                assert _snapshot(t) == before, (seed, kind, exc.reason)
        _check(t)


def test_a_retirement_and_a_rubber_replay_the_same_from_a_copy():
    # the table is plain data: a deep copy goes on exactly as the original (the score card's
    # refusals restore a copy)
    t = ClubTable([f"P{i}" for i in range(8)])
    s = SeededShuffler(4)
    while t.pending:
        t.draw(s)
    u = copy.deepcopy(t)
    for x in (t, u):
        x.leave(x.playing[0])
        x.end_rubber()
    assert _snapshot(t) == _snapshot(u)
