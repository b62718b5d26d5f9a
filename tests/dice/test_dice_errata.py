"""The dice errata (seed 001 part 6 §5.2-5.3; catalog O-21, O-22): the printed raffling and craps
odds beside values computed here by an independent count of the dice (a convolution of nine
dice, not the game's chance walk)."""

from fractions import Fraction

import pytest

from hoyle.analysis.dice_errata import dice_errata
from hoyle.analysis.errata import errata


def _nine_dice() -> dict[int, int]:
    ways = {0: 1}
    for _ in range(9):
        nxt: dict[int, int] = {}
        for t, w in ways.items():
            for f in range(1, 7):
                nxt[t + f] = nxt.get(t + f, 0) + w
        ways = nxt
    return ways


WAYS = _nine_dice()


def _against(n: int) -> Fraction:
    hit = sum(w for t, w in WAYS.items() if t >= n)
    return Fraction(6 ** 9 - hit, hit)


ROWS = {r["id"]: r for r in dice_errata()}


def test_o21_every_row_of_the_raffle_table_is_checked_against_the_enumeration():
    assert sum(WAYS.values()) == 10_077_696
    for n in range(32, 55):
        r = ROWS[f"raffling-odds-{n}"]
        assert r["exact_value"] == _against(n), n


@pytest.mark.parametrize("n, printed, verdict", [
    (32, "even", "correct"),         # 5,038,848 of 10,077,696: exactly even
    (33, "9 to 7", "correct"),       # 1.359 to 1 lies within 8.5/7.5 .. 9.5/6.5
    (36, "3 to 1", "wrong"),         # 3.536 to 1 rounds to 4: the book cuts it off
    (45, "215 to 1", "correct"),
    (51, "45809 to 1", "close"),     # exact 45,806.709: 220 ways; the catalog's probable misprint
    (54, "10077695 to 1", "correct"),  # one way: nine sixes
])
def test_o21_verdicts(n, printed, verdict):
    r = ROWS[f"raffling-odds-{n}"]
    assert r["printed"] == printed and r["verdict"] == verdict


def test_o21_row_51_is_220_ways_and_named_a_misprint():
    assert sum(w for t, w in WAYS.items() if t >= 51) == 220
    assert "misprint" in ROWS["raffling-odds-51"]["note"]


def test_o21_worked_example_42_with_20_throws_left():
    hit = Fraction(sum(w for t, w in WAYS.items() if t >= 42), 6 ** 9)
    stand = (1 - hit) ** 20
    assert round(float(stand), 3) == 0.606          # the catalog's derived P
    r = ROWS["raffling-42-stands-20-throws"]
    assert r["exact_value"] == stand / (1 - stand) and r["verdict"] == "correct"


def test_o22_craps_figures():
    assert ROWS["craps-first-throw-decision"]["exact_value"] == 2       # 24 ways against 12
    assert ROWS["craps-point-4"]["exact_value"] == 2 and ROWS["craps-point-4"]["verdict"] == "correct"
    assert ROWS["craps-point-6"]["exact_value"] == Fraction(6, 5)


def test_errata_dice_family_lists_the_rows():
    rows = errata("dice")
    assert {r["game"] for r in rows} == {"raffling", "craps"}
    assert len(rows) == len(ROWS) and all(r["oracle"] for r in rows)
    assert {r["id"] for r in errata("raffling")} == {i for i in ROWS if i.startswith("raffling")}
