"""Checkers positions: the 32 playing squares, the men and kings, move generation and perft.

The squares are numbered 1 to 32 as the book numbers them (Foster 1914, seed 001 part 6,
Checkers, notation; catalog 001_part6.md §1.3): Black's men start on 1-12 and move toward the
higher numbers, White's on 21-32 toward the lower. Row ``r`` (0 at Black's side) holds squares
``4r+1 .. 4r+4``; on the even rows they stand on columns 1, 3, 5, 7, on the odd rows on columns
0, 2, 4, 6 (so 1 goes to 5 or 6, 5 only to 9, 12 only to 16, as in the book's openings).

A board is a list of 33 ints (index 0 unused): 0 empty, 1 a Black man, 2 a Black king, -1 a
White man, -2 a White king. The side to move is 1 (Black) or -1 (White). A move is a
:class:`Move`: the squares the piece stands on in turn (``path``), the squares of the men it
jumps (``taken``; empty for a plain move) and whether it is crowned.

Our readings where the book is silent (each said where it is used):

* a jump once begun is carried on while the piece can jump again (the book: "multiple jumps in
  one move ... while empty squares follow"); the move list holds only finished jump sequences;
* a man jumped stays on the board until the move ends: it cannot be jumped twice and no piece
  lands on its square (the common reading of the English game with kings of one step);
* the captures that differ only in their path are distinct moves (a perft counts each).
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from ...core.errors import SetupError
from ...mechanics.board import Zobrist

__all__ = ["Board", "Move", "START", "BLACK", "WHITE", "square_rc", "rc_square", "parse_fen", "SYSTEMS",
           "has_the_move"]

BLACK, WHITE = 1, -1
MAN, KING = 1, 2
#: the standard start: Black on 1-12, White on 21-32, Black to move (laws 5 and 7)
START = "B:W21,22,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,11,12"


def square_rc(s: int) -> tuple[int, int]:
    """Square 1..32 -> (row, column), row 0 at Black's side."""
    r, i = divmod(s - 1, 4)
    return r, 2 * i + 1 if r % 2 == 0 else 2 * i


def rc_square(r: int, c: int) -> int | None:
    """(row, column) -> square 1..32, or None off the board or on a light square."""
    if 0 <= r < 8 and 0 <= c < 8 and (r + c) % 2 == 1:
        return 4 * r + c // 2 + 1
    return None


_DIRS = ((1, -1), (1, 1), (-1, -1), (-1, 1))     # 0, 1: toward White (Black's forward); 2, 3: back
STEP: list[list[int | None]] = [[None] * 4 for _ in range(33)]
JUMP: list[list[int | None]] = [[None] * 4 for _ in range(33)]
for _s in range(1, 33):
    _r, _c = square_rc(_s)
    for _d, (_dr, _dc) in enumerate(_DIRS):
        STEP[_s][_d] = rc_square(_r + _dr, _c + _dc)
        if STEP[_s][_d] is not None:
            JUMP[_s][_d] = rc_square(_r + 2 * _dr, _c + 2 * _dc)
#: the directions each piece moves in: a Black man forward (0, 1), a White man (2, 3), kings all
PIECE_DIRS = {1: (0, 1), -1: (2, 3), 2: (0, 1, 2, 3), -2: (0, 1, 2, 3)}
#: the king row of each side: the far row (law 16)
KING_ROW = {BLACK: frozenset(range(29, 33)), WHITE: frozenset(range(1, 5))}

_ZOB = Zobrist(4, 33, ("white-to-move",), seed=1914)
_KIND = {1: 0, 2: 1, -1: 2, -2: 3}


@dataclass(frozen=True)
class Move:
    """One move: ``path`` (the squares stood on in turn, the start first), ``taken`` (the
    squares of the men jumped, in order) and ``crowns`` (a man reaching the far row)."""

    path: tuple[int, ...]
    taken: tuple[int, ...] = ()
    crowns: bool = False

    @property
    def is_capture(self) -> bool:
        return bool(self.taken)

    def text(self) -> str:
        """Standard notation: ``11-15``, a capture ``15x24``, a multi-jump ``15x24x31``."""
        return ("x" if self.taken else "-").join(str(s) for s in self.path)


