"""Exact enumeration, Monte Carlo and the books' printed tables with errata.

Submodules are imported on use (``from hoyle.analysis import poker``); nothing heavy is imported here.
"""

from __future__ import annotations

from fractions import Fraction

__all__ = ["odds_against", "format_odds"]


def odds_against(p: Fraction) -> Fraction:
    """Odds against an event of probability ``p``, as the books print them: ``(1 - p) / p``
    (``Fraction(5, 2)`` is "2½ to 1 against").

    Raises:
        ValueError: ``p`` is 0 (the event cannot happen) or not in (0, 1].
    """
    p = Fraction(p)
    if not 0 < p <= 1:
        raise ValueError(f"odds need a probability in (0, 1], not {p}")
    return (1 - p) / p


def format_odds(p: Fraction, places: int = 2) -> str:
    """``"2.48 to 1 against"``, ``"even"``, ``"1.37 to 1 on"`` for a probability ``p``."""
    p = Fraction(p)
    if p == 0:
        return "impossible"
    if p == 1:
        return "certain"
    if p == Fraction(1, 2):
        return "even"
    if p < Fraction(1, 2):
        return f"{_num(odds_against(p), places)} to 1 against"
    return f"{_num(p / (1 - p), places)} to 1 on"


def _num(x: Fraction, places: int) -> str:
    s = f"{float(x):,.{places}f}"
    if "." in s:
        s = s.rstrip("0").rstrip(".")
    return s
