"""Vingt-et-un with one die (Foster 1914, seed 001 part 6 §5.7; catalog 001_part6.md §5).

Each player puts the ante into a pool, then in turn throws one die as often as he likes, adding
the pips; a total over 21 is out. The total nearest 21 takes the pool; equal totals divide it.
Our readings, where the book is silent: everyone out returns the antes; a divided pool's odd
chips go to the tied player nearest the first player; a total of 21 stands by itself. The book's
advice (stop at 18, throw again at 17) is the heuristic bot's.
"""

from __future__ import annotations

from dataclasses import dataclass

from ...core import Action, DealNotOver, GameInfo, GameState, Rules, option, register
from ...core.chance import CHANCE, dice_outcomes

__all__ = ["DiceVingtRules", "DiceVingtState", "StopAtBot"]


@dataclass(frozen=True)
class DiceVingtRules(Rules):
    ante: int = option(1, "chips each player puts into the pool", "our reading: the book names a pool, "
                       "not its size (seed 001 part 6 §5.7)", minimum=1, maximum=1000)


class DiceVingtState(GameState):
    rules_cls = DiceVingtRules

    def __init__(self, num_players, rules=None, shuffler=None, context=None):
        super().__init__(num_players, rules, shuffler, context)
        self.totals = [0] * num_players
        self.turn = 0                  # the seat throwing; num_players when all have thrown
        self.rolling = False           # a throw was called: the die is in the air (chance)

    @property
    def to_act(self):
        if self.turn >= self.num_players:
            return None
        return CHANCE if self.rolling else self.turn

    def legal_actions(self):
        if self.rolling:
            return [a for a, _ in self.chance_outcomes()]
        if self.turn >= self.num_players:
            return []
        return [Action("throw")] + ([Action("stand")] if self.totals[self.turn] else [])

    def chance_outcomes(self):
        return dice_outcomes(1) if self.rolling else []

    def _apply(self, action):
        if action.verb == "throw":
            self.rolling = True
        else:                          # stand
            self.turn += 1

    def _apply_chance(self, action):
        self.rolling = False
        t = self.totals[self.turn] = self.totals[self.turn] + action.args[0]
        self.log.append(f"seat {self.turn} throws {action.args[0]}: {t}" + (" and is out" if t > 21 else ""))
        if t >= 21:
            self.turn += 1

    def _explain_illegal(self, action):
        if action.verb == "stand":
            return ("throw at least once before you stand", None)
        return super()._explain_illegal(action)

    def outcome(self):
        if not self.is_over:
            raise DealNotOver("the deal is not over")
        ante, n = self.rules.ante, self.num_players
        best = max((t for t in self.totals if t <= 21), default=None)
        if best is None:               # everyone out: the antes go back
            return [0] * n
        winners = [s for s in range(n) if self.totals[s] == best]
        share, odd = divmod(ante * n, len(winners))
        return [-ante + (share + (1 if s == winners[0] else 0) * odd if s in winners else 0)
                for s in range(n)]

    def position_key(self):
        return (tuple(self.totals), self.turn, self.rolling)

    def view(self, seat):
        v = {"totals": list(self.totals), "pool": self.rules.ante * self.num_players,
             "to_throw": self.turn if self.turn < self.num_players else None}
        if self.is_over:
            v["outcome"] = self.outcome()
        return v


class StopAtBot:
    """The book's advice: throw again at 17 or less, stand at 18 or more."""

    name = "heuristic"

    def __init__(self, seat, seed=None, game=None, stop=18):
        self.seat, self.stop = seat, stop

    def choose(self, view, legal):
        stand = Action("stand")
        return stand if stand in legal and view["totals"][self.seat] >= self.stop else Action("throw")


register(GameInfo(
    slug="vingt-et-un-dice", title="Vingt-et-un with one die", family="dice",
    min_players=2, max_players=10, default_players=4, state_cls=DiceVingtState,
    rules_cls=DiceVingtRules, information="perfect", chance="explicit", items=("dice",),
    utility="zero-sum-chips", bots={"heuristic": StopAtBot}, source="Foster 1914, seed 001 part 6 §5.7",
    summary="One die thrown as often as a player likes, aiming at 21 without going over; the nearest "
            "total takes the pool.",
    aliases=("vingt-et-un with one die",)))
