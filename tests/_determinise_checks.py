"""Checks shared by the families' determinisation tests (zones12): a determinisation for the
seat to act keeps what the seat sees where it lies, every place's size, each card once, the
same unseen cards only moved between the places they may lie, plays out to the end, and
depends only on what the seat sees -- a state with the unseen cards moved about (the others'
hole cards swapped with the pack's) gives the same determinisation for the same generator."""

from __future__ import annotations

import copy
from collections import Counter
from typing import Any, Iterator

import numpy as np

from hoyle.bots.ismcts import determinise
from hoyle.core.determinise import _is_sorted, _suit_major
from hoyle.core import SeededShuffler, get_game, resolve_chance
from hoyle.core.chance import CHANCE


def positions(slug: str, seed: int, rules: dict | None = None, players: int | None = None,
              limit: int = 400) -> Iterator[tuple[Any, np.random.Generator]]:
    """The decisions of more than one action of a deal played with random moves."""
    g = get_game(slug)
    st = g.new_deal(players, rules, SeededShuffler(seed))
    rng = np.random.Generator(np.random.PCG64(seed))
    steps = 0
    while not st.is_over and steps < limit:
        steps += 1
        if resolve_chance(st):
            continue
        legal = st.legal_actions()
        if len(legal) > 1:
            yield st, rng
        st.apply(legal[int(rng.integers(len(legal)))])


def _locations(st: Any) -> dict[str, list]:
    return {k: list(v) for k, v in st.card_locations().items()}


def _hidden(st: Any, me: int) -> Counter:
    # one entry a copy (a shoe of several packs)
    return Counter(st.hidden_entries(me))


def _seen(st: Any, me: int) -> dict[str, Counter]:
    hidden = _hidden(st, me)
    out = {}
    for k, cards in _locations(st).items():
        left = Counter(hidden)
        kept = []
        for c in cards:
            if left[c] > 0:
                left[c] -= 1
            else:
                kept.append(c)
        out[k] = Counter(kept)
    return out


def shuffled_unseen(st: Any, me: int, rng: np.random.Generator) -> Any:
    """A copy of ``st`` in which the cards ``me`` cannot see are moved about among the places
    they lie (each place keeping its size), by the test itself, not by the code under test;
    the copy's ``redealt`` hook (a record drawn from the hands) is called after."""
    t = st.clone()
    for z in st.card_zones().values():       # a clone may share a zone's list with the state
        if z.attr:
            setattr(t, z.attr, copy.deepcopy(getattr(t, z.attr)))
    hidden = _hidden(t, me)
    slots = []
    zones = t.card_zones()
    for name in sorted(zones, key=lambda n: n == f"hand {me}"):     # its own last, as the core
        z = zones[name]
        left = Counter(hidden)
        for i, c in enumerate(z.cards):
            if left[c] > 0:
                left[c] -= 1
                hidden[c] -= 1
                slots.append((z, i))
    # a hand the game holds sorted (bridge, whist) is held so again, as the game would
    keys = {}
    for name, z in zones.items():
        if not z.ordered and z.sort is not False:
            keys[name] = (_suit_major if _is_sorted(list(z.cards), _suit_major)
                          else None if _is_sorted(list(z.cards), None) else False)
    cards = [z.cards[i] for z, i in slots]
    perm = [int(i) for i in rng.permutation(len(cards))]
    for (z, i), j in zip(slots, perm):
        z.cards[i] = cards[j]
    for name, key in keys.items():
        if key is not False:
            zones[name].cards.sort(key=key)
    hook = getattr(t, "redealt", None)
    if hook is not None:
        hook()
    return t


def check_position(st: Any, rng: np.random.Generator, own: bool = True) -> bool:
    """The checks of the module docstring at one decision; True where another place's unseen
    cards changed (a determinisation that never moves one proves nothing). ``own``: the seat
    sees its own hand (False at the forehead game, where it sees every hand but its own)."""
    me = st.to_act
    before = (st.view(me), _locations(st))
    d = determinise(st, me, rng)
    assert d is not None, getattr(st, "phase", None)
    assert (st.view(me), _locations(st)) == before, "the state itself was changed"
    assert d.view(me) == st.view(me)
    ls, ld = _locations(st), _locations(d)
    assert {k: len(v) for k, v in ld.items()} == {k: len(v) for k, v in ls.items()}
    assert _seen(d, me) == _seen(st, me), "a card the seat sees moved"
    assert _hidden(d, me) == _hidden(st, me)
    every = sorted(int(c) for v in ld.values() for c in v)
    real = sorted(int(c) for v in ls.values() for c in v)
    assert every == real, "not the same cards"
    if len(set(real)) == len(real):
        assert len(set(every)) == len(every), "a card twice"
    if own:
        mine = [k for k in ls if k.split()[-1] == str(me) and k.split()[0] in ("hand", "down", "hole")]
        for k in mine:
            assert sorted(ld[k]) == sorted(ls[k]), k
    moved = any(ld[k] != ls[k] for k in ls)
    # independent of the real unseen cards: the same draw from a state that differs only there
    seed = int(rng.integers(1 << 30))
    other = shuffled_unseen(st, me, np.random.Generator(np.random.PCG64(seed + 1)))
    assert other.view(me) == st.view(me)
    a = determinise(st, me, np.random.Generator(np.random.PCG64(seed)))
    b = determinise(other, me, np.random.Generator(np.random.PCG64(seed)))
    assert _locations(a) == _locations(b), "the determinisation read an unseen card"
    play_to_end(d, rng)
    return moved


def check_deals(slug: str, seeds: Any, per_deal: int, rules: dict | None = None,
                own: bool = True) -> tuple[int, int]:
    """:func:`check_position` at the first ``per_deal`` decisions of each seeded deal:
    ``(positions checked, positions where another place was dealt afresh)``."""
    asked = moved = 0
    for seed in seeds:
        for k, (st, rng) in enumerate(positions(slug, seed, rules)):
            if k >= per_deal:
                break
            asked += 1
            moved += check_position(st, rng, own=own)
    return asked, moved


def play_to_end(d: Any, rng: np.random.Generator, limit: int = 2000) -> None:
    """Play a determinisation to the end with random legal actions (chance drawn), within
    ``limit`` actions, and ask its outcome: a copy the search can use."""
    t = 0
    while not d.is_over and t < limit:
        t += 1
        if d.to_act == CHANCE:
            d.apply(d.sample_chance())
            continue
        legal = d.legal_actions()
        d.apply(legal[int(rng.integers(len(legal)))])
    assert d.is_over
    d.outcome()