def parse_fen(fen: str) -> tuple[list[int], int]:
    """A PDN FEN (``B:W21,22,K30:B1,K5``; ranges ``1-12`` also read) -> (board, side).

    Raises:
        SetupError: not a position in that form (the message says what is wrong).
    """
    if not isinstance(fen, str) or len(fen) > 400:
        raise SetupError("a checkers FEN is text such as B:W21,22:B1,K5")
    parts = [p.strip() for p in fen.strip().rstrip(".").split(":")]
    if len(parts) != 3 or parts[0].upper() not in ("B", "W"):
        raise SetupError(f"{fen[:40]!r} is not a checkers FEN (side:Wsquares:Bsquares)")
    side = BLACK if parts[0].upper() == "B" else WHITE
    board = [0] * 33
    seen_colours = set()
    for part in parts[1:]:
        if not part or part[0].upper() not in ("B", "W"):
            raise SetupError(f"{part[:20]!r}: each list begins with W or B")
        colour = BLACK if part[0].upper() == "B" else WHITE
        seen_colours.add(colour)
        for item in filter(None, (x.strip() for x in part[1:].split(","))):
            king = item[0].upper() == "K"
            body = item[1:] if king else item
            m = re.fullmatch(r"(\d{1,2})(?:-(\d{1,2}))?", body)
            if not m:
                raise SetupError(f"{item[:10]!r} is not a square 1 to 32")
            lo = int(m.group(1))
            hi = int(m.group(2) or lo)
            for s in range(lo, hi + 1):
                if not 1 <= s <= 32:
                    raise SetupError(f"{s} is not a square 1 to 32")
                if board[s]:
                    raise SetupError(f"square {s} is given twice")
                if not king and s in KING_ROW[colour]:
                    raise SetupError(f"a {'Black' if colour == 1 else 'White'} man cannot stand on "
                                     f"{s}, his king row (it would be crowned)")
                board[s] = colour * (KING if king else MAN)
    if seen_colours != {BLACK, WHITE}:
        raise SetupError("a checkers FEN lists the White and the Black pieces")
    counts = [sum(1 for p in board if p * c > 0) for c in (BLACK, WHITE)]
    if max(counts) > 12:
        raise SetupError("each side has at most 12 pieces (law 5)")
    return board, side


