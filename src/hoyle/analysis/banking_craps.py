"""Card craps (seed 004 §1.9): the book's dice odds, and the odds of the 48-card pack actually played.

* :func:`dice_table` -- the lost Table 1 rebuilt for two dice (exact): ways in 36, odds against a
  total in one roll (A) and before a 7 (B); the hard ways (the lost Table 2).
* :func:`dice_pass` -- the centre bet with dice: pass = 244/495 (= 976/1980, the book prints 970).
* :func:`card_come_out` -- the come-out with two cards of the 48-card pack (1128 pairs).
* :func:`card_point_made` -- the chance of making a point with the cards, by recursion over the
  pack's composition (rolls drawn without replacement; a spent pack is reshuffled and the point goes
  on, which closes the recursion: ``p = a + b p``). The recursion is exact; it is evaluated in double
  precision (about 260,000 compositions per point; a few seconds each) -- stated, not a fraction.
* :func:`card_pass` -- the whole centre bet with cards (catalog O51: 0.49708).
"""

from __future__ import annotations

from fractions import Fraction
from functools import lru_cache
from itertools import product

__all__ = ["dice_ways", "dice_table", "dice_hard_ways", "dice_pass", "card_pair_counts", "card_come_out",
           "card_point_made", "card_pass", "odds_text", "one_roll_props"]


def odds_text(against: Fraction) -> str:
    """``Fraction(31, 5)`` -> ``"31 to 5"``."""
    return f"{against.numerator} to {against.denominator}"


def dice_ways() -> dict[int, int]:
    w: dict[int, int] = {}
    for a, b in product(range(1, 7), repeat=2):
        w[a + b] = w.get(a + b, 0) + 1
    return w


def dice_table() -> list[dict]:
    """Table 1 for two dice: ways, odds against in one roll, odds against before a 7."""
    w = dice_ways()
    rows = []
    for t in range(2, 13):
        one = Fraction(36 - w[t], w[t])
        before = None if t == 7 else Fraction(w[7], w[t])
        rows.append({"total": t, "ways": w[t], "one_roll": one, "before_7": before})
    return rows


def dice_hard_ways() -> dict[int, Fraction]:
    """Odds against a hard way (the double) before a 7 or the easy way: 1 way against 6 + (ways - 1)."""
    w = dice_ways()
    return {t: Fraction(w[7] + w[t] - 1, 1) for t in (4, 6, 8, 10)}


def dice_pass() -> Fraction:
    w = dice_ways()
    p = Fraction(w[7] + w[11], 36)
    for t in (4, 5, 6, 8, 9, 10):
        p += Fraction(w[t], 36) * Fraction(w[t], w[t] + w[7])
    return p


def one_roll_props(cards: bool = False) -> dict[str, Fraction]:
    """O47: odds against a specific pair, a specific two different numbers, any craps, a 7, in one roll."""
    if cards:
        pairs = card_pair_counts()
        total = sum(pairs.values())
        pair, two = pairs[(3, 3)], pairs[(5, 6)]
        craps = sum(v for (a, b), v in pairs.items() if a + b in (2, 3, 12))
        seven = sum(v for (a, b), v in pairs.items() if a + b == 7)
    else:
        total, pair, two, craps, seven = 36, 1, 2, 4, 6
    return {"specific pair": Fraction(total - pair, pair), "specific two different": Fraction(total - two, two),
            "any craps": Fraction(total - craps, craps), "seven": Fraction(total - seven, seven)}


@lru_cache(maxsize=None)
def card_pair_counts() -> dict[tuple[int, int], int]:
    """Unordered rank pairs from the 48-card pack (eight of each of 1..6): 1128 in all."""
    out = {}
    for a in range(1, 7):
        for b in range(a, 7):
            out[(a, b)] = 28 if a == b else 64
    return out


def card_come_out() -> dict[int, Fraction]:
    """The come-out total's distribution with cards (catalog 004 §1.9: 28, 64, 92, 128, 156, 192 ... per 1128)."""
    d: dict[int, int] = {}
    for (a, b), v in card_pair_counts().items():
        d[a + b] = d.get(a + b, 0) + v
    return {t: Fraction(v, 1128) for t, v in sorted(d.items())}


@lru_cache(maxsize=None)
def card_point_made(point: int) -> float:
    """P(the point before a 7) with the cards, from a freshly shuffled 48-card pack (see module doc)."""
    if point not in (4, 5, 6, 8, 9, 10):
        raise ValueError("a point is 4, 5, 6, 8, 9 or 10")
    if point > 7:
        return card_point_made(14 - point)       # ranks r -> 7 - r map the point p to 14 - p, 7 to 7
    memo: dict[tuple, tuple[float, float]] = {}

    def f(c: tuple) -> tuple[float, float]:
        r = memo.get(c)
        if r is not None:
            return r
        n = sum(c)
        if n < 2:
            memo[c] = (0.0, 1.0)                  # spent: reshuffle, the point goes on
            return memo[c]
        a = b = 0.0
        lc = list(c)
        for i in range(6):
            ci = c[i]
            if not ci:
                continue
            for j in range(i, 6):
                if i == j:
                    if ci < 2:
                        continue
                    w = ci * (ci - 1) / 2
                else:
                    if not c[j]:
                        continue
                    w = ci * c[j]
                s = i + j + 2
                if s == point:
                    a += w
                elif s != 7:
                    lc[i] -= 1
                    lc[j] -= 1
                    x, y = f(tuple(lc))
                    lc[i] += 1
                    lc[j] += 1
                    a += w * x
                    b += w * y
        tot = n * (n - 1) / 2
        memo[c] = (a / tot, b / tot)
        return memo[c]

    import sys
    old = sys.getrecursionlimit()
    sys.setrecursionlimit(max(old, 5000))
    try:
        a, b = f((8,) * 6)
    finally:
        sys.setrecursionlimit(old)
    return a / (1 - b)


def card_pass() -> float:
    """P(pass) of the centre bet with the cards (O51: about 0.49708)."""
    co = card_come_out()
    p = float(co[7] + co[11])
    for t in (4, 5, 6, 8, 9, 10):
        p += float(co[t]) * card_point_made(t)
    return p
