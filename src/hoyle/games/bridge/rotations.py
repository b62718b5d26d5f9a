"""Who sits where: the movements of the bridge varieties (Foster 1914, 001 part 1 §4.6-§4.9,
§4.12). Pure functions on player names; the matches in :mod:`.matches` call them.

* :func:`pivot_seatings` - pivot bridge (§4.6): the first dealer keeps her seat, the other
  three move round her after each rubber.
* :func:`kings_bridge_schedule` - king's bridge (§4.12): the pivot movement every four deals.
* :func:`six_hand_rotation`, :func:`six_hand_tables`, :func:`six_hand_schedule` - six-hand
  bridge (§4.9): numbered positions round two tables pushed together.
* :func:`progressive_tables` - progressive ("drive") bridge (§4.7): N-S stay and E-W move one
  table, or the winners move as at drive whist; it lives in :mod:`hoyle.mechanics.movements`
  with the other movements shared with the whist family, and is offered here too.
"""

from __future__ import annotations

from typing import Mapping, Sequence

from ...mechanics.movements import PROGRESSIVE_MOVEMENTS as MOVEMENTS
from ...mechanics.movements import progressive_tables

__all__ = ["pivot_seatings", "kings_bridge_schedule", "six_hand_rotation", "six_hand_tables",
           "six_hand_schedule", "SIX_HAND_TABLES", "progressive_tables", "MOVEMENTS"]


def pivot_seatings(players: Sequence[str], rubbers: int = 3) -> list[tuple[str, str, str, str]]:
    """Pivot bridge (§4.6): the seats, clockwise from the first dealer, for each rubber. The
    first dealer keeps her seat; after each rubber the player on her left walks behind her to
    her right, the other two moving up one seat each; so in three rubbers she (and everyone)
    has partnered each of the others once.

    Raises ValueError unless there are four distinct players."""
    if len(players) != 4 or len(set(players)) != 4:
        raise ValueError("pivot bridge needs four different players")
    fixed, left, opposite, right = players
    out = []
    for _ in range(rubbers):
        out.append((fixed, left, opposite, right))
        # left -> right seat; right -> opposite; opposite -> left
        left, opposite, right = opposite, right, left
    return out


def kings_bridge_schedule(players: Sequence[str], deals_per_partner: int = 4,
                          deals: int = 12) -> list[tuple[str, str, str, str]]:
    """King's bridge (§4.12): the pivot movement by deals: one player fixed, each of the
    others partners him for ``deals_per_partner`` deals in turn (the book: four deals each,
    twelve deals in all). One seating (clockwise from the fixed player) per deal."""
    if deals_per_partner < 1 or deals < 1:
        raise ValueError("the number of deals must be positive")
    rubbers = -(-deals // deals_per_partner)
    seats = pivot_seatings(players, max(rubbers, 1))
    return [seats[(d // deals_per_partner) % 3] for d in range(deals)]


def six_hand_rotation(positions: Mapping[int, str]) -> dict[int, str]:
    """Six-hand bridge (§4.9): after each deal the players at positions 6, 5, 4, 3, 2 move to
    5, 4, 3, 2, 1 and the player at 1 goes to 6. (The book's list omits 5 -> 4, a misprint the
    catalog flags; it is restored here, as no other reading keeps one player per position.)

    Raises ValueError unless positions 1-6 are all given."""
    if sorted(positions) != [1, 2, 3, 4, 5, 6]:
        raise ValueError("six-hand bridge has positions 1 to 6")
    return {(p - 2) % 6 + 1: who for p, who in positions.items()}


#: Six-hand bridge positions at each table, as (dealer at the end, his left, his right); the
#: dummy lies opposite the dealer where the two tables meet. Our reading of the lost diagram:
#: the dealers sit at 1 and 4 and each pair's two players are three positions apart (1-4,
#: 2-5, 3-6), so that the rotation of :func:`six_hand_rotation` always brings two partners to
#: the ends; the pair at 2 and 5 plays at the first table, the pair at 3 and 6 at the second
#: ("on either side of each dealer a pair of adversaries"), which gives the book's three
#: rubbers at once.
SIX_HAND_TABLES = ((1, 2, 5), (4, 3, 6))


def six_hand_tables(positions: Mapping[int, str]) -> list[tuple[str, str, str]]:
    """The two tables of a six-hand deal: ``(dealer, left adversary, right adversary)`` from
    who sits at positions 1-6 (:data:`SIX_HAND_TABLES`).

    Raises ValueError unless positions 1-6 are all given."""
    if sorted(positions) != [1, 2, 3, 4, 5, 6]:
        raise ValueError("six-hand bridge has positions 1 to 6")
    return [tuple(positions[p] for p in t) for t in SIX_HAND_TABLES]


def six_hand_schedule(pairs: Mapping[str, tuple[str, str]], deals: int = 3,
                      first: str | None = None) -> list[list[tuple[str, str]]]:
    """The pairings deal by deal at six-hand bridge: for each deal, ``[(dealing pair, adversary
    pair) at table 1, (dealing pair, adversary pair) at table 2]``. ``pairs`` names three pairs
    (``{"A": ("a1", "a2"), ...}``, the first dealing first unless ``first`` says).

    Raises ValueError unless there are three pairs of six different players."""
    names = list(pairs)
    players = [p for n in names for p in pairs[n]]
    if len(names) != 3 or any(len(pairs[n]) != 2 for n in names) or len(set(players)) != 6:
        raise ValueError("six-hand bridge is three pairs of six different players")
    dealer = first or names[0]
    rest = [n for n in names if n != dealer]
    pos = {1: pairs[dealer][0], 4: pairs[dealer][1], 2: pairs[rest[0]][0], 5: pairs[rest[0]][1],
           3: pairs[rest[1]][0], 6: pairs[rest[1]][1]}
    pair_of = {p: n for n in names for p in pairs[n]}
    out = []
    for _ in range(deals):
        out.append([(pair_of[t[0]], pair_of[t[1]]) for t in six_hand_tables(pos)])
        pos = six_hand_rotation(pos)
    return out
