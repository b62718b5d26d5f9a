"""The house's dice games of Foster's chapter 11: chuck-luck (§11.13) and under and over seven (§11.17).

All are options of :class:`~.simple.SimpleBankingState`: the punters stake on the layout, the
banker (seat 0, the house: the bank keeps the cage and needs its percentage, Foster §11
introduction) throws, and every stake is paid by the table below or lost.

The throw is explicit chance (:mod:`hoyle.core.chance`): after the last stake the state has a
chance turn (``to_act == CHANCE``) whose outcomes are the ordered throws of the dice, each with
probability ``1/6**n`` (``roll 6 2 1``: first, second, third die); applying one decides the coup.
Drivers sample it with the deal's shuffler, one draw of 0..5 per die -- exactly what the dice drew
before, so a seed throws the same dice and records from then replay. The exact odds in
:mod:`hoyle.analysis.banking_dice` walk these outcomes through the game itself
(:func:`hoyle.analysis.exact.exact_value`), so the rules that play are the rules that count.

Chuck-luck (Foster §11.13): a single number is paid even money if it shows on one die and double
if on two; when all three dice are alike (a *raffle*) the house takes every stake not on the
raffle spaces -- the single numbers, high/low and odd/even (so a triple of your own number loses,
as printed; option ``raffle_takes_all``). Totals 3..18 are paid at the printed odds (14 pays 12 to
1; 3 or 18 pay 180), a named raffle 180 to 1, any raffle 30 to 1, big (over 10), small (under 11),
odd and even at evens.

Under and over seven (Foster §11.17): two dice; under 7 and over 7 pay evens, 7 pays 3 to 1.
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction
from typing import Any

from ...core.actions import Action
from ...core.chance import dice_outcomes, sample_dice
from ...core.errors import IllegalAction
from ...core.registry import GameInfo, register
from ...core.rules import Rules, option
from .simple import STAKE_LAWS, NoCards, SimpleBankingState

__all__ = ["PasseDixRules", "PasseDixState", "passe_dix_net", "ChuckLuckRules", "ChuckLuckState", "UnderOverRules", "UnderOverState", "chuck_luck_net",
           "under_over_net", "CHUCK_LUCK_TOTAL_PAYS", "chuck_luck_bet_names"]

#: Foster §11.13: the house pays these odds (to 1) on a total (the printed layout)
CHUCK_LUCK_TOTAL_PAYS = {3: 180, 18: 180, 4: 60, 17: 60, 5: 29, 16: 29, 6: 18, 15: 18, 7: 12, 14: 12,
                         8: 8, 13: 8, 9: 6, 12: 6, 10: 6, 11: 6}


@dataclass(frozen=True)
class ChuckLuckRules(Rules):
    """Chuck-luck's options (Foster §11.13)."""

    raffle_takes_all: bool = option(True, "a raffle (three alike) takes every stake not on the raffle spaces, "
                                    "single numbers included; off: a single number is paid 3 to 1 on three dice",
                                    "Foster 1914 §11.13 (seed 001 part 5)")
    raffle_pays: int = option(180, "a named raffle pays this many to 1", "Foster §11.13", minimum=1, maximum=1_000, bound="our bound: 1,000 to 1")
    any_raffle_pays: int = option(30, "any raffle pays this many to 1", "Foster §11.13", minimum=1, maximum=1_000, bound="our bound: 1,000 to 1")
    stakes: tuple[int, ...] = option((1, 5), "stakes a punter may choose (chips)", "")


def chuck_luck_bet_names() -> list[str]:
    return ([f"single-{i}" for i in range(1, 7)] + [f"total-{t}" for t in range(3, 19)]
            + [f"raffle-{i}" for i in range(1, 7)] + ["any-raffle", "big", "small", "odd", "even"])


def chuck_luck_net(name: str, dice: tuple[int, int, int], rules: ChuckLuckRules | None = None) -> int:
    """A punter's net result per chip staked on ``name`` when the cage shows ``dice``."""
    r = rules or ChuckLuckRules()
    raffle = dice[0] == dice[1] == dice[2]
    kind, _, arg = name.partition("-")
    if kind == "single":
        k = dice.count(int(arg))
        if raffle and r.raffle_takes_all:
            return -1
        return k if k else -1
    if kind == "total":
        t = int(arg)
        return CHUCK_LUCK_TOTAL_PAYS[t] if sum(dice) == t else -1
    if kind == "raffle":
        return r.raffle_pays if raffle and dice[0] == int(arg) else -1
    if name == "any-raffle":
        return r.any_raffle_pays if raffle else -1
    if raffle:                      # big, small, odd, even: the house takes the raffles
        return -1
    s = sum(dice)
    win = {"big": s > 10, "small": s < 11, "odd": s % 2 == 1, "even": s % 2 == 0}[name]
    return 1 if win else -1


