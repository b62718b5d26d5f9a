"""Stud poker and the brag family name their card zones (zones12): each seat's down cards (its
hand at brag) and the pack still to come, in its order; so the ISMCTS seat searches them (it
played as the heuristic before). A determinisation keeps what the seat sees -- its own hole
cards, every up card, the dummy, a hand compared or shown -- deals the rest afresh, reads no
card the seat cannot see, and plays out; at the forehead game the seat sees every hand but its
own, and its own card is the one dealt afresh."""

from __future__ import annotations

import pytest

from _determinise_checks import check_deals, check_position, positions
from hoyle.bots.ismcts import determinise, searches
from hoyle.core import get_game

STUD = ["stud-poker-foster", "cincinnati", "crisscross", "double-barreled-shotgun",
        "five-card-stud-last-card-down", "lamebrain-pete", "mexican-stud", "seven-card-stud",
        "seven-card-stud-low-hole-wild", "six-card-stud", "straight-poker", "stud-lowball"]
BRAG = ["brag-american", "brag-nine-card", "brag-seven-card", "brag-single",
        "brag-students-dummy", "brag-three-card", "brag-three-stake", "three-card-poker",
        "two-card-poker"]


@pytest.mark.parametrize("slug", STUD + BRAG + ["forehead-poker"])
def test_the_search_runs(slug):
    assert searches(get_game(slug))


@pytest.mark.parametrize("slug", STUD + BRAG)
def test_a_determinisation_keeps_what_the_seat_sees(slug):
    asked, moved = check_deals(slug, (1, 2), 12)
    assert asked and moved, "no other hand was ever dealt afresh"


def test_stud_casino_rules_too():
    for st, rng in positions("seven-card-stud", 3, {"casino": True}):
        check_position(st, rng)


def test_the_forehead_seat_sees_every_card_but_its_own():
    moved = 0
    for seed in (1, 2, 3):
        for st, rng in positions("forehead-poker", seed):
            me = st.to_act
            moved += check_position(st, rng, own=False)
            d = determinise(st, me, rng)
            for s in range(st.num_players):
                if s != me:
                    assert d.hand[s] == st.hand[s]         # on their foreheads: seen
            # its own card is any card it cannot see, never one it sees
            assert d.hand[me][0] in set(st.hidden_cards(me))
    assert moved
    # over many draws its own card is not stuck at the real one
    st, rng = next(positions("forehead-poker", 4))
    me = st.to_act
    own = {int(determinise(st, me, rng).hand[me][0]) for _ in range(60)}
    assert len(own) > 5


def test_a_split_hand_is_split_again_from_its_new_cards():
    seen = 0
    for seed in (1, 2, 3):
        for st, rng in positions("brag-seven-card", seed):
            me = st.to_act
            d = determinise(st, me, rng)
            for s, parts in enumerate(d.splits):
                if parts is None:
                    continue
                seen += 1
                assert sorted([c for h in parts for c in h] + d.discard[s]) == sorted(d.hand[s])
                if s == me:
                    assert parts == st.splits[s]
    assert seen


@pytest.mark.parametrize("slug", ["bouillotte", "ambigu", "stormy-weather"])
def test_the_french_games_and_stormy_weather(slug):
    """Bouillotte and ambigu name their hands and stock (ambigu: until cards are discarded,
    which lie in no zone), stormy weather its table cards face down."""
    assert searches(get_game(slug))
    found = moved = 0
    for seed in (1, 2, 3):
        for st, rng in positions(slug, seed):
            if determinise(st, st.to_act, rng) is None:
                assert slug != "bouillotte"
                continue
            found += 1
            moved += check_position(st, rng)
    assert found and moved


def test_stormy_weather_keeps_the_table_cards_turned():
    for seed in (1, 2, 3, 4):
        for st, rng in positions("stormy-weather", seed):
            d = determinise(st, st.to_act, rng)
            if d is not None:
                assert d.table[:st.turned] == st.table[:st.turned]
                assert len(d.table) == len(st.table)
