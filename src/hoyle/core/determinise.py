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

from collections import Counter
from typing import Any, Callable, NamedTuple

__all__ = ["Zone", "determinise_zones", "deal_into"]


class Zone(NamedTuple):
    """One place cards lie, for :func:`determinise_zones`.

    Attributes:
        cards: the state's own list (written in place).
        ordered: whether the order of the cards is part of the game (a stock, drawn from the
            top: its unseen cards are dealt into their places in a random order); a hand's is
            not (it is rebuilt as the cards it keeps, then the ones dealt, and sorted again
            when it was held sorted).
        bars: a card this zone cannot hold (a suit the hand has shown itself void in), or None.
        ident: the card an entry stands for, where the lists hold something else (bezique's
            positions in a pack of several decks, each a card of ``hidden_cards``); None: the
            entry is the card.
    """

    cards: list
    ordered: bool = False
    bars: Callable[[Any], bool] | None = None
    ident: Callable[[Any], Any] | None = None


def _suit_major(card: Any) -> tuple[int, int]:
    # how the trick games hold a hand (hoyle.mechanics.tricks.suit_major): by suit, then rank
    return (-(int(card) & 3), -int(card))


def _is_sorted(cards: list, key: Callable | None) -> bool:
    return all((key(a) <= key(b)) if key else (a <= b) for a, b in zip(cards, cards[1:]))


def deal_into(pool: list, holes: list[int], bars: list[Callable[[Any], bool] | None], rng: Any,
              tries: int = 20) -> list[list]:
    """Deal ``pool`` into places of ``holes[i]`` cards, no card to a place whose ``bars[i]``
    refuses it: the cards fewest places may take first (random among equals), each to a place
    drawn among those that may take it in proportion to the room left. After ``tries`` dead
    ends the bars are dropped (a hand that renounced in error is not void)."""
    n = len(holes)
    for attempt in range(tries + 1):
        use = attempt < tries
        takers = [[i for i in range(n) if holes[i] and not (use and bars[i] is not None and bars[i](c))]
                  for c in pool]
        order = [int(i) for i in rng.permutation(len(pool))]
        order.sort(key=lambda i: len(takers[i]))          # stable: random among equals
        room = holes[:]
        deal: list[list] = [[] for _ in range(n)]
        for i in order:
            seats = [z for z in takers[i] if room[z]]
            if not seats:
                break
            x = rng.random() * sum(room[z] for z in seats)
            pick = seats[-1]
            for z in seats:
                x -= room[z]
                if x < 0:
                    pick = z
                    break
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
    mine = {id(z.cards) for z in state.card_zones().values()}
    if any(id(z.cards) in mine for z in zones.values()):
        return None                          # the clone shares a list with the state
    left = Counter(out.hidden_cards(seat))
    if not left:
        return out
    names = list(zones)
    slots: list[list[int]] = []
    for name in names:
        idx = []
        ident = zones[name].ident
        for i, c in enumerate(zones[name].cards):
            k = ident(c) if ident is not None else c
            if left[k] > 0:
                left[k] -= 1
                idx.append(i)
        slots.append(idx)
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
        key = _suit_major if _is_sorted(z.cards, _suit_major) else None
        was_sorted = key is not None or _is_sorted(z.cards, None)
        z.cards[:] = kept + got
        if was_sorted:
            z.cards.sort(key=key)
    hook = getattr(out, "redealt", None)
    if hook is not None:
        hook()
    return out