class Board:
    """A checkers position with make (``push``) and undo (``pop``) and an incremental Zobrist
    key (``hash``: the pieces and the side to move). ``Board(fen)``; see :func:`parse_fen`."""

    def __init__(self, fen: str = START):
        self.b, self.side = parse_fen(fen)
        self.hash = self._full_hash()
        self.stack: list[tuple[Move, tuple[int, ...], int, int]] = []

    def copy(self) -> "Board":
        twin = object.__new__(Board)
        twin.b, twin.side, twin.hash, twin.stack = list(self.b), self.side, self.hash, list(self.stack)
        return twin

    def _full_hash(self) -> int:
        h = 0 if self.side == BLACK else _ZOB.extra("white-to-move")
        for s in range(1, 33):
            if self.b[s]:
                h ^= _ZOB.man(_KIND[self.b[s]], s)
        return h

    def fen(self) -> str:
        """The position as a PDN FEN: ``B:W21,...,K30:B1,...`` (kings marked K)."""
        def side(c):
            return ",".join(("K" if abs(self.b[s]) == KING else "") + str(s)
                            for s in range(1, 33) if self.b[s] * c > 0)
        return f"{'B' if self.side == BLACK else 'W'}:W{side(WHITE)}:B{side(BLACK)}"

    # ----- moves ---------------------------------------------------------------------------
    def captures(self, only: int | None = None) -> list[Move]:
        """Every finished jump sequence of the side to move (of the piece on ``only`` if given)."""
        b, side = self.b, self.side
        out: list[Move] = []
        for s in (range(1, 33) if only is None else (only,)):
            p = b[s]
            if p * side <= 0:
                continue
            b[s] = 0                        # the piece has left its square while it jumps
            self._jumps(s, p, (s,), (), out)
            b[s] = p
        return out

    def _jumps(self, s, p, path, taken, out) -> None:
        b, found = self.b, False
        for d in PIECE_DIRS[p]:
            land = JUMP[s][d]
            if land is None or b[land]:
                continue
            over = STEP[s][d]
            if b[over] * p >= 0 or over in taken:
                continue
            found = True
            if abs(p) == MAN and land in KING_ROW[1 if p > 0 else -1]:
                out.append(Move(path + (land,), taken + (over,), True))    # crowning ends the move
            else:
                self._jumps(land, p, path + (land,), taken + (over,), out)
        if not found and taken:
            out.append(Move(path, taken, False))

    def plain_moves(self) -> list[Move]:
        """Every move of one step (no capture) of the side to move."""
        b, side = self.b, self.side
        out: list[Move] = []
        for s in range(1, 33):
            p = b[s]
            if p * side <= 0:
                continue
            for d in PIECE_DIRS[p]:
                t = STEP[s][d]
                if t is not None and not b[t]:
                    out.append(Move((s, t), (), abs(p) == MAN and t in KING_ROW[side]))
        return out

    def legal_moves(self, compulsory: bool = True) -> list[Move]:
        """The moves of the side to move: with ``compulsory``, the captures if there are any,
        else the plain moves; without, both (the book's game, where a failure to take is
        answered by the huff, laws 14-15)."""
        caps = self.captures()
        if caps and compulsory:
            return caps
        return caps + self.plain_moves()

    def can_capture(self) -> frozenset[int]:
        """The squares of the side to move's pieces that have a capture (law 14's pieces that
        "could or should have captured")."""
        return frozenset(m.path[0] for m in self.captures())

    def push(self, m: Move) -> None:
        b = self.b
        fr, to = m.path[0], m.path[-1]
        p = b[fr]
        taken = tuple(b[s] for s in m.taken)
        self.stack.append((m, taken, p, self.hash))
        h = self.hash ^ _ZOB.man(_KIND[p], fr) ^ _ZOB.extra("white-to-move")
        b[fr] = 0
        for s in m.taken:
            h ^= _ZOB.man(_KIND[b[s]], s)
            b[s] = 0
        q = p * KING if m.crowns else p
        b[to] = q
        self.hash = h ^ _ZOB.man(_KIND[q], to)
        self.side = -self.side

    def pop(self) -> Move:
        m, taken, p, h = self.stack.pop()
        b = self.b
        b[m.path[-1]] = 0
        for s, q in zip(m.taken, taken):
            b[s] = q
        b[m.path[0]] = p
        self.hash = h
        self.side = -self.side
        return m

    def remove(self, s: int) -> int:
        """Take the piece off ``s`` (a huff); returns what stood there. Not a move: the side to
        move is unchanged and the stack is not touched (the caller keeps its own undo)."""
        p = self.b[s]
        self.hash ^= _ZOB.man(_KIND[p], s)
        self.b[s] = 0
        return p

    def put(self, s: int, p: int) -> None:
        """Put ``p`` back on the empty square ``s`` (undoing :meth:`remove`)."""
        self.b[s] = p
        self.hash ^= _ZOB.man(_KIND[p], s)

    def perft(self, depth: int) -> int:
        """The number of move sequences of ``depth`` plies (captures compulsory, as the
        published counts are)."""
        moves = self.legal_moves()
        if depth <= 1:
            return len(moves) if depth == 1 else 1
        n = 0
        for m in moves:
            self.push(m)
            n += self.perft(depth - 1)
            self.pop()
        return n

    def count(self, side: int) -> tuple[int, int]:
        """(men, kings) of ``side``."""
        return (sum(1 for p in self.b if p == side), sum(1 for p in self.b if p == side * KING))

    def rows(self) -> list[list[str]]:
        """The board as 8 rows of 8 cells, Black's side first: ``b``/``B`` a Black man/king,
        ``w``/``W`` White's, ``.`` an empty playing square, ``" "`` a light square."""
        out = [[" "] * 8 for _ in range(8)]
        for s in range(1, 33):
            r, c = square_rc(s)
            out[r][c] = {0: ".", 1: "b", 2: "B", -1: "w", -2: "W"}[self.b[s]]
        return out


#: the two "systems" of the theory of the move (Foster 1914, seed 001 part 6, checkers "the
#: move"; catalog 001_part6.md §1.6, O-3): each player's system is the four vertical files that
#: start from his own side of the board -- Black's the files of squares 1-4, White's those of
#: 29-32 (the catalog's reading of "four vertical rows from your own side")
SYSTEMS = {BLACK: frozenset(s for r in range(0, 8, 2) for s in range(4 * r + 1, 4 * r + 5)),
           WHITE: frozenset(s for r in range(1, 8, 2) for s in range(4 * r + 1, 4 * r + 5))}


def has_the_move(board: "Board") -> bool | None:
    """Whether the side to move "has the move" by the book's rule (O-3): with equal numbers on
    the board, count every piece of either colour standing in the mover's system; an odd count
    means he has it. ``None`` when the numbers are unequal (the theory applies only to equal
    forces). The book's rule for exchanges (how the move changes) is garbled in the source and
    is not modelled."""
    black = sum(1 for p in board.b if p * BLACK > 0)
    white = sum(1 for p in board.b if p * WHITE > 0)
    if black != white:
        return None
    mine = SYSTEMS[board.side]
    return sum(1 for sq in mine if board.b[sq]) % 2 == 1
