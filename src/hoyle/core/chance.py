"""Chance: shuffles from a seeded generator (reproducible) or the OS CSPRNG, or a stacked deck.

Every shuffle a deal makes is logged in ``shuffler.log`` (the resulting orders), so a deal
can be written as a record and replayed exactly with :class:`StackedShuffler`, and a
book's printed deal can be replayed by stacking the deck.
"""

from __future__ import annotations

import random
import secrets
from typing import Iterable, Sequence

import numpy as np

from ..cards import Card, parse_cards
from .errors import RecordError

__all__ = ["Shuffler", "SeededShuffler", "SystemShuffler", "StackedShuffler", "make_shuffler",
           "unseal", "SEALED"]


class Shuffler:
    """Base: ``shuffle(cards) -> list`` (a new list; the top of the deck is index 0)."""

    def __init__(self) -> None:
        self.log: list[list[int]] = []
        self.draws_log: list[int] = []

    def _order(self, cards: list) -> list:  # pragma: no cover - abstract
        raise NotImplementedError

    def shuffle(self, cards: Sequence[Card]) -> list[Card]:
        out = self._order(list(cards))
        self.log.append([int(c) for c in out])
        return out

    def randint(self, n: int) -> int:
        """A uniform integer in 0..n-1 (for chance events other than shuffles: dice, cuts)."""
        v = self._randint(n)
        self.draws_log.append(v)
        return v

    def _randint(self, n: int) -> int:  # pragma: no cover - abstract
        raise NotImplementedError

    def describe(self) -> dict:
        return {"kind": type(self).__name__}


class SeededShuffler(Shuffler):
    """Reproducible shuffles from NumPy's PCG64 seeded with ``seed`` (simulation, tests)."""

    def __init__(self, seed: int | None = 0):
        super().__init__()
        self.seed = seed
        self.rng = np.random.Generator(np.random.PCG64(seed))

    def _order(self, cards: list) -> list:
        perm = self.rng.permutation(len(cards))
        return [cards[i] for i in perm]

    def _randint(self, n: int) -> int:
        return int(self.rng.integers(n))

    def describe(self) -> dict:
        return {"kind": "seeded", "seed": self.seed}


class SystemShuffler(Shuffler):
    """Shuffles from the operating system's CSPRNG (play against people)."""

    _sys = random.SystemRandom()

    def _order(self, cards: list) -> list:
        self._sys.shuffle(cards)
        return cards

    def _randint(self, n: int) -> int:
        return secrets.randbelow(n)

    def describe(self) -> dict:
        return {"kind": "system"}


class StackedShuffler(Shuffler):
    """Returns given orders in turn: replays a record, or deals a book's printed hands.

    ``orders`` is a list of card orders (each a list of cards, card texts or indexes);
    the n-th shuffle returns the n-th order, which must hold exactly the cards shuffled.
    ``draws`` optionally gives the results of :meth:`randint` calls in turn.

    Raises:
        RecordError: more shuffles than orders, or an order that is not a permutation
            of the cards being shuffled.
    """

    def __init__(self, orders: Iterable[Iterable], draws: Iterable[int] = ()):
        super().__init__()
        self.orders = [[c if c == SEALED else _as_card(c) for c in o]
                       if not isinstance(o, str) else parse_cards(o) for o in orders]
        self.draws = list(draws)
        self._n = 0
        self._d = 0

    def _order(self, cards: list) -> list:
        if self._n >= len(self.orders):
            raise RecordError(f"stacked deck has only {len(self.orders)} shuffle(s); a further one was asked for")
        order = self.orders[self._n]
        if SEALED in order:      # a public record: sealed items were never dealt in its deal
            order = unseal(order, cards)
        if sorted(order) != sorted(cards):
            raise RecordError(f"stacked order #{self._n + 1} does not hold exactly the {len(cards)} cards being shuffled")
        self._n += 1
        return list(order)

    def _randint(self, n: int) -> int:
        if self._d >= len(self.draws):
            raise RecordError("stacked chance has no more draws")
        v = self.draws[self._d]
        self._d += 1
        if not 0 <= v < n:
            raise RecordError(f"stacked draw {v} is outside 0..{n - 1}")
        return v

    def describe(self) -> dict:
        return {"kind": "stacked"}


SEALED = "??"   # an item sealed in a public record (see hoyle.core.record.public_record)


def unseal(items: Sequence, universe: Sequence[Card], also_known: Iterable = ()) -> list[Card]:
    """Cards for a list that may hold sealed items (``"??"``): the known ones as given, each
    sealed one replaced by a stand-in from ``universe`` less the known ones (and less
    ``also_known``, cards known to be elsewhere: discards, burnt cards), in card order.

    A public record seals only items that its deal never deals, so stand-ins replay it.
    Raises RecordError if the known items are not all in ``universe`` or too few are left.
    """
    from collections import Counter
    known = [_as_card(c) for c in items if c != SEALED]
    if len(known) == len(items):
        return known
    left = Counter(int(c) for c in universe)
    for c in [*known, *(_as_card(c) for c in also_known)]:
        if left[int(c)] <= 0:
            raise RecordError(f"{c} appears more often than the pack holds it")
        left[int(c)] -= 1
    spare = sorted(left.elements())
    need = sum(1 for c in items if c == SEALED)
    if need > len(spare):
        raise RecordError(f"{need} sealed items but only {len(spare)} cards are left in the pack")
    it = iter(spare[:need])
    return [Card(next(it)) if c == SEALED else _as_card(c) for c in items]


def _as_card(c) -> Card:
    if isinstance(c, Card):
        return c
    if isinstance(c, int):
        return Card(c)
    return parse_cards(str(c))[0]


def make_shuffler(seed: int | None = None) -> Shuffler:
    """A seeded shuffler when ``seed`` is given, else the OS CSPRNG."""
    return SeededShuffler(seed) if seed is not None else SystemShuffler()
