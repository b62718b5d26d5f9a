"""Klondike with every card known ("thoughtful" or open Klondike): a depth-first solver.

The published winnability figures for Klondike (Blake and Gent's Solvitaire, arXiv 1906.12314:
81.945 % +- 0.084 % of deals for draw three, unlimited passes, only the top waste card
playable) are for a player who knows where every card lies. :func:`solve_klondike` plays that
game on one of hoyle's deals: it reads the whole layout, the face-down cards and the stock's
order from a fresh :class:`~hoyle.games.patience.klondike.KlondikeState`, searches the moves
depth first with a transposition table (every position reached is remembered, so no position
is searched twice and no line goes round in a circle), and returns the line that brings the
deal out, as the engine's own actions, under the state's rules (``waste``, ``draw`` and
``passes``; a card once up stays up, seed 001 part 5 §9.7).

It is a bounded search, not an exact solver: it stops after ``limit`` positions, and it leaves
out moves that cannot help (a run moved between columns that neither turns up a card, empties
its column, nor frees the card beneath it for the foundations or for a waste card). A deal it
brings out is proved to come out (the bench replays every line through the engine); a deal it
gives up on within the limit may still come out, so its share of deals is a lower bound on
the thoughtful share. Cards go up by themselves when nothing could ever be laid on them (an
ace or two, or a card whose rank below in the other colour is already up in both suits).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from ...cards import Card
from ...core import Action
from .base import low

__all__ = ["Solution", "solve_klondike"]


@dataclass
class Solution:
    """What :func:`solve_klondike` found: ``came_out`` (a line to 52 cards up was found),
    ``actions`` (that line, the engine's actions from the deal), ``nodes`` (positions searched),
    ``exhausted`` (every position within the pruned move set was searched under the limit:
    the deal does not come out by those moves), ``best`` (most cards up on any line)."""

    came_out: bool
    actions: list[Action] = field(default_factory=list)
    nodes: int = 0
    exhausted: bool = False
    best: int = 0


def _code(c: Card) -> int:
    return int(c.suit) * 13 + low(c) - 1          # suit * 13 + rank - 1 (A = 0 .. K = 12)


class _Search:
    def __init__(self, st: Any, limit: int):
        r = st.rules
        self.any_visible = r.waste == "any-visible" and r.draw == 3
        self.draw, self.passes, self.limit = r.draw, r.passes, limit
        self.card = {_code(c): c for col in st.cols for c in col}
        self.card.update({_code(c): c for c in list(st.stock) + list(st.waste)})
        self.red = [False] * 4                                 # by suit: a red suit
        for code, c in self.card.items():
            self.red[code // 13] = c.is_red
        self.seen: set = set()
        self.nodes = 0
        self.best = 0
        self.path: list[tuple] = []
        self.cols = [[_code(c) for c in col] for col in st.cols]
        self.down = list(st.down)
        self.stock = [_code(c) for c in st.stock]
        self.waste = [_code(c) for c in st.waste]
        self.fan, self.pass_no, self.used = st.fan, st.pass_no, st.used
        self.found = [len(st.found[s]) for s in range(4)]

    # ----- the rules ----------------------------------------------------------------
    def fits_col(self, c: int, col: list[int]) -> bool:
        if not col:
            return c % 13 == 12
        t = col[-1]
        return t % 13 == c % 13 + 1 and self.red[t // 13] != self.red[c // 13]

    def fits_up(self, c: int) -> bool:
        return self.found[c // 13] == c % 13

    def safe_up(self, c: int) -> bool:
        r = c % 13                                             # 0 = ace
        if not self.fits_up(c):
            return False
        if r <= 1:
            return True
        other = [s for s in range(4) if self.red[s] != self.red[c // 13]]
        return all(self.found[s] >= r for s in other)

    def usable(self) -> list[int]:
        if not self.waste:
            return []
        if self.any_visible:
            return self.waste[-max(self.fan, 1):]
        return self.waste[-1:]

    def key(self) -> tuple:
        cols = tuple(sorted((tuple(c), d) for c, d in zip(self.cols, self.down)))
        return (cols, tuple(self.stock), tuple(self.waste), self.fan if self.any_visible else 0,
                self.used, self.pass_no if self.passes else 0)

    # ----- moves: (kind, card, from, to) with undo data ------------------------------
    def moves(self) -> list[tuple]:
        """The moves worth trying, best first, each a sequence of steps."""
        ups, turns, others = [], [], []
        usable = self.usable()
        for i, col in enumerate(self.cols):
            if col and self.fits_up(col[-1]):
                (turns if len(col) - 1 == self.down[i] and self.down[i] else ups).append(("up", col[-1], i))
        for i, col in enumerate(self.cols):
            for k in range(self.down[i], len(col)):
                c = col[k]
                if k == self.down[i]:
                    if k == 0 and c % 13 == 12:
                        gain = False                   # a king from its space: only to no purpose
                    else:
                        gain = True                    # turns a card up or empties the column
                else:
                    under = col[k - 1]
                    gain = self.fits_up(under) or any(self.fits_col(w, [under]) for w in usable)
                    if not gain:
                        continue
                for j, other in enumerate(self.cols):
                    if j != i and self.fits_col(c, other):
                        if not other and k == 0:
                            continue
                        (turns if gain and k == self.down[i] and k else others).append(("move", c, i, k, j))
                        if not other:
                            break                     # one space is as good as another
        turns.sort(key=lambda m: -self.down[m[2]])      # the deepest column first
        out = [(m,) for m in ups + turns + self._waste_moves(usable) + others]
        return out + self._talon_moves()

    def _waste_moves(self, usable: list[int]) -> list[tuple]:
        out = []
        for c in usable:
            if self.fits_up(c):
                out.append(("up", c, "w"))
            for j, other in enumerate(self.cols):
                if self.fits_col(c, other):
                    out.append(("move", c, "w", 0, j))
                    if not other:
                        break
        return out

    def _talon_moves(self) -> list[tuple]:
        """Turn the stock (and the waste over) until a card of the waste can be used: one
        move per card reachable so, the turns and the card's play together."""
        out: list[tuple] = []
        start = (tuple(self.stock), tuple(self.waste))
        steps: list[tuple] = []
        undos = []
        while len(steps) < 64:
            if self.stock:
                m: tuple = ("draw",)
            elif self.waste and self.used and (self.passes == 0 or self.pass_no < self.passes):
                m = ("redeal",)
            else:
                break
            undos.append(self.play(m))
            steps.append(m)
            if (tuple(self.stock), tuple(self.waste)) == start:
                break
            out += [tuple(steps) + (w,) for w in self._waste_moves(self.usable())]
        for u in reversed(undos):
            self.undo(u)
        return out

    def play(self, m: tuple) -> tuple:
        """Make move ``m``; returns the undo record."""
        kind = m[0]
        if kind == "draw":
            k = min(self.draw, len(self.stock))
            undo = ("draw", k, self.fan)
            self.waste += self.stock[:k]
            del self.stock[:k]
            self.fan = k
            return undo
        if kind == "redeal":
            undo = ("redeal", self.fan, self.used)
            self.stock, self.waste, self.fan = self.waste, [], 0
            self.pass_no += 1
            self.used = False
            return undo
        used = self.used
        self.used = True
        if kind == "up":
            _, c, frm = m
            if frm == "w":
                pos = self.waste.index(c)
                self.waste.pop(pos)
                fan = self.fan
                self.fan = max(0, self.fan - 1)
                self.found[c // 13] += 1
                return ("upw", c, pos, fan, used)
            col = self.cols[frm]
            col.pop()
            flipped = bool(col) and self.down[frm] >= len(col)
            if flipped:
                self.down[frm] = len(col) - 1
            self.found[c // 13] += 1
            return ("upc", c, frm, flipped, used)
        _, c, frm, k, j = m
        if frm == "w":
            pos = self.waste.index(c)
            self.waste.pop(pos)
            fan = self.fan
            self.fan = max(0, self.fan - 1)
            self.cols[j].append(c)
            return ("mvw", c, pos, fan, j, used)
        col = self.cols[frm]
        run = col[k:]
        del col[k:]
        self.cols[j] += run
        flipped = bool(col) and self.down[frm] >= len(col)
        if flipped:
            self.down[frm] = len(col) - 1
        return ("mvc", frm, k, j, len(run), flipped, used)

    def undo(self, u: tuple) -> None:
        kind = u[0]
        if kind == "draw":
            _, k, fan = u
            self.stock[:0] = self.waste[-k:]
            del self.waste[-k:]
            self.fan = fan
        elif kind == "redeal":
            _, fan, used = u
            self.waste, self.stock = self.stock, []
            self.fan, self.used = fan, used
            self.pass_no -= 1
        elif kind == "upw":
            _, c, pos, fan, used = u
            self.found[c // 13] -= 1
            self.waste.insert(pos, c)
            self.fan, self.used = fan, used
        elif kind == "upc":
            _, c, frm, flipped, used = u
            self.found[c // 13] -= 1
            col = self.cols[frm]
            if flipped:
                self.down[frm] = len(col)
            col.append(c)
            self.used = used
        elif kind == "mvw":
            _, c, pos, fan, j, used = u
            self.cols[j].pop()
            self.waste.insert(pos, c)
            self.fan, self.used = fan, used
        else:
            _, frm, k, j, n, flipped, used = u
            col = self.cols[frm]
            if flipped:
                self.down[frm] = len(col)
            col += self.cols[j][-n:]
            del self.cols[j][-n:]
            self.used = used

    # ----- the search ---------------------------------------------------------------
    def auto(self) -> list[tuple]:
        """The safe cards up, as (move, undo) pairs, until none is left."""
        done = []
        while True:
            for m in self._safe_ups():
                done.append((m, self.play(m)))
                break
            else:
                return done

    def _safe_ups(self):
        # a waste card only when one card is turned at a time: with three, taking a card off
        # the waste changes how the next passes fall, which may matter
        for c in self.usable() if self.draw == 1 else ():
            if self.safe_up(c):
                yield ("up", c, "w")
        for i, col in enumerate(self.cols):
            if col and self.safe_up(col[-1]):
                yield ("up", col[-1], i)

    def dfs(self) -> bool:
        autos = self.auto()
        self.path += [m for m, _ in autos]
        up = sum(self.found)
        self.best = max(self.best, up)
        if up == 52:
            return True
        k = self.key()
        if k not in self.seen and self.nodes < self.limit:
            self.seen.add(k)
            self.nodes += 1
            for seq in self.moves():
                us = [self.play(m) for m in seq]
                self.path += seq
                if self.dfs():
                    return True
                del self.path[-len(seq):]
                for u in reversed(us):
                    self.undo(u)
        for m, u in reversed(autos):
            self.undo(u)
            self.path.pop()
        return False

    def action(self, m: tuple) -> Action:
        if m[0] in ("draw", "redeal"):
            return Action(m[0])
        if m[0] == "up":
            return Action("up", (self.card[m[1]],))
        return Action("move", (self.card[m[1]], m[4] + 1))


def solve_klondike(state: Any, limit: int = 100_000) -> Solution:
    """Search a Klondike deal with all its cards known (see the module docstring).

    ``state``: a :class:`~hoyle.games.patience.klondike.KlondikeState` (any position of a
    deal, usually a fresh one; it is read, never changed); ``limit``: the most positions to
    search. Returns a :class:`Solution` whose ``actions``, applied in turn to ``state``, bring
    the deal out when ``came_out`` is true."""
    import sys

    s = _Search(state, limit)
    old = sys.getrecursionlimit()
    sys.setrecursionlimit(max(old, 20_000))
    try:
        won = s.dfs()
    finally:
        sys.setrecursionlimit(old)
    exhausted = not won and s.nodes < limit
    return Solution(won, [s.action(m) for m in s.path] if won else [], s.nodes, exhausted,
                    52 if won else s.best)
