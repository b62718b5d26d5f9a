"""The settlements of the hearts family (Foster 1914, catalog 001_part4.md §2.2-2.7, §3.1-3.2), as
pure functions of the count each player took; chips, integers.

Each returns the net per seat and what is left in the pool (carried to the next deal as a jack,
or an odd counter). The nets and the pool balance what was paid in: ``sum(net) + left ==
pool_in`` where ``pool_in`` is a jack carried in from earlier deals.
"""

from __future__ import annotations

from typing import Sequence

__all__ = ["sweepstake", "howell", "spot", "three_hand", "difference", "pool_payments", "SETTLEMENTS"]

SETTLEMENTS = ("sweepstake", "howell", "spot", "three-hand", "difference", "pool", "points")


def sweepstake(counts: Sequence[int], jack_in: int = 0, jack_running: bool = False,
               revokers: Sequence[int] = ()) -> tuple[list[int], int, str]:
    """Sweepstake hearts (§2.2, law 29): each pays a counter per heart into the pool (``counts``
    per seat: penalty points taken); the one clean player (took none) wins it, two clean divide it
    (the odd counter stays), three clean or none clean leave it as a jack. A running jack
    (``jack_running``) is won only by a single clean player. A revoker (law 23) pays every loss
    of the hand himself, and wins nothing: his share stays as a jack (two revokers each pay the
    whole loss, law 24).

    Returns ``(net per seat, counters left in the pool, what happened)``; what happened is
    ``"won"``, ``"divided"`` or ``"jack"``."""
    n = len(counts)
    total = sum(counts)
    net = [0] * n
    if revokers:
        for r in revokers:
            net[r] -= total
    else:
        net = [-c for c in counts]
    pool = jack_in + sum(-x for x in net)
    clean = [s for s in range(n) if counts[s] == 0]
    if len(clean) == 1 or (len(clean) == 2 and not jack_running):
        takers = [s for s in clean if s not in revokers]
        if len(clean) == 1:
            if not takers:
                return net, pool, "jack"
            net[takers[0]] += pool
            return net, 0, "won"
        if len(takers) == 1:          # law 23: a dividing revoker pays his co-winner half, the rest a jack
            share = total // 2
            net[takers[0]] += share
            return net, pool - share, "jack"
        if not takers:
            return net, pool, "jack"
        share = pool // 2
        for s in takers:
            net[s] += share
        return net, pool - 2 * share, "divided"
    return net, pool, "jack"


def howell(counts: Sequence[int], total: int = 13) -> list[int]:
    """Howell's settling (§2.3): each pays in, per heart taken, as many counters as there are other
    players, and draws out a counter per heart he did not take: net ``total - n * h``. The pool
    always empties. Oracle HS: A 3, B 5, C 5, D 0 -> +1, -7, -7, +13."""
    n = len(counts)
    return [total - n * h for h in counts]


def spot(counts: Sequence[int]) -> tuple[list[int], int]:
    """Spot hearts (§2.7): the lowest count collects from every other player the excess of his count
    over the lowest; several lowest divide what is paid (an odd counter stays in the pool).
    Returns ``(net per seat, counters left)``."""
    low = min(counts)
    lows = [s for s, c in enumerate(counts) if c == low]
    net = [-(c - low) for c in counts]
    paid = -sum(net)
    share = paid // len(lows)
    for s in lows:
        net[s] += share
    return net, paid - share * len(lows)


def three_hand(counts: Sequence[int]) -> list[int]:
    """Three-hand hearts' own settlement (§2.5): the player with most hearts pays each other the
    difference between his count and theirs; two tied for most both pay the lowest."""
    n = len(counts)
    top = max(counts)
    net = [0] * n
    for p in range(n):
        if counts[p] != top:
            continue
        for q in range(n):
            if counts[q] != top:
                net[p] -= top - counts[q]
                net[q] += top - counts[q]
    return net


def difference(counts: Sequence[int], free: int = 0) -> list[int]:
    """Two-hand hearts (§2.4): the one with more hearts pays the difference; or (``free`` = 6, the
    book's other way) the loser's first ``free`` hearts are free and he pays for each above."""
    a, b = counts
    if a == b:
        return [0, 0]
    lo, hi = (0, 1) if a < b else (1, 0)
    owed = max(0, counts[hi] - free) if free else counts[hi] - counts[lo]
    net = [0, 0]
    net[hi], net[lo] = -owed, owed
    return net


def pool_payments(counts: Sequence[int]) -> tuple[list[int], int]:
    """Slobberhannes and polignac (§3.1-3.2): each pays his points into the pool, which carries on.
    Returns ``(net per seat, counters put in the pool)``."""
    return [-c for c in counts], sum(counts)
