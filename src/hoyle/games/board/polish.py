"""Polish draughts, with flying kings (Foster 1914, seed 001 part 6, "Polish draughts"; catalog
001_part6.md §1.8).

The book's game is meant for a board of 100 squares and may be played on the 64 (the option
``size``: 10, twenty men a side, or 8, twelve). Its rules as the book gives them:

* **men** move forward only, one square along a diagonal, but **capture backward too**;
* **kings fly**: they move any distance along a diagonal, take a piece standing anywhere on
  it with an empty square beyond, land on any empty square past it, and may turn corners to
  go on taking in the same move;
* **a man reaching the king row during a capture** goes on if it can jump out again (as a
  man), and is crowned only if its move ends on the king row.

The squares are numbered 1-50 (1-32 on the small board) from the top left, along the rows, as
in the book's checkers; seat 0 plays White from the bottom (31-50; 21-32) and moves first, seat
1 Black from the top. A move is written ``32-28``, a capture by its path ``27x18x9`` (every
square the piece lands on).

Our readings, where the book is silent (the rules of the international game, FMJD):

* **capture is compulsory**; the pieces taken leave the board when the move is over, and a
  piece may not be jumped twice (but blocks the way meanwhile);
* **which capture**: the option ``majority``: off (the default, the book states no such rule:
  any capture may be chosen) or on (the capture that takes the most pieces must be made: the
  majority rule of the international game, FMJD rules art. 4.13);
* **the end**: a side that cannot move, or has no piece, loses; the third occurrence of a
  position, or twenty-five moves of each side with kings only moved and nothing taken, draws.
"""

from __future__ import annotations

from dataclasses import dataclass

from ...core import GameInfo, Rules, option, register
from ...core.errors import SetupError
from ...mechanics.board import (BoardSearchBot, EndReason, Repetitions, SidedBoardState, Zobrist,
                                board_view)

__all__ = ["PolishRules", "PolishPosition", "PolishState", "perft"]

