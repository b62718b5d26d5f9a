"""Cayenne whist (Foster 1914, 001 part 2 §8; seed 003 notes to the American laws).

Four players in partnerships; the deal is 4, 4, 5 with no trump turned; a card cut from
the still pack fixes the *cayenne* suit. The dealer (or, if he says "make it, partner",
his partner) names the trump: cayenne, another suit, *grand* (no trumps) or *nullo* (no
trumps, to lose tricks; the ace ranks below the deuce unless its holder, as he plays it,
calls it above the king: ``play AS high``; rule option ``nullo_ace``).

Scoring (§8): each trick over book 1, honours (A K Q J 10 of trumps) to the side holding
more of them: 3 -> 2, 4 -> 4, 5 -> 6; all times the suit's multiplier — cayenne 4, the
other suit of its colour 3, then 2 and 1 (red cayenne: clubs 2, spades 1; black: hearts 2,
diamonds 1); grand: tricks x 8; nullo: the *adversaries* score the declarers' tricks over
book x 8. Game 10; the surplus carries into further games (several games in one hand);
tricks count before honours, honours alone stop at 9, and a side winning the game by
cards bars the other's honours. Little slam 4, slam 6 (not multiplied). Game values:
quadruple if the losers have 0, triple if under 4, double if under 7, single at 7 to 9
(the book leaves exactly 7 undefined; we read it as single). Rubber: first to four games,
plus 8; its value = winners' total less the losers'.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from ...cards import Card
from ...core.actions import Action
from ...core.errors import DealNotOver, IllegalAction, SetupError
from ...core.laws import LawBook
from ...core.rules import option
from ...mechanics.tricks import PLAY, SUIT_NAMES, trick_line
from .state import WhistRules, WhistState

__all__ = ["multiplier", "cayenne_honours", "game_value", "CayenneScore", "CayenneRubber",
           "CayenneState", "CAYENNE_LAWS", "CAYENNE_DEAL"]

CAYENNE_LAWS = LawBook.of("Cayenne", "Foster 1914, 001 part 2 §8; seed 003 AW notes", [
    ("8.1", "deal", "Deal four, four and five from the dealer's left; no trump is turned; the cayenne is cut from the still pack."),
    ("8.2", "making-trump", "The dealer names cayenne, another suit, grand or nullo, or leaves it to his partner, who must name it."),
    ("8.3", "scoring", "Tricks over book and honours count by the suit's multiplier; grand and nullo tricks count eight."),
    ("8.4", "game", "Ten points make a game; the surplus carries; honours alone cannot go out; four games win the rubber, plus eight."),
    ("8.5", "nullo-ace", "In nullo the ace ranks below the deuce unless its holder, as he plays it and before the next player plays, calls it above the king."),
    ("30", "revoke", "A revoke costs three tricks or their value; the revokers cannot win the game and stop at nine."),
])

#: the packets of the deal, per player in turn (AW law 13, Boston and Cayenne note)
CAYENNE_DEAL = (4, 4, 5)
_OTHER_COLOUR = {2: (0, 3), 1: (0, 3), 0: (2, 1), 3: (2, 1)}   # cayenne -> (x2 suit, x1 suit)
_SAME_COLOUR = {2: 1, 1: 2, 0: 3, 3: 0}


def multiplier(trump: int, cayenne: int) -> int:
    """The multiplier of ``trump`` when ``cayenne`` is the cayenne suit (O20)."""
    if trump == cayenne:
        return 4
    if trump == _SAME_COLOUR[cayenne]:
        return 3
    return 2 if trump == _OTHER_COLOUR[cayenne][0] else 1


def cayenne_honours(held: int) -> int:
    """Honour points (before the multiplier) of the side holding ``held`` of the five (O19)."""
    return {3: 2, 4: 4, 5: 6}.get(held, 0)


def game_value(loser: int) -> int:
    """Quadruple, triple, double or single by the losers' points (§8)."""
    if loser <= 0:
        return 4
    if loser < 4:
        return 3
    if loser < 7:
        return 2
    return 1


@dataclass
class CayenneScore:
    """What one hand adds: ``games`` (per side, the values of the games won, in order),
    ``markers`` after the hand, ``slam`` points."""

    markers: list[int]
    games: list[list[int]] = field(default_factory=lambda: [[], []])
    slam: list[int] = field(default_factory=lambda: [0, 0])
    steps: list[str] = field(default_factory=list)


def _entries(values) -> str:
    """A side's column of the score sheet as text: "4 + 0 + 8 = 12", or "nothing written"."""
    return " + ".join(map(str, values)) + f" = {sum(values)}" if values else "nothing written"


