"""Determinisation over a state's card zones: the unseen cards dealt afresh, for information-set
search (:mod:`hoyle.bots.ismcts`) in every phase of a card game -- the auction and the making
before the play, the play from a stock, a widow or skat lying aside.

A state names the places a hidden card may lie with :meth:`GameState.card_zones`: each a
:class:`Zone` holding the *live* list the state keeps (a hand, the stock's face-down cards,
the widow, the cards laid away), so that writing into it changes the state. The mechanics
implement it once -- :meth:`hoyle.mechanics.tricks.TrickPlay.card_zones` gives the hands with
the voids shown at the table, :meth:`hoyle.mechanics.stock.Stock.card_zones` the face-down
stock in its order -- and the default :meth:`GameState.card_zones` gathers them with a state's
own ``hands`` before play and its lists named in ``GameState.aside_zones`` (widow, skat, the
cards laid away). A game with its own secret overrides the hook; none needs to write a
determinisation of its own.

:func:`determinise_zones` then keeps every card ``seat`` may see where it lies (its own hand,
the turn-up taken by the dealer, a card shown from a hand, the exchanged cards it saw) and
deals the others -- the cards of ``hidden_cards(seat)`` -- at random into the places they
left, each zone keeping its size, no card to a zone that bars it (a suit the hand has shown
itself void in). The draw depends only on what ``seat`` knows: the multiset of unseen cards,
the zones' sizes and the cards it sees in them, the bars, and the generator.
"""

from __future__ import annotations

import copy
from collections import Counter
from typing import Any, Callable, NamedTuple

__all__ = ["AttrSlots", "Slots", "Zone", "aside_zones", "determinise_zones", "deal_into", "pick_by_room"]


class Zone(NamedTuple):
    """One place cards lie, for :func:`determinise_zones`.

    Attributes:
        cards: the state's own list (written in place).
        ordered: whether the order of the cards is part of the game (a stock, drawn from the
            top: its unseen cards are dealt into their places in a random order); a hand's is
            not (it is rebuilt as the cards it keeps, then the ones dealt, and sorted again
            when it was held sorted).
        bars: a card this zone cannot hold (a suit the hand has shown itself void in), or None.
        attr: the state's attribute that holds ``cards`` (or the hands or dict it is one of),
            where the game's ``clone`` shares it with the state it copies (the game never
            changes it): a determinisation gives the copy its own before writing.
        sort: for a hand, whether it is sorted again after a redeal: None (the default) when
            it was held sorted; False for a game that holds its hands in the order dealt (stud,
            brag), where whether a hand of unseen cards happened to be sorted would tell a
            little of those cards.
    """

    cards: Any
    ordered: bool = False
    bars: Callable[[Any], bool] | None = None
    attr: str | None = None
    sort: bool | None = None


class Slots:
    """Some positions of a list (a pack's cards from the next one dealt on, the record of
    those dealt before staying as it is) seen as a list, written in place:
    ``Zone(Slots(deck, range(pos, len(deck))), ordered=True, attr="deck")``; or some keys of a
    dict of single cards (a seat's first card, kept for the seats that retired)."""

    __slots__ = ("base", "keys")

    def __init__(self, base: Any, keys: Any) -> None:
        self.base = base
        self.keys = list(keys)

    def __len__(self) -> int:
        return len(self.keys)

    def __iter__(self):
        return (self.base[k] for k in self.keys)

    def __getitem__(self, i: int) -> Any:
        return self.base[self.keys[i]]

    def __setitem__(self, i: int, c: Any) -> None:
        self.base[self.keys[i]] = c


class AttrSlots:
    """Single cards a state keeps in attributes of its own (a card set aside unseen) seen as
    a list, written in place: ``Zone(AttrSlots(state, "upcard"), ordered=True)``."""

    __slots__ = ("base", "keys")

    def __init__(self, base: Any, *names: str) -> None:
        self.base = base
        self.keys = names

    def __len__(self) -> int:
        return len(self.keys)

    def __iter__(self):
        return (getattr(self.base, k) for k in self.keys)

    def __getitem__(self, i: int) -> Any:
        return getattr(self.base, self.keys[i])

    def __setitem__(self, i: int, c: Any) -> None:
        setattr(self.base, self.keys[i], c)


def aside_zones(name: str, value: Any) -> dict[str, Zone]:
    """The zones of a state's attribute ``name`` holding cards aside: a list of cards (one zone),
    a list of lists (one a list: ``name 0``...), a dict of lists by seat (``name 0``...), or a
    dict of single cards by seat (one ordered zone); nothing for anything else."""
    if isinstance(value, list):
        if value and all(isinstance(x, list) for x in value):
            return {f"{name} {i}": Zone(x, attr=name) for i, x in enumerate(value)}
        if all(isinstance(x, int) for x in value):
            return {name: Zone(value, attr=name)}
    elif isinstance(value, dict) and value:
        vals = list(value.values())
        if all(isinstance(x, list) for x in vals):
            return {f"{name} {k}": Zone(x, attr=name) for k, x in value.items()}
        if all(isinstance(x, int) for x in vals):
            return {name: Zone(Slots(value, value), ordered=True, attr=name)}
    return {}


def _base(z: Zone) -> int:
    return id(getattr(z.cards, "base", z.cards))


