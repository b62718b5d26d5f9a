"""Humbug whist, and thirteen and the odd: whist for two (Foster 1914, 001 part 2 §5-6).

Humbug: four hands of thirteen are dealt (the two players sit opposite; the other two hands
are dead), the last card turned for trumps. Each player, the dealer's adversary first, looks
at his own hand and keeps it or exchanges it, unseen, for the dead hand on his right; a
dealer who exchanges loses the turned card but the trump suit stands. The dealer's adversary
leads; tricks of two cards. Each trick over six scores one; honours (A K Q J of trumps, which
may lie in the dead hands): if each player holds two, neither scores; otherwise, when one holds
one or none, the other scores 2, 3 or 4 for two, three or four (O11). Tricks score before
honours; game is five.

Thirteen and the odd (form ``thirteen``): thirteen cards each, the next card turned for trumps
belongs to neither; no exchange; the winner of the odd trick (seven or more) scores one (O12).

Seats: player 0 sits North, player 1 (the first dealer) South; the dead hands are East and West.
"""

from __future__ import annotations

import copy
from dataclasses import dataclass
from typing import Any

from ...cards import ALL_CARDS, Card
from ...core.actions import Action
from ...core.errors import DealNotOver, IllegalAction
from ...core.laws import LawBook
from ...core.rules import Rules, option
from ...core.state import GameState
from ...mechanics.tricks import PLAY, SUIT_NAMES, TrickPlay, sort_hands, per_seat, trick_line

__all__ = ["HumbugRules", "HumbugState", "HUMBUG_LAWS", "humbug_honours"]

HUMBUG_LAWS = LawBook.of("Humbug whist", "Foster 1914, 001 part 2 §5-6", [
    ("5.1", "exchange", "Each player may keep his hand or exchange it unseen for the dead hand on his right; the dealer's adversary decides first."),
    ("5.2", "honours", "Honours: two each, nothing; otherwise the holder of two, three or four scores 2, 3 or 4."),
    ("5.3", "game", "Tricks over six score one each, before honours; game is five; a revoke costs three tricks."),
    ("6.1", "thirteen-and-the-odd", "Thirteen each, the next card turned for trumps; the odd trick scores one."),
])

_HAND = {0: 0, 1: 2}          # player -> hand position (N, S)
_RIGHT = {0: 3, 1: 1}         # the dead hand on each player's right (W of N, E of S)


def humbug_honours(held: list[int]) -> list[int]:
    """Honour points of the two players holding ``held`` honours (O11)."""
    out = [0, 0]
    for p in (0, 1):
        if held[p] >= 2 and held[1 - p] <= 1:
            out[p] = held[p]
    return out


@dataclass(frozen=True)
class HumbugRules(Rules):
    form: str = option("humbug", "'humbug' (four hands, exchange) or 'thirteen' (thirteen and the odd)",
                       "001 part 2 §5-6", choices=("humbug", "thirteen"))


