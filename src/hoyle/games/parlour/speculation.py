"""Speculation, the trump auction (Foster 1914, seed 001 part 5 "Спекуляция"; catalog
001_part5.md §8.4).

* fewer than ten players; each puts the agreed stake in the pool (option ``ante``), the dealer
  twice as much; a full pack, ace high;
* three cards each, one at a time, face down and unlooked at; the next card is turned: its suit
  is trumps;
* an ace turned: the dealer takes the pool at once (``take``: the deal's one action);
* a king, queen or jack turned: the dealer offers it for sale before anyone looks; sold or not,
  every hand is then turned up and the best trump takes the pool;
* a lower card turned: the dealer sells it the same way (a buyer lays it face up on his own
  cards); then from the eldest hand each in turn turns up his top card, until a trump better
  than the best shown appears -- the owner of the best shown trump turns no card meanwhile; each
  new best trump is offered for sale in its turn, and the turning goes on until every card is
  shown; the owner of the best trump then takes the pool.

A sale (our reading of "he may take the sum offered or refuse it"): from the owner's left each
other player once may offer more than the best offer so far (``offer 3``) or pass; then the
owner sells to the best offer (``sell``) or keeps the card (``keep``). Offers are at most the
pool (our bound: nobody pays more than the card can win). The turning resumes with the player
on the left of the one who turned the card just sold; with every other hand turned up, the
owner of the best trump need not turn his own (they cannot take the card from him).

Nobody sees a face-down card, his own included: every such card is hidden from every seat.
"""

from __future__ import annotations

from dataclasses import dataclass
from math import comb
from typing import Any, Sequence

from ...bots import Bot
from ...cards import Card
from ...core.actions import Action
from ...core.registry import GameInfo, register
from ...core.rules import Rules, option
from ...mechanics.tricks import SUIT_NAMES
from .base import ParlourState

__all__ = ["SpeculationRules", "SpeculationState", "SpeculationBot", "keep_chance"]

SRC = "seed 001 part 5, Speculation"


@dataclass(frozen=True)
class SpeculationRules(Rules):
    """Speculation's options."""

    ante: int = option(1, "chips each player puts in the pool (the dealer twice as many)",
                       "Foster 1914, " + SRC, minimum=1, maximum=100, bound="our bound: 100")


def keep_chance(unseen: int, better: int, face_down: int) -> float:
    """The chance that none of ``better`` unseen trumps is among the ``face_down`` cards still to
    be turned, when ``unseen`` cards are unseen (the stock and the face-down hands): the chance
    that the best trump shown holds to the end."""
    if face_down <= 0 or better <= 0:
        return 1.0
    if face_down > unseen:
        return 0.0
    return comb(unseen - better, face_down) / comb(unseen, face_down)


