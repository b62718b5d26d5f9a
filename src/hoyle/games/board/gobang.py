"""Gobang, five in a row (Foster 1914, seed 001 part 6, "Gobang"; catalog 001_part6.md §3.3;
the Japanese board of 324 squares, seed 001 part 5, catalog 001_part5.md §12.1).

Two players place a man of their colour in turn on any empty square of a board of 361 squares
(19 by 19); the first to have five in a row, along a rank, a file or a diagonal, wins. Seat 0
plays Black and places first (the book draws lots for the first move: the seating is the lot).

The option ``size``: 19 (the book's 361 squares) or 18 (the 324-square board the book names for
the Japanese go-bang).

Our readings, where the book is silent: a row of more than five wins as five does (the free
game); a board filled with no row of five is drawn. Squares are written ``a1`` .. ``s19``,
files from the left, rows from the bottom.
"""

from __future__ import annotations

from dataclasses import dataclass

from ...core import GameInfo, Rules, option, register
from ...core.errors import SetupError
from ...mechanics.board import BoardSearchBot, EndReason, SidedBoardState, Zobrist, board_view

__all__ = ["GobangRules", "GobangPosition", "GobangState"]

SOURCE = "Foster 1914, seed 001 part 6, Gobang"
FILES = "abcdefghijklmnopqrs"
LETTERS = ".BW"
_ZOB = Zobrist(2, 361, ("second-to-move",), seed=3303)
LINES = ((0, 1), (1, 0), (1, 1), (1, -1))
_NAMES = {n: [FILES[s % n] + str(s // n + 1) for s in range(n * n)] for n in (18, 19)}


@dataclass(frozen=True)
class GobangRules(Rules):
    size: int = option(19, "squares along a side: 19 (the book's 361) or 18 (the Japanese "
                       "board of 324)", f"{SOURCE} (361 squares); 18: seed 001 part 5, the "
                       "history of the board games (Japanese go-bang)", choices=(19, 18))


class GobangPosition:
    """The board (``n * n`` squares, index = row * n + file, row 0 at the bottom; 0 empty, 1
    Black, 2 White), the side to move, the squares placed in order, and the winner if a row of
    five has been made."""

    def __init__(self, rules: GobangRules | None = None, n: int | None = None):
        self.n = n or (rules.size if rules is not None else 19)
        self.b = [0] * (self.n * self.n)
        self.side = 0
        self.stack: list[tuple[int, int | None]] = []     # (square, the winner before)
        self.won: int | None = None
        self.hash = 0

    def copy(self) -> "GobangPosition":
        twin = object.__new__(GobangPosition)
        twin.__dict__.update(self.__dict__)
        twin.b, twin.stack = list(self.b), list(self.stack)
        return twin

    def name(self, sq: int) -> str:
        return _NAMES[self.n][sq]

    def square(self, text: str) -> int:
        return (int(text[1:]) - 1) * self.n + FILES.index(text[0])

    # ----- moves -----------------------------------------------------------------------
    def moves(self) -> list[str]:
        if self.result() is not None:
            return []
        names = _NAMES[self.n]
        return [names[s] for s, p in enumerate(self.b) if not p]

    def is_legal(self, text: str) -> bool:
        return self.won is None and self.read(text) is not None and not self.b[self.square(text)]

    def run(self, sq: int, me: int, dr: int, dc: int) -> int:
        """How many men of ``me`` stand in a line through ``sq`` along (dr, dc), ``sq`` counted."""
        n, r0, c0, count = self.n, sq // self.n, sq % self.n, 1
        for sign in (1, -1):
            r, c = r0 + sign * dr, c0 + sign * dc
            while 0 <= r < n and 0 <= c < n and self.b[r * n + c] == me:
                count += 1
                r, c = r + sign * dr, c + sign * dc
        return count

    def make(self, text: str) -> None:
        sq = self.square(text)
        me = self.side + 1
        self.stack.append((sq, self.won))
        self.b[sq] = me
        self.hash ^= _ZOB.man(me - 1, sq) ^ _ZOB.extra("second-to-move")
        if self.won is None and any(self.run(sq, me, dr, dc) >= 5 for dr, dc in LINES):
            self.won = self.side
        self.side = 1 - self.side

    def undo(self) -> None:
        sq, self.won = self.stack.pop()
        self.side = 1 - self.side
        self.b[sq] = 0
        self.hash ^= _ZOB.man(self.side, sq) ^ _ZOB.extra("second-to-move")

    def key(self) -> int:
        return self.hash

    def result(self):
        if self.won is not None:
            return (EndReason.ROW, self.won)
        if len(self.stack) == len(self.b):
            return (EndReason.NO_MOVES, None)
        return None

    # ----- the bot's view of the board ------------------------------------------------------
    def _near(self) -> list[int]:
        n = self.n
        if not self.stack:
            return [(n // 2) * n + n // 2]
        out = set()
        for sq, _ in self.stack:
            r0, c0 = divmod(sq, n)
            for r in range(max(0, r0 - 1), min(n, r0 + 2)):
                for c in range(max(0, c0 - 1), min(n, c0 + 2)):
                    if not self.b[r * n + c]:
                        out.add(r * n + c)
        return sorted(out)

    def _local(self, sq: int, me: int) -> int:
        score = 0
        for dr, dc in LINES:
            k = self.run(sq, me, dr, dc)
            score += 10 ** min(k, 5)
        return score

    def search_moves(self) -> list[str]:
        """The squares next to a man, best first by the rows they make or break (at most 8)."""
        if self.result() is not None:
            return []
        me, foe = self.side + 1, 2 - self.side
        scored = sorted(((max(self._local(s, me), self._local(s, foe)), s) for s in self._near()), reverse=True)
        return [self.name(s) for _, s in scored[:8]]

    def evaluate(self) -> int:
        me, foe = self.side + 1, 2 - self.side
        near = self._near()
        return max((self._local(s, me) for s in near), default=0) - \
            2 * max((self._local(s, foe) for s in near), default=0) // 3

    # ----- text ------------------------------------------------------------------------------
    def board(self) -> dict:
        n = self.n
        rows = range(n - 1, -1, -1)
        cells = [[LETTERS[self.b[r * n + c]] for c in range(n)] for r in rows]
        names = [[self.name(r * n + c) for c in range(n)] for r in rows]
        last = [self.name(self.stack[-1][0])] if self.stack else []
        return board_view(n, n, cells, names, {"B": {"side": 0, "king": False, "label": "Black"},
                                               "W": {"side": 1, "king": False, "label": "White"}},
                          last, FILES[:n], [str(r + 1) for r in rows], "points")

    def serial(self) -> str:
        """``19:`` (the size), then the squares placed in order (``j10 k10 ...``)."""
        return f"{self.n}:" + " ".join(self.name(s) for s, _ in self.stack)

    @classmethod
    def from_serial(cls, text: str, rules=None) -> "GobangPosition":
        head, _, rest = text.partition(":") if isinstance(text, str) else ("", "", "")
        if head not in ("18", "19"):
            raise SetupError("a gobang position is the size (18 or 19), a colon, and the squares "
                             "placed in order (19: j10 k10)")
        pos = cls(n=int(head))
        for t in rest.split():
            if pos.read(t) is None or t not in pos.moves():
                raise SetupError(f"the position's {t[:8]!r} is not an empty square while the game goes on")
            pos.make(t)
        return pos

    def read(self, text: str) -> str | None:
        if 2 <= len(text) <= 3 and text[0] in FILES[:self.n] and text[1:].isdigit() and text[1] != "0" \
                and 1 <= int(text[1:]) <= self.n:
            return text
        return None

    def why(self, text: str) -> tuple[str, str | None]:
        return (f"{text} is already taken", SOURCE)


class GobangState(SidedBoardState):
    """One game of gobang (see the module docstring)."""

    rules_cls = GobangRules
    position_cls = GobangPosition
    colours = ("Black", "White")
    notation = "a gobang move (a square such as j10)"
    search_depth = 2


register(GameInfo(
    slug="gobang", title="Gobang (five in a row)", family="board", min_players=2, max_players=2,
    default_players=2, state_cls=GobangState, rules_cls=GobangRules, information="perfect",
    chance="none", items=("board",), utility="zero-sum-points", bots={"search": BoardSearchBot},
    source=f"{SOURCE} (catalog 001_part6.md §3.3)",
    summary="Men placed in turn on a board of 361 squares; the first with five in a row wins.",
    aliases=("go-bang",)))
