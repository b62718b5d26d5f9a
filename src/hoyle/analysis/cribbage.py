"""The exact distribution of cribbage hand scores: every four-card hand with every starter
from the 48 cards left, 270,725 x 48 = 12,994,800 (a hand, not a crib; catalog
001_part4.md §8: no hand scores 19, 25, 26 or 27; 29 is the best, four ways).

Two ways to count, giving the same numbers:

* :func:`hand_distribution` (NumPy): the fifteens, pairs and runs of five cards depend on
  their ranks alone, so they are counted once for each of the 6,175 multisets of five ranks
  (:func:`hoyle.mechanics.counting.rank_score`) and looked up by a key of the sorted ranks;
  the flush and his nobs are whole-array tests. By the suits' symmetry the starter is taken
  from one suit (13 starters x C(51, 4) hands) and the counts multiplied by four.
* :func:`hand_distribution_plain`: :func:`itertools.combinations` and
  :func:`hoyle.mechanics.counting.show` on every hand, for comparison (slow: minutes).

Shapes: a distribution is a dict ``{score: ways}``, scores 0..29, ways summing to 12,994,800.
"""

from __future__ import annotations

from itertools import combinations, combinations_with_replacement

import numpy as np

from ..mechanics.counting import rank_score, show

__all__ = ["hand_distribution", "hand_distribution_plain", "TOTAL_HANDS", "PUBLISHED", "distribution_stats"]

TOTAL_HANDS = 12_994_800

#: the distribution as published in the cribbage literature (counts of 12,994,800), for checking
PUBLISHED = {0: 1009008, 1: 99792, 2: 2813796, 3: 505008, 4: 2855676, 5: 697508, 6: 1800268,
             7: 751324, 8: 1137236, 9: 361224, 10: 388740, 11: 51680, 12: 317340, 13: 19656,
             14: 90100, 15: 9168, 16: 58248, 17: 11196, 18: 2708, 19: 0, 20: 8068, 21: 2496,
             22: 444, 23: 356, 24: 3680, 25: 0, 26: 0, 27: 0, 28: 76, 29: 4}


def _rank_table() -> np.ndarray:
    """Score of fifteens, pairs and runs by the key sum(r_i * 13**i) of five sorted ranks 0..12."""
    table = np.zeros(13 ** 5, dtype=np.int16)
    for combo in combinations_with_replacement(range(13), 5):
        if any(combo.count(r) > 4 for r in combo):
            continue
        key = sum(r * 13 ** i for i, r in enumerate(combo))
        table[key] = rank_score([r + 1 for r in combo])
    return table


def hand_distribution(starter_suits: int = 1) -> dict[int, int]:
    """The number of (hand, starter) pairs scoring each total, over all 12,994,800.

    ``starter_suits``: 1 (the default) takes the starters of one suit and multiplies by four
    (the suits are alike); 4 counts every starter (the same numbers, four times the work).
    Returns ``{score: ways}`` for the scores 0..29."""
    table = _rank_table()
    cards = np.arange(52)
    ranks = np.where((cards >> 2) + 2 == 14, 0, (cards >> 2) + 1)      # 0 = ace .. 12 = king
    suits = cards & 3
    counts = np.zeros(30, dtype=np.int64)
    starters = [c for c in range(52) if (c & 3) < starter_suits]
    idx = np.array(list(combinations(range(51), 4)), dtype=np.int16)
    for st in starters:
        rest = np.array([c for c in range(52) if c != st])
        hands = rest[idx]   # (249900, 4)
        allc = np.concatenate([hands, np.full((len(hands), 1), st)], axis=1)
        r = np.sort(ranks[allc], axis=1)
        key = (r * (13 ** np.arange(5))).sum(axis=1)
        score = table[key].astype(np.int32)
        hs = suits[hands]
        flush = (hs == hs[:, :1]).all(axis=1)
        score += np.where(flush, np.where(hs[:, 0] == suits[st], 5, 4), 0)
        nobs = ((ranks[hands] == 10) & (hs == suits[st])).any(axis=1)
        score += nobs
        counts += np.bincount(score, minlength=30)[:30]
    mult = 4 // starter_suits
    return {s: int(counts[s]) * mult for s in range(30)}


def hand_distribution_plain(limit: int | None = None) -> dict[int, int]:
    """The same distribution by brute force: every hand of :func:`itertools.combinations` and
    every starter counted by :func:`~hoyle.mechanics.counting.show` (``limit``: stop after that
    many hands, for a timing). Slow: about 13 million shows."""
    out = {s: 0 for s in range(30)}
    for i, hand in enumerate(combinations(range(52), 4)):
        if limit is not None and i >= limit:
            break
        for st in range(52):
            if st in hand:
                continue
            out[show(hand, st).total] += 1
    return out


def distribution_stats(dist: dict[int, int]) -> dict[str, float]:
    """Mean, the most likely score, and the chance of the 29 hand (as one in N)."""
    total = sum(dist.values())
    mean = sum(s * w for s, w in dist.items()) / total
    mode = max(dist, key=lambda s: dist[s])
    return {"hands": total, "mean": mean, "mode": mode,
            "one_in_29": total / dist[29] if dist.get(29) else float("inf")}
