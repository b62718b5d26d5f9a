"""Chance: shuffles from a seeded generator (reproducible) or the OS CSPRNG, or a stacked deck;
and the explicit chance turns of games whose chance is small and countable.

Two kinds of chance
-------------------
*Hidden chance* (the shuffled card games): the state draws from its :class:`Shuffler` inside an
action (``shuffler.shuffle(cards)``, ``shuffler.randint(n)``). Every shuffle is logged in
``shuffler.log`` (the resulting orders) and every ``randint`` in ``shuffler.draws_log``, so a
deal can be written as a record and replayed exactly with :class:`StackedShuffler`, and a
book's printed deal can be replayed by stacking the deck.

*Explicit chance* (dice, a draw from a known small stock): the state has a **chance turn**.
Its ``to_act`` is :data:`CHANCE` (``-1``; ``None`` still means the deal is over), and
``chance_outcomes()`` lists every outcome as ``(Action, Fraction)`` pairs: distinct actions,
exact probabilities, each > 0, summing to exactly 1 (:func:`check_outcomes`). At a chance turn
``legal_actions()`` is the same actions in the same order. An outcome is applied with an
ordinary ``state.apply(action)`` (e.g. ``roll 6 2 1`` for three dice), checked like any action
(an action that is not an outcome now raises ``IllegalAction``, state unchanged), and kept in
``state.history`` as ``(CHANCE, action)`` -- so a record lists it in ``"actions"`` as
``[-1, "roll 6 2 1"]``. Exact analysis walks the outcomes (:mod:`hoyle.analysis.exact`).

Drivers (the terminal, the web tables, the simulator, the test suites) never choose a chance
outcome themselves: before asking a seat to act they call :func:`resolve_chance` (or
``state.sample_chance()`` and ``apply``), which samples with the state's own shuffler --
seeded or the OS CSPRNG -- through :meth:`Shuffler.sample`, so a seeded run is reproducible.
The sample is *not* logged in ``draws_log``: the outcome itself is recorded as the chance
action. A game may override ``GameState._sample_chance`` to draw the way it drew before the
chance became explicit (the dice games: one ``randint(6)`` per die; card craps: the next two
cards of its shuffled pack), so seeds give the same deals and records written before still
replay; the drawn action must be one of ``chance_outcomes()`` and the draw must have exactly
their distribution.
"""

from __future__ import annotations

import random
import secrets
from collections import Counter
from fractions import Fraction
from functools import lru_cache
from itertools import product
from math import lcm, perm
from typing import TYPE_CHECKING, Any, Iterable, Sequence

import numpy as np

from ..cards import Card
from .errors import IllegalAction, RecordError

if TYPE_CHECKING:
    from .actions import Action
    from .state import GameState

__all__ = ["Shuffler", "SeededShuffler", "SystemShuffler", "StackedShuffler", "make_shuffler",
           "CHANCE", "check_outcomes", "sample_outcome", "resolve_chance", "dice_outcomes", "sample_dice",
           "draw_outcomes", "unseal", "SEALED"]

#: ``state.to_act`` at a chance turn (and the seat of a chance action in ``state.history`` and
#: in a record's ``"actions"``). Never a seat number: seats are 0-based.
CHANCE = -1


