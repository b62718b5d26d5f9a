"""Lansquenet: stake on a card that the banker's card is matched before (seed 004 §1.16; Foster 1914 §11.18).

Laying out (004): two **layout cards** face up (a second card of the first one's rank goes on it and
another is dealt), then the **banker's card**, then a **players' card**; a banker's or players' card
matching a layout card goes on it and is replaced; a players' card matching the banker's card voids
the deal (here: the pack is shuffled again and laid out afresh).

Then, each turn, the punters in order from the banker's left may stake on a players' card whose rank
is still alive (``bet RANK N``: ``bet queen 5``) or pass; the banker turns a card:

* no match: it becomes another players' card, open to stakes;
* it matches a **players' card**: the banker takes every stake on it and the rank is dead;
* it matches the **banker's card**: the banker pays every stake still standing at evens and the deal is
  over (the bank passes to the left);
* it matches a layout card or a dead rank: no effect.

Stakes stay where they are once placed (004). Foster's form (``lansquenet-foster``, §11.18) is the same
game; he leaves the end of a coup unstated, so the 004 ending is used (catalog: partial).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ...cards import Card, standard_pack
from ...core.actions import Action
from ...core.errors import DealNotOver, IllegalAction
from ...core.laws import LawBook
from ...core.registry import GameInfo, register
from ...core.rules import Rules, option
from ...core.state import GameState
from .simple import RANK_WORDS, WORD_RANKS, copy_state

__all__ = ["LansquenetRules", "LansquenetState", "LANSQUENET_LAWS"]

_TABLE: dict = {}
_PASS = Action("pass")

LANSQUENET_LAWS = LawBook.of("Lansquenet", "seed 004 §1.16; Foster 1914 §11.18", [
    ("L1", "players-card", "Stakes go only on a players' card whose rank has not been matched.",
     "a stake on anything else is refused"),
    ("L2", "match-players", "A card matching a players' card wins the stakes on it for the banker.", ""),
    ("L3", "match-banker", "A card matching the banker's card pays every standing stake at evens and ends the deal.",
     ""),
    ("L4", "no-withdraw", "A stake once placed may not be withdrawn or moved.", ""),
])


@dataclass(frozen=True)
class LansquenetRules(Rules):
    """Lansquenet's options."""

    stakes: tuple[int, ...] = option((1, 5), "stakes within the banker's limits (chips)", "004 §1.16 (limits)")