SOURCE = "Foster 1914, seed 001 part 6, Polish draughts"
DIAG = ((-1, -1), (-1, 1), (1, -1), (1, 1))
_ZOB = {n: Zobrist(4, n * n // 2 + 1, ("second-to-move",), seed=3500 + n) for n in (8, 10)}
KIND = {1: 0, 2: 1, -1: 2, -2: 3}
LETTERS = {0: ".", 1: "w", 2: "W", -1: "b", -2: "B"}
QUIET_LIMIT = 50


@dataclass(frozen=True)
class PolishRules(Rules):
    size: int = option(10, "squares along a side: 10 (the board of 100, twenty men a side) or 8",
                       f"{SOURCE}: meant for 100 squares, playable on 64", choices=(10, 8))
    majority: bool = option(False, "the capture that takes the most pieces must be made",
                            "the majority rule of international draughts (FMJD rules, art. 4.13); "
                            f"not stated by the book ({SOURCE}; catalog 001_part6.md §1.8)")


class PolishPosition:
    """The board (``n * n`` list, index row * n + column, row 0 at the top; 1 a White man, 2 a
    White king, -1 and -2 Black's), the side to move (0 White, 1 Black), the majority rule,
    the plies since a man moved or a piece was taken, the repetitions and the undo stack."""

    def __init__(self, rules: PolishRules | None = None, n: int | None = None, majority: bool | None = None):
        rules = rules or PolishRules()
        self.n = n or rules.size
        self.majority = rules.majority if majority is None else majority
        n = self.n
        rows = 4 if n == 10 else 3
        self.g = [0] * (n * n)
        for r in range(n):
            for c in range(n):
                if (r + c) % 2:
                    self.g[r * n + c] = -1 if r < rows else 1 if r >= n - rows else 0
        self.side = 0
        self.quiet = 0
        self.stack: list[tuple] = []
        self.hash = self._full_hash()
        self.reps = Repetitions(self.hash)
        self._cache = None

    # squares numbered 1.. on the dark squares
    def num(self, i: int) -> int:
        r, c = divmod(i, self.n)
        return r * (self.n // 2) + c // 2 + 1

    def idx(self, s: int) -> int:
        h = self.n // 2
        r, k = divmod(s - 1, h)
        return r * self.n + 2 * k + (1 if r % 2 == 0 else 0)

    def _full_hash(self) -> int:
        z = _ZOB[self.n]
        h = z.extra("second-to-move") if self.side else 0
        for i, p in enumerate(self.g):
            if p:
                h ^= z.man(KIND[p], self.num(i))
        return h

    def copy(self) -> "PolishPosition":
        twin = object.__new__(PolishPosition)
        twin.__dict__.update(self.__dict__)
        twin.g, twin.stack, twin.reps, twin._cache = list(self.g), list(self.stack), self.reps.copy(), None
        return twin

    # ----- moves ---------------------------------------------------------------------------
    def _on(self, r: int, c: int) -> bool:
        return 0 <= r < self.n and 0 <= c < self.n

    def _captures_from(self, start: int, piece: int) -> list[tuple[list[int], list[int]]]:
        """Every capture path of ``piece`` from ``start``: (squares landed on, pieces taken)."""
        n, g, me = self.n, self.g, 1 if piece > 0 else -1
        king = abs(piece) == 2
        out: list[tuple[list[int], list[int]]] = []

        def walk(at: int, path: list[int], taken: list[int]) -> None:
            r0, c0 = divmod(at, n)
            more = False
            for dr, dc in DIAG:
                r, c = r0 + dr, c0 + dc
                if king:
                    while self._on(r, c) and (g[r * n + c] == 0 or r * n + c == start):
                        r, c = r + dr, c + dc
                if not self._on(r, c):
                    continue
                over = r * n + c
                if g[over] * me >= 0 or over in taken or over == start:
                    continue
                r, c = r + dr, c + dc
                while self._on(r, c) and (g[r * n + c] == 0 or r * n + c == start):
                    more = True
                    walk(r * n + c, path + [r * n + c], taken + [over])
                    if not king:
                        break
                    r, c = r + dr, c + dc
            if not more and taken:
                out.append((path, taken))

        walk(start, [start], [])
        return out

    def _all(self) -> list[tuple[list[int], list[int]]]:
        me = 1 if self.side == 0 else -1
        n, g = self.n, self.g
        caps = []
        for i, p in enumerate(g):
            if p * me > 0:
                caps += self._captures_from(i, p)
        if caps:
            if self.majority:
                most = max(len(t) for _, t in caps)
                caps = [x for x in caps if len(x[1]) == most]
            return caps
        out = []
        for i, p in enumerate(g):
            if p * me <= 0:
                continue
            r0, c0 = divmod(i, n)
            for dr, dc in DIAG:
                if abs(p) == 1 and dr != -me:
                    continue
                r, c = r0 + dr, c0 + dc
                while self._on(r, c) and g[r * n + c] == 0:
                    out.append(([i, r * n + c], []))
                    if abs(p) == 1:
                        break
                    r, c = r + dr, c + dc
        return out

    def _text(self, path: list[int], taken: list[int]) -> str:
        return ("x" if taken else "-").join(str(self.num(s)) for s in path)

    def moves(self) -> list[str]:
        key = (self.hash, len(self.stack))
        if self._cache is not None and self._cache[0] == key:
            return self._cache[2]
        table = {} if self._ended() else {self._text(p, t): (p, t) for p, t in self._all()}
        self._cache = (key, table, list(table))
        return self._cache[2]

    def make(self, text: str) -> None:
        self.moves()
        path, taken = self._cache[1][text]
        f, t = path[0], path[-1]
        piece = self.g[f]
        z = _ZOB[self.n]
        h = self.hash ^ z.extra("second-to-move") ^ z.man(KIND[piece], self.num(f))
        caught = [(s, self.g[s]) for s in taken]
        for s, p in caught:
            self.g[s] = 0
            h ^= z.man(KIND[p], self.num(s))
        r = t // self.n
        new = piece
        if abs(piece) == 1 and r == (0 if piece > 0 else self.n - 1):
            new = 2 * piece
        self.g[f] = 0
        self.g[t] = new
        h ^= z.man(KIND[new], self.num(t))
        self.stack.append((f, t, piece, new, caught, self.quiet))
        self.quiet = 0 if taken or abs(piece) == 1 else self.quiet + 1
        self.side = 1 - self.side
        self.hash = h
        self.reps.push(h)

    def undo(self) -> None:
        f, t, piece, new, caught, self.quiet = self.stack.pop()
        self.reps.pop()
        self.g[t] = 0
        self.g[f] = piece
        for s, p in caught:
            self.g[s] = p
        self.side = 1 - self.side
        self.hash = self._full_hash()

    def key(self) -> int:
        return self.hash

    def _ended(self):
        if self.reps.count(self.hash) >= 3:
            return (EndReason.REPETITION, None)
        if self.quiet >= QUIET_LIMIT:
            return (EndReason.MOVE_COUNT, None)
        return None

    def result(self):
        end = self._ended()
        if end is not None:
            return end
        if not self.moves():
            return (EndReason.NO_MOVES, 1 - self.side)
        return None

    def evaluate(self) -> int:
        n, score = self.n, 0
        for i, p in enumerate(self.g):
            if p == 1:
                score += 100 + 2 * (n - 1 - i // n)
            elif p == -1:
                score -= 100 + 2 * (i // n)
            elif p:
                score += 300 if p > 0 else -300
        return score if self.side == 0 else -score

    # ----- text ---------------------------------------------------------------------------
    def board(self) -> dict:
        n = self.n
        cells = [[LETTERS[self.g[r * n + c]] if (r + c) % 2 else " " for c in range(n)] for r in range(n)]
        names = [[str(self.num(r * n + c)) if (r + c) % 2 else None for c in range(n)] for r in range(n)]
        last = []
        if self.stack:
            f, t, _, _, caught, _ = self.stack[-1]
            last = [str(self.num(s)) for s in (f, t)] + [str(self.num(s)) for s, _ in caught]
        pieces = {"w": {"side": 0, "king": False, "label": "White man"}, "W": {"side": 0, "king": True, "label": "White king"},
                  "b": {"side": 1, "king": False, "label": "Black man"}, "B": {"side": 1, "king": True, "label": "Black king"}}
        return board_view(n, n, cells, names, pieces, last, "", [""] * n)

    def serial(self) -> str:
        """``W:`` (the side to move), then the dark squares in number order (``. w W b B``),
        ``:`` the plies since a man moved or a piece was taken, and ``:m`` if the majority rule
        holds (``W:bbbb....:0``)."""
        dark = "".join(LETTERS[self.g[self.idx(s)]] for s in range(1, self.n * self.n // 2 + 1))
        return f"{'WB'[self.side]}:{dark}:{self.quiet}" + (":m" if self.majority else "")

    @classmethod
    def from_serial(cls, text: str, rules=None) -> "PolishPosition":
        parts = text.split(":") if isinstance(text, str) else []
        ok = len(parts) in (3, 4) and parts[0] in ("W", "B") and len(parts[1]) in (32, 50) \
            and all(ch in ".wWbB" for ch in parts[1]) and parts[2].isdigit() \
            and int(parts[2]) < QUIET_LIMIT and (len(parts) == 3 or parts[3] == "m")
        if not ok:
            raise SetupError("a Polish draughts position is W: or B:, the 50 (or 32) dark squares "
                             "in order as . w W b B, and the quiet plies (W:bbbb...:0)")
        n = 10 if len(parts[1]) == 50 else 8
        pos = cls(n=n, majority=len(parts) == 4 or bool(getattr(rules, "majority", False)))
        rev = {v: k for k, v in LETTERS.items()}
        pos.g = [0] * (n * n)
        for s, ch in enumerate(parts[1], 1):
            pos.g[pos.idx(s)] = rev[ch]
        pos.side, pos.quiet = "WB".index(parts[0]), int(parts[2])
        pos.hash = pos._full_hash()
        pos.reps = Repetitions(pos.hash)
        return pos

    def read(self, text: str) -> str | None:
        t = text.replace(" ", "")
        sep = "x" if "x" in t else "-"
        parts = t.split(sep)
        top = self.n * self.n // 2
        if len(parts) < 2 or not all(p.isdigit() and p[0] != "0" and 1 <= int(p) <= top for p in parts) \
                or (sep == "-" and len(parts) != 2):
            return None
        if sep == "-" and t not in self.moves():
            alt = t.replace("-", "x")
            if alt in self.moves():
                return alt
        if sep == "x" and len(parts) == 2 and t not in self.moves():     # a capture by its ends
            ends = [m for m in self.moves() if m.split("x")[0] == parts[0] and m.split("x")[-1] == parts[1]]
            if len(ends) == 1:
                return ends[0]
        return t

    def why(self, text: str) -> tuple[str, str | None]:
        moves = self.moves()
        squares = [int(x) for x in text.replace("x", "-").split("-")]
        me = 1 if self.side == 0 else -1
        if self.g[self.idx(squares[0])] * me <= 0:
            return (f"{text}: no piece of yours stands on {squares[0]}", None)
        caps = [m for m in moves if "x" in m]
        if caps and "x" not in text:
            return (f"{text}: a capture is open and must be made ({', '.join(caps[:6])})",
                    "our reading: capture compulsory, as in the international game")
        if caps and self.majority:
            return (f"{text}: the capture taking the most pieces must be made ({', '.join(caps[:6])})",
                    "the majority rule, FMJD art. 4.13 (the option majority)")
        return (f"{text}: that piece cannot go so", SOURCE)


def perft(pos: PolishPosition, depth: int) -> int:
    """Move paths of ``depth`` plies (a capture counted once per distinct path)."""
    if depth == 0:
        return 1
    total = 0
    for m in list(pos.moves()):
        pos.make(m)
        total += perft(pos, depth - 1)
        pos.undo()
    return total


class PolishState(SidedBoardState):
    """One game of Polish draughts (see the module docstring)."""

    rules_cls = PolishRules
    position_cls = PolishPosition
    colours = ("White", "Black")
    notation = "a draughts move (32-28, a capture by its path 27x18x9)"
    search_depth = 3

    def extra_view(self):
        g = self.pos.g
        return {"pieces": {"White": {"men": g.count(1), "kings": g.count(2)},
                           "Black": {"men": g.count(-1), "kings": g.count(-2)}}}


register(GameInfo(
    slug="polish-draughts", title="Polish draughts (flying kings)", family="board", min_players=2,
    max_players=2, default_players=2, state_cls=PolishState, rules_cls=PolishRules,
    information="perfect", chance="none", items=("board",), utility="zero-sum-points",
    bots={"search": BoardSearchBot}, source=f"{SOURCE} (catalog 001_part6.md §1.8)",
    summary="Draughts on 100 squares: men take backwards, kings fly and turn corners, a man is "
            "crowned only where its move ends.",
    status="partial",
    notes="The book states no majority-capture rule: the option majority adds the international "
          "game's (FMJD art. 4.13); capture compulsory and the drawn endings are our readings.",
    aliases=("international-draughts",)))