class _DiceState(NoCards, SimpleBankingState):
    """A coup decided by one throw of ``n_dice`` dice, an explicit chance turn after the stakes."""

    n_dice = 2
    explicit_chance = True

    def _setup(self) -> None:
        self.dice: tuple[int, ...] = ()          # thrown at the chance turn

    def _chance_outcomes(self) -> list[tuple[Action, Fraction]]:
        return dice_outcomes(self.n_dice)

    def _sample_chance(self) -> Action:
        return sample_dice(self.shuffler, self.n_dice)

    def _check_chance(self, action: Action) -> None:
        a = action.args
        if not (action.verb == "roll" and len(a) == self.n_dice
                and all(type(x) is int and 1 <= x <= 6 for x in a)):
            raise IllegalAction(f"{action} is not a throw of {self.n_dice} dice "
                                f"(roll and {self.n_dice} faces, each 1 to 6)")

    def _take_chance(self, action: Action) -> None:
        self.dice = tuple(action.args)

    def _decide(self) -> None:
        self.log.append(f"the dice show {' '.join(map(str, self.dice))}")

    def _public(self) -> dict[str, Any]:
        return {"dice": list(self.dice), "total": sum(self.dice)}


class ChuckLuckState(_DiceState):
    """One throw of the chuck-luck cage. Seat 0 is the house."""

    rules_cls = ChuckLuckRules
    game_word = "chuck-luck"
    n_dice = 3

    def bet_names(self) -> list[str]:
        return _CL_NAMES

    def _settle_bet(self, name: str, stake: int) -> int:
        return stake * chuck_luck_net(name, self.dice, self.rules)


_CL_NAMES = chuck_luck_bet_names()


@dataclass(frozen=True)
class UnderOverRules(Rules):
    """Under and over seven (Foster §11.17)."""

    seven_pays: int = option(3, "the seven pays this many to 1", "Foster §11.17", minimum=1, maximum=100, bound="our bound: 100 to 1")
    stakes: tuple[int, ...] = option((1, 5), "stakes a punter may choose (chips)", "")


def under_over_net(name: str, dice: tuple[int, int], rules: UnderOverRules | None = None) -> int:
    """Net per chip on ``under``, ``seven`` or ``over`` for a throw of two dice (Foster §11.17)."""
    s = dice[0] + dice[1]
    if name == "seven":
        return (rules or UnderOverRules()).seven_pays if s == 7 else -1
    if name == "under":
        return 1 if s < 7 else -1
    return 1 if s > 7 else -1


class UnderOverState(_DiceState):
    """One throw at under and over seven. Seat 0 is the house."""

    rules_cls = UnderOverRules
    game_word = "under-and-over-seven"

    def bet_names(self) -> list[str]:
        return ["under", "seven", "over"]

    def _settle_bet(self, name: str, stake: int) -> int:
        return stake * under_over_net(name, self.dice, self.rules)


@dataclass(frozen=True)
class PasseDixRules(Rules):
    """Passe-dix (seed 001 part 6 §5.7, Foster's dice chapter)."""

    stakes: tuple[int, ...] = option((1, 5), "stakes a punter may choose (chips)", "")


def passe_dix_net(name: str, dice) -> int:
    """``pass``: the three dice make 10 or more; ``miss``: under 10; evens."""
    passed = sum(dice) >= 10
    return 1 if passed == (name == "pass") else -1


class PasseDixState(_DiceState):
    """One throw at passe-dix. The banker (the match's dealer seat) holds the box."""

    rules_cls = PasseDixRules
    game_word = "passe-dix"
    n_dice = 3
    rotating_bank = True

    def bet_names(self) -> list[str]:
        return ["pass", "miss"]

    def _settle_bet(self, name: str, stake: int) -> int:
        return stake * passe_dix_net(name, self.dice)


register(GameInfo(
    slug="passe-dix", chance="explicit", title="Passe-dix", family="banking", utility="zero-sum-chips",
    information="perfect", items=("dice",),
    min_players=2, max_players=10, default_players=3,
    state_cls=PasseDixState, rules_cls=PasseDixRules, aliases=("пасс-дикс",), laws=STAKE_LAWS,
    source="seed 001 part 6 §5.7 (Foster, dice)",
    summary="Three dice thrown once after the stakes: 10 or more passes, under 10 misses; evens.",
    notes="the book keeps the box with the banker while he wins; here the box passes left each deal"))

register(GameInfo(
    slug="chuck-luck", chance="explicit", title="Chuck-luck (sweat)", family="banking", utility="zero-sum-chips",
    information="perfect", items=("dice",),
    min_players=2, max_players=10,
    default_players=3, state_cls=ChuckLuckState, rules_cls=ChuckLuckRules, aliases=("sweat", "чак-лак"),
    source="Foster 1914 §11.13 (seed 001 part 5); catalog 001_part5.md §11.13", laws=STAKE_LAWS,
    summary="Three dice from a cage; stakes on a number, a total, a raffle, big/small, odd/even, paid by the "
            "printed layout; a raffle takes the even chances. Seat 0 is the house."))

register(GameInfo(
    slug="under-and-over-seven", chance="explicit", title="Under and over seven", family="banking", utility="zero-sum-chips",
    information="perfect", items=("dice",), min_players=2,
    max_players=10, default_players=3, state_cls=UnderOverState, rules_cls=UnderOverRules,
    aliases=("меньше и больше семи", "under-over-seven"), laws=STAKE_LAWS,
    source="Foster 1914 §11.17 (seed 001 part 5)",
    summary="Two dice: under 7 and over 7 pay evens, 7 pays 3 to 1. Seat 0 is the house."))
