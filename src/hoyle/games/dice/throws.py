"""Four dice games of one shape (:class:`~.engine.ScoreRaceState`): each player in turn makes a
fixed programme of throws, the book fixing which dice stay, and the highest score takes the pool.

* Raffling (seed 001 part 6 §5.2; catalog O-21): three throws of three dice; the nine dice's
  total scores.
* Round the spot (§5.7, O-25): three throws of three dice; only the pips round a centre pip
  count -- a three is 2, a five 4, the ace, deuce, four and six nothing.
* Going to Boston (§5.7): throw three dice and set the highest aside (one only, if two tie),
  throw the two and keep the higher, throw the last; the three dice's total scores. Option
  ``ace_counts_seven``: "in the colonies the ace counts seven" (then the ace is also the
  highest die to keep).
* Multiplication (§5.7): as going to Boston, but the two dice kept first are added and the total
  multiplied by the last die.

Each player antes into the pool (``ante``, our reading of the size); equal highest divide it.
"""

from __future__ import annotations

from dataclasses import dataclass

from ...core import GameInfo, option, register
from .engine import PoolRules, ScoreRaceState, ThrowBot

__all__ = ["RafflingState", "RoundTheSpotState", "GoingToBostonState", "MultiplicationState",
           "BostonRules", "SPOT_VALUE"]

#: round the spot (§5.7): what each face counts (pips round a centre pip)
SPOT_VALUE = {1: 0, 2: 0, 3: 2, 4: 0, 5: 4, 6: 0}


class RafflingState(ScoreRaceState):
    STAGES = (3, 3, 3)


class RoundTheSpotState(ScoreRaceState):
    STAGES = (3, 3, 3)

    def score(self, kept):
        return sum(SPOT_VALUE[f] for f in kept)


@dataclass(frozen=True)
class BostonRules(PoolRules):
    ace_counts_seven: bool = option(False, "the ace counts seven (and is the highest die to keep)",
                                    "seed 001 part 6 §5.7: the colonies' rule")


class _KeepHighest(ScoreRaceState):
    STAGES = (3, 2, 1)
    rules_cls = BostonRules

    def value(self, f: int) -> int:
        return 7 if f == 1 and getattr(self.rules, "ace_counts_seven", False) else f

    def keep(self, faces):
        return (max(faces, key=self.value),)


class GoingToBostonState(_KeepHighest):
    def score(self, kept):
        return sum(self.value(f) for f in kept)


class MultiplicationState(_KeepHighest):
    rules_cls = PoolRules

    def score(self, kept):
        if len(kept) < 3:
            return sum(kept)
        return (kept[0] + kept[1]) * kept[2]


_SRC = "Foster 1914, seed 001 part 6"
for _slug, _title, _cls, _src, _summary, _aliases in [
    ("raffling", "Raffling", RafflingState, "§5.2",
     "Three throws of three dice each; the highest total of the nine dice takes the pool.", ()),
    ("round-the-spot", "Round the spot", RoundTheSpotState, "§5.7",
     "Three throws of three dice; a three counts 2 and a five 4, the rest nothing; highest takes the pool.", ()),
    ("going-to-boston", "Going to Boston", GoingToBostonState, "§5.7",
     "Keep the highest of three dice, then the higher of two, then throw the last; highest total wins.",
     ("yankee grab", "newmarket dice")),
    ("multiplication-dice", "Multiplication", MultiplicationState, "§5.7",
     "As going to Boston, but the first two dice kept are added and multiplied by the last.", ()),
]:
    register(GameInfo(
        slug=_slug, title=_title, family="dice", min_players=2, max_players=10, default_players=4,
        state_cls=_cls, rules_cls=_cls.rules_cls, information="perfect", chance="explicit",
        items=("dice",), utility="zero-sum-chips", bots={"heuristic": ThrowBot},
        source=f"{_SRC} {_src}", summary=_summary, aliases=_aliases))