class SpeculationState(ParlourState):
    """One deal of speculation. ``down[s]``: seat ``s``'s face-down cards, top first;
    ``up[s]``: his face-up cards (turned or bought); ``sale``: the sale in progress
    (``card``, ``owner``, ``bidders`` still to speak, ``best`` offer and its bidder);
    ``turner``: the seat to turn next."""

    rules_cls = SpeculationRules
    centre_keys = ("trump_card", "best_trump", "sale", "pool")

    def __init__(self, num_players, rules=None, shuffler=None, context=None):
        super().__init__(num_players, rules, shuffler, context)
        n = num_players
        a = self.rules.ante
        pack = [int(c) for c in self.shuffler.shuffle([Card(i) for i in range(52)])]
        rest = self.deal_round(pack, each=3)
        self.down = [list(h) for h in self.hands]
        self.hands = [[] for _ in range(n)]
        self.up: list[list[int]] = [[] for _ in range(n)]
        self.turn_up = rest[0]
        self.stock = rest[1:]
        self.trump = self.turn_up & 3
        self.stakes = [a * (2 if s == self.dealer else 1) for s in range(n)]
        self.pool = sum(self.stakes)
        self.paid = [0] * n                        # chips from sales: + received, - paid
        self.up[self.dealer].append(self.turn_up)
        self.best = self.turn_up
        self.sale: dict[str, Any] | None = None
        self.all_up = False
        self.turner = self.left_of(self.dealer)
        self.last_turned_by = self.dealer
        self.log.append(f"each stakes {a}, the dealer {2 * a}; the turn-up is {Card(self.turn_up)}: "
                        f"{SUIT_NAMES[self.trump]} are trumps")
        r = self.turn_up // 4 + 2
        self.ace = r == 14
        if self.ace:                    # the dealer takes the pool at once (``take``)
            self.log.append("an ace turned: the dealer takes the pool")
        else:
            self.all_up = r >= 11
            self._open_sale(self.dealer)

    # ----- the sale ----------------------------------------------------------------------
    def owner_of(self, card: int) -> int:
        return next(s for s in range(self.num_players) if card in self.up[s])

    def _open_sale(self, owner: int) -> None:
        bidders = [self.left_of(owner, k) for k in range(1, self.num_players)]
        self.sale = {"card": self.best, "owner": owner, "bidders": bidders, "best": 0, "bidder": None}
        self.log.append(f"seat {owner} offers {Card(self.best)} for sale")

    def _close_sale(self, sold: bool) -> None:
        sale = self.sale
        assert sale is not None
        owner, card = sale["owner"], sale["card"]
        if sold:
            buyer, price = sale["bidder"], sale["best"]
            self.up[owner].remove(card)
            self.up[buyer].append(card)
            self.paid[owner] += price
            self.paid[buyer] -= price
            self.log.append(f"seat {owner} sells {Card(card)} to seat {buyer} for {price}")
        else:
            self.log.append(f"seat {owner} keeps {Card(card)}")
        self.sale = None
        if self.all_up:
            for s in range(self.num_players):
                self.up[s].extend(self.down[s])
                self.down[s] = []
            self.log.append("every hand is turned up")
            self._find_best()
            self._settle()
            return
        self.turner = self.left_of(self.last_turned_by)
        self._turn_cards()

    def _find_best(self) -> None:
        for s in range(self.num_players):
            for c in self.up[s]:
                if c & 3 == self.trump and c > self.best:
                    self.best = c

    def _turn_cards(self) -> None:
        """Turn top cards in rotation (the best trump's owner excepted) until a better trump is
        shown (a sale opens) or nothing is left to turn (the pool is taken)."""
        n = self.num_players
        while True:
            owner = self.owner_of(self.best)
            turners = [s for s in range(n) if s != owner and self.down[s]]
            if not turners:
                self._settle()
                return
            s = self.turner
            while s == owner or not self.down[s]:
                s = self.left_of(s)
            c = self.down[s].pop(0)
            self.up[s].append(c)
            self.last_turned_by = s
            self.turner = self.left_of(s)
            better = c & 3 == self.trump and c > self.best
            self.log.append(f"seat {s} turns {Card(c)}" + (": the best trump" if better else ""))
            if better:
                self.best = c
                self._open_sale(s)
                return

    def _settle(self) -> None:
        self.over = True
        win = self.owner_of(self.best)
        self.winner = win
        self.net = [self.paid[s] - self.stakes[s] for s in range(self.num_players)]
        self.net[win] += self.pool
        self.log.append(f"seat {win} holds the best trump, {Card(self.best)}, and takes the pool of {self.pool}")

    # ----- the contract ------------------------------------------------------------------
    @property
    def to_act(self) -> int | None:
        if not self.over and self.ace:
            return self.dealer
        if self.over or self.sale is None:
            return None
        if self.sale["bidders"]:
            return self.sale["bidders"][0]
        return self.sale["owner"]

    def legal_actions(self) -> list[Action]:
        if not self.over and self.ace:
            return [Action("take")]
        if self.over or self.sale is None:
            return []
        sale = self.sale
        if sale["bidders"]:
            return [Action("pass")] + [Action("offer", (x,)) for x in range(sale["best"] + 1, self.pool + 1)]
        if sale["bidder"] is None:
            return [Action("keep")]
        return [Action("sell"), Action("keep")]

    def _explain_illegal(self, action: Action) -> tuple[str, str | None]:
        law = f"Foster 1914, {SRC}"
        sale = self.sale
        if not self.over and self.ace:
            return ("an ace is turned: the dealer takes the pool (take)", law)
        if sale is None:
            return ("the deal is over", None)
        if sale["bidders"]:
            if action.verb == "offer" and len(action.args) == 1 and type(action.args[0]) is int:
                x = action.args[0]
                if x <= sale["best"]:
                    return (f"an offer must be more than the best so far ({sale['best']})", law)
                return (f"an offer is at most the pool, {self.pool} (our bound: no more than the card can win)", law)
            return ("offer an amount (offer 2) or pass", law)
        if action.verb == "sell":
            return ("nobody made an offer: keep the card", law)
        return ("sell to the best offer (sell) or keep the card (keep)", law)

    def _apply(self, action: Action) -> None:
        if self.ace:
            self._settle()
            return
        sale = self.sale
        assert sale is not None
        me = self.to_act
        if sale["bidders"]:
            sale["bidders"].pop(0)
            if action.verb == "offer":
                sale["best"], sale["bidder"] = action.args[0], me
                self.log.append(f"seat {me} offers {action.args[0]}")
            else:
                self.log.append(f"seat {me} passes")
            return
        self._close_sale(action.verb == "sell")

    def _places(self) -> dict[str, list[int]]:
        out = {f"down {s}": list(d) for s, d in enumerate(self.down)}
        out.update({f"up {s}": list(u) for s, u in enumerate(self.up)})
        out["stock"] = list(self.stock)
        return out

    def _hidden(self, seat: int | None) -> set[int]:
        return set(self.stock) | {c for d in self.down for c in d}

    def view(self, seat: int | None) -> dict[str, Any]:
        v = self._base_view(seat)
        v.pop("hand", None)
        v["phase"] = "over" if self.over else "the ace turned" if self.ace else "sale"
        v["players"] = [{"seat": s, "up": [str(Card(c)) for c in self.up[s]], "down": len(self.down[s]),
                         "stake": self.stakes[s], "sales": self.paid[s]} for s in range(self.num_players)]
        v["trump"] = SUIT_NAMES[self.trump]
        v["trump_card"] = str(Card(self.turn_up))
        v["best_trump"] = f"{Card(self.best)} (seat {self.owner_of(self.best)})"
        if self.sale is not None:
            s = self.sale
            v["sale"] = (f"seat {s['owner']} sells {Card(s['card'])}; best offer "
                         + (f"{s['best']} by seat {s['bidder']}" if s["bidder"] is not None else "none"))
            v["best_offer"] = s["best"] if s["bidder"] is not None else None
        v["pool"] = self.pool
        v["unseen"] = len(self.stock) + sum(len(d) for d in self.down)
        v["face_down"] = sum(len(d) for d in self.down)
        v["better_unseen"] = sum(1 for c in range(52) if c & 3 == self.trump and c > self.best
                                 and not any(c in u for u in self.up))
        v["all_turned_at_once"] = self.all_up
        v["events"] = self.events(seat)
        return self._finish_view(v)


