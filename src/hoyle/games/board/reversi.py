"""Reversi (Foster 1914, seed 001 part 6, "Reversi"; catalog 001_part6.md §3.1).

A board of 64 squares and counters coloured differently on their two faces; seat 0 plays
Black and places first, seat 1 Red. A counter is placed next to an enemy counter so that an
enemy line (along a rank, a file or a diagonal, of any length) lies between it and a counter
of the player's own colour; every enclosed enemy counter is turned over, on every line so
enclosed at once. When neither side can place, the colour with more counters wins.

Our readings, where the book is silent (the catalog names these gaps):

* **the opening** (option ``opening``): the book has the first player place a counter on one
  of the four centre squares and the second on another; ``placed`` (the default) goes on so
  until all four are filled, two by each side, with no turning (the standard reading of that
  rule); ``set`` starts with the four already placed crosswise (Red d4 e5, Black d5 e4: the
  modern start, from which the published perft counts run);
* **a player with no placement passes** (``pass``, the only move then); the game ends when
  neither side can place, the board full or not;
* **the supply of counters** does not limit a player (the modern rule: one who runs out is
  given counters by the other);
* the outcome is +1 to the side with more counters, -1 to the other; equal counts draw.

Squares are written ``a1`` .. ``h8``, files a-h from the left, rows 1-8 from the top (the
notation of the modern game: Black's first moves from the set start are d3, c4, f5, e6).
"""

from __future__ import annotations

from dataclasses import dataclass

from ...core import GameInfo, Rules, option, register
from ...core.errors import SetupError
from ...mechanics.board import BoardSearchBot, EndReason, SidedBoardState, Zobrist, board_view

__all__ = ["ReversiRules", "ReversiPosition", "ReversiState", "perft"]

SOURCE = "Foster 1914, seed 001 part 6, Reversi"
N = 8
CENTRE = (27, 28, 35, 36)           # d4 e4 d5 e5
DIRS = [(-1, -1), (-1, 0), (-1, 1), (0, -1), (0, 1), (1, -1), (1, 0), (1, 1)]
_ZOB = Zobrist(2, 64, ("second-to-move",), seed=3101)
# the lines leaving each square, as lists of square indices (nearest first)
RAYS = [[[(r + k * dr) * N + c + k * dc for k in range(1, N)
          if 0 <= r + k * dr < N and 0 <= c + k * dc < N] for dr, dc in DIRS]
        for r in range(N) for c in range(N)]
RAYS = [[ray for ray in rays if ray] for rays in RAYS]
WEIGHTS = [100, -20, 10, 5, 5, 10, -20, 100,
           -20, -50, -2, -2, -2, -2, -50, -20,
           10, -2, 1, 1, 1, 1, -2, 10,
           5, -2, 1, 0, 0, 1, -2, 5,
           5, -2, 1, 0, 0, 1, -2, 5,
           10, -2, 1, 1, 1, 1, -2, 10,
           -20, -50, -2, -2, -2, -2, -50, -20,
           100, -20, 10, 5, 5, 10, -20, 100]
LETTERS = ".BR"


