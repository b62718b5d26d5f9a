"""Shuffleboard on the score pad (Foster 1914, seed 001 part 6 §6, lines 844-862; catalog
001_part6.md §6, oracle O-26).

* **Table form** (:class:`ShuffleboardState`): two sides push four weights each, alternately,
  until all eight are played; then one side only scores the round: a weight hanging over the
  end (a *ship*) 3, else a weight past the 2-line (a *two*) 2, else the weight nearest the
  2-line 1; the farthest ship, or the two nearest the edge, wins the round, and one ship or one
  two counts (the catalog's ambiguity: we count one, as the text says). 21 points are game.
  A round is reported as ``ship S``, ``two S``, ``one S`` (S the side, 0 or 1, or its name given by ``hoyle score --names``) or ``none``
  (every weight in the gutter: our reading, the book names no such round).
* **Ship-deck form** (:class:`ShipDeckState`): discs pushed with cues onto a chalked diagram
  of spaces 1-10, some marked minus; four shots a side a round; 50 are game. The diagram's
  values are lost from the seed (partial): a disc is reported by the space it lies in when the
  round is over, ``disc N`` for N in 1..10, ``disc 0`` outside the diagram, ``disc -10`` the
  minus space (our reading: the usual "ten off").
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ...core import Action, GameInfo, Rules, option, register
from ...mechanics.scorepad import ScorePadState

__all__ = ["ShuffleboardRules", "ShuffleboardState", "ShipDeckRules", "ShipDeckState", "ROUND_POINTS"]

#: what the winning weight of a round scores (seed 001 part 6 §6)
ROUND_POINTS = {"ship": 3, "two": 2, "one": 1}


@dataclass(frozen=True)
class ShuffleboardRules(Rules):
    target: int = option(21, "points for game", "seed 001 part 6 §6 (21)", minimum=1, maximum=500)


class ShuffleboardState(ScorePadState):
    """The table form: one report a round, the sides reporting alternately (they play from
    each end in turn, §6). Sides are seats 0 and 1."""

    rules_cls = ShuffleboardRules
    rules: ShuffleboardRules
    SEAT_WORD = "side"
    SEAT_REPORTS = tuple(ROUND_POINTS)      # ship S, two S, one S: S the side's number or name

    def __init__(self, num_players: int, rules: Any = None, shuffler: Any = None, context: dict | None = None):
        super().__init__(num_players, rules, shuffler, context)
        self.rounds = 0

    def _reports(self) -> list[Action]:
        return [Action(k, (s,)) for k in ROUND_POINTS for s in (0, 1)] + [Action("none")]

    def _report(self, action: Action) -> None:
        self.rounds += 1
        if action.verb == "none":
            self.log.append(f"round {self.rounds}: no weight scores")
        else:
            side = action.args[0]
            pts = ROUND_POINTS[action.verb]
            self.scores[side] += pts
            self.log.append(f"round {self.rounds}: {self.seat_name(side)} scores {pts} (a {action.verb}, §6): {self.scores[side]}")
            if self.scores[side] >= self.rules.target:
                self._finish()
                return
        self.seat = self.rounds % 2

    def _result(self) -> str:
        w = 0 if self.scores[0] >= self.scores[1] else 1
        return f"game over: {self.seat_name(w)} wins {self.scores[w]} to {self.scores[1 - w]}"

    def _sheet(self) -> list[str]:
        return [f"{self.seat_name(s)}: {self.scores[s]}" for s in (0, 1)] + [f"rounds played: {self.rounds}"]

    def _extra_view(self) -> dict[str, Any]:
        return {"round": self.rounds + 1, "target": self.rules.target,
                "next": f"round {self.rounds + 1}: which side scores, and how" if self.seat is not None else ""}

    def position_key(self) -> Any:
        return (tuple(self.scores), self.seat, self.rounds)


@dataclass(frozen=True)
class ShipDeckRules(Rules):
    target: int = option(50, "points for game", "seed 001 part 6 §6 (50)", minimum=1, maximum=500)
    shots: int = option(4, "shots a side a round", "seed 001 part 6 §6 (four)", minimum=1, maximum=8)


#: the spaces a disc may lie in (our reading of the lost diagram: 1-10, outside 0, ten off -10)
SPACES = (-10, *range(0, 11))


class ShipDeckState(ScorePadState):
    """The ship-deck form: each side's discs reported in the order played, alternately
    (side 0 first), ``shots`` each a round; the round's spaces are added to each side, and a
    side at the target when a round ends has won (the higher if both)."""

    SEAT_WORD = "side"
    rules_cls = ShipDeckRules
    rules: ShipDeckRules

    def __init__(self, num_players: int, rules: Any = None, shuffler: Any = None, context: dict | None = None):
        super().__init__(num_players, rules, shuffler, context)
        self.shot = 0
        self.rounds = 0

    def _reports(self) -> list[Action]:
        return [Action("disc", (n,)) for n in SPACES]

    def _report(self, action: Action) -> None:
        s = self.seat
        assert s is not None
        n = action.args[0]
        self.scores[s] += n
        self.shot += 1
        self.log.append(f"round {self.rounds + 1}: {self.seat_name(s)} disc in {n}: {self.scores[s]}")
        if self.shot >= 2 * self.rules.shots:
            self.shot = 0
            self.rounds += 1
            if max(self.scores) >= self.rules.target:
                self._finish()
                return
        self.seat = self.shot % 2

    def _result(self) -> str:
        if self.scores[0] == self.scores[1]:
            return f"game over: a tie at {self.scores[0]}"
        w = 0 if self.scores[0] > self.scores[1] else 1
        return f"game over: {self.seat_name(w)} wins {self.scores[w]} to {self.scores[1 - w]}"

    def _sheet(self) -> list[str]:
        return [f"{self.seat_name(s)}: {self.scores[s]}" for s in (0, 1)] + [f"rounds played: {self.rounds}"]

    def _extra_view(self) -> dict[str, Any]:
        return {"round": self.rounds + 1, "shot": self.shot + 1, "target": self.rules.target,
                "next": f"round {self.rounds + 1}, shot {self.shot + 1}: the space {self.seat_name(self.seat)}'s disc lies in"
                if self.seat is not None else ""}

    def position_key(self) -> Any:
        return (tuple(self.scores), self.seat, self.shot, self.rounds)


TRAITS: dict[str, Any] = dict(information="perfect", chance="none", utility="general-sum", items=("table",))

register(GameInfo(slug="shuffleboard", title="Shuffleboard (table)", family="bowling", min_players=2, max_players=2,
                  state_cls=ShuffleboardState, rules_cls=ShuffleboardRules,
                  source="Foster 1914, seed 001 part 6 §6", aliases=("Шафлборд",),
                  summary="Weights pushed down a 30-foot table: a ship 3, a two 2, the nearest 1; 21 is game. Reported a round: ship S, two S, one S (S the side: 0, 1, or its name from --names) or none.",
                  **TRAITS))
register(GameInfo(slug="shuffleboard-ship-deck", title="Shuffleboard (ship deck)", family="bowling", min_players=2,
                  max_players=2, state_cls=ShipDeckState, rules_cls=ShipDeckRules,
                  source="Foster 1914, seed 001 part 6 §6", status="partial",
                  notes="The chalk diagram's values are lost from the seed: a disc is reported by its space, "
                  "1-10, 0 outside, -10 the minus space (our reading).",
                  summary="Discs pushed with cues onto a chalked diagram; four shots a side a round, 50 is game.",
                  **TRAITS))
