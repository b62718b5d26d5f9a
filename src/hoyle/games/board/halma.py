"""Halma (Foster 1914, seed 001 part 6, "Halma"; catalog 001_part6.md §3.2).

A board of 256 squares (16 by 16); each player has 19 men of his colour in a fenced corner,
his yard. A man moves one square in any of the eight directions, like a chess king, or jumps
over any man next to it (his own or the other's) into the empty square beyond, and may go on
jumping from there in the same move, in any direction; nothing is taken. The first to bring
all his men into the other's yard wins. Seat 0 plays Black from the yard at a1, seat 1 White
from the yard at p16.

Our readings, where the book is silent ("special rules come with every set"):

* **the yards**: the 19 squares of the usual two-handed set, rows of 5, 5, 4, 3 and 2 from
  the corner (the squares whose file and row, counted from the corner, add to five or less,
  neither more than four);
* **a move is named by its two ends** (``a1-c3``): a step, or a chain of jumps by any path
  joining them (the path taken does not change the position);
* **a man left in his own yard cannot spoil the game**: a player wins when every square of the
  other's yard is filled and at least one of his men is among them (the common guard of the
  game's modern rules);
* **the move-count law** (option ``move_limit``): a game unwon after so many moves of each
  side is drawn.
"""

from __future__ import annotations

from dataclasses import dataclass

from ...core import GameInfo, Rules, option, register
from ...core.errors import SetupError
from ...mechanics.board import BoardSearchBot, EndReason, SidedBoardState, Zobrist, board_view

__all__ = ["HalmaRules", "HalmaPosition", "HalmaState", "YARDS"]

SOURCE = "Foster 1914, seed 001 part 6, Halma"
N = 16
FILES = "abcdefghijklmnop"
LETTERS = ".BW"
_ZOB = Zobrist(2, N * N, ("second-to-move",), seed=3202)
DIRS = [(-1, -1), (-1, 0), (-1, 1), (0, -1), (0, 1), (1, -1), (1, 0), (1, 1)]
_CORNER = [(r, c) for r in range(5) for c in range(5) if r + c <= 5]
#: the yards: seat 0's at a1 (row 0 is row 1 of the notation), seat 1's at p16
YARDS = (frozenset(r * N + c for r, c in _CORNER), frozenset((N - 1 - r) * N + (N - 1 - c) for r, c in _CORNER))
STEPS = [[(r + dr) * N + c + dc for dr, dc in DIRS if 0 <= r + dr < N and 0 <= c + dc < N]
         for r in range(N) for c in range(N)]
JUMPS = [[((r + dr) * N + c + dc, (r + 2 * dr) * N + c + 2 * dc) for dr, dc in DIRS
          if 0 <= r + 2 * dr < N and 0 <= c + 2 * dc < N] for r in range(N) for c in range(N)]
