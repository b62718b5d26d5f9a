"""Chess at odds and correspondence (and consultation) chess: the book's two short codes after
the Laws of Chess (Foster 1914, seed 001 part 5, "Laws for games at odds" I-VII and "Laws for
correspondence and consultation games" I-V, law VI at the start of part 6; catalog
001_part5.md §12.4, 001_part6.md §0). Both are chess (:mod:`hoyle.games.board.chess`) with
these laws added; "in all other respects" the Laws of Chess govern (the odds code's last line).

**Chess at odds** (``chess-at-odds``), the rule option ``odds``:

* ``pawn-and-move`` and ``pawn-and-two-moves``: the giver plays Black without his king's
  bishop's pawn (law II: the KB pawn, unless agreed otherwise; the book: "the pawn removed is
  in each case Black's KB pawn"); the receiver moves first. With two moves the receiver makes
  two moves before Black's first, and neither may take a man beyond his fourth rank (law V:
  he may not cross the middle line; the moves count together as his first move); the record
  writes Black's lost turn as the null move ``--`` (as PGN readers take it);
* ``queens-knight``, ``kings-knight``, ``queens-rook``, ``kings-rook``, ``queen``: the giver
  plays White without that man and has the first move (law I: the giver of a piece has the
  choice of men and the move, unless agreed otherwise; the book: the knight given is
  usually the queen's knight). Without the rook the king may not castle on its side (law III;
  the stipulation that allows it is not modelled);
* ``draws_win_for_receiver``: a drawn game counts as won by the receiver (law I's odds of
  "drawn games as won");
* ``mate_on``: the giver undertakes to mate on that square: it is the square of the mated king
  (law VI); ``mate_with_pawn``: he undertakes to mate with the pawn that starts on that square,
  which may then not be promoted (law IV). Whoever undertakes to win in a set way and draws,
  or wins another way, loses (law VII).

**Correspondence chess** (``correspondence-chess``): the move sent binds (laws II-III: the
record holds the move sent, and the move made on the board is the move sent); an
announcement that does not move a man from one square to another is an illegible move
(law II) and is refused. Referee calls: ``out-of-turn`` (law IV: a side that moved men out
of its turn, or more than one man at its turn (castling apart), loses unless it shows it was
adjusting or replacing them: ``adjusting=True``); ``man-removed`` (law V: a man taken off by
accident; the moves made meanwhile stand and the man is put back on its square);
``spectator`` (law VI: a side that lets an onlooker take part loses). Law I (the parties
agree beforehand on the persons, the time and way of sending moves, the penalties and the
umpire) is the table's setup and is not a move. The six laws are the whole code (the text
goes on past the end of part 5 into part 6 and closes with a remark on the British Chess
Association's code), so the game is playable; the time limits law I leaves to the parties
are not modelled.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from ...core import GameInfo, option, register
from ...core.errors import ActionParseError, IllegalAction, SetupError, quote
from ...core.laws import LawBook, Ruling
from ...mechanics.board import EndReason
from .chess import ChessRules, ChessSearchBot, ChessState
from .chess_engine import PAWN, Position, parse_square, square_name

__all__ = ["ODDS_LAWS", "CORRESPONDENCE_LAWS", "OddsChessRules", "OddsChessState", "CorrespondenceChessState",
           "ODDS_ARRAYS", "odds_fen"]

ODDS_SOURCE = "Foster 1914, seed 001 part 5, Laws for games at odds"
CORR_SOURCE = "Foster 1914, seed 001 parts 5-6, Laws for correspondence and consultation games"

ODDS_LAWS = LawBook.of("Laws for games at odds", ODDS_SOURCE, [
    ("I", "giver-has-the-move", "the giver of a piece, the exchange, drawn games, or a mate with a given man "
     "or on a given square has the choice of men and the first move, unless agreed otherwise"),
    ("II", "kings-bishops-pawn", "the pawn given with the move, or with more than one move, is the king's "
     "bishop's pawn, unless agreed otherwise"),
    ("III", "no-castling-without-the-rook", "the giver of a rook may not castle on that rook's side unless "
     "he stipulated it"),
    ("IV", "pawn-not-promoted", "a pawn with which the giver undertakes to mate may not be promoted"),
    ("V", "middle-line", "the receiver of two or more moves may not play a man beyond his fourth rank before "
     "the opponent's first move; the moves count as one"),
    ("VI", "mate-on-a-square", "a mate on a given square means the square of the king mated"),
    ("VII", "the-way-undertaken", "who undertakes to win in a set way and draws, or wins otherwise, loses"),
])

CORRESPONDENCE_LAWS = LawBook.of("Laws for correspondence and consultation games", CORR_SOURCE, [
    ("I", "agreement", "the sides agree beforehand on the persons, the time and way of sending moves, the "
     "penalties and the umpire"),
    ("II", "move-sent-binds", "a side is bound by the move sent; an announcement that moves no man from one "
     "square to another is an illegible move"),
    ("III", "board-corrected", "a side is bound by the move sent whether made on the opponent's board or not; "
     "its own board is put right to match"),
    ("IV", "out-of-turn", "a side that moves men out of its turn, or more than one man at its turn (castling "
     "apart), loses unless it shows it was adjusting or replacing them", "the game lost"),
    ("V", "man-removed", "a man taken off by accident: the moves made meanwhile stand and the man is put "
     "back when the error is found", "the man replaced"),
    ("VI", "spectator", "a side that lets an onlooker take part loses", "the game lost"),
])

#: the odds: (the squares emptied, the giver's seat, the receiver's extra moves)
ODDS_ARRAYS = {
    "none": ((), 0, 0),
    "pawn-and-move": (("f7",), 1, 0),
    "pawn-and-two-moves": (("f7",), 1, 1),
    "queens-knight": (("b1",), 0, 0),
    "kings-knight": (("g1",), 0, 0),
    "queens-rook": (("a1",), 0, 0),
    "kings-rook": (("h1",), 0, 0),
    "queen": (("d1",), 0, 0),
}


def odds_fen(odds: str) -> str:
    """The FEN of the initial array less the man the odds give (castling rights on a rook's
    side given go with it). Raises SetupError for odds not in :data:`ODDS_ARRAYS`."""
    if odds not in ODDS_ARRAYS:
        raise SetupError(f"odds are one of {', '.join(ODDS_ARRAYS)}, not {quote(repr(odds))}")
    pos = Position()
    for name in ODDS_ARRAYS[odds][0]:
        pos.b[parse_square(name)] = 0
    fen = pos.fen().split()
    rights = fen[2]
    if pos.b[0x00] == 0:
        rights = rights.replace("Q", "")
    if pos.b[0x07] == 0:
        rights = rights.replace("K", "")
    fen[2] = rights or "-"
    return " ".join(fen)


def _square_or_empty(text: str, name: str) -> int | None:
    if text == "":
        return None
    if not isinstance(text, str) or not re.fullmatch(r"[a-h][1-8]", text):
        raise SetupError(f"{name} is a square such as e8, or empty, not {quote(repr(text))}")
    return parse_square(text)


@dataclass(frozen=True)
class OddsChessRules(ChessRules):
    odds: str = option("pawn-and-move", "the odds given: a pawn and the move, a pawn and two moves, or a man",
                       "Foster 1914, seed 001 part 5, Chess, Games at odds; Laws for games at odds I-III, V",
                       choices=tuple(ODDS_ARRAYS))
    draws_win_for_receiver: bool = option(False, "drawn games count as won by the receiver of the odds",
                                          f"{ODDS_SOURCE}, law I")
    mate_on: str = option("", "the square on which the giver undertakes to mate (the mated king's square); "
                          "empty: no such undertaking", f"{ODDS_SOURCE}, laws VI-VII")
    mate_with_pawn: str = option("", "the starting square of the giver's pawn with which he undertakes to mate "
                                 "(it may not be promoted); empty: no such undertaking",
                                 f"{ODDS_SOURCE}, laws IV, VII")


class OddsChessState(ChessState):
    """A game of chess at odds (see the module docstring). A ``context`` FEN other than the
    odds' array (:func:`odds_fen`) is refused (SetupError)."""

    rules_cls = OddsChessRules

    def __init__(self, num_players, rules=None, shuffler=None, context=None):
        rules = rules if rules is not None else OddsChessRules()
        context = dict(context or {})
        array = odds_fen(rules.odds)
        if context.setdefault("fen", array) != array:
            raise SetupError("chess at odds starts from the odds' array; give the odds, not a FEN")
        _, self.giver, self.extra_moves = ODDS_ARRAYS[rules.odds]
        self.mate_on = _square_or_empty(rules.mate_on, "mate_on")
        pawn = _square_or_empty(rules.mate_with_pawn, "mate_with_pawn")
        self.pawn_at = pawn                      # where the undertaken pawn stands; None once taken
        self.undertaking = pawn is not None or self.mate_on is not None
        super().__init__(num_players, rules, shuffler, context)
        if pawn is not None and self.pos.b[pawn] != PAWN * (1 if self.giver == 0 else -1):
            raise SetupError(f"mate_with_pawn: no pawn of the giver ({'White' if self.giver == 0 else 'Black'}) "
                             f"stands on {rules.mate_with_pawn} ({ODDS_LAWS.cite('IV')})")
        self._pawn_trail: list[int | None] = []

    # ----- the moves the odds laws allow ---------------------------------------------------
    def _receivers_opening(self) -> bool:
        """Whether the receiver of several moves is still making them (law V)."""
        return self.extra_moves > 0 and len(self.sans) < 2 + self.extra_moves and self.seat_to_move != self.giver

    def _moves(self):
        n = len(self.pos.stack)
        if self._cache is None or self._cache[0] != n:
            moves = self.pos.legal_moves()
            if self._receivers_opening():
                moves = [m for m in moves if ((m >> 7) & 127) >> 4 <= 3]          # law V: White's 4th rank
            if self.pawn_at is not None and self.seat_to_move == self.giver:
                moves = [m for m in moves if not (m & 127 == self.pawn_at and (m >> 14) & 7)]   # law IV
            self._cache = (n, moves, {self.pos.uci(m): m for m in moves}, None)
        return self._cache[1], self._cache[2]

    def _why_false(self, uci):
        moves = self.pos.legal_moves()
        m = next((m for m in moves if self.pos.uci(m) == uci), None)
        if m is not None and self._receivers_opening():
            return (f"{uci}: the receiver of two moves may not cross the middle line before Black's first move",
                    ODDS_LAWS.cite("V"))
        if m is not None:
            return (f"{uci}: the pawn undertaken to mate may not be promoted", ODDS_LAWS.cite("IV"))
        return super()._why_false(uci)

    def _apply(self, action):
        before = self.pawn_at
        moved = action.verb == "move"
        if moved and self.pawn_at is not None:
            m = self._moves()[1][action.args[0]]
            fr, to = m & 127, (m >> 7) & 127
            if fr == self.pawn_at:
                self.pawn_at = to
            elif to == self.pawn_at or (m >> 17 == 2 and to - 16 * self.pos.side == self.pawn_at):
                self.pawn_at = None              # taken
        super()._apply(action)
        self._pawn_trail.append(before)
        if moved and self.end_reason is None and self.extra_moves and len(self.sans) == 1:
            self.pos.push_null()                 # Black's turn passes: the receiver moves again (law V)
            self.sans.append("--")
            self.gave_check.append(False)
            self.reps.push(self.pos.key())
            self.log.append(f"the receiver moves again ({ODDS_LAWS.cite('V')})")
            self._check_end()
        self._settle_undertaking()

    def undo(self):
        if not self.history:
            raise IllegalAction("no action has been taken to undo")
        if self.history[-1][1].verb == "move" and len(self.sans) == 2 and self.sans[1] == "--":
            self.pos.pop_null()
            self.reps.pop()
        super().undo()
        self.pawn_at = self._pawn_trail.pop()

    def clone(self):
        twin = super().clone()
        twin._pawn_trail = list(self._pawn_trail)
        return twin

    def _settle_undertaking(self) -> None:
        """Laws I, VI, VII: a draw counted a win, a mate not as undertaken counted a loss."""
        if self.end_reason is None:
            return
        receiver = 1 - self.giver
        if self.undertaking and self.end_reason is not EndReason.RESIGNATION and self.winner != receiver:
            ok = self.winner == self.giver and self.end_reason is EndReason.CHECKMATE
            if ok and self.mate_on is not None:
                ok = self.pos.king[self.pos.side] == self.mate_on
            if ok and self.pawn_at is not None:
                ksq, side = self.pos.king[self.pos.side], -self.pos.side    # the giver's pawns' side
                ok = ksq in (self.pawn_at + 16 * side + 1, self.pawn_at + 16 * side - 1)
            elif ok and self.rules.mate_with_pawn:
                ok = False                       # the pawn was taken: it cannot have mated
            if not ok:
                self.winner = receiver
                self.log.append(f"the giver did not win as undertaken: he loses ({ODDS_LAWS.cite('VII')})")
                return
        if self.winner is None and self.rules.draws_win_for_receiver:
            self.winner = receiver
            self.log.append(f"a drawn game counts as won by the receiver ({ODDS_LAWS.cite('I')})")

    def view(self, seat):
        v = super().view(seat)
        v["odds"] = self.rules.odds
        v["giver"] = "White" if self.giver == 0 else "Black"
        return v

    @classmethod
    def render_view(cls, view):
        text = super().render_view(view)
        if isinstance(view.get("odds"), str):
            text += f"\nodds: {view['odds']}, given by {view.get('giver')}"
        return text


