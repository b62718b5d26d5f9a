"""The line of play of the domino games: the tiles laid end to end from the first (the set),
with two open ends, or four where the set is a spinner (Foster 1914, seed 001 part 6, lines
514-642; catalog 001_part6.md §4.1, §4.5, §4.8).

A :class:`Line` holds the set tile at its centre and *arms* going out from it: arm 0 (left) and
arm 1 (right); a spinner also has arm 2 (up) and arm 3 (down), its sides. Each arm is a list of
``(tile, outer)`` from the centre outwards, ``outer`` the pips of the half left open. An empty
arm is open on the centre's half that faces it: the high half on the left, the low half on the
right (a double: its number on every side).

Matching is the game's: :func:`suit_match` (the blocking and counting games: six to six) and
:func:`seven_match` (matadore: the pips laid against an end make seven with it) give the open
half a tile leaves on an end of a given value, or None. The count of the open ends
(:meth:`Line.count`, the muggins family) counts a double lying at an end by both halves (the
book's 5-5 set counts 10, seed lines 621-624).

Shapes: tiles are :class:`hoyle.tiles.Tile`; pips are ``int``; :meth:`Line.to_json` is a dict of
strings and ints that :meth:`Line.from_json` reads back. Errors: :meth:`Line.place` raises
ValueError for a placement the line cannot take (a bug of the caller; games check first).
"""

from __future__ import annotations

from typing import Callable, Iterable

from ..tiles import Tile, parse_tile

__all__ = ["Line", "End", "suit_match", "seven_match", "ARM_NAMES"]

#: the arms' letters in the notation: left, right, up, down
ARM_NAMES = ("L", "R", "U", "D")


def suit_match(tile: Tile, value: int) -> int | None:
    """The half ``tile`` leaves open when laid on an end of ``value`` by suit (six to six), or
    None if neither half is ``value``."""
    if tile.high == value:
        return tile.low
    if tile.low == value:
        return tile.high
    return None


def seven_match(tile: Tile, value: int) -> int | None:
    """Matadore (seed lines 584-586): the half laid against the end makes seven with it; the
    other half is left open. A blank end (seven is out of reach) takes no tile by this rule."""
    if tile.high + value == 7:
        return tile.low
    if tile.low + value == 7:
        return tile.high
    return None


class End:
    """One open end: its ``arm``, its ``value`` (pips open), and whether the tile lying there
    is a double (``double``: it counts both halves), ``empty``: no tile on the arm yet."""

    __slots__ = ("arm", "value", "double", "empty")

    def __init__(self, arm: int, value: int, double: bool, empty: bool):
        self.arm, self.value, self.double, self.empty = arm, value, double, empty

    def __repr__(self) -> str:
        return f"End({ARM_NAMES[self.arm]}={self.value}{'d' if self.double else ''})"


