"""Thirty-five (Trentacinque), a pool game (seed 004 §2.8; catalog oracles O112-O114).

Everyone, the dealer too, antes ``ante``. One card face down at a time to each player and to the
centre until every hand and the centre hold four; then to the players only until each holds nine
(4 + 9n cards used, the rest set aside: O112). Courts count 10, the others their pips; the **ace's
value is not stated** in 004 (option ``ace``, default 1, the catalog's reading).

A hand holding **35 or more in one suit** (O113) is declared at once and takes the pool (several
share it, odd chips to the first from the dealer's left). Otherwise the **widow** (the centre's four
cards) is auctioned from the dealer's left: the opening bid is at most the pool, later bids raise it
(up to ``max_bid``); a player who will not bid ``pass``es and throws in his hand. The last bidder takes
the widow: with 35 or more in one suit among his 13 cards he takes his bid from the pool (the whole
pool at most, O114); otherwise he pays his bid into the pool. Nobody bidding: the pool stands. The
pool carries to the next deal (context ``pot``; its gain in a deal is :meth:`house_take`); dividing it
at an agreed maximum is not modelled. The deal passes to the left.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ...cards import Card, standard_pack
from ...core.actions import Action
from ...core.determinise import Zone
from ...core.errors import DealNotOver
from ...core.laws import LawBook
from ...core.match import Match
from ...core.registry import GameInfo, register
from ...core.rules import Rules, option
from ...core.state import GameState
from .simple import copy_state

__all__ = ["ThirtyFiveRules", "ThirtyFiveState", "THIRTY_FIVE_LAWS", "best_suit_total"]

THIRTY_FIVE_LAWS = LawBook.of("Thirty-five", "seed 004 §2.8", [
    ("T1", "claim", "A hand with 35 or more in one suit, declared on the deal, takes the pool.", ""),
    ("T2", "auction", "The widow is auctioned from the dealer's left: the opening bid at most the pool, each later "
     "bid higher; a player not bidding throws in his hand.", "a bid not above the last, or over the limit, is "
     "refused"),
    ("T3", "settle", "The widow-taker with 35 in a suit takes his bid from the pool (the pool at most); otherwise "
     "he pays his bid into it.", ""),
])

_LADDER = (1, 2, 3, 5, 10, 15, 20, 30, 50, 100, 200)


def best_suit_total(cards, ace: int = 1) -> int:
    """The highest total of one suit in ``cards`` (courts 10, ace ``ace``, others their pips)."""
    tot = [0, 0, 0, 0]
    for c in cards:
        r = c.rank
        tot[c.suit] += ace if r == 14 else (10 if r >= 10 else r)
    return max(tot)


@dataclass(frozen=True)
class ThirtyFiveRules(Rules):
    """Thirty-five's options."""

    ante: int = option(1, "each player's ante into the pool", "seed 004 §2.8", minimum=1, maximum=10_000, bound="our bound: 10,000 chips")
    ace: int = option(1, "the ace's value (004 does not state it)", "catalog 004 §2.8 (reading)", choices=(1, 11))
    target: int = option(35, "points in one suit that win", "seed 004 §2.8", minimum=1, maximum=200, bound="our bound: 200 points (a whole suit counts at most 95)")
    max_bid: int = option(50, "the most a raised bid may be (the opening bid is at most the pool)",
                          "seed 004 §2.8 (O114: bids may exceed the pool)", minimum=1, maximum=1_000_000, bound="our bound: 1,000,000 chips")


