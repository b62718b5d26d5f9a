"""Keno (Foster 1914 §11.12): cards of numbered rows, ninety balls, the first full row wins the pot less 10 %.

Each card has rows of five numbers from 1 to 90, each of the five from a different ten; Foster does
not say where a ten begins, so the tens here are 1-10, 11-20, ... 81-90 (a recorded choice; the
catalog flags it). Players buy a card (``buy``) or stand out (``pass``); the cards are drawn at the
start (so a record replays them) and shown to all. Then the balls come out of the keno goose one at a
time until a bought card has a whole row covered: that player calls keno and takes the money paid for
the cards less the house's 10 %; two kenos on the same ball divide it (odd chips stay with the house).
Seat 0 is the house (the keno roller). Foster's arithmetic: ten players at one dollar a card, each
winning ten games in a hundred, are all broke -- the house has taken 100 x 1 dollar (tested).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ...core.actions import Action
from ...core.errors import DealNotOver
from ...core.registry import GameInfo, register
from ...core.rules import Rules, option
from ...core.state import GameState
from .simple import NoCards, copy_state

__all__ = ["KenoRules", "KenoState", "valid_row", "ten_of"]


def ten_of(n: int) -> int:
    """The ten a number belongs to: 1-10 -> 0, 11-20 -> 1, ... 81-90 -> 8."""
    return (n - 1) // 10


def valid_row(row) -> bool:
    """Five numbers 1..90, each from a different ten (Foster: 2, 4, 8, 16, 18 is not a row)."""
    return len(row) == 5 and all(1 <= n <= 90 for n in row) and len({ten_of(n) for n in row}) == 5


@dataclass(frozen=True)
class KenoRules(Rules):
    """Keno's options (Foster §11.12)."""

    price: int = option(10, "chips a card costs", "Foster §11.12 (usually 25 cents)", minimum=1, maximum=10_000, bound="our bound: 10,000 chips")
    house_percent: int = option(10, "the house's share of the card money", "Foster §11.12", minimum=0, maximum=100)
    rows: int = option(3, "rows on a card", "Foster §11.12 (some cards have more)", minimum=1, maximum=6)


class KenoState(NoCards, GameState):
    """One game of keno. Seat 0 is the house."""

    house_seat = 0        # seat 0 keeps the bank at the start (a person punts by default)

    rules_cls = KenoRules

    def __init__(self, num_players, rules=None, shuffler=None, context=None):
        super().__init__(num_players, rules, shuffler, context)
        self.cards_of = {s: self._make_card() for s in range(1, num_players)}
        left = list(range(1, 91))
        self.balls = []
        while left:
            self.balls.append(left.pop(self.shuffler.randint(len(left))))
        self.bought: list[int] = []
        self.turn = 1
        self.called = 0
        self.winners: list[int] = []
        self.result: list[int] | None = None

    def _make_card(self) -> list[list[int]]:
        used: set[int] = set()
        rows = []
        while len(rows) < self.rules.rows:
            tens = list(range(9))
            row = []
            for _ in range(5):
                t = tens.pop(self.shuffler.randint(len(tens)))
                row.append(10 * t + 1 + self.shuffler.randint(10))
            if used.isdisjoint(row):
                rows.append(sorted(row))
                used.update(row)
        return rows

    def clone(self) -> "KenoState":
        return copy_state(self, ("bought", "winners"))

    @property
    def to_act(self) -> int | None:
        return None if self.result is not None else self.turn

    def legal_actions(self) -> list[Action]:
        return [] if self.result is not None else [Action("buy"), Action("pass")]

    def _apply(self, action: Action) -> None:
        if action.verb == "buy":
            self.bought.append(self.turn)
        self.turn += 1
        if self.turn == self.num_players:
            self._roll()

    def _roll(self) -> None:
        r = self.rules
        out = [0] * self.num_players
        pot = r.price * len(self.bought)
        for s in self.bought:
            out[s] -= r.price
        if self.bought:
            covered: set[int] = set()
            for i, ball in enumerate(self.balls):
                covered.add(ball)
                won = [s for s in self.bought if any(covered.issuperset(row) for row in self.cards_of[s])]
                if won:
                    self.called = i + 1
                    self.winners = won
                    break
            cut = pot * r.house_percent // 100
            share = (pot - cut) // len(self.winners)
            for s in self.winners:
                out[s] += share
            self.log.append(f"keno after {self.called} balls: seat(s) {self.winners} take {share} each")
        out[0] = -sum(out[1:])
        self.result = out

    def outcome(self) -> list[int]:
        if self.result is None:
            raise DealNotOver("the game is not over")
        return list(self.result)

    def house_cut(self) -> int:
        """The house's 10 % (and any odd chips of a divided pot)."""
        return self.result[0] if self.result else 0

    def view(self, seat: int | None) -> dict[str, Any]:
        v = {"game": "keno", "seat": seat, "to_act": self.to_act,
             "cards": {str(s): rows for s, rows in self.cards_of.items()}, "bought": list(self.bought)}
        if self.result is not None:
            v["balls"] = self.balls[:self.called]
            v["winners"] = list(self.winners)
            v["outcome"] = list(self.result)
        return v


register(GameInfo(
    slug="keno", title="Keno (lotto)", family="banking", utility="zero-sum-chips",
    information="perfect", items=("balls",),
    min_players=2, max_players=12, default_players=4,
    state_cls=KenoState, rules_cls=KenoRules, aliases=("lotto", "кено", "лото"),
    source="Foster 1914 §11.12 (seed 001 part 5)",
    summary="Players buy cards of numbered rows; balls are drawn until a row is covered; keno takes the card money "
            "less 10 % for the house. Seat 0 is the house.",
    notes="where a 'ten' begins is not defined by Foster: 1-10 ... 81-90 is used"))
