"""Ranter go round (Foster 1914, seed 001 part 5 "Рантер гоу раунд"; catalog 001_part5.md §8.15).

One state is the whole game, round after round, until one player keeps markers (the pool is what
the game is played for):

* any number; each puts one counter in the pool (option ``ante``) and has three markers (option
  ``markers``); the whole pack, shuffled afresh each round;
* each still in gets one card face down; the object is not to hold the lowest card at the table;
* from the dealer's left each in turn stands (``stand``) or passes his card to his left-hand
  neighbour in exchange (``exchange``); the neighbour must exchange unless he holds a king;
  one forced to exchange who gives an ace or a deuce must say so; the one who demands says
  nothing of what he gives;
* the dealer cannot exchange with a neighbour, but may cut the pack and take its top card
  (``cut``) in place of his own;
* then all cards are turned up; the lowest loses a marker; the deal passes to the left; the last
  player with markers takes the pool.

Our readings, where the book is silent (the catalog too): the ace is low (the catalog's
"presumably"); cards rank by rank alone, so every holder of the lowest rank loses a marker --
unless all still in hold it, when nobody does; the dealer's card cut away is laid aside face
down; the neighbour's king is shown when it stops an exchange ("he holds a king").
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Sequence

from ...bots import Bot
from ...cards import Card
from ...core.actions import Action
from ...core.determinise import Zone
from ...core.registry import GameInfo, register
from ...core.rules import Rules, option
from .base import ParlourState, words

__all__ = ["RanterRules", "RanterState", "RanterBot", "low_value"]

SRC = "seed 001 part 5, Ranter Go Round"


@dataclass(frozen=True)
class RanterRules(Rules):
    """Ranter go round's options."""

    ante: int = option(1, "counters each player puts in the pool", "Foster 1914, " + SRC,
                       minimum=1, maximum=100, bound="our bound: 100")
    markers: int = option(3, "markers each player starts with (one lost for the lowest card)",
                          "Foster 1914, " + SRC, minimum=1, maximum=10, bound="our bound: 10")


def low_value(card: int) -> int:
    """A card's rank with the ace low: ace 1, deuce 2, ... king 13."""
    r = card // 4 + 2
    return 1 if r == 14 else r


