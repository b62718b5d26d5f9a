"""Backgammon by the book (Foster 1914, seed 001 part 6, "Backgammon, or tric-trac" and its
laws 1-13; catalog 001_part6.md §2.1-2.6), and Russian backgammon (§2.6).

Seat 0 plays Black, seat 1 White. The dice are explicit chance (:mod:`hoyle.core.chance`):

* the **opening** (laws 3-4): each side throws one die, ``opening 5 3`` (Black's die first), 36
  outcomes of 1/36; a tie is thrown again (law 3). The higher then throws two dice for his first
  move (the general practice, and law 4's "otherwise"), or, with the option
  ``opening="play-opening"`` (law 4, by agreement), plays his own and the other's number;
* every **throw** is ``roll 6 5`` (the higher number first): 21 outcomes, a doublet 1/36 and
  any other 1/18.

A move is ``Action("move", ("24/18 13/11",))``: the whole play of the throw, in the usual
notation -- one segment per man, ``bar/20`` entering, ``6/off`` bearing off, ``*`` a hit,
``13/11(2)`` two men alike. The terminal and ``apply(text)`` read it in any order, with or
without the ``*`` marks, a man's path written whole (``13/7/5``) or by its ends (``13/5``,
the hit then only where a point of the path is written). With the option
``numbering="book"`` the points are the book's 1-24 from the point of the two back men, the
men moving up (§2.1), the same plays written ``1/7 12/14``.

The legal plays (:mod:`.backgammon_engine`, law 12): both dice when they can be, otherwise the
higher when it can be; doublets four times; a man on the bar enters before any other moves;
bearing off with every man home, the higher die taking the farthest man. A throw with no play
is lost, and the turn passes at once (written in the log).

The result (§2.1, "the results"): a **hit** (the loser has borne off some men) counts one game;
a **gammon** (none) two; a **backgammon** (none, and a man still on the far side of the board:
the winner's half, or the bar -- our reading of "the far side") three. ``game="american"``:
every game a hit ("in America gammons and backgammons are seldom played"). The book of 1914
has **no doubling cube**: the stake of a game is fixed, and hoyle adds none.

The referee (``referee(call, seat, **details)``) settles the laws of a physical table:
``cocked-dice`` (laws 5-6: the throw is void and thrown again), ``interfered-dice`` (law 7:
the opponent turns the dice to the numbers he likes), ``touched-man`` (law 11: a man touched
must be moved if it can be) and ``early-bear-off`` (law 13: men borne off before all were home
go on the bar and enter again). Laws 1-2 (men set wrongly), 8-10 (calling the throw, a man
moved a wrong number) concern a table; hoyle refuses a wrong play outright, citing law 12 or
the rule it breaks.

Russian backgammon (``russian-backgammon``, §2.6): no men on the board at the start; both
sides enter on the same table (our reading: the points 19-24 of the common count, the home
1-6 opposite, borne off as in the ordinary game) and go the same way. A man not yet entered
may enter or another man may move; a man hit must enter first. Doublets, except the first
throw of each side, are played on the top faces four times, then on the opposite faces
(7 - n) four times, then the same side throws again; if the top faces cannot all be played
the rest is lost, and if the opposite cannot all be, the extra throw is lost.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from fractions import Fraction

from ...core import Action, DealNotOver, GameInfo, GameState, Rules, option, register
from ...core.chance import CHANCE
from ...core.errors import ActionParseError, IllegalAction, quote
from ...core.laws import LawBook, Ruling
from ...mechanics.board import EndReason, Zobrist, expectimax
from .backgammon_engine import (BAR, OFF, WAITING, HIT_SHOTS, Play, all_home, pips, plays,
                                start_men)

__all__ = ["BackgammonRules", "BackgammonState", "RussianBackgammonState", "BackgammonBot",
           "ExpectimaxBot", "LAWS", "OPENINGS"]

SOURCE = "Foster 1914, seed 001 part 6, Laws of Backgammon"

#: the book's laws 1-13, in our words
LAWS = LawBook.of("Laws of Backgammon", SOURCE, [
    (1, "men-set-wrongly", "men set up wrongly may be put right if the offender has not yet moved; "
     "otherwise they stand"),
    (2, "fewer-men", "a game begun with fewer than fifteen men cannot be put right once the player has "
     "thrown for his move"),
    (3, "first-throw", "each throws one die for the first move, the higher winning; a tie is thrown again"),
    (4, "opening-numbers", "by agreement the higher may play his own and the other's number as his first "
     "throw; otherwise he throws two dice again"),
    (5, "dice-table", "the dice are thrown into the table on the thrower's right; a die going into the "
     "other table or off the board means both are thrown again", "both dice thrown again"),
    (6, "cocked-dice", "each die must lie flat; one cocked on another, the edge or a man means both are "
     "thrown again", "both dice thrown again"),
    (7, "interfered-dice", "a thrower who touches the dice before they rest and the throw is called: the "
     "opponent may turn the die or dice to any number he likes, and that is played",
     "the opponent names the numbers"),
    (8, "call-the-throw", "the throw is called before moving; a throw played as called stands unless the "
     "error is found before the dice are put back"),
    (9, "wrong-count", "a man moved a wrong number of points must be claimed before the opponent throws, "
     "else it stands"),
    (10, "correcting", "the man wrongly moved is moved rightly if it can be; else the other man is moved "
     "the second number; else any man"),
    (11, "touched-man", "a man touched, unless to adjust it (say j'adoube), must be moved if it can be; a "
     "man played to a point and quitted stays", "move the man touched"),
    (12, "both-numbers", "both numbers are played if possible; a way using both must be taken over one "
     "using one; if only one can be played, the higher"),
    (13, "early-bear-off", "men borne off before all are home, or while a man is on the bar, go on the "
     "bar and enter in the opponent's home", "the men go on the bar"),
], meanings={"touched-man": 11, "false-move": 12})

_MAIN = "Foster 1914, seed 001 part 6, Backgammon"
#: the opening throws (the bot's book). The book shows every opening throw played on diagrams
#: that the translation lost (catalog §2.3); what its text keeps we keep: double aces make the
#: two most valuable points at once, and the English game plays 5-1, 4-1 and 2-1 boldly,
#: leaving a blot that may make the 5-point, which the American game would not. The rest are
#: the classical plays of the period, our reading.
OPENINGS = {
    (1, 1): "8/7(2) 6/5(2)", (6, 6): "24/18(2) 13/7(2)", (5, 5): "13/3(2)", (4, 4): "24/20(2) 13/9(2)",
    (3, 3): "8/5(2) 6/3(2)", (2, 2): "13/11(2) 6/4(2)",
    (3, 1): "8/5 6/5", (4, 2): "8/4 6/4", (5, 3): "8/3 6/3", (6, 1): "13/7 8/7",
    (6, 5): "24/13", (6, 4): "24/14", (6, 3): "24/18 13/10", (6, 2): "24/18 13/11",
    (5, 4): "13/8 13/9", (5, 2): "13/8 13/11", (4, 3): "13/9 13/10", (3, 2): "13/10 13/11",
}
OPENINGS_ENGLISH = {(5, 1): "13/8 6/5", (4, 1): "13/9 6/5", (2, 1): "13/11 6/5"}
OPENINGS_AMERICAN = {(5, 1): "13/8 24/23", (4, 1): "13/8", (2, 1): "13/10"}

_ZOBRIST = Zobrist(kinds=32, squares=27, extras=("white", "opening", "roll", "bonus", "first0", "first1"),
                   seed=1914)
_SEGMENT = re.compile(r"^(bar|\d{1,2})((?:/(?:\d{1,2}|off)\*?)+)(?:\((\d)\))?$")


@dataclass(frozen=True)
class BackgammonRules(Rules):
    game: str = option("english", "english: gammons count two games and backgammons three; american: "
                       "every game a single hit", "Foster 1914, seed 001 part 6, Backgammon, the results "
                       "and the English and American games", choices=("english", "american"))
    opening: str = option("throw-again", "throw-again: the first throw only decides who leads, who then "
                          "throws two dice; play-opening: the higher plays both dice of the first throw",
                          "Foster 1914, seed 001 part 6, Laws of Backgammon 3-4", choices=("throw-again",
                                                                                            "play-opening"))
    numbering: str = option("modern", "how points are written: modern (24 down to 1, home 1-6) or book "
                            "(1 up to 24 from the two back men, home 19-24)", "Foster 1914, seed 001 part 6, "
                            "Backgammon, notation; modern: the standard notation, our reading",
                            choices=("modern", "book"))


#: the chance outcomes, the same at every throw: the opening throw (law 3: a tie is thrown again,
#: so 30 throws of 1/30) and a throw of the two dice (a doublet 1/36, another 1/18)
_OPENING = tuple((Action("opening", (a, b)), Fraction(1, 30)) for a in range(1, 7) for b in range(1, 7) if a != b)
_ROLLS = tuple((Action("roll", (a, b)), Fraction(1, 36) if a == b else Fraction(1, 18))
               for a in range(6, 0, -1) for b in range(a, 0, -1))


class BackgammonState(GameState):
    """One game of backgammon (see the module docstring)."""

    seat_names = ("Black", "White")
    rules_cls = BackgammonRules
    unit = "points"
    dealer_positions = 0
    #: the most plays one throw can have (:mod:`hoyle.env.actions` sizes its listed tail by it):
    #: a play is a distinct resulting position; a doublet's four steps of one die give a
    #: position fixed by the multiset of the four points moved from (25 of them, the bar
    #: included), at most C(28, 4) = 20,475; two different dice at most 2 * 25 * 25 + 2 * 25.
    #: Russian backgammon (8 steps after a doublet, its men waiting off the board) keeps the
    #: same size, a bound we have not proved there (random games reach about 1,100).
    listed_bound = 20_475
    russian = False

    def __init__(self, num_players, rules=None, shuffler=None, context=None):
        super().__init__(num_players, rules, shuffler, context)
        if self.russian:
            self.men = [[0] * 26 + [15], [0] * 26 + [15]]
        else:
            self.men = [start_men(), start_men()]
        self.turn = 0
        self.phase = "opening"          # opening | roll | move | over
        self.dice: tuple[int, ...] = ()
        self.bonus = 0                  # Russian doublets: 1 = the opposite faces to play, 2 = a throw more
        self.thrown = [False, False]    # each side has thrown once (Russian: the first doublet is plain)
        self.winner: int | None = None
        self.value = 0
        self.end_reason: EndReason | None = None
        self.last = ""
        self.constraint: int | None = None   # a man touched (law 11)
        self.rulings: list[Ruling] = []
        self._undo: list[tuple] = []
        self._cache: tuple | None = None

    # ----- turn and chance -----------------------------------------------------------------
    @property
    def to_act(self):
        if self.phase == "over":
            return None
        return self.turn if self.phase == "move" else CHANCE

    def chance_outcomes(self):
        if self.phase == "opening":             # law 3: a tie is thrown again, so 30 throws of 1/30
            return list(_OPENING)
        if self.phase == "roll":
            return list(_ROLLS)
        return []

    def _plays(self) -> list[Play]:
        key = (self.turn, self.dice, tuple(self.men[0]), tuple(self.men[1]))
        if self._cache is None or self._cache[0] != key:
            ps = plays(self.men[self.turn], self.men[1 - self.turn], self.dice[:2], self.russian,
                       self.rules.numbering) if self.dice else []
            self._cache = (key, ps, {p.text: p for p in ps})
        return self._cache[1]

    def _legal_plays(self) -> list[Play]:
        ps = self._plays()
        if self.constraint is not None:
            bound = [p for p in ps if any(s.frm == self.constraint for s in p.steps)]
            return bound or ps
        return ps

    def legal_actions(self):
        if self.phase == "move":
            return [Action("move", (p.text,)) for p in self._legal_plays()]
        return [a for a, _ in self.chance_outcomes()]

    def _snapshot(self) -> tuple:
        return ([list(m) for m in self.men], self.turn, self.phase, self.dice, self.bonus, list(self.thrown),
                self.winner, self.value, self.end_reason, self.last, self.constraint, len(self.log))

    def undo(self) -> None:
        """Take back the last action (a throw or a play); the state is as it was before it,
        position key included. Raises IllegalAction if none was taken."""
        if not self.history:
            raise IllegalAction("no action has been taken to undo")
        self.history.pop()
        (self.men, self.turn, self.phase, self.dice, self.bonus, self.thrown, self.winner, self.value,
         self.end_reason, self.last, self.constraint, nlog) = self._undo.pop()
        del self.log[nlog:]
        while self.rulings and self.rulings[-1].step > len(self.history):
            self.rulings.pop()

    def _apply_chance(self, action):
        self._undo.append(self._snapshot())
        a, b = action.args
        if action.verb == "opening":
            self.turn = 0 if a > b else 1
            self.log.append(f"Black throws {a}, White {b}: {_colour(self.turn)} leads ({LAWS.cite(3)})")
            if self.rules.opening == "play-opening":
                self._set_dice((max(a, b), min(a, b)))
            else:
                self.phase = "roll"
            return
        self.log.append(f"{_colour(self.turn)} throws {a}-{b}")
        self._set_dice((a, b))

    def _set_dice(self, dice: tuple[int, int]) -> None:
        a, b = dice
        first = not self.thrown[self.turn]
        self.thrown[self.turn] = True
        self.dice = (a, a, a, a) if a == b else (a, b)
        self.bonus = 1 if self.russian and a == b and not first else 0
        self.phase = "move"
        self._pass_if_no_play()

    def _pass_if_no_play(self) -> None:
        if self._plays():
            return
        seat = self.turn
        if self.bonus == 2:
            self.log.append(f"{_colour(seat)} cannot play the opposite faces: the extra throw is lost "
                            f"(Foster 1914, Russian backgammon)")
        else:
            self.log.append(f"{_colour(seat)} cannot play {'-'.join(map(str, self.dice[:2]))}: the throw is "
                            f"lost ({_MAIN}, entering)")
        self._next_turn()

    def _next_turn(self) -> None:
        self.turn = 1 - self.turn
        self.phase, self.dice, self.bonus, self.constraint = "roll", (), 0, None

    # ----- playing -------------------------------------------------------------------------
    def _check(self, action):
        if action.verb == "move" and len(action.args) == 1 and isinstance(action.args[0], str) \
                and self.phase == "move":
            if any(p.text == action.args[0] for p in self._legal_plays()):
                return
            raise IllegalAction(*self._why_illegal(action.args[0]))
        super()._check(action)

    def _apply(self, action):
        play = self._cache[2][action.args[0]]
        self._undo.append(self._snapshot())
        seat = self.turn
        self.men[seat], self.men[1 - seat] = list(play.me), list(play.op)
        self.last = play.text
        self.constraint = None
        self.log.append(f"{_colour(seat)} {play.text}")
        if self.men[seat][OFF] == 15:
            self._finish(seat)
            return
        if self.bonus and len(play.steps) == 4:
            if self.bonus == 1:             # the top faces all played: now the opposite faces
                o = 7 - self.dice[0]
                self.dice, self.bonus = (o, o, o, o), 2
                self.log.append(f"{_colour(seat)} plays the opposite faces, {o}-{o} (Foster 1914, Russian backgammon)")
                self._pass_if_no_play()
                return
            self.log.append(f"{_colour(seat)} throws again (Foster 1914, Russian backgammon)")
            self.phase, self.dice, self.bonus = "roll", (), 0
            return
        if self.bonus == 1:
            self.log.append(f"{_colour(seat)} could not play all four: the opposite faces and the extra "
                            f"throw are lost (Foster 1914, Russian backgammon)")
        elif self.bonus == 2:
            self.log.append(f"{_colour(seat)} could not play all the opposite faces: the extra throw is lost")
        self._next_turn()

    def _finish(self, seat: int) -> None:
        loser = self.men[1 - seat]
        if self.rules.game == "american" or loser[OFF]:
            self.value, kind = 1, "a hit"
        elif any(loser[13:]):
            self.value, kind = 3, "a backgammon"
        else:
            self.value, kind = 2, "a gammon"
        self.winner, self.phase, self.end_reason = seat, "over", EndReason.NO_MOVES
        self.log.append(f"{_colour(seat)} bears off the last man: {kind}, {self.value} game"
                        f"{'s' if self.value > 1 else ''} ({_MAIN}, the results)")

    def _why_illegal(self, text: str) -> tuple[str, str | None]:
        """Why a play written in the notation is not legal, with the law it breaks."""
        try:
            steps = self._read_steps(text)
        except ActionParseError as exc:
            return (str(exc), None)
        me, op = self.men[self.turn], self.men[1 - self.turn]
        legal = self._legal_plays()
        used = len(legal[0].steps) if legal else 0
        shown = f"{text} with {'-'.join(map(str, self.dice[:2]))}"
        if me[BAR] and not any(f == BAR for f, _ in steps):
            return (f"{shown}: a man on the bar must enter before any other moves ({_MAIN}, entering)", None)
        if any(t == OFF for _, t in steps) and (not all_home(me) and not
                                                  all(f <= 6 or f == BAR for f, _ in steps)):
            return (f"{shown}: men are borne off only when all are home", LAWS.cite(13))
        for f, _ in steps:
            if f != BAR and f < 25 and not me[f]:
                return (f"{shown}: no man of yours stands on {self._pt(f)}", None)
        if self.constraint is not None:
            return (f"{shown}: the man touched on {self._pt(self.constraint)} must be moved", LAWS.cite(11))
        n = sum(1 for _ in steps)
        dist = sum(f - t for f, t in steps if t != OFF)
        if n < used and dist < sum(self.dice[:used]):
            why = "both numbers must be played" if len(self.dice) == 2 else f"{used} of the four must be played"
            return (f"{shown}: {why} when they can be", LAWS.cite(12))
        if used == 1 and len(self.dice) == 2:
            return (f"{shown}: only one number can be played, and it must be the higher that can be "
                    f"({', '.join(p.text for p in legal)})", LAWS.cite(12))
        for f, t in steps:
            if t and op[t if self.russian else BAR - t] >= 2:
                return (f"{shown}: the point {self._pt(t)} is closed (two or more men of the other side)", None)
        return (f"{shown} is not a play of this throw (you may: {', '.join(p.text for p in legal[:12])}"
                f"{'...' if len(legal) > 12 else ''})", None)

    def _pt(self, p: int) -> str:
        return "bar" if p >= BAR else "off" if p == OFF else str(p if self.rules.numbering == "modern" else 25 - p)

    # ----- notation ------------------------------------------------------------------------
    def _num(self, tok: str) -> int:
        if tok == "bar":
            return BAR
        if tok == "off":
            return OFF
        n = int(tok)
        if not 1 <= n <= 24:
            raise ActionParseError(f"{quote(tok)}: the points are numbered 1 to 24")
        return n if self.rules.numbering == "modern" else 25 - n

    def _read_segments(self, text: str) -> list[tuple[list[int], set[int]]]:
        """The segments of a play as written: each a path of points (own count) and the points
        marked hit (``*``); ``(n)`` repeats a segment."""
        out = []
        for tok in text.split():
            m = _SEGMENT.match(tok)
            if not m:
                raise ActionParseError(f"{quote(tok)} is not part of a play (write 24/18 13/11, bar/20, "
                                       "6/off, 13/11(2), a hit 13/7*)")
            path = [self._num(m.group(1))]
            hits = set()
            for part in m.group(2).split("/")[1:]:
                p = self._num(part.rstrip("*"))
                if part.endswith("*"):
                    hits.add(p)
                path.append(p)
            for a, b in zip(path, path[1:]):
                if b != OFF and b >= a or a == OFF:
                    raise ActionParseError(f"{quote(tok)}: a man moves toward home (from {self._pt(a)} "
                                           f"to {self._pt(b)} goes back)")
            out += [(path, hits)] * int(m.group(3) or 1)
        return out

    def _read_steps(self, text: str) -> list[tuple[int, int]]:
        return [(path[0], path[-1]) for path, _ in self._read_segments(text)]

    def _parse_action(self, text):
        t = re.sub(r"\s+", " ", text.strip().lower())
        if t.startswith("move "):
            t = t[5:].strip()
        if not t or t == "move":
            raise ActionParseError("empty action: write a move such as '13/10 24/23', or '-' when no move can be played")
        m = re.fullmatch(r"(roll|opening) ([1-6])[ -]([1-6])", t)
        if m:
            a, b = int(m.group(2)), int(m.group(3))
            if m.group(1) == "roll":
                a, b = max(a, b), min(a, b)
            return Action(m.group(1), (a, b))
        if t in ("-", "pass"):
            return Action("move", ("-",))
        segs = self._read_segments(t)
        if self.phase != "move":
            return Action("move", (t,))
        return Action("move", (self._resolve(segs, text),))

    def _resolve(self, segs, text) -> str:
        """The canonical text of the legal play that the segments describe (by the position it
        leaves; the hits where written), or the text as given when none does."""
        me = list(self.men[self.turn])
        for path, _ in segs:
            a, b = path[0], path[-1]
            if a == BAR and not me[BAR] and me[WAITING]:
                a = WAITING
            me[a] -= 1
            me[b] += 1
        target = tuple(me)
        cands = [p for p in self._legal_plays() if p.me == target or
                 (self.russian and p.me[:25] == target[:25] and p.me[BAR] + p.me[WAITING] ==
                  target[BAR] + target[WAITING])]
        if not cands:
            return " ".join(text.split())
        if len(cands) == 1:
            return cands[0].text
        written = {p for path, _ in segs for p in path[1:]}
        marked = {p for _, hits in segs for p in hits}
        if marked:
            pick = [p for p in cands if {s.to for s in p.steps if s.hit} == marked]
        else:
            fits = [p for p in cands if {s.to for s in p.steps if s.hit} <= written]
            most = max((sum(s.hit for s in p.steps) for p in fits), default=0)
            pick = [p for p in fits if sum(s.hit for s in p.steps) == most]
        if len(pick) == 1:
            return pick[0].text
        raise ActionParseError(f"{quote(text)}: more than one play leaves those men so; write one of "
                               + ", ".join(p.text for p in (pick or cands)))

    def _format_action(self, action):
        if action.verb == "move" and action.args:
            return str(action.args[0])
        return str(action)

    # ----- the end -------------------------------------------------------------------------
    def outcome(self):
        if self.phase != "over":
            raise DealNotOver("the game is not over")
        v = self.value if self.winner == 0 else -self.value
        return [v, -v]

    def result_text(self):
        if self.phase != "over":
            return None
        kind = {1: "a hit", 2: "a gammon", 3: "a backgammon"}[self.value]
        return f"{_colour(self.winner)} wins {kind}: {self.value} game{'s' if self.value > 1 else ''}"

    def position_key(self):
        z = _ZOBRIST
        h = 0
        for side in (0, 1):
            men = self.men[side]
            for p in range(27):
                if men[p]:
                    h ^= z.man(16 * side + min(men[p], 15), p)
        if self.turn:
            h ^= z.extra("white")
        if self.phase != "move":
            h ^= z.extra(self.phase if self.phase in ("opening", "roll") else "bonus")
        if self.bonus:
            h ^= z.extra("bonus") * self.bonus
        for s in (0, 1):
            if self.thrown[s] and self.russian:
                h ^= z.extra(f"first{s}")
        return (h, self.dice, self.constraint, self.phase)

    def clone(self):
        twin = object.__new__(type(self))
        twin.__dict__.update(self.__dict__)
        twin.men = [list(m) for m in self.men]
        twin.thrown = list(self.thrown)
        twin.history, twin.log, twin.rulings, twin._undo = (list(self.history), list(self.log),
                                                            list(self.rulings), list(self._undo))
        twin.context = dict(self.context)
        return twin

    # ----- views ---------------------------------------------------------------------------
    def points(self) -> list[int]:
        """The 24 points in Black's count (index 0 = Black's ace point): Black's men positive,
        White's negative."""
        out = [0] * 24
        for p in range(1, 25):
            out[p - 1] += self.men[0][p]
            out[(p if self.russian else 25 - p) - 1] -= self.men[1][p]
        return out

    def view(self, seat):
        v = {"points": self.points(), "bar": [self.men[0][BAR], self.men[1][BAR]],
             "off": [self.men[0][OFF], self.men[1][OFF]], "pips": [pips(self.men[0]), pips(self.men[1])],
             "to_move": _colour(self.turn), "dice": list(self.dice), "last": self.last,
             "game": self.rules.game, "numbering": self.rules.numbering, "phase": self.phase}
        if self.russian:
            v["waiting"] = [self.men[0][WAITING], self.men[1][WAITING]]
            v["russian"] = True
            v["thrown"] = list(self.thrown)
        if self.constraint is not None:
            v["penalty"] = f"move the man on {self._pt(self.constraint)}"
        if self.phase == "over":
            v["outcome"] = self.outcome()
            v["result"] = self.result_text()
        return v

    @classmethod
    def render_view(cls, view):
        pts = view.get("points")
        if not isinstance(pts, list) or len(pts) != 24:
            return super().render_view(view)
        book = view.get("numbering") == "book"

        def lab(p):
            return f"{(25 - p) if book else p:>3}"

        def cell(p, row):
            n = pts[p - 1]
            c = "B" if n > 0 else "W"
            n = abs(n)
            if row == 4 and n > 5:
                return f"{n:>3}"
            return "  " + c if n > row else "  ."

        top, bottom = list(range(13, 25)), list(range(12, 0, -1))
        lines = ["   " + "".join(lab(p) for p in top[:6]) + " |" + "".join(lab(p) for p in top[6:])]
        for r in range(5):
            lines.append("   " + "".join(cell(p, r) for p in top[:6]) + " |" + "".join(cell(p, r) for p in top[6:]))
        bar, off = view.get("bar", [0, 0]), view.get("off", [0, 0])
        lines.append(f"   {'':18} |  bar: Black {bar[0]}, White {bar[1]}   off: Black {off[0]}, White {off[1]}")
        for r in range(4, -1, -1):
            lines.append("   " + "".join(cell(p, r) for p in bottom[:6]) + " |"
                         + "".join(cell(p, r) for p in bottom[6:]))
        lines.append("   " + "".join(lab(p) for p in bottom[:6]) + " |" + "".join(lab(p) for p in bottom[6:]))
        if view.get("russian"):
            w = view.get("waiting", [0, 0])
            lines.append(f"not yet entered: Black {w[0]}, White {w[1]}")
        lines.append(f"(points in Black's count{', the book way' if book else ''}; Black's home is "
                     f"{'19-24' if book else '1-6'}, bottom right)")
        p = view.get("pips", [0, 0])
        lines.append(f"pips: Black {p[0]}, White {p[1]}")
        if view.get("last"):
            lines.append(f"last play: {view['last']}")
        if "result" in view:
            lines.append(f"over: {view['result']}")
        elif view.get("dice"):
            lines.append(f"{view.get('to_move')} to play {'-'.join(map(str, view['dice'][:2]))}"
                         + (" (four times)" if len(view["dice"]) == 4 else ""))
        if "penalty" in view:
            lines.append(f"penalty: {view['penalty']}")
        return "\n".join(lines)

    # ----- the referee ---------------------------------------------------------------------
    def referee_calls(self):
        return ["cocked-dice", "interfered-dice", "touched-man", "early-bear-off"]

    def referee(self, call, seat=None, **details):
        """Settle a law of a physical table.

        * ``cocked-dice``: the throw just made lay cocked or left the table (laws 5-6): it is
          void and the thrower throws again (the side to play must not have played);
        * ``interfered-dice``, ``dice=[a, b]``: the thrower touched the dice before they rested
          (law 7): the opponent turns them to ``a`` and ``b``, and they are played;
        * ``touched-man``, ``point=13``: the side to play touched a man there: it must be moved
          if a play moves it (law 11);
        * ``early-bear-off``, ``men=1``: the side that last played bore men off before all were
          home, or with a man on the bar (law 13): that many of its borne-off men go on the bar.

        Returns a :class:`Ruling` whose ``effect`` is ``{"dice": [...], "bound": point or None,
        "to_bar": n}``. Raises IllegalAction (nothing changes) for an unknown call, a call that
        does not fit the moment, or details that do not fit.
        """
        if call not in self.referee_calls():
            return super().referee(call, seat, **details)
        if self.phase == "over":
            raise IllegalAction("the game is over; no penalty is claimed")
        effect = {"dice": [], "bound": None, "to_bar": 0}
        offender = self.turn
        if call in ("cocked-dice", "interfered-dice", "touched-man") and self.phase != "move":
            raise IllegalAction(f"{call}: no throw stands to be played now")
        if call == "cocked-dice":
            law, penalty = LAWS.cite(6), "both dice thrown again"
            self.phase, self.dice, self.bonus, self.constraint = "roll", (), 0, None
        elif call == "interfered-dice":
            dice = details.get("dice")
            if (not isinstance(dice, (list, tuple)) or len(dice) != 2
                    or not all(type(d) is int and 1 <= d <= 6 for d in dice)):
                raise IllegalAction(f"interfered-dice needs dice= two numbers 1 to 6, not {quote(repr(dice))}")
            law, penalty = LAWS.cite(7), f"the opponent turns the dice to {dice[0]}-{dice[1]}"
            a, b = max(dice), min(dice)
            self.dice = (a, a, a, a) if a == b else (a, b)
            self.constraint = None
            effect["dice"] = [a, b]
        elif call == "touched-man":
            pt = details.get("point")
            try:
                p = self._num(str(pt).strip().lower())
            except (ActionParseError, ValueError):
                raise IllegalAction(f"touched-man needs point= a point 1 to 24 or bar, not {quote(repr(pt))}") from None
            if not self.men[offender][p]:
                raise IllegalAction(f"no man of the side to play stands on {self._pt(p)}")
            law, penalty = LAWS.cite(11), f"move the man on {self._pt(p)}"
            if any(any(s.frm == p for s in pl.steps) for pl in self._plays()):
                self.constraint = p
                effect["bound"] = p
            else:
                penalty = "none: that man cannot be moved"
        else:
            offender = 1 - self.turn if self.phase in ("roll", "move") else self.turn
            n = details.get("men", 1)
            if type(n) is not int or not 1 <= n <= self.men[offender][OFF]:
                raise IllegalAction(f"early-bear-off needs men= 1 to {self.men[offender][OFF]} (the men "
                                    f"{_colour(offender)} has borne off)")
            law, penalty = LAWS.cite(13), f"{n} m{'e' if n > 1 else 'a'}n on the bar"
            self.men[offender][OFF] -= n
            self.men[offender][BAR] += n
            effect["to_bar"] = n
        if self.phase == "move" and not self._plays():
            self._pass_if_no_play()
        ruling = Ruling(law=law, penalty=penalty, effect=effect)
        ruling = ruling.made(call, seat if seat is not None else offender, len(self.history), details,
                             seat_name=_colour(offender))
        self.rulings.append(ruling)
        self.log.append(f"referee: {ruling}")
        return ruling


