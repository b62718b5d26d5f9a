"""Red and black (seed 004 §2.2): will a five-card hand hold more of one's colour?

Two packs shuffled together. Each punter in turn from the banker's left stakes on ``red`` or ``black``
(``bet red 5``); the banker deals him five cards face up, one at a time; if the first four are two red
and two black he may ``double`` his stake (or ``keep`` it) before the fifth. Three cards of his colour
win the stake, four twice it, five four times it; three, four or five of the other colour lose the
stake, twice it, four times it (O97, O98). The payouts are symmetric, so the game is fair (O99). The
bank passes to the left after every punter has had a hand.
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction
from math import comb
from typing import Any

from ...cards import Card, shoe
from ...core.actions import Action
from ...core.errors import DealNotOver
from ...core.registry import GameInfo, register
from ...core.rules import Rules, option
from ...core.state import GameState
from .simple import copy_state, deck_locations

__all__ = ["RedBlackRules", "RedBlackState", "red_black_multiple", "red_black_odds"]

_MULT = {5: 4, 4: 2, 3: 1, 2: -1, 1: -2, 0: -4}


def red_black_multiple(k: int) -> int:
    """Stakes won (negative: paid) with ``k`` of the five cards of the chosen colour (004 §2.2)."""
    return _MULT[k]


def red_black_odds() -> dict[int, Fraction]:
    """P(k of the chosen colour in five cards from 104, 52 of each colour) (004 O99)."""
    total = comb(104, 5)
    return {k: Fraction(comb(52, k) * comb(52, 5 - k), total) for k in range(6)}


@dataclass(frozen=True)
class RedBlackRules(Rules):
    """Red and black's options."""

    stakes: tuple[int, ...] = option((1, 5), "stakes within the agreed limits (chips)", "004 §2.2")


class RedBlackState(GameState):
    """One round of red and black: every punter gets one hand. The banker is the match's dealer seat."""

    rules_cls = RedBlackRules

    def __init__(self, num_players, rules=None, shuffler=None, context=None):
        super().__init__(num_players, rules, shuffler, context)
        n = num_players
        self.banker = int(self.context.get("dealer", 0)) % n
        self.punters = [(self.banker + i) % n for i in range(1, n)]
        self.deck: list[Card] = self.shuffler.shuffle(shoe(2).cards)
        self.pos = 0
        self.hands: dict[int, list[Card]] = {}
        self.choice: dict[int, tuple[str, int]] = {}
        self.turn = 0
        self.phase = "bet"
        self.net = [0] * n
        self.done = False

    def clone(self) -> "RedBlackState":
        return copy_state(self, ("choice", "net"), nested=("hands",))

    @property
    def to_act(self) -> int | None:
        return None if self.done else self.punters[self.turn]

    def legal_actions(self) -> list[Action]:
        if self.done:
            return []
        if self.phase == "double":
            return [Action("double"), Action("keep")]
        return [Action("bet", (c, s)) for c in ("red", "black") for s in self.rules.stakes]

    def _deal(self, seat: int, k: int) -> None:
        for _ in range(k):
            self.hands[seat].append(self.deck[self.pos])
            self.pos += 1

    def _apply(self, action: Action) -> None:
        seat = self.punters[self.turn]
        if self.phase == "bet":
            self.choice[seat] = (action.args[0], action.args[1])
            self.hands[seat] = []
            self._deal(seat, 4)
            if sum(c.is_red for c in self.hands[seat]) == 2:
                self.phase = "double"
                return
        elif action.verb == "double":
            colour, stake = self.choice[seat]
            self.choice[seat] = (colour, 2 * stake)
        self._deal(seat, 5 - len(self.hands[seat]))
        colour, stake = self.choice[seat]
        k = sum((c.is_red if colour == "red" else not c.is_red) for c in self.hands[seat])
        v = stake * red_black_multiple(k)
        self.net[seat] += v
        self.net[self.banker] -= v
        self.log.append(f"seat {seat} backs {colour} for {stake}: {k} of five, {v:+d}")
        self.phase = "bet"
        self.turn += 1
        if self.turn == len(self.punters):
            self.done = True

    def outcome(self) -> list[int]:
        if not self.done:
            raise DealNotOver("the round is not over")
        return list(self.net)

    def view(self, seat: int | None) -> dict[str, Any]:
        v = {"game": "red-and-black", "seat": seat, "to_act": self.to_act, "banker": self.banker,
             "phase": self.phase, "hands": {str(s): [str(c) for c in h] for s, h in self.hands.items()},
             "stakes": {str(s): list(c) for s, c in self.choice.items()}, "net": list(self.net)}
        if self.done:
            v["outcome"] = list(self.net)
        return v

    def card_locations(self) -> dict[str, list[Card]]:
        return deck_locations(self)

    def hidden_cards(self, seat: int | None):
        return self.deck[self.pos:]

    def pack(self) -> list[Card]:
        return sorted(self.deck)


register(GameInfo(
    slug="red-and-black", private_cards=False, title="Red and black", family="banking", utility="zero-sum-chips",
    min_players=2, max_players=10, default_players=3,
    state_cls=RedBlackState, rules_cls=RedBlackRules, aliases=("красное и черное",), source="seed 004 §2.2",
    summary="Each punter backs red or black and gets five cards face up: three, four or five of his colour win one, "
            "two or four stakes; of the other colour lose as much; at two and two he may double."))
