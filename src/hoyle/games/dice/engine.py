"""The dice games' common engine (Foster 1914, seed 001 part 6 §5): throws as explicit chance.

:class:`DiceState` is the base of every game of this family that throws more than one die at a
time: a chance turn (``to_act == CHANCE``) is due whenever ``dice_needed`` is above 0, and its
outcomes are the throws of that many dice *as a set* (the dice are not told apart: ``roll 1 3 3``,
faces in rising order), each with its exact multinomial probability (:func:`throw_outcomes`: 56
outcomes for three dice, 252 for five, summing to exactly 1). Drivers sample a throw with the
deal's shuffler, one ``sample(6)`` per die, then sort (:meth:`DiceState._sample_chance`): the same
distribution.

:class:`ScoreRaceState` is the first shape: every seat in turn makes the same fixed programme of
throws (the game's ``STAGES``: dice per throw, and which dice stay), and the highest score takes
the pool (each seat antes ``rules.ante``; equal scores divide it, odd chips to the tied seat
nearest seat 0 -- our reading, as in vingt-et-un with one die). Raffling, round the spot, going to
Boston and multiplication are data for it (:mod:`.throws`).
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from fractions import Fraction
from functools import lru_cache
from itertools import combinations_with_replacement
from math import factorial
from typing import Any, ClassVar

from ...core import Action, DealNotOver, GameState, Rules, option
from ...core.chance import CHANCE

__all__ = ["throw_outcomes", "DiceState", "ScoreRaceState", "PoolRules", "pool_outcome", "ThrowBot"]


@lru_cache(maxsize=None)
def _throws(n: int) -> tuple[tuple[Action, Fraction], ...]:
    total = 6 ** n
    out = []
    for faces in combinations_with_replacement(range(1, 7), n):
        ways = factorial(n)
        for m in Counter(faces).values():
            ways //= factorial(m)
        out.append((Action("roll", faces), Fraction(ways, total)))
    return tuple(out)


def throw_outcomes(n: int) -> list[tuple[Action, Fraction]]:
    """A throw of ``n`` (1..6) dice not told apart: one outcome per multiset of faces, written in
    rising order (``roll 1 3 3``), with probability ``ways / 6**n`` (``ways`` the orderings of
    the multiset: 3 for 1 3 3). Raises ValueError for ``n`` outside 1..6."""
    if not 1 <= n <= 6:
        raise ValueError("a throw is of 1 to 6 dice")
    return list(_throws(n))


def pool_outcome(scores: list, ante: int) -> list[int]:
    """Each seat antes ``ante``; the highest score takes the pool, equal highest divide it (odd
    chips to the first of them). ``scores``: comparable values, one per seat."""
    n = len(scores)
    best = max(scores)
    winners = [s for s in range(n) if scores[s] == best]
    share, odd = divmod(ante * n, len(winners))
    return [-ante + ((share + (odd if s == winners[0] else 0)) if s in winners else 0) for s in range(n)]


@dataclass(frozen=True)
class PoolRules(Rules):
    ante: int = option(1, "chips each player puts into the pool", "our reading: the book names a pool, "
                       "not its size (seed 001 part 6 §5)", minimum=1, maximum=1000)


class DiceState(GameState):
    """Base of the dice games: ``dice_needed`` dice to throw (a chance turn) or ``seat`` to act.

    Subclasses set ``seat`` (or ``None`` when the deal is over), ``dice_needed``, and define
    ``_thrown(faces)`` (a sorted tuple), ``_apply`` for the seats' choices, ``outcome``."""

    rules_cls: ClassVar[type[Rules]] = PoolRules
    #: the seat takes up the cup: ``throw`` (its only action) before each of its throws, in the
    #: games where the book leaves a player no other choice
    CALL_THROW: ClassVar[bool] = False

    def __init__(self, num_players, rules=None, shuffler=None, context=None):
        super().__init__(num_players, rules, shuffler, context)
        self.seat: int | None = 0
        self.dice_needed = 0
        self.called = False

    @property
    def to_act(self):
        if self.seat is None:
            return None
        return CHANCE if self.dice_needed and (self.called or not self.CALL_THROW) else self.seat

    def _apply(self, action):
        if self.CALL_THROW and self.dice_needed and not self.called:
            self.called = True
        else:
            self._choose(action)

    def _choose(self, action: Action) -> None:  # pragma: no cover - games with choices override
        raise NotImplementedError

    def chance_outcomes(self):
        return throw_outcomes(self.dice_needed) if self.to_act == CHANCE else []

    def _sample_chance(self):
        return Action("roll", tuple(sorted(self.shuffler.sample(6) + 1 for _ in range(self.dice_needed))))

    def _apply_chance(self, action):
        self.dice_needed = 0
        self.called = False
        self._thrown(tuple(action.args))

    def _thrown(self, faces: tuple[int, ...]) -> None:  # pragma: no cover - abstract
        raise NotImplementedError

    def legal_actions(self):
        if self.seat is None:
            return []
        if self.to_act == CHANCE:
            return [a for a, _ in self.chance_outcomes()]
        if self.dice_needed:
            return [Action("throw")]
        return self._choices()

    def _choices(self) -> list[Action]:
        return []

    def clone(self):
        twin = object.__new__(type(self))
        twin.__dict__.update(self.__dict__)
        for k, v in self.__dict__.items():
            if isinstance(v, list):
                twin.__dict__[k] = list(v)
            elif isinstance(v, dict):
                twin.__dict__[k] = dict(v)
        return twin

    def _over(self):
        if self.seat is not None:
            raise DealNotOver("the deal is not over")