NAMES = [FILES[s % N] + str(s // N + 1) for s in range(N * N)]
INDEX = {n: i for i, n in enumerate(NAMES)}


@dataclass(frozen=True)
class HalmaRules(Rules):
    move_limit: int = option(200, "moves of each side after which an unwon game is drawn",
                             "our reading: the book gives no end but the win (seed 001 part 6, Halma)",
                             minimum=20, maximum=1000)


class HalmaPosition:
    """The 256 squares (0 empty, 1 Black, 2 White; index = row * 16 + file, row 0 at the
    bottom), the side to move, the plies played and their limit, the undo stack."""

    def __init__(self, rules: HalmaRules | None = None, limit: int | None = None):
        self.b = [0] * (N * N)
        for s in YARDS[0]:
            self.b[s] = 1
        for s in YARDS[1]:
            self.b[s] = 2
        self.side = 0
        self.limit = limit if limit is not None else 2 * (rules or HalmaRules()).move_limit
        self.stack: list[tuple[int, int]] = []
        self.hash = self._full_hash()
        self._cache = None

    def _full_hash(self) -> int:
        h = _ZOB.extra("second-to-move") if self.side else 0
        for s, p in enumerate(self.b):
            if p:
                h ^= _ZOB.man(p - 1, s)
        return h

    def copy(self) -> "HalmaPosition":
        twin = object.__new__(HalmaPosition)
        twin.__dict__.update(self.__dict__)
        twin.b, twin.stack, twin._cache = list(self.b), list(self.stack), None
        return twin

    def reach(self, f: int) -> set[int]:
        """The squares the man on ``f`` may end on: a step, or any chain of jumps."""
        b = self.b
        out = {t for t in STEPS[f] if not b[t]}
        seen, todo = {f}, [f]
        while todo:
            s = todo.pop()
            for over, to in JUMPS[s]:
                if b[over] and over != f and not b[to] and to not in seen:
                    seen.add(to)
                    todo.append(to)
        return out | (seen - {f})

    def _pairs(self) -> list[tuple[int, int]]:
        me = self.side + 1
        return [(f, t) for f in range(N * N) if self.b[f] == me for t in sorted(self.reach(f))]

    def moves(self) -> list[str]:
        key = (self.hash, len(self.stack))
        if self._cache is not None and self._cache[0] == key:
            return self._cache[1]
        out = [] if self.result() is not None else [f"{NAMES[f]}-{NAMES[t]}" for f, t in self._pairs()]
        self._cache = (key, out)
        return out

    def is_legal(self, text: str) -> bool:
        f, _, t = text.partition("-")
        return (self.result() is None and f in INDEX and t in INDEX and self.b[INDEX[f]] == self.side + 1
                and INDEX[t] in self.reach(INDEX[f]))

    def make(self, text: str) -> None:
        f, _, t = text.partition("-")
        frm, to = INDEX[f], INDEX[t]
        me = self.b[frm]
        self.b[frm], self.b[to] = 0, me
        self.hash ^= _ZOB.man(me - 1, frm) ^ _ZOB.man(me - 1, to) ^ _ZOB.extra("second-to-move")
        self.stack.append((frm, to))
        self.side = 1 - self.side

    def undo(self) -> None:
        frm, to = self.stack.pop()
        me = self.b[to]
        self.b[to], self.b[frm] = 0, me
        self.hash ^= _ZOB.man(me - 1, frm) ^ _ZOB.man(me - 1, to) ^ _ZOB.extra("second-to-move")
        self.side = 1 - self.side

    def key(self) -> int:
        return self.hash

    def home(self, seat: int) -> bool:
        """Whether ``seat`` has reached the other's yard: all of it filled, one of his among them."""
        goal = YARDS[1 - seat]
        return all(self.b[s] for s in goal) and any(self.b[s] == seat + 1 for s in goal)

    def result(self):
        for seat in (1 - self.side, self.side):
            if self.home(seat):
                return (EndReason.HOME, seat)
        if len(self.stack) >= self.limit:
            return (EndReason.MOVE_COUNT, None)
        return None

    def evaluate(self) -> int:
        score = 0
        for s, p in enumerate(self.b):
            if p:
                r, c = divmod(s, N)
                progress = r + c if p == 1 else 2 * (N - 1) - r - c
                gain = progress * 10 - abs(r - c) + (30 if s in YARDS[2 - p] else 0)
                score += gain if p == 1 else -gain
        return score if self.side == 0 else -score

    # ----- text --------------------------------------------------------------------------
    def board(self) -> dict:
        rows = range(N - 1, -1, -1)
        cells = [[LETTERS[self.b[r * N + c]] for c in range(N)] for r in rows]
        names = [[NAMES[r * N + c] for c in range(N)] for r in rows]
        last = [NAMES[x] for x in self.stack[-1]] if self.stack else []
        return board_view(N, N, cells, names, {"B": {"side": 0, "king": False, "label": "Black"},
                                               "W": {"side": 1, "king": False, "label": "White"}},
                          last, FILES, [str(r + 1) for r in rows])

    def serial(self) -> str:
        """``B:`` (the side to move), 256 squares of ``. B W`` (row 1 first), ``:`` the plies
        played and ``/`` the limit (``B:BBBBB...:0/400``)."""
        return f"{'BW'[self.side]}:{''.join(LETTERS[p] for p in self.b)}:{len(self.stack)}/{self.limit}"

    @classmethod
    def from_serial(cls, text: str, rules=None) -> "HalmaPosition":
        try:
            side, sq, count = text.split(":")
            played, limit = (int(x) for x in count.split("/"))
            ok = side in ("B", "W") and len(sq) == N * N and all(ch in LETTERS for ch in sq) \
                and 0 <= played < limit <= 2000 and sq.count("B") == sq.count("W") == 19
        except (ValueError, AttributeError):
            ok = False
        if not ok:
            raise SetupError("a halma position is B: or W:, 256 squares of . B W with 19 of each, "
                             "and the plies played / the limit (B:....:0/400)")
        pos = cls(limit=limit)
        pos.side, pos.b = "BW".index(side), [LETTERS.index(ch) for ch in sq]
        pos.stack = [(-1, -1)] * played           # the plies before the set position: count only
        pos.hash = pos._full_hash()
        return pos

    def read(self, text: str) -> str | None:
        f, dash, t = text.partition("-")
        return text if dash and f in INDEX and t in INDEX else None

    def why(self, text: str) -> tuple[str, str | None]:
        f, _, t = text.partition("-")
        if self.b[INDEX[f]] != self.side + 1:
            return (f"{text}: no man of yours stands on {f}", None)
        if self.b[INDEX[t]]:
            return (f"{text}: {t} is not empty", SOURCE)
        return (f"{text}: a man steps to a square next to it or jumps over a man next to it, "
                "square by square", SOURCE)


class HalmaState(SidedBoardState):
    """One game of halma (see the module docstring)."""

    rules_cls = HalmaRules
    position_cls = HalmaPosition
    colours = ("Black", "White")
    notation = "a halma move (from-to, as a1-c3)"
    search_depth = 1

    def extra_view(self):
        return {"in_the_other_yard": {"Black": sum(1 for s in YARDS[1] if self.pos.b[s] == 1),
                                      "White": sum(1 for s in YARDS[0] if self.pos.b[s] == 2)}}


register(GameInfo(
    slug="halma", title="Halma", family="board", min_players=2, max_players=2, default_players=2,
    state_cls=HalmaState, rules_cls=HalmaRules, information="perfect", chance="none",
    items=("board",), utility="zero-sum-points", bots={"search": BoardSearchBot},
    source=f"{SOURCE} (catalog 001_part6.md §3.2)",
    summary="Nineteen men a side step or jump, chain upon chain, from one corner yard to the other's.",
    status="partial",
    notes="The book leaves the yards' shape to the set: our reading is the usual 19-square yard "
          "(rows of 5, 5, 4, 3, 2), with the modern guard against a man left to block a yard."))
