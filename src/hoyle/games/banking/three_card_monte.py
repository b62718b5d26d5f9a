"""Three-card monte (Foster 1914 §11.16; catalog oracle 001_part5 §11.16).

An option set of :class:`~.simple.SimpleBankingState`. The dealer shows one card (here the queen of
hearts) with two others, throws the three face down in a row, and the punters stake on the place of
the shown card (``bet left 5``, ``middle``, ``right``). One chance in three: fair odds are **2 to 1**;
the game is offered at **even money** (option ``pays``), so the punter lays 2 to 1 against himself
(Foster) -- an expectation of minus a third of the stake. The sharper's sleight (the marked or
switched card that makes the game a swindle) is not modelled: the throw here is a fair shuffle. The
bank passes to the left each deal.
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction

from ...cards import parse_cards
from ...core.registry import GameInfo, register
from ...core.rules import Rules, option
from .simple import STAKE_LAWS, SimpleBankingState

__all__ = ["MonteThreeRules", "ThreeCardMonteState", "monte_expectation", "PLACES3"]

PLACES3 = ("left", "middle", "right")


def monte_expectation(pays: int) -> Fraction:
    """A punter's expectation per unit staked when a find is paid ``pays`` to 1 (fair: 2)."""
    return Fraction(pays, 3) - Fraction(2, 3)


@dataclass(frozen=True)
class MonteThreeRules(Rules):
    """Three-card monte's options."""

    stakes: tuple[int, ...] = option((1, 5), "stakes a punter may choose (chips)", "")
    pays: int = option(1, "a find is paid this many to 1 (even money as offered; 2 is fair)",
                       "Foster 1914 §11.16", minimum=1, maximum=100, bound="our bound: 100 to 1")


class ThreeCardMonteState(SimpleBankingState):
    """One throw of three-card monte."""

    rules_cls = MonteThreeRules
    rotating_bank = True
    game_word = "three-card-monte"

    def _setup(self) -> None:
        self.shown_card = parse_cards("QH")[0]
        self.cards = self.shuffler.shuffle(parse_cards("QH 7C 7S"))

    def bet_names(self) -> list[str]:
        return list(PLACES3)

    def _decide(self) -> None:
        self.pos = 3                                   # the three cards are turned
        self.log.append("the cards: " + " ".join(map(str, self.cards)))

    def _settle_bet(self, name: str, stake: int) -> int:
        found = self.cards[PLACES3.index(name)] == self.shown_card
        return stake * self.rules.pays if found else -stake

    def _public(self):
        return {"cards": [str(c) for c in self.cards]}

    def view(self, seat):
        v = super().view(seat)
        v["find"] = str(self.shown_card)
        return v

    def hidden_cards(self, seat):
        # the shown card is known to be somewhere in the row: only the two others are "hidden" by name
        return [c for c in self.cards[self.pos:] if c != self.shown_card]


register(GameInfo(
    slug="three-card-monte", private_cards=False, title="Three-card monte", family="banking", utility="zero-sum-chips",
    min_players=2, max_players=8,
    default_players=2, state_cls=ThreeCardMonteState, rules_cls=MonteThreeRules, laws=STAKE_LAWS,
    aliases=("трехкарточный монте",), source="Foster 1914 §11.16 (seed 001 part 5)",
    summary="Find the shown card among three thrown face down; one chance in three, paid at even money.",
    notes="the swindle itself is not modelled: the throw is a fair shuffle"))
