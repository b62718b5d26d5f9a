"""Lift smoke, a trick game of elimination (Foster 1914, seed 001 part 5 "Выпусти дым"; catalog
001_part5.md §8.6). The play of each trick is :class:`hoyle.mechanics.tricks.TrickOrder` (follow
suit, the highest trump or the highest of the suit led wins); what differs is stated here.

* up to six players, each puts one counter in the pool (option ``ante``); the pack ranks ace
  high as at whist;
* four players get six cards each, five get five, six get four, one at a time; the dealer's
  last card is turned for trump (it stays in his hand, in view of all until played) and the rest
  of the pack is the stock in the centre;
* the eldest hand leads; the others follow suit if they can; the winner of each trick draws the
  top card of the stock and leads the next;
* a player whose cards are gone drops out; the last to hold a card when every other has none
  takes the pool (with one card each, the winner of the trick draws, and that card wins).

Our reading where the book is silent: when every player still in plays his last card to the
same trick with the stock empty, the winner of that trick takes the pool; the catalog gives
four to six players (the deal sizes are given only for those).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Sequence

from ...bots import Bot
from ...cards import Card
from ...core.actions import Action
from ...core.registry import GameInfo, register
from ...core.rules import Rules, option
from ...mechanics.tricks import SUIT_NAMES, TrickOrder
from .base import ParlourState

__all__ = ["LiftSmokeRules", "LiftSmokeState", "LiftSmokeBot", "HAND_SIZE"]

SRC = "seed 001 part 5, Lift Smoke"
#: cards dealt to each player by the number of players (seed 001 part 5, Lift Smoke)
HAND_SIZE = {4: 6, 5: 5, 6: 4}


@dataclass(frozen=True)
class LiftSmokeRules(Rules):
    """Lift smoke's options."""

    ante: int = option(1, "counters each player puts in the pool", "Foster 1914, " + SRC,
                       minimum=1, maximum=100, bound="our bound: 100")


