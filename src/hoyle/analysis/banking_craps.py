"""Card craps (seed 004 §1.9): the book's dice odds, and the odds of the 48-card pack actually played.

* :func:`dice_table` -- the lost Table 1 rebuilt for two dice (exact): ways in 36, odds against a
  total in one roll (A) and before a 7 (B); the hard ways (the lost Table 2).
* :func:`dice_pass` -- the centre bet with dice: pass = 244/495 (= 976/1980, the book prints 970).
* :func:`card_come_out` -- the come-out with two cards of the 48-card pack (1128 pairs).
* :func:`card_point_made` -- the chance of making a point with the cards, by recursion over the
  pack's composition (rolls drawn without replacement; a spent pack is reshuffled and the point goes
  on, which closes the recursion: ``p = a + b p``). Exact: every composition with ``n`` cards left
  shares one denominator (the product of ``C(m, 2)`` for ``m = n, n - 2, ...``), so the recursion
  runs on whole numbers and ends in a :class:`~fractions.Fraction` (about 260,000 compositions per
  point; a few seconds each, cached).
* :func:`card_pass` -- the whole centre bet with cards (catalog O51: 0.49708), a Fraction.
* :func:`faders_edge` -- the faders' advantage per unit faded, ``1 - 2 P(pass)`` (dice or cards).

Nothing here restates the game: the decisions are card craps' own
(:func:`~hoyle.games.banking.card_craps.roll_decision`); the dice are
:func:`hoyle.core.chance.dice_outcomes`; the card figures of the come-out are the game's own chance
turn (its two-card outcomes from the pack, walked with :mod:`hoyle.analysis.exact`). The point
phase with cards is not walked state by state: a Fraction walk of the deal never ends (a spent pack
is reshuffled and the point goes on) and has ~260,000 pack compositions per point, so
:func:`card_point_made` solves it by its recursion over the pack by ranks (its composition taken
from the game's pack), with the game's decisions and the chance of the game's roll -- two cards drawn
without replacement from the cards left, as :func:`hoyle.core.chance.draw_outcomes` lists them.
"""

from __future__ import annotations

from collections import Counter
from fractions import Fraction
from functools import lru_cache

from ..core.chance import dice_outcomes
from ..games.banking import craps_value, roll_decision
from .exact import new_state, outcome_distribution

__all__ = ["dice_ways", "dice_table", "dice_hard_ways", "dice_pass", "card_pair_counts", "card_come_out",
           "card_point_made", "card_pass", "faders_edge", "odds_text", "one_roll_props"]


def odds_text(against: Fraction) -> str:
    """``Fraction(31, 5)`` -> ``"31 to 5"``."""
    return f"{against.numerator} to {against.denominator}"


def _two_dice() -> list[tuple[tuple[int, int], Fraction]]:
    """The 36 ordered throws of two dice (:func:`hoyle.core.chance.dice_outcomes`)."""
    return [(a.args, p) for a, p in dice_outcomes(2)]


def dice_ways() -> dict[int, int]:
    """Ordered throws of two dice making each total (of 36)."""
    throws = _two_dice()
    w: dict[int, int] = {}
    for d, p in throws:
        w[sum(d)] = w.get(sum(d), 0) + int(p * len(throws))
    return w


def dice_table() -> list[dict]:
    """Table 1 for two dice: ways, odds against in one roll, odds against before a 7."""
    w = dice_ways()
    n = sum(w.values())
    rows = []
    for t in range(2, 13):
        one = Fraction(n - w[t], w[t])
        before = None if t == 7 else Fraction(w[7], w[t])
        rows.append({"total": t, "ways": w[t], "one_roll": one, "before_7": before})
    return rows


def dice_hard_ways() -> dict[int, Fraction]:
    """Odds against a hard way (the double) before a 7 or the easy way: 1 way against 6 + (ways - 1)."""
    w = dice_ways()
    return {t: Fraction(w[7] + w[t] - 1, 1) for t in (4, 6, 8, 10)}


def _point_made(point: int, roll: dict[int, Fraction]) -> Fraction:
    """P(the point is made) when every roll has the same distribution ``roll`` (dice): the rolls
    that decide nothing repeat, so it is P(a roll deciding "pass") over P(a roll deciding)."""
    made = sum((p for t, p in roll.items() if roll_decision(point, t) == "pass"), Fraction(0))
    decided = sum((p for t, p in roll.items() if roll_decision(point, t) is not None), Fraction(0))
    return made / decided


def dice_pass() -> Fraction:
    """The centre bet with dice: P(pass) = 244/495, from card craps' own decisions
    (:func:`~hoyle.games.banking.card_craps.roll_decision`) on the throws of two dice."""
    roll = {t: Fraction(v, 36) for t, v in dice_ways().items()}
    p = Fraction(0)
    for t, q in roll.items():
        d = roll_decision(None, t)
        if d == "pass":
            p += q
        elif d == "point":
            p += q * _point_made(t, roll)
    return p


def one_roll_props(cards: bool = False) -> dict[str, Fraction]:
    """O47: odds against a specific pair, a specific two different numbers, any craps, a 7, in one roll
    (two dice; ``cards``: the first roll of card craps' 48-card pack, from the game's chance turn)."""
    if cards:
        pairs = card_pair_counts()
    else:
        pairs = {}
        for (a, b), p in _two_dice():
            k = (min(a, b), max(a, b))
            pairs[k] = pairs.get(k, 0) + int(p * 36)
    total = sum(pairs.values())
    pair, two = pairs[(3, 3)], pairs[(5, 6)]
    craps = sum(v for (a, b), v in pairs.items() if roll_decision(None, a + b) == "miss")
    seven = sum(v for (a, b), v in pairs.items() if a + b == 7)
    return {"specific pair": Fraction(total - pair, pair), "specific two different": Fraction(total - two, two),
            "any craps": Fraction(total - craps, craps), "seven": Fraction(total - seven, seven)}