register(GameInfo(
    slug="chess-at-odds", title="Chess at odds", family="board", min_players=2, max_players=2, default_players=2,
    state_cls=OddsChessState, rules_cls=OddsChessRules, information="perfect", chance="none", items=("board",),
    utility="zero-sum-points", bots={"search": ChessSearchBot}, laws=ODDS_LAWS,
    source="Foster 1914, seed 001 part 5, Chess (games at odds) and the Laws for games at odds I-VII",
    summary="Chess with a pawn and the move, a pawn and two moves, a knight, a rook or the queen given; "
            "drawn games as won, and mates undertaken on a square or with a pawn, by the odds laws.",
    aliases=("chess-odds",)))


# ----- correspondence chess ------------------------------------------------------------------------
class CorrespondenceChessState(ChessState):
    """A correspondence or consultation game (see the module docstring)."""

    _CALLS = ("out-of-turn", "man-removed", "spectator")

    def __init__(self, num_players, rules=None, shuffler=None, context=None):
        super().__init__(num_players, rules, shuffler, context)
        self.replaced_at = 0                     # history length when a man was put back (law V)

    def _parse_action(self, text):
        try:
            return super()._parse_action(text)
        except ActionParseError as exc:
            raise ActionParseError(f"{exc} -- an illegible move ({CORRESPONDENCE_LAWS.cite('II')})") from None

    def referee_calls(self):
        return [*super().referee_calls(), *self._CALLS]

    def referee(self, call, seat=None, **details):
        """The correspondence laws' calls, besides chess's (``touched-man`` and the others):

        * ``out-of-turn``, ``seat``: that side moved men out of its turn or more than one man
          at its turn; it loses (law IV) unless ``adjusting=True`` (it showed it was adjusting
          or replacing them: no penalty);
        * ``man-removed``, ``square="c6"``, ``man="n"`` (FEN letter: capital for White): the man
          was taken off by accident; the moves stand and it is put back (law V); the square must
          be empty, the man no king, a pawn not on the first or last rank;
        * ``spectator``, ``seat``: that side let an onlooker take part: it loses (law VI).

        Returns a :class:`Ruling` (``effect``: ``{"loser": seat}`` or ``{"replaced": square}``
        or ``{}``). Raises IllegalAction (nothing changes) for a game over or details that do
        not fit.
        """
        if call not in self._CALLS:
            return super().referee(call, seat, **details)
        if self.end_reason is not None:
            raise IllegalAction("the game is over; no law is applied")
        effect, penalty, detail = {}, "none", ""
        if call in ("out-of-turn", "spectator"):
            if seat not in (0, 1):
                raise IllegalAction(f"{call} names the side at fault: seat 0 (White) or 1 (Black), not {seat!r}")
            adjusting = details.get("adjusting", False)
            if not isinstance(adjusting, bool):
                raise IllegalAction(f"adjusting is true or false, not {quote(repr(adjusting))}")
            law = CORRESPONDENCE_LAWS.cite("IV" if call == "out-of-turn" else "VI")
            if call == "out-of-turn" and adjusting:
                detail = "the men were being adjusted or replaced: no penalty"
            else:
                self.end_reason, self.winner = EndReason.FORFEIT, 1 - seat
                effect, penalty = {"loser": seat}, "the game lost"
        else:
            text, man = details.get("square"), details.get("man")
            if not isinstance(text, str) or not re.fullmatch(r"[a-h][1-8]", text):
                raise IllegalAction(f"man-removed needs square= a square such as c6, not {quote(repr(text))}")
            if not isinstance(man, str) or len(man) != 1 or man not in "PNBRQpnbrq":
                raise IllegalAction(f"man-removed needs man= a FEN letter (P N B R Q, lower case for Black; "
                                    f"not a king), not {quote(repr(man))}")
            sq = parse_square(text)
            if self.pos.b[sq]:
                raise IllegalAction(f"{text} is occupied: the man cannot be put back there")
            if man in "Pp" and (sq >> 4) in (0, 7):
                raise IllegalAction(f"a pawn cannot stand on {text}, the first or last rank")
            value = " PNBRQK".index(man.upper()) * (1 if man.isupper() else -1)
            self.pos.b[sq] = value
            if self.pos.attacked(self.pos.king[-self.pos.side], self.pos.side):
                self.pos.b[sq] = 0
                raise IllegalAction(f"a {man} on {text} would leave the side not to move in check")
            self.pos.hash = self.pos._full_hash()
            self._cache = None
            self.reps.keys[-1] = self.pos.key()
            self.replaced_at = len(self.history)
            law = CORRESPONDENCE_LAWS.cite("V")
            effect, penalty = {"replaced": square_name(sq)}, "the man replaced"
            detail = "the moves made meanwhile stand"
        ruling = Ruling(law=law, penalty=penalty, effect=effect, detail=detail)
        ruling = ruling.made(call, seat, len(self.history), details,
                             seat_name="White" if seat == 0 else "Black" if seat == 1 else "")
        self.rulings.append(ruling)
        self.log.append(f"referee: {ruling}")
        if self.end_reason is None:
            self._check_end()
        return ruling

    def undo(self):
        if self.history and len(self.history) <= self.replaced_at:
            raise IllegalAction(f"a man put back by the referee ({CORRESPONDENCE_LAWS.cite('V')}) is not taken back")
        super().undo()


register(GameInfo(
    slug="correspondence-chess", title="Correspondence and consultation chess", family="board",
    min_players=2, max_players=2, default_players=2,
    state_cls=CorrespondenceChessState, rules_cls=ChessRules, information="perfect", chance="none",
    items=("board",), utility="zero-sum-points", bots={"search": ChessSearchBot}, laws=CORRESPONDENCE_LAWS,
    source="Foster 1914, seed 001 parts 5-6, Laws for correspondence and consultation games I-VI",
    summary="Chess played by post or by two consulting sides: the move sent binds; moving out of turn "
            "and letting an onlooker take part lose; a man removed by accident is put back.",
    aliases=("consultation-chess",)))