class RussianBackgammonState(BackgammonState):
    """Russian backgammon (§2.6): see the module docstring."""

    russian = True


def _colour(seat: int) -> str:
    return "Black" if seat == 0 else "White"


# ----- the bots ------------------------------------------------------------------------------
def _men_from_view(view) -> tuple[list[int], list[int]]:
    russian = bool(view.get("russian"))
    men = [[0] * 27, [0] * 27]
    for i, n in enumerate(view["points"]):
        p = i + 1
        if n > 0:
            men[0][p] = n
        elif n < 0:
            men[1][p if russian else 25 - p] = -n
    for s in (0, 1):
        men[s][BAR], men[s][OFF] = view["bar"][s], view["off"][s]
        if russian:
            men[s][WAITING] = view["waiting"][s]
    return men[0], men[1]


def evaluate(me, op, russian: bool = False) -> float:
    """The side ``me``'s prospects against ``op`` (higher better), in pips: the pip count
    against the other's, less each blot's chance of a direct or indirect shot (the book's
    odds, :data:`HIT_SHOTS`) times the pips it would lose, plus the points made (the home
    table's most, §2.3) and the men borne off."""
    score = float(pips(op) - pips(me)) + 4.0 * (me[OFF] - op[OFF])
    # contact: any man of ``op`` still behind one of ``me``'s
    op_pos = [q for q in range(1, 27) if op[q]]
    contact = False
    for p in range(1, 26):
        if me[p] and p < 25:
            q = p if russian else 25 - p
            if any((qq > q) for qq in op_pos):
                contact = True
                break
    if not contact:
        return score
    for p in range(1, 25):
        n = me[p]
        if n == 1:
            q = p if russian else 25 - p
            shots = 0
            for qq in op_pos:
                src = BAR if qq >= BAR else qq
                if src > q:
                    shots = max(shots, HIT_SHOTS.get(src - q, 0))
            score -= shots / 36 * (25 - p) * 0.9
        elif n >= 2:
            score += 3.0 if p <= 6 else 1.5 if p <= 9 else 0.5
    score -= 6.0 * me[BAR]
    return score


