"""Card put-and-take (seed 004 §1.10): pay on the banker's first five cards, collect on the next five.

The banker deals five cards face up to each other player. He then turns five cards, one at a time
(``turn``): the **put** cards -- every player pays into the pot, for each card of his hand of the turned
card's rank, 1 chip for the first put card, 2 for the second, then 4, 8, 16. Five more, the **take**
cards: each matching card takes from the pot by the same progression. The banker keeps what is left
in the pot and pays any shortfall. Options (004): an ante from each player into the pot
(``ante``); "easy come, easy go" (``same_colour_extra``: one chip more per matching card of the turned
card's colour, paid and received); "up and down the river" (``river``: pay and receive the card's rank,
ace 1, jack 11, queen 12, king 13, instead of the progression, O54). The "red and black" extra is
not offered (004 leaves unclear whether it is per card or per hand). The banker's only actions are
turning the cards; there is no choice in the game, which the book presents as pure chance.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ...cards import Card, standard_pack
from ...core.actions import Action
from ...core.errors import DealNotOver
from ...core.registry import GameInfo, register
from ...core.rules import Rules, option
from ...core.state import GameState
from .simple import copy_state, deal_round, deck_locations

__all__ = ["PutTakeRules", "PutTakeState", "put_take_payment"]


@dataclass(frozen=True)
class PutTakeRules(Rules):
    """Card put-and-take options (seed 004 §1.10)."""

    ante: int = option(0, "each player puts this in the pot before the game", "004 §1.10 (optional ante)",
                       minimum=0, maximum=10_000, bound="our bound: 10,000 chips")
    same_colour_extra: bool = option(False, "'easy come, easy go': one chip more per matching card of the same "
                                     "colour as the banker's card", "004 §1.10")
    river: bool = option(False, "'up and down the river': pay and receive the matched card's rank (A 1, J 11, Q 12, "
                         "K 13) instead of 1, 2, 4, 8, 16", "004 §1.10 (O54)")


def put_take_payment(hand, turned: Card, position: int, rules: PutTakeRules | None = None) -> int:
    """Chips a hand pays (put) or takes (take) for the ``position``-th (1..5) banker's card ``turned``."""
    r = rules or PutTakeRules()
    total = 0
    for c in hand:
        if c.rank != turned.rank:
            continue
        unit = (1 if c.rank == 14 else c.rank) if r.river else 2 ** (position - 1)
        if r.same_colour_extra and c.is_red == turned.is_red:
            unit += 1
        total += unit
    return total


class PutTakeState(GameState):
    """One game of card put-and-take. The banker is the match's dealer seat (the bank passes left)."""

    rules_cls = PutTakeRules

    def __init__(self, num_players, rules=None, shuffler=None, context=None):
        super().__init__(num_players, rules, shuffler, context)
        n = num_players
        self.banker = int(self.context.get("dealer", 0)) % n
        self.players = [(self.banker + i) % n for i in range(1, n)]
        self.deck: list[Card] = self.shuffler.shuffle(standard_pack().cards)
        self.pos = 0
        self.hands = {s: [] for s in self.players}
        deal_round(self, self.players, 5)
        self.turned: list[Card] = []
        self.net = [0] * n
        self.pot = 0
        for s in self.players:
            self.net[s] -= self.rules.ante
            self.pot += self.rules.ante
        self.done = False

    def clone(self) -> "PutTakeState":
        return copy_state(self, ("turned", "net"))

    @property
    def to_act(self) -> int | None:
        return None if self.done else self.banker

    def legal_actions(self) -> list[Action]:
        return [] if self.done else [Action("turn")]

    def _apply(self, action: Action) -> None:
        c = self.deck[self.pos]
        self.pos += 1
        self.turned.append(c)
        k = len(self.turned)
        put = k <= 5
        position = k if put else k - 5
        for s in self.players:
            amt = put_take_payment(self.hands[s], c, position, self.rules)
            if amt:
                self.net[s] += -amt if put else amt
                self.pot += amt if put else -amt
        self.log.append(f"{'put' if put else 'take'} card {position}: {c}; pot {self.pot}")
        if k == 10:
            self.net[self.banker] += self.pot       # the banker keeps the rest, or pays the shortfall
            self.done = True

    def outcome(self) -> list[int]:
        if not self.done:
            raise DealNotOver("the game is not over")
        return list(self.net)

    def view(self, seat: int | None) -> dict[str, Any]:
        v = {"game": "card-put-and-take", "seat": seat, "to_act": self.to_act, "banker": self.banker,
             "hands": {str(s): [str(c) for c in h] for s, h in self.hands.items()},
             "put": [str(c) for c in self.turned[:5]], "take": [str(c) for c in self.turned[5:]], "pot": self.pot}
        if self.done:
            v["outcome"] = list(self.net)
        return v

    def card_locations(self) -> dict[str, list[Card]]:
        return deck_locations(self, turned=self.turned)

    def hidden_cards(self, seat: int | None):
        return self.deck[self.pos:]

    def pack(self) -> list[Card]:
        return sorted(self.deck)


register(GameInfo(
    slug="card-put-and-take", private_cards=False, title="Card put-and-take", family="banking", utility="zero-sum-chips",
    min_players=2, max_players=8,
    default_players=4, state_cls=PutTakeState, rules_cls=PutTakeRules, aliases=("put-and-take", "положи — возьми"),
    source="seed 004 §1.10",
    summary="Five cards face up to each player; five banker's cards make matching hands pay 1, 2, 4, 8, 16 into "
            "the pot, five more let them take the same; the banker keeps the rest or pays the shortfall."))