class Line:
    """The tiles on the table. ``Line()`` is empty; :meth:`set` lays the first tile."""

    def __init__(self) -> None:
        self.centre: Tile | None = None
        self.spinner = False
        self.arms: list[list[tuple[Tile, int]]] = []

    # ----- building ------------------------------------------------------------------------
    def set(self, tile: Tile, spinner: bool = False) -> None:
        """Lay the first tile; a double may be a ``spinner`` (four arms: both ends and both
        sides, seed lines 596 and 633-638)."""
        if self.centre is not None:
            raise ValueError("the line is already set")
        self.centre = tile
        self.spinner = bool(spinner and tile.is_double)
        self.arms = [[] for _ in range(4 if self.spinner else 2)]

    def inner(self, arm: int) -> int:
        """The centre's half facing ``arm``."""
        c = self.centre
        assert c is not None
        return c.high if arm == 0 else c.low if arm == 1 else c.high

    def place(self, tile: Tile, arm: int, outer: int) -> None:
        """Lay ``tile`` on ``arm`` with ``outer`` open. Raises ValueError if there is no such
        arm or ``outer`` is not a half of the tile."""
        if self.centre is None or not 0 <= arm < len(self.arms):
            raise ValueError(f"no arm {arm} to lay {tile} on")
        if outer not in (tile.high, tile.low):
            raise ValueError(f"{outer} is not a half of {tile}")
        self.arms[arm].append((tile, outer))

    # ----- reading -------------------------------------------------------------------------
    def __len__(self) -> int:
        return 0 if self.centre is None else 1 + sum(len(a) for a in self.arms)

    def tiles(self) -> list[Tile]:
        if self.centre is None:
            return []
        return [self.centre, *(t for a in self.arms for t, _ in a)]

    def ends(self) -> list[End]:
        """The open ends, one per arm, in arm order (none before the set)."""
        out: list[End] = []
        centre_double = self.centre is not None and self.centre.is_double
        for i, arm in enumerate(self.arms):
            if arm:
                t, v = arm[-1]
                out.append(End(i, v, t.is_double, False))
            else:
                out.append(End(i, self.inner(i), centre_double, True))
        return out

    def placements(self, tile: Tile, match: Callable[[Tile, int], int | None],
                   arms: Iterable[int] | None = None) -> list[tuple[int, int]]:
        """Where ``tile`` may go by ``match``: ``(arm, outer)`` pairs, over ``arms`` (default:
        every arm)."""
        out = []
        allowed = set(range(len(self.arms)) if arms is None else arms)
        for e in self.ends():
            if e.arm in allowed:
                o = match(tile, e.value)
                if o is not None:
                    out.append((e.arm, o))
        return out

    def count(self, spinner_rule: bool = False) -> int:
        """The pips of the open ends (the muggins family): a double at an end counts both
        halves; the set alone counts all its pips (the book's 5-5 set: 10, seed line 621).

        Two arms: an empty arm counts the centre's half facing it, both halves if the centre is a
        double (5-5 then 5-0: 10 + 0). A spinner (``spinner_rule``, seed lines 633-638): only the
        arms with a tile on them count, the spinner's own ends do not, unless nothing has been
        laid on it yet (then it counts as a set double does)."""
        if self.centre is None:
            return 0
        c = self.centre
        if all(not a for a in self.arms):
            return c.high + c.low
        total = 0
        for e in self.ends():
            if e.empty and self.spinner:
                continue
            if e.empty:
                total += 2 * e.value if c.is_double else e.value
            else:
                total += 2 * e.value if e.double else e.value
        return total

    # ----- text and JSON -------------------------------------------------------------------
    def render(self) -> str:
        """The line as text, each tile turned as it lies (touching halves side by side), the
        set in brackets: ``3-6 6-6 6-0 [0-5] 5-2 2-2``; a spinner's sides on lines below."""
        if self.centre is None:
            return "(no tile laid yet)"
        c = self.centre
        left = " ".join(f"{o}-{t.high + t.low - o}" for t, o in reversed(self.arms[0]))
        right = " ".join(f"{t.high + t.low - o}-{o}" for t, o in self.arms[1])
        mid = f"[{c.high}-{c.low}]"
        row = " ".join(x for x in (left, mid, right) if x)
        lines = [row]
        if self.spinner:
            for i in (2, 3):
                arm = " ".join(f"{t.high + t.low - o}-{o}" for t, o in self.arms[i])
                lines.append(f"  {'up' if i == 2 else 'down'} from [{c.high}-{c.low}]: {arm or '(open)'}")
        return "\n".join(lines)

    def key(self) -> tuple:
        return (int(self.centre) if self.centre is not None else None, self.spinner,
                tuple(tuple((int(t), o) for t, o in a) for a in self.arms))

    def to_json(self) -> dict:
        return {"centre": str(self.centre) if self.centre is not None else None, "spinner": self.spinner,
                "arms": [[[str(t), o] for t, o in a] for a in self.arms]}

    @classmethod
    def from_json(cls, data: dict) -> "Line":
        line = cls()
        if data.get("centre"):
            line.set(parse_tile(data["centre"]), bool(data.get("spinner")))
            for i, arm in enumerate(data.get("arms", [])):
                for t, o in arm:
                    line.place(parse_tile(t), i, int(o))
        return line

    def copy(self) -> "Line":
        new = Line()
        new.centre, new.spinner = self.centre, self.spinner
        new.arms = [list(a) for a in self.arms]
        return new
