"""Dominoes: tiles and sets, with a text notation both ways.

A tile is a small integer (an ``int`` subclass, one cached object per tile) for the two ends
``high >= low``: ``index = high * (high + 1) // 2 + low``, so the double-six set is 0..27 and
the double-nine set 0..54 (the double-twelve 0..90). Notation: ``"6-4"`` (either order is read;
the high end is printed first), ``"0-0"`` for the double blank. Sets: :func:`double_six`
(28 tiles), :func:`double_nine` (55 tiles), the two sets the books' domino games use.

Items of different kinds never mix in one pack, and the record codec
(:mod:`hoyle.core.items`) tells a tile (``"6-4"``) from a card (``"QS"``) by its text.
"""

from __future__ import annotations

import re
from typing import Iterable

__all__ = ["Tile", "TileParseError", "tile", "parse_tile", "parse_tiles", "double_six", "double_nine",
           "domino_set"]

MAX_PIPS = 12


class TileParseError(ValueError):
    """Raised for text that is not a tile in hoyle's notation (``"6-4"``); the message says why."""


class Tile(int):
    """A domino tile; ``high`` and ``low`` are its ends (pips, high >= low)."""

    __slots__ = ()
    _cache: dict[int, "Tile"] = {}

    def __new__(cls, index: int) -> "Tile":
        t = cls._cache.get(index)
        if t is None:
            if not 0 <= int(index) < _count(MAX_PIPS):
                raise TileParseError(f"{index} is not a tile index (0..{_count(MAX_PIPS) - 1})")
            t = int.__new__(cls, index)
            cls._cache[int(index)] = t
        return t

    @property
    def high(self) -> int:
        h = 0
        while (h + 1) * (h + 2) // 2 <= int(self):
            h += 1
        return h

    @property
    def low(self) -> int:
        h = self.high
        return int(self) - h * (h + 1) // 2

    @property
    def pips(self) -> int:
        """The spots on the tile (both ends together)."""
        return self.high + self.low

    @property
    def is_double(self) -> bool:
        return self.high == self.low

    def __str__(self) -> str:
        return f"{self.high}-{self.low}"

    def __repr__(self) -> str:
        return f"Tile({self})"

    def __reduce__(self):
        return (Tile, (int(self),))


def _count(max_pips: int) -> int:
    return (max_pips + 1) * (max_pips + 2) // 2


def tile(a: int, b: int) -> Tile:
    """The tile with ends ``a`` and ``b`` (either order)."""
    hi, lo = max(a, b), min(a, b)
    if lo < 0 or hi > MAX_PIPS:
        raise TileParseError(f"a tile's ends are 0 to {MAX_PIPS} pips, not {a} and {b}")
    return Tile(hi * (hi + 1) // 2 + lo)


_TILE_RE = re.compile(r"^([0-9]{1,2})[-|:]([0-9]{1,2})$")


def parse_tile(text: str) -> Tile:
    """Parse ``"6-4"`` (also ``"4-6"``, ``"6|4"``, ``"6:4"``) into a tile.

    Raises:
        TileParseError: not two ends of 0..12 pips joined by ``-``.
    """
    m = _TILE_RE.match(text.strip()) if isinstance(text, str) else None
    if not m:
        raise TileParseError(f"{text!r} is not a tile (write its two ends, e.g. 6-4)")
    return tile(int(m.group(1)), int(m.group(2)))


def parse_tiles(text: str | Iterable[str]) -> list[Tile]:
    parts = text.replace(",", " ").split() if isinstance(text, str) else list(text)
    return [parse_tile(p) for p in parts]


def domino_set(max_pips: int) -> list[Tile]:
    """Every tile from the double blank to the double ``max_pips``, in index order."""
    if not 0 <= max_pips <= MAX_PIPS:
        raise TileParseError(f"a domino set runs to 0..{MAX_PIPS} pips, not {max_pips}")
    return [Tile(i) for i in range(_count(max_pips))]


def double_six() -> list[Tile]:
    """The 28 tiles of the double-six set."""
    return domino_set(6)


def double_nine() -> list[Tile]:
    """The 55 tiles of the double-nine set."""
    return domino_set(9)