class LansquenetState(GameState):
    """One deal of lansquenet. The banker is the match's dealer seat."""

    rules_cls = LansquenetRules

    def __init__(self, num_players, rules=None, shuffler=None, context=None):
        super().__init__(num_players, rules, shuffler, context)
        n = num_players
        self.banker = int(self.context.get("dealer", 0)) % n
        self.punters = [(self.banker + i) % n for i in range(1, n)]
        while not self._lay_out():
            self.log.append("a players' card matched the banker's card: the deal is void, shuffled again")
        self.bets: list[list] = []          # [seat, rank, stake]
        self.net = [0] * n
        self.turn = 0
        self.result: list[int] | None = None

    def _lay_out(self) -> bool:
        self.deck: list[Card] = self.shuffler.shuffle(standard_pack().cards)
        self.pos = 0
        self.piles: dict[str, list[Card]] = {"layout": [], "banker": [], "dead": []}
        self.players_cards: list[list[Card]] = []        # one pile per players' card (its rank)
        layout_ranks: set[int] = set()
        while len(layout_ranks) < 2:
            c = self._next()
            self.piles["layout"].append(c)
            layout_ranks.add(c.rank)
        while True:
            c = self._next()
            if c.rank in layout_ranks:
                self.piles["layout"].append(c)
                continue
            self.piles["banker"].append(c)
            break
        while True:
            c = self._next()
            if c.rank in layout_ranks:
                self.piles["layout"].append(c)
                continue
            if c.rank == self.piles["banker"][0].rank:
                return False
            self.players_cards.append([c])
            break
        self.layout_ranks = layout_ranks
        self.dead: set[int] = set()
        return True

    def _next(self) -> Card:
        c = self.deck[self.pos]
        self.pos += 1
        return c

    def clone(self) -> "LansquenetState":
        return copy_state(self, ("dead", "net"), nested=("piles", "players_cards", "bets"))

    # ------------------------------------------------------------------ contract
    @property
    def to_act(self) -> int | None:
        return None if self.result is not None else self.punters[self.turn]

    def _open_ranks(self) -> list[int]:
        return [p[0].rank for p in self.players_cards if p[0].rank not in self.dead]

    def _rank_actions(self) -> dict[int, list[Action]]:
        t = _TABLE.get(self.rules.stakes)
        if t is None:
            t = _TABLE[self.rules.stakes] = {r: [Action("bet", (RANK_WORDS[r], s)) for s in self.rules.stakes]
                                              for r in range(2, 15)}
        return t

    def legal_actions(self) -> list[Action]:
        if self.result is not None:
            return []
        t = self._rank_actions()
        out: list[Action] = []
        for r in self._open_ranks():
            out.extend(t[r])
        out.append(_PASS)
        return out

    def _check(self, action: Action) -> None:
        if self.result is None:
            if action.verb == "pass" and not action.args:
                return
            if action.verb == "bet" and len(action.args) == 2 and type(action.args[1]) is int:
                r = WORD_RANKS.get(action.args[0]) if isinstance(action.args[0], str) else None
                if r is not None and r in self._open_ranks() and action in self._rank_actions()[r]:
                    return
        raise IllegalAction(*self._explain_illegal(action))

    def _explain_illegal(self, action: Action) -> tuple[str, str | None]:
        if action.verb == "bet":
            return ("stakes go only on a players' card still alive", LANSQUENET_LAWS.cite("L1"))
        return super()._explain_illegal(action)

    def _apply(self, action: Action) -> None:
        seat = self.punters[self.turn]
        if action.verb == "bet":
            self.bets.append([seat, WORD_RANKS[action.args[0]], action.args[1]])
        self.turn += 1
        if self.turn == len(self.punters):
            self.turn = 0
            self._turn_card()

    def _turn_card(self) -> None:
        c = self._next()
        r = c.rank
        banker_rank = self.piles["banker"][0].rank
        if r == banker_rank:
            self.piles["banker"].append(c)
            for seat, _, stake in self.bets:
                self.net[seat] += stake
                self.net[self.banker] -= stake
            self.bets = []
            self.log.append(f"{c} matches the banker's card: every stake is paid")
            self.result = list(self.net)
            return
        if r in self.layout_ranks:
            self.piles["layout"].append(c)
            return
        for pile in self.players_cards:
            if pile[0].rank == r:
                pile.append(c)
                if r not in self.dead:
                    self.dead.add(r)
                    keep = []
                    for b in self.bets:
                        if b[1] == r:
                            self.net[b[0]] -= b[2]
                            self.net[self.banker] += b[2]
                        else:
                            keep.append(b)
                    self.bets = keep
                    self.log.append(f"{c} matches a players' card: the banker takes its stakes")
                return
        self.players_cards.append([c])
        self.log.append(f"{c} is a new players' card")

    # ------------------------------------------------------------------ outcome and views
    def outcome(self) -> list[int]:
        if self.result is None:
            raise DealNotOver("the deal is not over")
        return list(self.result)

    def view(self, seat: int | None) -> dict[str, Any]:
        v = {"game": "lansquenet", "seat": seat, "to_act": self.to_act, "banker": self.banker,
             "layout": [str(c) for c in self.piles["layout"]], "banker_card": [str(c) for c in self.piles["banker"]],
             "players_cards": [[str(c) for c in p] for p in self.players_cards],
             "dead": [RANK_WORDS[r] for r in sorted(self.dead)],
             "bets": [[s, RANK_WORDS[r], k] for s, r, k in self.bets], "net": list(self.net)}
        if self.result is not None:
            v["outcome"] = list(self.result)
        return v

    def card_locations(self) -> dict[str, list[Card]]:
        loc = {"pack": self.deck[self.pos:], "layout": list(self.piles["layout"]),
               "banker": list(self.piles["banker"])}
        for i, p in enumerate(self.players_cards):
            loc[f"players{i}"] = list(p)
        return loc

    def hidden_cards(self, seat: int | None):
        return self.deck[self.pos:]

    def pack(self) -> list[Card]:
        return sorted(self.deck)


register(GameInfo(
    slug="lansquenet-modern", private_cards=False, title="Lansquenet (seed 004)", family="banking", utility="zero-sum-chips",
    min_players=2, max_players=10,
    default_players=3, state_cls=LansquenetState, rules_cls=LansquenetRules, laws=LANSQUENET_LAWS,
    aliases=("lansquenet", "ландскнехт"), source="seed 004 §1.16",
    summary="Layout cards, a banker's card and players' cards; stakes on players' cards; a match of a players' card "
            "wins its stakes for the banker, a match of the banker's card pays every stake and ends the deal."))

register(GameInfo(
    slug="lansquenet-foster", private_cards=False, title="Lansquenet (Foster)", family="banking", utility="zero-sum-chips",
    min_players=2, max_players=10,
    default_players=3, state_cls=LansquenetState, rules_cls=LansquenetRules, laws=LANSQUENET_LAWS,
    aliases=("ланскнехт-фостер",), source="Foster 1914 §11.18 (seed 001 part 5)", status="partial",
    summary="Foster's lansquenet: two hand cards, the dealer's card and the players' cards, as seed 004's.",
    notes="Foster leaves the end of a coup and the rotation unstated; seed 004's ending is used"))
