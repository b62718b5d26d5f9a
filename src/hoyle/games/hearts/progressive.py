"""Progressive hearts, the party game (Foster 1914, catalog 001_part4.md §2.10): the room's mechanics.
Each table's deal is a plain hearts deal (registered as ``progressive-hearts``: each player's hearts
count against him, no counters); this module moves the players and gives the stars and prizes.

* :func:`movers` — at each table the lady with fewer hearts than the other lady moves up a table, and
  likewise the gentleman; equal counts are settled by a cut, the lower card moving (ace low).
* :func:`stars` — gold to those with fewest hearts at the head table (the lady and the gentleman who
  would move up there), red to those who move up from the other tables, green to those with most
  hearts at the booby (last) table.
* :func:`next_tables` — the movers go up one table; at the head table the movers stay and the others go
  to the booby table (the book does not say where they go: our reading, as in drive whist).
* :func:`prizes` — to the lady and the gentleman with most stars of each colour; no one takes two
  prizes (gold is given first, then red, then green); equal gold is settled by more red, equal red by
  more gold, equal green by fewer gold.

A table is a list of four ``(name, lady, hearts)``, the head table first. Raises ValueError for a
table without two ladies and two gentlemen.
"""

from __future__ import annotations

from typing import Mapping, Sequence

__all__ = ["movers", "stars", "next_tables", "prizes"]

Seat = tuple[str, bool, int]


def _pairs(table: Sequence[Seat]) -> tuple[list[Seat], list[Seat]]:
    ladies = [p for p in table if p[1]]
    gents = [p for p in table if not p[1]]
    if len(ladies) != 2 or len(gents) != 2:
        raise ValueError("a progressive hearts table seats two ladies and two gentlemen")
    return ladies, gents


def _fewer(two: list[Seat], cut: Mapping[str, int]) -> tuple[Seat, Seat]:
    """(the one with fewer hearts, the other); a tie goes to the lower cut (ace low: 1)."""
    a, b = two
    if a[2] != b[2]:
        return (a, b) if a[2] < b[2] else (b, a)
    ca, cb = cut.get(a[0], 0), cut.get(b[0], 0)
    if ca == cb:
        raise ValueError(f"{a[0]} and {b[0]} are tied: cut again")
    return (a, b) if ca < cb else (b, a)


def movers(table: Sequence[Seat], cut: Mapping[str, int] | None = None) -> tuple[str, str]:
    """The lady and the gentleman who move up from ``table`` (fewer hearts; a tie by the lower cut,
    ``cut[name]`` a rank with the ace 1). Raises ValueError for a tie without a cut."""
    ladies, gents = _pairs(table)
    cut = cut or {}
    return _fewer(ladies, cut)[0][0], _fewer(gents, cut)[0][0]


def stars(tables: Sequence[Sequence[Seat]], cut: Mapping[str, int] | None = None) -> dict[str, list[str]]:
    """The stars of one round: ``{"gold": [...], "red": [...], "green": [...]}`` (names)."""
    cut = cut or {}
    out: dict[str, list[str]] = {"gold": [], "red": [], "green": []}
    for i, t in enumerate(tables):
        up = movers(t, cut)
        out["gold" if i == 0 else "red"].extend(up)
        if i == len(tables) - 1 and len(tables) > 1:
            ladies, gents = _pairs(t)
            out["green"].extend([_fewer(ladies, cut)[1][0], _fewer(gents, cut)[1][0]])
    return out


def next_tables(tables: Sequence[Sequence[Seat]], cut: Mapping[str, int] | None = None) -> list[list[str]]:
    """The names at each table for the next round: the movers go up one; the head table's movers stay,
    its others go to the booby table."""
    n = len(tables)
    up = [set(movers(t, cut)) for t in tables]
    nxt: list[list[str]] = [[] for _ in range(n)]
    for i, t in enumerate(tables):
        for name, _, _ in t:
            if name in up[i]:
                nxt[max(0, i - 1)].append(name)
            else:
                nxt[i if i > 0 else n - 1].append(name)
    return nxt


def prizes(tally: Mapping[str, Mapping[str, int]], ladies: set[str]) -> dict[str, str | None]:
    """The six prizes from each player's stars (``tally[name] = {"gold": g, "red": r, "green": x}``):
    ``{"gold lady": name, "gold gentleman": ..., "red lady": ..., ..., "green gentleman": ...}``; a prize
    nobody is left to take is None."""
    won: set[str] = set()
    out: dict[str, str | None] = {}
    keys = {"gold": lambda p: (tally[p].get("gold", 0), tally[p].get("red", 0)),
            "red": lambda p: (tally[p].get("red", 0), tally[p].get("gold", 0)),
            "green": lambda p: (tally[p].get("green", 0), -tally[p].get("gold", 0))}
    for colour in ("gold", "red", "green"):
        for sex, group in (("lady", [p for p in tally if p in ladies]), ("gentleman", [p for p in tally if p not in ladies])):
            left = [p for p in group if p not in won and tally[p].get(colour, 0) > 0]
            best = max(left, key=keys[colour], default=None)
            out[f"{colour} {sex}"] = best
            if best is not None:
                won.add(best)
    return out