def _rank(view, legal):
    me, op = _men_from_view(view)
    seat = 0 if view["to_move"] == "Black" else 1
    if seat:
        me, op = op, me
    russian = bool(view.get("russian"))
    dice = view["dice"]
    ps = {p.text: p for p in plays(me, op, dice[:2], russian, view.get("numbering", "modern"))}
    return me, op, russian, ps


class BackgammonBot:
    """Plays the opening throws from the book's openings (:data:`OPENINGS`, the English or
    American plays of 5-1, 4-1 and 2-1 by the option ``game``), and otherwise the play whose
    position :func:`evaluate` scores best (a greedy pip-count and blot heuristic: fast)."""

    name = "heuristic"

    def __init__(self, seat, seed=None, game=None):
        self.seat = seat

    def choose(self, view, legal):
        if len(legal) == 1 or legal[0].verb != "move":
            return legal[0]
        opening = self._opening(view, legal)
        if opening is not None:
            return opening
        me, op, russian, ps = _rank(view, legal)
        best, best_score = legal[0], None
        for a in legal:
            p = ps.get(a.args[0])
            if p is None:
                continue
            s = evaluate(p.me, p.op, russian)
            if best_score is None or s > best_score:
                best, best_score = a, s
        return best

    def _opening(self, view, legal):
        if view.get("russian") or view.get("numbering") == "book":
            return None
        me, op = _men_from_view(view)
        if me != start_men() or op != start_men():
            return None
        d = view["dice"]
        table = {**OPENINGS, **(OPENINGS_AMERICAN if view.get("game") == "american" else OPENINGS_ENGLISH)}
        want = table.get((max(d[:2]), min(d[:2])))
        if want is None:
            return None
        target = opening_target(want)
        _, _, russian, ps = _rank(view, legal)
        for a in legal:
            p = ps.get(a.args[0])
            if p is not None and list(p.me) == target:
                return a
        return None