class RanterState(ParlourState):
    """A game of ranter go round. ``markers[s]``: what seat ``s`` has left; ``seat_turn``:
    whose turn to stand or exchange in this round; ``aside``: the dealer's card cut away."""

    rules_cls = RanterRules
    centre_keys = ("pool",)

    def __init__(self, num_players, rules=None, shuffler=None, context=None):
        super().__init__(num_players, rules, shuffler, context)
        self.markers = [self.rules.markers] * num_players
        self.pool = self.rules.ante * num_players
        self.pack: list[int] = []
        self.aside: list[int] = []
        self.rounds = 0
        self._new_round()

    def _in(self) -> list[int]:
        return [s for s in range(self.num_players) if self.markers[s] > 0]

    def _next_in(self, s: int) -> int:
        for k in range(1, self.num_players + 1):
            t = (s + k) % self.num_players
            if self.markers[t] > 0:
                return t
        return s

    def _new_round(self) -> None:
        self.rounds += 1
        for h in self.hands:
            h.clear()
        self.aside = []
        self.pack = [int(c) for c in self.shuffler.shuffle([Card(i) for i in range(52)])]
        live = self._in()
        s = self.dealer
        for _ in range(len(live)):
            s = self._next_in(s)
            self.hands[s].append(self.pack.pop(0))
        self.log.append(f"round {self.rounds}: seat {self.dealer} deals one card to each")
        for s in live:
            self.note(f"seat {s} gets {words(self.hands[s][0])}", to=s)
        self.seat_turn = self._next_in(self.dealer)

    @property
    def to_act(self) -> int | None:
        return None if self.over else self.seat_turn

    def legal_actions(self) -> list[Action]:
        if self.over:
            return []
        if self.seat_turn == self.dealer:
            return [Action("stand"), Action("cut")]
        return [Action("stand"), Action("exchange")]

    def _explain_illegal(self, action: Action) -> tuple[str, str | None]:
        law = f"Foster 1914, {SRC}"
        if action.verb == "exchange" and self.seat_turn == self.dealer:
            return ("the dealer cannot exchange with a neighbour: he may cut the pack (cut) or stand", law)
        if action.verb == "cut":
            return ("only the dealer may cut the pack for its top card; you may stand or exchange", law)
        return (f"{str(action)[:40]} is not an action now (you may: "
                f"{', '.join(a.verb for a in self.legal_actions())})", law)

    def _apply(self, action: Action) -> None:
        me = self.seat_turn
        if action.verb == "stand":
            self.log.append(f"seat {me} stands")
        elif action.verb == "exchange":
            nb = self._next_in(me)
            mine, his = self.hands[me][0], self.hands[nb][0]
            if his // 4 + 2 == 13:
                self.log.append(f"seat {me} asks seat {nb} to exchange: seat {nb} holds a king and refuses")
            else:
                self.hands[me][0], self.hands[nb][0] = his, mine
                said = {1: ": it is an ace", 2: ": it is a deuce"}.get(low_value(his), "")
                self.log.append(f"seat {me} exchanges with seat {nb}{said}")
                self.note(f"seat {me} gets {words(his)}", to=me)
                self.note(f"seat {nb} gets {words(mine)}", to=nb)
        else:                                          # the dealer cuts for the top card
            old = self.hands[me][0]
            new = self.pack.pop(0)
            self.aside.append(old)
            self.hands[me][0] = new
            self.log.append(f"seat {me} cuts the pack and takes its top card")
            self.note(f"seat {me} takes {words(new)}", to=me)
        if me != self.dealer:
            self.seat_turn = self._next_in(me)
            return
        self._show()

    def _show(self) -> None:
        live = self._in()
        shown = {s: self.hands[s][0] for s in live}
        self.log.append("the cards turned: " + ", ".join(f"seat {s} {words(c)[4:]}" for s, c in shown.items()))
        low = min(low_value(c) for c in shown.values())
        losers = [s for s, c in shown.items() if low_value(c) == low]
        if len(losers) == len(live):
            self.log.append("all hold the same rank: nobody loses a marker")
        for s in losers if len(losers) < len(live) else []:
            self.markers[s] -= 1
            self.log.append(f"seat {s} holds the lowest and loses a marker ({self.markers[s]} left)")
        live = self._in()
        if len(live) == 1:
            self.over = True
            self.net = [-self.rules.ante] * self.num_players
            self.net[live[0]] += self.pool
            self.log.append(f"seat {live[0]} alone keeps markers and takes the pool of {self.pool}")
            return
        self.dealer = self._next_in(self.dealer)
        self._new_round()

    def _places(self) -> dict[str, list[int]]:
        return {"pack": list(self.pack), "aside": list(self.aside)}

    def card_zones(self) -> dict[str, Zone]:
        """Hook for determinisation (the ISMCTS seat): the hands and the dealer's card cut
        away (the default), and the pack in its order (its first card the next cut). Not kept:
        what a refusal tells (the neighbour holds a king), a reading the deal does not
        constrain."""
        zones = super().card_zones()
        zones["pack"] = Zone(self.pack, ordered=True, attr="pack")
        return zones

    def _hidden(self, seat: int | None) -> set[int]:
        return set(self.pack) | set(self.aside)

    def view(self, seat: int | None) -> dict[str, Any]:
        v = self._base_view(seat)
        v["phase"] = "over" if self.over else f"round {self.rounds}"
        v["players"] = [{"seat": s, "markers": self.markers[s]} for s in range(self.num_players)]
        v["pool"] = self.pool
        v["events"] = self.events(seat)
        return self._finish_view(v)


class RanterBot(Bot):
    """Keeps a card of seven or better (ace low), else exchanges (the dealer cuts)."""

    name = "seven"

    def choose(self, view: dict[str, Any], legal: Sequence[Action]) -> Action:
        try:
            from ...cards import parse_card
            mine = low_value(int(parse_card(view["hand"][0])))
            if mine >= 7:
                return next(a for a in legal if a.verb == "stand")
            return next(a for a in legal if a.verb != "stand")
        except Exception:          # a heuristic must never stop a game
            return legal[0]


register(GameInfo(
    slug="ranter-go-round", title="Ranter go round", family="parlour", utility="zero-sum-chips",
    min_players=2, max_players=10, default_players=4, state_cls=RanterState, rules_cls=RanterRules,
    aliases=("рантер гоу раунд",),
    source="Foster 1914, seed 001 part 5 (Рантер гоу раунд); catalog 001_part5.md §8.15",
    summary="One card each, passed to the left unless the neighbour holds a king; the lowest loses a marker; the last with markers takes the pool.",
    bots={"seven": RanterBot},
    notes="ace low; every holder of the lowest rank loses a marker unless all hold it; one state is the whole game"))
