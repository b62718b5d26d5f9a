"""Checkers, or draughts, by the book (Foster 1914, seed 001 part 6, "Checkers" and its laws
1-24; catalog 001_part6.md §1.1-1.9).

Seat 0 plays Black and moves first (law 7), seat 1 White. The squares are numbered 1-32 as the
book numbers them (:mod:`.checkers_engine`); a move is ``Action("move", ("11-15",))``, a
capture ``15x24``, a multi-jump ``15x24x31`` -- the same text in any position. The terminal
and ``apply(text)`` also read the book's ways of writing: a capture with a hyphen
(``15-24``, the catalog's ``28-19(x24)``), White's moves with a space (``22 18``), and a
multi-jump by its two ends (``15x31``) when only one path joins them.

The laws the game keeps (:data:`LAWS`, the book's numbers):

* **capture and the huff** (the option ``capture``): ``huff`` (the book's game, §1.2 and laws
  14-15): a player may move without taking when he could; the opponent then, before his own
  move, may ``huff N`` (take off the piece on N that could or should have captured: not a
  move, law 14), ``compel`` (the move taken back and a capture made instead, law 15), or play
  on, letting it stand. ``compulsory``: a capture open must be made, the plain moves are not
  legal then (the standard rule of the English game since the huff was given up; our reading,
  named as such -- the book's own sentence "capture is compulsory" is what the huff enforces).
  Which capture to make, when there are several, is the player's choice (the book gives no
  majority rule, §1.2);
* **multi-jumps** go on while the piece can jump (a jump begun is finished: our reading), and
  a man crowned by a jump stops there (law 16: "not in the same move");
* **the end**: a side with no piece, or none that can move, loses (§1.2, object of the game);
  the **move-count law** (law 19): either player may give notice (``claim forty``) at his
  turn, and the game is drawn if not won within forty moves of each side from the notice (our
  reading: the umpire grants every notice; "or show a decisive advantage" is not judged);
  ``resign``, ``offer-draw`` and ``accept-draw`` are open at every turn but not listed, as in
  chess;
* **the two-move ballot** (the option ``ballot``, §1.1): the deal opens with a chance turn,
  the draw of one slip from the hat; each slip is a first move and its reply (the book prints
  no list of slips: our reading is every legal pair of a first move and a reply, 49, equally
  likely). ``context={"opening": "11-15 23-19"}`` plays a named opening instead (the pair's
  second game, sides changed, law 6);
* **the referee** for a physical table: ``touched-man`` (law 11; law 10 for a man that cannot
  be played), ``false-move`` (law 17: the game is forfeited) and ``delay`` (laws 8-9).

``context={"fen": "B:W18,K30:B14,K1"}`` starts from a set position (the book's endings).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from fractions import Fraction

from ...core import Action, GameInfo, GameState, Rules, option, register
from ...core.chance import CHANCE
from ...core.errors import ActionParseError, IllegalAction, SetupError, quote
from ...core.laws import LawBook, Ruling
from ...mechanics.board import MATE, EndReason, TwoSidedEnd, board_view, search
from .checkers_engine import BLACK, MAN, START, WHITE, Board, Move, square_rc

__all__ = ["CheckersRules", "CheckersState", "LosingRules", "LosingDraughtsState", "CheckersSearchBot", "LAWS", "to_pdn", "from_pdn",
           "ballot_openings"]

SOURCE = "Foster 1914, seed 001 part 6, Laws of Checkers"

#: the book's laws 1-24, in our words
LAWS = LawBook.of("Laws of Checkers", SOURCE, [
    (1, "board", "the board of 64 light and dark squares, fourteen to fifteen inches across"),
    (2, "board-placed", "the board placed with the dark square at each player's lower left"),
    (3, "men", "the men round, light and dark, one to one and an eighth inches across"),
    (4, "dark-squares", "the men stand on the dark squares"),
    (5, "set-up", "Black on the first twelve squares, White on the last twelve"),
    (6, "colours", "colours change each game; lots are drawn for them once, at the start"),
    (7, "first-move", "Black always moves first"),
    (8, "time", "five minutes without a move and time is called; a minute later the game is lost "
     "for improper delay", "the game lost"),
    (9, "time-one-capture", "when there is but one way to take, time is called after one minute and "
     "the game lost a minute later", "the game lost"),
    (10, "adjusting", "men are adjusted only after notice; touching without warning is cautioned the "
     "first time and loses the game on repetition", "a caution, then the game lost"),
    (11, "touched-man", "a playable man touched by the player to move must be moved, or the game is "
     "forfeited", "move the man touched"),
    (12, "over-the-corner", "a playable man moved over the corner of its square must be moved that way"),
    (13, "move-complete", "a move or capture is complete when the hand leaves the piece"),
    (14, "huff", "a huff is the removal, before one's own move, of an adverse piece that could or "
     "should have captured; a huff is never a move", "the piece removed"),
    (15, "huff-choice", "the player may huff, compel the take, or let the piece stand, as he pleases"),
    (16, "crowning", "a man reaching the far row is crowned, and moves back or forward, but not in the "
     "same move; the opponent crowns it before moving"),
    (17, "false-move", "a false or improper move forfeits the game", "the game lost"),
    (18, "own-man-removed", "removing one's own man in taking: the opponent may play on or have it "
     "replaced"),
    (19, "move-count", "a draw when neither can force a win; the side appearing stronger must win or "
     "show a decisive advantage within forty of its own moves from notice, else the game is drawn"),
    (20, "conduct", "signs, sounds, pointing or hovering annoy: the game is lost after a warning"),
    (21, "leaving", "no leaving the room during a game without reason, consent or escort"),
    (22, "penalty-exacted", "the player offended exacts the penalty"),
    (23, "spectators", "spectators who give signs or remarks are sent out"),
    (24, "umpire", "a dispute the laws do not cover goes in writing to an umpire, whose word is final"),
], meanings={"false-move": 17, "touched-man": 11, "draw": 19})

CLAIM = Action("claim", ("forty",))
COMPEL = Action("compel")
SPECIAL = ("resign", "offer-draw", "accept-draw")
_MOVE_TEXT = re.compile(r"^\d{1,2}(?:\s*[-x:\s]\s*\d{1,2})+$")


def ballot_openings() -> list[str]:
    """Every legal first move and reply from the start (``"11-15 23-19"``), in move order: the
    slips of the two-move ballot, our reading (49)."""
    b = Board()
    out = []
    for m in b.legal_moves():
        b.push(m)
        out += [f"{m.text()} {r.text()}" for r in b.legal_moves()]
        b.pop()
    return out


@dataclass(frozen=True)
class CheckersRules(Rules):
    capture: str = option("huff", "a capture open: huff = the book's game (a failure to take is "
                          "huffed, compelled or let stand by the opponent); compulsory = only "
                          "the captures are legal then",
                          "Foster 1914, seed 001 part 6, Checkers §1.2 and laws 14-15 (huff); "
                          "compulsory: the standard rule of the English game, our reading",
                          choices=("huff", "compulsory"))
    ballot: bool = option(False, "the two-move ballot: the opening drawn from a hat of slips",
                          "Foster 1914, seed 001 part 6, Checkers, the two-move restriction; the "
                          "slips: every legal first move and reply, our reading")
    losing: bool = option(False, "the losing game: the side that loses all its men, or is "
                          "blocked, wins", "Foster 1914, seed 001 part 6, Checkers, the losing game")


class CheckersState(TwoSidedEnd, GameState):
    """One game of checkers (see the module docstring)."""

    seat_names = ("Black", "White")
    rules_cls = CheckersRules
    unit = "points"
    dealer_positions = 0

    def __init__(self, num_players, rules=None, shuffler=None, context=None):
        super().__init__(num_players, rules, shuffler, context)
        fen = self.context.get("fen", START)
        if not isinstance(fen, str):
            raise SetupError("the context's fen is a checkers FEN text (B:W21,22:B1,2)")
        self.pos = Board(fen)
        self.start_fen = self.pos.fen()
        self.items: list[tuple[str, str]] = []  # ("move", "11-15") / ("huff", "15") / ("note", ...): for PDN
        self.end_reason: EndReason | None = None
        self.winner: int | None = None
        self.notice_at: int | None = None       # moves made when notice was given (law 19)
        self.huffable: frozenset | None = None   # the offender's pieces that should have taken
        self.compelled = False                  # the offender must take (law 15)
        self.constraint: frozenset | None = None  # a touched man (law 11)
        self.cautions = [0, 0]                  # law 10
        self.draw_offer: int | None = None
        self.rulings: list[Ruling] = []
        self._undo: list[tuple] = []
        self._cache: tuple | None = None
        opening = self.context.get("opening")
        self.balloting = bool(self.rules.ballot) and opening is None and fen == START
        if opening is not None:
            if not isinstance(opening, str) or self.pos.fen() != START:
                raise SetupError("the context's opening is moves such as '11-15 23-19', from the start")
            for text in opening.split():
                m = self._find(text)
                if m is None:
                    raise SetupError(f"the opening's {quote(text)} is not a legal move there")
                self._push_move(m)
        self._check_end()

    # ----- the seat and the moves ---------------------------------------------------------
    @property
    def seat_to_move(self) -> int:
        return 0 if self.pos.side == BLACK else 1

    @property
    def to_act(self):
        if self.end_reason is not None:
            return None
        return CHANCE if self.balloting else self.seat_to_move

    def _all_moves(self) -> list[Move]:
        key = (len(self.pos.stack), self.pos.hash, self.compelled)
        if self._cache is None or self._cache[0] != key:
            if self.compelled:
                moves = self.pos.captures()
            else:
                moves = self.pos.legal_moves(compulsory=self.rules.capture == "compulsory")
            self._cache = (key, moves, {m.text(): m for m in moves})
        return self._cache[1]

    def _moves(self) -> list[Move]:
        moves = self._all_moves()
        if self.constraint is not None:
            moves = [m for m in moves if m.path[0] in self.constraint]
        return moves

    def _find(self, text: str) -> Move | None:
        self._all_moves()
        m = self._cache[2].get(text)
        return m if m is not None and m in self._moves() else None

    def legal_actions(self):
        if self.end_reason is not None:
            return []
        if self.balloting:
            return [a for a, _ in self.chance_outcomes()]
        out = [Action("move", (m.text(),)) for m in self._moves()]
        if self.huffable:
            out += [Action("huff", (s,)) for s in sorted(self.huffable)] + [COMPEL]
        if self.notice_at is None and out and not self.compelled:
            out.append(CLAIM)
        return out

    def chance_outcomes(self):
        if not self.balloting or self.end_reason is not None:
            return []
        slips = ballot_openings()
        return [(Action("ballot", (s,)), Fraction(1, len(slips))) for s in slips]

    def _apply_chance(self, action):
        self._undo.append(self._snapshot(("ballot",)))
        self.balloting = False
        self.log.append(f"the ballot draws {action.args[0]} (Foster 1914, Checkers, the two-move restriction)")
        for text in action.args[0].split():
            self._push_move(self._find(text))
        self._check_end()

    def _check(self, action):
        if action.verb in SPECIAL and not action.args:
            if action.verb == "accept-draw" and self.draw_offer != 1 - self.seat_to_move:
                raise IllegalAction("no offer of a draw stands to accept")
            if action.verb == "offer-draw" and self.draw_offer == self.seat_to_move:
                raise IllegalAction("your offer of a draw already stands")
            return
        if action.verb == "move" and len(action.args) == 1 and isinstance(action.args[0], str):
            text = action.args[0]
            if self._find(text) is not None:
                return
            raise IllegalAction(*self._why_false(text))
        if action.verb == "huff" and (len(action.args) != 1 or type(action.args[0]) is not int):
            raise IllegalAction(f"{quote(str(action))}: write huff and the square, as huff 15", LAWS.cite(14))
        if action.verb == "huff" and not self.huffable:
            raise IllegalAction("no failure to take is open to a huff now (law 14: before your own move, "
                                "after the opponent's)", LAWS.cite(14))
        if action.verb == "huff" and action.args and action.args[0] not in self.huffable:
            raise IllegalAction(f"the piece on {action.args[0]} could not have taken; huff one of "
                                f"{', '.join(map(str, sorted(self.huffable)))}", LAWS.cite(14))
        super()._check(action)

    def _why_false(self, text: str) -> tuple[str, str | None]:
        """Why a move written in the notation is not legal, with the law it breaks."""
        if not re.fullmatch(r"\d{1,2}(?:[-x]\d{1,2})+", text):
            return (f"{quote(text)} is not a move (write 11-15, 15x24, 15x24x31)", None)
        squares = [int(x) for x in re.split(r"[-x]", text)]
        if not all(1 <= s <= 32 for s in squares):
            return (f"{quote(text)} is not a move (write 11-15, 15x24, 15x24x31)", None)
        fr = squares[0]
        p = self.pos.b[fr] * self.pos.side
        if p <= 0:
            return (f"{text}: no piece of yours stands on {fr}", None)
        if self.constraint is not None and fr not in self.constraint:
            return (f"{text}: the man touched must be moved ({', '.join(map(str, sorted(self.constraint)))})",
                    LAWS.cite(11))
        if self.compelled:
            return (f"{text}: the take is compelled; make a capture", LAWS.cite(15))
        caps = self.pos.captures()
        if caps and self.rules.capture == "compulsory" and not any(m.text() == text for m in caps):
            return (f"{text}: a capture is open and must be made ({', '.join(m.text() for m in caps)})",
                    "compulsory capture, the option capture")
        if any(list(m.path[:len(squares)]) == squares for m in self._moves()):
            return (f"{text}: the jump goes on; write the whole path", None)
        r0, r1 = square_rc(fr)[0], square_rc(squares[1])[0]
        if p == MAN and (r1 - r0) * self.pos.side < 0:
            return (f"{text}: a man moves forward only; a king moves back (law 16)", LAWS.cite(17))
        return (f"{text}: that piece cannot go so; a false move forfeits the game at a table", LAWS.cite(17))

    def _snapshot(self, extra: tuple) -> tuple:
        return (self.end_reason, self.winner, self.notice_at, self.huffable, self.compelled,
                self.constraint, list(self.cautions), self.draw_offer, self.balloting,
                len(self.items), len(self.log), extra)

    def _push_move(self, m: Move) -> None:
        self.pos.push(m)
        self.items.append(("move", m.text()))

    def _apply(self, action):
        verb = action.verb
        seat = self.seat_to_move
        if verb == "move":
            m = self._find(action.args[0])
            failed = frozenset()
            if not m.is_capture and not self.compelled and self.rules.capture == "huff":
                failed = self.pos.can_capture()
            self._undo.append(self._snapshot(("move",)))
            self._push_move(m)
            self.log.append(f"{_colour(seat)} {m.text()}" + (", crowned" if m.crowns else ""))
            if failed:
                self.huffable = frozenset(m.path[-1] if s == m.path[0] else s for s in failed)
                self.log.append(f"{_colour(seat)} did not take: {_colour(1 - seat)} may huff, compel "
                                f"the take, or let it stand ({LAWS.cite(15)})")
            else:
                self.huffable = None
            self.compelled = False
            self.constraint = None
            if self.draw_offer == 1 - seat:
                self.draw_offer = None
            self._check_end()
            return
        if verb == "huff":
            sq = action.args[0]
            self._undo.append(self._snapshot(("huff", sq, self.pos.b[sq])))
            self.pos.remove(sq)
            self.items.append(("huff", str(sq)))
            self.huffable = None
            self.log.append(f"{_colour(seat)} huffs the piece on {sq} ({LAWS.cite(14)})")
            self._check_end()
            return
        if verb == "compel":
            self._undo.append(self._snapshot(("compel", self.pos.stack[-1][0], tuple(self.items))))
            m = self.pos.pop()
            del self.items[max(i for i, it in enumerate(self.items) if it[0] == "move"):]
            self.items.append(("note", f"{m.text()} taken back: the take compelled"))
            self.huffable, self.compelled = None, True
            self.log.append(f"{_colour(seat)} compels the take: {m.text()} is taken back "
                            f"({LAWS.cite(15)})")
            return
        self._undo.append(self._snapshot((verb,)))
        if verb == "resign":
            self.end_reason, self.winner = EndReason.RESIGNATION, 1 - seat
            self.log.append(f"{_colour(seat)} resigns")
        elif verb == "offer-draw":
            self.draw_offer = seat
            self.log.append(f"{_colour(seat)} offers a draw")
        elif verb == "accept-draw":
            self.end_reason = EndReason.AGREEMENT
            self.log.append(f"{_colour(seat)} accepts the draw")
        elif verb == "claim":
            self.notice_at = len(self.pos.stack)
            self.log.append(f"{_colour(seat)} gives notice: forty moves a side to win, else a draw "
                            f"({LAWS.cite(19)})")

    def _check_end(self) -> None:
        if self.balloting:
            return
        if not self._moves() and not self.huffable and not self.compelled:
            loser = self.seat_to_move
            none_left = not any(p * self.pos.side > 0 for p in self.pos.b)
            self.end_reason = EndReason.NO_MOVES
            self.winner = loser if self.rules.losing else 1 - loser
            why = "has no piece left" if none_left else "cannot move"
            self.log.append(f"{_colour(loser)} {why}: {_colour(self.winner)} wins"
                            + (" (the losing game)" if self.rules.losing else ""))
            return
        if self.notice_at is not None and len(self.pos.stack) - self.notice_at >= 80:
            self.end_reason = EndReason.MOVE_COUNT
            self.log.append(f"forty moves a side since the notice, unwon: a draw ({LAWS.cite(19)})")

    def undo(self) -> None:
        """Take back the last action (a move, a huff, a compelled take-back, a notice, an offer,
        the ballot); the state is as it was before it, position key included. Raises
        IllegalAction if none was taken."""
        if not self.history:
            raise IllegalAction("no action has been taken to undo")
        self.history.pop()
        (self.end_reason, self.winner, self.notice_at, self.huffable, self.compelled, self.constraint,
         self.cautions, self.draw_offer, self.balloting, nitems, nlog, extra) = self._undo.pop()
        kind = extra[0]
        if kind == "move":
            self.pos.pop()
        elif kind == "huff":
            self.pos.put(extra[1], extra[2])
        elif kind == "compel":
            self.pos.push(extra[1])
            self.items = list(extra[2])
        elif kind == "ballot":
            self.pos.pop()
            self.pos.pop()
        del self.log[nlog:]
        while self.rulings and self.rulings[-1].step > len(self.history):
            self.rulings.pop()
        if kind != "compel":
            del self.items[nitems:]

    def clone(self):
        twin = object.__new__(type(self))
        twin.__dict__.update(self.__dict__)
        twin.pos = self.pos.copy()
        twin.items, twin.cautions = list(self.items), list(self.cautions)
        twin.history, twin.log, twin.rulings, twin._undo = (list(self.history), list(self.log),
                                                            list(self.rulings), list(self._undo))
        twin.context = dict(self.context)
        twin._cache = None
        return twin

    # ----- notation ----------------------------------------------------------------------
    def _parse_action(self, text):
        t = text.strip()
        low = re.sub(r"\s+", " ", t.lower())
        if low in SPECIAL:
            return Action(low)
        if low == "draw":
            return Action("accept-draw" if self.draw_offer == 1 - self.seat_to_move else "offer-draw")
        if low in ("claim", "claim forty", "notice"):
            return CLAIM
        if low == "compel":
            return COMPEL
        if low.startswith("huff"):
            rest = low[4:].strip()
            if not re.fullmatch(r"\d{1,2}", rest) or not 1 <= int(rest) <= 32:
                raise ActionParseError(f"{quote(text)}: write huff and the square, as huff 15")
            return Action("huff", (int(rest),))
        if low.startswith("ballot "):
            moves = low[7:].split()
            if len(moves) != 2 or not all(_MOVE_TEXT.match(m) for m in moves):
                raise ActionParseError(f"{quote(text)}: a ballot slip is two moves, as ballot 11-15 23-19")
            return Action("ballot", (" ".join(moves),))
        if low.startswith("move "):
            low = low[5:].strip()
        low = re.sub(r"\(x[\d,\s;a-z]*\)$", "", low).strip()    # the catalog's "(x24)" after a move
        if not _MOVE_TEXT.match(low):
            raise ActionParseError(f"{quote(text)} is not a checkers move (write 11-15, a capture "
                                   "15x24, a multi-jump 15x24x31)")
        squares = [int(x) for x in re.split(r"\s*[-x:\s]\s*", low)]
        if not all(1 <= s <= 32 for s in squares):
            raise ActionParseError(f"{quote(text)}: the squares are numbered 1 to 32")
        jump = "x" in low or ":" in low
        written = ("x" if jump else "-").join(map(str, squares))
        if self.end_reason is not None or self.balloting:
            return Action("move", (written,))
        return Action("move", (self._resolve(squares, jump, written, text),))

    def _resolve(self, squares, jump, written, text) -> str:
        moves = self._moves()
        exact = [m for m in moves if list(m.path) == squares and (m.is_capture or not jump)]
        if exact:
            return exact[0].text()
        if len(squares) == 2:
            ends = [m for m in moves if m.is_capture and m.path[0] == squares[0] and m.path[-1] == squares[1]]
            if len(ends) == 1:
                return ends[0].text()
            if len(ends) > 1:
                raise ActionParseError(f"{quote(text)}: more than one path; write one of "
                                       + ", ".join(m.text() for m in ends))
        return written

    def _format_action(self, action):
        if action.verb in ("move", "ballot") and action.args:
            return (action.verb + " " if action.verb == "ballot" else "") + str(action.args[0])
        return str(action)

    # ----- the end -------------------------------------------------------------------------
    def result_text(self):
        if self.end_reason is None:
            return None
        who = "drawn" if self.winner is None else f"{_colour(self.winner)} wins"
        return f"{who} by {self.end_reason.value} after {len(self.pos.stack)} moves ({self.result()})"

    def position_key(self):
        return (self.pos.hash, self.huffable, self.compelled, self.balloting)

    # ----- views ---------------------------------------------------------------------------
    def board_view(self) -> dict:
        """The board in the common shape of :func:`hoyle.mechanics.board.board_view`: Black's
        side at the top, the dark squares named by their numbers 1-32, the last move's squares."""
        rows = self.pos.rows()
        names = [[str(4 * r + c // 2 + 1) if (r + c) % 2 else None for c in range(8)] for r in range(8)]
        last = re.split(r"[-x]", self.pos.stack[-1][0].text()) if self.pos.stack else []
        return board_view(8, 8, rows, names, _PIECES, last, "", [""] * 8)

    def view(self, seat):
        men = {c: self.pos.count(s) for c, s in (("black", BLACK), ("white", WHITE))}
        v = {"board": self.board_view(), "colours": ["Black", "White"], "fen": self.pos.fen(), "to_move": _colour(self.seat_to_move),
             "moves": _movetext(self.items, self.start_fen),
             "last": self.pos.stack[-1][0].text() if self.pos.stack else None,
             "pieces": {c: {"men": n[0], "kings": n[1]} for c, n in men.items()}}
        if self.rules.losing:
            v["losing"] = True
        if self.balloting:
            v["ballot"] = "the opening is drawn from the hat"
        if self.huffable:
            v["huff"] = sorted(self.huffable)
        if self.compelled:
            v["compelled"] = True
        if self.constraint is not None:
            v["penalty"] = f"move the man on {', '.join(map(str, sorted(self.constraint)))}"
        if self.notice_at is not None:
            v["count_left"] = max(0, 80 - (len(self.pos.stack) - self.notice_at))
        if self.draw_offer is not None:
            v["draw_offered_by"] = _colour(self.draw_offer)
        if self.end_reason is not None:
            v["end"] = self.end_reason.value
            v["result"] = self.result()
            v["outcome"] = self.outcome()
        return v

    @classmethod
    def render_view(cls, view):
        fen = view.get("fen")
        if not isinstance(fen, str):
            return super().render_view(view)
        try:
            board = Board(fen)
        except SetupError:
            return super().render_view(view)
        last = view.get("last")
        marked = set(int(x) for x in re.split(r"[-x]", last)) if isinstance(last, str) else set()
        rows = board.rows()
        lines = ["   Black (b, B a king) at the top; White (w, W) below"]
        for r in range(8):
            cells, key = "", ""
            for c in range(8):
                if (r + c) % 2 == 0:
                    cells += "   "
                    key += "   "
                else:
                    s = 4 * r + c // 2 + 1
                    cells += f" {rows[r][c]}{'*' if s in marked else ' '}"
                    key += f"{s:>3}"
            lines.append(f"  |{cells}|  {key.rstrip()}")
        lines.append("(squares numbered on the right; * marks the last move)")
        status = f"{view.get('to_move')} to move"
        if "end" in view:
            status = f"over: {view['end']} ({view.get('result')})"
        lines.append(status)
        if view.get("moves"):
            lines.append(f"moves: {view['moves']}")
        for k in ("huff", "compelled", "penalty", "count_left", "draw_offered_by", "ballot"):
            if k in view:
                lines.append(f"{k.replace('_', ' ')}: {view[k]}")
        if "end" not in view:
            lines.append("(also: resign, offer-draw, accept-draw)")
        return "\n".join(lines)

    # ----- the referee ---------------------------------------------------------------------
    def referee_calls(self):
        return ["touched-man", "false-move", "delay"]

    def referee(self, call, seat=None, **details):
        """Settle a law's penalty at a physical table (the offender is the side to move;
        ``seat`` must be that seat or None).

        * ``touched-man``, ``square="11"``: he touched one of his men. A man that can be
          played must be moved (law 11: the next move is bound to it); one that cannot is
          an adjustment without warning, cautioned the first time and the game lost on a
          repetition (law 10);
        * ``false-move``, ``move="11-16"``: he made a move the laws do not allow: the game is
          forfeited (law 17);
        * ``delay``: time was called and a further minute passed without the move: the game
          is lost (law 8; law 9 where the only move is a single capture).

        Returns a :class:`Ruling` whose ``effect`` is ``{"bound": [...squares], "caution":
        n, "forfeit": seat or None}``. Raises IllegalAction (nothing changes) for an unknown
        call, a game over, a seat not to move, or details that do not fit.
        """
        if call not in self.referee_calls():
            return super().referee(call, seat, **details)
        if self.end_reason is not None or self.balloting:
            raise IllegalAction("no move is due; no penalty is claimed")
        offender = self.seat_to_move
        if seat is not None and seat != offender:
            raise IllegalAction(f"a penalty falls on the side to move, seat {offender} ({LAWS.cite(22)})")
        bound, forfeit, caution, penalty = None, False, 0, "none"
        if call == "touched-man":
            text = details.get("square")
            if not isinstance(text, (str, int)) or not re.fullmatch(r"\d{1,2}", str(text)) \
                    or not 1 <= int(text) <= 32:
                raise IllegalAction(f"touched-man needs square= a square 1 to 32, not {quote(repr(text))}")
            sq = int(text)
            if self.pos.b[sq] * self.pos.side <= 0:
                raise IllegalAction(f"no piece of the side to move stands on {sq}")
            if any(m.path[0] == sq for m in self._moves()):
                law, bound, penalty = LAWS.cite(11), frozenset({sq}), f"move the man on {sq}"
            else:
                law = LAWS.cite(10)
                self.cautions[offender] += 1
                caution = self.cautions[offender]
                forfeit = caution > 1
                penalty = "the game lost: touched again without warning" if forfeit else "a caution"
        elif call == "false-move":
            text = details.get("move")
            if not isinstance(text, str) or not _MOVE_TEXT.match(text.strip().lower()):
                raise IllegalAction(f"false-move needs move= the move made, as 11-16, not {quote(repr(text))}")
            squares = [int(x) for x in re.split(r"\s*[-x:\s]\s*", text.strip().lower())]
            if any(list(m.path) == squares or (len(squares) == 2 and m.path[0] == squares[0]
                                               and m.path[-1] == squares[1]) for m in self._moves()):
                raise IllegalAction(f"{text} is a legal move: no false move to penalise")
            law, forfeit, penalty = LAWS.cite(17), True, "the game forfeited"
        else:
            moves = self._moves()
            only_one = len(moves) == 1 and moves[0].is_capture
            law, forfeit = LAWS.cite(9 if only_one else 8), True
            penalty = "the game lost for improper delay"
        if bound is not None:
            self.constraint = bound
        if forfeit:
            self.end_reason, self.winner = EndReason.FORFEIT, 1 - offender
            self.log.append(f"{_colour(offender)} forfeits the game ({law})")
        ruling = Ruling(law=law, penalty=penalty,
                        effect={"bound": sorted(bound) if bound else [], "caution": caution,
                                "forfeit": offender if forfeit else None})
        ruling = ruling.made(call, seat if seat is not None else offender, len(self.history), details,
                             seat_name=_colour(offender))
        self.rulings.append(ruling)
        self.log.append(f"referee: {ruling}")
        return ruling


_PIECES = {"b": {"side": 0, "king": False, "label": "Black man"}, "B": {"side": 0, "king": True, "label": "Black king"},
           "w": {"side": 1, "king": False, "label": "White man"}, "W": {"side": 1, "king": True, "label": "White king"}}


def _colour(seat: int) -> str:
    return "Black" if seat == 0 else "White"


def _movetext(items: list[tuple[str, str]], start_fen: str) -> str:
    """The moves as PDN movetext (``1. 11-15 23-19 2. 8-11``), a huff or a compelled take
    written as a comment (``{huff 15}``) where it was made."""
    black = start_fen.startswith("B")
    n, out, first = 1, [], True
    for kind, text in items:
        if kind != "move":
            out.append("{" + (f"huff {text}" if kind == "huff" else text) + "}")
            continue
        if black:
            out.append(f"{n}. {text}")
        elif first:
            out.append(f"{n}... {text}")
        else:
            out.append(text)
        if not black:
            n += 1
        black = not black
        first = False
    return " ".join(out)


# ----- PDN ---------------------------------------------------------------------------------
def to_pdn(state: CheckersState, headers: dict[str, str] | None = None) -> str:
    """The game as PDN: the tags ``Event``, ``Site``, ``Date``, ``Round``, ``Black``,
    ``White``, ``Result`` (``?`` where unknown), ``GameType "21"`` (English draughts),
    ``SetUp``/``FEN`` for a game from a set position, then ``headers``' own tags, the
    movetext (huffs as ``{huff N}`` comments) and the result."""
    tags = {"Event": "?", "Site": "?", "Date": "????.??.??", "Round": "?", "Black": "?", "White": "?",
            "Result": state.result(), "GameType": "21"}
    if state.start_fen != START:
        tags.update(SetUp="1", FEN=state.start_fen)
    for k, v in (headers or {}).items():
        if k != "Result":
            tags[k] = v
    head = "\n".join(f'[{k} "{str(v).replace(chr(92), chr(92) * 2).replace(chr(34), chr(92) + chr(34))}"]'
                     for k, v in tags.items())
    body = (_movetext(state.items, state.start_fen) + " " + state.result()).strip()
    return f"{head}\n\n{body}\n"


_TAG = re.compile(r'^\[(\w+)\s+"((?:[^"\\]|\\.)*)"\]\s*$')


def from_pdn(text: str, rules: CheckersRules | None = None) -> tuple[CheckersState, dict[str, str]]:
    """Read one PDN game: ``(state, tags)``, the state after its moves (move numbers, NAGs
    and variations skipped; a ``{huff N}`` comment is the huff). A game given as won or drawn
    in its result, and not over on the board, ends as resigned or agreed.

    Raises:
        ActionParseError: a move not legal where it stands (the message says which).
        SetupError: a FEN tag that is not a position.
    """
    if not isinstance(text, str) or len(text) > 1_000_000:
        raise ActionParseError("a PDN is text of at most 1,000,000 characters")
    tags, body = {}, []
    for line in text.splitlines():
        m = _TAG.match(line.strip())
        if m:
            tags[m.group(1)] = re.sub(r"\\(.)", r"\1", m.group(2))
        else:
            body.append(line)
    movetext = " ".join(body)
    movetext = re.sub(r"\{\s*huff\s+(\d+)\s*\}", r" huff:\1 ", movetext)
    movetext = re.sub(r"\{[^}]*\}", " ", movetext)
    while "(" in movetext:
        new = re.sub(r"\([^()]*\)", " ", movetext)
        if new == movetext:
            break
        movetext = new
    context = {"fen": tags["FEN"]} if "FEN" in tags else {}
    state = CheckersState(2, rules, None, context)
    result = "*"
    for tok in movetext.split():
        tok = re.sub(r"^\d+\.+", "", tok)
        if not tok or tok.startswith("$") or re.fullmatch(r"\d+\.*", tok):
            continue
        if tok in ("1-0", "0-1", "1/2-1/2", "2-0", "0-2", "1-1", "*"):
            result = {"2-0": "1-0", "0-2": "0-1", "1-1": "1/2-1/2"}.get(tok, tok)
            break
        if state.is_over:
            raise ActionParseError(f"{quote(tok)} comes after the game is over")
        try:
            state.apply(f"huff {tok[5:]}" if tok.startswith("huff:") else tok)
        except (IllegalAction, ActionParseError) as exc:
            raise ActionParseError(f"move {len(state.pos.stack) // 2 + 1} {quote(tok)}: {exc}") from None
    if not state.is_over and result in ("1-0", "0-1"):
        state.end_reason, state.winner = EndReason.RESIGNATION, 0 if result == "1-0" else 1
    elif not state.is_over and result == "1/2-1/2":
        state.end_reason = EndReason.AGREEMENT
    return state, tags


# ----- the bot -----------------------------------------------------------------------------
class _Search:
    """A checkers :class:`~hoyle.mechanics.board.Searchable` (captures compulsory: the bot
    never fails to take): men 100, kings 150, a man's advance 3 a row; no move loses (wins in
    the losing game, where the material counts the other way)."""

    def __init__(self, board: Board, losing: bool = False):
        self.board, self.losing = board, losing

    def moves(self):
        return self.board.legal_moves()

    def make(self, m):
        self.board.push(m)

    def undo(self):
        self.board.pop()

    def key(self):
        return self.board.hash

    def terminal(self, plies):
        if not self.board.legal_moves():
            return (MATE - plies) if self.losing else -(MATE - plies)
        return None

    def evaluate(self):
        score = 0
        for s in range(1, 33):
            p = self.board.b[s]
            if p == 1:
                score += 100 + 3 * square_rc(s)[0]
            elif p == -1:
                score -= 100 + 3 * (7 - square_rc(s)[0])
            elif p == 2:
                score += 150
            elif p == -2:
                score -= 150
        score *= self.board.side
        return -score if self.losing else score


class CheckersSearchBot:
    """Alpha-beta search (:func:`hoyle.mechanics.board.search`) to ``depth`` plies or for
    ``seconds``. It always takes when it can; it huffs a piece that failed to take (the king
    among them, if one); it gives the law-19 notice when only kings remain and it is not ahead."""

    name = "search"

    def __init__(self, seat, seed=None, game=None, depth: int | None = 4, seconds: float | None = None):
        self.seat, self.depth, self.seconds = seat, depth, seconds
        self.table: dict = {}

    def choose(self, view, legal):
        huffs = [a for a in legal if a.verb == "huff"]
        board = Board(view["fen"])
        if huffs:
            return max(huffs, key=lambda a: abs(board.b[a.args[0]]))
        if any(a.verb == "ballot" for a in legal):
            return legal[0]
        if CLAIM in legal:
            mine, theirs = board.count(board.side), board.count(-board.side)
            if mine[0] == theirs[0] == 0 and mine[1] <= theirs[1]:
                return CLAIM
        losing = bool(view.get("losing"))
        result = search(_Search(board, losing), depth=self.depth, seconds=self.seconds, table=self.table)
        if len(self.table) > 200_000:
            self.table.clear()
        if result.move is not None:
            act = Action("move", (result.move.text(),))
            if act in legal:
                return act
        moves = [a for a in legal if a.verb == "move"]
        return moves[0] if moves else legal[0]


@dataclass(frozen=True)
class LosingRules(CheckersRules):
    """The losing game's rules: checkers' options with the win turned about and captures
    compulsory by default."""

    capture: str = option("compulsory", "a capture open: compulsory = only the captures are legal "
                          "then; huff = the book's game of checkers",
                          "our reading: the give-away game's standard rule (under the huff, a "
                          "failure to take would only hand the opponent a man to huff, the losing "
                          "game's gain); Foster 1914, seed 001 part 6, Checkers, the losing game",
                          choices=("compulsory", "huff"))
    losing: bool = option(True, "the side that loses all its men, or is blocked, wins",
                          "Foster 1914, seed 001 part 6, Checkers, the losing game")


class LosingDraughtsState(CheckersState):
    """The losing game (give-away): checkers with the win turned about (:class:`LosingRules`)."""

    rules_cls = LosingRules


register(GameInfo(
    slug="losing-draughts", title="Losing draughts (the give-away game)", family="board",
    min_players=2, max_players=2, default_players=2, state_cls=LosingDraughtsState,
    rules_cls=LosingRules, information="perfect", chance="none", items=("board",),
    utility="zero-sum-points", bots={"search": CheckersSearchBot},
    source="Foster 1914, seed 001 part 6, Checkers, the losing game (catalog 001_part6.md §1.8)",
    summary="Checkers played to give away all one's men, or be blocked, first.",
    aliases=("give-away", "losing-game")))


register(GameInfo(
    slug="checkers", title="Checkers (draughts)", family="board", min_players=2, max_players=2,
    default_players=2, state_cls=CheckersState, rules_cls=CheckersRules, information="perfect",
    chance="none", items=("board",), utility="zero-sum-points", bots={"search": CheckersSearchBot},
    source="Foster 1914, seed 001 part 6, Checkers and the Laws of Checkers (1-24)",
    summary="Twelve men a side on the dark squares; men jump and are crowned on the far row. "
            "The book's laws: the huff for a failure to take, the two-move ballot, forty moves "
            "from notice to win.",
    aliases=("draughts",)))
