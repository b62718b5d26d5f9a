"""Bridge for three, "dummy bridge" or "cut-throat" (Foster 1914, 001 part 1 §4.3): straight
bridge among three players, the dealer always playing with the dummy opposite him.

* The dealer names trumps or no-trump, or passes; then the dummy's declaration is made by the
  fixed schedule (:func:`~hoyle.games.bridge.variants.dummy_declaration`), the pone sorting
  the dummy so that the dealer does not see it before the lead.
* Only the eldest hand may double (``double`` or ``pass``); only the dealer may redouble, and
  doubling stops at 100 a trick (our reading of straight bridge, §3.1).
* Only the dealer scores below the line; tricks over book won by the adversaries are scored
  above the line, by each of them. Honours (not specified for three: our reading) go to the
  dealer for his side's holding and to each adversary for theirs, at straight-bridge values.
* A player who wins two games adds 100 for the rubber; each deal's points settle as the
  differences between the players (§4.3: A 320, B 80, C 64 -> A wins 240 and 256, B 16).

Seats 0, 1, 2 clockwise; the dealer is seat 2 unless the context says otherwise; the dummy
sits opposite him, his left-hand adversary leads.

Between deals (:class:`ForThreeRubber`) the players move round the table of four seats: the
player on the left of the vacant (dummy's) seat moves into it, and the player on its right
deals, sitting opposite the new vacant seat; three moves restore the first places (§4.3).
The catalog calls the vacant-seat rotation vague; our reading takes "left" and "right" of the
vacant seat as that seat's own left and right (clockwise next and previous). Worked through,
the players keep their clockwise order and the deal passes to the dealer's left-hand
adversary (the one who sat on the right of the vacant seat), so every player deals, and so
plays with the dummy, once in three deals. After three moves every player sits one seat on
from where he began, with the others and the deal where they were: the book's "three moves
restore the original positions" holds for the places relative to each other and the deal
(no single-seat move can bring four physical seats back in three moves). The compass seats are kept in the context
(``table``: N, E, S, W, ``None`` for the vacant seat) and shown in the view.
A rubber ends when one player has won two games; trick points below the line start afresh
for all after each game.
"""

from __future__ import annotations

import copy
from typing import Any

from ...cards import ALL_CARDS, Card
from ...core.actions import Action
from ...core.errors import DealNotOver, IllegalAction, SetupError
from ...core.laws import LawBook
from ...core.match import Match
from ...core.state import GameState
from ...mechanics.bidding import parse_denomination
from ...mechanics.tricks import PLAY, TrickPlay, sort_hands, trick_line
from .scoring import STRAIGHT_VALUES, SUIT_OF, per_seat
from .state import BridgeRules
from .variants import dummy_declaration, pairwise_settlement

__all__ = ["BridgeForThreeState", "FOR_THREE_LAWS", "straight_honours", "ForThreeRubber", "first_table", "move_round"]

FOR_THREE_LAWS = LawBook.of("Bridge for three", "Foster 1914, 001 part 1 §4.3", [
    ("4.3a", "declaring", "The dealer declares or passes; the dummy then declares by the fixed schedule: three or four aces no-trump, else the longest suit (ties by pips, ace 11, honours 10)."),
    ("4.3b", "doubling", "Only the eldest hand may double and only the dealer redouble."),
    ("4.3c", "scoring", "Only the dealer scores below the line; the adversaries' tricks over book go above it."),
    ("4.3d", "settlement", "A player winning two games adds 100; each pays the others the differences of their totals."),
    ("4.3e", "moving", "After each hand the player on the left of the vacant seat moves into it and the player on its right deals; three moves restore the first places."),
])

_COMPASS = "NESW"


def first_table(dealer: int) -> list[int | None]:
    """The first seating, N E S W: the dealer South, the dummy's vacant seat North opposite him,
    his left-hand adversary West, his right-hand adversary East (players numbered clockwise)."""
    return [None, (dealer + 2) % 3, dealer, (dealer + 1) % 3]


def move_round(table: list[int | None]) -> tuple[list[int | None], int]:
    """One move of §4.3 (law 4.3e): the player on the left of the vacant seat (the next seat
    clockwise) moves into it; the player on its right (the seat before it) deals. Returns the
    new seating and the new dealer."""
    v = table.index(None)
    new = list(table)
    new[v], new[(v + 1) % 4] = table[(v + 1) % 4], None
    return new, table[(v - 1) % 4]


