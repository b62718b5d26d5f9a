"""Nine men's morris, or the mill (Foster 1914, seed 001 part 6, "Nine men's morris"; catalog
001_part6.md §3.4, oracle O-13).

The board (its diagram is lost; the standard one, three squares one inside another joined at
the middles of their sides) has 24 points, named here as on a 7 by 7 grid, files a-g from the
left and rows 1-7 from the bottom: ``a1 d1 g1 b2 d2 f2 c3 d3 e3 a4 b4 c4 e4 f4 g4 c5 d5 e5 b6
d6 f6 a7 d7 g7``. Seat 0 plays White and moves first (the book's lots for the first move: the
seating is the lot), seat 1 Black; each has nine men.

The book's rules:

* **placing**: in turn each puts a man from his hand on any empty point (``d1``);
* **a mill**, three men of one colour in a line of the board, lets its maker take off any man
  of the other colour that is **not in a mill**, or, when every one of them is in a mill, any
  of them; the removal is part of the move (``d1xa4``, ``a1-d1xg7``);
* **moving**: once all nine are placed, a man moves along a line to the next empty point
  (``a1-d1``); each new mill takes a man; a man may move out of a mill and back to make it
  again;
* **flying**: a player reduced to three men may move any of them to any empty point;
* **the end**: a player reduced to two men loses.

Our readings, where the book is silent (the standard rules of the game): "reduced to two" counts
the men still in hand as well; a player who cannot move loses; the third time a position occurs
(the same men, the same side to move, the same men in hand) the game is drawn, and so are fifty
moves of each side in which no man was taken.
"""

from __future__ import annotations

from dataclasses import dataclass

from ...core import GameInfo, Rules, register
from ...core.errors import SetupError
from ...mechanics.board import (BoardSearchBot, EndReason, Repetitions, SidedBoardState, Zobrist,
                                board_view)

__all__ = ["MorrisRules", "MorrisPosition", "MorrisState", "POINTS", "ADJACENT", "MILLS"]

SOURCE = "Foster 1914, seed 001 part 6, Nine men's morris"
POINTS = ["a1", "d1", "g1", "b2", "d2", "f2", "c3", "d3", "e3", "a4", "b4", "c4",
          "e4", "f4", "g4", "c5", "d5", "e5", "b6", "d6", "f6", "a7", "d7", "g7"]
INDEX = {p: i for i, p in enumerate(POINTS)}
_LINES = ["a1 d1 g1", "b2 d2 f2", "c3 d3 e3", "a4 b4 c4", "e4 f4 g4", "c5 d5 e5", "b6 d6 f6",
          "a7 d7 g7", "a1 a4 a7", "b2 b4 b6", "c3 c4 c5", "d1 d2 d3", "d5 d6 d7", "e3 e4 e5",
          "f2 f4 f6", "g1 g4 g7"]
#: the sixteen lines of three points (the mills)
MILLS = [tuple(INDEX[p] for p in line.split()) for line in _LINES]
#: each point's neighbours along the lines
ADJACENT: list[set[int]] = [set() for _ in POINTS]
for _a, _b, _c in MILLS:
    ADJACENT[_a] |= {_b}
    ADJACENT[_b] |= {_a, _c}
    ADJACENT[_c] |= {_b}
MILLS_OF = [[m for m in MILLS if i in m] for i in range(24)]
_ZOB = Zobrist(2, 24, ["second-to-move"] + [f"hand{s}-{k}" for s in (0, 1) for k in range(10)], seed=3404)
LETTERS = ".WB"
QUIET_LIMIT = 100       # plies without a man taken: fifty moves a side


@dataclass(frozen=True)
class MorrisRules(Rules):
    """Nine men's morris has no options: the book's rules and our readings (module docstring)."""