class LiftSmokeState(ParlourState):
    """One deal of lift smoke. ``trick``: ``(seat, card)`` played to the trick in order."""

    rules_cls = LiftSmokeRules
    centre_keys = ("trick", "trump_card", "stock")

    def __init__(self, num_players, rules=None, shuffler=None, context=None):
        super().__init__(num_players, rules, shuffler, context)
        n = num_players
        pack = [int(c) for c in self.shuffler.shuffle([Card(i) for i in range(52)])]
        self.stock = self.deal_round(pack, each=HAND_SIZE[n])
        self.turn_up = self.hands[self.dealer][-1]          # the dealer's last card
        self.order = TrickOrder(self.turn_up & 3)
        self.pool = self.rules.ante * n
        self.trick: list[tuple[int, int]] = []
        self.in_play = [True] * n
        self.leader = self.left_of(self.dealer)
        self.turn = self.leader
        self.last_winner: int | None = None
        self.quitted: list[int] = []
        self.log.append(f"the trump card is {Card(self.turn_up)}: {SUIT_NAMES[self.turn_up & 3]} are trumps")

    def _next_in(self, s: int) -> int:
        for k in range(1, self.num_players + 1):
            t = (s + k) % self.num_players
            if self.in_play[t]:
                return t
        return s

    @property
    def to_act(self) -> int | None:
        return None if self.over else self.turn

    def legal_actions(self) -> list[Action]:
        if self.over:
            return []
        cards = self.order.legal(self.hands[self.turn], [c for _, c in self.trick])
        return [Action("play", (Card(c),)) for c in sorted(cards)]

    def _explain_illegal(self, action: Action) -> tuple[str, str | None]:
        law = f"Foster 1914, {SRC}"
        if action.verb != "play" or len(action.args) != 1 or not isinstance(action.args[0], Card):
            return (f"{str(action)[:40]} is not an action now: write play CARD (e.g. play TH)", None)
        c = int(action.args[0])
        if c not in self.hands[self.turn]:
            return (f"you do not hold {Card(c)}", law)
        led = self.trick[0][1] & 3
        return (f"you must follow suit: {SUIT_NAMES[led]} were led and you hold one", law)

    def _apply(self, action: Action) -> None:
        c = int(action.args[0])
        me = self.turn
        self.hands[me].remove(c)
        self.trick.append((me, c))
        self.log.append(f"seat {me} plays {Card(c)}")
        players = [s for s in range(self.num_players) if self.in_play[s]]
        if len(self.trick) < len(players):
            self.turn = self._next_in(me)
            return
        win = self.trick[self.order.winner([x for _, x in self.trick])][0]
        self.quitted.extend(x for _, x in self.trick)
        self.trick = []
        self.last_winner = win
        self.log.append(f"seat {win} wins the trick")
        if self.stock:
            d = self.stock.pop(0)
            self.hands[win].append(d)
            self.note(f"seat {win} draws {Card(d)} from the stock", to=win)
            self.log.append(f"seat {win} draws a card from the stock")
        for s in players:
            if not self.hands[s]:
                self.in_play[s] = False
                self.log.append(f"seat {s} is out of cards and drops out")
        holders = [s for s in range(self.num_players) if self.in_play[s]]
        if len(holders) <= 1:
            champ = holders[0] if holders else win
            self.over = True
            self.net = [-self.rules.ante] * self.num_players
            self.net[champ] += self.pool
            self.log.append(f"seat {champ} takes the pool of {self.pool}")
            return
        self.turn = win if self.in_play[win] else self._next_in(win)

    def _places(self) -> dict[str, list[int]]:
        return {"stock": list(self.stock), "trick": [c for _, c in self.trick], "quitted": list(self.quitted)}

    def _hidden(self, seat: int | None) -> set[int]:
        out = set(self.stock)
        out.discard(self.turn_up)
        return out

    def hidden_cards(self, seat):
        return super().hidden_cards(seat) - {Card(self.turn_up)}

    def view(self, seat: int | None) -> dict[str, Any]:
        v = self._base_view(seat)
        v["phase"] = "over" if self.over else "play"
        v["players"] = [{"seat": s, "cards": len(self.hands[s]), "in": self.in_play[s]}
                        for s in range(self.num_players)]
        v["trump"] = SUIT_NAMES[self.turn_up & 3]
        v["trump_card"] = str(Card(self.turn_up))
        v["trick"] = [f"{Card(c)} (seat {s})" for s, c in self.trick]
        v["stock"] = len(self.stock)
        v["pool"] = self.pool
        v["events"] = self.events(seat)
        return self._finish_view(v)


class LiftSmokeBot(Bot):
    """Wins the trick when it can, with the lowest card that wins (the winner draws, so keeps his
    count of cards); else throws its lowest card; leads its best card."""

    name = "win-cheap"

    def choose(self, view: dict[str, Any], legal: Sequence[Action]) -> Action:
        try:
            from ...cards import parse_card
            trump = SUIT_NAMES.index(view["trump"])
            order = TrickOrder(trump)
            trick = [int(parse_card(t.split()[0])) for t in view["trick"]]
            def strength(c: int) -> int:
                return c // 4 + (20 if c & 3 == trump else 0)
            cards = [int(a.args[0]) for a in legal]
            if not trick:
                return legal[max(range(len(cards)), key=lambda i: strength(cards[i]))]
            winners = [i for i, c in enumerate(cards) if order.winner(trick + [c]) == len(trick)]
            pick = (min(winners, key=lambda i: strength(cards[i])) if winners
                    else min(range(len(cards)), key=lambda i: strength(cards[i])))
            return legal[pick]
        except Exception:          # a heuristic must never stop a game
            return legal[0]


register(GameInfo(
    slug="lift-smoke", title="Lift smoke", family="parlour", utility="zero-sum-chips",
    min_players=4, max_players=6, default_players=4, state_cls=LiftSmokeState, rules_cls=LiftSmokeRules,
    aliases=("выпусти дым",), source="Foster 1914, seed 001 part 5 (Выпусти дым); catalog 001_part5.md §8.6",
    summary="Tricks with the winner drawing from the stock; a player without cards drops out; the last holding a card takes the pool.",
    bots={"win-cheap": LiftSmokeBot},
    notes="when all still in play their last cards to one trick, its winner takes the pool"))