def opening_target(text: str) -> list[int]:
    """The men of a side after playing ``text`` (modern numbering) from the start."""
    men = start_men()
    for tok in text.split():
        m = re.fullmatch(r"(\d+)/(\d+|off)(?:\((\d)\))?", tok)
        n = int(m.group(3) or 1)
        men[int(m.group(1))] -= n
        men[0 if m.group(2) == "off" else int(m.group(2))] += n
    return men


class _BgNode:
    """A backgammon position for :func:`hoyle.mechanics.board.expectimax`: the side to move
    ``side`` with ``dice`` to play, or a throw to come (``dice`` empty)."""

    def __init__(self, men, side, dice, russian):
        self.men, self.side, self.dice, self.russian = men, side, dice, russian
        self.stack: list = []

    def is_chance(self):
        return not self.dice

    def outcomes(self):
        return [((a, b), (1 if a == b else 2) / 36) for a in range(6, 0, -1) for b in range(a, 0, -1)]

    def moves(self):
        me, op = self.men[self.side], self.men[1 - self.side]
        ps = plays(me, op, self.dice, self.russian)
        return ps or [None]

    def make(self, m):
        self.stack.append((self.men, self.side, self.dice))
        if self.is_chance():
            self.dice = m
            return
        if m is not None:
            men = [None, None]
            men[self.side], men[1 - self.side] = list(m.me), list(m.op)
            self.men = men
        self.side, self.dice = 1 - self.side, ()

    def undo(self):
        self.men, self.side, self.dice = self.stack.pop()

    def terminal(self):
        if self.men[1 - self.side][OFF] == 15:
            return -1000.0
        return None

    def evaluate(self):
        return evaluate(self.men[self.side], self.men[1 - self.side], self.russian)


