"""Skin ("skin ball"; seed 004 §2.5; catalog oracles O106-O107): each punter's card against the banker's.

A punter wants his card **not** to be matched (a card of its rank turned from the box) before the
banker's card is. The banker turns the top card and offers it face up to the first player on his
**right** (``take N``: accept it and stake N; or ``refuse``: it is offered to the next on the right).
Once a card is taken, the next card is the **banker's card**. Then card after card is turned:

* of the banker's rank: every punter holding a card wins his stake (O106), and the deal ends;
* of a punter's card's rank: the bank wins that stake (O106); both cards go to the discard, and the
  rank is **dead** (its two other cards are discarded when they come);
* of a dead rank: discarded;
* otherwise a **fresh** card: offered to the players without a card (refusers and those whose card was
  matched), nearest the banker's right first; refused by all (or nobody without a card), it is laid in
  the centre.

The house fee (O107, option ``fee``): ``two-percent`` of every stake a punter wins from the banker
(rounded down; the default stakes of 50 and 100 make it whole), or ``last-bet``: 25 % of the last
winning bet of the deal (won by either side). If the box runs out the stakes are returned.

Not modelled, stated: side bets between players; the banker cutting an opening stake (he accepts it
as named); a player taking a centre card after his card is matched; the banker's choices after his
card is matched while side bets stand. A banker's card of the same rank as the first punter's card
is put to the discard and the next card dealt to him (004 does not cover it: recorded choice). The
bank passes to the next player on the right after each deal (004: when the banker's card is matched).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ...cards import Card, standard_pack
from ...core.actions import Action
from ...core.errors import DealNotOver
from ...core.laws import LawBook
from ...core.match import Match
from ...core.registry import GameInfo, register
from ...core.rules import Rules, option
from ...core.state import GameState
from .simple import copy_state

__all__ = ["SkinRules", "SkinState", "SKIN_LAWS"]

SKIN_LAWS = LawBook.of("Skin", "seed 004 §2.5", [
    ("K1", "offer", "A card is offered face up from the banker's right; a player takes it with a stake within the "
     "limits, or refuses and it passes to the next on the right.", "a stake outside the limits is refused"),
    ("K2", "banker-match", "A card of the banker's rank: every punter holding a card wins his stake.", ""),
    ("K3", "player-match", "A card of a punter's rank: the bank wins his stake; the rank is dead.", ""),
    ("K4", "fresh", "A card matching nobody is offered to the players without a card, nearest the banker's right "
     "first.", ""),
    ("K5", "fee", "The house takes 2 % of each stake a punter wins from the banker, or 25 % of the deal's last "
     "winning bet.", ""),
])


@dataclass(frozen=True)
class SkinRules(Rules):
    """Skin's options."""

    stakes: tuple[int, ...] = option((50, 100), "stakes a punter may name (the banker's limits)", "seed 004 §2.5")
    fee: str = option("two-percent", "the house fee: two-percent of punters' wins, or last-bet (25 % of the deal's "
                      "last winning bet)", "seed 004 §2.5 (O107)", choices=("two-percent", "last-bet"))


