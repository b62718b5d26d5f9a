"""Simple bots for the patiences: each reads only the view (what the player sees) and the legal
moves, and takes the first move of a fixed order of preference. They never go round in a
circle (a move that only shifts a card between two columns is not in their orders), so a
deal they play ends."""

from __future__ import annotations

from typing import Any

from ...cards import parse_card
from ...core import Action

__all__ = ["FirstMoveBot", "KlondikeBot", "CanfieldBot", "TryAgainBot", "NeighbourBot",
           "PokerSquareBot"]

STOP = Action("stop")


def _low(text: str) -> int:
    c = parse_card(text)
    return 1 if c.rank == 14 else c.rank


class _Bot:
    name = "heuristic"

    def __init__(self, seat: int = 0, seed: int | None = None, game: Any = None):
        self.seat = seat

    def choose(self, view: dict[str, Any], legal: list[Action]) -> Action:
        raise NotImplementedError


class FirstMoveBot(_Bot):
    """The first legal move (the games where the order of moves is all there is to choose)."""

    name = "first"

    def choose(self, view, legal):
        return next((a for a in legal if a != STOP), legal[0])


def _reveals(view: dict[str, Any], c: str) -> int:
    """Face-down cards under ``c`` when it is the lowest face-up card of its column (a move of
    it turns one up, or empties the column when none), else -1."""
    for col in view["columns"]:
        if c in col:
            k = col.index(c)
            if k == 0 or col[k - 1] == "##":
                return k
    return -1


class KlondikeBot(_Bot):
    """Klondike by a fixed order: a card up; a move that turns up a face-down card (the deepest
    first); a waste card to a column; turn the stock; turn the waste over; stop."""

    def choose(self, view, legal):
        best, key = None, None
        waste = set(view.get("waste") or [])
        for a in legal:
            if a.verb == "up":
                k = (0, _low(str(a.args[0])))
            elif a.verb == "move":
                c = str(a.args[0])
                if c in waste:
                    k = (3, 0)
                else:
                    r = _reveals(view, c)
                    if r > 0:
                        k = (1, -r)
                    else:
                        continue
            elif a.verb in ("draw", "redeal"):
                k = (4, 0)
            else:
                k = (9, 0)
            if key is None or k < key:
                best, key = a, k
        return best


class CanfieldBot(_Bot):
    """Canfield by a fixed order: a card up; the reserve's top to a column; a whole column onto
    another (the space takes the reserve's next card); a waste card to a column; turn; stop."""

    def choose(self, view, legal):
        best, key = None, None
        reserve, waste = view.get("reserve_top"), set(view.get("waste") or [])
        bottoms = {col[0] for col in view["columns"] if col}
        for a in legal:
            if a.verb == "up":
                k = (0,)
            elif a.verb == "move":
                c = str(a.args[0])
                if c == reserve:
                    k = (1,)
                elif c in bottoms and view["columns"][a.args[1] - 1]:
                    k = (2,)
                elif c in waste:
                    k = (3,)
                else:
                    continue
            elif a.verb in ("draw", "redeal"):
                k = (4,)
            else:
                k = (9,)
            if key is None or k < key:
                best, key = a, k
        return best


class TryAgainBot(_Bot):
    """Try again: up whenever a card goes up; a turned card on the heap whose top is the
    lowest card above it (the book: avoid covering a lower card with a higher), else an empty
    heap, else the heap with the highest top."""

    def choose(self, view, legal):
        for a in legal:
            if a.verb in ("build", "lift"):
                return a
        if view.get("turned"):
            r = _low(view["turned"])
            heaps = view["heaps"]
            above = [(_low(h[-1]), i) for i, h in enumerate(heaps) if h and _low(h[-1]) > r]
            if above:
                return Action("heap", (min(above)[1] + 1,))
            empty = [i for i, h in enumerate(heaps) if not h]
            if empty:
                return Action("heap", (empty[0] + 1,))
            return Action("heap", (max((_low(h[-1]), i) for i, h in enumerate(heaps))[1] + 1,))
        return legal[0]


class NeighbourBot(_Bot):
    """Help your neighbour: a card up; the turned card or the waste's top onto a down-pile; the
    turned card to the waste; turn; stop."""

    def choose(self, view, legal):
        mine = {view.get("turned"), view.get("waste")} - {None}
        best, key = None, None
        for a in legal:
            if a.verb == "up":
                k = 0
            elif a.verb == "down" and str(a.args[0]) in mine:
                k = 1
            elif a.verb in ("waste", "turn"):
                k = 2
            elif a.verb == "stop":
                k = 9
            else:
                continue
            if key is None or k < key:
                best, key = a, k
        return best


class PokerSquareBot(_Bot):
    """Solitaire poker by the book's advice: pairs, threes and fours in the rows, flushes in
    the columns. Each place is valued by the cards of the card's rank already in its row and,
    when its column is all of one suit so far, by the cards of the card's suit there."""

    def choose(self, view, legal):
        grid, c = view["grid"], view["card"]
        rank, suit = c[:-1], c[-1]
        best, key = legal[0], None
        for a in legal:
            r, col = a.args
            row = [x for x in grid[r] if x]
            column = [grid[i][col] for i in range(len(grid)) if grid[i][col]]
            same = sum(1 for x in row if x[:-1] == rank)
            flush = len(column) if column and all(x[-1] == suit for x in column) else 0
            other = sum(1 for x in column if x[:-1] == rank)
            k = 3 * same + 2 * flush - 2 * other
            if key is None or k > key:
                best, key = a, k
        return best
