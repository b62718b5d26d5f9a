"""Errata of the dice games: the printed odds of seed 001 part 6 §5 beside exact values.

Rows have the shape of :mod:`hoyle.analysis.banking_errata` (``id``, ``game``, ``source``,
``item``, ``printed``, ``exact``, ``verdict``, ``correct``, ``rule``, ``note``), every number
judged by the one rule of :mod:`hoyle.analysis.precision`. The exact values come from the
registered games' own chance outcomes (:func:`hoyle.analysis.dice.score_distribution`,
:func:`hoyle.analysis.dice.craps_odds`), not from a formula written beside them.

Checked: raffling's table of the odds against N or more with nine dice (catalog O-21, 23 rows),
its worked example (42 standing with 20 throws to come) and the craps figures of §5.3 (O-22).
"""

from __future__ import annotations

from fractions import Fraction

from .banking_errata import _num
from .precision import judge_ratio

__all__ = ["dice_errata"]

_RAFFLE_SRC = "seed 001 part 6 §5.2 (raffling), catalog O-21; grep '10077695 to 1 54'"
_CRAPS_SRC = "seed 001 part 6 §5.3 (craps), catalog O-22; grep 'шансы составят 6 к 3 против него'"


def _ratio_row(id: str, game: str, source: str, item: str, a: int, b: int, exact: Fraction,
               note: str = "") -> dict:
    """A row for a proportion printed as two whole numbers, ``a`` to ``b``."""
    v = judge_ratio(a, b, exact)
    return {"id": id, "game": game, "source": source, "item": item, "printed": f"{a} to {b}",
            "exact": f"{float(exact):,.4f} to 1 ({exact})", "verdict": v, "correct": v == "correct",
            "rule": "precision", "note": note, "printed_value": Fraction(a, b), "unit": Fraction(1, b),
            "exact_value": exact}


def dice_errata() -> list[dict]:
    """Every checked figure of the dice games (see the module doc for a row's keys)."""
    from .dice import RAFFLE_BOOK_ODDS, at_least, craps_odds, odds_against, score_distribution
    out: list[dict] = []
    dist = score_distribution("raffling")
    for n, (a, b) in RAFFLE_BOOK_ODDS.items():
        x = odds_against(at_least(dist, n))
        item = f"odds against {n} or more with nine dice"
        if b != 1:
            out.append(_ratio_row(f"raffling-odds-{n}", "raffling", _RAFFLE_SRC, item, a, b, x))
            continue
        printed = "even" if a == 1 and n == 32 else f"{a} to 1"
        truncated = int(x) == a and x != a
        row = _num(f"raffling-odds-{n}", "raffling", _RAFFLE_SRC, item, printed, a, 1, x,
                   f"{float(x):,.3f} to 1 ({x})",
                   "the book's figure is the exact odds cut off, not rounded" if truncated and
                   abs(x - a) > Fraction(1, 2) else "")
        if n == 51:
            row["note"] = ("off by 3 from the exact 45,806.7: a probable misprint (catalog O-21); "
                           + row["note"]).rstrip("; ")
        out.append(row)
    p42 = at_least(dist, 42)
    stand = (1 - p42) ** 20
    out.append(_num("raffling-42-stands-20-throws", "raffling", _RAFFLE_SRC + "; grep 'составляет 2 к 1, "
                    "поскольку'", "odds that 42 is neither beaten nor tied in 20 more throws", "2 to 1", 2, 1,
                    stand / (1 - stand), f"{float(stand / (1 - stand)):.3f} to 1 (P = {float(stand):.4f})",
                    "the book reasons 39 to 1 against each throw and 20 throws, so 2 to 1; the exact odds "
                    "are 1.54 to 1, which still round to the printed 2 at its unit"))
    c = craps_odds()
    decide = c["nick on the first throw"] + c["craps on the first throw"]
    out.append(_ratio_row("craps-first-throw-decision", "craps", _CRAPS_SRC,
                          "odds against a decision on the first throw", 2, 1, odds_against(decide)))
    for pt in (4, 10):
        out.append(_ratio_row(f"craps-point-{pt}", "craps", _CRAPS_SRC,
                              f"odds against the caster making a point of {pt}", 6, 3,
                              odds_against(c[f"point {pt} made"])))
    out.append(_ratio_row("craps-point-6", "craps", _CRAPS_SRC,
                          "odds against the caster making a point of 6 (5 ways against 6)", 6, 5,
                          odds_against(c["point 6 made"])))
    return out