class ScoreRaceState(DiceState):
    """Each seat in turn throws the game's ``STAGES`` and scores; the highest takes the pool.

    Class data: ``STAGES`` (dice thrown at each throw of a turn), ``keep(faces)`` (the dice of a
    throw that stay: all of them by default), ``score(kept)`` (a seat's score from the dice kept,
    in order). No choices: the book fixes which dice stay; a seat's only action is ``throw``."""

    STAGES: ClassVar[tuple[int, ...]] = (3, 3, 3)
    CALL_THROW = True

    def __init__(self, num_players, rules=None, shuffler=None, context=None):
        super().__init__(num_players, rules, shuffler, context)
        self.kept: list[tuple[int, ...]] = [()] * num_players
        self.stage = 0
        self.last: tuple[int, ...] = ()
        self.dice_needed = self.STAGES[0]

    def keep(self, faces: tuple[int, ...]) -> tuple[int, ...]:
        return faces

    def score(self, kept: tuple[int, ...]) -> int:
        return sum(kept)

    def _thrown(self, faces):
        s = self.seat
        k = self.keep(faces)
        self.kept[s] = self.kept[s] + k
        self.last = faces
        self.stage += 1
        self.log.append(f"seat {s} throws {' '.join(map(str, faces))}" +
                        (f", keeps {' '.join(map(str, k))}" if k != faces else "") +
                        (f": scores {self.score(self.kept[s])}" if self.stage == len(self.STAGES) else ""))
        if self.stage == len(self.STAGES):
            self.stage = 0
            self.seat = s + 1 if s + 1 < self.num_players else None
        if self.seat is not None:
            self.dice_needed = self.STAGES[self.stage]

    def scores(self) -> list[int | None]:
        """Each seat's score (``None`` for a seat yet to finish its throws)."""
        return [self.score(k) if (self.seat is None or s < self.seat) else None
                for s, k in enumerate(self.kept)]

    def outcome(self):
        self._over()
        return pool_outcome(self.scores(), self.rules.ante)

    def result_text(self):
        if self.seat is not None:
            return None
        sc = self.scores()
        best = max(sc)
        who = [s for s in range(self.num_players) if sc[s] == best]
        return f"seat{'s' if len(who) > 1 else ''} {', '.join(map(str, who))} take{'' if len(who) > 1 else 's'} the pool with {best}"

    def position_key(self):
        return (tuple(self.kept), self.seat, self.stage, self.dice_needed, self.called)

    def view(self, seat):
        v = {"game": self.game.slug, "scores": self.scores(), "kept": [list(k) for k in self.kept], "last_throw": list(self.last),
             "to_throw": self.seat, "pool": self.rules.ante * self.num_players}
        if self.seat is None:
            v["outcome"] = self.outcome()
        return v


class ThrowBot:
    """A bot for a game whose only actions are the throws (or the first legal action)."""

    name = "heuristic"

    def __init__(self, seat, seed=None, game=None):
        self.seat = seat

    def choose(self, view: dict[str, Any], legal: list[Action]) -> Action:
        return legal[0]