def _come_out_state():
    """A deal of card craps at its come-out roll (the shooter's centre bet faded in full)."""
    from ..core.registry import get_game
    st = new_state(get_game("card-craps"), 2)
    st.apply("bet 10")
    st.apply("fade 10")
    return st


@lru_cache(maxsize=None)
def card_pair_counts() -> dict[tuple[int, int], int]:
    """Unordered rank pairs of the come-out roll (eight cards of each of 1..6): 1128 in all -- card
    craps' own chance turn, its ordered two-card outcomes grouped by ranks."""
    st = _come_out_state()
    n = len(st.card_locations()["pack"])
    unordered = n * (n - 1) // 2
    out: dict[tuple[int, int], int] = {}
    for a, p in st.chance_outcomes():
        x, y = sorted(craps_value(c) for c in a.args)
        out[(x, y)] = out.get((x, y), 0) + p * unordered
    return {k: int(v) for k, v in sorted(out.items())}


def card_come_out() -> dict[int, Fraction]:
    """The come-out total's distribution with cards (catalog 004 §1.9: 28, 64, 92, 128, 156, 192 ... per
    1128), walked from the game's come-out chance turn."""
    st = _come_out_state()
    d: dict[int, Fraction] = {}
    for a, p in st.chance_outcomes():
        t = sum(craps_value(c) for c in a.args)
        d[t] = d.get(t, Fraction(0)) + p
    return dict(sorted(d.items()))


@lru_cache(maxsize=None)
def card_point_made(point: int) -> Fraction:
    """P(the point before a 7) with the cards, from a freshly shuffled 48-card pack, exact (see the
    module doc). Raises ValueError for a number that is not a point."""
    if point not in (4, 5, 6, 8, 9, 10):
        raise ValueError("a point is 4, 5, 6, 8, 9 or 10")
    if point > 7:
        return card_point_made(14 - point)       # ranks r -> 7 - r map the point p to 14 - p, 7 to 7
    decides = {s: roll_decision(point, s) for s in range(2, 13)}    # the game's own rule (C3)
    fresh = _fresh_pack_by_rank()
    # den[n]: the common denominator of every composition with n cards left (C(n,2) x den[n-2])
    den = [1] * (sum(fresh) + 1)
    for n in range(2, len(den)):
        den[n] = n * (n - 1) // 2 * den[n - 2]
    memo: dict[tuple, tuple[int, int]] = {}

    def f(c: tuple) -> tuple[int, int]:
        """(A, B) with P(made before the pack is spent) = A / den[n], P(spent, undecided) = B / den[n]."""
        r = memo.get(c)
        if r is not None:
            return r
        n = sum(c)
        if n < 2:
            memo[c] = (0, 1)                      # spent: reshuffle, the point goes on
            return memo[c]
        a = b = 0
        lc = list(c)
        below = den[n - 2]
        for i in range(6):
            ci = c[i]
            if not ci:
                continue
            for j in range(i, 6):
                if i == j:
                    if ci < 2:
                        continue
                    w = ci * (ci - 1) // 2
                else:
                    if not c[j]:
                        continue
                    w = ci * c[j]
                d = decides[i + j + 2]
                if d == "pass":
                    a += w * below
                elif d is None:
                    lc[i] -= 1
                    lc[j] -= 1
                    x, y = f(tuple(lc))
                    lc[i] += 1
                    lc[j] += 1
                    a += w * x
                    b += w * y
        memo[c] = (a, b)
        return memo[c]

    import sys
    old = sys.getrecursionlimit()
    sys.setrecursionlimit(max(old, 5000))
    try:
        a, b = f(fresh)
    finally:
        sys.setrecursionlimit(old)
    d = den[sum(fresh)]
    return Fraction(a, d) / (1 - Fraction(b, d))


def _fresh_pack_by_rank() -> tuple[int, ...]:
    """Cards of each rank 1..6 in the game's pack (8 each)."""
    from ..games.banking import craps_pack
    counts = Counter(craps_value(c) for c in craps_pack())
    return tuple(counts[r] for r in range(1, 7))


def card_pass() -> Fraction:
    """P(pass) of the centre bet with the cards (O51: about 0.49708), exact: the game's come-out
    walked up to the point (:func:`hoyle.analysis.exact.outcome_distribution`), each point then
    made with the chance of :func:`card_point_made`."""
    def key(st):
        return ("pass" if st.passed else "miss") if st.is_over else st.point
    ends = outcome_distribution(_come_out_state(), lambda st: "pass", key=key,
                                stop=lambda st: st.point is not None)
    p = Fraction(ends.get("pass", 0))
    for t, q in ends.items():
        if isinstance(t, int):
            p += q * card_point_made(t)
    return p


def faders_edge(cards: bool = False) -> Fraction:
    """The faders' advantage per unit faded on the centre bet, ``1 - 2 P(pass)``: with dice
    7/495 (1.414 %, seed 004 §1.9 O46), with the 48-card pack (``cards``) about 0.584 %."""
    return 1 - 2 * (card_pass() if cards else dice_pass())
