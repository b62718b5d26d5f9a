"""Shoot (title lost in seed 004 §2.4; the catalog's identification): a red-dog relative with one low
"pool card" turned against every hand at once.

Both forms of 004 §2.4 (catalog oracles O103-O105):

* ``shoot-pool``: everyone, the dealer too, antes (``ante``); three cards face down to each; then
  cards are turned to the centre until one is a **6 or lower** (a 7 or higher, ace high, is
  discarded: O103): that is the **pool card**. Every player, the dealer last, stakes **without
  looking** at his hand, from the minimum (the ante) to the whole pool. All hands are shown: a hand
  holding a higher card of the pool card's suit wins. The dealer first puts the losing stakes into
  the pool, then pays the winners even money from his left round to himself; when the pool runs out
  the later winners only take their stakes back (O104). 004 does not say what a winner gets when the
  pool is short but not empty; here he takes what is left (recorded choice). What is left of the pool
  carries to the next deal (context ``pot``; the pool's gain in a deal is :meth:`house_take`).
* ``shoot-banking``: the dealer banks ``bank`` chips, deals himself no hand, no antes; the players in
  turn from his left **cover** any part of the bank still uncovered (or pass); once it is all
  covered, the rest cannot bet. Winners are paid even money from the bank; the banker keeps the rest.

If no card of 6 or lower is left to turn, the deal is void (everything returned) and dealt again (the
next deal of the match). The deal passes to the left each deal.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ...cards import Card, standard_pack
from ...core.actions import Action
from ...core.errors import DealNotOver, RuleOptionError
from ...core.laws import LawBook
from ...core.registry import GameInfo, register
from ...core.rules import Rules, option
from ...core.state import GameState
from .red_dog import RedDogMatch, beats
from .simple import copy_state, deal_round, deck_locations

__all__ = ["ShootRules", "ShootState", "SHOOT_LAWS", "settle_pool"]

SHOOT_LAWS = LawBook.of("Shoot (pool card)", "seed 004 §2.4", [
    ("P1", "pool-card", "Cards are turned until one of 6 or lower: it is the pool card; higher ones are discarded.",
     ""),
    ("P2", "stake", "Stakes are made without looking, from the minimum to the whole pool (or what is left of the "
     "bank uncovered).", "a stake outside the limit is refused"),
    ("P3", "win", "A higher card of the pool card's suit wins even money.", ""),
    ("P4", "settle", "Losing stakes go into the pool first; winners are paid from the dealer's left while the "
     "pool lasts, the rest take back their stakes.", ""),
    ("P5", "cover", "Banking form: a player covers part of the bank not yet covered; a covered bank takes no more "
     "stakes.", "a stake over the uncovered part is refused"),
])

_LADDER = (1, 2, 5, 10, 20, 50, 100, 200, 500)


def settle_pool(pool: int, stakes: list[tuple[int, int, bool]]) -> tuple[int, dict[int, int]]:
    """Settle a shoot pool (O104): ``stakes`` are ``(seat, stake, won)`` in paying order (from the
    dealer's left). Returns ``(pool after, {seat: net})``: losers' stakes go into the pool first,
    then each winner is paid even money while the pool lasts (what is left, if it is short)."""
    net: dict[int, int] = {}
    for seat, stake, won in stakes:
        if not won:
            pool += stake
            net[seat] = -stake
    for seat, stake, won in stakes:
        if won:
            pay = min(stake, pool)
            pool -= pay
            net[seat] = pay
    return pool, net


@dataclass(frozen=True)
class ShootRules(Rules):
    """Shoot's options (defaults: the pool form)."""

    pool: bool = option(True, "the pool form (everyone antes and stakes, the dealer too); off: the dealer banks",
                        "seed 004 §2.4")
    ante: int = option(1, "the ante and the minimum stake", "seed 004 §2.4", minimum=1, maximum=10_000, bound="our bound: 10,000 chips")
    bank: int = option(50, "the chips the banker puts up (banking form)", "seed 004 §2.4 (banking version)",
                       minimum=1, maximum=1_000_000, bound="our bound: 1,000,000 chips")
    hand_size: int = option(3, "cards dealt face down to each hand", "seed 004 §2.4", minimum=1, maximum=3)
    pool_card_max: int = option(6, "the highest rank that may be the pool card (higher ones are discarded)",
                                "seed 004 §2.4 (O103)", minimum=2, maximum=13)

    def validate(self) -> None:
        super().validate()
        if self.ante > self.bank and not self.pool:
            raise RuleOptionError("the minimum stake cannot exceed the bank")


class ShootState(GameState):
    """One deal of shoot (see the module docstring)."""

    rules_cls = ShootRules

    def __init__(self, num_players, rules=None, shuffler=None, context=None):
        super().__init__(num_players, rules, shuffler, context)
        r = self.rules
        n = num_players
        self.dealer = int(self.context.get("dealer", 0)) % n
        order = [(self.dealer + i) % n for i in range(1, n)]
        self.players = order + [self.dealer] if r.pool else order
        if len(self.players) * r.hand_size > 51:
            raise RuleOptionError(f"{n} players need more than the 52 cards of the pack")
        self.deck: list[Card] = self.shuffler.shuffle(standard_pack().cards)
        self.pos = 0
        self.hands: dict[int, list[Card]] = {s: [] for s in self.players}
        deal_round(self, self.players, r.hand_size)
        self.net = [0] * n
        self.turned: list[Card] = []
        self.card: Card | None = None
        while self.pos < len(self.deck):                  # P1: turn to a 6 or lower
            c = self.deck[self.pos]
            self.pos += 1
            self.turned.append(c)
            if c.rank <= r.pool_card_max:
                self.card = c
                break
        self.carried = int(self.context.get("pot") or 0) if r.pool else 0
        self.pot = self.carried
        self.stakes: list[tuple[int, int]] = []           # (seat, stake) in order of play
        self.wins: dict[int, bool] = {}
        self.turn = 0
        self.done = False
        self.void = self.card is None
        if self.void:
            self.log.append("no card of 6 or lower is left: the deal is void and dealt again")
            self.done = True
            return
        if r.pool:
            for s in range(n):
                self.net[s] -= r.ante
            self.pot += n * r.ante
            self.log.append(f"everyone antes {r.ante}; the pool is {self.pot}; the pool card is {self.card}")
        else:
            self.log.append(f"the bank is {r.bank}; the bank card is {self.card}")

    def clone(self) -> "ShootState":
        return copy_state(self, ("net", "stakes", "wins"))

    # ------------------------------------------------------------------ contract
    @property
    def to_act(self) -> int | None:
        return None if self.done else self.players[self.turn]

    def _limit(self) -> int:
        if self.rules.pool:
            return self.pot
        return self.rules.bank - sum(k for _, k in self.stakes)

    def legal_actions(self) -> list[Action]:
        if self.done:
            return []
        lo, hi = self.rules.ante, self._limit()
        out = [Action("bet", (a,)) for a in sorted({a for a in (lo, *_LADDER, hi) if lo <= a <= hi})]
        if not self.rules.pool:
            out.append(Action("pass"))
        return out

    def _explain_illegal(self, action: Action) -> tuple[str, str | None]:
        if action.verb == "bet":
            law = "P2" if self.rules.pool else "P5"
            return (f"a stake must be from {self.rules.ante} to {self._limit()}", SHOOT_LAWS.cite(law))
        if action.verb == "pass" and self.rules.pool:
            return ("in the pool form everyone stakes at least the minimum", SHOOT_LAWS.cite("P2"))
        return super()._explain_illegal(action)

    def _apply(self, action: Action) -> None:
        seat = self.players[self.turn]
        if action.verb == "bet":
            self.stakes.append((seat, action.args[0]))
            self.log.append(f"seat {seat} stakes {action.args[0]}")
        self.turn += 1
        if self.turn == len(self.players) or (not self.rules.pool and self._limit() < self.rules.ante):
            self._settle()

    def _settle(self) -> None:
        self.done = True
        rows = []
        for seat, stake in self.stakes:
            won = beats(self.hands[seat], self.card) is not None
            self.wins[seat] = won
            rows.append((seat, stake, won))
        if self.rules.pool:
            self.pot, net = settle_pool(self.pot, rows)
            for seat, v in net.items():
                self.net[seat] += v
        else:
            for seat, stake, won in rows:
                v = stake if won else -stake
                self.net[seat] += v
                self.net[self.dealer] -= v
        self.log.append("hands shown: " + ", ".join(f"seat {s} {'wins' if w else 'loses'}" for s, _, w in rows))

    # ------------------------------------------------------------------ outcome and views
    def outcome(self) -> list[int]:
        if not self.done:
            raise DealNotOver("the deal is not over")
        return list(self.net)

    def house_take(self) -> int:
        """Pool form: what the pool gained in this deal (it stays in the pool for the next)."""
        return self.pot - self.carried if self.rules.pool else 0

    def view(self, seat: int | None) -> dict[str, Any]:
        v: dict[str, Any] = {
            "game": "shoot", "seat": seat, "to_act": self.to_act, "dealer": self.dealer,
            "pool" if self.rules.pool else "bank": self.pot if self.rules.pool else self.rules.bank,
            "pool_card": str(self.card) if self.card is not None else None, "turned": [str(c) for c in self.turned],
            "stakes": [{"seat": s, "stake": k} for s, k in self.stakes],
        }
        if self.done:
            v["hands"] = {str(s): [str(c) for c in h] for s, h in self.hands.items()}
            v["won"] = {str(s): w for s, w in self.wins.items()}
            v["outcome"] = list(self.net)
            if self.void:
                v["void"] = True
        return v

    def card_locations(self) -> dict[str, list[Card]]:
        return deck_locations(self, turned=self.turned)

    def hidden_cards(self, seat: int | None):
        hidden = list(self.deck[self.pos:])
        if not self.done:                                 # stakes are made unseen, own hand included
            for h in self.hands.values():
                hidden += h
        return hidden

    def pack(self) -> list[Card]:
        return sorted(self.deck)


_COMMON = dict(family="banking", utility="zero-sum-chips",
               min_players=2, max_players=15, default_players=4, state_cls=ShootState,
               rules_cls=ShootRules, laws=SHOOT_LAWS, match_cls=RedDogMatch, source="seed 004 §2.4")

register(GameInfo(
    slug="shoot-pool", private_cards=False, title="Shoot (pool card; pool form)", aliases=("shoot",),
    summary="Everyone antes; three unseen cards each against a pool card of 6 or lower; stakes up to the pool; a "
            "higher card of its suit wins even money while the pool lasts.",
    notes="the game's title is lost in the seed; 'shoot' is the catalog's identification", **_COMMON))

register(GameInfo(
    slug="shoot-banking", private_cards=False, title="Shoot (pool card; banking form)", defaults={"pool": False},
    summary="The dealer banks; players cover parts of the bank on three unseen cards against a bank card of 6 or "
            "lower; winners paid even money.", **_COMMON))
