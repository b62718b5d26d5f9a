"""Capture and build: the table of the fishing games (cassino; Foster 1914, seed 001 part 5,
"Кассино"; catalog 001_part5.md §3.1).

A table is a list of :class:`Item`: a loose card, or a build (cards announced as one value,
never separated). In his turn a player plays one card from his hand and either

* **takes** (pairs and combines): the card takes a set of table items that splits into groups,
  each group a loose card of its own rank (a pair; the only way to take a court card where the
  courts have no value), a build of its value, or two or more loose cards whose values add up
  to its value (a combination); several groups at once (a 9 takes 3+6 and 2+7; a 10 takes a 10
  and 4+6);
* **builds**: the card goes onto table items to make one build of an announced value ``V``
  that he holds another card to take; the played card's group is the card alone (doubling a
  pair: "two nines"), the card with loose cards adding to ``V``, or the card on one single
  build, raising it to ``V`` (increasing: only with a card from the hand, never with table
  cards; a double build is never increased); other loose cards or builds of value ``V`` may
  join it, making a double build ("two sevens");
* **trails**: lays the card on the table.

:func:`captures` and :func:`builds` list every legal set exactly (subset sums over the loose
cards, then every union of disjoint groups), as bitmasks over the table's items; the game
applies the house rules (who must hold what) on top. Values come from a function
``value(card) -> int | None`` (``None``: the card only pairs, as K, Q, J in plain cassino).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Callable, Iterable, Sequence

__all__ = ["Item", "loose", "captures", "builds", "combinations", "packings", "mask_items", "Value"]

#: a card's value in combining and building; ``None``: the card only pairs
Value = Callable[[int], "int | None"]


@dataclass(frozen=True)
class Item:
    """One thing on the table.

    Attributes:
        cards: the card indices in it (a loose card: one).
        value: the value it takes as (a loose court without value: ``None``).
        rank: a loose card's rank (2..14, ace 14), for pairing; 0 for a build.
        build: whether it is a build; ``double``: a double build (never increased).
        owner: the seat that made (or last raised) a build; ``None`` for a loose card.
    """

    cards: tuple[int, ...]
    value: int | None
    rank: int = 0
    build: bool = False
    double: bool = False
    owner: int | None = None

    @property
    def loose(self) -> bool:
        return not self.build


def loose(card: int, value: Value) -> Item:
    """A loose card as a table item."""
    return Item((card,), value(card), _rank(card))


def _rank(card: int) -> int:
    return card // 4 + 2


def combinations(table: Sequence[Item], target: int, min_size: int, skip: int = 0) -> list[int]:
    """Every set (a bitmask over ``table``) of ``min_size`` or more loose valued items, none in
    ``skip``, whose values add up to exactly ``target`` (values are at least 1)."""
    idx = [i for i, it in enumerate(table) if it.loose and it.value is not None and not skip >> i & 1]
    out: list[int] = []

    def walk(k: int, left: int, mask: int, size: int) -> None:
        if left == 0:
            if size >= min_size:
                out.append(mask)
            return
        for j in range(k, len(idx)):
            v = table[idx[j]].value
            if v is not None and v <= left:
                walk(j + 1, left - v, mask | 1 << idx[j], size + 1)

    if target > 0:
        walk(0, target, 0, 0)
    return out


def packings(groups: Iterable[int]) -> set[int]:
    """Every union (bitmask) of pairwise disjoint ``groups``, the empty union (0) included."""
    reached = {0}
    for g in set(groups):
        reached |= {m | g for m in reached if not m & g}
    return reached


def captures(table: Sequence[Item], card: int, value: Value) -> list[int]:
    """Every set of table items (bitmask, ascending) that ``card`` may take: a union of
    disjoint groups, each a loose card of its rank, a build of its value, or two or more loose
    cards adding up to its value (Foster, cassino: pairing, combining, taking in a build)."""
    v = value(card)
    r = _rank(card)
    groups = [1 << i for i, it in enumerate(table) if it.loose and it.rank == r]
    if v is not None:
        groups += [1 << i for i, it in enumerate(table) if it.build and it.value == v]
        groups += combinations(table, v, 2)
    return sorted(m for m in packings(groups) if m)


def builds(table: Sequence[Item], card: int, target: int, value: Value) -> list[int]:
    """Every set of table items (bitmask, ascending, never empty) onto which ``card`` may be
    played to make one build of value ``target`` (who must hold what is the game's rule).

    The card's own group: the card alone (its value ``target``), the card with loose cards
    adding to ``target``, or the card on one single build raising it to ``target``; other
    groups of value ``target`` (a loose card of that value, a build of it, loose cards adding
    to it) may join, making a double build."""
    c = value(card)
    if c is None or c > target:
        return []
    own: list[int] = []
    if c == target:
        own.append(0)
    else:
        own += combinations(table, target - c, 1)
        own += [1 << i for i, it in enumerate(table)
                if it.build and not it.double and it.value is not None and it.value + c == target]
    others = [1 << i for i, it in enumerate(table) if it.value == target and (it.build or it.loose)]
    others += combinations(table, target, 2)
    out: set[int] = set()
    packed = packings(others)
    for g in own:
        out.update(g | m for m in packed if not g & m and g | m)
    return sorted(out)


def mask_items(table: Sequence[Item], mask: int) -> list[Item]:
    """The items of ``table`` in ``mask``, in table order."""
    return [it for i, it in enumerate(table) if mask >> i & 1]
