"""Cribbage names its card zones (fixes12): the hands, the crib and the pack in its order, so
the ISMCTS seat searches it (it played as the heuristic before). A determinisation keeps what
the seat knows -- its own hand and the cards it laid away, the starter, the cards played, the
size of every hand, of the crib and of the pack -- deals the rest afresh, keeps each seat's
hand for the show in step with its play, and plays out to the end."""

from __future__ import annotations

from collections import Counter

import pytest

from hoyle.bots.ismcts import determinise, searches
from hoyle.core import get_game

from _determinise_checks import play_to_end, positions

SLUGS = ["cribbage-six-card", "cribbage-five-card", "cribbage-seven-card", "cribbage-three-hand",
         "cribbage-four-hand"]


def _positions(slug: str, seed: int, muggins: bool = False):
    return positions(slug, seed, {"muggins": True} if muggins else None, limit=10_000)


@pytest.mark.parametrize("slug", SLUGS)
def test_the_search_runs_at_cribbage(slug):
    assert searches(get_game(slug))


@pytest.mark.parametrize("slug", SLUGS)
@pytest.mark.parametrize("muggins", [False, True])
def test_a_determinisation_keeps_what_the_seat_knows(slug, muggins):
    moved = 0
    for seed in (1, 2):
        for st, rng in _positions(slug, seed, muggins):
            me = st.to_act
            before = (st.view(me), [list(h) for h in st.hands], list(st.crib), list(st.pack),
                      [list(k) for k in st.kept])
            d = determinise(st, me, rng)
            assert d is not None, (slug, st.phase)
            # the state itself is untouched
            assert (st.view(me), [list(h) for h in st.hands], list(st.crib), list(st.pack),
                    [list(k) for k in st.kept]) == before
            assert d.view(me) == st.view(me)
            assert sorted(d.hands[me]) == sorted(st.hands[me])
            assert [len(h) for h in d.hands] == [len(h) for h in st.hands]
            assert len(d.crib) == len(st.crib) and len(d.pack) == len(st.pack)
            assert Counter(d.crib) >= Counter(st.discards[me])       # its own laid away stay
            if st.starter is not None:
                assert d.pack[0] == st.pack[0] == d.starter
            # the same unseen cards, only moved between the places they may lie
            assert Counter(d.hidden_cards(me)) == Counter(st.hidden_cards(me))
            every = [c for h in d.hands for c in h] + d.crib + d.pack
            if d.pegging is not None:
                every += [c for _, c in d.pegging.played]
                for s in range(d.n):
                    laid = [c for t, c in d.pegging.played if t == s]
                    assert sorted(d.kept[s]) == sorted(laid + d.hands[s])
            assert sorted(map(int, every)) == list(range(52))      # each card once
            moved += any(sorted(a) != sorted(b) for s, (a, b) in enumerate(zip(d.hands, st.hands))
                         if s != me)
            play_to_end(d, rng, 500)         # the copy plays to the end
    assert moved, "no other hand was ever dealt afresh"