def _suit_major(card: Any) -> tuple[int, int]:
    # how the trick games hold a hand (hoyle.mechanics.tricks.suit_major): by suit, then rank
    return (-(int(card) & 3), -int(card))


def _is_sorted(cards: list, key: Callable | None) -> bool:
    return all((key(a) <= key(b)) if key else (a <= b) for a, b in zip(cards, cards[1:]))


def pick_by_room(rng: Any, places: list[int], room: list[int]) -> int:
    """One of ``places`` drawn with odds in proportion to its ``room`` (the cards it still
    takes): a card dealt at random among the unseen places fills each as often as a real
    deal would. One ``rng.random()`` draw."""
    x = rng.random() * sum(room[z] for z in places)
    for z in places:
        x -= room[z]
        if x < 0:
            return z
    return places[-1]


def deal_into(pool: list, holes: list[int], bars: list[Callable[[Any], bool] | None], rng: Any,
              tries: int = 20) -> list[list]:
    """Deal ``pool`` into places of ``holes[i]`` cards, no card to a place whose ``bars[i]``
    refuses it: the cards fewest places may take first (random among equals), each to a place
    drawn among those that may take it in proportion to the room left. After ``tries`` dead
    ends the bars are dropped (a hand that renounced in error is not void)."""
    n = len(holes)
    for attempt in range(tries + 1):
        use = attempt < tries
        takers = [[i for i, bar in enumerate(bars) if holes[i] and not (use and bar is not None and bar(c))]
                  for c in pool]
        order = [int(i) for i in rng.permutation(len(pool))]
        order.sort(key=lambda i: len(takers[i]))          # stable: random among equals
        room = holes[:]
        deal: list[list] = [[] for _ in range(n)]
        for i in order:
            seats = [z for z in takers[i] if room[z]]
            if not seats:
                break
            pick = pick_by_room(rng, seats, room)
            deal[pick].append(pool[i])
            room[pick] -= 1
        else:
            return deal
    raise AssertionError("unreachable: without bars every deal fits")  # pragma: no cover


def determinise_zones(state: Any, seat: int, rng: Any) -> Any:
    """A clone of ``state`` in which the cards ``seat`` may not see are dealt afresh among the
    zones of :meth:`card_zones` (see the module docstring); ``rng`` is a
    ``numpy.random.Generator``. The clone's ``redealt()`` hook is called after (a game that
    keeps a record drawn from the hands rebuilds it there).

    Returns None where the state names no zones, its clone shares a zone's list with it (the
    state itself would be changed), or some unseen card lies outside them (the game keeps it
    where the hook does not reach): the bot then falls back to another."""
    out = state.clone()
    zones = out.card_zones()
    if not zones:
        return None
    mine = {_base(z) for z in state.card_zones().values()}
    shared = {z.attr for z in zones.values() if _base(z) in mine}
    if shared:
        if None in shared:
            return None                      # the clone shares a list with the state
        for a in shared:
            setattr(out, a, copy.deepcopy(getattr(out, a)))
        zones = out.card_zones()
        if any(_base(z) in mine for z in zones.values()):
            return None
    left = Counter(out.hidden_entries(seat))
    if not left:
        return out
    names = list(zones)
    hands = [n for n in names if not zones[n].ordered]
    before = {n: sorted(zones[n].cards) for n in hands}
    # the seat's own hand is looked at last: in a pack of two decks an unseen card may be the
    # twin of one it holds, and the unseen one is the other's (double-pack rum)
    own = f"hand {seat}"
    found: dict[str, list[int]] = {}
    for name in sorted(names, key=lambda n: n == own):
        idx = []
        for i, c in enumerate(zones[name].cards):
            if left[c] > 0:
                left[c] -= 1
                idx.append(i)
        found[name] = idx
    slots = [found[n] for n in names]
    if any(v > 0 for v in left.values()):
        return None                          # unseen cards elsewhere than the zones
    pool = sorted((c for name, idx in zip(names, slots) for i in idx for c in (zones[name].cards[i],)),
                  key=lambda c: (int(c), repr(c)))
    deal = deal_into(pool, [len(i) for i in slots], [zones[n].bars for n in names], rng)
    for name, idx, got in zip(names, slots, deal):
        if not idx:
            continue
        z = zones[name]
        if z.ordered:
            for i, c in zip(idx, got):
                z.cards[i] = c
            continue
        held = set(idx)
        kept = [c for i, c in enumerate(z.cards) if i not in held]
        if z.sort is False:
            z.cards[:] = kept + got
            continue
        key = _suit_major if _is_sorted(z.cards, _suit_major) else None
        was_sorted = key is not None or _is_sorted(z.cards, None)
        z.cards[:] = kept + got
        if was_sorted:
            z.cards.sort(key=key)
    dealt = getattr(out, "dealt", None)
    if isinstance(dealt, list) and all(isinstance(h, list) for h in dealt):
        # a record of the deal that is the hands as they are (nothing played yet): rebuilt
        mirror = [n for n in hands if n.startswith("hand ")]
        if len(mirror) == len(dealt) and all(sorted(d) == before[n] for d, n in zip(dealt, mirror)):
            out.dealt = [sorted(zones[n].cards) for n in mirror]
    if "_legal_memo" in out.__dict__:
        out._legal_memo = None               # the legal actions remembered are the old hands'
    hook = getattr(out, "redealt", None)
    if hook is not None:
        hook()
    return out