class ExpectimaxBot(BackgammonBot):
    """As :class:`BackgammonBot`, but the ``width`` best plays by the heuristic are searched
    by expectimax (:func:`hoyle.mechanics.board.expectimax`) over the opponent's 21 throws
    and best replies, ``depth`` plies deep (default 1: the opponent's reply)."""

    name = "expectimax"

    def __init__(self, seat, seed=None, game=None, depth: int = 1, width: int = 3):
        super().__init__(seat, seed, game)
        self.depth, self.width = depth, width

    def choose(self, view, legal):
        if len(legal) == 1 or legal[0].verb != "move":
            return legal[0]
        opening = self._opening(view, legal)
        if opening is not None:
            return opening
        me, op, russian, ps = _rank(view, legal)
        side = 0 if view["to_move"] == "Black" else 1
        cands = [(evaluate(ps[a.args[0]].me, ps[a.args[0]].op, russian), a) for a in legal if a.args[0] in ps]
        if not cands:
            return legal[0]
        cands.sort(key=lambda x: -x[0])
        best, best_v = cands[0][1], None
        for _, a in cands[:self.width]:
            p = ps[a.args[0]]
            men = [None, None]
            men[side], men[1 - side] = list(p.me), list(p.op)
            node = _BgNode(men, 1 - side, (), russian)
            v = -expectimax(node, 2 * self.depth) if p.me[OFF] < 15 else 1000.0
            if best_v is None or v > best_v:
                best, best_v = a, v
        return best


