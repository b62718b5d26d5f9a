"""The chess position: legal moves with every special move, make and undo, FEN, SAN and UCI.

A :class:`Position` is a 0x88 board (square = 16 * rank + file, rank 0 = White's first rank;
a square is off the board when ``square & 0x88``), the side to move (``1`` White, ``-1``
Black), the castling rights, the en-passant square, the two move counters and a Zobrist key
(:class:`hoyle.mechanics.board.Zobrist`) kept up to date by :meth:`Position.push` and
:meth:`Position.pop`. Men are signed ints: pawn 1, knight 2, bishop 3, rook 4, queen 5,
king 6, positive for White, negative for Black.

A move is an int: ``from | to << 7 | promotion << 14 | flag << 17`` (flag 1 a double pawn
step, 2 an en-passant capture, 3 castling). :meth:`Position.legal_moves` lists the legal ones
(pins and checks found from the king's square, so most moves need no make-and-test); the
rules are the book's (Foster 1914, seed 001 part 5, "Chess" and the Laws of the Fifth
American Chess Congress: castling neither out of, through nor into check; en passant;
promotion to any man but a king). Errors in FEN, SAN or UCI text raise
:class:`hoyle.core.errors.ActionParseError` (moves) or :class:`hoyle.core.errors.SetupError`
(a position), with one line naming the reason.
"""

from __future__ import annotations

import re

from ...core.errors import ActionParseError, SetupError, quote
from ...mechanics.board import Zobrist

__all__ = ["Position", "START_FEN", "PAWN", "KNIGHT", "BISHOP", "ROOK", "QUEEN", "KING",
           "square_name", "parse_square", "move_from", "move_to", "move_promotion", "move_flag"]

START_FEN = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
PAWN, KNIGHT, BISHOP, ROOK, QUEEN, KING = 1, 2, 3, 4, 5, 6
LETTERS = " PNBRQK"
DOUBLE, EP, CASTLE = 1, 2, 3

N, S, E, W = 16, -16, 1, -1
ORTH = (N, S, E, W)
DIAG = (N + E, N + W, S + E, S + W)
KNIGHT_STEPS = (33, 31, 18, 14, -33, -31, -18, -14)
KING_STEPS = ORTH + DIAG
SQUARES = [r * 16 + f for r in range(8) for f in range(8)]
WK, WQ, BK, BQ = 1, 2, 4, 8
CASTLE_MASK = [15] * 128
CASTLE_MASK[0x04] = 15 & ~(WK | WQ)
CASTLE_MASK[0x07] = 15 & ~WK
CASTLE_MASK[0x00] = 15 & ~WQ
CASTLE_MASK[0x74] = 15 & ~(BK | BQ)
CASTLE_MASK[0x77] = 15 & ~BK
CASTLE_MASK[0x70] = 15 & ~BQ

ZOBRIST = Zobrist(13, 128, ["black", *(f"castle{i}" for i in range(16)), *(f"ep{f}" for f in range(8))])
_ZT = ZOBRIST.table
_ZBLACK = ZOBRIST.extra("black")
_ZCASTLE = [ZOBRIST.extra(f"castle{i}") for i in range(16)]
_ZEP = [ZOBRIST.extra(f"ep{f}") for f in range(8)]

_SAN = re.compile(r"^([NBRQK])?([a-h])?([1-8])?(x)?([a-h][1-8])(?:=?([NBRQnbrq]))?$")
_UCI = re.compile(r"^([a-h][1-8])[-x]?([a-h][1-8])([nbrqNBRQ])?$")


def square_name(sq: int) -> str:
    return "abcdefgh"[sq & 7] + "12345678"[sq >> 4]


def parse_square(text: str) -> int:
    return (ord(text[1]) - 49) * 16 + ord(text[0]) - 97


def move_from(m: int) -> int:
    return m & 127


def move_to(m: int) -> int:
    return (m >> 7) & 127