class CayenneRubber:
    """The score sheet of a cayenne rubber: markers (points toward the game in progress) and
    the game and slam values written on the sheet (O21)."""

    def __init__(self, markers: tuple[int, int] = (0, 0)):
        self.markers = list(markers)
        self.sheet: list[list[int]] = [[], []]
        self.games = [0, 0]
        self.winner: int | None = None

    def _add(self, side: int, pts: int, cap9: bool = False) -> None:
        other = 1 - side
        self.markers[side] += pts
        if cap9 and self.markers[side] >= 10:
            self.markers[side] = 9
        while self.markers[side] >= 10 and self.winner is None:
            self.markers[side] -= 10
            v = game_value(self.markers[other])
            self.sheet[side].append(v)
            self.sheet[other].append(0)
            self.markers[other] = 0
            self.games[side] += 1
            if self.games[side] == 4:
                self.winner = side
                self.sheet[side].append(8)

    def hand(self, declarers: int, denom: str, by_cards: list[int], honours_held: list[int],
             cayenne: int, tricks: list[int] | None = None, trump: int | None = None) -> None:
        """Score one hand. ``by_cards``: tricks over book per side; ``honours_held`` of the
        five per side; ``denom``: "suit" (with ``trump``), "grand" or "nullo"."""
        mult = 8 if denom in ("grand", "nullo") else multiplier(trump, cayenne)
        before = self.games[:]
        for side in (0, 1):
            odd = by_cards[side]
            if odd > 0:
                scorer = 1 - side if denom == "nullo" else side
                self._add(scorer, odd * mult)
        by_cards_game = [self.games[x] > before[x] for x in (0, 1)]
        if denom not in ("grand", "nullo"):
            for side in (0, 1):
                h = cayenne_honours(honours_held[side])
                if h and not by_cards_game[1 - side] and self.winner is None:
                    self._add(side, h * mult, cap9=by_cards[side] <= 0)
        if tricks is not None:
            for side in (0, 1):
                if tricks[side] == 12:
                    self.sheet[side].append(4)
                elif tricks[side] == 13:
                    self.sheet[side].append(6)

    def totals(self) -> list[int]:
        return [sum(s) for s in self.sheet]


@dataclass(frozen=True)
class CayenneRules(WhistRules):
    """Cayenne: American laws with the Cayenne notes (seed 003), game 10."""

    code: str = option("american", "code of laws (the American laws carry the Cayenne notes)",
                       "seed 003 §11", choices=("american", "english"))
    game_points: int = option(10, "points for game", "001 part 2 §8", choices=(10,))
    nullo_ace: str = option("holder-calls", "the ace in nullo: 'holder-calls' (below the deuce "
                            "unless its holder, as he plays it, calls it above the king: 'play AS "
                            "high') or 'always-low'", "001 part 2 §8", choices=("holder-calls", "always-low"))


_DENOMS = ("clubs", "diamonds", "hearts", "spades", "grand", "nullo")
_NULLO_KEY = [((c >> 2) + 2 if (c >> 2) + 2 != 14 else 1) for c in range(52)]