_REGISTERED = dict(family="board", min_players=2, max_players=2, default_players=2,
                   rules_cls=BackgammonRules, information="perfect", chance="explicit",
                   items=("board", "dice"), utility="zero-sum-points",
                   bots={"heuristic": BackgammonBot, "expectimax": ExpectimaxBot}, laws=LAWS)

register(GameInfo(
    slug="backgammon", title="Backgammon", state_cls=BackgammonState,
    source="Foster 1914, seed 001 part 6, Backgammon and the Laws of Backgammon (1-13)",
    summary="Fifteen men a side race round the 24 points by the throw of two dice, hitting blots "
            "and bearing off; the English game counts gammons and backgammons, the American "
            "every game a hit.",
    aliases=("tric-trac", "нарды"), **_REGISTERED))

register(GameInfo(
    slug="russian-backgammon", title="Russian backgammon", state_cls=RussianBackgammonState,
    source="Foster 1914, seed 001 part 6, Russian backgammon",
    summary="Backgammon with no men set up: both sides enter on the same table and go the same "
            "way; doublets play the opposite faces too and throw again.",
    status="partial", notes="the book leaves the entry and home tables and bearing off unsaid: our "
    "reading, entry on 19-24 and home 1-6 of the common count, bearing off as in backgammon",
    aliases=("русские нарды",), **_REGISTERED))
