"""German whist: two players, thirteen cards each, the 27th card turned for trumps on top
of the stock (Foster 1914, 001 part 2 §15).

The non-dealer leads; the winner of each of the first thirteen tricks takes the exposed
top card of the stock and the loser the next, unseen; the next stock card is then turned.
With the stock gone, the last thirteen tricks are played from known hands. The player with
more tricks (of all 26) receives the difference (O50). Seats: 0 = the non-dealer (elder),
1 = the dealer, unless the context names another dealer.
"""

from __future__ import annotations

import copy
from typing import Any

from ...cards import ALL_CARDS, Card
from ...core.actions import Action
from ...core.errors import DealNotOver
from ...core.laws import LawBook
from ...core.rules import Rules
from ...core.state import GameState
from ...mechanics.tricks import SUIT_NAMES, PlayOnly, TrickPlay, sort_hands, per_seat, trick_line

__all__ = ["GermanWhistState", "GERMAN_LAWS"]

GERMAN_LAWS = LawBook.of("German whist", "Foster 1914, 001 part 2 §15", [
    ("15.1", "deal", "Thirteen cards each, one at a time; the 27th is turned for trumps and laid face up on the stock."),
    ("15.2", "stock", "The winner of a trick takes the face-up top card of the stock, the loser the next unseen; the next card is turned."),
    ("15.3", "follow", "Follow suit if able; otherwise trump or discard."),
    ("15.4", "settlement", "The player with more tricks receives the difference."),
])
_FOLLOW_LAW = GERMAN_LAWS.cite("15.3")


class GermanWhistState(PlayOnly, GameState):
    """One hand of German whist. Actions: ``play QS``."""

    rules_cls = Rules
    unit = "tricks"

    def __init__(self, num_players: int = 2, rules: Rules | None = None, shuffler=None,
                 context: dict | None = None):
        super().__init__(num_players, rules, shuffler, context)
        self.dealer = int(self.context.get("dealer", 1)) % 2
        deck = self.shuffler.shuffle(ALL_CARDS)
        elder = 1 - self.dealer
        hands: list[list[Card]] = [[], []]
        for j in range(26):
            hands[(elder + j) % 2].append(deck[j])
        sort_hands(hands)
        self.stock = list(deck[26:])          # stock[0] is face up
        self.trump = self.stock[0] & 3
        self.turned = self.stock[0]
        self.tp = TrickPlay(hands, self.trump, elder)
        self.tp.tricks_total = 26
        self.seen_by = [set(), set()]         # cards in the other's hand that this seat saw taken

    def _check(self, action: Action) -> None:
        self.tp.check_play(action, _FOLLOW_LAW, not_play="{action} is not a play; write e.g. 'play QS'",
                           not_held="you do not hold {card}")

    def _apply(self, action: Action) -> None:
        c = action.args[0]
        tp = self.tp
        seat = tp.turn
        self.seen_by[1 - seat].discard(c)
        w = tp.play(c)
        if w is not None and self.stock:
            top = self.stock.pop(0)
            tp.hands[w].append(top)
            self.seen_by[1 - w].add(top)      # taken face up: the loser saw it
            under = self.stock.pop(0)
            tp.hands[1 - w].append(under)
            self.seen_by[w].discard(under)

    def clone(self) -> "GermanWhistState":
        s = copy.copy(self)
        s.tp = self.tp.clone()
        s.stock = self.stock[:]
        s.seen_by = [set(x) for x in self.seen_by]
        s.history = self.history[:]
        s.log = self.log[:]
        return s

    def outcome(self) -> list[int]:
        if not self.tp.over:
            raise DealNotOver("the hand is not finished")
        d = self.tp.won[0] - self.tp.won[1]
        return [d, -d]

    def card_locations(self) -> dict[str, list[Card]]:
        return {"hand 0": list(self.tp.hands[0]), "hand 1": list(self.tp.hands[1]),
                "stock": list(self.stock), **self.tp.locations()}

    def hidden_cards(self, seat: int | None) -> set[Card]:
        out = set(self.stock[1:])
        for i in (0, 1):
            if i == seat:
                continue
            seen = self.seen_by[seat] if seat is not None else set()
            out.update(c for c in self.tp.hands[i] if c not in seen)
        return out

    def view(self, seat: int | None) -> dict[str, Any]:
        tp = self.tp
        v = {"game": "german-whist", "seat": seat, "dealer": self.dealer, "trump": SUIT_NAMES[self.trump],
             "stock_top": str(self.stock[0]) if self.stock else None, "stock_size": len(self.stock),
             "hand": [str(c) for c in tp.hands[seat]] if seat is not None else None,
             "opponent_known": sorted(str(c) for c in self.seen_by[seat]) if seat is not None else [],
             "to_act": self.to_act, "trick": [[(tp.leader + i) % 2, str(c)] for i, c in enumerate(tp.trick)],
             "tricks": list(tp.won),
             "played": [[[(ld + i) % 2, str(c)] for i, c in enumerate(cards)] for ld, cards, _ in tp.quitted]}
        if tp.over:
            v["result"] = {"tricks": list(tp.won), "outcome": self.outcome()}
        return v

    @classmethod
    def render_view(cls, view: dict[str, Any]) -> str:
        lines = [f"German whist - trumps {view['trump']} - stock {view['stock_size']}"
                 + (f" (top {view['stock_top']})" if view["stock_top"] else "")
                 + f" - tricks {per_seat(view['tricks'])}"]
        if view.get("hand") is not None:
            lines.append(f"Your hand (seat {view['seat']}): " + " ".join(view["hand"]))
            if view["opponent_known"]:
                lines.append("Opponent holds (seen): " + " ".join(view["opponent_known"]))
        lines.append(trick_line(view["trick"]))
        if view.get("result"):
            lines.append(f"Hand over: tricks {per_seat(view['result']['tricks'])}; "
                         f"outcome {per_seat(view['result']['outcome'])}")
        elif view.get("to_act") is not None:
            lines.append(f"seat {view['to_act']} to play")
        return "\n".join(lines)
