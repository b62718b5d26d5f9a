"""Chess by the book (Foster 1914, seed 001 part 5, "Chess" and "Laws of Chess adopted by the
Fifth American Chess Congress"; catalog 001_part5.md §12.2-12.3, 001_part6.md §0).

Seat 0 plays White and moves first, seat 1 Black (the laws: "the player who has the first move
always plays White"). A move is ``Action("move", ("e2e4",))``, written in UCI in records
(``e2e4``, ``e7e8q``: the same text in any position); the terminal and ``apply(text)`` also
read SAN (``Nf3``, ``exd5``, ``e8=Q``, ``O-O``, ``0-0-0``) and long algebraic (``e2-e4``).
Besides the moves a player may write ``resign``, ``offer-draw`` (the offer stands until the
opponent moves) and ``accept-draw`` (to an offer standing); these are open at every turn but
not listed among the legal actions, so random playouts and the search bots play the game out.

How a game ends (:class:`hoyle.mechanics.board.EndReason`):

* checkmate (won, "whatever material remains") and stalemate (drawn: the laws, "Stalemate");
* repetition, by the option ``repetition``: ``perpetual-check`` (the book's default: "perpetual
  check is a draw", §12.2; the book gives no test, so our reading is the standard one: the same
  position arises the third time and one side has given check with every move since it first
  arose); ``threefold`` (the standard rule, our reading where a table wants it: any position
  arising the third time, the en-passant right counting only when a capture is legal); ``none``;
* the move-count law, by the option ``move_count``: ``book`` (the laws, "The fifty-move count":
  either player may claim at his turn that the game be drawn if not won in fifty further moves
  a side; our reading: the umpire grants every claim, and the game is drawn once the hundred
  half-moves are made unmated -- the text's continuation clause ends in the same draw); the
  claim is the action ``claim fifty``, listed while no count runs; ``fifty-move`` (the
  standard rule, our reading: fifty moves a side without a capture or a pawn move draw at once);
* resignation, and a draw by agreement.

The referee (``referee(call, seat, **details)``) settles the laws' penalties for a physical
table -- the touched man, the touched adverse man, the false move -- as rulings that bind the
offender's next move (``legal_actions()`` then holds only what the penalty allows). The laws
are not numbered in the source; we number them in the order printed, by heading
(:data:`LAWS`).
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from ...core import Action, GameInfo, GameState, Rules, option, register
from ...core.errors import ActionParseError, IllegalAction, SetupError, quote
from ...core.laws import LawBook, Ruling
from ...mechanics.board import MATE, EndReason, Repetitions, TwoSidedEnd, board_view, draw_grid, search
from .chess_engine import (KING, PAWN, START_FEN, Position, parse_square, square_name)

__all__ = ["ChessRules", "ChessState", "ChessSearchBot", "LAWS", "to_pgn", "from_pgn"]

SOURCE = "Foster 1914, seed 001 part 5, Laws of Chess (Fifth American Chess Congress)"

#: the laws, numbered by us in the order printed under each heading (the source numbers none)
LAWS = LawBook.of("Laws of Chess (Fifth American Chess Congress)", SOURCE, [
    ("Castling-1", "castling", "castling only with king and rook unmoved, the king not in check, "
     "the squares between empty and none the king crosses or reaches attacked"),
    ("En-passant-1", "en-passant", "taking en passant, when it is the only legal move, must be made"),
    ("Promotion-1", "promotion", "a pawn reaching the eighth square becomes at once any man but a king"),
    ("Penalties-1", "time-of-claim", "a penalty is claimed only when the offence is made, before another move"),
    ("Penalties-2", "touched-man", "a player who touches one of his men at his turn must move it; if it "
     "cannot move he must move his king; if the king cannot move, no penalty", "move the man touched, else the king"),
    ("Penalties-3", "two-moves", "for two moves in succession the opponent chooses which stands"),
    ("Penalties-4", "touched-adverse-man", "touching an adverse man that cannot be taken: move the king "
     "(no penalty if it cannot move); one that can be taken must be taken", "take it, else move the king"),
    ("Penalties-5", "false-move", "moving a man to a square it cannot legally reach: the opponent "
     "chooses a legal move of that man or a move of the king", "a legal move of that man or a king move"),
    ("Penalties-6", "illegal-capture", "an illegal capture: a king move or a legal capture, as the opponent chooses",
     "a king move or a legal capture"),
    ("Penalties-7", "illegal-castling", "an attempt to castle illegally: move the king or the rook, as the "
     "opponent directs", "a king move or a rook move"),
    ("Penalties-10", "into-check", "moving into check: the opponent may require the king to go elsewhere, "
     "or the move to be taken back and another made", "the king moves elsewhere, or another move"),
    ("Penalties-11", "exposing-check", "exposing one's own king to check: a legal move of the man touched "
     "or a king move, as the opponent chooses; no penalty if neither can be made",
     "a legal move of that man or a king move"),
    ("Fifty-1", "fifty-move-count", "on a claim the game is drawn unless won in fifty further moves a side"),
    ("Stalemate-1", "stalemate", "stalemate is a drawn game"),
], meanings={"false-move": "Penalties-5", "touched-man": "Penalties-2", "draw": "Fifty-1"})

CLAIM = Action("claim", ("fifty",))
SPECIAL = ("resign", "offer-draw", "accept-draw")
_MOVE_WORD = re.compile(r"^[a-h][1-8][a-h][1-8][qrbn]?$")


@dataclass(frozen=True)
class ChessRules(Rules):
    repetition: str = option("perpetual-check", "when a repeated position ends the game",
                             "Foster 1914, seed 001 part 5, Chess: perpetual check is a draw; "
                             "threefold: the standard rule, our reading", choices=("perpetual-check", "threefold", "none"))
    move_count: str = option("book", "the move-count law: book = the fifty-move count on a claim; "
                             "fifty-move = the standard rule, drawn at once",
                             "Laws of Chess (Fifth American Chess Congress), The fifty-move count",
                             choices=("book", "fifty-move"))


class ChessState(TwoSidedEnd, GameState):
    """One game of chess (see the module docstring). ``context={"fen": ...}`` starts from a
    position (the book's endings); the FEN is checked (SetupError names what is wrong)."""

    seat_names = ("White", "Black")

    rules_cls = ChessRules
    unit = "points"
    dealer_positions = 0

    def __init__(self, num_players, rules=None, shuffler=None, context=None):
        super().__init__(num_players, rules, shuffler, context)
        fen = self.context.get("fen", START_FEN)
        if not isinstance(fen, str):
            raise SetupError("the context's fen is a FEN text")
        self.pos = Position(fen)
        self.start_fen = self.pos.fen()
        self.reps = Repetitions(self.pos.key())
        self.sans: list[str] = []
        self.gave_check: list[bool] = []
        self.end_reason: EndReason | None = None
        self.winner: int | None = None          # seat; None = drawn or not over
        self.count_from: int | None = None      # ply at which the fifty-move count was granted
        self.draw_offer: int | None = None      # the seat whose offer stands
        self.constraint: tuple[str, frozenset] | None = None   # a penalty binding the next move
        self.rulings: list[Ruling] = []
        self._undo: list[tuple] = []
        self._cache: tuple | None = None
        self._check_end()

    # ----- the seat and the moves ---------------------------------------------------------
    @property
    def seat_to_move(self) -> int:
        return 0 if self.pos.side == 1 else 1

    @property
    def to_act(self):
        return None if self.end_reason is not None else self.seat_to_move

    def _moves(self) -> tuple[list[int], dict[str, int]]:
        n = len(self.pos.stack)
        if self._cache is None or self._cache[0] != n:
            moves = self.pos.legal_moves()
            self._cache = (n, moves, {self.pos.uci(m): m for m in moves}, None)
        return self._cache[1], self._cache[2]

    def _bound_moves(self) -> list[int]:
        moves = self._moves()[0]
        if self.constraint is None:
            return moves
        kind, squares = self.constraint
        if kind == "from":
            return [m for m in moves if m & 127 in squares]
        return [m for m in moves if (m >> 7) & 127 in squares]        # "to": must take there

    def legal_actions(self):
        if self.end_reason is not None:
            return []
        self._moves()
        if self.constraint is None and self._cache[3] is not None and self.count_from is not None:
            return list(self._cache[3])
        out = [Action("move", (u,)) for u in self._cache[2]] if self.constraint is None else \
            [Action("move", (self.pos.uci(m),)) for m in self._bound_moves()]
        if self.constraint is None and self.count_from is not None:
            self._cache = self._cache[:3] + (tuple(out),)
        if self.rules.move_count == "book" and self.count_from is None and self.constraint is None:
            out.append(CLAIM)
        return out

    def _check(self, action):
        if action.verb in SPECIAL and not action.args:
            if action.verb == "accept-draw" and self.draw_offer != 1 - self.seat_to_move:
                raise IllegalAction("no offer of a draw stands to accept")
            if action.verb == "offer-draw" and self.draw_offer == self.seat_to_move:
                raise IllegalAction("your offer of a draw already stands")
            return
        if action.verb == "move" and len(action.args) == 1 and isinstance(action.args[0], str):
            uci = action.args[0]
            moves, by_uci = self._moves()
            m = by_uci.get(uci)
            if m is not None and m in self._bound_moves():
                return
            if m is not None:
                raise IllegalAction(f"{uci}: the penalty in force binds this move ({self._constraint_words()})",
                                    self.rulings[-1].law if self.rulings else None)
            raise IllegalAction(*self._why_false(uci))
        super()._check(action)

    def _constraint_words(self) -> str:
        kind, squares = self.constraint
        names = ", ".join(sorted(square_name(s) for s in squares))
        return f"move the man on {names}" if kind == "from" else f"take on {names}"

    def _why_false(self, uci: str) -> tuple[str, str | None]:
        """Why a well-written move is not legal, with the law that governs a false move."""
        if not _MOVE_WORD.match(uci):
            return (f"{quote(uci)} is not a move (write e2e4, e7e8q, or SAN like Nf3)", None)
        fr, to = parse_square(uci[:2]), parse_square(uci[2:4])
        p = self.pos.b[fr] * self.pos.side
        if p <= 0:
            return (f"{uci}: no man of yours stands on {uci[:2]}", None)
        if p == KING and abs(fr - to) == 2:
            return (f"{uci}: castling is not legal now", LAWS.cite("Castling-1"))
        if p == PAWN and (to >> 4) in (0, 7) and len(uci) == 4:
            return (f"{uci}: a pawn reaching the last rank is promoted (add q, r, b or n)", LAWS.cite("Promotion-1"))
        pseudo = [m for m in self.pos.pseudo_moves() if self.pos.uci(m) == uci]
        if pseudo:
            return (f"{uci} would leave your king in check", LAWS.cite("Penalties-10" if p == KING else "Penalties-11"))
        return (f"{uci}: that man cannot go to {uci[2:4]}", LAWS.cite("Penalties-5"))

    def _apply(self, action):
        self._undo.append((self.end_reason, self.winner, self.count_from, self.draw_offer, self.constraint,
                           len(self.sans), len(self.log)))
        verb = action.verb
        seat = self.seat_to_move
        if verb == "resign":
            self.end_reason, self.winner = EndReason.RESIGNATION, 1 - seat
            self.log.append(f"{_colour(seat)} resigns")
            return
        if verb == "offer-draw":
            self.draw_offer = seat
            self.log.append(f"{_colour(seat)} offers a draw")
            return
        if verb == "accept-draw":
            self.end_reason = EndReason.AGREEMENT
            self.log.append(f"{_colour(seat)} accepts the draw")
            return
        if verb == "claim":
            self.count_from = len(self.sans)
            self.log.append(f"{_colour(seat)} claims the fifty-move count ({LAWS.cite('Fifty-1')})")
            return
        moves, by_uci = self._moves()
        m = by_uci[action.args[0]]
        san = self.pos.san_base(m, moves)
        self.pos.push(m)
        replies = self._moves()[0]
        check = self.pos.in_check()
        self.sans.append(san + ("#" if check and not replies else "+" if check else ""))
        self.gave_check.append(check)
        self.reps.push(self.pos.key(replies))
        if self.draw_offer == 1 - seat:
            self.draw_offer = None              # moving declines the offer standing
        self.constraint = None
        self._check_end()

    def _check_end(self) -> None:
        moves = self._moves()[0]
        ply = len(self.sans)
        if not moves:
            if self.pos.in_check():
                self.end_reason, self.winner = EndReason.CHECKMATE, 1 - self.seat_to_move
                self.log.append(f"checkmate: {_colour(self.winner)} wins")
            else:
                self.end_reason = EndReason.STALEMATE
                self.log.append(f"stalemate: a draw ({LAWS.cite('Stalemate-1')})")
            return
        key = self.reps.keys[-1]
        rule = self.rules.repetition
        if rule != "none" and self.reps.count(key) >= 3:
            first = self.reps.first_index(key)
            if rule == "threefold":
                self.end_reason = EndReason.REPETITION
                self.log.append("the position has arisen three times: a draw (threefold, our reading)")
                return
            checks = self.gave_check[first:]
            if all(checks[0::2]) or all(checks[1::2]):
                self.end_reason = EndReason.REPETITION
                self.log.append("perpetual check: a draw (Foster 1914, Chess)")
                return
        if self.rules.move_count == "fifty-move" and self.pos.halfmove >= 100:
            self.end_reason = EndReason.MOVE_COUNT
            self.log.append("fifty moves a side without a capture or a pawn move: a draw (our reading)")
        elif self.count_from is not None and ply - self.count_from >= 100:
            self.end_reason = EndReason.MOVE_COUNT
            self.log.append(f"fifty moves a side since the claim, unmated: a draw ({LAWS.cite('Fifty-1')})")

    def undo(self) -> None:
        """Take back the last action (a move, a claim, an offer, a resignation); the state is
        as it was before it, position key included. Raises IllegalAction if none was taken."""
        if not self.history:
            raise IllegalAction("no action has been taken to undo")
        seat, action = self.history.pop()
        (self.end_reason, self.winner, self.count_from, self.draw_offer, self.constraint,
         nsans, nlog) = self._undo.pop()
        if action.verb == "move":
            self.pos.pop()
            self.reps.pop()
            del self.sans[nsans:], self.gave_check[nsans:]
        del self.log[nlog:]
        while self.rulings and self.rulings[-1].step > len(self.history):
            self.rulings.pop()

    def clone(self):
        twin = object.__new__(type(self))
        twin.__dict__.update(self.__dict__)
        twin.pos = self.pos.copy()
        twin.reps = self.reps.copy()
        twin.sans, twin.gave_check = list(self.sans), list(self.gave_check)
        twin.history, twin.log, twin.rulings, twin._undo = (list(self.history), list(self.log),
                                                            list(self.rulings), list(self._undo))
        twin.context = dict(self.context)
        twin._cache = None
        return twin

    # ----- notation ----------------------------------------------------------------------
    def _parse_action(self, text):
        t = text.strip()
        low = t.lower()
        if low in SPECIAL or low in ("draw", "claim fifty", "claim"):
            if low == "draw":
                return Action("accept-draw" if self.draw_offer == 1 - self.seat_to_move else "offer-draw")
            return CLAIM if low.startswith("claim") else Action(low)
        if low.startswith("move "):
            t = t[5:].strip()
        if not t or len(t) > 12 or any(ord(c) > 127 for c in t):
            raise ActionParseError(f"{quote(text)} is not a chess move (write SAN like Nf3, O-O, e8=Q, "
                                   "or UCI like e2e4)")
        u = t.lower().replace("-", "")
        if _MOVE_WORD.match(u) and t[0] in "abcdefgh":
            return Action("move", (u,))         # UCI: checked against the laws by apply
        if self.end_reason is not None:
            raise ActionParseError("the game is over; no more moves are made")
        moves = self._moves()[0]
        m = self.pos.parse_move(t, moves)
        return Action("move", (self.pos.uci(m),))

    def _format_action(self, action):
        if action.verb == "move" and action.args:
            return str(action.args[0])
        return str(action)

    # ----- the end -------------------------------------------------------------------------
    def result_text(self):
        if self.end_reason is None:
            return None
        who = "drawn" if self.winner is None else f"{_colour(self.winner)} wins"
        return f"{who} by {self.end_reason.value} after {len(self.sans)} half-moves ({self.result()})"

    def position_key(self):
        return self.reps.keys[-1]

    # ----- views ---------------------------------------------------------------------------
    def board_view(self) -> dict:
        """The board in the common shape of :func:`hoyle.mechanics.board.board_view`: rank 8
        at the top, White's men in capitals, the last move's two squares."""
        rows = []
        for row in self.pos.fen().split()[0].split("/"):
            cells: list[str] = []
            for ch in row:
                cells += ["."] * int(ch) if ch.isdigit() else [ch]
            rows.append(cells)
        names = [[f"{f}{8 - r}" for f in "abcdefgh"] for r in range(8)]
        last = self._last() or ""
        return board_view(8, 8, rows, names, _PIECES, [last[:2], last[2:4]] if last else [],
                          "abcdefgh", [str(r) for r in range(8, 0, -1)])

    def _last(self) -> str | None:
        """The last move made in UCI (a pass of the odds of two moves skipped), or None."""
        for entry in reversed(self.pos.stack):
            if entry[0]:
                return self.pos.uci(entry[0])
        return None

    def view(self, seat):
        v = {"board": self.board_view(), "colours": ["White", "Black"], "fen": self.pos.fen(), "to_move": _colour(self.seat_to_move),
             "check": self.pos.in_check(), "moves": _movetext(self.sans, self.start_fen),
             "last": self._last(),
             "repeated": self.reps.count(self.reps.keys[-1])}
        if self.count_from is not None:
            v["count_left"] = max(0, 100 - (len(self.sans) - self.count_from))
        if self.draw_offer is not None:
            v["draw_offered_by"] = _colour(self.draw_offer)
        if self.constraint is not None:
            v["penalty"] = self._constraint_words()
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
        rows = []
        for row in fen.split()[0].split("/"):
            cells = []
            for ch in row:
                cells += ["."] * int(ch) if ch.isdigit() else [ch]
            rows.append(cells)
        marks = {}
        last = view.get("last")
        if isinstance(last, str) and len(last) >= 4:
            for sq in (last[:2], last[2:4]):
                marks[(8 - int(sq[1]), "abcdefgh".index(sq[0]))] = "*"
        lines = [draw_grid(rows, "abcdefgh", [str(r) for r in range(8, 0, -1)], marks)]
        lines.append("(White men in capitals; * marks the last move)")
        status = f"{view.get('to_move')} to move" + (", in check" if view.get("check") else "")
        if "end" in view:
            status = f"over: {view['end']} ({view.get('result')})"
        lines.append(status)
        if view.get("moves"):
            lines.append(f"moves: {view['moves']}")
        for k in ("count_left", "draw_offered_by", "penalty"):
            if k in view:
                lines.append(f"{k.replace('_', ' ')}: {view[k]}")
        if "end" not in view:
            lines.append("(also: resign, offer-draw, accept-draw)")
        return "\n".join(lines)

    # ----- the referee ---------------------------------------------------------------------
    def referee_calls(self):
        return ["touched-man", "touched-adverse-man", "false-move"]

    def referee(self, call, seat=None, **details):
        """Settle a law's penalty at a physical table.

        Calls (the offender is the side to move; ``seat`` must be that seat or None):

        * ``touched-man``, ``square="g1"``: he touched his own man; it must be moved, else
          the king; if the king cannot move, no penalty (law Penalties-2);
        * ``touched-adverse-man``, ``square="d5"``: he touched an opponent's man; he must take
          it if he can, else move his king; no penalty if the king cannot move (Penalties-4);
        * ``false-move``, ``move="e2e5"``, ``choice="man"|"king"|"rook"``: he made a move the laws do
          not allow (taken back); the opponent's choice binds his next move: a legal move of
          that man or a king move (Penalties-5); an illegal capture, an illegal castling, a
          move into check and an exposed king take the penalties of their own laws
          (Penalties-6, -7, -10, -11).

        Returns a :class:`Ruling` whose ``effect`` is ``{"bound": "from"|"to"|None, "squares":
        [...]}`` (the squares the next move must start from, or capture on). Raises
        IllegalAction (nothing changes) for an unknown call, a game over, a seat not to move,
        or details that do not fit.
        """
        if call not in self.referee_calls():
            return super().referee(call, seat, **details)
        if self.end_reason is not None:
            raise IllegalAction("the game is over; no penalty is claimed")
        if seat is not None and seat != self.seat_to_move:
            raise IllegalAction(f"a penalty falls on the side to move, seat {self.seat_to_move} "
                                f"({LAWS.cite('Penalties-1')})")
        moves = self._moves()[0]
        us = self.pos.side
        ksq = self.pos.king[us]
        king_moves = frozenset({ksq}) if any(m & 127 == ksq for m in moves) else None

        def sq_of(name):
            text = details.get(name)
            if not isinstance(text, str) or not re.fullmatch(r"[a-h][1-8]", text):
                raise IllegalAction(f"{call} needs {name}= a square such as e2, not {quote(repr(text))}")
            return parse_square(text)

        bound, squares, law, penalty = None, frozenset(), None, "none"
        if call == "touched-man":
            sq = sq_of("square")
            if self.pos.b[sq] * us <= 0:
                raise IllegalAction(f"no man of the side to move stands on {square_name(sq)}")
            law = LAWS.cite("Penalties-2")
            if any(m & 127 == sq for m in moves):
                bound, squares, penalty = "from", frozenset({sq}), f"move the man on {square_name(sq)}"
            elif king_moves:
                bound, squares, penalty = "from", king_moves, "the man cannot move: move the king"
        elif call == "touched-adverse-man":
            sq = sq_of("square")
            if self.pos.b[sq] * us >= 0:
                raise IllegalAction(f"no man of the opponent stands on {square_name(sq)}")
            law = LAWS.cite("Penalties-4")
            if any((m >> 7) & 127 == sq for m in moves):
                bound, squares, penalty = "to", frozenset({sq}), f"take the man on {square_name(sq)}"
            elif king_moves:
                bound, squares, penalty = "from", king_moves, "it cannot be taken: move the king"
        else:
            text = details.get("move")
            choice = details.get("choice", "man")
            if not isinstance(text, str) or not _MOVE_WORD.match(text.lower()):
                raise IllegalAction(f"false-move needs move= the false move in UCI (e2e5), not {quote(repr(text))}")
            if choice not in ("man", "king", "rook"):
                raise IllegalAction(f"the opponent's choice is man, king or rook (castling), not {quote(repr(choice))}")
            text = text.lower()
            if text in self._moves()[1]:
                raise IllegalAction(f"{text} is a legal move: no false move to penalise")
            fr, to = parse_square(text[:2]), parse_square(text[2:4])
            p = self.pos.b[fr] * us
            if p <= 0:
                raise IllegalAction(f"no man of the side to move stands on {text[:2]}")
            why, lawno = self._why_false(text)
            code = lawno.rsplit("law ", 1)[-1].split(" ")[0] if lawno else "Penalties-5"
            if code == "Castling-1":
                code = "Penalties-7"
            elif code == "Penalties-5" and self.pos.b[to] * us < 0:
                code = "Penalties-6"
            if code == "Promotion-1":
                code = "Penalties-5"
            law = LAWS.cite(code)
            man = frozenset({fr}) if any(m & 127 == fr for m in moves) else None
            if code == "Penalties-7":           # the opponent directs: the king, or the rook
                rsq = fr + 3 if to > fr else fr - 4
                rook = frozenset(s for s in (rsq,) if 0 <= s < 128 and self.pos.b[s] == 4 * us
                                 and any(m & 127 == s for m in moves))
                pick = king_moves if choice == "king" or not rook else rook
                if pick:
                    bound, squares = "from", pick
                    penalty = "move the king" if pick == king_moves else "move the rook"
            elif code == "Penalties-6":
                caps = frozenset(m & 127 for m in moves if self.pos.b[(m >> 7) & 127] * us < 0)
                pick = king_moves if choice == "king" or not caps else caps
                if pick:
                    bound, squares = "from", pick
                    penalty = "move the king" if pick == king_moves else "make a legal capture"
            elif code == "Penalties-10":
                if choice == "king" and king_moves:
                    bound, squares, penalty = "from", king_moves, "the king goes elsewhere"
                else:
                    penalty = "the move is taken back and another made"
            else:                               # Penalties-5 and -11: that man, or the king
                pick = king_moves if choice == "king" or not man else man
                if pick:
                    bound, squares = "from", pick
                    penalty = "move the king" if pick == king_moves else f"a legal move of the man on {text[:2]}"
            penalty = penalty if bound or code == "Penalties-10" else "none: neither can be moved"
        if bound is not None:
            self.constraint = (bound, squares)
        ruling = Ruling(law=law or "", penalty=penalty,
                        effect={"bound": bound, "squares": sorted(square_name(s) for s in squares)})
        ruling = ruling.made(call, seat if seat is not None else self.seat_to_move, len(self.history), details,
                             seat_name=_colour(self.seat_to_move))
        self.rulings.append(ruling)
        self.log.append(f"referee: {ruling}")
        return ruling


_GLYPHS = dict(zip("KQRBNPkqrbnp", "♚♛♜♝♞♟♚♛♜♝♞♟"))     # solid shapes; the side gives the colour
_NAMES = {"k": "king", "q": "queen", "r": "rook", "b": "bishop", "n": "knight", "p": "pawn"}
_PIECES = {ch: {"side": 0 if ch.isupper() else 1, "king": ch in "Kk", "glyph": _GLYPHS[ch],
                "label": f"{'White' if ch.isupper() else 'Black'} {_NAMES[ch.lower()]}"} for ch in _GLYPHS}


def _colour(seat: int) -> str:
    return "White" if seat == 0 else "Black"


def _movetext(sans: list[str], start_fen: str) -> str:
    """The moves as PGN movetext (``1. e4 e5 2. Nf3``), numbered from the start position."""
    parts = start_fen.split()
    n = int(parts[5])
    black = parts[1] == "b"
    out = []
    for i, s in enumerate(sans):
        if not black:
            out.append(f"{n}. {s}")
        elif i == 0:
            out.append(f"{n}... {s}")
        else:
            out.append(s)
        if black:
            n += 1
        black = not black
    return " ".join(out)


# ----- PGN ---------------------------------------------------------------------------------
def to_pgn(state: ChessState, headers: dict[str, str] | None = None) -> str:
    """The game as PGN: the seven-tag roster (``Event``, ``Site``, ``Date``, ``Round``,
    ``White``, ``Black``, ``Result``; ``?`` where unknown), ``SetUp``/``FEN`` for a game from
    a set position, then ``headers``' own tags, the movetext and the result."""
    tags = {"Event": "?", "Site": "?", "Date": "????.??.??", "Round": "?", "White": "?", "Black": "?",
            "Result": state.result()}
    if state.start_fen != START_FEN:
        tags.update(SetUp="1", FEN=state.start_fen)
    for k, v in (headers or {}).items():
        if k != "Result":
            tags[k] = v
    head = "\n".join(f'[{k} "{str(v).replace(chr(92), chr(92) * 2).replace(chr(34), chr(92) + chr(34))}"]'
                     for k, v in tags.items())
    body = (_movetext(state.sans, state.start_fen) + " " + state.result()).strip()
    return f"{head}\n\n{body}\n"


_TAG = re.compile(r'^\[(\w+)\s+"((?:[^"\\]|\\.)*)"\]\s*$')


def from_pgn(text: str, rules: ChessRules | None = None,
             game: str | None = None) -> tuple[ChessState, dict[str, str]]:
    """Read one PGN game: ``(state, tags)``, the state after its moves (comments, NAGs,
    variations and move numbers skipped). A game given as resigned or agreed drawn in its
    result, and not over on the board, ends so.

    ``game``: the registered chess game the record is of (``"chess"`` by default;
    ``"chess-at-odds"`` with its ``rules``, e.g. ``OddsChessRules(odds="pawn-and-two-moves")``,
    whose receiver's second opening move follows Black's lost turn, written ``--``). A ``--``
    is read only where the game itself passes a turn.

    Raises:
        ActionParseError: a move that is not legal where it stands (the message says which),
            or a ``--`` where no turn is lost.
        SetupError: a FEN tag that is not a position (or, at odds, not the odds' array).
        UnknownGame: ``game`` is not registered.
    """
    if not isinstance(text, str) or len(text) > 1_000_000:
        raise ActionParseError("a PGN is text of at most 1,000,000 characters")
    tags, body = {}, []
    for line in text.splitlines():
        m = _TAG.match(line.strip())
        if m:
            tags[m.group(1)] = re.sub(r"\\(.)", r"\1", m.group(2))
        elif not line.startswith("%"):
            body.append(line)
    movetext = " ".join(body)
    movetext = re.sub(r"\{[^}]*\}|;[^\n]*", " ", movetext)
    while "(" in movetext:
        new = re.sub(r"\([^()]*\)", " ", movetext)
        if new == movetext:
            break
        movetext = new
    context = {"fen": tags["FEN"]} if "FEN" in tags else {}
    state_cls: type[ChessState] = ChessState
    if game is not None:
        from ...core.registry import get_game
        state_cls = get_game(game).state_cls
        if rules is None:
            rules = get_game(game).default_rules()
    state = state_cls(2, rules, None, context)
    result = "*"
    read = 0                                   # how many of state.sans the text has given
    for tok in movetext.split():
        tok = re.sub(r"^\d+\.+", "", tok)
        if not tok or tok.startswith("$") or re.fullmatch(r"\d+\.*", tok):
            continue
        if tok in ("1-0", "0-1", "1/2-1/2", "*"):
            result = tok
            break
        if tok in ("--", "Z0"):                # a null move: only where the game passed a turn
            if read < len(state.sans) and state.sans[read] == "--":
                read += 1
                continue
            raise ActionParseError(f"move {state.pos.fullmove}: {quote(tok)} (a lost turn) where no turn "
                                   "is lost; only a receiver of two moves at odds has one")
        if state.is_over:
            raise ActionParseError(f"{quote(tok)} comes after the game is over")
        try:
            state.apply(state.parse_action(tok))
            read = len(state.sans) - (1 if state.sans and state.sans[-1] == "--" else 0)
        except (IllegalAction, ActionParseError) as exc:
            dots = "." if state.pos.side == 1 else "..."
            raise ActionParseError(f"move {state.pos.fullmove}{dots} {quote(tok)}: {exc}") from None
    if not state.is_over and result in ("1-0", "0-1"):
        loser = 1 if result == "1-0" else 0
        state.end_reason, state.winner = EndReason.RESIGNATION, 1 - loser
    elif not state.is_over and result == "1/2-1/2":
        state.end_reason = EndReason.AGREEMENT
    return state, tags


# ----- the bot -----------------------------------------------------------------------------
#: standard centipawn values (our reading; the book's "Knight 3½, Bishop 5¼, Rook 9½, Queen 15"
#: pawns, §12.2, are kept as book data, not as an evaluation)
VALUES = (0, 100, 300, 325, 500, 900, 0)
_CENTRE = [0] * 128
for _s in range(128):
    if not _s & 0x88:
        _f, _r = _s & 7, _s >> 4
        _CENTRE[_s] = 6 - int(abs(3.5 - _f) + abs(3.5 - _r))


class _Search:
    """A chess :class:`~hoyle.mechanics.board.Searchable`: material and centralisation; the
    book's draws (stalemate, the move count run out) score 0."""

    def __init__(self, pos: Position, seen: frozenset[int] = frozenset(), seed: int | None = None):
        self.pos = pos
        self.seen = seen           # positions met before in the game: a return to one scores 0
        self.salt = None if seed is None else (seed * 0x9E3779B1) & 0xFFFFFFFF
        self._moves: dict[int, list[int]] = {}

    def moves(self):
        h = self.pos.hash
        ms = self._moves.get(h)
        if ms is None:
            b = self.pos.b
            ms = sorted(self.pos.legal_moves(), key=lambda m: -VALUES[abs(b[(m >> 7) & 127])] * 10
                        - ((m >> 14) & 7) * 100 + VALUES[abs(b[m & 127])] // 100)
            if len(self._moves) > 50_000:
                self._moves.clear()
            self._moves[h] = ms
        return ms

    def make(self, m):
        self.pos.push(m)

    def undo(self):
        self.pos.pop()

    def key(self):
        return self.pos.hash

    def terminal(self, plies):
        if self.pos.halfmove >= 100 or (plies and self.pos.hash in self.seen):
            return 0
        if not self.moves():
            return -(MATE - plies) if self.pos.in_check() else 0
        return None

    def evaluate(self):
        b, score = self.pos.b, 0
        for s in range(120):
            p = b[s]
            if p > 0:
                score += VALUES[p] + (_CENTRE[s] * 3 if p < 6 else 0)
            elif p < 0:
                score -= VALUES[-p] + (_CENTRE[s] * 3 if p > -6 else 0)
        if abs(score) >= 400:           # well ahead: drive the lone king to the edge, kings close
            weak = -1 if score > 0 else 1
            wk, sk = self.pos.king[weak], self.pos.king[-weak]
            edge = int(abs(3.5 - (wk & 7)) + abs(3.5 - (wk >> 4)))
            near = abs((wk & 7) - (sk & 7)) + abs((wk >> 4) - (sk >> 4))
            score += -weak * (edge * 20 + (14 - near) * 6)
        if self.salt is not None:       # a seeded bot: a few centipawns of taste per position
            score += ((self.pos.hash ^ self.salt) * 0x2545F491 >> 7) % 9 - 4
        return score * self.pos.side


class ChessSearchBot:
    """Alpha-beta search (:func:`hoyle.mechanics.board.search`) to ``depth`` plies or for
    ``seconds``. A return to a position met before in the game scores as a draw in the search, so
    the side ahead plays on and the side behind seeks the repetition. It claims the fifty-move
    count only when it is not ahead in men, the position having repeated, or when only kings and
    at most one minor man remain (the laws' "persistent repetition" and "doubtful endings")."""

    name = "search"

    def __init__(self, seat, seed=None, game=None, depth: int | None = 2, seconds: float | None = None):
        self.seat, self.depth, self.seconds, self.seed = seat, depth, seconds, seed
        self.seen: set[int] = set()
        self.last_move_no = 0

    def choose(self, view, legal):
        pos = Position(view["fen"])
        move_no = int(view["fen"].split()[-1])
        if move_no < self.last_move_no:          # a new game with the same bot
            self.seen.clear()
        self.last_move_no = move_no
        probe = _Search(pos, frozenset(self.seen), self.seed)
        self.seen.add(pos.hash)
        if CLAIM in legal:
            men = [abs(p) for p in pos.men()]
            dead = len(men) <= 3 and all(k in (2, 3, 6) for k in men)
            if dead or (view.get("repeated", 1) >= 2 and probe.evaluate() < -50):
                return CLAIM
        result = search(probe, depth=self.depth, seconds=self.seconds)
        if result.move is not None:
            act = Action("move", (pos.uci(result.move),))
            if act in legal:
                return act
        moves = [a for a in legal if a.verb == "move"]
        return moves[0] if moves else legal[0]


register(GameInfo(
    slug="chess", title="Chess", family="board", min_players=2, max_players=2, default_players=2,
    state_cls=ChessState, rules_cls=ChessRules, information="perfect", chance="none", items=("board",),
    utility="zero-sum-points", bots={"search": ChessSearchBot},
    source="Foster 1914, seed 001 part 5, Chess and the Laws of Chess (Fifth American Chess Congress)",
    summary="Two armies of sixteen men on the 64 squares; a king checkmated loses. The Fifth "
            "American Chess Congress laws: the touched man, the false move, the fifty-move count.",
    aliases=("chess-foster",)))
