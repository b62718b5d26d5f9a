"""Frog, chico and grand: the Mexican elementary skat (Foster 1914, seed 001 part 4 "ФРОГ", catalog
001_part4.md §7).

The pack: 36 cards, six up, ranking A 10 K Q J 9 8 7 6 in every suit (no jacks as trumps); card
points A 11, 10 10, K 4, Q 3, J 2 (120); the player needs 61. Three to five at the table, three
active (four: the dealer sits out; five: the two on his left and the one on his right). The deal:
three each, three to the widow, four each, four each: eleven each. The bidding, from the
dealer's left: each in turn names a higher game (``bid frog``, ``bid chico``, ``bid grand``) or
passes for good; the highest stands. Frog: hearts trumps, the player takes the widow and lays
away three (``discard``), which count for him. Chico: the player names trumps other than hearts
(``name clubs``); the widow, untouched, counts for him. Grand: hearts trumps, the widow counts
for him. The play: the dealer's left leads; follow suit; void, a player must trump (he need not
over-trump). The settlement: per card point over or under 60, frog 1, chico 2, grand 4: winning,
from each active opponent; losing, to every other player at the table, those sitting out too.
All passing, the deal is thrown in (the book does not say; ours); exactly 60 pays nothing (the
book does not cover it; ours).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Sequence

from ...bots import Bot
from ...cards import Card, parse_card
from ...core.actions import Action
from ...core.errors import DealNotOver, IllegalAction, SetupError
from ...core.rules import Rules
from ...core.state import GameState
from ...mechanics.tricks import (FOLLOW_OR_TRUMP, PLAY, clone_trick_play, SUIT_NAMES, OrderedTrickPlay, TrickOrder, card_points,
                                 per_seat, sort_hands)
from .laws import SKAT_LAWS
from .state import CARD_POINTS, HEARTS, SEAT_NAMES, card_of

__all__ = ["FrogRules", "FrogState", "FrogBot", "FROG_GAMES", "frog_pack", "frog_payments"]

_L = SKAT_LAWS.cite
#: the games in order and their payment per point (§7)
FROG_GAMES = {"frog": 1, "chico": 2, "grand": 4}
_ORDER = list(FROG_GAMES)
_RANK = {14: 9, 10: 8, 13: 7, 12: 6, 11: 5, 9: 4, 8: 3, 7: 2, 6: 1}       # A 10 K Q J 9 8 7 6


def frog_pack() -> list[Card]:
    """The 36 cards, six up (§7)."""
    return [Card(card_of(r, s)) for r in range(6, 15) for s in range(4)]


def frog_order(trump: int) -> TrickOrder:
    rank = list(range(54))
    for c in range(16, 52):
        rank[c] = _RANK[(c >> 2) + 2]
    return TrickOrder(trump, rank=rank, follow=FOLLOW_OR_TRUMP)


def frog_payments(points: int, game: str, player: int, active: Sequence[int], n: int) -> list[int]:
    """Per seat (``n`` at the table) what the player's ``points`` settle (§7): over 60, each active
    opponent pays him the excess × the game's rate; under 60, he pays every other seat the
    shortfall × the rate; exactly 60, nothing."""
    rate = FROG_GAMES[game]
    out = [0] * n
    if points > 60:
        for s in active:
            if s != player:
                out[s] -= (points - 60) * rate
                out[player] += (points - 60) * rate
    elif points < 60:
        for s in range(n):
            if s != player:
                out[s] += (60 - points) * rate
                out[player] -= (60 - points) * rate
    return out


@dataclass(frozen=True)
class FrogRules(Rules):
    pass


class FrogState(GameState):
    """One deal of frog for three to five (module docstring). Actions: ``bid GAME``, ``pass``,
    ``name SUIT`` (chico), ``discard <card>`` (frog), ``play <card>``. Raises SetupError for a
    number of players outside 3-5."""

    rules_cls = FrogRules
    unit = "points"

    def __init__(self, num_players: int = 3, rules: FrogRules | None = None, shuffler=None,
                 context: dict | None = None):
        super().__init__(num_players, rules, shuffler, context)
        n = num_players
        if not 3 <= n <= 5:
            raise SetupError("frog is for three to five, three active (§7)")
        self.n = n
        self.seat_names = SEAT_NAMES[:n]
        self.dealer = d = self.context.get("dealer", n - 1)
        self.active = [(d + 1) % n, (d + 2) % n, (d + 3) % n if n == 3 else (d + 3) % n if n == 4 else (d - 1) % n]
        self.out = frozenset(s for s in range(n) if s not in self.active)
        self.deck = self.shuffler.shuffle(frog_pack())
        hands: list[list[int]] = [[] for _ in range(n)]
        it = iter(self.deck)
        for k in (3, None, 4, 4):
            if k is None:
                self.widow = [next(it) for _ in range(3)]
                continue
            for s in self.active:
                hands[s].extend(next(it) for _ in range(k))
        sort_hands(hands)
        self.hands = hands
        self.bids: dict[int, str] = {}
        self.passed: set[int] = set()
        self.turn_i = 0
        self.best: str | None = None
        self.player: int | None = None
        self.trump: int | None = None
        self.laid: list[int] = []
        self.took = False
        self.tp: OrderedTrickPlay | None = None
        self.void: str | None = None
        self.phase = "bid"

    def _bidder(self) -> int:
        return self.active[self.turn_i % 3]

    @property
    def to_act(self) -> int | None:
        if self.phase == "bid":
            return self._bidder()
        if self.phase in ("name", "discard"):
            return self.player
        if self.phase == "play":
            return self.tp.turn
        return None

    def legal_actions(self) -> list[Action]:
        if self.phase == "bid":
            lo = 0 if self.best is None else _ORDER.index(self.best) + 1
            return [Action("pass")] + [Action("bid", (g,)) for g in _ORDER[lo:]]
        if self.phase == "name":
            return [Action("name", (SUIT_NAMES[s],)) for s in range(4) if s != HEARTS]
        if self.phase == "discard":
            return [Action("discard", (Card(c),)) for c in self.hands[self.player]]
        if self.phase == "play":
            return [PLAY[c] for c in self.tp.legal()]
        return []

    def _check(self, action: Action) -> None:
        if self.phase == "play" and action.verb == "play":
            self.tp.check_play(action, _L("F1"), not_held="you do not hold {card}")
            return
        if self._is_legal(action):
            return
        if action.verb not in {"bid", "pass", "name", "discard", "play"} | {a.verb for a in self.legal_actions()}:
            raise IllegalAction(*self._explain_illegal(action))      # not a word of the game
        if self.phase == "bid":
            raise IllegalAction(f"name a game above {self.best or 'none'} (frog, chico, grand) or pass", _L("F1"))
        if self.phase == "name":
            raise IllegalAction("chico: name a trump suit other than hearts", _L("F1"))
        if self.phase == "discard":
            raise IllegalAction("frog: lay away three cards of your hand", _L("F1"))
        raise IllegalAction(*self._explain_illegal(action))

    def _next_bidder(self) -> None:
        for _ in range(3):
            self.turn_i += 1
            s = self._bidder()
            if s not in self.passed and s != self.player:
                return

    def _apply(self, action: Action) -> None:
        seat = self.to_act
        name = self.seat_names[seat]
        if self.phase == "bid":
            if action.verb == "bid":
                self.best, self.player = action.args[0], seat
                self.note(f"{name} bids {self.best}")
            else:
                self.passed.add(seat)
                self.note(f"{name} passes")
            live = [s for s in self.active if s not in self.passed]
            if self.best == "grand" or (self.player is not None and live == [self.player]):
                self._won()
            elif not live:
                self.void = "all passed: the deal is thrown in (ours)"
                self.phase = "over"
                self.note(self.void)
            else:
                self._next_bidder()
            return
        if self.phase == "name":
            self.trump = SUIT_NAMES.index(action.args[0])
            self.note(f"{name} names {action.args[0]}")
            self._start()
            return
        if self.phase == "discard":
            c = action.args[0]
            self.hands[seat].remove(c)
            self.laid.append(c)
            self.note(f"{name} lays away a card", to=[p for p in range(self.n) if p != seat])
            if len(self.laid) == 3:
                self._start()
            return
        w = self.tp.play(action.args[0])
        if w is not None:
            self.note(f"{self.seat_names[w]} wins the trick")
            if self.tp.over:
                self.phase = "over"
                self.note(self.result_text())

    def _won(self) -> None:
        self.note(f"{self.seat_names[self.player]} plays {self.best}")
        if self.best == "frog":
            self.trump = HEARTS
            self.took = True
            self.hands[self.player].extend(self.widow)
            sort_hands(self.hands)
            self.note(f"{self.seat_names[self.player]} turns up the widow: "
                      + " ".join(str(Card(c)) for c in self.widow))
            self.phase = "discard"
        elif self.best == "chico":
            self.phase = "name"
        else:
            self.trump = HEARTS
            self._start()

    def _start(self) -> None:
        self.tp = OrderedTrickPlay(self.hands, frog_order(self.trump), self.active[0], out=self.out)
        self.hands = self.tp.hands
        self.phase = "play"

    def points(self) -> list[int]:
        if self.tp is None:
            return [0] * self.n
        pts = card_points(self.tp.quitted, CARD_POINTS, self.n)
        pts[self.player] += sum(CARD_POINTS.get(c, 0) for c in (self.laid if self.took else self.widow))
        return pts

    def trick_points(self) -> list[int]:
        """The card points of the tricks quitted so far, per seat: what every seat has seen.
        The view shows these until the hand is over; :meth:`points` also counts the widow
        (or the cards laid away) to the player, cards the others have not seen, so it is
        shown only at the end."""
        if self.tp is None:
            return [0] * self.n
        return card_points(self.tp.quitted, CARD_POINTS, self.n)

    def outcome(self) -> list[int]:
        if self.phase != "over":
            raise DealNotOver("the hand is not finished")
        if self.void:
            return [0] * self.n
        return frog_payments(self.points()[self.player], self.best, self.player, self.active, self.n)

    def result_text(self) -> str | None:
        if self.phase != "over":
            return None
        if self.void:
            return self.void
        p = self.points()[self.player]
        net = self.outcome()
        return (f"{self.seat_names[self.player]} plays {self.best} and takes {p} card points: "
                + ", ".join(f"{self.seat_names[s]} {v:+d}" for s, v in enumerate(net)))

    def outcome_detail(self) -> list[dict[str, Any]] | None:
        if self.phase != "over":
            return None
        net, pts = self.outcome(), self.points()
        return [{"seat": s, "net": net[s], "card_points": pts[s]} for s in range(self.n)]

    def card_locations(self) -> dict[str, list[Card]]:
        out: dict[str, list[Card]] = {f"hand {self.seat_names[s]}": list(h) for s, h in enumerate(self.hands)}
        out["widow"] = [] if self.took else list(self.widow)
        out["laid away"] = list(self.laid)
        if self.tp is not None:
            out.update(self.tp.locations())
        else:
            out["trick"], out["quitted"] = [], []
        return out

    def hidden_cards(self, seat: int | None) -> set[int]:
        out: set[int] = set()
        for s, h in enumerate(self.hands):
            if s != seat:
                out.update(h)
        if self.phase != "over":
            if not self.took:
                out.update(self.widow)
            if seat != self.player:
                out.update(self.laid)
        if self.took:
            out.difference_update(self.widow)           # turned up for all to see (§7)
        return out

    def view(self, seat: int | None) -> dict[str, Any]:
        names = self.seat_names
        tp = self.tp
        v = {"game": "frog", "phase": self.phase, "players": self.n, "seats": list(names),
             "seat": None if seat is None else names[seat], "dealer": names[self.dealer],
             "hand": [str(Card(c)) for c in self.hands[seat]] if seat is not None else None,
             "best": self.best, "player": None if self.player is None else names[self.player],
             "trump": None if self.trump is None else SUIT_NAMES[self.trump],
             "widow": [str(Card(c)) for c in self.widow] if self.took or self.phase == "over" else [],
             "to_act": None if self.to_act is None else names[self.to_act],
             "trick": [[names[s], str(Card(c))] for s, c in zip(tp.trick_seats(), tp.trick)] if tp else [],
             "card_points": self.points() if self.phase == "over" else self.trick_points()}
        if self.phase == "over":
            v["result"] = self.result_text()
        return v

    @classmethod
    def render_view(cls, view: dict[str, Any]) -> str:
        lines = [f"Frog - dealer {view['dealer']}"]
        if view.get("hand") is not None:
            lines.append(f"Your hand ({view['seat']}): " + " ".join(view["hand"]))
        if view["best"]:
            lines.append(f"{view['player']}: {view['best']}" + (f", {view['trump']} trumps" if view["trump"] else ""))
        if view["widow"]:
            lines.append("Widow: " + " ".join(view["widow"]))
        if view["phase"] in ("play", "over"):
            lines.append("Trick: " + (" ".join(f"{p}:{c}" for p, c in view["trick"]) or "(none)"))
            lines.append("Card points: " + per_seat(dict(zip(view["seats"], view["card_points"]))))
        if view.get("result"):
            lines.append("Hand over: " + view["result"])
        elif view.get("to_act"):
            lines.append(f"{view['to_act']} to act")
        return "\n".join(lines)

    def clone(self) -> "FrogState":
        s = FrogState.__new__(FrogState)
        s.__dict__.update(self.__dict__)
        s.history, s.log, s.context = list(self.history), list(self.log), dict(self.context)
        s.passed, s.laid, s.bids = set(self.passed), list(self.laid), dict(self.bids)
        clone_trick_play(self, s)
        return s


class FrogBot(Bot):
    """Bids frog with four hearts (three and three aces or tens), chico with six of another suit,
    grand with seven hearts; lays away the plain cards of its shortest suit; plays its highest
    card to win a trick it can win cheaply, else its lowest (our reading of a book that gives no
    advice for frog)."""

    def choose(self, view: dict[str, Any], legal: Sequence[Action]) -> Action:
        hand = [parse_card(c) for c in view["hand"] or []]
        by = {s: [c for c in hand if c & 3 == s] for s in range(4)}
        ph = view["phase"]
        if ph == "bid":
            high = sum(1 for c in hand if (c >> 2) + 2 in (14, 10))
            want = "grand" if len(by[HEARTS]) >= 7 else "chico" if max(len(by[s]) for s in (0, 1, 3)) >= 6 else \
                "frog" if len(by[HEARTS]) >= 4 or (len(by[HEARTS]) >= 3 and high >= 3) else None
            for a in legal:
                if a.verb == "bid" and a.args[0] == want:
                    return a
            return Action("pass")
        if ph == "name":
            s = max((0, 1, 3), key=lambda s: len(by[s]))
            return Action("name", (SUIT_NAMES[s],))
        if ph == "discard":
            plain = [c for c in hand if c & 3 != HEARTS] or hand
            return Action("discard", (min(plain, key=lambda c: (len(by[c & 3]), -(c >> 2))),))
        cards = [a.args[0] for a in legal]
        if view["trick"]:
            order = frog_order(SUIT_NAMES.index(view["trump"]))
            played = [parse_card(c) for _, c in view["trick"]]
            best = played[order.winner(played)]
            win = [c for c in cards if order.beats(c, best)]
            if win:
                return Action("play", (min(win, key=lambda c: (order.is_trump(c), order.rank[c])),))
        return Action("play", (min(cards, key=lambda c: (CARD_POINTS.get(c, 0), c >> 2)),))