class HumbugState(GameState):
    """One hand of humbug whist (or thirteen and the odd). Actions: ``keep``, ``exchange``,
    ``play QS``."""

    rules_cls = HumbugRules
    unit = "points"

    def __init__(self, num_players: int = 2, rules: HumbugRules | None = None, shuffler=None,
                 context: dict | None = None):
        super().__init__(num_players, rules, shuffler, context)
        self.dealer = int(self.context.get("dealer", 1)) % 2
        self.score_before = self._context_numbers("score", [0, 0])
        deck = self.shuffler.shuffle(ALL_CARDS)
        dpos = _HAND[self.dealer]
        hands: list[list[Card]] = [[], [], [], []]
        if self.rules.form == "humbug":
            for j, c in enumerate(deck):
                hands[(dpos + 1 + j) % 4].append(c)
            self.turned = deck[-1]
            self.stock: list[Card] = []
            self.phase = "exchange"
        else:
            other = _HAND[1 - self.dealer]
            for j in range(26):
                hands[other if j % 2 == 0 else dpos].append(deck[j])
            self.turned = deck[26]
            self.stock = list(deck[26:])
            self.phase = "play"
        sort_hands(hands)
        self.trump = self.turned & 3
        self.trump_up = self.rules.form == "humbug"
        self.decided = [False, False]
        self.exchanged = [False, False]
        self.positions = [0, 2]                 # the hand each player plays
        self.dealt_hands = [list(h) for h in hands]
        self.tp = TrickPlay(hands, self.trump, _HAND[1 - self.dealer])   # holds the four hands
        if self.phase == "play":
            self._begin()

    @property
    def to_act(self) -> int | None:
        if self.phase == "exchange":
            eldest = 1 - self.dealer
            return eldest if not self.decided[eldest] else self.dealer
        if self.phase == "play":
            return self._turn_player
        return None

    def legal_actions(self) -> list[Action]:
        if self.phase == "exchange":
            return [Action("keep"), Action("exchange")]
        if self.phase == "play":
            hand = self.tp.hands[self.positions[self._turn_player]]
            if self._trick:
                led = self._trick[0] & 3
                follow = [c for c in hand if c & 3 == led]
                return [PLAY[c] for c in (follow or hand)]
            return [PLAY[c] for c in hand]
        return []

    def _check(self, action: Action) -> None:
        if not self._is_legal(action):
            if action.verb == "play" and self.phase == "play" and self._trick:
                raise IllegalAction(f"you must follow suit ({SUIT_NAMES[self._trick[0] & 3]} were led)",
                                    HUMBUG_LAWS.cite("5.3"))
            super()._check(action)

    def _apply(self, action: Action) -> None:
        if self.phase == "exchange":
            p = self.to_act
            self.decided[p] = True
            if action.verb == "exchange":
                self.exchanged[p] = True
                self.positions[p] = _RIGHT[p]
                if p == self.dealer:
                    self.trump_up = False
            if all(self.decided):
                self._begin()
            return
        p = self._turn_player
        c = action.args[0]
        self.tp.hands[self.positions[p]].remove(c)
        self._trick.append(c)
        if p == self.dealer:
            self.trump_up = False
        if len(self._trick) == 2:
            lead, follow = self._trick
            first = 1 - p
            if (follow & 3) == (lead & 3):
                w = p if follow > lead else first
            else:
                w = p if (follow & 3) == self.trump else first
            self.won[w] += 1
            self.quitted.append((first, tuple(self._trick), w))
            self._trick = []
            self._turn_player = w
            if len(self.quitted) == 13:
                self.phase = "over"
        else:
            self._turn_player = 1 - p

    def _begin(self) -> None:
        self.phase = "play"
        self._turn_player = 1 - self.dealer
        self._trick: list[Card] = []
        self.won = [0, 0]
        self.quitted: list[tuple[int, tuple, int]] = []

    def clone(self) -> "HumbugState":
        s = copy.copy(self)
        s.tp = self.tp.clone()
        s.decided, s.exchanged, s.positions = self.decided[:], self.exchanged[:], self.positions[:]
        if self.phase != "exchange":
            s._trick, s.won, s.quitted = self._trick[:], self.won[:], self.quitted[:]
        s.history = self.history[:]
        s.log = self.log[:]
        return s

    # ----- scoring -------------------------------------------------------------------------
    def honours_held(self) -> list[int]:
        """Honours in the thirteen cards each player played with (the dead hands hold the rest)."""
        wanted = {(r - 2) * 4 + self.trump for r in (14, 13, 12, 11)}
        return [sum(1 for c in self.dealt_hands[self.positions[p]] if c in wanted) for p in (0, 1)]

    def points(self) -> list[int]:
        if self.phase != "over":
            raise DealNotOver("the hand is not finished")
        pts = [max(0, w - 6) for w in self.won]
        if self.rules.form == "thirteen":
            return [1 if w >= 7 else 0 for w in self.won]
        after = [min(5, self.score_before[p] + pts[p]) for p in (0, 1)]
        if max(after) < 5:
            hon = humbug_honours(self.honours_held())
            after = [min(5, after[p] + hon[p]) for p in (0, 1)]
        return [after[p] - self.score_before[p] for p in (0, 1)]

    def outcome(self) -> list[int]:
        p = self.points()
        return [p[0] - p[1], p[1] - p[0]]

    # ----- views ---------------------------------------------------------------------------
    def card_locations(self) -> dict[str, list[Card]]:
        out = {f"hand {i}": list(h) for i, h in enumerate(self.tp.hands)}
        if self.stock:
            out["stock"] = list(self.stock)
        if self.phase != "exchange":
            out["trick"] = list(self._trick)
            out["quitted"] = [c for _, cards, _ in self.quitted for c in cards]
        return out

    def _known(self, p: int) -> set[int]:
        """Hands player ``p`` has seen: the one he plays and the one he gave up."""
        known = {self.positions[p]}
        if self.exchanged[p]:
            known.add(_HAND[p])
        return known

    def hidden_cards(self, seat: int | None) -> set[Card]:
        known = self._known(seat) if seat is not None else set()
        out = set()
        for i, h in enumerate(self.tp.hands):
            if i not in known:
                out.update(h)
        out.update(self.stock[1:] if self.stock else [])
        if self.trump_up or self.rules.form == "thirteen":
            out.discard(self.turned)
        return out

    def view(self, seat: int | None) -> dict[str, Any]:
        v: dict[str, Any] = {"game": "humbug-whist" if self.rules.form == "humbug" else "thirteen-and-the-odd",
                             "phase": self.phase, "seat": seat, "dealer": self.dealer,
                             "trump": SUIT_NAMES[self.trump],
                             "turned_card": str(self.turned) if (self.trump_up or self.rules.form == "thirteen") else None,
                             "hand": [str(c) for c in self.tp.hands[self.positions[seat]]] if seat is not None else None,
                             "exchanged": list(self.exchanged), "to_act": self.to_act,
                             "score": self.score_before}
        if seat is not None and self.exchanged[seat]:
            v["discarded_hand"] = [str(c) for c in self.tp.hands[_HAND[seat]]]
        if self.phase != "exchange":
            first = self._turn_player if not self._trick else 1 - self._turn_player
            v["trick"] = [[(first + i) % 2, str(c)] for i, c in enumerate(self._trick)]
            v["tricks"] = list(self.won)
            v["played"] = [[str(c) for c in cards] for _, cards, _ in self.quitted]
        if self.phase == "over":
            v["points"] = self.points()
        return v

    @classmethod
    def render_view(cls, view: dict[str, Any]) -> str:
        lines = [f"{'Humbug whist' if view['game'] == 'humbug-whist' else 'Thirteen and the odd'} - "
                 f"trumps {view['trump']}" + (f" (turned {view['turned_card']})" if view["turned_card"] else "")
                 + f" - score {per_seat(view['score'], 'player')}"]
        if view.get("hand") is not None:
            lines.append(f"Your hand (player {view['seat']}): " + " ".join(view["hand"]))
        if "trick" in view:
            lines.append(trick_line(view["trick"])
                         + f"   tricks {per_seat(view['tricks'], 'player')}")
        if view.get("points"):
            lines.append(f"Hand over: points {per_seat(view['points'], 'player')}")
        elif view.get("to_act") is not None:
            lines.append(f"player {view['to_act']} to act")
        return "\n".join(lines)