class ThirtyFiveState(GameState):
    """One deal of thirty-five."""

    rules_cls = ThirtyFiveRules

    def __init__(self, num_players, rules=None, shuffler=None, context=None):
        super().__init__(num_players, rules, shuffler, context)
        r = self.rules
        n = num_players
        self.dealer = int(self.context.get("dealer", 0)) % n
        self.order = [(self.dealer + i) % n for i in range(1, n)] + [self.dealer]
        self.deck: list[Card] = self.shuffler.shuffle(standard_pack().cards)
        pos = 0
        self.hands: dict[int, list[Card]] = {s: [] for s in self.order}
        self.widow: list[Card] = []
        for _ in range(4):
            for s in self.order:
                self.hands[s].append(self.deck[pos])
                pos += 1
            self.widow.append(self.deck[pos])
            pos += 1
        for _ in range(5):
            for s in self.order:
                self.hands[s].append(self.deck[pos])
                pos += 1
        self.aside = self.deck[pos:]
        self.carried = int(self.context.get("pot") or 0)
        self.pot = self.carried + n * r.ante
        self.net = [-r.ante] * n
        self.active = list(self.order)
        self.turn = 0
        self.high = 0
        self.high_bidder: int | None = None
        self.taker: int | None = None
        self.shown: set[int] = set()
        self.done = False
        claims = [s for s in self.order if best_suit_total(self.hands[s], r.ace) >= r.target]
        if claims:                                         # T1
            share, odd = divmod(self.pot, len(claims))
            for s in claims:
                self.net[s] += share
            self.net[claims[0]] += odd
            self.pot = 0
            self.shown.update(claims)
            self.log.append("declared 35: " + ", ".join(f"seat {s}" for s in claims))
            self.done = True

    def clone(self) -> "ThirtyFiveState":
        return copy_state(self, ("net", "active", "shown"))

    @property
    def to_act(self) -> int | None:
        return None if self.done else self.active[self.turn]

    def _cap(self) -> int:
        return self.pot if self.high_bidder is None else max(self.rules.max_bid, self.pot)

    def legal_actions(self) -> list[Action]:
        if self.done:
            return []
        cap = self._cap()
        bids = sorted({b for b in (*_LADDER, cap) if self.high < b <= cap})
        return [Action("bid", (b,)) for b in bids] + [Action("pass")]

    def _explain_illegal(self, action: Action) -> tuple[str, str | None]:
        if action.verb == "bid":
            return (f"a bid must be above {self.high} and at most {self._cap()}", THIRTY_FIVE_LAWS.cite("T2"))
        return super()._explain_illegal(action)

    def _apply(self, action: Action) -> None:
        seat = self.active[self.turn]
        if action.verb == "bid":
            self.high = action.args[0]
            self.high_bidder = seat
            self.log.append(f"seat {seat} bids {self.high}")
            self.turn += 1
        else:
            self.active.pop(self.turn)                     # throws in his hand
            self.log.append(f"seat {seat} passes")
        if not self.active:
            self.done = True
            self.log.append("nobody bids: the pool stands")
            return
        if self.turn >= len(self.active):
            self.turn = 0
        if self.high_bidder is not None and self.active == [self.high_bidder]:
            self._settle()

    def _settle(self) -> None:
        s = self.high_bidder
        self.taker = s
        self.shown.add(s)
        made = best_suit_total(self.hands[s] + self.widow, self.rules.ace) >= self.rules.target
        v = min(self.high, self.pot) if made else -self.high
        self.net[s] += v
        self.pot -= v
        self.log.append(f"seat {s} takes the widow for {self.high}: {'makes' if made else 'fails'} 35")
        self.done = True

    def outcome(self) -> list[int]:
        if not self.done:
            raise DealNotOver("the deal is not over")
        return list(self.net)

    def house_take(self) -> int:
        """What the pool gained in this deal (it stays for the next)."""
        return self.pot - self.carried

    def view(self, seat: int | None) -> dict[str, Any]:
        v: dict[str, Any] = {"game": "thirty-five", "seat": seat, "to_act": self.to_act, "dealer": self.dealer,
                             "pool": self.pot, "bid": self.high, "bidder": self.high_bidder,
                             "in_auction": list(self.active)}
        if seat is not None and seat in self.hands:
            v["hand"] = [str(c) for c in self.hands[seat]]
        v["shown"] = {str(s): [str(c) for c in self.hands[s]] for s in sorted(self.shown)}
        if self.taker is not None:
            v["widow"] = [str(c) for c in self.widow]
        if self.done:
            v["outcome"] = list(self.net)
        return v

    def card_locations(self) -> dict[str, list[Card]]:
        loc = {f"hand{s}": list(h) for s, h in self.hands.items()}
        loc["widow"] = list(self.widow)
        loc["aside"] = list(self.aside)
        return loc

    def hidden_cards(self, seat: int | None):
        hidden = list(self.aside)
        if self.taker is None:
            hidden += self.widow
        for s, h in self.hands.items():
            if s != seat and s not in self.shown:
                hidden += h
        return hidden

    def pack(self) -> list[Card]:
        return sorted(self.deck)

    def card_zones(self) -> dict[str, Zone]:
        """Hook for determinisation (the ISMCTS seat): each hand, the widow (face down until
        taken) and the cards laid aside undealt. What a seat sees stays: its own hand, a hand
        shown (declared 35, or the taker's), the widow once taken."""
        zones = {f"hand {s}": Zone(h, ordered=True, attr="hands") for s, h in self.hands.items()}
        zones["widow"] = Zone(self.widow, ordered=True, attr="widow")
        zones["aside"] = Zone(self.aside, ordered=True, attr="aside")
        return zones

    def redealt(self) -> None:
        """After a determinisation: the record of the pack as shuffled (never read in play) no
        longer gives the deal it was drawn from."""
        self.deck = sorted(self.deck)


class ThirtyFiveMatch(Match):
    """The pool carries to the next deal; the deal passes left."""

    def carry(self, state) -> dict[str, Any]:
        ctx = super().carry(state)
        ctx["pot"] = state.pot
        return ctx


register(GameInfo(
    slug="thirty-five", title="Thirty-five (Trentacinque)", family="banking", utility="zero-sum-chips",
    min_players=2, max_players=5,
    default_players=4, state_cls=ThirtyFiveState, rules_cls=ThirtyFiveRules, laws=THIRTY_FIVE_LAWS,
    match_cls=ThirtyFiveMatch, aliases=("trentacinque", "тридцать пять"), source="seed 004 §2.8",
    status="partial",
    summary="Everyone antes; nine cards each and a widow of four; 35 in one suit takes the pool; otherwise the "
            "widow is auctioned and its taker wins or pays his bid.",
    notes="the ace's value is not stated in 004 (option ace, default 1); dividing the pool at a maximum is not "
          "modelled"))
