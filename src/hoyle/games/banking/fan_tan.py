"""Chinese fan-tan: guess the remainder when a heap is counted off in fours (0 counts as 4).

Two forms, options of :class:`~.simple.SimpleBankingState`:

* ``chinese-fan-tan-beans`` (Foster 1914 §11.8): the banker takes a handful of beans and counts
  them off by fours; the remainder 1, 2, 3 or none (= 4) wins. A stake on one number (``number-N``)
  is paid 3 to 1; a stake on a corner (``corner-N``) covers N and the next higher (4 and 1), evens.
  The handful is drawn here as 40 to 119 beans, so each remainder is equally likely (stated model).
* ``chinese-fan-tan-cards`` (seed 004 §1.11): the banker cuts off at least a third of the shuffled
  pack and deals it face down in fours; the remainder wins in the same way (004 O55: a cut of 15
  cards leaves 3). One number pays 3 to 1, two adjacent corners (``corner-N``: N and N+1) evens.
  The cut is drawn as 18 to 49 cards (a blind cut of at least a third whose count's remainder is
  equally likely; stated model). The bank passes to the left (004: after an agreed number of games).

Both are fair bets (Foster: "no banker percentage"; 004 O56); :func:`fan_tan_net` is the settlement.

The count is explicit chance (:mod:`hoyle.core.chance`): after the stakes a chance turn lists every
count with its exact chance (``count 57``: 1/80 each of 40..119 beans; ``cut 18``: 1/32 each of
18..49 cards), sampled with one uniform draw over the list -- the draw the count took before it was
explicit, so seeds and old records give the same count. In the cards form the order of the pack is
still a hidden shuffle (it decides nothing: only the count does).
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction
from functools import lru_cache
from typing import Any

from ...cards import standard_pack
from ...core.actions import Action
from ...core.registry import GameInfo, register
from ...core.rules import Rules, option
from .simple import STAKE_LAWS, SimpleBankingState

__all__ = ["FanTanRules", "FanTanState", "fan_tan_net", "fan_tan_winner"]


@dataclass(frozen=True)
class FanTanRules(Rules):
    """Fan-tan's options."""

    stakes: tuple[int, ...] = option((1, 5), "stakes a punter may choose (chips)", "")


def fan_tan_winner(count: int) -> int:
    """The winning number for a heap of ``count``: the remainder by four, 0 counting as 4 (004 O56)."""
    return (count - 1) % 4 + 1


def fan_tan_net(name: str, winner: int, stake: int) -> int:
    kind, _, n = name.partition("-")
    n = int(n)
    if kind == "number":
        return 3 * stake if winner == n else -stake
    return stake if winner in (n, n % 4 + 1) else -stake


@lru_cache(maxsize=None)
def _counts(verb: str, low: int, n: int) -> tuple:
    return tuple((Action(verb, (c,)), Fraction(1, n)) for c in range(low, low + n))


class FanTanState(SimpleBankingState):
    """One count of fan-tan: the stakes, then the count as a chance turn."""

    rules_cls = FanTanRules
    game_word = "fan-tan"
    cards_form = False
    explicit_chance = True

    def _setup(self) -> None:
        self.count: int | None = None        # counted at the chance turn
        if self.cards_form:
            self.cards = self.shuffler.shuffle(standard_pack().cards)

    def _chance_outcomes(self) -> list[tuple[Action, Fraction]]:
        # the stated models of the module docstring: 18..49 cards cut, 40..119 beans
        return list(_counts("cut", 18, 32) if self.cards_form else _counts("count", 40, 80))

    def _take_chance(self, action: Action) -> None:
        self.count = action.args[0]

    def bet_names(self) -> list[str]:
        return [f"number-{n}" for n in range(1, 5)] + [f"corner-{n}" for n in range(1, 5)]

    def _decide(self) -> None:
        self.winner = fan_tan_winner(self.count)
        self.log.append(f"{self.count} counted off in fours: {self.winner} wins")

    def _settle_bet(self, name: str, stake: int) -> int:
        return fan_tan_net(name, self.winner, stake)

    def _public(self) -> dict[str, Any]:
        return {"count": self.count, "winner": self.winner}

    def card_locations(self):
        if not self.cards_form:
            return {}
        if self.count is None:
            return {"pack": list(self.cards)}
        return {"cut": self.cards[:self.count], "rest": self.cards[self.count:]}

    def hidden_cards(self, seat):
        return list(self.cards)

    def pack(self):
        return sorted(self.cards)


class FanTanCardsState(FanTanState):
    cards_form = True
    rotating_bank = True


register(GameInfo(
    slug="chinese-fan-tan-beans", chance="explicit", title="Chinese fan-tan (beans; Foster)", family="banking", utility="zero-sum-chips",
    items=("counters",), min_players=2,
    max_players=10, default_players=3, state_cls=FanTanState, rules_cls=FanTanRules,
    aliases=("fan-tan-beans", "китайский фан-тан"), laws=STAKE_LAWS, source="Foster 1914 §11.8 (seed 001 part 5)",
    summary="A handful of beans counted off by fours; one number pays 3 to 1, a corner (two numbers) evens; "
            "no percentage to the bank."))

register(GameInfo(
    slug="chinese-fan-tan-cards", private_cards=False, chance="explicit", title="Chinese fan-tan, card version (seed 004)", family="banking", utility="zero-sum-chips",

    min_players=2, max_players=10, default_players=3, state_cls=FanTanCardsState, rules_cls=FanTanRules,
    aliases=("фэн-тэн",), laws=STAKE_LAWS, source="seed 004 §1.11",
    summary="The banker cuts off at least a third of the pack and deals it in fours; the remainder wins; one "
            "number 3 to 1, two numbers evens. The bank passes left."))
