"""Quinze / fifteen: vingt-et-un to 15 for two (Foster 1914 §11.4; seed 004 §1.6.4).

Both players put the agreed stake in the pot (``stake`` chips; the pot of an undecided hand carries over,
context ``pot``). One card face down to each; the dealer's opponent draws cards face up (``card``) or
stands (``content``) -- saying nothing if he has gone over; then the dealer does the same; both show.
Courts and tens count 10, the ace 1. The total nearer 15 without passing it takes the pot; equal totals,
or both over, leave the pot for the next hand (004; Foster: the stakes are doubled and a new hand dealt,
the same money). The deal alternates (Foster; 004: the loser deals -- option ``loser_deals``).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ...cards import Card, standard_pack
from ...core.actions import Action
from ...core.determinise import Zone
from ...core.errors import DealNotOver
from ...core.match import Match
from ...core.registry import GameInfo, register
from ...core.rules import Rules, option
from ...core.state import GameState
from .simple import copy_state, deck_zones, redeal_record

__all__ = ["QuinzeRules", "QuinzeState", "quinze_total"]


def quinze_total(cards) -> int:
    return sum(1 if c.rank == 14 else min(c.rank, 10) for c in cards)


@dataclass(frozen=True)
class QuinzeRules(Rules):
    """Quinze's options."""

    stake: int = option(1, "each player's stake into the pot each hand", "Foster §11.4; 004 §1.6.4", minimum=1, maximum=10_000, bound="our bound: 10,000 chips")
    loser_deals: bool = option(False, "the loser deals the next hand (004); off: the deal alternates (Foster)",
                               "Foster §11.4; seed 004 §1.6.4")


class QuinzeState(GameState):
    """One hand of quinze between two players."""

    rules_cls = QuinzeRules

    def __init__(self, num_players, rules=None, shuffler=None, context=None):
        super().__init__(num_players, rules, shuffler, context)
        self.dealer = int(self.context.get("dealer", 0)) % 2
        self.order = [1 - self.dealer, self.dealer]
        self.deck: list[Card] = self.shuffler.shuffle(standard_pack().cards)
        self.hands = {self.order[0]: [self.deck[0]], self.dealer: [self.deck[1]]}
        self.pos = 2
        self.carried = int(self.context.get("pot") or 0)
        self.pot = self.carried + 2 * self.rules.stake
        self.net = [-self.rules.stake, -self.rules.stake]
        self.turn = 0
        self.result: list[int] | None = None
        self.winner: int | None = None

    def clone(self) -> "QuinzeState":
        return copy_state(self, ("net",), nested=("hands",))

    @property
    def to_act(self) -> int | None:
        return None if self.result is not None else self.order[self.turn]

    def legal_actions(self) -> list[Action]:
        if self.result is not None:
            return []
        return [Action("card"), Action("content")] if self.pos < len(self.deck) else [Action("content")]

    def _apply(self, action: Action) -> None:
        seat = self.order[self.turn]
        if action.verb == "card":
            self.hands[seat].append(self.deck[self.pos])
            self.pos += 1
            return
        self.turn += 1
        if self.turn == 2:
            self._show()

    def _show(self) -> None:
        t = {s: quinze_total(h) for s, h in self.hands.items()}
        live = [s for s in (0, 1) if t[s] <= 15]
        out = list(self.net)
        if len(live) == 2 and t[0] != t[1]:
            self.winner = max(live, key=lambda s: t[s])
        elif len(live) == 1:
            self.winner = live[0]
        if self.winner is not None:
            out[self.winner] += self.pot
            self.log.append(f"seat {self.winner} takes the pot of {self.pot}")
            self.pot = 0
        else:
            self.log.append(f"no decision: the pot of {self.pot} stays")
        self.result = out

    def outcome(self) -> list[int]:
        if self.result is None:
            raise DealNotOver("the hand is not over")
        return list(self.result)

    def house_take(self) -> int:
        """What stays in the pot for the next hand (less what it brought in)."""
        return self.pot - self.carried

    def view(self, seat: int | None) -> dict[str, Any]:
        over = self.result is not None
        hands = {str(s): [str(c) if (i > 0 or s == seat or over) else "??" for i, c in enumerate(h)]
                 for s, h in self.hands.items()}
        v = {"game": "quinze", "seat": seat, "to_act": self.to_act, "dealer": self.dealer, "hands": hands,
             "pot": self.pot}
        if over:
            v["totals"] = {str(s): quinze_total(h) for s, h in self.hands.items()}
            v["outcome"] = list(self.result)
        return v

    def card_locations(self) -> dict[str, list[Card]]:
        return {"pack": self.deck[self.pos:], "hand0": list(self.hands[0]), "hand1": list(self.hands[1])}

    def hidden_cards(self, seat: int | None):
        hidden = list(self.deck[self.pos:])
        if self.result is None:
            hidden += [h[0] for s, h in self.hands.items() if s != seat]
        return hidden

    def pack(self) -> list[Card]:
        return sorted(self.deck)

    def card_zones(self) -> dict[str, Zone]:
        """Hook for determinisation (the ISMCTS seat): the pack from the next card on, in its
        order, and each hand, every card in its place (:func:`.simple.deck_zones`)."""
        return deck_zones(self)

    def redealt(self) -> None:
        """After a determinisation: the record of the dealt cards is the hands' again."""
        redeal_record(self)


class QuinzeMatch(Match):
    """The pot of an undecided hand carries over; the deal alternates (or the loser deals)."""

    def carry(self, state) -> dict[str, Any]:
        ctx = dict(self.context)
        ctx["deal_number"] = ctx.get("deal_number", 1) + 1
        ctx["pot"] = state.pot
        if state.rules.loser_deals and state.winner is not None:
            ctx["dealer"] = 1 - state.winner
        else:
            ctx["dealer"] = 1 - state.dealer
        return ctx


register(GameInfo(
    slug="quinze-foster", title="Quinze (Foster)", family="banking", utility="zero-sum-chips",
    min_players=2, max_players=2,
    state_cls=QuinzeState, rules_cls=QuinzeRules, match_cls=QuinzeMatch, aliases=("quinze", "кинзе"),
    source="Foster 1914 §11.4 (seed 001 part 5)",
    summary="Two players draw to 15; the nearer without passing takes the pot; a tie or both over carries it."))

register(GameInfo(
    slug="fifteen-modern", title="Fifteen (seed 004)", family="banking", utility="zero-sum-chips",
    min_players=2, max_players=2,
    state_cls=QuinzeState, rules_cls=QuinzeRules, match_cls=QuinzeMatch, defaults={"loser_deals": True},
    aliases=("fifteen", "пятнадцать", "квинче", "железка"), source="seed 004 §1.6.4",
    summary="Quinze as seed 004 gives it: the pot stays on a tie or a double bust; the loser deals."))