class Shuffler:
    """Base: ``shuffle(cards) -> list`` (a new list; the top of the deck is index 0)."""

    def __init__(self) -> None:
        self.log: list[list[int]] = []
        self.draws_log: list[int] = []

    def _order(self, cards: list) -> list:  # pragma: no cover - abstract
        raise NotImplementedError

    def shuffle(self, cards: Sequence[Card]) -> list[Card]:
        out = self._order(list(cards))
        self.log.append(list(out))       # the items themselves: written by hoyle.core.items
        return out

    @property
    def last_order(self) -> str:
        """Where the latest shuffled order lies in a deal's record (``"shuffles/N"``), for
        :meth:`~hoyle.core.state.GameState.live_pack`."""
        return f"shuffles/{len(self.log) - 1}"

    def randint(self, n: int) -> int:
        """A uniform integer in 0..n-1 (for chance events other than shuffles: dice, cuts)."""
        v = self._randint(n)
        self.draws_log.append(v)
        return v

    def _randint(self, n: int) -> int:  # pragma: no cover - abstract
        raise NotImplementedError

    def sample(self, n: int) -> int:
        """A uniform integer in 0..n-1 for an explicit chance turn.

        Drawn exactly as :meth:`randint` draws (the same generator, the same value for the same
        seed; a :class:`StackedShuffler` returns its next recorded draw, so records written when
        the chance was hidden replay), but not logged in ``draws_log``: the outcome is recorded
        as the chance action instead.
        """
        return self._randint(n)

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
        # Python ints index faster than NumPy's, and map faster than a comprehension
        return list(map(cards.__getitem__, perm.tolist()))

    def _randint(self, n: int) -> int:
        return int(self.rng.integers(n))

    def __deepcopy__(self, memo: dict) -> "SeededShuffler":
        # a copy that goes on drawing exactly what this one would (clones before a chance turn);
        # faster than copying the generator object by object
        new = object.__new__(type(self))
        new.__dict__.update(self.__dict__)
        new.log = list(self.log)              # the orders themselves are never changed
        new.draws_log = list(self.draws_log)
        bg = np.random.PCG64(0)
        bg.state = self.rng.bit_generator.state  # type: ignore[assignment]
        new.rng = np.random.Generator(bg)
        return new

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
        self.orders = [[c if c == SEALED else _as_item(c) for c in o]
                       if not isinstance(o, str) else [_as_item(t) for t in o.replace(",", " ").split()]
                       for o in orders]
        self.draws = list(draws)
        self._n = 0
        self._d = 0

    def _order(self, cards: list) -> list:
        if self._n >= len(self.orders):
            raise RecordError(f"stacked deck has only {len(self.orders)} shuffle(s); a further one was asked for")
        order = self.orders[self._n]
        if SEALED in order:      # a public record: sealed items were never dealt in its deal
            order = unseal(order, cards)
        if sorted(order) != sorted(cards) or any(type(a) is not type(b) for a, b in
                                                 zip(sorted(order), sorted(cards))):
            raise RecordError(f"stacked order #{self._n + 1} does not hold exactly the {len(cards)} items being shuffled")
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
    known = [_as_item(c) for c in items if c != SEALED]
    if len(known) == len(items):
        return known
    kind = {int(u): u for u in universe}
    left = Counter(int(c) for c in universe)
    for c in [*known, *(_as_item(c) for c in also_known)]:
        if left[int(c)] <= 0:
            raise RecordError(f"{c} appears more often than the pack holds it")
        left[int(c)] -= 1
    spare = sorted(left.elements())
    need = sum(1 for c in items if c == SEALED)
    if need > len(spare):
        raise RecordError(f"{need} sealed items but only {len(spare)} cards are left in the pack")
    it = iter(spare[:need])
    return [kind[next(it)] if c == SEALED else _as_item(c) for c in items]


def _as_item(c):
    from .items import parse_item
    return parse_item(c)


def make_shuffler(seed: int | None = None) -> Shuffler:
    """A seeded shuffler when ``seed`` is given, else the OS CSPRNG."""
    return SeededShuffler(seed) if seed is not None else SystemShuffler()


# ---------------------------------------------------------------------------------- explicit chance
def check_outcomes(outcomes: Sequence[tuple["Action", Fraction]]) -> None:
    """Check a chance turn's outcome list: non-empty, distinct actions, each probability an exact
    :class:`~fractions.Fraction` (or int) above 0, summing to exactly 1.

    Raises:
        AssertionError: naming the first fault (for the conformance suite and game tests).
    """
    assert outcomes, "a chance turn lists no outcome"
    seen = set()
    for a, p in outcomes:
        assert isinstance(p, (Fraction, int)) and not isinstance(p, bool), f"{a}: {p!r} is not exact"
        assert p > 0, f"{a}: probability {p} is not above 0"
        assert a not in seen, f"{a} is listed twice"
        seen.add(a)
    total = sum((p for _, p in outcomes), Fraction(0))
    assert total == 1, f"the chance outcomes sum to {total}, not 1"


