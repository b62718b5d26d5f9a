"""Six-hand bridge determinises each table apart (zones12): the one game the ISMCTS seat still
played as the heuristic. Each table has its own pack; the seat keeps what it sees at each --
its own hand where it sits, the dummy once shown, the dummy handed to it to declare for its
partner at the other end (law 4.9c) -- and the rest of that table's cards are dealt afresh; it
reads nothing it cannot see, and the copy plays out."""

from __future__ import annotations

import numpy as np

from _determinise_checks import _locations, check_position, positions, shuffled_unseen
from hoyle.bots.ismcts import determinise, searches
from hoyle.core import get_game
from hoyle.games.bridge.six_hand import _DUMMY


def _place(st, t, seat):
    place = st._compass(t, seat)
    if place is None and st._declares_for_partner(t, seat):
        place = _DUMMY
    return place


def test_the_search_runs():
    assert searches(get_game("six-hand-bridge"))


def test_each_table_is_determinised_for_the_place_the_seat_holds_there():
    moved = handed = 0
    for seed in (1, 2):
        for k, (st, rng) in enumerate(positions("six-hand-bridge", seed, limit=2000)):
            if k >= 40:
                break
            me = st.to_act
            moved += check_position(st, rng, own=False)
            # the draw depends only on what the seat sees: each table's unseen cards moved
            # about by the test give the same determinisation for the same generator
            other = st.clone()
            for t, sub in enumerate(st.tables):
                if sub is not None:
                    other.tables[t] = shuffled_unseen(sub, _place(st, t, me),
                                                      np.random.Generator(np.random.PCG64(k)))
                    handed += _place(st, t, me) == _DUMMY and st._compass(t, me) is None
            assert other.view(me) == st.view(me)
            a = determinise(st, me, np.random.Generator(np.random.PCG64(7)))
            b = determinise(other, me, np.random.Generator(np.random.PCG64(7)))
            assert _locations(a) == _locations(b), "the determinisation read an unseen card"
    assert moved and handed, (moved, handed)