def name(sq: int) -> str:
    return "abcdefgh"[sq % N] + str(sq // N + 1)


@dataclass(frozen=True)
class ReversiRules(Rules):
    opening: str = option("placed", "placed = the four centre squares filled in turn, two by each "
                          "side (the book's opening, continued by our reading); set = the four "
                          "placed crosswise before the first move (the modern start)",
                          f"{SOURCE} (the first two placements); the rest our reading",
                          choices=("placed", "set"))


class ReversiPosition:
    """The board (64 squares, 0 empty, 1 Black, 2 Red; index = row * 8 + file, row 0 the top),
    the side to move (0 Black, 1 Red), and the undo stack. See the module docstring."""

    def __init__(self, rules: ReversiRules | None = None):
        self.b = [0] * 64
        self.side = 0
        if rules is not None and rules.opening == "set":
            for sq, who in ((27, 2), (36, 2), (28, 1), (35, 1)):
                self.b[sq] = who
        self.stack: list[tuple] = []
        self.hash = self._full_hash()
        self._cache = None

    def _full_hash(self) -> int:
        h = _ZOB.extra("second-to-move") if self.side else 0
        for sq, p in enumerate(self.b):
            if p:
                h ^= _ZOB.man(p - 1, sq)
        return h

    # ----- moves -------------------------------------------------------------------------
    def _flips(self, sq: int, me: int) -> list[int]:
        if self.b[sq]:
            return []
        foe, out = 3 - me, []
        for ray in RAYS[sq]:
            run = []
            for s in ray:
                p = self.b[s]
                if p == foe:
                    run.append(s)
                    continue
                if p == me and run:
                    out += run
                break
        return out

    def opening_phase(self) -> bool:
        """The book's opening is on: every counter placed so far stands on a centre square,
        and one of them is still empty."""
        on_centre = sum(1 for s in CENTRE if self.b[s])
        return on_centre < 4 and on_centre == 64 - self.b.count(0)

    def placements(self, me: int | None = None) -> list[int]:
        me = self.side + 1 if me is None else me
        if self.opening_phase():
            return [s for s in CENTRE if self.b[s] == 0]
        return [s for s in range(64) if not self.b[s] and self._flips(s, me)]

    def moves(self) -> list[str]:
        key = (self.hash, len(self.stack))
        if self._cache is not None and self._cache[0] == key:
            return self._cache[1]
        out: list[str] = []
        if self.result() is None:
            out = [name(s) for s in self.placements()] or ["pass"]
        self._cache = (key, out)
        return out

    def make(self, text: str) -> None:
        me = self.side + 1
        if text == "pass":
            self.stack.append((None, ()))
        else:
            sq = (int(text[1:]) - 1) * N + "abcdefgh".index(text[0])
            flips = [] if self.opening_phase() else self._flips(sq, me)
            self.b[sq] = me
            self.hash ^= _ZOB.man(me - 1, sq)
            for s in flips:
                self.b[s] = me
                self.hash ^= _ZOB.man(2 - me, s) ^ _ZOB.man(me - 1, s)
            self.stack.append((sq, tuple(flips)))
        self.side = 1 - self.side
        self.hash ^= _ZOB.extra("second-to-move")

    def undo(self) -> None:
        sq, flips = self.stack.pop()
        self.side = 1 - self.side
        self.hash ^= _ZOB.extra("second-to-move")
        me = self.side + 1
        if sq is not None:
            self.b[sq] = 0
            self.hash ^= _ZOB.man(me - 1, sq)
            for s in flips:
                self.b[s] = 3 - me
                self.hash ^= _ZOB.man(me - 1, s) ^ _ZOB.man(2 - me, s)

    def key(self) -> int:
        return self.hash

    def copy(self) -> "ReversiPosition":
        twin = object.__new__(ReversiPosition)
        twin.b, twin.side, twin.stack, twin.hash, twin._cache = list(self.b), self.side, list(self.stack), self.hash, None
        return twin

    def counts(self) -> tuple[int, int]:
        return self.b.count(1), self.b.count(2)

    def result(self):
        if self.opening_phase():
            return None
        if any(not self.b[s] and (self._flips(s, 1) or self._flips(s, 2)) for s in range(64)):
            return None
        black, red = self.counts()
        winner = None if black == red else (0 if black > red else 1)
        return (EndReason.NO_MOVES, winner)

    def evaluate(self) -> int:
        me, foe = self.side + 1, 2 - self.side
        score = 0
        for s, p in enumerate(self.b):
            if p == me:
                score += WEIGHTS[s] + 1
            elif p == foe:
                score -= WEIGHTS[s] + 1
        return score + 5 * (len(self.placements(me)) - len(self.placements(foe)))

    # ----- text ----------------------------------------------------------------------------
    def board(self) -> dict:
        cells = [[LETTERS[self.b[r * N + c]] for c in range(N)] for r in range(N)]
        names = [[name(r * N + c) for c in range(N)] for r in range(N)]
        last = [name(self.stack[-1][0])] + [name(s) for s in self.stack[-1][1]] \
            if self.stack and self.stack[-1][0] is not None else []
        return board_view(N, N, cells, names, {"B": {"side": 0, "king": False, "label": "Black"},
                                               "R": {"side": 1, "king": False, "label": "Red", "colour": "red"}},
                          last, "abcdefgh", [str(r + 1) for r in range(N)], "plain")

    def serial(self) -> str:
        return "BR"[self.side] + ":" + "".join(LETTERS[p] for p in self.b)

    @classmethod
    def from_serial(cls, text: str, rules=None) -> "ReversiPosition":
        if not isinstance(text, str) or len(text) != 66 or text[0] not in "BR" or text[1] != ":" \
                or any(ch not in LETTERS for ch in text[2:]):
            raise SetupError("a reversi position is B: or R: (the side to move) and 64 of . B R, "
                             "row 1 first")
        pos = cls()
        pos.side = "BR".index(text[0])
        pos.b = [LETTERS.index(ch) for ch in text[2:]]
        pos.hash = pos._full_hash()
        return pos

    def read(self, text: str) -> str | None:
        if text == "pass":
            return text
        if len(text) in (2, 3) and text[0] in "abcdefgh" and text[1:].isdigit() and 1 <= int(text[1:]) <= 8 \
                and text[1] != "0":
            return text
        return None

    def why(self, text: str) -> tuple[str, str | None]:
        moves = self.moves()
        if text == "pass":
            return (f"you may not pass while a placement is open ({', '.join(moves)})",
                    "our reading: a pass only with no placement")
        sq = (int(text[1:]) - 1) * N + "abcdefgh".index(text[0])
        if self.b[sq]:
            return (f"{text} is already covered", SOURCE)
        if self.opening_phase():
            return (f"{text}: the first counters go on the four centre squares (d4 e4 d5 e5)", SOURCE)
        if moves == ["pass"]:
            return ("no placement encloses a line: you must pass", "our reading: a pass only with no placement")
        return (f"{text} encloses no line of the other colour", SOURCE)


def perft(pos: ReversiPosition, depth: int) -> int:
    """The number of move paths of ``depth`` plies (a pass is a move; a finished game is a
    leaf, as in the published counts: Aart Bik 2009, from the set start 4, 12, 56, 244, ...)."""
    if depth == 0:
        return 1
    moves = pos.moves()
    if not moves:
        return 1
    n = 0
    for m in moves:
        pos.make(m)
        n += perft(pos, depth - 1)
        pos.undo()
    return n


class ReversiState(SidedBoardState):
    """One game of reversi (see the module docstring)."""

    rules_cls = ReversiRules
    position_cls = ReversiPosition
    colours = ("Black", "Red")
    notation = "a reversi move (a square a1-h8, or pass)"
    search_depth = 3

    def extra_view(self):
        black, red = self.pos.counts()
        return {"counters": {"Black": black, "Red": red}}


register(GameInfo(
    slug="reversi", title="Reversi", family="board", min_players=2, max_players=2, default_players=2,
    state_cls=ReversiState, rules_cls=ReversiRules, information="perfect", chance="none",
    items=("board",), utility="zero-sum-points", bots={"search": BoardSearchBot},
    source=f"{SOURCE} (catalog 001_part6.md §3.1)",
    summary="Counters placed to enclose lines of the other colour, which are turned over; the "
            "colour with more counters when no one can place wins.",
    status="partial",
    notes="The book gives only the first two placements and no rule for a player who cannot "
          "place: our readings fill the centre in turn (or the modern set start, an option) "
          "and pass."))