class ThreePlayerRubber(Match):
    """A rubber among three players each for himself (bridge for three §4.3, three-hand
    auction laws 11, 14, 15): below-the-line points carry until someone wins a game (then all
    start afresh), two games end the rubber; ``scores`` are the players' totals and
    :meth:`settlement` makes each pay each the difference."""

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self.context.setdefault("below", [0, 0, 0])
        self.context.setdefault("games", [0, 0, 0])
        self.scores = [0, 0, 0]

    def _carry_scores(self, ctx: dict, state, pts, below, games) -> dict:
        """Add a finished deal's points to ``scores`` and carry below-the-line and games."""
        for p in range(3):
            self.scores[p] += pts[p]
        ctx["below"] = [0, 0, 0] if list(games) != list(state.games_before) else [
            state.below_before[p] + below[p] for p in range(3)]
        ctx["games"] = games
        return ctx

    @property
    def is_over(self) -> bool:
        return max(self.context["games"]) >= 2

    def settlement(self) -> tuple[dict, dict]:
        """``({(loser, winner): amount}, {player: net})`` over the players' totals."""
        return pairwise_settlement({p: self.scores[p] for p in range(3)})


class ForThreeRubber(ThreePlayerRubber):
    """A rubber of bridge for three: players move round by :func:`move_round` after each deal
    (see :class:`ThreePlayerRubber` for what carries). The match ``totals`` are the differences
    settled deal by deal, equal to the settlement of the players' final totals (§4.3)."""

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self.context.setdefault("table", first_table(self.context["dealer"] % 3))

    def carry(self, state) -> dict:
        ctx = super().carry(state)
        pts, below, games = state.deal_points()
        self._carry_scores(ctx, state, pts, below, games)
        ctx["table"], ctx["dealer"] = move_round(list(self.context["table"]))
        return ctx


_DENOMS = ("clubs", "diamonds", "hearts", "spades", "notrump")


def straight_honours(denom: str, held: tuple[int, int]) -> int:
    """Straight-bridge honours of a side holding ``held`` honours in its two hands (001 part 1
    §3; the auction multipliers on straight trick values, as straight-bridge does); a single
    player's whole holding is ``(n, 0)``."""
    a, b = held
    total, top = a + b, max(a, b)
    if denom == "notrump":
        return {3: 30, 4: 100 if top == 4 else 40}.get(total, 0)
    v = STRAIGHT_VALUES[denom]
    return v * {3: 2, 4: 8 if top == 4 else 4, 5: 10 if top == 5 else 9 if top == 4 else 5}.get(total, 0)


