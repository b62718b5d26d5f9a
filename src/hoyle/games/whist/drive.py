"""Drive whist, progressive party whist (Foster 1914, appendix: 001 part 6 §12.1; catalog O-51).

Ordinary whist at many tables, each hand a game by itself, played out; everyone records all
the tricks his side took, and the highest total wins. This module carries the party's
mechanics; each hand is a plain ``whist-english`` deal.

* :func:`partner_cards` — the draw for partners: the ladies draw red cards, the gentlemen
  black, and cards of equal rank (heart with club, diamond with spade) are partners. For 16
  couples the book puts the 13 hearts and the ace, deuce and trey of diamonds in the ladies'
  hat and the 13 clubs and the ace, deuce and trey of spades in the gentlemen's.
* :func:`next_tables` — after each hand the winners (the side with the majority of the 13
  tricks) move to the next table and the losers stay (the catalog's reading: the book only
  says the winners move). The book does not say where the last table's winners go: here they
  go round to the first table. The losing gentleman deals the next hand (:func:`next_dealer`).
* :func:`standings` — players (or pairs) by total tricks, highest first; equal totals share a
  place (the book does not say how ties for a prize are broken).

The movement and the standings are shared with progressive bridge: they live in
:mod:`hoyle.mechanics.movements` and are offered here too.
* :func:`prizes` — the prize winners: one prize for the pairs when partners stayed together
  all evening, else two, the ladies' and the gentlemen's. Everyone tied for the highest total
  is named (the book is silent on ties; the party decides, e.g. by a cut).
"""

from __future__ import annotations

from typing import Mapping, Sequence

from ...cards import Card
from ...mechanics.movements import next_tables, standings

__all__ = ["partner_cards", "next_tables", "next_dealer", "standings", "prizes"]

_ORDER = (14, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13)     # ace, deuce, trey, ... as drawn


def _card(rank: int, suit: int) -> Card:
    return Card((rank - 2) * 4 + suit)


def partner_cards(couples: int) -> list[tuple[Card, Card]]:
    """The (lady's card, gentleman's card) pairs put in the hats for ``couples`` couples
    (1 to 26): hearts with clubs first, then diamonds with spades, each from the ace up (the
    book's 16-couple example: all 13 hearts/clubs, then A, 2, 3 of diamonds/spades; for fewer
    than 13 couples the low cards from the ace up are our reading).

    Raises ValueError outside 1..26."""
    if not 1 <= couples <= 26:
        raise ValueError("the draw for partners serves 1 to 26 couples")
    out = []
    for i in range(couples):
        red, black = (2, 0) if i < 13 else (1, 3)           # hearts/clubs, then diamonds/spades
        rank = _ORDER[i % 13]
        out.append((_card(rank, red), _card(rank, black)))
    return out


def next_dealer(losers: tuple[str, str], gentlemen: set[str]) -> str:
    """The losing gentleman deals the next hand at his table (the first of the losing pair
    if both or neither are gentlemen)."""
    for p in losers:
        if p in gentlemen:
            return p
    return losers[0]


def prizes(tricks: Mapping[str, Sequence[int]], ladies: set[str] | None = None) -> dict[str, list[str]]:
    """The prize winners by total tricks (001 part 6 §12.1). Without ``ladies`` the entries
    are pairs who kept together, and there is one prize: ``{"prize": [...]}``. With ``ladies``
    (the names of the ladies; every other name is a gentleman) partners changed during the
    evening and there are two prizes: ``{"ladies": [...], "gentlemen": [...]}``. Each list
    holds every name tied for the highest total, in name order (ties are not broken here).

    Raises ValueError when there is nobody to give a prize to."""
    def best(names: list[str]) -> list[str]:
        if not names:
            raise ValueError("no players for this prize")
        top = max(sum(tricks[n]) for n in names)
        return sorted(n for n in names if sum(tricks[n]) == top)

    if ladies is None:
        return {"prize": best(list(tricks))}
    return {"ladies": best([n for n in tricks if n in ladies]),
            "gentlemen": best([n for n in tricks if n not in ladies])}
