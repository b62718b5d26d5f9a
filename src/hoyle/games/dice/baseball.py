"""Dice baseball (Foster 1914, seed 001 part 6 §5.6; catalog O-24), in the book's two forms
(option ``form``, the simple form by default: it seats any number).

*Simple* (any number): three dice, the batter's three strikes; only aces count, each a run, and
the player throws again as long as his throw makes a run. Every player plays nine innings (in
turn, an inning each round); the most runs take the pool.

*Diamond* (two sides, seats 0 and 1 their captains): one die. The captains throw for the choice,
the higher choosing to bat first or to take the field (equal throws throw again). Each batter
throws once: 1, 2 and 3 put him on first, second and third base, 4 is a home run, and every
runner goes on as many bases as the batter (a runner passing home scores). A 5 or a 6 puts the
batter out, and on a 5 a runner may be caught too: with one runner on base he is out as well; on
first and second, the runner from second is caught stealing third; on first and third, the
runner from first is caught stealing second; on second and third, or with the bases empty or
full, only the batter is out. Three outs retire the side; its runners left on base score nothing.

Our readings (catalog: "innings count assumed"): nine innings each, as in the simple form, and
no extra innings -- equal runs divide the pool; the side batting second plays its ninth even
when ahead.
"""

from __future__ import annotations

from dataclasses import dataclass

from ...core import Action, GameInfo, option, register
from .engine import DiceState, PoolRules, pool_outcome

__all__ = ["DiceBaseballState", "BaseballRules", "diamond_play", "ChooseBatBot"]


@dataclass(frozen=True)
class BaseballRules(PoolRules):
    form: str = option("simple", "the book's two forms: 'simple' (any number, three dice, aces are "
                       "runs) or 'diamond' (two sides, one die, bases)", "seed 001 part 6 §5.6",
                       choices=("diamond", "simple"))
    innings: int = option(9, "innings each side plays", "seed 001 part 6 §5.6 (nine, of the simple form)",
                          minimum=1, maximum=9)


def diamond_play(bases: tuple[bool, bool, bool], face: int) -> tuple[tuple[bool, bool, bool], int, int]:
    """One batter's throw of the die (§5.6): ``bases`` are (first, second, third) occupied;
    returns the new bases, runs scored, outs made."""
    b1, b2, b3 = bases
    if face <= 4:
        runners = [i + 1 for i, on in enumerate(bases) if on] + [0]      # bases reached; batter at 0
        new = [r + face for r in runners]
        runs = sum(1 for r in new if r >= 4)
        nb = tuple(any(r == k for r in new) for k in (1, 2, 3))
        return nb, runs, 0
    n = sum(bases)
    if face == 6 or n in (0, 3):
        return bases, 0, 1
    if n == 1:
        return (False, False, False), 0, 2
    if b2 and b3:
        return bases, 0, 1
    if b1 and b2:
        return (True, False, False), 0, 2                                # runner from second caught
    return (False, False, True), 0, 2                                    # first and third: first caught


class DiceBaseballState(DiceState):
    rules_cls = BaseballRules
    CALL_THROW = True

    def __init__(self, num_players, rules=None, shuffler=None, context=None):
        super().__init__(num_players, rules, shuffler, context)
        self.diamond = self.rules.form == "diamond"
        if self.diamond and num_players != 2:
            from ...core.errors import SetupError
            raise SetupError("the diamond form is played by two sides (seed 001 part 6 §5.6); "
                             "the simple form by any number")
        self.runs = [0] * num_players
        self.inning = 0                       # 0-based
        self.half = 0                         # diamond: 0 = first to bat, 1 = second
        self.order = (0, 1)                   # diamond: who bats first, second
        self.outs = 0
        self.bases = (False, False, False)
        self.lots: tuple = ()                 # diamond: the captains' throws for choice
        self.phase = "lots" if self.diamond else "bat"
        self.dice_needed = 1 if self.diamond else 3

    def _thrown(self, faces):
        if self.phase == "lots":
            self.lots = self.lots + (faces[0],)
            if len(self.lots) == 1:
                self.seat, self.dice_needed = 1, 1
                return
            a, b = self.lots
            self.log.append(f"the captains throw {a} and {b}")
            if a == b:
                self.lots, self.seat, self.dice_needed = (), 0, 1
                return
            self.seat = 0 if a > b else 1
            self.phase = "choose"
            return
        if not self.diamond:
            aces = faces.count(1)
            self.runs[self.seat] += aces
            self.log.append(f"seat {self.seat} inning {self.inning + 1}: {' '.join(map(str, faces))}"
                            + (f", {aces} run{'s' if aces > 1 else ''}" if aces else ", out"))
            if aces:
                self.dice_needed = 3
                return
            s = self.seat + 1
            if s == self.num_players:
                s, self.inning = 0, self.inning + 1
            if self.inning == self.rules.innings:
                self.seat = None
            else:
                self.seat, self.dice_needed = s, 3
            return
        bat = self.seat
        self.bases, r, o = diamond_play(self.bases, faces[0])
        self.runs[bat] += r
        self.outs = min(3, self.outs + o)
        self.log.append(f"side {bat} throws {faces[0]}" + (f": {r} run{'s' if r > 1 else ''}" if r else "")
                        + (f": {o} out" if o else ""))
        if self.outs == 3:
            self.outs, self.bases = 0, (False, False, False)
            self.half = 1 - self.half
            if self.half == 0:
                self.inning += 1
            if self.inning == self.rules.innings:
                self.seat = None
                return
            self.seat = self.order[self.half]
        self.dice_needed = 1

    def _choices(self):
        return [Action("bat"), Action("field")]

    def _choose(self, action):
        first = self.seat if action.verb == "bat" else 1 - self.seat
        self.order = (first, 1 - first)
        self.log.append(f"side {self.seat} chooses to {action.verb}; side {first} bats first")
        self.phase, self.seat, self.dice_needed = "bat", first, 1

    def outcome(self):
        self._over()
        return pool_outcome(self.runs, self.rules.ante)

    def result_text(self):
        if self.seat is not None:
            return None
        return "runs: " + ", ".join(f"seat {s} {r}" for s, r in enumerate(self.runs))

    def position_key(self):
        return (tuple(self.runs), self.seat, self.inning, self.half, self.order, self.outs, self.bases,
                self.lots, self.phase, self.dice_needed, self.called)

    def view(self, seat):
        v = {"game": self.game.slug, "runs": list(self.runs), "inning": self.inning + 1, "form": self.rules.form,
             "to_throw": self.seat, "pool": self.rules.ante * self.num_players}
        if self.diamond:
            v.update(outs=self.outs, bases=[i + 1 for i, b in enumerate(self.bases) if b],
                     batting=self.order[self.half] if self.phase == "bat" else None)
        if self.seat is None:
            v["outcome"] = self.outcome()
        return v


class ChooseBatBot:
    name = "heuristic"

    def __init__(self, seat, seed=None, game=None):
        self.seat = seat

    def choose(self, view, legal):
        return Action("field") if Action("field") in legal else legal[0]   # bat last: see the score


register(GameInfo(
    slug="dice-baseball", title="Dice baseball", family="dice", min_players=2, max_players=10, default_players=2,
    state_cls=DiceBaseballState, rules_cls=BaseballRules, information="perfect", chance="explicit",
    items=("dice",), utility="zero-sum-chips", bots={"heuristic": ChooseBatBot},
    source="Foster 1914, seed 001 part 6 §5.6",
    summary="Two forms: each player throws three dice, aces being runs (default), or two sides' "
            "batters throw one die round a diamond of bases."))