class BridgeForThreeState(GameState):
    """One deal of bridge for three. Actions: ``declare hearts`` or ``pass`` (dealer), ``double``
    / ``redouble`` / ``pass``, ``play QS``."""

    rules_cls = BridgeRules
    unit = "points"

    def __init__(self, num_players: int = 3, rules: BridgeRules | None = None, shuffler=None,
                 context: dict | None = None):
        super().__init__(num_players, rules, shuffler, context)
        if num_players != 3:
            raise SetupError("bridge for three is played by three")
        d = self.dealer = int(self.context.get("dealer", 2)) % 3
        self.below_before = self._context_numbers("below", [0, 0, 0])
        self.games_before = self._context_numbers("games", [0, 0, 0])
        deck = self.shuffler.shuffle(ALL_CARDS)
        self.pos = [d, (d + 1) % 3, "dummy", (d + 2) % 3]      # play places from the dealer
        hands: list[list[Card]] = [[], [], [], []]
        for j, c in enumerate(deck):
            hands[(1 + j) % 4].append(c)                       # from the dealer's left
        sort_hands(hands)
        self.dealt = [list(h) for h in hands]
        self.tp = TrickPlay(hands, None, 1)
        self.phase = "declare"
        self.denom: str | None = None
        self.doubled = 0
        self._dbl_turn: int | None = None

    @property
    def to_act(self) -> int | None:
        if self.phase == "declare":
            return self.dealer
        if self.phase == "double":
            return self._dbl_turn
        if self.phase == "play":
            who = self.pos[self.tp.turn]
            return self.dealer if who == "dummy" else who
        return None

    def _can_double(self) -> bool:
        return STRAIGHT_VALUES[self.denom] * 2 ** (self.doubled + 1) <= 100

    def legal_actions(self) -> list[Action]:
        if self.phase == "declare":
            return [Action("declare", (d,)) for d in _DENOMS] + [Action("pass")]
        if self.phase == "double":
            acts = [Action("pass")]
            if self._can_double():
                acts.append(Action("double" if self.doubled == 0 else "redouble"))
            return acts
        if self.phase == "play":
            return [PLAY[c] for c in self.tp.legal()]
        return []

    def _check(self, action: Action) -> None:
        if self.phase == "play":
            self.tp.check_play(action, "Foster 1914, 001 part 1 §3.2 (revoke)")
            return
        if not self._is_legal(action):
            if action.verb in ("double", "redouble"):
                raise IllegalAction("only the eldest hand doubles and the dealer redoubles, to 100 a trick",
                                    FOR_THREE_LAWS.cite("4.3b"))
            super()._check(action)

    def _apply(self, action: Action) -> None:
        v = action.verb
        if self.phase == "declare":
            self.denom = dummy_declaration(self.tp.hands[2]) if v == "pass" else parse_denomination(action.args[0])
            self.tp.trump = SUIT_OF.get(self.denom)
            self.phase, self._dbl_turn = "double", self.pos[1]
            return
        if self.phase == "double":
            if v == "pass":
                self.phase = "play"
                return
            self.doubled += 1
            self._dbl_turn = self.dealer if self._dbl_turn != self.dealer else self.pos[1]
            if not self._can_double():
                self.phase = "play"
            return
        self.tp.play(action.args[0])
        if self.tp.over:
            self.phase = "over"

    def clone(self) -> "BridgeForThreeState":
        s = copy.copy(self)
        s.tp = self.tp.clone()
        s.history = self.history[:]
        s.log = self.log[:]
        return s

    # ----- scoring ---------------------------------------------------------------------------
    def deal_points(self) -> tuple[list[int], list[int], list[int]]:
        """(points, below, games) per player for this deal."""
        if self.phase != "over":
            raise DealNotOver("the hand is not finished")
        d = self.dealer
        w = self.tp.won
        mine, theirs = w[0] + w[2], w[1] + w[3]
        mult = 2 ** self.doubled
        v = STRAIGHT_VALUES[self.denom]
        below = [0, 0, 0]
        pts = [0, 0, 0]
        below[d] = max(0, mine - 6) * v * mult
        for o in (self.pos[1], self.pos[3]):
            pts[o] += max(0, theirs - 6) * v * mult
        if self.denom == "notrump":
            held = [sum(1 for c in h if (c >> 2) + 2 == 14) for h in self.dealt]
        else:
            s = SUIT_OF[self.denom]
            held = [sum(1 for c in h if c & 3 == s and (c >> 2) + 2 >= 10) for h in self.dealt]
        pts[d] += straight_honours(self.denom, (held[0], held[2]))
        for o in (self.pos[1], self.pos[3]):
            pts[o] += straight_honours(self.denom, (held[1], held[3]))
        if mine == 12:
            pts[d] += 20
        elif mine == 13:
            pts[d] += 40
        games = self.games_before[:]
        if self.below_before[d] + below[d] >= 30:
            games[d] += 1
            if games[d] == 2:
                pts[d] += 100
        return [pts[p] + below[p] for p in range(3)], below, games

    def outcome(self) -> list[int]:
        p = self.deal_points()[0]
        return [3 * p[i] - sum(p) for i in range(3)]

    # ----- views -----------------------------------------------------------------------------
    def _dummy_public(self) -> bool:
        return bool(self.tp.quitted) or bool(self.tp.trick)

    def card_locations(self) -> dict[str, list[Card]]:
        out = {f"place {i}": list(h) for i, h in enumerate(self.tp.hands)}
        out.update(self.tp.locations())
        return out

    def hidden_cards(self, seat: int | None) -> set[Card]:
        out = set()
        for i, who in enumerate(self.pos):
            if who == seat or (who == "dummy" and self._dummy_public()):
                continue
            out.update(self.tp.hands[i])
        return out

    def view(self, seat: int | None) -> dict[str, Any]:
        tp = self.tp
        v: dict[str, Any] = {
            "game": "bridge-for-three", "phase": self.phase, "seat": seat, "dealer": self.dealer,
            "hand": [str(c) for c in tp.hands[self.pos.index(seat)]] if seat is not None else None,
            "declaration": self.denom, "doubled": self.doubled, "to_act": self.to_act,
            "trick": [[str(self.pos[(tp.leader + i) % 4]), str(c)] for i, c in enumerate(tp.trick)],
            "tricks": {"dealer": tp.won[0] + tp.won[2], "adversaries": tp.won[1] + tp.won[3]},
            "playing_for": self.pos[tp.turn] if self.phase == "play" else None,
            "below": self.below_before, "games": self.games_before,
        }
        if "table" in self.context:
            v["table"] = {_COMPASS[i]: ("dummy" if p is None else p) for i, p in enumerate(self.context["table"])}
        if self._dummy_public():
            v["dummy_hand"] = [str(c) for c in tp.hands[2]]
        if self.phase == "over":
            v["points"] = self.deal_points()[0]
        return v

    @classmethod
    def render_view(cls, view: dict[str, Any]) -> str:
        lines = [f"Bridge for three - dealer {view['dealer']} - "
                 f"{view['declaration'] or 'no declaration yet'}" + (f" x{2 ** view['doubled']}" if view["doubled"] else "")]
        if view.get("hand") is not None:
            lines.append(f"Your hand (seat {view['seat']}): " + " ".join(view["hand"]))
        if view.get("dummy_hand") is not None:
            lines.append("Dummy: " + " ".join(view["dummy_hand"]))
        lines.append(trick_line(view["trick"])
                     + f"   tricks {per_seat(view['tricks'])}")
        if view.get("points"):
            lines.append(f"Hand over: points {per_seat(view['points'])}")
        elif view.get("to_act") is not None:
            lines.append(f"seat {view['to_act']} to act")
        return "\n".join(lines)