class SkinState(GameState):
    """One deal of skin (see the module docstring)."""

    house_seat = 0        # seat 0 keeps the bank at the start (a person punts by default)

    rules_cls = SkinRules

    def __init__(self, num_players, rules=None, shuffler=None, context=None):
        super().__init__(num_players, rules, shuffler, context)
        n = num_players
        self.banker = int(self.context.get("banker", 0)) % n
        self.order = [(self.banker - i) % n for i in range(1, n)]   # from the banker's right
        self.shoe: list[Card] = self.shuffler.shuffle(standard_pack().cards)
        self.pos = 0
        self.holding: dict[int, tuple[Card, int] | None] = {s: None for s in self.order}
        self.bank_card: Card | None = None
        self.discard: list[Card] = []
        self.centre: list[Card] = []
        self.dead: set[int] = set()
        self.net = [0] * n
        self.fees = 0
        self.last_win = 0
        self.offer: Card | None = None
        self.offerees: list[int] = []
        self.done = False
        self._turn()

    def clone(self) -> "SkinState":
        return copy_state(self, ("holding", "discard", "centre", "dead", "net", "offerees"))

    # ------------------------------------------------------------------ contract
    @property
    def to_act(self) -> int | None:
        return None if self.done else self.offerees[0]

    def legal_actions(self) -> list[Action]:
        if self.done:
            return []
        return [Action("take", (s,)) for s in self.rules.stakes] + [Action("refuse")]

    def _explain_illegal(self, action: Action) -> tuple[str, str | None]:
        if action.verb == "take":
            return (f"a stake must be one of {', '.join(map(str, self.rules.stakes))}", SKIN_LAWS.cite("K1"))
        return super()._explain_illegal(action)

    def _apply(self, action: Action) -> None:
        seat = self.offerees.pop(0)
        card = self.offer
        if action.verb == "take":
            self.holding[seat] = (card, action.args[0])
            self.log.append(f"seat {seat} takes {card} for {action.args[0]}")
            self.offer = None
            self.offerees = []
            if self.bank_card is None:
                self._deal_bank_card(card)
            self._turn()
        elif not self.offerees:                            # refused by all: to the centre
            self.centre.append(card)
            self.offer = None
            self._turn()

    # ------------------------------------------------------------------ the box
    def _next(self) -> Card | None:
        if self.pos >= len(self.shoe):
            return None
        c = self.shoe[self.pos]
        self.pos += 1
        return c

    def _deal_bank_card(self, first: Card) -> None:
        while True:
            c = self._next()
            if c is None:
                return
            if c.rank == first.rank:
                self.discard.append(c)                     # recorded choice: not the first punter's rank
                continue
            self.bank_card = c
            self.log.append(f"the banker's card is {c}")
            return

    def _turn(self) -> None:
        """Turn cards until one is offered or the deal ends."""
        while True:
            c = self._next()
            if c is None:
                self._end_out()
                return
            if self.bank_card is not None and c.rank == self.bank_card.rank:     # K2
                for s, h in self.holding.items():
                    if h is not None:
                        self._pay(s, h[1])
                self.discard.append(c)
                self.log.append(f"{c} matches the banker's card: every punter with a card wins")
                self._finish()
                return
            hit = next((s for s, h in self.holding.items() if h is not None and h[0].rank == c.rank), None)
            if hit is not None:                            # K3
                card, stake = self.holding[hit]
                self.net[hit] -= stake
                self.net[self.banker] += stake
                self.last_win = stake
                self.discard += [card, c]
                self.dead.add(c.rank)
                self.holding[hit] = None
                self.log.append(f"{c} matches seat {hit}'s {card}: the bank wins {stake}")
                continue
            if c.rank in self.dead:
                self.discard.append(c)
                continue
            cardless = [s for s in self.order if self.holding[s] is None]
            if not cardless:                                # K4: nobody to take it
                self.centre.append(c)
                continue
            self.offer = c
            self.offerees = cardless
            return

    def _pay(self, seat: int, stake: int) -> None:
        self.net[seat] += stake
        self.net[self.banker] -= stake
        self.last_win = stake
        if self.rules.fee == "two-percent":
            f = stake * 2 // 100
            self.net[seat] -= f
            self.fees += f

    def _end_out(self) -> None:
        self.log.append("the box is out: the stakes are returned")
        self._finish()

    def _finish(self) -> None:
        if self.rules.fee == "last-bet" and self.last_win:
            f = self.last_win // 4                         # charged to the bank (the collector's take)
            self.net[self.banker] -= f
            self.fees += f
        self.done = True
        self.offer = None
        self.offerees = []

    # ------------------------------------------------------------------ outcome and views
    def outcome(self) -> list[int]:
        if not self.done:
            raise DealNotOver("the deal is not over")
        return list(self.net)

    def house_take(self) -> int:
        return self.fees

    def view(self, seat: int | None) -> dict[str, Any]:
        v: dict[str, Any] = {
            "game": "skin", "seat": seat, "to_act": self.to_act, "banker": self.banker,
            "banker_card": str(self.bank_card) if self.bank_card is not None else None,
            "offer": str(self.offer) if self.offer is not None else None,
            "holding": {str(s): {"card": str(h[0]), "stake": h[1]} for s, h in self.holding.items() if h},
            "discard": [str(c) for c in self.discard], "centre": [str(c) for c in self.centre],
            "cards_left": len(self.shoe) - self.pos,
        }
        if self.done:
            v["outcome"] = list(self.net)
            v["fees"] = self.fees
        return v

    def card_locations(self) -> dict[str, list[Card]]:
        loc = {"box": self.shoe[self.pos:], "discard": list(self.discard), "centre": list(self.centre)}
        loc["banker"] = [self.bank_card] if self.bank_card is not None else []
        loc["offer"] = [self.offer] if self.offer is not None else []
        loc["held"] = [h[0] for h in self.holding.values() if h]
        return loc

    def hidden_cards(self, seat: int | None):
        return self.shoe[self.pos:]

    def pack(self) -> list[Card]:
        return sorted(self.shoe)


class SkinMatch(Match):
    """The bank passes to the next player on the right after each deal."""

    def carry(self, state) -> dict[str, Any]:
        ctx = super().carry(state)
        ctx["banker"] = (int(state.context.get("banker", 0)) - 1) % state.num_players
        return ctx


register(GameInfo(
    slug="skin", title="Skin (skin ball)", family="banking", utility="zero-sum-chips",
    min_players=3, max_players=10, default_players=5,
    state_cls=SkinState, rules_cls=SkinRules, laws=SKIN_LAWS, match_cls=SkinMatch,
    aliases=("skin-ball", "скин"), source="seed 004 §2.5", status="partial",
    summary="Cards turned from a box are offered from the banker's right; each punter's card must not be matched "
            "before the banker's; a banker's match pays every punter, a punter's match pays the bank.",
    notes="side bets between players, the banker cutting stakes and taking centre cards are not modelled"))
