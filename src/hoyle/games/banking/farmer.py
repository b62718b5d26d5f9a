"""Farmer: draw to exactly 16 to win the farm (Foster 1914 §11.3; seed 004 §1.6.5).

The pack of 45: no eights, and of the sixes only the six of hearts. Courts and tens 10, ace 1. Each
player antes one chip into the **farm** (which carries over while nobody wins it: context ``farm``);
the farmer (the match's dealer seat) deals one card face down to everyone, himself included. In turn
from his left, ending with the farmer, each player is given one more card, and then draws more
(``card``) or stands (``content``); a player over 16 says nothing and stands.

Settlement, all hands shown:

* exactly 16 takes the farm (and becomes the next farmer); among several 16s the one holding the six of
  hearts, then the fewest cards, then (004) the farmer, then the nearest the farmer's left;
* every player over 16 pays the farmer: one chip a point over 16 (Foster, ``over_pays="per-point"``) or
  one chip (004, ``"one"``); a farmer over 16 pays nobody;
* nobody at 16: the farm stays; the player nearest 16 (below it) receives one chip from each other player
  (Foster, ``nearest_from="all"``) or from each player with a lower total, not from busted players (004,
  ``"lower"``); equal best totals share the chips (odd chips stay with the payers, stated choice). The
  farmer takes no part in this payment (004 O34 lists only the other players' totals; stated reading).

Foster auctions the farm when it is won; here the winner simply becomes farmer (the bid is not
modelled). Seats: every seat plays a hand; the farmer's chips are his seat's.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ...cards import Card, card, stripped_pack
from ...core.actions import Action
from ...core.determinise import Zone
from ...core.errors import DealNotOver
from ...core.match import Match
from ...core.registry import GameInfo, register
from ...core.rules import Rules, option
from ...core.state import GameState
from .simple import copy_state, deck_locations, deck_zones, redeal_record

__all__ = ["FarmerRules", "FarmerState", "farmer_pack", "farmer_total", "SIX_OF_HEARTS"]

SIX_OF_HEARTS = card(6, 2)


def farmer_pack() -> list[Card]:
    """45 cards: no eights; of the sixes only the six of hearts (004 O32)."""
    return [c for c in stripped_pack([r for r in range(2, 15) if r != 8]).cards if c.rank != 6 or c == SIX_OF_HEARTS]


def farmer_total(cards) -> int:
    return sum(1 if c.rank == 14 else min(c.rank, 10) for c in cards)


@dataclass(frozen=True)
class FarmerRules(Rules):
    """Farmer's options (defaults: seed 004)."""

    over_pays: str = option("one", "a player over 16 pays the farmer one chip (004) or one chip a point (Foster)",
                            "seed 004 §1.6.5; Foster §11.3", choices=("one", "per-point"))
    nearest_from: str = option("lower", "the nearest to 16 is paid by players with lower totals, not busted (004), "
                               "or by all the others (Foster)", "seed 004 §1.6.5 (O34); Foster §11.3",
                               choices=("lower", "all"))
    ante: int = option(1, "each player's ante into the farm", "Foster §11.3; 004 §1.6.5", minimum=1, maximum=10_000, bound="our bound: 10,000 chips")


