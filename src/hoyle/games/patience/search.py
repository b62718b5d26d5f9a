"""Search bots: Klondike's look-ahead over the cards it can see, and a solver of take fourteen.

The bot reads only the view (the face-up cards, the usable waste, the foundations; a face-down
card is unknown, and turning it up ends a line of the search there). From the position it tries
every sequence of up to ``depth`` moves (cards up, cards and runs between columns, a waste card
to a column), values each position reached (cards up, face-down cards turned up, waste cards
used, columns emptied), and plays the best sequence whole if it gains on the position now;
otherwise it turns the stock (or the waste over), and stops when neither is left. Each sequence
it plays must gain, and the value is bounded, so the bot never goes round in a circle.
"""

from __future__ import annotations

from typing import Any

from ...cards import parse_card
from ...core import Action

__all__ = ["KlondikeSearchBot", "TakeFourteenSolver"]

UNKNOWN = "??"
RED = set("DH")


def _rank(t: str) -> int:
    c = parse_card(t)
    return 1 if c.rank == 14 else c.rank


class _Pos:
    __slots__ = ("cols", "found", "waste", "turned", "used")

    def __init__(self, cols, found, waste, turned=0, used=0):
        self.cols, self.found, self.waste, self.turned, self.used = cols, found, waste, turned, used

    def key(self):
        return (tuple(tuple(c) for c in self.cols), tuple(sorted(self.found.items())), tuple(self.waste))

    def value(self) -> float:
        v = 10.0 * sum(self.found.values()) + 6.0 * self.turned + 1.5 * self.used
        for col in self.cols:
            if not col:
                v += 2.0
            down = sum(1 for x in col if x == "##")
            v -= 0.5 * down
        return v

    def moves(self):
        out = []
        tops = [(c, "w") for c in self.waste]
        for i, col in enumerate(self.cols):
            if col and col[-1] not in ("##", UNKNOWN):
                tops.append((col[-1], i))
        for c, frm in tops:
            s, r = c[-1], _rank(c)
            if self.found.get(s, 0) == r - 1:
                out.append(("up", c, frm))
        for i, col in enumerate(self.cols):
            for k, c in enumerate(col):
                if c in ("##", UNKNOWN):
                    continue
                self._to_columns(c, i, k, out)
        for c in self.waste:
            self._to_columns(c, "w", 0, out)
        return out

    def _to_columns(self, c, frm, k, out):
        r, red = _rank(c), c[-1] in RED
        for j, col in enumerate(self.cols):
            if j == frm:
                continue
            if not col:
                if r == 13 and not (frm != "w" and k == 0):
                    out.append(("move", c, frm, k, j))
            elif col[-1] not in ("##", UNKNOWN):
                t = col[-1]
                if _rank(t) == r + 1 and (t[-1] in RED) != red:
                    out.append(("move", c, frm, k, j))

    def play(self, m) -> "_Pos":
        cols = [list(c) for c in self.cols]
        found, waste, turned = dict(self.found), list(self.waste), self.turned
        used = self.used + (m[2] == "w")
        if m[0] == "up":
            _, c, frm = m
            found[c[-1]] = found.get(c[-1], 0) + 1
            if frm == "w":
                waste.remove(c)
            else:
                cols[frm].pop()
        else:
            _, c, frm, k, j = m
            if frm == "w":
                waste.remove(c)
                cols[j].append(c)
            else:
                cols[j] += cols[frm][k:]
                del cols[frm][k:]
        for col in cols:
            if col and col[-1] == "##":
                col[-1] = UNKNOWN
                turned += 1
        return _Pos(cols, found, waste, turned, used)


class KlondikeSearchBot:
    """Klondike by a look-ahead of ``depth`` moves over the visible cards (see the module
    docstring). ``choose(view, legal)`` as every bot."""

    name = "search"

    def __init__(self, seat: int = 0, seed: int | None = None, game: Any = None, depth: int = 3):
        self.seat, self.depth = seat, depth
        self.plan: list[Action] = []
        self.calls = 0

    def _position(self, view) -> _Pos:
        found = {}
        for s, top in view["foundations"].items():
            found[s] = _rank(top) if top else 0
        return _Pos([list(c) for c in view["columns"]], found, list(view.get("waste") or []))

    def _action(self, m) -> Action:
        c = parse_card(m[1])
        return Action("up", (c,)) if m[0] == "up" else Action("move", (c, m[4] + 1))

    def choose(self, view, legal):
        self.calls += 1
        if self.calls > 3000:
            return Action("stop") if Action("stop") in legal else legal[0]
        while self.plan:
            a = self.plan.pop(0)
            if a in legal:
                return a
            self.plan = []
        root = self._position(view)
        base = root.value()
        best_val, best_seq = base + 0.5, None
        seen = {root.key()}
        stack = [(root, [])]
        while stack:
            pos, seq = stack.pop()
            if len(seq) >= self.depth:
                continue
            for m in pos.moves():
                nxt = pos.play(m)
                k = nxt.key()
                if k in seen:
                    continue
                seen.add(k)
                s2 = seq + [m]
                v = nxt.value() - 0.01 * len(s2)
                if v > best_val:
                    best_val, best_seq = v, s2
                if nxt.turned == pos.turned:       # a card turned up is unknown: stop that line
                    stack.append((nxt, s2))
        if best_seq:
            self.plan = [self._action(m) for m in best_seq]
            a = self.plan.pop(0)
            if a in legal:
                return a
            self.plan = []
        for verb in ("draw", "redeal", "stop"):
            a = Action(verb)
            if a in legal:
                return a
        return legal[0]


class TakeFourteenSolver:
    """Take fourteen solved: every card lies face up once dealt (seed 001 part 5 §9.5), so the
    bot searches the removals depth first, remembering the pile heights that fail, for an
    order that takes off all 52; it plays that order (or, past ``limit`` positions or when the
    deal cannot come out, the line that took off the most)."""

    name = "solver"

    def __init__(self, seat: int = 0, seed: int | None = None, game: Any = None, limit: int = 200_000):
        self.limit = limit
        self.plan: list[Action] = []

    def choose(self, view, legal):
        while self.plan:
            a = self.plan.pop(0)
            if a in legal:
                return a
            self.plan = []
        piles = [[_rank(c) for c in p] for p in view["piles"]]
        texts = [list(p) for p in view["piles"]]
        failed: set = set()
        best: list = []
        nodes = 0

        def dfs(h: tuple, seq: list) -> bool:
            nonlocal best, nodes
            if sum(h) == 0:
                best = list(seq)
                return True
            if h in failed or nodes > self.limit:
                return False
            nodes += 1
            if len(seq) > len(best):
                best = list(seq)
            tops = [(i, piles[i][h[i] - 1]) for i in range(12) if h[i]]
            for x in range(len(tops)):
                for y in range(x + 1, len(tops)):
                    (i, a), (j, b) = tops[x], tops[y]
                    if a + b == 14:
                        nh = list(h)
                        nh[i] -= 1
                        nh[j] -= 1
                        seq.append((i, j, h[i] - 1, h[j] - 1))
                        if dfs(tuple(nh), seq):
                            return True
                        seq.pop()
            failed.add(h)
            return False

        dfs(tuple(len(p) for p in piles), [])
        for i, j, hi, hj in best:
            cards = sorted((parse_card(texts[i][hi]), parse_card(texts[j][hj])))
            self.plan.append(Action("remove", tuple(cards)))
        if self.plan:
            a = self.plan.pop(0)
            if a in legal:
                return a
            self.plan = []
        return legal[0]