def sample_outcome(outcomes: Sequence[tuple["Action", Fraction]], shuffler: Shuffler) -> "Action":
    """Draw one outcome of ``outcomes`` (``(Action, Fraction)`` pairs) with ``shuffler``, exactly.

    Equal probabilities (a die, a throw of several dice listed one per ordered throw) take one
    ``shuffler.sample(len(outcomes))`` and return that entry; otherwise one
    ``shuffler.sample(D)``, ``D`` the least common denominator, is laid along the outcomes'
    cumulative probabilities in their listed order. Raises IllegalAction if the list is empty.
    """
    if not outcomes:
        raise IllegalAction("there is no chance to resolve now")
    first = outcomes[0][1]
    if all(p == first for _, p in outcomes):
        return outcomes[shuffler.sample(len(outcomes))][0]
    probs = [p if type(p) is Fraction else Fraction(p) for _, p in outcomes]
    d = lcm(*(p.denominator for p in probs))
    r = shuffler.sample(d)
    acc = 0
    for (a, _), p in zip(outcomes, probs):
        acc += p.numerator * d // p.denominator      # exact: d is a multiple of the denominator
        if r < acc:
            return a
    return outcomes[-1][0]


def resolve_chance(state: "GameState") -> "list[Action]":
    """Resolve every chance turn due now: while ``state.to_act == CHANCE``, sample an outcome with
    the state's shuffler (``state.sample_chance()``) and apply it. Returns the chance actions
    applied, in order (empty when a seat, or nobody, is to act). Every driver calls this before
    asking a seat to act; front ends may show the returned actions (``roll 6 2 1``).
    """
    done: list[Any] = []
    while state.to_act == CHANCE:
        action = state.sample_chance()
        state.apply(action)
        done.append(action)
    return done


# ------------------------------------------------------------------------- common chance turns
@lru_cache(maxsize=None)
def _dice(n: int, sides: int, verb: str) -> tuple:
    from .actions import Action
    p = Fraction(1, sides ** n)
    return tuple((Action(verb, d), p) for d in product(range(1, sides + 1), repeat=n))


def dice_outcomes(n: int, sides: int = 6, verb: str = "roll") -> list[tuple["Action", Fraction]]:
    """A throw of ``n`` dice of ``sides`` faces: one outcome per ordered throw, first die first
    (``Action("roll", (6, 2, 1))``, written ``roll 6 2 1``), each ``1 / sides**n`` -- 6, 36 and
    216 outcomes for one, two and three dice. Draw it with :func:`sample_dice`."""
    if n < 1 or sides < 2:
        raise ValueError("a throw needs at least one die of at least two faces")
    return list(_dice(n, sides, verb))


def sample_dice(shuffler: Shuffler, n: int, sides: int = 6, verb: str = "roll") -> "Action":
    """Throw ``n`` dice with ``shuffler``: one ``shuffler.sample(sides)`` per die, in order (the
    way the dice games drew with ``randint`` before their chance was explicit), so the same seed
    gives the same throw and a record's ``"draws"`` replay it. Distribution: :func:`dice_outcomes`."""
    from .actions import Action
    return Action(verb, tuple(shuffler.sample(sides) + 1 for _ in range(n)))


def draw_outcomes(stock: "Counter | Iterable", k: int, verb: str = "draw") -> list[tuple["Action", Fraction]]:
    """Drawing ``k`` items one after another, without replacement, from a known ``stock`` (a
    Counter of items, or an iterable with one entry per copy): one outcome per ordered sequence
    of distinct item values, with probability ``prod(copies left) / (n (n-1) ... (n-k+1))``.
    Items sort for a stable order (cards by their number). Two cards from card craps' full
    48-card pack (24 kinds, two copies each) give 576 outcomes.

    Raises:
        ValueError: ``k`` is not 1..the number of items in the stock.
    """
    from .actions import Action
    c = stock if isinstance(stock, Counter) else Counter(stock)
    left = {x: m for x, m in c.items() if m > 0}
    n = sum(left.values())
    if not 1 <= k <= n:
        raise ValueError(f"cannot draw {k} from a stock of {n}")
    denom = perm(n, k)
    kinds = sorted(left)
    out: list[tuple[Any, Fraction]] = []
    if k == 2:                          # the common case (two cards, a pair of tiles), written out
        for x in kinds:
            mx = left[x]
            for y in kinds:
                my = left[y] - (x == y)
                if my > 0:
                    out.append((Action(verb, (x, y)), Fraction(mx * my, denom)))
        return out

    def walk(prefix: tuple, ways: int) -> None:
        if len(prefix) == k:
            out.append((Action(verb, prefix), Fraction(ways, denom)))
            return
        for x in kinds:
            m = left[x]
            if m:
                left[x] = m - 1
                walk(prefix + (x,), ways * m)
                left[x] = m
    walk((), 1)
    return out