class FarmerState(GameState):
    """One deal of farmer."""

    rules_cls = FarmerRules

    def __init__(self, num_players, rules=None, shuffler=None, context=None):
        super().__init__(num_players, rules, shuffler, context)
        n = num_players
        self.farmer = int(self.context.get("dealer", 0)) % n
        self.order = [(self.farmer + i) % n for i in range(1, n)] + [self.farmer]
        self.deck: list[Card] = self.shuffler.shuffle(farmer_pack())
        self.pos = 0
        self.hands = {s: [] for s in self.order}
        for s in self.order:
            self._give(s)
        self.carried = int(self.context.get("farm") or 0)
        self.farm = self.carried + n * self.rules.ante
        self.net = [-self.rules.ante] * n
        self.turn = 0
        self._give(self.order[0])                # the first player's compulsory card
        self.result: list[int] | None = None
        self.winner: int | None = None

    def _give(self, seat: int) -> None:
        if self.pos < len(self.deck):
            self.hands[seat].append(self.deck[self.pos])
            self.pos += 1

    def clone(self) -> "FarmerState":
        return copy_state(self, ("net",), nested=("hands",))

    @property
    def to_act(self) -> int | None:
        return None if self.result is not None else self.order[self.turn]

    def legal_actions(self) -> list[Action]:
        if self.result is None:
            seat = self.order[self.turn]
            if farmer_total(self.hands[seat]) < 16 and self.pos < len(self.deck):
                return [Action("card"), Action("content")]
            return [Action("content")]
        return []

    def _apply(self, action: Action) -> None:
        seat = self.order[self.turn]
        if action.verb == "card":
            self._give(seat)
            return
        self.turn += 1
        if self.turn == len(self.order):
            self._settle()
        else:
            self._give(self.order[self.turn])    # every player gets at least one more card

    def _settle(self) -> None:
        r = self.rules
        out = list(self.net)
        tot = {s: farmer_total(h) for s, h in self.hands.items()}
        sixteens = [s for s in self.order if tot[s] == 16]
        if sixteens:
            def key(s):
                return (SIX_OF_HEARTS not in self.hands[s], len(self.hands[s]), s != self.farmer,
                        (s - self.farmer - 1) % self.num_players)
            self.winner = min(sixteens, key=key)
            out[self.winner] += self.farm
            self.log.append(f"seat {self.winner} makes 16 and takes the farm of {self.farm}")
            self.farm = 0
        for s in self.order:
            if tot[s] > 16 and s != self.farmer:
                pay = tot[s] - 16 if r.over_pays == "per-point" else 1
                out[s] -= pay
                out[self.farmer] += pay
        if not sixteens:
            others = [s for s in self.order if s != self.farmer]      # the farmer takes no part (O34)
            live = [s for s in others if tot[s] < 16]
            if live:
                best = max(tot[s] for s in live)
                top = [s for s in live if tot[s] == best]
                payers = [s for s in others if s not in top and
                          (r.nearest_from == "all" or (tot[s] < best))]
                share = len(payers) // len(top)
                if share:
                    for s in payers[:share * len(top)]:
                        out[s] -= 1
                    for s in top:
                        out[s] += share
        self.result = out

    def outcome(self) -> list[int]:
        if self.result is None:
            raise DealNotOver("the deal is not over")
        return list(self.result)

    def house_take(self) -> int:
        """What the farm keeps from this deal for the next (negative when it was won)."""
        return self.farm - self.carried

    def view(self, seat: int | None) -> dict[str, Any]:
        over = self.result is not None
        v = {"game": "farmer", "seat": seat, "to_act": self.to_act, "farmer": self.farmer, "farm": self.farm,
             "hands": {str(s): ([str(c) for c in h] if (over or s == seat) else ["??"] * len(h))
                       for s, h in self.hands.items()}}
        if over:
            v["totals"] = {str(s): farmer_total(h) for s, h in self.hands.items()}
            v["outcome"] = list(self.result)
        return v

    def card_locations(self) -> dict[str, list[Card]]:
        return deck_locations(self)

    def hidden_cards(self, seat: int | None):
        hidden = list(self.deck[self.pos:])
        if self.result is None:
            hidden += [c for s, h in self.hands.items() if s != seat for c in h]
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


class FarmerMatch(Match):
    """The farm carries over; whoever wins it becomes the farmer."""

    def carry(self, state) -> dict[str, Any]:
        ctx = dict(self.context)
        ctx["deal_number"] = ctx.get("deal_number", 1) + 1
        ctx["farm"] = state.farm
        ctx["dealer"] = state.winner if state.winner is not None else state.farmer
        return ctx


register(GameInfo(
    slug="farmer-modern", title="Farmer (seed 004)", family="banking", utility="zero-sum-chips",
    min_players=2, max_players=8,
    default_players=4, state_cls=FarmerState, rules_cls=FarmerRules, match_cls=FarmerMatch,
    aliases=("farmer", "фермер", "ферма"), source="seed 004 §1.6.5",
    summary="45 cards, draw to exactly 16 to take the farm; over 16 pays the farmer; with no 16 the nearest is "
            "paid by the lower hands."))

register(GameInfo(
    slug="farmer-foster", title="Farmer (Foster)", family="banking", utility="zero-sum-chips",
    min_players=2, max_players=8,
    default_players=4, state_cls=FarmerState, rules_cls=FarmerRules, match_cls=FarmerMatch,
    defaults={"over_pays": "per-point", "nearest_from": "all"}, aliases=("ferme",),
    source="Foster 1914 §11.3 (seed 001 part 5)",
    summary="Foster's farmer: over 16 pays a chip a point; the nearest 16 is paid by every other player.",
    notes="Foster auctions a won farm; the auction is not modelled (the winner becomes farmer)"))
