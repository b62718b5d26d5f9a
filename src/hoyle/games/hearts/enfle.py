"""Enflé, or Schwellen (Foster 1914, catalog 001_part4.md §3.3): the avoidance game in which a player
who cannot follow must take up the trick.

The deal: the 32-card piquet pack, eight each to four players, three, two and three at a time from the
dealer's left; ace high, no trumps (preliminaries as hearts). The play: the eldest leads; each in turn
must follow suit; when all have followed, the highest card of the suit wins, the trick is turned down
dead and the winner leads. A player who cannot follow plays no card: he takes the cards already played
to the trick into his hand (the players after him do not play to it) and leads next. The first player
to get rid of all his cards wins the pool, to which each paid an equal ante.

The book adds cards for more than four players without saying which, so only four play here. Nothing in
the book ends a deal in which no one runs out; after :attr:`EnfleRules.max_plays` cards played the deal is
void and the antes go back (our rule, so that a deal always ends).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ...bots import Bot
from ...cards import Card, parse_card
from ...core.actions import Action
from ...core.errors import DealNotOver, IllegalAction, SetupError
from ...core.rules import Rules, option
from ...core.state import GameState
from ...mechanics.tricks import PLAY, SUIT_NAMES, compass_trick, sort_hands
from .state import pack_for

__all__ = ["EnfleRules", "EnfleState", "EnfleBot"]

_SRC = "Foster 1914, 001 part 4 §3.3"
NAMES = ("N", "E", "S", "W")


@dataclass(frozen=True)
class EnfleRules(Rules):
    ante: int = option(1, "what each pays into the pool (equal antes)", _SRC, minimum=1, maximum=100)
    max_plays: int = option(2000, "cards played after which a deal nobody has gone out of is void (ours: the "
                            "book sets no limit)", "ours", minimum=50, maximum=100000)


class EnfleState(GameState):
    """One deal of enflé for four (module docstring). Context: ``dealer``. Actions: ``play <card>``;
    taking up a trick one cannot follow is done for the player (he has no choice). The outcome:
    the winner takes the others' antes."""

    rules_cls = EnfleRules
    unit = "chips"

    def __init__(self, num_players: int = 4, rules: EnfleRules | None = None, shuffler=None,
                 context: dict | None = None):
        super().__init__(num_players, rules, shuffler, context)
        if num_players != 4:
            raise SetupError("enflé is played here by four (the book does not say which cards to add for more)")
        n = self.n = 4
        self.dealer = self.context.get("dealer", n - 1)
        self.deck = self.shuffler.shuffle(pack_for(4, short=True))
        hands: list[list[int]] = [[] for _ in range(n)]
        pos = 0
        for k in (3, 2, 3):                                  # §3.3: three, two and three at a time
            for i in range(1, n + 1):
                hands[(self.dealer + i) % n].extend(self.deck[pos:pos + k])
                pos += k
        sort_hands(hands)
        self.hands = hands
        self.trick: list[tuple[int, int]] = []
        self.dead: list[int] = []
        self.turn = (self.dealer + 1) % n
        self.winner: int | None = None
        self.void = False
        self.plays = 0
        self.taken_up = [0] * n
        self.shown: set[int] = set()                       # cards taken up face up: every seat knows where

    @property
    def to_act(self) -> int | None:
        return None if self.winner is not None or self.void else self.turn

    def legal_actions(self) -> list[Action]:
        if self.to_act is None:
            return []
        hand = self.hands[self.turn]
        if self.trick:
            led = self.trick[0][1] & 3
            return [PLAY[c] for c in hand if c & 3 == led]
        return [PLAY[c] for c in hand]

    def _check(self, action: Action) -> None:
        if self._is_legal(action):
            return
        if action.verb == "play" and len(action.args) == 1 and isinstance(action.args[0], Card):
            c = action.args[0]
            if c in self.hands[self.turn]:
                raise IllegalAction(f"you must follow suit ({SUIT_NAMES[self.trick[0][1] & 3]} were led)", _SRC)
            raise IllegalAction(f"you do not hold {c}", _SRC)
        raise IllegalAction(*self._explain_illegal(action))

    def _apply(self, action: Action) -> None:
        seat = self.turn
        c = action.args[0]
        self.hands[seat].remove(c)
        self.shown.discard(c)
        self.trick.append((seat, c))
        self.plays += 1
        if not self.hands[seat]:
            self.winner = seat
            self.note(f"{NAMES[seat]} has got rid of every card and wins the pool")
            return
        if len(self.trick) == self.n:
            led = self.trick[0][1] & 3
            w = max((p for p in self.trick if p[1] & 3 == led), key=lambda p: p[1])[0]
            self.dead.extend(x for _, x in self.trick)
            self.trick = []
            self.turn = w
            self.note(f"{NAMES[w]} wins the trick; it is turned down")
        else:
            self.turn = (seat + 1) % self.n
            led = self.trick[0][1] & 3
            if not any(x & 3 == led for x in self.hands[self.turn]):
                p = self.turn                                 # §3.3: he takes up the trick and leads
                self.hands[p].extend(x for _, x in self.trick)
                self.shown.update(x for _, x in self.trick)
                self.taken_up[p] += len(self.trick)
                self.note(f"{NAMES[p]} cannot follow and takes up {len(self.trick)} card"
                          f"{'s' * (len(self.trick) > 1)}: " + " ".join(str(Card(x)) for _, x in self.trick))
                self.trick = []
                sort_hands(self.hands)
        if self.plays >= self.rules.max_plays:
            self.void = True
            self.note(f"{self.plays} cards played and nobody out: the deal is void, the antes go back")

    def outcome(self) -> list[int]:
        if self.to_act is not None:
            raise DealNotOver("the hand is not finished")
        if self.void:
            return [0] * self.n
        a = self.rules.ante
        return [a * (self.n - 1) if s == self.winner else -a for s in range(self.n)]

    def outcome_detail(self) -> list[dict[str, Any]] | None:
        if self.to_act is not None:
            return None
        return [{"seat": s, "net": v, "ante": self.rules.ante, "won_pool": s == self.winner}
                for s, v in enumerate(self.outcome())]

    def card_locations(self) -> dict[str, list[Card]]:
        out: dict[str, list[Card]] = {f"hand {NAMES[s]}": list(h) for s, h in enumerate(self.hands)}
        out["trick"] = [c for _, c in self.trick]
        out["dead"] = list(self.dead)
        return out

    def hidden_cards(self, seat: int | None) -> set[int]:
        return {c for s, h in enumerate(self.hands) if s != seat for c in h if c not in self.shown}

    def view(self, seat: int | None) -> dict[str, Any]:
        v: dict[str, Any] = {
            "game": "enfle", "players": self.n, "seat": None if seat is None else NAMES[seat],
            "dealer": NAMES[self.dealer], "hand": [str(Card(c)) for c in self.hands[seat]] if seat is not None else None,
            "hand_sizes": {NAMES[s]: len(h) for s, h in enumerate(self.hands)},
            "trick": [[NAMES[s], str(Card(c))] for s, c in self.trick], "dead": len(self.dead),
            "shown": {NAMES[s]: [str(Card(c)) for c in h if c in self.shown] for s, h in enumerate(self.hands)},
            "to_act": None if self.to_act is None else NAMES[self.to_act],
            "winner": None if self.winner is None else NAMES[self.winner], "void": self.void,
        }
        return v

    @classmethod
    def render_view(cls, view: dict[str, Any]) -> str:
        lines = [f"Enflé - dealer {view['dealer']} - cards held: "
                 + ", ".join(f"{k} {v}" for k, v in view["hand_sizes"].items())]
        if view.get("hand") is not None:
            lines.append(f"Your hand ({view['seat']}): " + " ".join(view["hand"]))
        lines.extend(compass_trick(view["trick"], view["to_act"], view["seat"]))
        if view["winner"]:
            lines.append(f"Hand over: {view['winner']} is out and wins the pool")
        elif view["void"]:
            lines.append("Hand over: void, the antes go back")
        elif view["to_act"]:
            lines.append(f"{view['to_act']} to play")
        return "\n".join(lines)

    def clone(self) -> "EnfleState":
        s = EnfleState.__new__(EnfleState)
        s.__dict__.update(self.__dict__)
        s.history = list(self.history)
        s.log = list(self.log)
        s.context = dict(self.context)
        s.hands = [list(h) for h in self.hands]
        s.trick = list(self.trick)
        s.dead = list(self.dead)
        s.taken_up = list(self.taken_up)
        s.shown = set(self.shown)
        return s


class EnfleBot(Bot):
    """Enflé by our reading of §3.3 (the book gives no advice): lead the lowest card of the longest
    suit (the others are likelier void in it and must take up the trick); following, play the
    highest card, to win the trick and keep the lead."""

    name = "book"

    def choose(self, view: dict[str, Any], legal):
        cards = [a.args[0] for a in legal]
        if view["trick"]:
            return PLAY[max(cards)]
        hand = [parse_card(c) for c in view["hand"]]
        length = {s: sum(1 for c in hand if c & 3 == s) for s in range(4)}
        return PLAY[min(cards, key=lambda c: (-length[c & 3], c))]