class CayenneState(WhistState):
    """One deal of cayenne. Actions: ``declare hearts`` / ``declare grand`` / ``declare nullo``,
    ``pass`` (the dealer's "make it, partner"), then ``play QS``."""

    rules_cls = CayenneRules

    def __init__(self, num_players: int = 4, rules: Any = None, shuffler=None, context: dict | None = None):
        self._hands = self._begin_bidding_deal(num_players, rules, shuffler, context, CAYENNE_DEAL)
        self.markers = self._context_numbers("markers", [0, 0])
        self._context_numbers("games", [0, 0])          # checked here; read by sheet()
        sheet = self.context.get("sheet", [[], []])
        if not (isinstance(sheet, list) and len(sheet) == 2 and all(
                isinstance(g, list) and all(type(x) is int for x in g) for g in sheet)):
            raise SetupError("the context's sheet is two lists of points, one per side")
        self.games_before = [list(g) for g in sheet]
        self.score_before = self.markers
        self.cayenne = self.shuffler.randint(52) & 3          # cut from the still pack
        self.denom: str | None = None
        self.phase = "declare"
        self._declarer = self.dealer
        self.aces_high: list[Card] = []                     # nullo aces called above the king

    @property
    def to_act(self) -> int | None:
        if self.phase == "declare":
            return self._declarer
        return super().to_act

    def _ace_may_be_high(self) -> bool:
        return self.denom == "nullo" and self.rules.nullo_ace == "holder-calls"

    def legal_actions(self) -> list[Action]:
        if self.phase == "declare":
            acts = [Action("declare", (d,)) for d in _DENOMS]
            return acts + [Action("pass")] if self._declarer == self.dealer else acts
        acts = super().legal_actions()
        if self._ace_may_be_high():
            acts += [Action("play", (a.args[0], "high")) for a in acts if a.args[0] >> 2 == 12]
        return acts

    def _check(self, action: Action) -> None:
        if self.phase == "declare":
            if not self._is_legal(action):
                raise IllegalAction("the dealer names cayenne, a suit, grand or nullo, or passes the choice "
                                    "to his partner, who must name one", CAYENNE_LAWS.cite("8.2"))
            return
        if action.verb == "play" and len(action.args) == 2 and action.args[1] == "high":
            c = action.args[0]
            if not self._ace_may_be_high() or not isinstance(c, Card) or c >> 2 != 12:
                raise IllegalAction("only an ace, in nullo, may be called above the king as it is played",
                                    CAYENNE_LAWS.cite("8.5"))
            action = PLAY[c]
        super()._check(action)

    def _apply(self, action: Action) -> None:
        if self.phase == "declare":
            if action.verb == "pass":
                self._declarer = (self.dealer + 2) % 4
                return
            self.denom = action.args[0]
            if self.denom in SUIT_NAMES:
                self.trump = SUIT_NAMES.index(self.denom)
                self.tp.trump = self.trump
            elif self.denom == "nullo":
                self.tp.rank_key = _NULLO_KEY
            self.phase = "play"
            return
        if len(action.args) == 2:                  # an ace called high (nullo): above the king
            c = action.args[0]
            key = list(self.tp.rank_key)
            key[c] = 14
            self.tp.rank_key = key
            self.aces_high = self.aces_high + [c]
        super()._apply(PLAY[action.args[0]])

    def clone(self) -> "CayenneState":
        s = super().clone()
        s.markers = self.markers[:]
        return s

    def honours_held(self) -> list[int]:
        if self.trump is None:
            return [0, 0]
        wanted = {(r - 2) * 4 + self.trump for r in (14, 13, 12, 11, 10)}
        held = [sum(1 for c in h if c in wanted) for h in self.dealt]
        return [held[0] + held[2], held[1] + held[3]]

    def sheet(self) -> CayenneRubber:
        """The score sheet after this hand (markers and sheet from the context)."""
        if not self.tp.over:
            raise DealNotOver("the hand is not finished")
        r = CayenneRubber(tuple(self.markers))
        r.sheet = [list(g) for g in self.games_before]
        r.games = list(self.context.get("games", [0, 0]))
        tricks = self.side_tricks()
        r.hand(self.dealer & 1, "suit" if self.trump is not None else self.denom,
               [tricks[0] - 6, tricks[1] - 6], self.honours_held(), self.cayenne,
               tricks=tricks if self.denom != "nullo" else None, trump=self.trump)
        return r

    def result_text(self) -> str | None:
        if not self.tp.over:
            return None
        t = self.side_tricks()
        r = self.sheet()
        return (f"{self.denom}: N-S {t[0]} tricks, E-W {t[1]}; sheet N-S {_entries(r.sheet[0])}, "
                f"E-W {_entries(r.sheet[1])}, "
                f"markers N-S {r.markers[0]} E-W {r.markers[1]}")

    def outcome(self) -> list[int]:
        r = self.sheet()
        gained = [sum(r.sheet[s]) - sum(self.games_before[s]) for s in (0, 1)]
        d = gained[0] - gained[1]
        return [d, -d, d, -d]

    def view(self, seat: int | None) -> dict[str, Any]:
        tp = self.tp
        v: dict[str, Any] = {
            "game": "cayenne", "phase": self.phase, "seat": None if seat is None else COMPASS_[seat],
            "dealer": COMPASS_[self.dealer], "cayenne": SUIT_NAMES[self.cayenne],
            "declaration": self.denom, "to_act": None if self.to_act is None else COMPASS_[self.to_act],
            "hand": [str(c) for c in tp.hands[seat]] if seat is not None else None,
            "markers": {"NS": self.markers[0], "EW": self.markers[1]},
            "trick": [[COMPASS_[(tp.leader + i) % 4], str(c)] for i, c in enumerate(tp.trick)],
            "tricks": {"NS": tp.won[0] + tp.won[2], "EW": tp.won[1] + tp.won[3]},
            "played": [[[COMPASS_[(ld + i) % 4], str(c)] for i, c in enumerate(cards)]
                       for ld, cards, _ in tp.quitted],
            "trump": None if self.trump is None else SUIT_NAMES[self.trump],
            "playing_for": None if tp.over or self.phase != "play" else COMPASS_[tp.turn],
            "aces_called_high": [str(c) for c in self.aces_high],
        }
        if tp.over:
            r = self.sheet()
            v["result"] = {"sheet": {"NS": r.sheet[0], "EW": r.sheet[1]},
                           "markers": {"NS": r.markers[0], "EW": r.markers[1]}}
        return v

    @classmethod
    def render_view(cls, view: dict[str, Any]) -> str:
        lines = [f"Cayenne - dealer {view['dealer']} - cayenne {view['cayenne']} - "
                 f"declared {view['declaration'] or '(not yet)'} - markers NS {view['markers']['NS']} "
                 f"EW {view['markers']['EW']}"]
        if view.get("hand") is not None:
            lines.append(f"Your hand ({view['seat']}): " + " ".join(view["hand"]))
        lines.append(trick_line(view["trick"])
                     + f"   tricks NS {view['tricks']['NS']} EW {view['tricks']['EW']}")
        if view.get("aces_called_high"):
            lines.append("Called above the king: " + " ".join(view["aces_called_high"]))
        if view.get("result"):
            r = view["result"]
            lines.append(f"Sheet NS {_entries(r['sheet']['NS'])}, EW {_entries(r['sheet']['EW'])}")
        elif view.get("to_act"):
            lines.append(f"{view['to_act']} to act")
        return "\n".join(lines)


COMPASS_ = ("N", "E", "S", "W")