def move_promotion(m: int) -> int:
    return (m >> 14) & 7


def move_flag(m: int) -> int:
    return m >> 17


def _mv(fr: int, to: int, promo: int = 0, flag: int = 0) -> int:
    return fr | to << 7 | promo << 14 | flag << 17


class Position:
    """A chess position (see the module docstring); ``Position()`` is the initial array.

    Args:
        fen: a position in Forsyth-Edwards Notation (six fields; the last two may be left out).

    Raises:
        SetupError: the FEN is malformed, or the position is impossible to play (not one king
            a side, a pawn on the first or last rank, the side not to move in check).
    """

    __slots__ = ("b", "side", "castling", "ep", "halfmove", "fullmove", "king", "hash", "stack")

    def __init__(self, fen: str = START_FEN):
        self.stack: list[tuple] = []
        self._set_fen(fen)

    # ----- FEN -----------------------------------------------------------------------
    def _set_fen(self, fen: str) -> None:
        if not isinstance(fen, str) or len(fen) > 100:
            raise SetupError("a FEN is text of at most 100 characters")
        parts = fen.split()
        if len(parts) == 4:
            parts += ["0", "1"]
        if len(parts) != 6:
            raise SetupError(f"a FEN has six fields (placement, side, castling, en passant, "
                             f"halfmove clock, move number), not {len(parts)}: {quote(fen)}")
        place, side, castle, ep, half, full = parts
        b = [0] * 128
        rows = place.split("/")
        if len(rows) != 8:
            raise SetupError(f"a FEN's placement has eight ranks, not {len(rows)}: {quote(place)}")
        for i, row in enumerate(rows):
            r, f = 7 - i, 0
            for ch in row:
                if ch in "12345678":
                    f += int(ch)
                elif ch.upper() in "PNBRQK" and f < 8:
                    kind = " PNBRQK".index(ch.upper())
                    b[r * 16 + f] = kind if ch.isupper() else -kind
                    f += 1
                else:
                    raise SetupError(f"{quote(ch)} is not a man or a count of empty squares in the FEN rank {quote(row)}")
            if f != 8:
                raise SetupError(f"the FEN rank {quote(row)} has {f} squares, not 8")
        if side not in ("w", "b"):
            raise SetupError(f"the side to move is w or b, not {quote(side)}")
        rights = 0
        if castle != "-":
            for ch in castle:
                if ch not in "KQkq" or rights & {"K": WK, "Q": WQ, "k": BK, "q": BQ}[ch]:
                    raise SetupError(f"castling rights are some of KQkq or -, not {quote(castle)}")
                rights |= {"K": WK, "Q": WQ, "k": BK, "q": BQ}[ch]
        kings = {c: [s for s in SQUARES if b[s] == KING * c] for c in (1, -1)}
        if len(kings[1]) != 1 or len(kings[-1]) != 1:
            raise SetupError("a chess position has one king of each colour")
        if any(abs(b[s]) == PAWN for s in SQUARES if s >> 4 in (0, 7)):
            raise SetupError("no pawn stands on the first or the eighth rank")
        # a right needs its king and rook at home
        for bit, k, r, man in ((WK, 0x04, 0x07, 1), (WQ, 0x04, 0x00, 1), (BK, 0x74, 0x77, -1), (BQ, 0x74, 0x70, -1)):
            if rights & bit and (b[k] != KING * man or b[r] != ROOK * man):
                rights &= ~bit
        self.b = b
        self.side = 1 if side == "w" else -1
        self.castling = rights
        if ep == "-":
            self.ep = -1
        else:
            if not re.fullmatch(r"[a-h][36]", ep):
                raise SetupError(f"the en-passant square is on the third or sixth rank, not {quote(ep)}")
            self.ep = parse_square(ep)
            behind = self.ep - 16 * self.side
            if (self.ep >> 4) != (5 if self.side == 1 else 2) or b[behind] != -PAWN * self.side:
                self.ep = -1            # no pawn has just passed it: no right (as python-chess reads it)
        try:
            self.halfmove, self.fullmove = int(half), int(full)
        except ValueError:
            raise SetupError(f"the move counters are whole numbers, not {quote(half)} {quote(full)}") from None
        if self.halfmove < 0 or self.fullmove < 1 or self.halfmove > 10000 or self.fullmove > 10000:
            raise SetupError("the halfmove clock is 0 or more and the move number 1 or more (at most 10,000)")
        self.king = {1: kings[1][0], -1: kings[-1][0]}
        if self.attacked(self.king[-self.side], self.side):
            raise SetupError("the side not to move is in check: not a position of a game")
        self.hash = self._full_hash()

    def _full_hash(self) -> int:
        h = 0
        for s in SQUARES:
            p = self.b[s]
            if p:
                h ^= _ZT[p + 6][s]
        if self.side == -1:
            h ^= _ZBLACK
        h ^= _ZCASTLE[self.castling]
        if self.ep >= 0:
            h ^= _ZEP[self.ep & 7]
        return h

    def fen(self) -> str:
        """The position in FEN (the en-passant square written after every double step, as the
        FEN standard has it)."""
        rows = []
        for r in range(7, -1, -1):
            row, empty = "", 0
            for f in range(8):
                p = self.b[r * 16 + f]
                if p:
                    if empty:
                        row += str(empty)
                        empty = 0
                    row += LETTERS[p] if p > 0 else LETTERS[-p].lower()
                else:
                    empty += 1
            rows.append(row + (str(empty) if empty else ""))
        c = "".join(ch for bit, ch in ((WK, "K"), (WQ, "Q"), (BK, "k"), (BQ, "q")) if self.castling & bit) or "-"
        ep = square_name(self.ep) if self.ep >= 0 else "-"
        return f"{'/'.join(rows)} {'w' if self.side == 1 else 'b'} {c} {ep} {self.halfmove} {self.fullmove}"

    def copy(self) -> "Position":
        twin = Position.__new__(Position)
        twin.b, twin.side, twin.castling, twin.ep = list(self.b), self.side, self.castling, self.ep
        twin.halfmove, twin.fullmove, twin.king, twin.hash = self.halfmove, self.fullmove, dict(self.king), self.hash
        twin.stack = list(self.stack)
        return twin

    # ----- attacks -------------------------------------------------------------------
    def attacked(self, sq: int, by: int) -> bool:
        """Whether a man of colour ``by`` attacks square ``sq``."""
        b = self.b
        if by == 1:
            s = sq - 15
            if not s & 0x88 and b[s] == 1:
                return True
            s = sq - 17
            if not s & 0x88 and b[s] == 1:
                return True
        else:
            s = sq + 15
            if not s & 0x88 and b[s] == -1:
                return True
            s = sq + 17
            if not s & 0x88 and b[s] == -1:
                return True
        kn, kg = KNIGHT * by, KING * by
        for d in KNIGHT_STEPS:
            s = sq + d
            if not s & 0x88 and b[s] == kn:
                return True
        for d in KING_STEPS:
            s = sq + d
            if not s & 0x88 and b[s] == kg:
                return True
        r, q, bi = ROOK * by, QUEEN * by, BISHOP * by
        for d in ORTH:
            s = sq + d
            while not s & 0x88:
                p = b[s]
                if p:
                    if p == r or p == q:
                        return True
                    break
                s += d
        for d in DIAG:
            s = sq + d
            while not s & 0x88:
                p = b[s]
                if p:
                    if p == bi or p == q:
                        return True
                    break
                s += d
        return False

    def in_check(self) -> bool:
        return self.attacked(self.king[self.side], -self.side)

    def _pins_and_checks(self):
        """(pins: square -> the squares its man may go to along the pin; checks: list of
        (checker square, the squares that parry it: the checker's and those between))."""
        b, us = self.b, self.side
        ksq = self.king[us]
        pins, checks = {}, []
        for dirs, kinds in ((ORTH, (ROOK, QUEEN)), (DIAG, (BISHOP, QUEEN))):
            for d in dirs:
                s, own, line = ksq + d, -1, []
                while not s & 0x88:
                    p = b[s]
                    line.append(s)
                    if p:
                        if p * us > 0:
                            if own >= 0:
                                break
                            own = s
                        else:
                            if -p * us in kinds:
                                if own >= 0:
                                    pins[own] = set(line)
                                else:
                                    checks.append((s, set(line)))
                            break
                    s += d
        them = -us
        for d in KNIGHT_STEPS:
            s = ksq + d
            if not s & 0x88 and b[s] == KNIGHT * them:
                checks.append((s, {s}))
        for d in ((15, 17) if us == 1 else (-15, -17)):
            s = ksq + d
            if not s & 0x88 and b[s] == PAWN * them:
                checks.append((s, {s}))
        return pins, checks

    # ----- moves ---------------------------------------------------------------------
    def pseudo_moves(self) -> list[int]:
        """Moves by the men's powers, the king's safety not yet considered (castling only
        where the squares between are empty and the king passes no attacked square)."""
        b, us, out = self.b, self.side, []
        push = 16 * us
        start, last = (1, 7) if us == 1 else (6, 0)
        for fr in SQUARES:
            p = b[fr] * us
            if p <= 0:
                continue
            if p == PAWN:
                to = fr + push
                if not b[to]:
                    if to >> 4 == last:
                        out += [_mv(fr, to, k) for k in (QUEEN, ROOK, BISHOP, KNIGHT)]
                    else:
                        out.append(_mv(fr, to))
                        if fr >> 4 == start and not b[to + push]:
                            out.append(_mv(fr, to + push, 0, DOUBLE))
                for to in (fr + push - 1, fr + push + 1):
                    if to & 0x88:
                        continue
                    if b[to] * us < 0:
                        if to >> 4 == last:
                            out += [_mv(fr, to, k) for k in (QUEEN, ROOK, BISHOP, KNIGHT)]
                        else:
                            out.append(_mv(fr, to))
                    elif to == self.ep:
                        out.append(_mv(fr, to, 0, EP))
            elif p == KNIGHT or p == KING:
                for d in (KNIGHT_STEPS if p == KNIGHT else KING_STEPS):
                    to = fr + d
                    if not to & 0x88 and b[to] * us <= 0:
                        out.append(_mv(fr, to))
            else:
                dirs = ORTH if p == ROOK else DIAG if p == BISHOP else KING_STEPS
                for d in dirs:
                    to = fr + d
                    while not to & 0x88:
                        q = b[to] * us
                        if q > 0:
                            break
                        out.append(_mv(fr, to))
                        if q < 0:
                            break
                        to += d
        if self.castling:
            out += self._castles()
        return out

    def _castles(self) -> list[int]:
        b, us, out = self.b, self.side, []
        them = -us
        home = 0x00 if us == 1 else 0x70
        ks, qs = (WK, WQ) if us == 1 else (BK, BQ)
        k = home + 4
        if not (self.castling & (ks | qs)) or self.attacked(k, them):
            return out
        if self.castling & ks and not b[home + 5] and not b[home + 6] \
                and not self.attacked(home + 5, them) and not self.attacked(home + 6, them):
            out.append(_mv(k, home + 6, 0, CASTLE))
        if self.castling & qs and not b[home + 3] and not b[home + 2] and not b[home + 1] \
                and not self.attacked(home + 3, them) and not self.attacked(home + 2, them):
            out.append(_mv(k, home + 2, 0, CASTLE))
        return out

    def legal_moves(self) -> list[int]:
        """The legal moves of the side to move (an empty list: mate or stalemate)."""
        us, b = self.side, self.b
        ksq = self.king[us]
        pins, checks = self._pins_and_checks()
        them = -us
        out = []
        if len(checks) > 1:
            cand = [m for m in self.pseudo_moves() if m & 127 == ksq]
        else:
            cand = self.pseudo_moves()
        parry = checks[0][1] if checks else None
        for m in cand:
            fr = m & 127
            to = (m >> 7) & 127
            if fr == ksq:
                if m >> 17 == CASTLE:
                    out.append(m)            # _castles checked the king's squares
                    continue
                b[ksq] = 0                  # a slider's ray goes on through the king's old square
                safe = not self.attacked(to, them)
                b[ksq] = KING * us
                if safe:
                    out.append(m)
            elif m >> 17 == EP:
                self.push(m)
                ok = not self.attacked(self.king[us], them)
                self.pop()
                if ok:
                    out.append(m)
            else:
                if parry is not None and to not in parry:
                    continue
                pin = pins.get(fr)
                if pin is not None and to not in pin:
                    continue
                out.append(m)
        return out

    def push(self, m: int) -> None:
        """Make move ``m`` (legal: the caller's duty); :meth:`pop` takes it back."""
        b = self.b
        fr, to, promo, flag = m & 127, (m >> 7) & 127, (m >> 14) & 7, m >> 17
        piece = b[fr]
        cap = b[to]
        us = self.side
        h = self.hash
        self.stack.append((m, cap, self.castling, self.ep, self.halfmove, h))
        h ^= _ZT[piece + 6][fr]
        if cap:
            h ^= _ZT[cap + 6][to]
        b[fr] = 0
        if promo:
            b[to] = promo * us
        else:
            b[to] = piece
        h ^= _ZT[b[to] + 6][to]
        if flag == EP:
            cs = to - 16 * us
            h ^= _ZT[b[cs] + 6][cs]
            b[cs] = 0
        elif flag == CASTLE:
            if to & 7 == 6:
                rf, rt = to + 1, to - 1
            else:
                rf, rt = to - 2, to + 1
            rook = b[rf]
            b[rf] = 0
            b[rt] = rook
            h ^= _ZT[rook + 6][rf] ^ _ZT[rook + 6][rt]
        if piece * us == KING:
            self.king[us] = to
        if self.ep >= 0:
            h ^= _ZEP[self.ep & 7]
        if flag == DOUBLE:
            self.ep = (fr + to) >> 1
            h ^= _ZEP[self.ep & 7]
        else:
            self.ep = -1
        c = self.castling & CASTLE_MASK[fr] & CASTLE_MASK[to]
        if c != self.castling:
            h ^= _ZCASTLE[self.castling] ^ _ZCASTLE[c]
            self.castling = c
        self.halfmove = 0 if (cap or piece * us == PAWN) else self.halfmove + 1
        if us == -1:
            self.fullmove += 1
        self.side = -us
        self.hash = h ^ _ZBLACK

    def pop(self) -> int:
        """Take back the last move made with :meth:`push`; returns it."""
        m, cap, self.castling, self.ep, self.halfmove, self.hash = self.stack.pop()
        b = self.b
        fr, to, promo, flag = m & 127, (m >> 7) & 127, (m >> 14) & 7, m >> 17
        self.side = us = -self.side
        if us == -1:
            self.fullmove -= 1
        piece = PAWN * us if promo else b[to]
        b[fr] = piece
        b[to] = cap
        if flag == EP:
            b[to - 16 * us] = -PAWN * us
        elif flag == CASTLE:
            if to & 7 == 6:
                rf, rt = to + 1, to - 1
            else:
                rf, rt = to - 2, to + 1
            b[rf] = b[rt]
            b[rt] = 0
        if piece * us == KING:
            self.king[us] = fr
        return m

    def push_null(self) -> None:
        """Pass the move to the other side without moving a man (the odds of "two moves":
        the receiver's several moves count as one, Laws for odds games V); the en-passant
        right lapses. The side to move must not be in check. :meth:`pop_null` takes it back."""
        h = self.hash
        self.stack.append((0, 0, self.castling, self.ep, self.halfmove, h))
        if self.ep >= 0:
            h ^= _ZEP[self.ep & 7]
        self.ep = -1
        self.halfmove += 1
        if self.side == -1:
            self.fullmove += 1
        self.side = -self.side
        self.hash = h ^ _ZBLACK

    def pop_null(self) -> None:
        """Take back the pass made with :meth:`push_null`."""
        _, _, self.castling, self.ep, self.halfmove, self.hash = self.stack.pop()
        self.side = -self.side
        if self.side == -1:
            self.fullmove -= 1

    # ----- keys ----------------------------------------------------------------------
    def ep_capturable(self) -> bool:
        """Whether the side to move has a legal en-passant capture now (only then is the
        en-passant square part of the position, for repetition)."""
        if self.ep < 0:
            return False
        return any(m >> 17 == EP for m in self.legal_moves())

    def key(self, legal: list[int] | None = None) -> int:
        """The position's Zobrist key for repetition: men, side, castling rights, and the
        en-passant file only where a legal capture there exists (a position with an
        en-passant right nobody can use is the same position without it). ``legal``: the
        legal moves here, if the caller has them."""
        if self.ep < 0:
            return self.hash
        if legal is not None:
            capturable = any(m >> 17 == EP for m in legal)
        else:
            capturable = self.ep_capturable()
        if not capturable:
            return self.hash ^ _ZEP[self.ep & 7]
        return self.hash

    # ----- notation ------------------------------------------------------------------
    def uci(self, m: int) -> str:
        promo = (m >> 14) & 7
        return square_name(m & 127) + square_name((m >> 7) & 127) + (" pnbrq"[promo] if promo else "")

    def san(self, m: int, legal: list[int] | None = None) -> str:
        """Move ``m`` (legal here) in Standard Algebraic Notation, with ``+`` or ``#``."""
        text = self.san_base(m, legal)
        self.push(m)
        if self.in_check():
            text += "#" if not self.legal_moves() else "+"
        self.pop()
        return text

    def san_base(self, m: int, legal: list[int] | None = None) -> str:
        """As :meth:`san` without the ``+``/``#`` suffix (a caller that makes the move and
        lists the replies anyway adds it)."""
        if legal is None:
            legal = self.legal_moves()
        fr, to, promo, flag = m & 127, (m >> 7) & 127, (m >> 14) & 7, m >> 17
        kind = abs(self.b[fr])
        if flag == CASTLE:
            text = "O-O" if to & 7 == 6 else "O-O-O"
        elif kind == PAWN:
            text = ""
            if (fr & 7) != (to & 7):
                text = "abcdefgh"[fr & 7] + "x"
            text += square_name(to) + ("=" + LETTERS[promo] if promo else "")
        else:
            text = LETTERS[kind]
            rivals = [o for o in legal if o != m and (o >> 7) & 127 == to and abs(self.b[o & 127]) == kind]
            if rivals:
                same_file = any((o & 127) & 7 == fr & 7 for o in rivals)
                same_rank = any((o & 127) >> 4 == fr >> 4 for o in rivals)
                if not same_file:
                    text += "abcdefgh"[fr & 7]
                elif not same_rank:
                    text += "12345678"[fr >> 4]
                else:
                    text += square_name(fr)
            if self.b[to]:
                text += "x"
            text += square_name(to)
        return text

    def parse_move(self, text: str, legal: list[int] | None = None) -> int:
        """A move written in SAN (``Nf3``, ``exd5``, ``e8=Q``, ``O-O``, ``0-0-0``, with or
        without ``+``/``#``/``!``/``?``), UCI (``e2e4``, ``e7e8q``) or long algebraic
        (``e2-e4``, ``Ng1-f3``): the legal move it names here.

        Raises:
            ActionParseError: not a move in these notations, no legal move of that text, or
                an ambiguous one (the reason says which).
        """
        if legal is None:
            legal = self.legal_moves()
        raw = text
        t = text.strip().rstrip("+#!?").strip()
        if t in ("O-O", "0-0", "o-o", "O-O-O", "0-0-0", "o-o-o"):
            long = len(t) == 5
            for m in legal:
                if m >> 17 == CASTLE and ((m >> 7) & 7) == (2 if long else 6):
                    return m
            raise ActionParseError(f"{quote(raw)}: castling {'on the queen' if long else 'on the king'}'s side "
                                   "is not legal now (laws: king and rook unmoved, squares between empty, "
                                   "the king not in check nor passing or landing on an attacked square)")
        u = _UCI.match(t) if len(t) <= 6 else None
        if u is None and len(t) >= 5 and t[0] in "NBRQK":
            u = _UCI.match(t[1:])
            if u is not None and abs(self.b[parse_square(u.group(1))]) != " PNBRQK".index(t[0]):
                u = None
        if u is not None:
            fr, to = parse_square(u.group(1)), parse_square(u.group(2))
            promo = " pnbrq".index(u.group(3).lower()) if u.group(3) else 0
            for m in legal:
                if m & 127 == fr and (m >> 7) & 127 == to and (m >> 14) & 7 == promo:
                    return m
            if self.b[fr] * self.side > 0 and abs(self.b[fr]) == PAWN and (to >> 4) in (0, 7) and not promo:
                raise ActionParseError(f"{quote(raw)}: a pawn reaching the last rank is promoted: add the man, e.g. {u.group(1)}{u.group(2)}q")
            raise ActionParseError(f"{quote(raw)} is not a legal move now")
        s = _SAN.match(t)
        if s is None:
            raise ActionParseError(f"{quote(raw)} is not a chess move (write SAN like Nf3, exd5, e8=Q, O-O, or UCI like e2e4)")
        letter, ff, fr_rank, _, dest, promo = s.groups()
        kind = " PNBRQK".index(letter) if letter else PAWN
        to = parse_square(dest)
        pk = " pnbrq".index(promo.lower()) if promo else 0
        hits = []
        for m in legal:
            fr = m & 127
            if (m >> 7) & 127 != to or abs(self.b[fr]) != kind or (m >> 14) & 7 != pk:
                continue
            if ff and "abcdefgh"[fr & 7] != ff:
                continue
            if fr_rank and "12345678"[fr >> 4] != fr_rank:
                continue
            if kind == PAWN and not ff and (fr & 7) != (to & 7):
                continue                  # a pawn capture names its file: exd5
            hits.append(m)
        if len(hits) == 1:
            return hits[0]
        if len(hits) > 1:
            raise ActionParseError(f"{quote(raw)} is ambiguous: it may be {', '.join(self.san(m, legal) for m in hits)}")
        if kind == PAWN and (to >> 4) in (0, 7) and not pk:
            raise ActionParseError(f"{quote(raw)}: a pawn reaching the last rank is promoted: write e.g. {dest}=Q")
        raise ActionParseError(f"{quote(raw)} is not a legal move now")

    # ----- counting --------------------------------------------------------------------
    def perft(self, depth: int) -> int:
        """The number of legal move sequences of ``depth`` plies (leaf nodes), the standard
        check of a move generator."""
        if depth <= 0:
            return 1
        moves = self.legal_moves()
        if depth == 1:
            return len(moves)
        n = 0
        for m in moves:
            self.push(m)
            n += self.perft(depth - 1)
            self.pop()
        return n

    def men(self) -> dict[int, int]:
        """How many men of each signed kind stand on the board."""
        out: dict[int, int] = {}
        for s in SQUARES:
            p = self.b[s]
            if p:
                out[p] = out.get(p, 0) + 1
        return out
