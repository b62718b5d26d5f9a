"""When the book is right: one rule for every printed figure the errata check.

**The rule.** A printed figure is a number ``v`` written to a precision ``u``, its *printed unit*:
the step between neighbouring numbers its written form can express.

* a whole number ("215 to 1", "1 in 13", "about 3", "970 of 1980", "even" = 1 to 1): ``u = 1``;
* a whole number and a vulgar fraction ("20½", "20 1/2", "9¼"): ``u`` is one part of the
  fraction's denominator (halves ``1/2``, quarters ``1/4``); a bare fraction "34 to 25", read as
  the odds ``34/25``, is written in 25ths: ``u = 1/25``;
* a decimal ("1.414 %"): ``u = 10**-d`` for ``d`` decimals.

The figure is **correct** when the exact value ``x`` rounds to ``v`` at that unit, that is when
``|x - v| <= u/2`` (``v`` is a multiple of ``u`` nearest to ``x``; a value exactly half-way
counts for either neighbour). A figure that is not correct is **close** when it is within 10 %
of the exact value (``|v/x - 1| <= 1/10``), else **wrong**. Words like "about" and "almost"
change nothing: the unit is what the digits say.

A proportion printed as two whole numbers, "503 to 127", is two rounded numbers: it is correct
when some ``a'``, ``b'`` within a half of ``a`` and ``b`` have ``a'/b' = x``, that is
``(a - 1/2)/(b + 1/2) <= x <= (a + 1/2)/(b - 1/2)``.

Consequences (each is tested): chuck-luck's 20½ against 20.6 is correct (at halves 20.6 rounds to
20.5), 9¼ against 9.2857 is correct (9.25 at quarters), 13¼ against 13.4 is not (13.5 at
quarters), 7¼ against 7.64 is not (7.75); the poker "1 in 3" against the exact 1 in 3.48 is
correct (3.48 rounds to 3 in whole numbers), and "8 to 1" against 8.65 is not (it rounds to 9).
"""

from __future__ import annotations

import re
from fractions import Fraction

__all__ = ["VERDICTS", "CLOSE", "judge", "judge_ratio", "rounds_to", "parse_printed"]

#: the three verdicts, best first
VERDICTS = ("correct", "close", "wrong")
#: how near a figure that is not correct must be to count as close (relative to the exact value)
CLOSE = Fraction(1, 10)

_VULGAR = {"½": Fraction(1, 2), "¼": Fraction(1, 4), "¾": Fraction(3, 4), "⅓": Fraction(1, 3),
           "⅔": Fraction(2, 3), "⅛": Fraction(1, 8)}


def rounds_to(printed: Fraction, exact: Fraction, unit: Fraction) -> bool:
    """True when ``exact`` rounded to a multiple of ``unit`` gives ``printed``
    (``|exact - printed| <= unit/2``). Raises ValueError for a unit that is not positive."""
    if unit <= 0:
        raise ValueError(f"a printed unit is positive, not {unit}")
    return abs(Fraction(exact) - Fraction(printed)) <= Fraction(unit) / 2


def _close_or_wrong(printed: Fraction, exact: Fraction) -> str:
    if exact == 0:
        return "wrong"
    return "close" if abs(Fraction(printed) / Fraction(exact) - 1) <= CLOSE else "wrong"


def judge(printed: Fraction, exact: Fraction, unit: Fraction) -> str:
    """``"correct"``, ``"close"`` or ``"wrong"`` for a figure ``printed`` written to ``unit``
    against the ``exact`` value (the module's rule). Raises ValueError for a unit not positive."""
    if rounds_to(printed, exact, unit):
        return "correct"
    return _close_or_wrong(printed, exact)


def judge_ratio(a: int, b: int, exact: Fraction) -> str:
    """The verdict on a proportion printed as two whole numbers ``a`` to ``b`` (each rounded to a
    whole) against the exact ratio. Raises ValueError for ``b`` < 1."""
    if b < 1 or a < 0:
        raise ValueError(f"a printed proportion needs a >= 0 and b >= 1, not {a} to {b}")
    lo = Fraction(2 * a - 1, 2 * b + 1)
    hi = Fraction(2 * a + 1, 2 * b - 1)
    if lo <= exact <= hi:
        return "correct"
    return _close_or_wrong(Fraction(a, b), exact)


_NUM = re.compile(r"^\s*(?:(\d+)(?:\s+(\d+)/(\d+)|\s*([½¼¾⅓⅔⅛]))?|(?:(\d+)/(\d+))|([½¼¾⅓⅔⅛]))\s*$")
_DEC = re.compile(r"^\s*(\d+)\.(\d+)\s*$")


def parse_printed(text: str) -> tuple[Fraction, Fraction]:
    """A printed number and its unit: ``"20 1/2"`` and ``"20½"`` -> ``(41/2, 1/2)``, ``"9¼"`` ->
    ``(37/4, 1/4)``, ``"215"`` -> ``(215, 1)``, ``"1.414"`` -> ``(1414/1000, 1/1000)``,
    ``"34/25"`` -> ``(34/25, 1/25)``, ``"even"`` -> ``(1, 1)``.

    Raises ValueError for text that is not one of these forms."""
    t = text.strip()
    if t.lower() == "even":
        return Fraction(1), Fraction(1)
    m = _DEC.match(t)
    if m:
        unit = Fraction(1, 10 ** len(m.group(2)))
        return Fraction(t), unit
    m = _NUM.match(t)
    if not m:
        raise ValueError(f"not a printed number: {text!r}")
    whole_s, num_s, den_s, vul_s, bnum_s, bden_s, bvul_s = m.groups()
    whole = Fraction(int(whole_s)) if whole_s else Fraction(0)
    num_s, den_s, vul_s = num_s or bnum_s, den_s or bden_s, vul_s or bvul_s
    if num_s:
        den = int(den_s)
        if den < 1:
            raise ValueError(f"not a printed number: {text!r}")
        return whole + Fraction(int(num_s), den), Fraction(1, den)
    if vul_s:
        part = _VULGAR[vul_s]
        return whole + part, Fraction(1, part.denominator)
    return whole, Fraction(1)