class SpeculationBot(Bot):
    """Values the best trump at the pool times the chance it holds (:func:`keep_chance`, from the
    unseen cards: with the hands all turned at once, every face-down card counts); offers a
    little under that value when the best offer is below it; sells when the offer reaches it."""

    name = "value"

    def choose(self, view: dict[str, Any], legal: Sequence[Action]) -> Action:
        if len(legal) == 1:
            return legal[0]
        try:
            worth = view["pool"] * keep_chance(view["unseen"], view["better_unseen"], view["face_down"])
            if legal[0].verb == "pass":
                offers = [a for a in legal if a.verb == "offer" and a.args[0] < worth - 0.5]
                return max(offers, key=lambda a: a.args[0]) if offers else legal[0]
            best = view.get("best_offer")
            if "sell" in [a.verb for a in legal] and best is not None and best >= worth:
                return Action("sell")
            return Action("keep")
        except Exception:          # a heuristic must never stop a game
            return legal[0]


register(GameInfo(
    slug="speculation", private_cards=False, title="Speculation", family="parlour", utility="zero-sum-chips",
    min_players=2, max_players=9, default_players=4, state_cls=SpeculationState, rules_cls=SpeculationRules,
    aliases=("спекуляция",), source="Foster 1914, seed 001 part 5 (Спекуляция); catalog 001_part5.md §8.4",
    summary="The turned trump and each better trump shown are sold for chips; the owner of the best trump takes the pool.",
    bots={"value": SpeculationBot},
    notes="a sale: one round of rising offers from the owner's left, then sell or keep; offers at most the pool"))
