"""Devil among the tailors, a draughts puzzle for two (Foster 1914, seed 001 part 6, "Devil
among the tailors"; catalog 001_part6.md §1.8, oracle O-5).

On the checkers board, numbered as in the book's checkers (1-32, Black's side at the top),
White has four men, the tailors, on 29, 30, 31 and 32; Black has one, the devil, on 1. A man
moves one square along a diagonal to an empty square: the tailors forward only, the devil
forward or back. Nobody jumps or takes. The tailors win by shutting the devil in (he cannot
move); the devil wins by getting behind the White line. The book says that with correct play
White always wins, and that after four moves the tailors should stand on 25, 26, 27 and 28;
:func:`solve` shows both by searching every line of play (tests: O-5).

Our readings, where the book is silent: the devil moves first (Black moves first in the book's
checkers, law 7); "behind the White line" is a row nearer White's side than every tailor (the
tailors, moving forward only, can then never reach him); tailors that cannot move lose.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from ...core import GameInfo, Rules, register
from ...core.errors import SetupError
from ...mechanics.board import EndReason, SidedBoardState, Zobrist, board_view

__all__ = ["DevilRules", "DevilPosition", "DevilState", "DevilBot", "solve"]

SOURCE = "Foster 1914, seed 001 part 6, Devil among the tailors"
_ZOB = Zobrist(2, 33, ("second-to-move",), seed=3606)


def rc(s: int) -> tuple[int, int]:
    r, k = divmod(s - 1, 4)
    return r, 2 * k + (1 if r % 2 == 0 else 0)


def square(r: int, c: int) -> int:
    return 4 * r + c // 2 + 1


def _next(s: int, rows: tuple[int, ...]) -> list[int]:
    r0, c0 = rc(s)
    return [square(r0 + dr, c0 + dc) for dr in rows for dc in (-1, 1) if 0 <= r0 + dr < 8 and 0 <= c0 + dc < 8]


DEVIL_STEPS = [[]] + [_next(s, (-1, 1)) for s in range(1, 33)]
TAILOR_STEPS = [[]] + [_next(s, (-1,)) for s in range(1, 33)]


@dataclass(frozen=True)
class DevilRules(Rules):
    """The puzzle has no options (module docstring)."""


def _outcome(devil: int, tailors: tuple[int, ...], devil_to_move: bool) -> int | None:
    """0 (the devil wins), 1 (the tailors win) or None while it goes on."""
    if all(rc(t)[0] < rc(devil)[0] for t in tailors):
        return 0
    occupied = set(tailors) | {devil}
    if devil_to_move and not any(d not in occupied for d in DEVIL_STEPS[devil]):
        return 1
    if not devil_to_move and not any(n not in occupied for t in tailors for n in TAILOR_STEPS[t]):
        return 0
    return None


@lru_cache(maxsize=None)
def solve(devil: int, tailors: tuple[int, ...], devil_to_move: bool) -> int:
    """The winner with best play from a position (0 the devil, 1 the tailors): every line of
    play searched (the game is finite: each tailors' move goes a row forward). ``tailors``
    sorted."""
    end = _outcome(devil, tailors, devil_to_move)
    if end is not None:
        return end
    occupied = set(tailors) | {devil}
    if devil_to_move:
        return 0 if any(solve(d, tailors, False) == 0 for d in DEVIL_STEPS[devil] if d not in occupied) else 1
    return 1 if any(solve(devil, tuple(sorted(set(tailors) - {t} | {n})), True) == 1
                    for t in tailors for n in TAILOR_STEPS[t] if n not in occupied) else 0


class DevilPosition:
    """The devil's square, the tailors' squares (sorted), the side to move (0 the devil)."""

    def __init__(self, rules: DevilRules | None = None):
        self.devil, self.tailors, self.side = 1, (29, 30, 31, 32), 0
        self.stack: list[tuple] = []

    def copy(self) -> "DevilPosition":
        twin = object.__new__(DevilPosition)
        twin.devil, twin.tailors, twin.side, twin.stack = self.devil, self.tailors, self.side, list(self.stack)
        return twin

    def moves(self) -> list[str]:
        if self.result() is not None:
            return []
        occupied = set(self.tailors) | {self.devil}
        if self.side == 0:
            return [f"{self.devil}-{d}" for d in DEVIL_STEPS[self.devil] if d not in occupied]
        return [f"{t}-{n}" for t in self.tailors for n in TAILOR_STEPS[t] if n not in occupied]

    def make(self, text: str) -> None:
        f, t = (int(x) for x in text.split("-"))
        self.stack.append((self.devil, self.tailors))
        if self.side == 0:
            self.devil = t
        else:
            self.tailors = tuple(sorted(set(self.tailors) - {f} | {t}))
        self.side = 1 - self.side

    def undo(self) -> None:
        self.devil, self.tailors = self.stack.pop()
        self.side = 1 - self.side

    def key(self) -> int:
        h = _ZOB.man(0, self.devil) ^ (_ZOB.extra("second-to-move") if self.side else 0)
        for t in self.tailors:
            h ^= _ZOB.man(1, t)
        return h

    def result(self):
        end = _outcome(self.devil, self.tailors, self.side == 0)
        if end is None:
            return None
        return (EndReason.HOME if end == 0 and all(rc(t)[0] < rc(self.devil)[0] for t in self.tailors)
                else EndReason.NO_MOVES, end)

    def evaluate(self) -> int:
        return 0

    def board(self) -> dict:
        cells = [[" " if (r + c) % 2 == 0 else "." for c in range(8)] for r in range(8)]
        names = [[None if (r + c) % 2 == 0 else str(square(r, c)) for c in range(8)] for r in range(8)]
        r, c = rc(self.devil)
        cells[r][c] = "D"
        for t in self.tailors:
            r, c = rc(t)
            cells[r][c] = "T"
        last = []
        if self.stack:
            d0, t0 = self.stack[-1]
            last = [str(d0), str(self.devil)] if d0 != self.devil else \
                [str(x) for x in sorted(set(t0) ^ set(self.tailors))]
        return board_view(8, 8, cells, names, {"D": {"side": 0, "king": True, "label": "the devil"},
                                               "T": {"side": 1, "king": False, "label": "a tailor"}},
                          last, "", [""] * 8)

    def serial(self) -> str:
        """``D:1:29,30,31,32`` -- the side to move (D the devil, T the tailors), his square, theirs."""
        return f"{'DT'[self.side]}:{self.devil}:{','.join(map(str, self.tailors))}"

    @classmethod
    def from_serial(cls, text: str, rules=None) -> "DevilPosition":
        try:
            side, d, ts = text.split(":")
            devil, tailors = int(d), tuple(sorted(int(x) for x in ts.split(",")))
            ok = side in ("D", "T") and len(set(tailors)) == 4 and devil not in tailors \
                and all(1 <= s <= 32 for s in (devil, *tailors))
        except (ValueError, AttributeError):
            ok = False
        if not ok:
            raise SetupError("a devil-among-the-tailors position is D: or T:, the devil's square "
                             "and the four tailors' (D:1:29,30,31,32)")
        pos = cls()
        pos.side, pos.devil, pos.tailors = "DT".index(side), devil, tailors
        return pos

    def read(self, text: str) -> str | None:
        parts = text.replace(" ", "-").split("-")
        if len(parts) == 2 and all(p.isdigit() and p[0] != "0" and 1 <= int(p) <= 32 for p in parts):
            return f"{int(parts[0])}-{int(parts[1])}"
        return None

    def why(self, text: str) -> tuple[str, str | None]:
        f, t = (int(x) for x in text.split("-"))
        mine = [self.devil] if self.side == 0 else list(self.tailors)
        if f not in mine:
            return (f"{text}: no man of yours stands on {f}", None)
        if t in self.tailors or t == self.devil:
            return (f"{text}: {t} is not empty; nobody jumps in this game", SOURCE)
        return (f"{text}: one square along a diagonal" + (", forward only" if self.side else ""), SOURCE)


class DevilBot:
    """Perfect play from :func:`solve`: a winning move when there is one, else the first."""

    name = "search"

    def __init__(self, seat, seed=None, game=None):
        self.seat = seat

    def choose(self, view, legal):
        pos = DevilPosition.from_serial(view["position"])
        for a in legal:
            if a.verb != "move":
                continue
            pos.make(a.args[0])
            won = solve(pos.devil, pos.tailors, pos.side == 0) == self.seat
            pos.undo()
            if won:
                return a
        return next((a for a in legal if a.verb == "move"), legal[0])


class DevilState(SidedBoardState):
    """One game of devil among the tailors (see the module docstring)."""

    rules_cls = DevilRules
    position_cls = DevilPosition
    colours = ("Black (the devil)", "White (the tailors)")
    notation = "a move (from-to, as 1-6)"


register(GameInfo(
    slug="devil-among-the-tailors", title="Devil among the tailors", family="board", min_players=2,
    max_players=2, default_players=2, state_cls=DevilState, rules_cls=DevilRules,
    information="perfect", chance="none", items=("board",), utility="zero-sum-points",
    bots={"search": DevilBot}, source=f"{SOURCE} (catalog 001_part6.md §1.8, O-5)",
    summary="Four tailors moving forward try to shut in one devil moving either way; he wins "
            "if he gets behind their line."))