class MorrisPosition:
    """The 24 points (0 empty, 1 White, 2 Black, in the order of :data:`POINTS`), the men in
    each hand, the side to move, the plies since a man was taken, the repetitions, and the undo
    stack."""

    def __init__(self, rules: MorrisRules | None = None):
        self.b = [0] * 24
        self.hand = [9, 9]
        self.side = 0
        self.quiet = 0
        self.stack: list[tuple] = []
        self.hash = self._full_hash()
        self.reps = Repetitions(self.hash)
        self._cache = None

    def _full_hash(self) -> int:
        h = _ZOB.extra("second-to-move") if self.side else 0
        h ^= _ZOB.extra(f"hand0-{self.hand[0]}") ^ _ZOB.extra(f"hand1-{self.hand[1]}")
        for i, p in enumerate(self.b):
            if p:
                h ^= _ZOB.man(p - 1, i)
        return h

    def copy(self) -> "MorrisPosition":
        twin = object.__new__(MorrisPosition)
        twin.__dict__.update(self.__dict__)
        twin.b, twin.hand, twin.stack, twin.reps, twin._cache = (list(self.b), list(self.hand),
                                                                 list(self.stack), self.reps.copy(), None)
        return twin

    def men(self, side: int) -> int:
        """Men of ``side`` on the board and in hand."""
        return self.b.count(side + 1) + self.hand[side]

    def in_mill(self, i: int, colour: int, vacated: int | None = None) -> bool:
        return any(all(self.b[q] == colour and q != vacated for q in m if q != i) for m in MILLS_OF[i])

    def removable(self, colour: int) -> list[int]:
        """The men of ``colour`` a mill may take: those not in a mill, else any."""
        theirs = [i for i, p in enumerate(self.b) if p == colour]
        free = [i for i in theirs if not self.in_mill(i, colour)]
        return free or theirs

    def _steps(self) -> list[tuple[int | None, int]]:
        me = self.side + 1
        empty = [i for i, p in enumerate(self.b) if not p]
        if self.hand[self.side]:
            return [(None, i) for i in empty]
        mine = [i for i, p in enumerate(self.b) if p == me]
        if len(mine) == 3:
            return [(f, t) for f in mine for t in empty]
        return [(f, t) for f in mine for t in sorted(ADJACENT[f]) if not self.b[t]]

    def moves(self) -> list[str]:
        key = (self.hash, len(self.stack))
        if self._cache is not None and self._cache[0] == key:
            return self._cache[1]
        out: list[str] = []
        if self.result() is None:
            me, foe = self.side + 1, 2 - self.side
            for f, t in self._steps():
                base = POINTS[t] if f is None else f"{POINTS[f]}-{POINTS[t]}"
                if self.in_mill(t, me, vacated=f):
                    out += [f"{base}x{POINTS[r]}" for r in self.removable(foe)]
                else:
                    out.append(base)
        self._cache = (key, out)
        return out

    def make(self, text: str) -> None:
        me = self.side + 1
        step, _, take = text.partition("x")
        f, _, t = step.rpartition("-")
        frm, to = (INDEX[f] if f else None), INDEX[t]
        rem = INDEX[take] if take else None
        self.stack.append((frm, to, rem, self.quiet))
        h = self.hash ^ _ZOB.extra("second-to-move")
        if frm is None:
            h ^= _ZOB.extra(f"hand{self.side}-{self.hand[self.side]}")
            self.hand[self.side] -= 1
            h ^= _ZOB.extra(f"hand{self.side}-{self.hand[self.side]}")
        else:
            self.b[frm] = 0
            h ^= _ZOB.man(me - 1, frm)
        self.b[to] = me
        h ^= _ZOB.man(me - 1, to)
        if rem is not None:
            self.b[rem] = 0
            h ^= _ZOB.man(2 - me, rem)
            self.quiet = 0
        else:
            self.quiet += 1
        self.side = 1 - self.side
        self.hash = h
        self.reps.push(h)

    def undo(self) -> None:
        frm, to, rem, self.quiet = self.stack.pop()
        self.reps.pop()
        self.side = 1 - self.side
        me = self.side + 1
        self.b[to] = 0
        if frm is None:
            self.hand[self.side] += 1
        else:
            self.b[frm] = me
        if rem is not None:
            self.b[rem] = 3 - me
        self.hash = self._full_hash()

    def key(self) -> int:
        return self.hash

    def result(self):
        for s in (self.side, 1 - self.side):
            if self.men(s) < 3:
                return (EndReason.REDUCED, 1 - s)
        if self.reps.count(self.hash) >= 3:
            return (EndReason.REPETITION, None)
        if self.quiet >= QUIET_LIMIT:
            return (EndReason.MOVE_COUNT, None)
        if not self._steps():
            return (EndReason.NO_MOVES, 1 - self.side)
        return None

    def evaluate(self) -> int:
        me, foe = self.side, 1 - self.side
        score = 100 * (self.men(me) - self.men(foe))
        mine = sum(1 for m in MILLS if all(self.b[q] == me + 1 for q in m))
        theirs = sum(1 for m in MILLS if all(self.b[q] == foe + 1 for q in m))
        return score + 20 * (mine - theirs) + len(self._steps()) // 2

    # ----- text ------------------------------------------------------------------------------
    def board(self) -> dict:
        cells = [[" "] * 7 for _ in range(7)]
        names: list[list[str | None]] = [[None] * 7 for _ in range(7)]
        for i, p in enumerate(POINTS):
            r, c = 7 - int(p[1]), "abcdefg".index(p[0])
            cells[r][c] = LETTERS[self.b[i]]
            names[r][c] = p
        last = []
        if self.stack:
            frm, to, rem, _ = self.stack[-1]
            last = [POINTS[x] for x in (frm, to, rem) if x is not None]
        return board_view(7, 7, cells, names, {"W": {"side": 0, "king": False, "label": "White"},
                                               "B": {"side": 1, "king": False, "label": "Black"}},
                          last, "abcdefg", [str(r) for r in range(7, 0, -1)], "points")

    def serial(self) -> str:
        """``W:`` (the side to move) 24 points of ``. W B`` in the order of :data:`POINTS`,
        then ``:`` the men in White's and Black's hands and the plies since a man was taken
        (``W:........................:9,9:0``)."""
        return f"{'WB'[self.side]}:{''.join(LETTERS[p] for p in self.b)}:{self.hand[0]},{self.hand[1]}:{self.quiet}"

    @classmethod
    def from_serial(cls, text: str, rules=None) -> "MorrisPosition":
        try:
            side, pts, hands, quiet = text.split(":")
            h0, h1 = (int(x) for x in hands.split(","))
            ok = side in ("W", "B") and len(pts) == 24 and all(ch in LETTERS for ch in pts) \
                and 0 <= h0 <= 9 and 0 <= h1 <= 9 and quiet.isdigit() and int(quiet) < QUIET_LIMIT \
                and pts.count("W") + h0 <= 9 and pts.count("B") + h1 <= 9
        except (ValueError, AttributeError):
            ok = False
        if not ok:
            raise SetupError("a morris position is W: or B:, 24 points of . W B, the men in hand "
                             "(9,9) and the plies since a man was taken (W:....:9,9:0)")
        pos = cls()
        pos.side, pos.b, pos.hand, pos.quiet = "WB".index(side), [LETTERS.index(c) for c in pts], [h0, h1], int(quiet)
        pos.hash = pos._full_hash()
        pos.reps = Repetitions(pos.hash)
        return pos

    def read(self, text: str) -> str | None:
        step, x, take = text.partition("x")
        f, dash, t = step.rpartition("-")
        if t not in INDEX or (dash and f not in INDEX) or (x and take not in INDEX):
            return None
        return text

    def why(self, text: str) -> tuple[str, str | None]:
        step, x, take = text.partition("x")
        f, dash, t = step.rpartition("-")
        me = self.side + 1
        if self.hand[self.side] and dash:
            return (f"{text}: men are placed until all nine are down ({self.hand[self.side]} in hand)", SOURCE)
        if not self.hand[self.side] and not dash:
            return (f"{text}: all your men are placed; move one (as a1-d1)", SOURCE)
        if dash and self.b[INDEX[f]] != me:
            return (f"{text}: no man of yours stands on {f}", None)
        if self.b[INDEX[t]]:
            return (f"{text}: {t} is not empty", SOURCE)
        if dash and self.b.count(me) > 3 and INDEX[t] not in ADJACENT[INDEX[f]]:
            return (f"{text}: a man moves to the next point along a line (flying only with three men)", SOURCE)
        mill = self.in_mill(INDEX[t], me, vacated=INDEX[f] if dash else None)
        if mill and not x:
            return (f"{text} makes a mill: name the man taken (as {step}xa4)", SOURCE)
        if x and not mill:
            return (f"{text}: no mill is made, so no man is taken", SOURCE)
        if x:
            return (f"{text}: take a man of the other colour that is not in a mill, unless all are", SOURCE)
        return (f"{text} is not a move now", None)


class MorrisState(SidedBoardState):
    """One game of nine men's morris (see the module docstring)."""

    rules_cls = MorrisRules
    position_cls = MorrisPosition
    colours = ("White", "Black")
    notation = "a morris move (d1, a1-d1, a mill's take d1xa4)"
    search_depth = 3

    def extra_view(self):
        return {"in_hand": {"White": self.pos.hand[0], "Black": self.pos.hand[1]},
                "men": {"White": self.pos.men(0), "Black": self.pos.men(1)}}


register(GameInfo(
    slug="nine-mens-morris", title="Nine men's morris (the mill)", family="board", min_players=2,
    max_players=2, default_players=2, state_cls=MorrisState, rules_cls=MorrisRules,
    information="perfect", chance="none", items=("board",), utility="zero-sum-points",
    bots={"search": BoardSearchBot}, source=f"{SOURCE} (catalog 001_part6.md §3.4, O-13)",
    summary="Nine men a side placed, then moved, on 24 points; a mill of three takes a man; "
            "three men fly; two lose.",
    aliases=("morris", "the-mill")))
